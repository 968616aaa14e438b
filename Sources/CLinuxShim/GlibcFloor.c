// Symbols of glibc 2.32 and 2.35 that the release binary would otherwise need. For 2.35's two,
// which would make a build on a newer glibc refuse to start on 2.34 (RHEL 9 and its kin), the
// release build links with `--wrap=hypotf --wrap=_dl_find_object` (Package.swift), so every
// call goes to the functions below, which use only what glibc 2.34 has (or the real
// `_dl_find_object` when it is there). 2.32's is at the end.
#if defined(__linux__)

#define _GNU_SOURCE
#include "CLinuxShim.h"

#include <dlfcn.h>
#include <link.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>

// hypotf@GLIBC_2.35 is a faster version (hypot too, so not that either). In double, the squares
// of two floats neither overflow nor lose what a float can hold, and the root rounded to a float
// is the float hypotenuse; an infinity wins over a NaN, as C's hypot says.
float __wrap_hypotf(float x, float y) {
  if (isinf(x) || isinf(y)) return INFINITY;
  double dx = x, dy = y;
  return (float)sqrt(dx * dx + dy * dy);
}

typedef int (*find_object_function)(void *, struct rainstorm_dl_find_object *);

struct search {
  uintptr_t address;
  struct rainstorm_dl_find_object *result;
  int found;
};

// The object whose loaded segments hold `address`: its range and its PT_GNU_EH_FRAME.
static int visit(struct dl_phdr_info *info, size_t size, void *context) {
  (void)size;
  struct search *search = context;
  uintptr_t start = UINTPTR_MAX, end = 0;
  int holds = 0;
  void *eh_frame = NULL;
  for (int index = 0; index < info->dlpi_phnum; index++) {
    const ElfW(Phdr) *header = &info->dlpi_phdr[index];
    uintptr_t low = info->dlpi_addr + header->p_vaddr;
    if (header->p_type == PT_LOAD) {
      uintptr_t high = low + header->p_memsz;
      if (low < start) start = low;
      if (high > end) end = high;
      if (search->address >= low && search->address < high) holds = 1;
    } else if (header->p_type == PT_GNU_EH_FRAME) {
      eh_frame = (void *)low;
    }
  }
  if (!holds) return 0;
  search->result->dlfo_flags = 0;
  search->result->dlfo_map_start = (void *)start;
  search->result->dlfo_map_end = (void *)end;
  search->result->dlfo_link_map = NULL;  // GCC's unwinder reads only the frame (and range).
  search->result->dlfo_eh_frame = eh_frame;
  search->found = 1;
  return 1;
}

int rainstorm_find_object(void *address, struct rainstorm_dl_find_object *result) {
  struct search search = {(uintptr_t)address, result, 0};
  dl_iterate_phdr(visit, &search);
  return search.found ? 0 : -1;
}

int __wrap__dl_find_object(void *address, struct rainstorm_dl_find_object *result) {
  static find_object_function real = NULL;
  static int looked = 0;
  if (!looked) {
    real = (find_object_function)dlsym(RTLD_DEFAULT, "_dl_find_object");
    looked = 1;
  }
  return real != NULL ? real(address, result) : rainstorm_find_object(address, result);
}

// GCC 11 and later's libstdc++.a, which the Swift runtime's archives need, reads glibc 2.32's
// `__libc_single_threaded` to skip atomic reference counts while a program has one thread. This
// one is the binary's own and always 0 ("there may be other threads"), so libstdc++ always takes
// its atomic path, which is correct in every case, and the binary needs nothing of glibc 2.32.
// Linked against glibc 2.31 (.release/build), glibc has no such symbol to find.
char __libc_single_threaded = 0;

#endif
