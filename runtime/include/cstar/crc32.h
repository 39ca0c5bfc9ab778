/* cstar/crc32.h — the CRC-32 of the Stream* metafiles and directory
 * (CRC-32/ISO-HDLC, zlib's crc32; docs/stream-format.md), shared by the
 * runtime and streamstar. Both functions are LOCAL (no MPI) and thread-safe
 * after the first call returns. */
#ifndef CSTAR_CRC32_H
#define CSTAR_CRC32_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* LOCAL. crc 0 to start; pass the result back in to continue. Carry-less
 * multiplication where the CPU has it (CSTAR_STREAM_CRC_TABLE=1 forces the
 * tables), slicing-by-8 tables otherwise. */
uint32_t sx_crc32(uint32_t crc, const void *buf, size_t len);
/* LOCAL. The same value from the portable tables alone (tests compare both). */
uint32_t sx_crc32_table(uint32_t crc, const void *buf, size_t len);

#ifdef __cplusplus
}
#endif
#endif
