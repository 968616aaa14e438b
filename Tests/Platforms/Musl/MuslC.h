/* The C part of the Musl stand-in (Tests/Platforms/check.sh): musl's own headers, from
   Debian's musl-dev, as the Static Linux SDK's Musl module sees them. check.sh searches only
   musl's include folder (and the kernel's), so nothing of glibc can answer for them. */
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
