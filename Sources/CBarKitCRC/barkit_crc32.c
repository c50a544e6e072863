#include "barkit_crc32.h"
// PNG decoding checks the CRC of every IDAT chunk it inflates: 8.9 MB per side for a noisy
// 1170×2532 screenshot. libdeflate 1.14 (Debian 12) folds 128 bits per carry-less multiply,
// about 12 GB/s here; processors with VPCLMULQDQ (AVX-512) multiply four 128-bit lanes at once.
// Folding 256 bytes per step with four such registers ran at 42 GB/s on this project's AMD EPYC
// test machine (Docs/Performance-Compare.md). Anything else goes to libdeflate.
//
// The method is folding (Gopal et al., "Fast CRC Computation for Generic Polynomials Using
// PCLMULQDQ Instruction", Intel, 2009): the message is a polynomial over GF(2), and a 128-bit
// block is carried D bits on, into the block there: multiplied by x^D modulo the CRC
// polynomial P (which keeps the message's remainder) and XORed into it. Bits are reflected (bit
// 0 of the first byte is the highest power), so a block's first 64 bits H and last 64 bits L
// fold as H·(x^(D+63) mod P) + L·(x^(D−1) mod P), each constant reflected into bits 32 to 63 of
// a 64-bit word; the −1 makes up for the reflected product landing one bit low. The last
// 128-bit value is congruent to the whole message, so its own CRC (from a zero register)
// finishes the job, with libdeflate, which also takes the tail under 256 bytes.
#include <libdeflate.h>

#if defined(__x86_64__)
#include <immintrin.h>

#define WIDE __attribute__((target("avx512f,avx512vl,vpclmulqdq,pclmul")))

// (x^(D+63) mod P, x^(D−1) mod P) for a fold over D bits, reflected; BarKitPNGTests' CRC tests
// check every fold against a bitwise CRC.
#define FOLD_CONSTANTS(high, low) _mm_set_epi64x((long long)(low), (long long)(high))

WIDE static __m512i fold_lanes(__m512i lanes, __m512i constants) {
  return _mm512_xor_si512(_mm512_clmulepi64_epi128(lanes, constants, 0x00),
                          _mm512_clmulepi64_epi128(lanes, constants, 0x11));
}

WIDE static __m128i fold_lane(__m128i lane, __m128i constants) {
  return _mm_xor_si128(_mm_clmulepi64_si128(lane, constants, 0x00), _mm_clmulepi64_si128(lane, constants, 0x11));
}

// The CRC of `length` bytes, a positive multiple of 256.
WIDE static uint32_t crc32_folded(uint32_t crc, const uint8_t *bytes, size_t length) {
  const __m512i over2048 = _mm512_broadcast_i32x4(FOLD_CONSTANTS(0x7cc8e1e700000000ULL, 0x03f9f86300000000ULL));
  const __m512i over512 = _mm512_broadcast_i32x4(FOLD_CONSTANTS(0x653d982200000000ULL, 0xcad38e8f00000000ULL));
  __m512i a0 = _mm512_loadu_si512(bytes), a1 = _mm512_loadu_si512(bytes + 64);
  __m512i a2 = _mm512_loadu_si512(bytes + 128), a3 = _mm512_loadu_si512(bytes + 192);
  // The register's preset (the complement of the CRC so far) goes over the first 32 bits.
  a0 = _mm512_xor_si512(a0, _mm512_zextsi128_si512(_mm_cvtsi32_si128((int)~crc)));
  for (size_t i = 256; i < length; i += 256) {
    a0 = _mm512_xor_si512(fold_lanes(a0, over2048), _mm512_loadu_si512(bytes + i));
    a1 = _mm512_xor_si512(fold_lanes(a1, over2048), _mm512_loadu_si512(bytes + i + 64));
    a2 = _mm512_xor_si512(fold_lanes(a2, over2048), _mm512_loadu_si512(bytes + i + 128));
    a3 = _mm512_xor_si512(fold_lanes(a3, over2048), _mm512_loadu_si512(bytes + i + 192));
  }
  a1 = _mm512_xor_si512(fold_lanes(a0, over512), a1);
  a2 = _mm512_xor_si512(fold_lanes(a1, over512), a2);
  a3 = _mm512_xor_si512(fold_lanes(a2, over512), a3);
  // The four lanes of the last 64 bytes, 384, 256 and 128 bits before its end, into the last.
  __m128i last = _mm512_extracti32x4_epi32(a3, 3);
  last = _mm_xor_si128(last, fold_lane(_mm512_extracti32x4_epi32(a3, 0),
                                       FOLD_CONSTANTS(0x69ccfc0d00000000ULL, 0x2a28386200000000ULL)));
  last = _mm_xor_si128(last, fold_lane(_mm512_extracti32x4_epi32(a3, 1),
                                       FOLD_CONSTANTS(0x9570d49500000000ULL, 0x01b5fd1d00000000ULL)));
  last = _mm_xor_si128(last, fold_lane(_mm512_extracti32x4_epi32(a3, 2),
                                       FOLD_CONSTANTS(0x65673b4600000000ULL, 0x9ba54c6f00000000ULL)));
  uint8_t remainder[16];
  _mm_storeu_si128((__m128i *)remainder, last);
  // From a zero register: libdeflate presets with the complement of its argument.
  return (uint32_t)libdeflate_crc32(0xFFFFFFFF, remainder, sizeof remainder);
}

// 1 when the processor folds four lanes at once, 0 when not, -1 before the first call asks.
static int folds_wide = -1;

static int has_wide_fold(void) {
  int known = __atomic_load_n(&folds_wide, __ATOMIC_RELAXED);
  if (known < 0) {
    __builtin_cpu_init();
    known = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
            __builtin_cpu_supports("vpclmulqdq");
    __atomic_store_n(&folds_wide, known, __ATOMIC_RELAXED);
  }
  return known;
}
#endif

uint32_t barkit_crc32(uint32_t crc, const void *bytes, size_t length) {
#if defined(__x86_64__)
  size_t folded = length & ~(size_t)255;
  if (folded > 0 && has_wide_fold()) {
    crc = crc32_folded(crc, (const uint8_t *)bytes, folded);
    bytes = (const uint8_t *)bytes + folded;
    length -= folded;
  }
#endif
  return (uint32_t)libdeflate_crc32(crc, bytes, length);
}
