import Foundation
import Testing

@testable import rainstorm

/// The wake sources of `--watch`, on Linux (timerfd, netlink) and Darwin (kqueue, PF_ROUTE)
/// alike: the boot-time timer goes off when it is set to, and is set again after it went off;
/// the route socket opens where the system allows it.
@Suite struct WakeSourcesTests {
  @Test func theBootTimeTimerGoesOffWhenSetAndAgain() throws {
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
  }

  @Test func theRouteSocketOpensAndDrainsWithoutBlocking() {
    let routes = RouteChanges.open()
    // A sandbox may refuse the socket: then there is none, and the routes are read at each
    // wake-up instead.
    guard routes >= 0 else { return }
    defer { close(routes) }
    let started = Date()
    RouteChanges.drain(routes)
    #expect(Date().timeIntervalSince(started) < 1)
  }
}
