// See barkit_row_filter.h. Each loop handles the first pixel (nothing to its left: a = c = 0)
// apart from the rest, so the inner loops have no branch on the position.
#include "barkit_row_filter.h"

static inline uint8_t paeth(int a, int b, int c) {
  int p = a + b - c;
  int pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p;
  if (pa <= pb && pa <= pc) return (uint8_t)a;
  return (uint8_t)(pb <= pc ? b : c);
}

// |r| of a residual read as a signed byte (128 stays 128). A macro, not a function: debug builds
// (-O0) inline nothing, and a call per byte and filter was most of the costs' time.
#define MAGNITUDE(residual) ((uint64_t)((int8_t)(residual) < 0 ? -(int)(int8_t)(residual) : (int8_t)(residual)))

static inline uint8_t predictor(uint8_t type, uint8_t a, uint8_t b, uint8_t c) {
  switch (type) {
  case 1: return a;
  case 2: return b;
  case 3: return (uint8_t)(((unsigned)a + b) >> 1);
  case 4: return paeth(a, b, c);
  default: return 0;
  }
}

void barkit_row_filter_costs(const uint8_t *row, const uint8_t *previous, size_t count, size_t bpp,
                             uint64_t *costs) {
  uint64_t none = 0, sub = 0, up = 0, average = 0, paeth_sum = 0;
  for (size_t i = 0; i < count; i++) {
    uint8_t x = row[i], b = previous[i];
    uint8_t a = i >= bpp ? row[i - bpp] : 0, c = i >= bpp ? previous[i - bpp] : 0;
    uint8_t sub_r = (uint8_t)(x - a), up_r = (uint8_t)(x - b), average_r = (uint8_t)(x - (((unsigned)a + b) >> 1));
    // Paeth (PNG spec §9.4) written out, for the same reason as MAGNITUDE.
    int p = a + b - c;
    int pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p;
    uint8_t paeth_r = (uint8_t)(x - (pa <= pb && pa <= pc ? a : pb <= pc ? b : c));
    none += MAGNITUDE(x);
    sub += MAGNITUDE(sub_r);
    up += MAGNITUDE(up_r);
    average += MAGNITUDE(average_r);
    paeth_sum += MAGNITUDE(paeth_r);
  }
  costs[0] = none;
  costs[1] = sub;
  costs[2] = up;
  costs[3] = average;
  costs[4] = paeth_sum;
}

void barkit_row_filter_apply(uint8_t type, const uint8_t *row, const uint8_t *previous, size_t count, size_t bpp,
                             uint8_t *out) {
  size_t first = bpp < count ? bpp : count;
  for (size_t i = 0; i < first; i++) out[i] = (uint8_t)(row[i] - predictor(type, 0, previous[i], 0));
  switch (type) {
  case 0:
    for (size_t i = first; i < count; i++) out[i] = row[i];
    break;
  case 1:
    for (size_t i = first; i < count; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
    break;
  case 2:
    for (size_t i = first; i < count; i++) out[i] = (uint8_t)(row[i] - previous[i]);
    break;
  default:
    for (size_t i = first; i < count; i++)
      out[i] = (uint8_t)(row[i] - predictor(type, row[i - bpp], previous[i], previous[i - bpp]));
  }
}

void barkit_row_unfilter(uint8_t type, uint8_t *row, const uint8_t *previous, size_t count, size_t bpp) {
  if (type == 0) return;
  size_t first = bpp < count ? bpp : count;
  for (size_t i = 0; i < first; i++) row[i] = (uint8_t)(row[i] + predictor(type, 0, previous[i], 0));
  switch (type) {
  case 1:
    for (size_t i = first; i < count; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
    break;
  case 2:
    for (size_t i = first; i < count; i++) row[i] = (uint8_t)(row[i] + previous[i]);
    break;
  default:
    for (size_t i = first; i < count; i++)
      row[i] = (uint8_t)(row[i] + predictor(type, row[i - bpp], previous[i], previous[i - bpp]));
  }
}

void barkit_pack_rgb(const uint8_t *rgba, size_t width, uint8_t *rgb) {
  for (size_t x = 0; x < width; x++) {
    rgb[3 * x] = rgba[4 * x];
    rgb[3 * x + 1] = rgba[4 * x + 1];
    rgb[3 * x + 2] = rgba[4 * x + 2];
  }
}
