#include "barkit_icu.h"
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>

int32_t barkit_bidi_levels(const uint16_t *text, int32_t length, BarKitBidiParagraph direction, uint8_t *levels,
                           uint8_t *paragraph_level) {
  UErrorCode status = U_ZERO_ERROR;
  UBiDi *bidi = ubidi_openSized(length, 0, &status);
  if (U_FAILURE(status)) return status;
  UBiDiLevel level = direction == BARKIT_BIDI_LEFT_TO_RIGHT   ? 0
                     : direction == BARKIT_BIDI_RIGHT_TO_LEFT ? 1
                                                              : UBIDI_DEFAULT_LTR;
  ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
  if (U_SUCCESS(status)) {
    // ubidi_getLevels applies L1: trailing whitespace and separators take the paragraph level.
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    if (U_SUCCESS(status)) {
      for (int32_t i = 0; i < length; i++) levels[i] = resolved[i];
      *paragraph_level = ubidi_getParaLevel(bidi);
    }
  }
  ubidi_close(bidi);
  return U_FAILURE(status) ? status : 0;
}

int32_t barkit_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visual_to_logical) {
  if (count <= 0) return 0;
  ubidi_reorderVisual(levels, count, visual_to_logical);
  return 0;
}

int32_t barkit_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *breaks,
                           uint8_t *mandatory, int32_t capacity, int32_t *count) {
  UErrorCode status = U_ZERO_ERROR;
  *count = 0;
  UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
  if (U_FAILURE(status)) return status;
  for (int32_t at = ubrk_following(iterator, 0); at != UBRK_DONE && *count < capacity;
       at = ubrk_next(iterator)) {
    int32_t rule = ubrk_getRuleStatus(iterator);
    breaks[*count] = at;
    mandatory[*count] = rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT;
    *count += 1;
  }
  ubrk_close(iterator);
  return 0;
}
