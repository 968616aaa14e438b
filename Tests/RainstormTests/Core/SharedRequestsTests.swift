import Foundation
import Synchronization
import Testing

@testable import RainstormCore

/// Places that share a request wait for one exchange; the first asker sends it in its own
/// task, so it runs where that task runs (issue 57: an unstructured task put libcurl's `dlopen`
/// on the thread pool).
@Suite struct SharedRequestsTests {
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// A send that counts its calls and answers once `release` is called.
  final class Gate: Sendable {
    let calls = Mutex(0)
    let waiting = Mutex<CheckedContinuation<Void, Never>?>(nil)
    let insideATask = Mutex<[Bool]>([])

    func send() async -> SharedRequests.Answer {
      calls.withLock { $0 += 1 }
      await withCheckedContinuation { continuation in waiting.withLock { $0 = continuation } }
      return .success(HTTPResponse(status: 200, body: Array("feed".utf8)))
    }

    func release() async {
      while true {
        if let continuation = waiting.withLock({ $0.take() }) {
          continuation.resume()
          return
        }
        await Task.yield()
      }
    }
  }

  @Test func askersOfOneKeyShareOneExchange() async {
    let shared = SharedRequests()
    let gate = Gate()
    async let first = shared.response(for: "k", now: Self.now, maxAge: 60) { await gate.send() }
    async let second = shared.response(for: "k", now: Self.now, maxAge: 60) {
      await gate.send()
    }
    await gate.release()
    let answers = await [first, second]
    #expect(gate.calls.withLock { $0 } == 1)
    for answer in answers {
      #expect((try? answer.get().body) == Array("feed".utf8))
    }
    // Answered, and fresh: a third asker is answered without a request.
    let third = await shared.response(for: "k", now: Self.now.addingTimeInterval(59), maxAge: 60) {
      .failure(.unreachable(host: "h", reason: "asked again"))
    }
    #expect((try? third.get().body) == Array("feed".utf8))
    // Stale: asked again.
    let fourth = await shared.response(for: "k", now: Self.now.addingTimeInterval(60), maxAge: 60) {
      .failure(.unreachable(host: "h", reason: "asked again"))
    }
    #expect(throws: ServiceError.self) { try fourth.get() }
  }

  /// The send runs in the asker's task, on its preferred executor (an unstructured task has
  /// no preference: it ran on the thread pool).
  @Test func theSendRunsOnTheAskersExecutor() async {
    let shared = SharedRequests()
    let executor = CountingExecutor()
    let ran = await Task(executorPreference: executor) {
      await shared.response(for: "k", now: Self.now, maxAge: 60) {
        executor.isCurrent()
          ? .success(HTTPResponse(status: 200, body: []))
          : .failure(.unreachable(host: "h", reason: "ran elsewhere"))
      }
    }.value
    #expect((try? ran.get().status) == 200)
  }
}

/// A task executor that runs its jobs on a thread of its own and can tell whether the caller
/// is one of them.
final class CountingExecutor: TaskExecutor, @unchecked Sendable {
  // @unchecked: `running` is read and written with the lock held.
  private let lock = NSLock()
  private var running: Thread?

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    Thread.detachNewThread { [self] in
      lock.withLock { running = Thread.current }
      job.runSynchronously(on: executor)
      lock.withLock { running = nil }
    }
  }

  func isCurrent() -> Bool {
    lock.withLock { running === Thread.current }
  }
}
