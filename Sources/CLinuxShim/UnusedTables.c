// The Swift standard library's names of Unicode scalars (`Unicode.Scalar.Properties.name`):
// 552 KB of tables in the release binary, kept only because the standard library's one large
// object file refers to the function that reads them. rainstorm never asks a scalar's name (a
// test checks the sources), so the release build links with `--wrap=_swift_stdlib_getScalarName`
// (Package.swift): every call comes here and finds no name, the real function is left
// unreferenced, and the linker drops it with its tables (they have sections of their own).
#if defined(__linux__)

#include <stdint.h>

intptr_t __wrap__swift_stdlib_getScalarName(uint32_t scalar, uint8_t *buffer, intptr_t capacity) {
  (void)scalar;
  (void)buffer;
  (void)capacity;
  return 0;  // the length of the name written: none
}

#endif
