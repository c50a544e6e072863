// A small C shim over libpng's full API, for what the simplified API cannot do (compression
// level and filter choice). libpng reports errors by longjmp; every setjmp lives in this C
// file, so no longjmp ever crosses a Swift frame.
#ifndef BARKIT_PNG_H
#define BARKIT_PNG_H
#include <stddef.h>
#endif
