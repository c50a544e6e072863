#include "barkit_png.h"
// A small C shim over libpng's full API, for what the simplified API cannot do: keep stored
// sample values without gamma correction on read, check a pixel limit between IHDR and the
// allocation, and choose the compression level and filters on write. libpng reports errors
// by longjmp; every setjmp lives in this file, so no longjmp ever crosses a Swift frame.
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// State shared by the error handler of both directions: where libpng's message goes.
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

// Checks the signature here rather than in libpng so the message can name the byte at fault.
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
               "not a PNG file: bad signature byte 0x%02X at byte %zu (expected 0x%02X)", data[i], i,
               signature[i]);
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

// ---- Writing ----

typedef struct WriteState {
  ErrorSink sink;
  uint8_t *bytes;
  size_t size;
  size_t capacity;
} WriteState;

static void write_to_memory(png_structp png, png_bytep in, size_t length) {
  WriteState *state = (WriteState *)png_get_io_ptr(png);
  if (length > state->capacity - state->size) {
    size_t capacity = state->capacity ? state->capacity : 4096;
    while (length > capacity - state->size) {
      if (capacity > SIZE_MAX / 2) capacity = SIZE_MAX;
      else capacity *= 2;
    }
    uint8_t *grown = realloc(state->bytes, capacity);
    if (!grown) {
      state->sink.status = BARKIT_PNG_OUT_OF_MEMORY;
      png_error(png, "out of memory for the PNG data");
    }
    state->bytes = grown;
    state->capacity = capacity;
  }
  memcpy(state->bytes + state->size, in, length);
  state->size += length;
}

static void flush_memory(png_structp png) { (void)png; }

// |v| of a filtered byte read as a signed residual: the "minimum sum of absolute differences"
// measure (PNG spec §12.8), the one libpng and Pillow use.
static inline uint32_t magnitude(int16_t residual) {
  int8_t v = (int8_t)residual;
  return (uint8_t)(v < 0 ? -v : v);
}

// Picks the allowed filter whose output for `row` has the smallest sum of magnitudes, in one
// pass over the row. libpng's own adaptive search (png_write_find_filter) makes a pass per
// filter and took about twice Pillow's time on flat screenshots. Here every step is 16-bit
// arithmetic and selects (Paeth's predictor as in PNG spec §9.4, rearranged without branches),
// which clang vectorizes; libpng then applies just the chosen filter.
typedef struct FilterSums {
  uint32_t none, sub, up, average, paeth;
} FilterSums;

// Adds one byte's residual magnitudes under each filter. x is the byte, a the one bpp to its
// left, b the one above, c above-left (0 outside the image).
static inline void add_residuals(FilterSums *sums, int16_t x, int16_t a, int16_t b, int16_t c) {
  int16_t p = b - c, q = a - c, r = p + q;
  int16_t pa = p < 0 ? -p : p, pb = q < 0 ? -q : q, pc = r < 0 ? -r : r;
  int16_t predicted = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
  sums->none += magnitude(x);
  sums->sub += magnitude(x - a);
  sums->up += magnitude(x - b);
  sums->average += magnitude(x - ((a + b) >> 1));
  sums->paeth += magnitude(x - predicted);
}

static int choose_filter(const uint8_t *row, const uint8_t *prev, size_t length, size_t bpp, int allowed) {
  FilterSums first = {0, 0, 0, 0, 0}, rest = {0, 0, 0, 0, 0};
  for (size_t i = 0; i < bpp; i++) add_residuals(&first, row[i], 0, prev[i], 0);
  // Sums in locals with no branches on i, so the loop vectorizes.
  for (size_t i = bpp; i < length; i++) add_residuals(&rest, row[i], row[i - bpp], prev[i], prev[i - bpp]);
  const uint32_t sum[5] = {first.none + rest.none, first.sub + rest.sub, first.up + rest.up,
                           first.average + rest.average, first.paeth + rest.paeth};
  static const int masks[5] = {PNG_FILTER_NONE, PNG_FILTER_SUB, PNG_FILTER_UP, PNG_FILTER_AVG, PNG_FILTER_PAETH};
  int best = -1;
  for (int f = 0; f < 5; f++) {
    if ((allowed & masks[f]) && (best < 0 || sum[f] < sum[best])) best = f;
  }
  return masks[best];
}

