#ifndef BARKIT_AFFINITY_H
#define BARKIT_AFFINITY_H
// Where helper threads start (Linux; elsewhere the processor is unknown and nothing changes).
#include <pthread.h>

/// Lets a thread created with `attributes` start only on the processors the calling thread may
/// use, less the one it runs on. Returns that processor, or -1 when there is no other (or no way
/// to tell) and `attributes` are unchanged.
int barkit_start_beside_current_cpu(pthread_attr_t *_Nonnull attributes);

/// Lets the calling thread run on every processor its process may use: those of its first
/// thread.
void barkit_allow_every_cpu(void);

/// The processor the calling thread runs on, or -1.
int barkit_current_cpu(void);

/// How many processors the calling thread may run on, or -1.
int barkit_allowed_cpu_count(void);

#endif
