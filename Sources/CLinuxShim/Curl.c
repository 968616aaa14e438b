#include "CLinuxShim.h"

typedef int (*variadic_curl_function)(void *handle, int option, ...);

int rainstorm_curl_setopt_long(void *setopt, void *handle, int option, long value) {
  return ((variadic_curl_function)setopt)(handle, option, value);
}

int rainstorm_curl_setopt_pointer(void *setopt, void *handle, int option, const void *value) {
  return ((variadic_curl_function)setopt)(handle, option, value);
}

int rainstorm_curl_setopt_callback(
    void *setopt, void *handle, int option, rainstorm_curl_callback callback) {
  return ((variadic_curl_function)setopt)(handle, option, callback);
}

int rainstorm_curl_getinfo_long(void *getinfo, void *handle, int info, long *value) {
  return ((variadic_curl_function)getinfo)(handle, info, value);
}
