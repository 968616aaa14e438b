#if os(Linux)
  import Foundation
  import Glibc
  import RainstormCore
  import Synchronization

  extension HTTPClient {
    /// The largest body read; a 16-day hourly forecast for 100 places is well under it.
    static let bodyLimit = 8 * 1_048_576
    /// Redirects followed before giving up.
    static let redirectLimit = 5

    /// The live transport on Linux: libcurl, loaded with `dlopen` on the first request.
    ///
    /// FoundationNetworking links libcurl and its thirty-odd libraries into every start-up,
    /// about 5 ms before `main`; an answer from the cache needs none of them (README,
    /// "Performance"). Each request is bounded by its timeout (the whole request), by
    /// `bodyLimit` and by `redirectLimit`.
    static func live() -> HTTPClient {
      HTTPClient { request throws(TransportError) in
        let curl = try Curl.shared.get()
        let result = await withCheckedContinuation {
          (continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) in
          // curl_easy_perform blocks; give it a thread of its own, not one of the pool's.
          Thread.detachNewThread {
            continuation.resume(returning: curl.perform(request))
          }
        }
        return try result.get()
      }
    }
  }

  /// The few libcurl functions rainstorm calls, looked up once.
  private struct Curl: Sendable {
    typealias Handle = OpaquePointer
    // curl_easy_setopt and curl_easy_getinfo are variadic in C; on the Linux ABIs (x86-64,
    // AArch64) a call through a fixed prototype passes an integer or pointer argument the
    // same way.
    typealias SetPointer = @convention(c) (Handle, Int32, UnsafeRawPointer?) -> Int32
    typealias SetLong = @convention(c) (Handle, Int32, Int) -> Int32
    typealias GetLong = @convention(c) (Handle, Int32, UnsafeMutablePointer<Int>) -> Int32
    typealias Callback =
      @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int

    static let library = "libcurl.so.4"
    static let shared: Result<Curl, TransportError> = load()

    let easyInit: @convention(c) () -> Handle?
    let cleanup: @convention(c) (Handle) -> Void
    let perform: @convention(c) (Handle) -> Int32
    let setPointer: SetPointer
    let setLong: SetLong
    let setCallback: @convention(c) (Handle, Int32, Callback) -> Int32
    let getLong: GetLong
    let listAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?
    let listFree: @convention(c) (OpaquePointer?) -> Void

    private static func load() -> Result<Curl, TransportError> {
      let failure = TransportError.cannotConnect(
        reason: "cannot load \(library); install libcurl (Debian: libcurl4)")
      guard let handle = dlopen(library, RTLD_NOW) else { return .failure(failure) }
      func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(handle, name).map { unsafeBitCast($0, to: type) }
      }
      typealias GlobalInit = @convention(c) (Int) -> Int32
      guard let globalInit = symbol("curl_global_init", as: GlobalInit.self),
        let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> Handle?).self),
        let cleanup = symbol("curl_easy_cleanup", as: (@convention(c) (Handle) -> Void).self),
        let perform = symbol("curl_easy_perform", as: (@convention(c) (Handle) -> Int32).self),
        let setPointer = symbol("curl_easy_setopt", as: SetPointer.self),
        let setLong = symbol("curl_easy_setopt", as: SetLong.self),
        let setCallback = symbol(
          "curl_easy_setopt", as: (@convention(c) (Handle, Int32, Callback) -> Int32).self),
        let getLong = symbol("curl_easy_getinfo", as: GetLong.self),
        let listAppend = symbol(
          "curl_slist_append",
          as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?).self),
        let listFree = symbol(
          "curl_slist_free_all", as: (@convention(c) (OpaquePointer?) -> Void).self),
        // CURL_GLOBAL_ALL; Curl.shared is initialised once, before any other thread uses it.
        globalInit(3) == 0
      else { return .failure(failure) }
      return .success(
        Curl(
          easyInit: easyInit, cleanup: cleanup, perform: perform, setPointer: setPointer,
          setLong: setLong, setCallback: setCallback, getLong: getLong, listAppend: listAppend,
          listFree: listFree))
    }

    // Option numbers from curl.h (stable ABI: type base + number).
    private enum Option {
      static let writeData: Int32 = 10_001
      static let url: Int32 = 10_002
      static let httpHeader: Int32 = 10_023
      static let headerData: Int32 = 10_029
      static let acceptEncoding: Int32 = 10_102
      static let protocols: Int32 = 10_318
      static let redirectProtocols: Int32 = 10_319
      static let writeFunction: Int32 = 20_011
      static let headerFunction: Int32 = 20_079
      static let followLocation: Int32 = 52
      static let maxRedirects: Int32 = 68
      static let noSignal: Int32 = 99
      static let timeoutMilliseconds: Int32 = 155
      static let responseCode: Int32 = 0x20_0002
    }

    /// Sends one request on the calling thread and waits for the whole answer.
    func perform(_ request: HTTPRequest) -> Result<HTTPResponse, TransportError> {
      guard let handle = easyInit() else {
        return .failure(.cannotConnect(reason: "libcurl could not start a request"))
      }
      defer { cleanup(handle) }
      var headerList: OpaquePointer?
      for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
        headerList = listAppend(headerList, "\(name): \(value)")
      }
      defer { listFree(headerList) }
      let transfer = Transfer(bodyLimit: HTTPClient.bodyLimit)
      let code = withExtendedLifetime(transfer) { () -> Int32 in
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        _ = setPointer(handle, Option.url, request.url.absoluteString)
        _ = setPointer(handle, Option.httpHeader, UnsafeRawPointer(headerList))
        _ = setPointer(handle, Option.acceptEncoding, "")
        _ = setPointer(handle, Option.protocols, "http,https")
        _ = setPointer(handle, Option.redirectProtocols, "http,https")
        _ = setLong(handle, Option.followLocation, 1)
        _ = setLong(handle, Option.maxRedirects, HTTPClient.redirectLimit)
        _ = setLong(handle, Option.noSignal, 1)
        _ = setLong(handle, Option.timeoutMilliseconds, max(1, Int(request.timeout * 1000)))
        _ = setCallback(handle, Option.writeFunction, Transfer.receiveBody)
        _ = setPointer(handle, Option.writeData, context)
        _ = setCallback(handle, Option.headerFunction, Transfer.receiveHeader)
        _ = setPointer(handle, Option.headerData, context)
        return perform(handle)
      }
      if transfer.tooLarge { return .failure(.tooLarge(limit: HTTPClient.bodyLimit)) }
      guard code == 0 else { return .failure(Self.transportError(code)) }
      var status = 0
      _ = getLong(handle, Option.responseCode, &status)
      return .success(
        HTTPResponse(status: status, headers: transfer.headers, body: transfer.body))
    }

    /// What a libcurl error code means for rainstorm (codes from libcurl-errors(3)).
    private static func transportError(_ code: Int32) -> TransportError {
      switch code {
      case 28: .timedOut
      case 7: .connectionFailed(reason: "connection refused")
      case 52: .connectionFailed(reason: "connection closed without an answer")
      case 18: .connectionFailed(reason: "connection closed before the answer was complete")
      case 55, 56: .connectionFailed(reason: "connection lost")
      case 8: .connectionFailed(reason: "incomplete or malformed response")
      case 5, 6: .cannotConnect(reason: "host name not resolved")
      case 47: .cannotConnect(reason: "more than \(HTTPClient.redirectLimit) redirects")
      case 35, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91, 98:
        .cannotConnect(reason: "secure connection failed")
      case 1, 3: .cannotConnect(reason: "unsupported or malformed URL")
      default: .connectionFailed(reason: "request failed (libcurl error \(code))")
      }
    }
  }

  /// One request's answer as it arrives: header fields and the body up to a limit.
  ///
  /// Used only by the thread running curl_easy_perform, hence unchecked.
  private final class Transfer: @unchecked Sendable {
    var headers: [String: String] = [:]
    var body = Data()
    var tooLarge = false
    let bodyLimit: Int

    init(bodyLimit: Int) {
      self.bodyLimit = bodyLimit
    }

    static let receiveBody: Curl.Callback = { pointer, size, count, context in
      guard let pointer, let context else { return 0 }
      let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
      let length = size * count
      guard transfer.body.count + length <= transfer.bodyLimit else {
        transfer.tooLarge = true
        return 0  // anything but `length` makes libcurl stop with CURLE_WRITE_ERROR
      }
      transfer.body.append(
        UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: length)
      return length
    }

    static let receiveHeader: Curl.Callback = { pointer, size, count, context in
      guard let pointer, let context else { return 0 }
      let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
      let length = size * count
      let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
      let line = String(decoding: bytes, as: UTF8.self).trimmingWhitespace
      if line.hasPrefix("HTTP/") {
        // A new response (after a redirect or `100 Continue`): forget the previous fields.
        transfer.headers = [:]
      } else if let colon = line.firstIndex(of: ":") {
        let name = line[..<colon].lowercased()
        let value = String(line[line.index(after: colon)...]).trimmingWhitespace
        transfer.headers[name] = value
        if name == "content-length", let declared = Int(value), declared > transfer.bodyLimit {
          transfer.tooLarge = true
          return 0
        }
      }
      return length
    }
  }
#endif
