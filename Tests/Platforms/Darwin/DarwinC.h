/* A stand-in for the C headers under Apple's Darwin module (the macOS 15 SDK), for
   Tests/Platforms/check.sh: only what rainstorm's `canImport(Darwin)` branches use, declared as
   those headers declare it, so that Swift imports it the way it imports the real ones. It
   includes nothing, so nothing of glibc can leak in. Where Darwin differs from glibc is what
   this file is for: `mode_t` is 16 bits, `nfds_t` 32, `clockid_t` an enumeration, a `stat` has
   `st_mtimespec`, a `sigaction` has `__sigaction_u`, spawn attributes are opaque pointers,
   `SOCK_*` plain integers, and there is no `itimerspec`, `pipe2`, `timerfd`, `CLOCK_BOOTTIME`
   or `environ` (only `_NSGetEnviron`). Variadic functions (`open`, `fcntl`, `ioctl`) and the
   macros Swift cannot import are the overlay's (Darwin.swift). */

typedef unsigned long size_t;
typedef long ssize_t;
typedef unsigned short mode_t;
typedef int pid_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef long long off_t;
typedef long time_t;
typedef int suseconds_t;
typedef unsigned int useconds_t;
typedef unsigned int nfds_t;
typedef int dev_t;
typedef unsigned short nlink_t;
typedef long long blkcnt_t;
typedef int blksize_t;
typedef unsigned int sigset_t;
typedef unsigned int socklen_t;
typedef unsigned char sa_family_t;
typedef int kern_return_t;
typedef unsigned long long uint64_t;
typedef unsigned int uint32_t;
typedef void *posix_spawn_file_actions_t;
typedef void *posix_spawnattr_t;

/* <pthread.h> */
struct _opaque_pthread_mutex_t {
  long __sig;
  char __opaque[56];
};
struct _opaque_pthread_mutexattr_t {
  long __sig;
  char __opaque[8];
};
struct _opaque_pthread_cond_t {
  long __sig;
  char __opaque[40];
};
struct _opaque_pthread_condattr_t {
  long __sig;
  char __opaque[8];
};
typedef struct _opaque_pthread_mutex_t pthread_mutex_t;
typedef struct _opaque_pthread_mutexattr_t pthread_mutexattr_t;
typedef struct _opaque_pthread_cond_t pthread_cond_t;
typedef struct _opaque_pthread_condattr_t pthread_condattr_t;
int pthread_mutex_init(pthread_mutex_t *mutex, const pthread_mutexattr_t *attr);
int pthread_mutex_destroy(pthread_mutex_t *mutex);
int pthread_mutex_lock(pthread_mutex_t *mutex);
int pthread_mutex_unlock(pthread_mutex_t *mutex);
int pthread_cond_init(pthread_cond_t *cond, const pthread_condattr_t *attr);
int pthread_cond_destroy(pthread_cond_t *cond);
int pthread_cond_wait(pthread_cond_t *cond, pthread_mutex_t *mutex);
int pthread_cond_signal(pthread_cond_t *cond);
int pthread_cond_broadcast(pthread_cond_t *cond);

/* <time.h> */
typedef enum {
  _CLOCK_REALTIME = 0,
  _CLOCK_MONOTONIC = 6,
  _CLOCK_MONOTONIC_RAW = 4,
  _CLOCK_MONOTONIC_RAW_APPROX = 5,
  _CLOCK_UPTIME_RAW = 8,
  _CLOCK_UPTIME_RAW_APPROX = 9,
  _CLOCK_PROCESS_CPUTIME_ID = 12,
  _CLOCK_THREAD_CPUTIME_ID = 16
} clockid_t;
#define CLOCK_REALTIME _CLOCK_REALTIME
#define CLOCK_MONOTONIC _CLOCK_MONOTONIC
#define CLOCK_MONOTONIC_RAW _CLOCK_MONOTONIC_RAW
#define CLOCK_UPTIME_RAW _CLOCK_UPTIME_RAW

