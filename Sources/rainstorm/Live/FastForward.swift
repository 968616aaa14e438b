import RainstormCore
import Synchronization

#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

#if RAINSTORM_FAST_FORWARD
  /// `RAINSTORM_WATCH_FAST_FORWARD=DAYS`, for the benchmark only: compiled into a build made
  /// with `-Xswiftc -DRAINSTORM_FAST_FORWARD` (`Tests/Benchmark/watch.sh`), never into what users
  /// run (issue 57: it replaced the release binary's clock and added a request header). `--watch` runs DAYS of its clock as
  /// fast as it can and then ends. Its clock starts at the real time and jumps to the end of each
  /// wait (and of each wait between retries) instead of waiting; everything else is real: the
  /// requests, the cache on disk, the rendering and writing. Each request carries the clock in
  /// `X-Rainstorm-Clock` (seconds since 1970), so that the benchmark's server can date its
  /// answers to it.
  final class FastForward: Sendable {
    static let variable = "RAINSTORM_WATCH_FAST_FORWARD"

    private let clock: Mutex<Date>
    private let end: Date

    /// The fast clock the variable asks for, or nil when it is unset or not a number of days
    /// from 0 to 366.
    init?(_ environment: [String: String]) {
      guard let text = environment[Self.variable], let days = Double.plainDecimal(text),
        days > 0, days <= 366
      else { return nil }
      let start = Date()
      clock = Mutex(start)
      end = start.addingTimeInterval(days * 86_400)
    }

    var now: Date { clock.withLock { $0 } }

    func advance(_ seconds: Double) {
      clock.withLock { $0 = $0.addingTimeInterval(max(seconds, 0)) }
    }

    /// `client` with the clock in each request's headers.
    func client(_ client: HTTPClient) -> HTTPClient {
      var dated = client
      dated.send = { [self] request throws(TransportError) in
        var request = request
        request.headers["X-Rainstorm-Clock"] = String(Int(now.timeIntervalSince1970))
        return try await client.send(request)
      }
      return dated
    }

    /// `system` with its waits taken at once on this clock, ending at the end.
    func system(_ system: WatchSystem) -> WatchSystem {
      var fast = system
      fast.wait = { [self] seconds in
        advance(seconds)
        return now >= end ? .stop : .time
      }
      fast.suspendedSeconds = { 0 }
      fast.network = { "" }
      return fast
    }
  }
#endif
