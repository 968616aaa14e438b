#include "CLinuxShim.h"

static char *const *captured_arguments = NULL;
static int captured_count = 0;

// Run before main by the C library, with the arguments of the process. `used` keeps it even
// though nothing calls it.
__attribute__((constructor, used)) static void rainstorm_capture_arguments(
    int argc, char **argv, char **envp) {
  (void)envp;
  if (argc >= 0 && argv != NULL) {
    captured_arguments = argv;
    captured_count = argc;
  }
}

char *const *rainstorm_captured_arguments(int *count) {
  *count = captured_count;
  return captured_arguments;
}
