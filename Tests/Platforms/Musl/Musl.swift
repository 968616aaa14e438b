// swift-format-ignore-file
// (The names are C's and the overlay's, as Swift imports them.)
// A stand-in for the Swift overlay of the Static Linux SDK's Musl module, for
// Tests/Platforms/check.sh: musl's C declarations come from its real headers (MuslC.h), and
// this adds what Swift's overlay for Linux C libraries declares beyond them (the same
// declarations as the toolchain's Glibc.swiftinterface: `errno`, the non-variadic `open`,
// `openat`, `fcntl` and `ioctl`, the `S_I*` bits as `mode_t`, `SIG_DFL` and `SIG_IGN`,
// `environ`). It proves names and types, never behaviour: bodies are never run.
@_exported import MuslC

public var errno: Int32 {
  get { __errno_location().pointee }
  set { __errno_location().pointee = newValue }
}

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { fatalError() }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 {
  fatalError()
}
public func openat(_ fd: Int32, _ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 {
  fatalError()
}
public func openat(_ fd: Int32, _ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t)
  -> Int32
{ fatalError() }
public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { fatalError() }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { fatalError() }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ ptr: UnsafeMutableRawPointer) -> Int32 {
  fatalError()
}
public func ioctl(_ fd: CInt, _ request: UInt, _ value: CInt) -> CInt { fatalError() }
public func ioctl(_ fd: CInt, _ request: UInt, _ ptr: UnsafeMutableRawPointer) -> CInt {
  fatalError()
}
public func ioctl(_ fd: CInt, _ request: UInt) -> CInt { fatalError() }

public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFIFO: mode_t { mode_t(0o010000) }
public var S_IFCHR: mode_t { mode_t(0o020000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
public var S_IFBLK: mode_t { mode_t(0o060000) }
public var S_IFREG: mode_t { mode_t(0o100000) }
public var S_IFLNK: mode_t { mode_t(0o120000) }
public var S_IFSOCK: mode_t { mode_t(0o140000) }
public var S_IRWXU: mode_t { mode_t(0o000700) }
public var S_IRUSR: mode_t { mode_t(0o000400) }
public var S_IWUSR: mode_t { mode_t(0o000200) }
public var S_IXUSR: mode_t { mode_t(0o000100) }
public var S_IRWXG: mode_t { mode_t(0o000070) }
public var S_IRGRP: mode_t { mode_t(0o000040) }
public var S_IWGRP: mode_t { mode_t(0o000020) }
public var S_IXGRP: mode_t { mode_t(0o000010) }
public var S_IRWXO: mode_t { mode_t(0o000007) }
public var S_IROTH: mode_t { mode_t(0o000004) }
public var S_IWOTH: mode_t { mode_t(0o000002) }
public var S_IXOTH: mode_t { mode_t(0o000001) }

public typealias sighandler_t = @convention(c) (Int32) -> Void
public var SIG_DFL: sighandler_t? { nil }
public var SIG_IGN: sighandler_t { unsafeBitCast(1, to: sighandler_t.self) }

public var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { fatalError() }
