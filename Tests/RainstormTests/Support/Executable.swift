import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes stand-in programs for the tests (a fake notify-send, a bar's script).
enum Executable {
  /// Writes `text` to `url` as an executable file (mode 700). The descriptor is opened with
  /// `O_CLOEXEC`: a process another test starts meanwhile would otherwise inherit it, and
  /// running the file would fail with ETXTBSY ("text file busy") while that process holds it,
  /// as a loaded machine showed (a stand-in gdbus that did not start).
  static func make(_ text: String, at url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o700)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      guard count > 0 else { throw CocoaError(.fileWriteUnknown) }
      written += count
    }
    fchmod(descriptor, 0o700)
  }
}