struct __attribute__((swift_name("timespec"))) darwin_timespec {
  time_t tv_sec;
  long tv_nsec;
};
struct __attribute__((swift_name("timeval"))) darwin_timeval {
  time_t tv_sec;
  suseconds_t tv_usec;
};
int clock_gettime(clockid_t clock_id, struct darwin_timespec *tp);
int nanosleep(const struct darwin_timespec *rqtp, struct darwin_timespec *rmtp);
int gettimeofday(struct darwin_timeval *tp, void *tzp);

/* <mach/mach_time.h> */
struct __attribute__((swift_name("mach_timebase_info"))) darwin_mach_timebase_info {
  uint32_t numer;
  uint32_t denom;
};
typedef struct darwin_mach_timebase_info mach_timebase_info_data_t;
typedef struct darwin_mach_timebase_info *mach_timebase_info_t;
kern_return_t mach_timebase_info(mach_timebase_info_t info);
uint64_t mach_absolute_time(void);
uint64_t mach_continuous_time(void);

/* <sys/stat.h>, with 64-bit inodes */
struct __attribute__((swift_name("stat"))) darwin_stat {
  dev_t st_dev;
  mode_t st_mode;
  nlink_t st_nlink;
  unsigned long long st_ino;
  uid_t st_uid;
  gid_t st_gid;
  dev_t st_rdev;
  struct darwin_timespec st_atimespec;
  struct darwin_timespec st_mtimespec;
  struct darwin_timespec st_ctimespec;
  struct darwin_timespec st_birthtimespec;
  off_t st_size;
  blkcnt_t st_blocks;
  blksize_t st_blksize;
  unsigned int st_flags;
  unsigned int st_gen;
  int st_lspare;
  long long st_qspare[2];
};
int stat(const char *path, struct darwin_stat *buf);
int lstat(const char *path, struct darwin_stat *buf);
int fstat(int fildes, struct darwin_stat *buf);
int fchmod(int fildes, mode_t mode);
int chmod(const char *path, mode_t mode);
int mkdir(const char *path, mode_t mode);
mode_t umask(mode_t cmask);

/* <fcntl.h> */
#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_RDWR 0x0002
#define O_NONBLOCK 0x00000004
#define O_APPEND 0x00000008
#define O_NOFOLLOW 0x00000100
#define O_CREAT 0x00000200
#define O_TRUNC 0x00000400
#define O_EXCL 0x00000800
#define O_DIRECTORY 0x00100000
#define O_CLOEXEC 0x01000000
#define F_GETFD 1
#define F_SETFD 2
#define F_GETFL 3
#define F_SETFL 4
#define FD_CLOEXEC 1

/* <sys/errno.h> */
#define EPERM 1
#define ENOENT 2
#define ESRCH 3
#define EINTR 4
#define EIO 5
#define EBADF 9
#define ECHILD 10
#define ENOMEM 12
#define EACCES 13
#define EEXIST 17
#define ENOTDIR 20
#define EISDIR 21
#define EINVAL 22
#define ENOSPC 28
#define EPIPE 32
#define EAGAIN 35
#define EWOULDBLOCK EAGAIN
#define ELOOP 62
extern int *__error(void);

/* <unistd.h> */
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
ssize_t read(int fildes, void *buf, size_t nbyte);
ssize_t write(int fildes, const void *buf, size_t nbyte);
int close(int fildes);
int fsync(int fildes);
int ftruncate(int fildes, off_t length);
off_t lseek(int fildes, off_t offset, int whence);
int dup(int fildes);
int dup2(int fildes, int fildes2);
int pipe(int fildes[2]);
int isatty(int fildes);
int unlink(const char *path);
int rmdir(const char *path);
#define F_OK 0
#define X_OK (1 << 0)
#define W_OK (1 << 1)
#define R_OK (1 << 2)
int access(const char *path, int mode);
ssize_t readlink(const char *path, char *buf, size_t bufsize);
char *getcwd(char *buf, size_t size);
pid_t getpid(void);
pid_t getppid(void);
pid_t getpgrp(void);
int setpgid(pid_t pid, pid_t pgid);
uid_t geteuid(void);
uid_t getuid(void);
int usleep(useconds_t microseconds);
void _exit(int status) __attribute__((noreturn));

