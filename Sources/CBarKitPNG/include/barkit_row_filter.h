#ifndef BARKIT_ROW_FILTER_H
#define BARKIT_ROW_FILTER_H
// The PNG row filters (PNG spec §9.2-§9.4) as plain C loops, for debug builds: Swift's generic
// SIMD types run through the runtime's metadata lookups without optimization (-Onone), which
// made a PNG encode about 40 times slower in a debug `swift test` than in release; C without
// optimization (-O0) is a few times slower at most. The bytes equal the Swift kernels' (BarKitPNG's
// RowFilterKernel tests compare every kernel with the scalar reference). Filter types are the
// spec's numbers: 0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth.
#include <stddef.h>
#include <stdint.h>

/// Each filter's output over `count` bytes of `row` (`bpp` bytes per pixel; `previous` is the row
/// above, zeros above the first) measured as the sum of its bytes read as signed residuals
/// (|-3| = 3, 128 stays 128), PNG spec §12.8; written to `costs[type]`.
void barkit_row_filter_costs(const uint8_t *_Nonnull row, const uint8_t *_Nonnull previous, size_t count,
                             size_t bpp, uint64_t *_Nonnull costs);

/// Writes `row` filtered with `type` to `out` (`count` bytes, nothing past them).
void barkit_row_filter_apply(uint8_t type, const uint8_t *_Nonnull row, const uint8_t *_Nonnull previous,
                             size_t count, size_t bpp, uint8_t *_Nonnull out);

/// Undoes filter `type` on `count` bytes of `row` in place, from `previous` (already reconstructed).
void barkit_row_unfilter(uint8_t type, uint8_t *_Nonnull row, const uint8_t *_Nonnull previous, size_t count,
                         size_t bpp);

/// Copies `width` RGBA pixels to `width` RGB pixels, dropping alpha.
void barkit_pack_rgb(const uint8_t *_Nonnull rgba, size_t width, uint8_t *_Nonnull rgb);

#endif
