// swift-format-ignore-file
// (The names are C's and the overlay's, as Swift imports them.)
// A stand-in for the Swift overlay of Apple's Darwin module, for Tests/Platforms/check.sh:
// the C declarations are DarwinC.h's, and this adds what the overlay itself declares and
// rainstorm uses (swift/stdlib/public/Platform: `errno`, the non-variadic `open`, `fcntl` and
// `ioctl`, the `S_IF*` file types as `mode_t`, `SIG_DFL` and `SIG_IGN`, the `TIOC*` requests as
// `UInt`). Type-checking against it proves names and types, never behaviour: bodies are never
// run.
@_exported import DarwinC

public var errno: Int32 {
  get { __error().pointee }
  set { __error().pointee = newValue }
}

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { fatalError() }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 {
  fatalError()
}
public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { fatalError() }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { fatalError() }
public func ioctl(_ fd: Int32, _ request: UInt, _ pointer: UnsafeMutableRawPointer) -> Int32 {
  fatalError()
}
public func ioctl(_ fd: Int32, _ request: UInt, _ value: Int32) -> Int32 { fatalError() }

public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFIFO: mode_t { mode_t(0o010000) }
public var S_IFCHR: mode_t { mode_t(0o020000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
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

public var SIG_DFL: sig_t? { nil }
public var SIG_IGN: sig_t { unsafeBitCast(1, to: sig_t.self) }

public var TIOCGWINSZ: UInt { 0x4008_7468 }

public func sin(_ x: Float) -> Float { sinf(x) }
public func cos(_ x: Float) -> Float { cosf(x) }
public func hypot(_ x: Float, _ y: Float) -> Float { hypotf(x, y) }
