#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A timer on Linux's boot-time clock (`timerfd`, found with `dlsym`: Swift's Glibc module does
/// not declare it), which counts the time the machine sleeps: a wait on it ends as soon as the
/// machine wakes if its time passed meanwhile, where `poll`'s own timeout, on the monotonic
/// clock, would wait out the rest. Elsewhere there is none, and the wait is `poll`'s.
enum BootTimer {
  #if os(Linux)
    private typealias Create = @convention(c) (Int32, Int32) -> Int32
    // Darwin has no `itimerspec`: the types stay on Linux.
    private typealias SetTime =
      @convention(c) (
        Int32, Int32, UnsafePointer<itimerspec>?, UnsafeMutablePointer<itimerspec>?
      ) -> Int32
  #endif

  /// Linux's `CLOCK_BOOTTIME`.
  private static let bootTime: Int32 = 7

  /// A timer's descriptor, or -1 where there is none.
  static func make() -> Int32 {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "timerfd_create") else {
        return -1
      }
      let create = unsafeBitCast(symbol, to: Create.self)
      return create(bootTime, Int32(O_CLOEXEC | O_NONBLOCK))
    #else
      return -1
    #endif
  }

  /// Sets the timer to go off in `seconds` (at least a millisecond); whether it could.
  static func arm(_ timer: Int32, seconds: Double) -> Bool {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "timerfd_settime") else {
        return false
      }
      let set = unsafeBitCast(symbol, to: SetTime.self)
      // A timer that went off and was not read stays readable: read it first.
      var expirations: UInt64 = 0
      _ = read(timer, &expirations, 8)
      let whole = max(seconds, 0.001).rounded(.down)
      let nanoseconds = Int((max(seconds, 0.001) - whole) * 1e9)
      var value = itimerspec(
        it_interval: timespec(tv_sec: 0, tv_nsec: 0),
        it_value: timespec(tv_sec: Int(whole), tv_nsec: max(nanoseconds, whole == 0 ? 1 : 0)))
      return set(timer, 0, &value, nil) == 0
    #else
      return false
    #endif
  }
}

/// A netlink socket that hears of every change to the routing tables (Linux), so that a new
/// network is noticed when it comes, not at the next wake-up; -1 elsewhere.
enum RouteChanges {
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

  static func socket() -> Int32 {
    #if os(Linux)
      let descriptor = Glibc.socket(
        Int32(family),
        Int32(SOCK_RAW.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
          | Int32(SOCK_NONBLOCK.rawValue), 0)
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