/* <stdio.h>, <stdlib.h>, <string.h> */
int rename(const char *old, const char *new);
char *getenv(const char *name);
int setenv(const char *name, const char *value, int overwrite);
int unsetenv(const char *name);
char *realpath(const char *file_name, char *resolved_name);
int mkstemp(char *template);
void exit(int status) __attribute__((noreturn));
char *strerror(int errnum);
char *strdup(const char *s1);
char *strchr(const char *s, int c);
int strcmp(const char *s1, const char *s2);
int strncmp(const char *s1, const char *s2, size_t n);
void free(void *ptr);
void *malloc(size_t size);
size_t strlen(const char *s);
void *memchr(const void *s, int c, size_t n);
int memcmp(const void *s1, const void *s2, size_t n);

time_t time(time_t *tloc);

/* <dirent.h>, with 64-bit inodes; DIR is a complete structure on Darwin */
struct __attribute__((swift_name("dirent"))) darwin_dirent {
  unsigned long long d_ino;
  unsigned long long d_seekoff;
  unsigned short d_reclen;
  unsigned short d_namlen;
  unsigned char d_type;
  char d_name[1024];
};
typedef struct {
  int __dd_fd;
  long __dd_loc;
  long __dd_size;
  char *__dd_buf;
  int __dd_len;
  long __dd_seek;
  long __padding;
  int __dd_flags;
  pthread_mutex_t __dd_lock;
  struct _telldir *__dd_td;
} DIR;
DIR *opendir(const char *dirname);
struct darwin_dirent *readdir(DIR *dirp);
int closedir(DIR *dirp);

/* <crt_externs.h> */
char ***_NSGetEnviron(void);

/* <sys/utsname.h> */
#define _SYS_NAMELEN 256
struct __attribute__((swift_name("utsname"))) darwin_utsname {
  char sysname[_SYS_NAMELEN];
  char nodename[_SYS_NAMELEN];
  char release[_SYS_NAMELEN];
  char version[_SYS_NAMELEN];
  char machine[_SYS_NAMELEN];
};
int uname(struct darwin_utsname *name);

/* <signal.h> */
#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGKILL 9
#define SIGPIPE 13
#define SIGALRM 14
#define SIGTERM 15
#define SIGCHLD 20
#define SIGWINCH 28
#define SIGUSR1 30
#define SIGUSR2 31
#define SA_RESTART 0x0002
#define SIG_BLOCK 1
#define SIG_UNBLOCK 2
#define SIG_SETMASK 3
struct __siginfo;
union __sigaction_u {
  void (*__sa_handler)(int);
  void (*__sa_sigaction)(int, struct __siginfo *, void *);
};
struct __attribute__((swift_name("sigaction"))) darwin_sigaction {
  union __sigaction_u __sigaction_u;
  sigset_t sa_mask;
  int sa_flags;
};
typedef void (*sig_t)(int);
void (*signal(int sig, void (*func)(int)))(int);
int sigaction(int sig, const struct darwin_sigaction *act, struct darwin_sigaction *oact);
int sigemptyset(sigset_t *set);
int sigfillset(sigset_t *set);
int sigaddset(sigset_t *set, int signo);
int sigprocmask(int how, const sigset_t *set, sigset_t *oset);
int pthread_sigmask(int how, const sigset_t *set, sigset_t *oset);
int kill(pid_t pid, int sig);
int killpg(pid_t pgrp, int sig);

/* <sys/wait.h> */
#define WNOHANG 0x00000001
pid_t waitpid(pid_t pid, int *stat_loc, int options);

/* <spawn.h> */
#define POSIX_SPAWN_SETPGROUP 0x0002
#define POSIX_SPAWN_SETSIGDEF 0x0004
#define POSIX_SPAWN_SETSIGMASK 0x0008
#define POSIX_SPAWN_CLOEXEC_DEFAULT 0x4000
int posix_spawn(pid_t *pid, const char *path, const posix_spawn_file_actions_t *file_actions,
                const posix_spawnattr_t *attrp, char *const argv[], char *const envp[]);
int posix_spawnp(pid_t *pid, const char *file, const posix_spawn_file_actions_t *file_actions,
                 const posix_spawnattr_t *attrp, char *const argv[], char *const envp[]);
