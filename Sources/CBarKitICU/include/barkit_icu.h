#ifndef BARKIT_ICU_H
#define BARKIT_ICU_H
// A small C shim over ICU's bidi (ubidi) and line break (ubrk) APIs. ICU renames every C
// function with its major version (ubidi_open_72), which Swift would see; these wrappers keep
// one name on every ICU release. Text is UTF-16, as ICU takes it. Each function returns 0 on
// success or ICU's UErrorCode (a positive number) on failure.
#include <stdint.h>

/// The paragraph direction asked of the bidi algorithm.
typedef enum BarKitBidiParagraph {
  BARKIT_BIDI_LEFT_TO_RIGHT = 0,
  BARKIT_BIDI_RIGHT_TO_LEFT = 1,
  /// The first strong character's (UAX #9 P2-P3), left to right when there is none.
  BARKIT_BIDI_FIRST_STRONG = 2,
} BarKitBidiParagraph;

/// Runs the Unicode Bidirectional Algorithm (UAX #9) on one paragraph of `length` UTF-16 units,
/// writing each unit's embedding level after rule L1 to `levels` and the paragraph's level to
/// `paragraph_level`.
int32_t barkit_bidi_levels(const uint16_t *_Nonnull text, int32_t length, BarKitBidiParagraph direction,
                           uint8_t *_Nonnull levels, uint8_t *_Nonnull paragraph_level);

/// Rule L2: the logical index drawn at each visual position, left to right, for items with
/// `levels` in logical order.
int32_t barkit_bidi_reorder(const uint8_t *_Nonnull levels, int32_t count, int32_t *_Nonnull visual_to_logical);

/// The line break opportunities of `length` UTF-16 units (UAX #14 with ICU's tailorings for
/// `locale`, such as "ja@lw=phrase"): up to `capacity` offsets after which a line may end, the
/// text's end included, in `breaks`, and in `mandatory` 1 where the line must end there (after
/// a line feed). Sets `count`; returns 0 or ICU's error.
int32_t barkit_line_breaks(const uint16_t *_Nonnull text, int32_t length, const char *_Nonnull locale,
                           int32_t *_Nonnull breaks, uint8_t *_Nonnull mandatory, int32_t capacity,
                           int32_t *_Nonnull count);

#endif
