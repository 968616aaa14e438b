import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

/// `--timeout` covers reading the answers: a forecast too big to read in time ends the run
/// with the temporary-failure status, or with the kept answer when there is one.
@Suite struct WorkDeadlineCommandTests {
  /// A clock that moves `step` seconds each time it is read, and whether the forecast is
  /// grown.
  final class SteppingClock: Sendable {
    let grown = Mutex(false)
    private let state = Mutex((now: Date(timeIntervalSince1970: 1_790_636_400 + 600), step: 0.0))

    func now() -> Date {
      state.withLock {
        $0.now = $0.now.addingTimeInterval($0.step)
        return $0.now
      }
    }

    func advance(_ seconds: Double, thenStep step: Double) {
      state.withLock {
        $0.now = $0.now.addingTimeInterval(seconds)
        $0.step = step
      }
    }
  }

  /// A harness whose forecast is the recorded Zagreb one until `grown` is set, then the same
  /// grown to the client's limit (`WorkDeadlineTests.padded`).
  static func harness(_ clock: SteppingClock) -> CommandHarness {
    var harness = CommandHarness()
    harness.clockOverride = { clock.now() }
    harness.http = StubHTTP { request throws(TransportError) in
      guard clock.grown.withLock({ $0 }) else {
        guard let answer = CommandHarness.zagrebForecast(request.url.text) else {
          throw .cannotConnect(reason: "unexpected request in a test")
        }
        return answer
      }
      return HTTPResponse(status: 200, body: WorkDeadlineTests.padded(Fixture.zagrebForecast))
    }
    return harness
  }

  static let zagreb = ["--lat", "45.81", "--lon", "15.98", "-f", "line", "--timeout", "30"]

  @Test func aForecastTooBigToReadInTimeIsATemporaryFailure() async throws {
    let clock = SteppingClock()
    clock.advance(0, thenStep: 1)
    clock.grown.withLock { $0 = true }
    let result = await Self.harness(clock).run(Self.zagreb)
    #expect(result.status == ExitCode.temporaryFailure)
    #expect(result.stdout == "")
    #expect(
      result.stderr.contains(
        "the answer from api.open-meteo.com could not be read within the time limit (30 s)"))
  }

  @Test func theKeptForecastStandsInWhenTheNewOneCannotBeReadInTime() async throws {
    let clock = SteppingClock()
    var harness = Self.harness(clock)
    harness.environment["XDG_CACHE_HOME"] = "/cache"
    let first = await harness.run(Self.zagreb)
    #expect(first.status == ExitCode.success)
    clock.advance(20 * 60, thenStep: 1)
    clock.grown.withLock { $0 = true }
    let stale = await harness.run(Self.zagreb)
    #expect(stale.status == ExitCode.success)
    #expect(stale.stdout == first.stdout)
    #expect(stale.stderr.contains("could not be read within the time limit"))
  }
}
