import Synchronization

/// A turn to send: requests that take one wait until the one before them is answered.
///
/// Open-Meteo serves one request at a time per address and queues or refuses the rest (HTTP
/// 429, "Too many concurrent requests"), so every request to one of its services takes a turn
/// from the client's one `OneAtATime`, whatever its host; other services are asked freely
/// beside it. Turns are given in the order they were asked for.
package final class OneAtATime: Sendable {
  private struct State {
    var busy = false
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  /// Creates a free line.
  package init() {}

  /// Waits for the turn; `give` hands it on.
  func take() async {
    let free = state.withLock { state -> Bool in
      guard state.busy else {
        state.busy = true
        return true
      }
      return false
    }
    if free { return }
    await withCheckedContinuation { continuation in
      let now = state.withLock { state -> Bool in
        // Given back between the look above and now: take it at once.
        guard state.busy else {
          state.busy = true
          return true
        }
        state.waiting.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Hands the turn to the next in line, or frees the line.
  func give() {
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard !state.waiting.isEmpty else {
        state.busy = false
        return nil
      }
      // The turn passes straight to the next in line; the line stays busy.
      return state.waiting.removeFirst()
    }
    next?.resume()
  }
}
