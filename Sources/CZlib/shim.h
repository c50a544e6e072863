// zlib: only its raw inflate with Z_BLOCK, which stops at each DEFLATE block boundary and
// reports the bit position there; BarKitPNG uses it to join streams compressed on two cores
// (Sources/BarKitPNG/Codec/ChunkedDeflate.swift).
#include <zlib.h>

// inflateInit2 is a macro in zlib.h; Swift cannot call macros.
static inline int barkit_inflate_init_raw(z_stream *stream) {
  return inflateInit2(stream, -15);
}
