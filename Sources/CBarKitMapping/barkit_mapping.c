#include "barkit_mapping.h"
// The SIGBUS guard for barkit_map. The handler touches only the lock-free slot table, mmap and
// sigaction; mmap is a plain system call on Linux and macOS, safe in a handler in practice.
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

// At most this many guarded mappings at once (a folder comparison keeps two per core).
#define SLOT_COUNT 256

typedef struct Slot {
  atomic_int used;
  atomic_uintptr_t start, end;
  atomic_int changed;
} Slot;

static Slot slots[SLOT_COUNT];
static struct sigaction previous;
static uintptr_t page_mask;
static pthread_once_t installed = PTHREAD_ONCE_INIT;
static int handler_ready;

static void on_bus_error(int signal, siginfo_t *info, void *context) {
  uintptr_t address = (uintptr_t)info->si_addr;
  for (int i = 0; i < SLOT_COUNT; i++) {
    if (!atomic_load(&slots[i].used)) continue;
    if (address >= atomic_load(&slots[i].start) && address < atomic_load(&slots[i].end)) {
      void *page = (void *)(address & ~page_mask);
      if (mmap(page, page_mask + 1, PROT_READ, MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) != MAP_FAILED) {
        atomic_store(&slots[i].changed, 1);
        return;  // the read is retried and finds zeros
      }
      break;
    }
  }
  // Not ours: as if this handler were not there.
  if ((previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction != NULL) {
    previous.sa_sigaction(signal, info, context);
  } else if (previous.sa_handler != SIG_IGN && previous.sa_handler != SIG_DFL && previous.sa_handler != NULL) {
    previous.sa_handler(signal);
  } else {
    sigaction(SIGBUS, &previous, NULL);  // the fault repeats on return and takes its default action
  }
}

static void install(void) {
  page_mask = (uintptr_t)sysconf(_SC_PAGESIZE) - 1;
  struct sigaction action = {0};
  action.sa_sigaction = on_bus_error;
  action.sa_flags = SA_SIGINFO | SA_NODEFER;
  sigemptyset(&action.sa_mask);
  handler_ready = sigaction(SIGBUS, &action, &previous) == 0;
}

const void *barkit_map(int fd, size_t length) {
  pthread_once(&installed, install);
  if (!handler_ready || length == 0) return NULL;
  int found = -1;
  for (int i = 0; i < SLOT_COUNT && found < 0; i++) {
    int expected = 0;
    if (atomic_compare_exchange_strong(&slots[i].used, &expected, 1)) found = i;
  }
  if (found < 0) return NULL;
  // Not MAP_POPULATE: mapping 8.9 MB of cached file up front took 1 ms, more than the faults of
  // reading it once in order (each maps several pages around it).
  void *address = mmap(NULL, length, PROT_READ, MAP_PRIVATE, fd, 0);
  if (address == MAP_FAILED) {
    atomic_store(&slots[found].used, 0);
    return NULL;
  }
  atomic_store(&slots[found].changed, 0);
  atomic_store(&slots[found].start, (uintptr_t)address);
  atomic_store(&slots[found].end, (uintptr_t)address + length);
  return address;
}

// The slot whose mapping holds `address`, or -1.
static int slot_of(const void *address) {
  uintptr_t value = (uintptr_t)address;
  for (int i = 0; i < SLOT_COUNT; i++) {
    if (atomic_load(&slots[i].used) && value >= atomic_load(&slots[i].start) && value < atomic_load(&slots[i].end)) {
      return i;
    }
  }
  return -1;
}

int barkit_mapping_state(const void *address) {
  int slot = slot_of(address);
  return slot < 0 ? -1 : atomic_load(&slots[slot].changed);
}

void barkit_unmap(const void *address, size_t length) {
  int slot = slot_of(address);
  if (slot >= 0) {
    atomic_store(&slots[slot].end, 0);
    atomic_store(&slots[slot].start, 0);
  }
  munmap((void *)address, length);
  if (slot >= 0) atomic_store(&slots[slot].used, 0);
}
