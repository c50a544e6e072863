#ifndef BARKIT_PNG_H
#define BARKIT_PNG_H
// A small C shim over libpng's full API. libpng reports errors by longjmp; every setjmp lives
// in barkit_png.c, so no longjmp ever crosses a Swift frame. Each function returns 0 on
// success, or a nonzero BarKitPNGStatus and a one-line message in `message`.
#include <stddef.h>
#include <stdint.h>

/// Why a shim call failed.
typedef enum BarKitPNGStatus {
  BARKIT_PNG_OK = 0,
  /// The data is not a readable PNG (libpng's message names the problem).
  BARKIT_PNG_CORRUPT = 1,
  /// The data ends before the image does.
  BARKIT_PNG_TRUNCATED = 2,
  /// The IHDR's dimensions exceed the caller's pixel limit; nothing was allocated.
  BARKIT_PNG_TOO_LARGE = 3,
  /// malloc failed.
  BARKIT_PNG_OUT_OF_MEMORY = 4,
} BarKitPNGStatus;

/// The longest message, including the terminating NUL.
#define BARKIT_PNG_MESSAGE_CAPACITY 256

/// The result of a decode: straight (non-premultiplied) RGBA, 8 bits per channel, rows
/// `width * 4` bytes apart, allocated with malloc (free it with barkit_png_free).
typedef struct BarKitPNGDecoded {
  uint8_t *_Nullable rgba;
  uint32_t width;
  uint32_t height;
  /// The byte offset in the input where the reader stood when an error occurred.
  size_t error_offset;
  char message[BARKIT_PNG_MESSAGE_CAPACITY];
} BarKitPNGDecoded;

/// Decodes any PNG libpng reads into 8-bit straight RGBA, keeping stored sample values
/// (no gamma correction). Fails with BARKIT_PNG_TOO_LARGE, before allocating pixel memory,
/// when width * height exceeds `max_pixels`.
BarKitPNGStatus barkit_png_decode(const uint8_t *_Nonnull data, size_t size, uint64_t max_pixels,
                                  BarKitPNGDecoded *_Nonnull result);

/// Frees memory returned by the shim.
void barkit_png_free(void *_Nullable pointer);

#endif
