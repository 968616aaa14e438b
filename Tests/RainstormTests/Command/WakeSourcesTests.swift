import Foundation
import Testing

@testable import rainstorm

/// The Linux wake sources of `--watch`: the boot-time timer goes off when it is set to, and is
/// set again after it went off; the route socket opens where netlink is allowed.
@Suite struct WakeSourcesTests {
  @Test func theBootTimeTimerGoesOffWhenSetAndAgain() throws {
    #if os(Linux)
      let timer = BootTimer.make()
      try #require(timer >= 0)
      defer { close(timer) }
      for seconds in [0.05, 0.0, 0.1] {
        #expect(BootTimer.arm(timer, seconds: seconds))
        var descriptor = pollfd(fd: timer, events: Int16(POLLIN), revents: 0)
        let started = Date()
        #expect(poll(&descriptor, 1, 2000) == 1)
        let took = Date().timeIntervalSince(started)
        #expect(took >= seconds - 0.01, "\(took) s for \(seconds)")
      }
    #endif
  }

  @Test func theRouteSocketOpensAndDrainsWithoutBlocking() {
    #if os(Linux)
      let routes = RouteChanges.socket()
      // Netlink may be refused in a sandbox: then there is no socket, and the routes are read
      // at each wake-up instead.
      guard routes >= 0 else { return }
      defer { close(routes) }
      let started = Date()
      RouteChanges.drain(routes)
      #expect(Date().timeIntervalSince(started) < 1)
    #endif
  }
}
