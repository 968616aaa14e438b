#if os(Linux)
  import Glibc
  import Synchronization
  import Testing

  @testable import rainstorm

  /// The loop that runs the command's async work on the calling thread (`main.swift`).
  @Suite struct MainLoopTests {
    /// The threads that ran each step, in order.
    final class Threads: Sendable {
      private let seen = Mutex<[pthread_t]>([])
      func note() { seen.withLock { $0.append(pthread_self()) } }
      var all: [pthread_t] { seen.withLock { $0 } }
    }

    static func step(_ threads: Threads, _ value: Int) async -> Int {
      threads.note()
      return value
    }

    @Test func childTasksRunOnTheCallingThread() async {
      // A thread of its own, as `main` is: the test's own thread belongs to the pool.
      let outcome = await onANewThread { () -> (Int, [pthread_t], pthread_t) in
        let threads = Threads()
        let sum = MainLoop.run { () -> Int in
          threads.note()
          async let first = Self.step(threads, 1)
          async let second = Self.step(threads, 2)
          let group = await withTaskGroup(of: Int.self) { group in
            for value in 3...5 { group.addTask { await Self.step(threads, value) } }
            return await group.reduce(0, +)
          }
          return await first + second + group
        }
        return (sum, threads.all, pthread_self())
      }
      #expect(outcome.0 == 15)
      #expect(outcome.1.count == 6)
      #expect(outcome.1.allSatisfy { pthread_equal($0, outcome.2) != 0 })
    }

    @Test func workResumedFromAnotherThreadComesBackToTheLoop() async {
      let outcome = await onANewThread { () -> (String, [pthread_t], pthread_t) in
        let threads = Threads()
        let text = MainLoop.run { () -> String in
          threads.note()
          // As a libcurl request answers: from a thread of its own.
          let answer = await withCheckedContinuation { continuation in
            detachThread { continuation.resume(returning: "answer") }
          }
          return await Self.step(threads, answer.count) == 6 ? answer : "wrong"
        }
        return (text, threads.all, pthread_self())
      }
      #expect(outcome.0 == "answer")
      #expect(outcome.1.count == 2)
      #expect(outcome.1.allSatisfy { pthread_equal($0, outcome.2) != 0 })
    }

    @Test func aSleepBetweenRetriesWaitsAndEnds() async {
      let waited = await onANewThread {
        MainLoop.run { () -> Duration in
          let clock = ContinuousClock()
          let start = clock.now
          await CommandContext.live(arguments: []).sleep(0.05)
          return clock.now - start
        }
      }
      #expect(waited >= .milliseconds(50))
    }

    /// The result of `body`, run on a new POSIX thread while this task waits.
    func onANewThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
      await withCheckedContinuation { continuation in
        detachThread { continuation.resume(returning: body()) }
      }
    }
  }
#endif
