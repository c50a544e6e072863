#ifndef BARKIT_CRC32_H
#define BARKIT_CRC32_H
// The CRC-32 of PNG chunks and zlib's gzip cousin (ISO 3309, PNG spec §5.5), as libdeflate's
// `libdeflate_crc32` computes it, with a wider fold where the processor has one.
#include <stddef.h>
#include <stdint.h>

/// The CRC-32 of `length` bytes at `bytes`, continuing `crc` (0 to start): the same value as
/// `libdeflate_crc32(crc, bytes, length)`.
uint32_t barkit_crc32(uint32_t crc, const void *_Nullable bytes, size_t length);

#endif
