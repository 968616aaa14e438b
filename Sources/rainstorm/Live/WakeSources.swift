#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A timer that counts the time the machine sleeps, so that a wait on it ends as soon as the
/// machine wakes if its time passed meanwhile, where `poll`'s own timeout would wait out the
/// rest: on Linux a `timerfd` on the boot-time clock (found with `dlsym`: Swift's Glibc module
/// does not declare it); on Darwin a kqueue whose timer runs on the continuous clock
/// (`NOTE_MACH_CONTINUOUS_TIME`, as libdispatch's wall-clock timers), the kqueue being readable
/// while an event is pending. Elsewhere there is none, and the wait is `poll`'s.
enum BootTimer {
  #if os(Linux)
    private typealias Create = @convention(c) (Int32, Int32) -> Int32
    // Darwin has no `itimerspec`: the types stay on Linux.
    private typealias SetTime =
      @convention(c) (
        Int32, Int32, UnsafePointer<itimerspec>?, UnsafeMutablePointer<itimerspec>?
      ) -> Int32

    /// Linux's `CLOCK_BOOTTIME`.
    private static let bootTime: Int32 = 7
  #endif

  /// A timer's descriptor, or -1 where there is none.
  static func make() -> Int32 {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "timerfd_create") else {
        return -1
      }
      let create = unsafeBitCast(symbol, to: Create.self)
      return create(bootTime, Int32(O_CLOEXEC | O_NONBLOCK))
    #elseif canImport(Darwin)
      let queue = kqueue()
      guard queue >= 0 else { return -1 }
      guard fcntl(queue, F_SETFD, FD_CLOEXEC) == 0 else {
        close(queue)
        return -1
      }
      return queue
    #else
      return -1
    #endif
  }

  /// Sets the timer to go off in `seconds` (at least a millisecond); whether it could.
  static func arm(_ timer: Int32, seconds: Double) -> Bool {
    let wanted = max(seconds, 0.001)
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "timerfd_settime") else {
        return false
      }
      let set = unsafeBitCast(symbol, to: SetTime.self)
      // A timer that went off and was not read stays readable: read it first.
      var expirations: UInt64 = 0
      _ = read(timer, &expirations, 8)
      let whole = wanted.rounded(.down)
      let nanoseconds = Int((wanted - whole) * 1e9)
      var value = itimerspec(
        it_interval: timespec(tv_sec: 0, tv_nsec: 0),
        it_value: timespec(tv_sec: Int(whole), tv_nsec: max(nanoseconds, whole == 0 ? 1 : 0)))
      return set(timer, 0, &value, nil) == 0
    #elseif canImport(Darwin)
      // An event that came and was not taken keeps the queue readable: take it first. Adding
      // the same timer again replaces it.
      var pending = kevent()
      var now = timespec(tv_sec: 0, tv_nsec: 0)
      while kevent(timer, nil, 0, &pending, 1, &now) > 0 {}
      var change = kevent(
        ident: 1, filter: Int16(EVFILT_TIMER), flags: UInt16(EV_ADD | EV_ONESHOT),
        fflags: UInt32(NOTE_NSECONDS | NOTE_MACH_CONTINUOUS_TIME),
        data: Int(min(wanted, 1e9) * 1e9), udata: nil)
      return kevent(timer, &change, 1, nil, 0, nil) == 0
    #else
      return false
    #endif
  }
}

/// A socket that hears of every change to the routing tables, so that a new network is
/// noticed when it comes, not at the next wake-up: netlink on Linux, a routing socket
/// (`PF_ROUTE`) on Darwin; -1 elsewhere.
enum RouteChanges {
  #if os(Linux)
    /// `AF_NETLINK`, `NETLINK_ROUTE`'s groups `RTMGRP_IPV4_ROUTE` and `RTMGRP_IPV6_ROUTE`.
    private static let family: UInt16 = 16
    private static let groups: UInt32 = 0x40 | 0x400

    /// `struct sockaddr_nl`, which Swift's Glibc module does not declare.
    private struct Address {
      var family: UInt16
      var padding: UInt16 = 0
      var pid: UInt32 = 0
      var groups: UInt32
    }

    /// `SOCK_RAW`: an enumeration in glibc, a plain integer in musl.
    #if canImport(Glibc)
      private static let raw = Int32(SOCK_RAW.rawValue)
    #else
      private static let raw = SOCK_RAW
    #endif
  #endif

  /// The socket's descriptor (not blocking, closed on exec), or -1.
  static func open() -> Int32 {
    #if os(Linux)
      // SOCK_CLOEXEC and SOCK_NONBLOCK are O_CLOEXEC and O_NONBLOCK on Linux.
      let descriptor = socket(Int32(family), raw | O_CLOEXEC | O_NONBLOCK, 0)
      guard descriptor >= 0 else { return -1 }
      var address = Address(family: family, groups: groups)
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<Address>.size))
        }
      }
      guard bound == 0 else {
        close(descriptor)
        return -1
      }
      return descriptor
    #elseif canImport(Darwin)
      // Every address family's routing messages (PF_ROUTE is AF_ROUTE); it needs no bind.
      let descriptor = socket(AF_ROUTE, SOCK_RAW, AF_UNSPEC)
      guard descriptor >= 0 else { return -1 }
      guard fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0,
        fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0
      else {
        close(descriptor)
        return -1
      }
      return descriptor
    #else
      return -1
    #endif
  }

  /// Reads what the socket holds (the changes themselves are compared in the routes).
  static func drain(_ descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 8192)
    while buffer.withUnsafeMutableBytes({ recv(descriptor, $0.baseAddress, $0.count, 0) }) > 0 {}
  }
}
