#ifndef RAINSTORM_CLINUXSHIM_H
#define RAINSTORM_CLINUXSHIM_H

#include <stddef.h>

// The process's arguments, as the C library passes them to the executable's constructors
// (glibc calls each DT_INIT_ARRAY function with argc, argv and envp). The Swift runtime on Linux
// finds argv by reading /proc/self/maps and walking back from `environ`: without /proc (a
// chroot), or when a preloaded library has moved `environ` (libfaketime), it finds nothing and
// CommandLine.arguments is empty, as if none were given.

/// The argument vector captured before main, and its count in `count`; NULL when the C library
/// gave the constructor none (then the arguments cannot be known).
char *const *rainstorm_captured_arguments(int *count);

// curl_easy_setopt and curl_easy_getinfo are variadic C functions. Swift cannot call a variadic
// function, and calling one through a fixed prototype is undefined behaviour (on x86-64 the
// caller must set %al for a variadic call). These functions make each call from C, with the
// argument type the option takes, through the function pointer rainstorm got from dlsym. No
// libcurl header is needed: the option numbers and types are libcurl's stable ABI.

/// The signature of CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION callbacks.
typedef size_t (*rainstorm_curl_callback)(char *data, size_t size, size_t count, void *context);

/// curl_easy_setopt(handle, option, (long)value) through `setopt`; returns the CURLcode.
int rainstorm_curl_setopt_long(void *setopt, void *handle, int option, long value);

/// curl_easy_setopt(handle, option, (void *)value) through `setopt`; returns the CURLcode.
int rainstorm_curl_setopt_pointer(void *setopt, void *handle, int option, const void *value);

/// curl_easy_setopt(handle, option, callback) through `setopt`; returns the CURLcode.
int rainstorm_curl_setopt_callback(
    void *setopt, void *handle, int option, rainstorm_curl_callback callback);

/// curl_easy_getinfo(handle, info, (long *)value) through `getinfo`; returns the CURLcode.
int rainstorm_curl_getinfo_long(void *getinfo, void *handle, int info, long *value);

/// A descriptor that becomes readable when process `pid` ends (pidfd_open, Linux 5.3), or -1
/// (with errno) where the kernel has none. glibc declares no wrapper before 2.36, and Swift
/// cannot call the variadic syscall().
int rainstorm_pidfd_open(int pid);

/// hypotf as glibc 2.34 can give it (GlibcFloor.c): the release binary's calls go here.
float __wrap_hypotf(float x, float y);

/// The layout of glibc's `struct dl_find_object` (glibc 2.35's <dlfcn.h>).
struct rainstorm_dl_find_object {
  unsigned long long dlfo_flags;
  void *dlfo_map_start;
  void *dlfo_map_end;
  struct link_map *dlfo_link_map;
  void *dlfo_eh_frame;
#if defined(__i386__) || defined(__arm__)
  void *dlfo_eh_dbase;
#endif
  unsigned long long __dlfo_reserved[7];
};

/// What glibc 2.35's `_dl_find_object` says of `address` (the loaded object holding it: its
/// range and its unwind table, PT_GNU_EH_FRAME), found with `dl_iterate_phdr`, which glibc
/// 2.34 has: 0, or -1 when no object holds it. The release binary's unwinder calls it where
/// the C library has no `_dl_find_object` (GlibcFloor.c).
int rainstorm_find_object(void *address, struct rainstorm_dl_find_object *result);

#endif