int posix_spawn_file_actions_init(posix_spawn_file_actions_t *file_actions);
int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *file_actions);
int posix_spawn_file_actions_adddup2(posix_spawn_file_actions_t *file_actions, int filedes,
                                     int newfiledes);
int posix_spawn_file_actions_addclose(posix_spawn_file_actions_t *file_actions, int filedes);
int posix_spawn_file_actions_addopen(posix_spawn_file_actions_t *file_actions, int filedes,
                                     const char *path, int oflag, mode_t mode);
int posix_spawnattr_init(posix_spawnattr_t *attr);
int posix_spawnattr_destroy(posix_spawnattr_t *attr);
int posix_spawnattr_setflags(posix_spawnattr_t *attr, short flags);
int posix_spawnattr_setpgroup(posix_spawnattr_t *attr, pid_t pgroup);
int posix_spawnattr_setsigmask(posix_spawnattr_t *attr, const sigset_t *sigmask);
int posix_spawnattr_setsigdefault(posix_spawnattr_t *attr, const sigset_t *sigdefault);

/* <poll.h> */
#define POLLIN 0x0001
#define POLLOUT 0x0004
#define POLLERR 0x0008
#define POLLHUP 0x0010
#define POLLNVAL 0x0020
struct __attribute__((swift_name("pollfd"))) darwin_pollfd {
  int fd;
  short events;
  short revents;
};
int poll(struct darwin_pollfd fds[], nfds_t nfds, int timeout);

/* <sys/ioctl.h> */
struct __attribute__((swift_name("winsize"))) darwin_winsize {
  unsigned short ws_row;
  unsigned short ws_col;
  unsigned short ws_xpixel;
  unsigned short ws_ypixel;
};

/* <sys/socket.h> */
#define AF_UNSPEC 0
#define AF_INET 2
#define AF_ROUTE 17
#define PF_UNSPEC AF_UNSPEC
#define PF_ROUTE AF_ROUTE
#define SOCK_STREAM 1
#define SOCK_DGRAM 2
#define SOCK_RAW 3
struct __attribute__((swift_name("sockaddr"))) darwin_sockaddr {
  unsigned char sa_len;
  sa_family_t sa_family;
  char sa_data[14];
};
int socket(int domain, int type, int protocol);
int bind(int socket, const struct darwin_sockaddr *address, socklen_t address_len);
ssize_t recv(int socket, void *buffer, size_t length, int flags);
#define MSG_DONTWAIT 0x80

/* <sys/event.h> */
#define EVFILT_READ (-1)
#define EVFILT_TIMER (-7)
#define EV_ADD 0x0001
#define EV_DELETE 0x0002
#define EV_ENABLE 0x0004
#define EV_ONESHOT 0x0010
#define EV_CLEAR 0x0020
#define NOTE_SECONDS 0x00000001
#define NOTE_USECONDS 0x00000002
#define NOTE_NSECONDS 0x00000004
#define NOTE_ABSOLUTE 0x00000008
#define NOTE_MACH_CONTINUOUS_TIME 0x00000080
struct __attribute__((swift_name("kevent"))) darwin_kevent {
  unsigned long ident;
  short filter;
  unsigned short flags;
  unsigned int fflags;
  long data;
  void *udata;
};
int kqueue(void);
int kevent(int kq, const struct darwin_kevent *changelist, int nchanges, struct darwin_kevent *eventlist,
           int nevents, const struct darwin_timespec *timeout);

/* <dlfcn.h> */
#define RTLD_LAZY 0x1
#define RTLD_NOW 0x2
#define RTLD_LOCAL 0x4
#define RTLD_GLOBAL 0x8
void *dlopen(const char *path, int mode);
void *dlsym(void *handle, const char *symbol);
char *dlerror(void);

/* <math.h> */
double sin(double);
double cos(double);
double tan(double);
double asin(double);
double acos(double);
double atan(double);
double atan2(double, double);
double sinh(double);
double exp(double);
double log(double);
double log10(double);
double pow(double, double);
double sqrt(double);
double hypot(double, double);
double fmod(double, double);
double floor(double);
double ceil(double);
double round(double);
float sinf(float);
float cosf(float);
float hypotf(float, float);
