import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the command's async work on the thread that calls `run`, instead of an async `main`.
///
/// An async `main` hands the main thread to Dispatch, which starts a pool of worker threads and
/// an event thread before the first line runs, and each `async let` or task group child is then
/// a job on that pool: four threads and about 1 ms for `--version` or an answer from the cache
/// (Tests/Benchmark/README.md). Here every job of the operation, its child tasks included, runs on
/// this thread in turn, and no thread starts unless something waits for the network (libcurl's
/// requests have threads of their own) or sleeps between retries.
final class MainLoop: TaskExecutor, @unchecked Sendable {
  // @unchecked: `waiting` and `finished` are read and written with `lock` held; the lock and
  // its condition are allocated once, so that they never move.
  private var waiting: [UnownedJob] = []
  private var finished = false
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  private init() {
    pthread_mutex_init(lock, nil)
    pthread_cond_init(wake, nil)
  }

  deinit {
    pthread_cond_destroy(wake)
    pthread_mutex_destroy(lock)
    wake.deallocate()
    lock.deallocate()
  }

  /// The result of `operation`, run on this thread with its child tasks.
  static func run<Result: Sendable>(_ operation: @escaping @Sendable () async -> Result) -> Result {
    let loop = MainLoop()
    let result = Mutex<Result?>(nil)
    Task(executorPreference: loop) {
      let value = await operation()
      result.withLock { $0 = value }
      loop.withLock { loop.finished = true }
    }
    loop.drain()
    // `drain` returns only once the operation has stored its result.
    guard let value = result.withLock({ $0 }) else { preconditionFailure("no result") }
    return value
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    withLock { waiting.append(job) }
  }

  /// Changes the state with the lock held, and wakes the loop.
  private func withLock(_ change: () -> Void) {
    pthread_mutex_lock(lock)
    change()
    pthread_cond_signal(wake)
    pthread_mutex_unlock(lock)
  }

  /// Runs the jobs as they come, in order, until the operation has finished.
  private func drain() {
    let executor = asUnownedTaskExecutor()
    while true {
      pthread_mutex_lock(lock)
      while waiting.isEmpty && !finished { pthread_cond_wait(wake, lock) }
      let next = waiting.isEmpty ? nil : waiting.removeFirst()
      pthread_mutex_unlock(lock)
      guard let next else { return }
      next.runSynchronously(on: executor)
    }
  }
}