// Writes the rows, packing RGB when dropping alpha so the filter search sees the bytes libpng
// compresses. With several filters allowed, chooses one per row (see choose_filter) from the
// second row on: libpng allocates the previous-row buffer UP, AVG and PAETH need only if they
// are allowed when the first row is written, so that row keeps the full mask (libpng's own
// search, on one row). One-pixel-wide or -high images are left to libpng entirely, as it
// removes the filters that make no sense for them.
static void write_rows(png_structp png, const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes,
                       int drop_alpha, int filters, uint8_t *scratch) {
  size_t bpp = drop_alpha ? 3 : 4, length = (size_t)width * bpp;
  uint8_t *packed[2] = {scratch, scratch + length};
  const uint8_t *zeros = scratch + 2 * length;  // the row above the first one is all zeros
  const uint8_t *previous = zeros;
  int adaptive = (filters & (filters - 1)) != 0 && width > 1 && height > 1;
  for (uint32_t y = 0; y < height; y++) {
    const uint8_t *source = rgba + (size_t)y * row_bytes;
    const uint8_t *row = source;
    if (drop_alpha) {
      uint8_t *out = packed[y & 1];
      for (uint32_t x = 0; x < width; x++) memcpy(out + 3 * (size_t)x, source + 4 * (size_t)x, 3);
      row = out;
    }
    if (adaptive && y > 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, choose_filter(row, previous, length, bpp, filters));
    png_write_row(png, row);
    previous = row;
  }
}

static int valid_encode_arguments(uint32_t width, uint32_t height, size_t row_bytes, int level,
                                  int filters, char *message) {
  if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX) {
    snprintf(message, BARKIT_PNG_MESSAGE_CAPACITY, "cannot encode a %u x %u image", width, height);
    return 0;
  }
  if (row_bytes / 4 < width) {
    snprintf(message, BARKIT_PNG_MESSAGE_CAPACITY, "row stride %zu bytes is shorter than %u pixels", row_bytes, width);
    return 0;
  }
  if (level < 0 || level > 9) {
    snprintf(message, BARKIT_PNG_MESSAGE_CAPACITY, "compression level %d is outside 0...9", level);
    return 0;
  }
  if (filters == 0 || (filters & ~PNG_ALL_FILTERS) != 0) {
    snprintf(message, BARKIT_PNG_MESSAGE_CAPACITY, "filter mask 0x%X is not a set of PNG filters", filters);
    return 0;
  }
  return 1;
}

BarKitPNGStatus barkit_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height,
                                  size_t row_bytes, int drop_alpha, int compression_level,
                                  int filters, BarKitPNGEncoded *result) {
  memset(result, 0, sizeof *result);
  if (!valid_encode_arguments(width, height, row_bytes, compression_level, filters, result->message)) {
    return BARKIT_PNG_INVALID_ARGUMENT;
  }
  // Two packed RGB rows and a row of zeros for write_rows.
  uint8_t *volatile scratch = calloc(3, (size_t)width * 4);
  if (!scratch) {
    snprintf(result->message, BARKIT_PNG_MESSAGE_CAPACITY, "out of memory for a %u-pixel row", width);
    return BARKIT_PNG_OUT_OF_MEMORY;
  }
  WriteState state = {{result->message, 0}, NULL, 0, 0};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state.sink, on_error, on_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!info) {
    png_destroy_write_struct(&png, NULL);
    free(scratch);
    snprintf(result->message, BARKIT_PNG_MESSAGE_CAPACITY, "out of memory creating the PNG writer");
    return BARKIT_PNG_OUT_OF_MEMORY;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(scratch);
    free(state.bytes);
    return state.sink.status ? (BarKitPNGStatus)state.sink.status : BARKIT_PNG_CORRUPT;
  }
  png_set_write_fn(png, &state, write_to_memory, flush_memory);
  png_set_IHDR(png, info, width, height, 8, drop_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, compression_level);
  // libpng's default for filtered rows is Z_FILTERED; over the 35 reference screenshots the
  // default strategy gave 0.9% smaller files in 11% less CPU time at level 6 (Docs/PNG.md).
  png_set_compression_strategy(png, Z_DEFAULT_STRATEGY);
  // 64 KiB IDAT chunks instead of 8 KiB: 12 bytes of framing per chunk, ~1.3 KB less per MB.
  png_set_compression_buffer_size(png, 65536);
  // All of `filters` up front, so libpng keeps the previous row that UP, AVG and PAETH need.
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  png_write_info(png, info);
  write_rows(png, rgba, width, height, row_bytes, drop_alpha, filters, scratch);
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  free(scratch);

  result->bytes = state.bytes;
  result->size = state.size;
  return BARKIT_PNG_OK;
}

void barkit_png_free(void *pointer) { free(pointer); }
