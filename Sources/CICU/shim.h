// ICU's C API for bidi (ubidi) and line breaking (ubrk). Functions carry ICU's version suffix
// (ubidi_open_72); CBarKitICU wraps the few BarKit calls under stable names.
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uloc.h>
