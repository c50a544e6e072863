// libdeflate: whole-buffer DEFLATE/zlib compression and decompression, and the CRC-32 and
// Adler-32 checksums. Its functions report errors by return value, so Swift calls them
// directly. See Sources/BarKitPNG/Codec/.
#include <libdeflate.h>
