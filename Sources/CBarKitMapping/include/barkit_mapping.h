#ifndef BARKIT_MAPPING_H
#define BARKIT_MAPPING_H
// Read-only file mappings that survive the file shrinking under them. Reading a page of a
// mapping past the end of a file that was truncated meanwhile raises SIGBUS, which would kill
// the process; for a mapping made here, a SIGBUS handler maps a page of zeros over the missing
// page instead and notes it, so the reader finishes and then learns that the file changed.
// Faults outside these mappings go to the handler that was installed before (the Swift
// runtime's crash reporter) or to the default action.
#include <stddef.h>

/// Maps `length` bytes of the open regular file `fd` read-only.
/// Returns the address; NULL when the file cannot be mapped or every guard slot is in use (the
/// caller then reads the file instead).
const void *_Nullable barkit_map(int fd, size_t length);

/// For an address inside a mapping made by barkit_map: 1 when a page of it was missing (the
/// file shrank) when it was read, else 0. -1 for any other address.
int barkit_mapping_state(const void *_Nonnull address);

/// Unmaps a mapping made by barkit_map and frees its guard.
void barkit_unmap(const void *_Nonnull address, size_t length);

#endif
