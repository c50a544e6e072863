#include "barkit_png.h"
// A small C shim over libpng's full API, for what the simplified API cannot do: keep stored
// sample values without gamma correction on read and check a pixel limit between IHDR and the
// allocation. Writing goes through libdeflate (Sources/BarKitPNG/Codec/PNGWriter.swift). libpng
// reports errors by longjmp; every setjmp lives in this file, so no longjmp crosses a Swift frame.
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// State of the error handler: where libpng's message goes.
typedef struct ErrorSink {
  char *message;
  int status;  // a BarKitPNGStatus set before png_error by the I/O callbacks, else 0
} ErrorSink;

static void on_error(png_structp png, png_const_charp text) {
  ErrorSink *sink = (ErrorSink *)png_get_error_ptr(png);
  if (sink->message[0] == '\0') snprintf(sink->message, BARKIT_PNG_MESSAGE_CAPACITY, "%s", text);
  png_longjmp(png, 1);
}

// Warnings (bad ancillary CRCs, odd iCCP profiles, ...) do not stop decoding; libpng has
// already dropped the offending chunk. They are not reported: the caller gets pixels or an
// error, nothing in between.
static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

// ---- Reading ----

typedef struct ReadState {
  ErrorSink sink;
  const uint8_t *data;
  size_t size;
  size_t offset;
  png_infop info;
  uint64_t max_pixels;
} ReadState;

// Fails with BARKIT_PNG_TOO_LARGE once libpng has read a valid IHDR whose pixel count exceeds
// the limit (or would overflow the allocation size).
static void check_pixel_limit(png_structp png, ReadState *state) {
  uint32_t width = png_get_image_width(png, state->info), height = png_get_image_height(png, state->info);
  uint64_t count = (uint64_t)width * height;
  if (count <= state->max_pixels && count <= SIZE_MAX / 4) return;
  snprintf(state->sink.message, BARKIT_PNG_MESSAGE_CAPACITY, "IHDR: %u x %u is %llu pixels, over the limit of %llu",
           width, height, (unsigned long long)count, (unsigned long long)state->max_pixels);
  state->sink.status = BARKIT_PNG_TOO_LARGE;
  png_longjmp(png, 1);
}

static void read_from_memory(png_structp png, png_bytep out, size_t length) {
  ReadState *state = (ReadState *)png_get_io_ptr(png);
  // The first read after IHDR (which libpng has checked, CRC included): test the limit here,
  // before libpng reads on to IDAT, so a forged header fails at once.
  if (png_get_image_width(png, state->info) != 0) check_pixel_limit(png, state);
  if (length > state->size - state->offset) {
    state->sink.status = BARKIT_PNG_TRUNCATED;
    snprintf(state->sink.message, BARKIT_PNG_MESSAGE_CAPACITY,
             "file ends at byte %zu, %zu bytes short of the chunk being read", state->size,
             length - (state->size - state->offset));
    png_error(png, "truncated");
  }
  memcpy(out, state->data + state->offset, length);
  state->offset += length;
}

// The 8-byte PNG signature (PNG spec §5.2).
static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};

// Checks the signature here rather than in libpng so that the message says plainly "not a PNG
// file" and, as every decoder message, never quotes the file's bytes: a scene may name any
// readable file (Docs/Security.md, "Paths in scenes").
static BarKitPNGStatus check_signature(const uint8_t *data, size_t size, BarKitPNGDecoded *result) {
  if (size == 0) {
    snprintf(result->message, BARKIT_PNG_MESSAGE_CAPACITY, "empty file (0 bytes), not a PNG");
    return BARKIT_PNG_CORRUPT;
  }
  for (size_t i = 0; i < 8; i++) {
    if (i == size) {
      result->error_offset = size;
      snprintf(result->message, BARKIT_PNG_MESSAGE_CAPACITY,
               "file ends at byte %zu, inside the 8-byte PNG signature", size);
      return BARKIT_PNG_TRUNCATED;
    }
    if (data[i] != signature[i]) {
      result->error_offset = i;
      snprintf(result->message, BARKIT_PNG_MESSAGE_CAPACITY,
               "not a PNG file: the PNG signature breaks at byte %zu", i);
      return BARKIT_PNG_CORRUPT;
    }
  }
  return BARKIT_PNG_OK;
}

// Asks libpng for 8-bit RGBA whatever the color type and depth; no gamma call, so stored
// values are kept.
static void request_rgba8(png_structp png, png_infop info) {
  png_set_expand(png);  // palette -> RGB, gray < 8 bits -> 8 bits, tRNS -> alpha
  png_set_strip_16(png);  // 16 -> 8 bits by keeping the high byte, as Pillow and Chromium do
  png_byte color = png_get_color_type(png, info);
  if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);  // only applies when there is no alpha yet
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
}

BarKitPNGStatus barkit_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels,
                                  BarKitPNGDecoded *result) {
  memset(result, 0, sizeof *result);
  BarKitPNGStatus status = check_signature(data, size, result);
  if (status != BARKIT_PNG_OK) return status;

  ReadState state = {{result->message, 0}, data, size, 0, NULL, max_pixels};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state.sink, on_error, on_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  state.info = info;
  if (!info) {
    png_destroy_read_struct(&png, NULL, NULL);
    snprintf(result->message, BARKIT_PNG_MESSAGE_CAPACITY, "out of memory creating the PNG reader");
    return BARKIT_PNG_OUT_OF_MEMORY;
  }
  // volatile: these change after setjmp and are read after a longjmp back to it.
  uint8_t *volatile pixels = NULL;
  png_bytep *volatile rows = NULL;
  if (setjmp(png_jmpbuf(png))) {
    free(rows);
    free(pixels);
    png_destroy_read_struct(&png, &info, NULL);
    result->error_offset = state.offset;
    return state.sink.status ? (BarKitPNGStatus)state.sink.status : BARKIT_PNG_CORRUPT;
  }
  png_set_read_fn(png, &state, read_from_memory);
  // PNG's own bound (2^31 - 1, spec §11.2.2): the caller's pixel count limit does the rest.
  png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
  png_read_info(png, info);

  check_pixel_limit(png, &state);
  uint32_t width = png_get_image_width(png, info), height = png_get_image_height(png, info);
  size_t count = (size_t)width * height;
  request_rgba8(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "cannot convert to 8-bit RGBA");

  pixels = malloc(count * 4);
  rows = malloc(sizeof(png_bytep) * height);
  if (!pixels || !rows) {
    snprintf(result->message, BARKIT_PNG_MESSAGE_CAPACITY, "out of memory for %u x %u pixels", width, height);
    state.sink.status = BARKIT_PNG_OUT_OF_MEMORY;
    png_longjmp(png, 1);
  }
  for (uint32_t y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
  png_read_image(png, rows);
  // Reads through IEND, so a file cut after its image data is still reported as truncated.
  png_read_end(png, NULL);

  png_destroy_read_struct(&png, &info, NULL);
  free(rows);
  result->rgba = pixels;
  result->width = width;
  result->height = height;
  return BARKIT_PNG_OK;
}

void barkit_png_free(void *pointer) { free(pointer); }
