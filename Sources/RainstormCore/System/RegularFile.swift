#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a whole file with the checks rainstorm makes of every file it did not write: it
/// must be a regular file, opened without blocking (a FIFO or a device in its place is passed
/// over at once), of at most a given size.
package enum RegularFile {
  /// The bytes of the file at `path`, or nil when it is missing, not a regular file, larger
  /// than `limit`, or cannot be read.
  ///
  /// - Parameters:
  ///   - ownedByUser: only a file of the effective user's (what rainstorm wrote itself).
  ///   - followingLinks: whether a symbolic link is followed (a system file) or refused.
  package static func read(
    _ path: String, limit: Int, ownedByUser: Bool, followingLinks: Bool
  ) -> [UInt8]? {
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
    let descriptor = systemOpen(path, flags, 0)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      !ownedByUser || status.st_uid == geteuid(), Int(status.st_size) <= limit
    else { return nil }
    var data: [UInt8] = []
    data.reserveCapacity(Int(status.st_size))
    var buffer = [UInt8](repeating: 0, count: 65_536)
    // A file can grow after fstat: reading stops one buffer past the limit at most.
    while data.count <= limit {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return data }
      data.append(contentsOf: buffer[..<count])
    }
    return nil
  }
}
