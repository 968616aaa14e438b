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
enum RegularFile {
  /// The bytes of the file at `path`, or nil when it is missing, not a regular file, larger
  /// than `limit`, or cannot be read.
  ///
  /// - Parameters:
  ///   - ownedByUser: only a file of the effective user's (what rainstorm wrote itself).
  ///   - followingLinks: whether a symbolic link is followed (a system file) or refused.
  static func read(
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
    // Read straight into the array, sized by fstat with a byte more to see the end; a file
    // that grew after fstat is read on a buffer at a time, up to one past the limit.
    var data: [UInt8] = []
    var size = Int(status.st_size) + 1
    while data.count <= limit {
      var failed = false
      let part = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        while count < buffer.count {
          let read = systemRead(
            descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
          if read < 0, errno == EINTR { continue }
          guard read > 0 else {
            failed = read < 0
            return
          }
          count += read
        }
      }
      if failed { return nil }
      // The first part is the array itself, not copied into another.
      if data.isEmpty { data = part } else { data += part }
      if part.count < size { return data.count <= limit ? data : nil }
      size = 65_536
    }
    return nil
  }
}
