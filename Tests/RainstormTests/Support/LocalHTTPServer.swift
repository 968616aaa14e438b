import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 and a free port, for end-to-end tests.
///
/// Each connection carries one request, or, with `keepAlive`, as many as the client sends
/// (HTTP/1.1 persistent connections, for complete responses); the handler decides the reply. It
/// records every request and counts the connections so tests can count what reached it.
final class LocalHTTPServer: Sendable {
  struct Request: Sendable {
    var method: String
    /// Path and query, as sent.
    var target: String
    /// Header fields with lower-cased names.
    var headers: [String: String]
  }

  enum Reply: Sendable {
    /// A complete response.
    case respond(status: Int, headers: [String: String] = [:], body: [UInt8])
    /// Accept the request and never answer, until the server stops.
    case hang
    /// Exactly these bytes (a head and perhaps part of a body), then end as `ending` says.
    case raw([UInt8], then: Ending)
    /// A head announcing the whole body, then the body one byte every `interval` seconds.
    case drip(body: [UInt8], interval: Double)
    /// Reset the connection (TCP RST) without answering.
    case reset
  }

  /// How a `.raw` reply ends.
  enum Ending: Sendable {
    case close
    case hang
    case reset
  }

  /// A response head with `Content-Length` when given and `Connection: close`.
  static func head(status: Int, headers: [String: String] = [:], contentLength: Int?) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(reason(status))\r\n"
    var fields = ["Content-Type": "application/json; charset=utf-8", "Connection": "close"]
    fields.merge(headers) { _, new in new }
    if let contentLength { fields["Content-Length"] = String(contentLength) }
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    return Array((head + "\r\n").utf8)
  }

  let port: UInt16
  /// Whether a connection serves more than one request.
  let keepAlive: Bool
  private let accepted = Mutex(0)
  private let listener: Int32
  private let handler: @Sendable (Request) -> Reply
  private let recorded = Mutex<[Request]>([])
  private let hanging = Mutex<[Int32]>([])
  private let stopped = Mutex(false)

  /// Starts listening at once.
  init(keepAlive: Bool = false, handler: @escaping @Sendable (Request) -> Reply) throws {
    self.keepAlive = keepAlive
    self.handler = handler
    (listener, port) = try Self.makeListener()
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// A socket listening on 127.0.0.1 and the free port the system gave it.
  private static func makeListener() throws -> (Int32, UInt16) {
    try makeSocket(listening: true)
  }

  /// A socket on 127.0.0.1 and the free port the system gave it, listening or only bound.
  fileprivate static func makeSocket(listening: Bool) throws -> (Int32, UInt16) {
    #if canImport(Darwin)
      let fd = socket(AF_INET, SOCK_STREAM, 0)  // a plain Int32 on Darwin
    #else
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard fd >= 0 else { throw ServerError.setup("socket") }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, !listening || listen(fd, 64) == 0 else {
      close(fd)
      throw ServerError.setup("bind/listen")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(fd, $0, &length)
      }
    }
    return (fd, UInt16(bigEndian: address.sin_port))
  }

  /// The server's root URL, such as `http://127.0.0.1:41234`.
  var baseURL: String { "http://127.0.0.1:\(port)" }

  /// The connections accepted so far.
  var connections: Int { accepted.withLock { $0 } }

  /// Every request received so far, in arrival order.
  var requests: [Request] { recorded.withLock { $0 } }
  /// The requests but the compared models' own (`models=`), which a run for people or JSON
  /// makes after the forecast: for tests that count the rest.
  var requestsButModels: [Request] { requests.filter { !$0.target.contains("models=") } }

  /// Stops accepting and closes connections left hanging.
  func stop() {
    // Closing twice could close a descriptor another test has opened since, so only once.
    let wasStopped = stopped.withLock { value in
      defer { value = true }
      return value
    }
    guard !wasStopped else { return }
    // Shut down only: the accept loop closes the listener when it wakes. Closed here, its
    // number could be another test's listener by the time the loop calls accept again, and
    // this server would answer that test's requests (it did, once tests ran side by side).
    shutdown(listener, Int32(SHUT_RDWR))
    for connection in hanging.withLock({ $0 }) {
      shutdown(connection, Int32(SHUT_RDWR))
      close(connection)
    }
  }

  deinit {
    stop()
  }

  private func acceptLoop() {
    defer { close(listener) }
    while !stopped.withLock({ $0 }) {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR { continue }
        return
      }
      if stopped.withLock({ $0 }) {
        close(connection)
        return
      }
      accepted.withLock { $0 += 1 }
      // A thread of its own: a connection that drips or hangs holds no shared queue's thread
      // that other servers' connections wait for.
      let thread = Thread { [self] in serve(connection) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    guard let request = readRequest(connection) else {
      close(connection)
      return
    }
    recorded.withLock { $0.append(request) }
    switch handler(request) {
    case .hang:
      hanging.withLock { $0.append(connection) }
    case .respond(let status, var headers, let body):
      if keepAlive { headers["Connection"] = "keep-alive" }
      writeAll(connection, Self.head(status: status, headers: headers, contentLength: body.count))
      writeAll(connection, body)
      // The next request on the same connection, until the client closes it.
      if keepAlive, !stopped.withLock({ $0 }) { return serve(connection) }
      close(connection)
    case .raw(let bytes, let ending):
      writeAll(connection, bytes)
      end(connection, ending)
    case .drip(let body, let interval):
      writeAll(connection, Self.head(status: 200, contentLength: body.count))
      for byte in body {
        if stopped.withLock({ $0 }) || !writeAll(connection, [byte]) { break }
        Thread.sleep(forTimeInterval: interval)
      }
      close(connection)
    case .reset:
      end(connection, .reset)
    }
  }

  private func end(_ connection: Int32, _ ending: Ending) {
    switch ending {
    case .close:
      close(connection)
    case .hang:
      hanging.withLock { $0.append(connection) }
    case .reset:
      // Linger on with a zero timeout: close sends RST instead of FIN.
      var option = linger(l_onoff: 1, l_linger: 0)
      setsockopt(connection, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
      close(connection)
    }
  }

  private func readRequest(_ connection: Int32) -> Request? {
    var buffer = Data()
    var chunk = [UInt8](repeating: 0, count: 4096)
    let terminator = Data("\r\n\r\n".utf8)
    while buffer.range(of: terminator) == nil {
      let count = read(connection, &chunk, chunk.count)
      guard count > 0 else { return nil }
      buffer.append(contentsOf: chunk[0..<count])
      if buffer.count > 65536 { return nil }
    }
    let head = String(decoding: buffer, as: UTF8.self)
    let lines = head.components(separatedBy: "\r\n")
    let requestLine = lines[0].split(separator: " ")
    guard requestLine.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return Request(
      method: String(requestLine[0]), target: String(requestLine[1]), headers: headers)
  }

  /// Writes everything, or returns false when the peer has gone.
  @discardableResult
  private func writeAll(_ connection: Int32, _ data: [UInt8]) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = send(
          connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 302: "Found"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    default: "Status"
    }
  }

  enum ServerError: Error {
    case setup(String)
  }
}

/// A port on 127.0.0.1 where nothing listens, held for as long as this lives: a connection is
/// refused, and no server another test starts meanwhile can take the port (a server stopped to
/// free one could see its port given to the next).
final class RefusingPort: Sendable {
  private let socket: Int32
  private let port: UInt16

  init() throws {
    (socket, port) = try LocalHTTPServer.makeSocket(listening: false)
  }

  deinit { close(socket) }

  /// Its root URL, such as `http://127.0.0.1:41234`.
  var baseURL: String { "http://127.0.0.1:\(port)" }
}
