// A helper thread started on the processor its creator runs on waits until the creator's time
// slice ends, or until the idle processor takes it over: 1.5 to 2 ms on the project's 2-core
// test machine, where a process's first parallel calls (`barkit compare` reading and decoding
// two files) come 0.5 to 1 ms after `main`. Linux put the new thread on that same processor in
// most runs there. Started on another one, it ran within 0.4 ms of `main`
// (Docs/Performance-Compare.md); it then may go anywhere again.
#define _GNU_SOURCE
#include "barkit_affinity.h"

#if defined(__linux__)
#include <sched.h>
#include <unistd.h>

int barkit_start_beside_current_cpu(pthread_attr_t *attributes) {
  cpu_set_t allowed;
  int current = sched_getcpu();
  if (current < 0 || sched_getaffinity(0, sizeof allowed, &allowed) != 0) return -1;
  if (!CPU_ISSET(current, &allowed) || CPU_COUNT(&allowed) < 2) return -1;
  CPU_CLR(current, &allowed);
  return pthread_attr_setaffinity_np(attributes, sizeof allowed, &allowed) == 0 ? current : -1;
}

void barkit_allow_every_cpu(void) {
  cpu_set_t allowed;
  if (sched_getaffinity(getpid(), sizeof allowed, &allowed) == 0) sched_setaffinity(0, sizeof allowed, &allowed);
}

int barkit_current_cpu(void) { return sched_getcpu(); }

int barkit_allowed_cpu_count(void) {
  cpu_set_t allowed;
  return sched_getaffinity(0, sizeof allowed, &allowed) == 0 ? CPU_COUNT(&allowed) : -1;
}
#else
int barkit_start_beside_current_cpu(pthread_attr_t *attributes) {
  (void)attributes;
  return -1;
}

void barkit_allow_every_cpu(void) {}

int barkit_current_cpu(void) { return -1; }

int barkit_allowed_cpu_count(void) { return -1; }
#endif
