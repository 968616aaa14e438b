import RainstormCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A standard stream: output and error written with `write(2)`, which reports a failure
/// instead of stopping the process as `FileHandle.write` does (the first failure is kept, and
/// nothing more is written after it); input read with `read(2)` as it arrives.
final class StandardStream: Sendable {
  private let descriptor: Int32
  private let failure = Mutex<Int32?>(nil)

  /// A stream on a descriptor rainstorm opened itself (a config file), read as it is.
  init(reading descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// A stream on `descriptor`. A descriptor that is closed at start is given `/dev/null`, so
  /// that the next file or socket opened cannot take its number and receive the answer; the
  /// stream then fails every write with EBADF.
  init(_ descriptor: Int32) {
    self.descriptor = descriptor
    if fcntl(descriptor, F_GETFD) == -1, errno == EBADF {
      let placeholder = open("/dev/null", O_RDWR)
      if placeholder >= 0, placeholder != descriptor { close(placeholder) }
      failure.withLock { $0 = EBADF }
    }
  }

  /// The `errno` of the first write that failed, if one did.
  var error: Int32? { failure.withLock { $0 } }

  /// Writes all of `text`, retrying after signals and short writes.
  func write(_ text: String) {
    guard failure.withLock({ $0 }) == nil else { return }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        let code = errno
        failure.withLock { $0 = code }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// The next piece of input: up to 64 KiB as it arrives, empty at the end, nil when it cannot
  /// be read (or the descriptor was closed at start).
  func read() -> [UInt8]? {
    guard failure.withLock({ $0 }) == nil else { return nil }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        systemRead(descriptor, raw.baseAddress, raw.count)
      }
      if count >= 0 { return Array(buffer[..<count]) }
      if errno != EINTR { return nil }
    }
  }

}

/// The system's words for an `errno`, such as "No space left on device" (strerror(3)).
func systemErrorText(_ code: Int32) -> String {
  String(cString: strerror(code))
}
