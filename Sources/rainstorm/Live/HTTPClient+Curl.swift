#if os(Linux)
  import CLinuxShim
  import Glibc
  import RainstormCore
  import Synchronization

  extension HTTPClient {
    /// The live transport on Linux: libcurl, loaded with `dlopen` on the first request.
    ///
    /// FoundationNetworking links libcurl and its thirty-odd libraries into every start-up,
    /// about 5 ms before `main`; an answer from the cache needs none of them
    /// (Tests/Benchmark/README.md). Each request is bounded by its timeout (the whole request), by
    /// `HTTPClient.bodyLimit` and by `HTTPClient.redirectLimit`.
    /// - Parameter library: the library to load; tests name one that is not there.
    /// - Parameter environment: where libcurl finds its proxy (the process's own), to name the
    ///   proxy when it is what fails, and `CURL_CA_BUNDLE` or `SSL_CERT_FILE`, the certificates
    ///   to trust instead of the system's (as the curl tool reads them).
    static func live(
      library: String = CurlLibrary.defaultName, environment: [String: String]
    ) -> HTTPClient {
      #if arch(x86_64) || arch(arm64)
        let certificates = caBundle(environment)
        return HTTPClient { request throws(TransportError) in
          let curl =
            try
            (library == CurlLibrary.defaultName
            ? CurlLibrary.shared : CurlLibrary.load(library)).get()
          let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) in
            // curl_easy_perform blocks; give it a thread of its own, not one of the pool's.
            detachThread {
              let result = curl.perform(request, certificates: certificates)
              continuation.resume(
                returning: result.mapError { error in
                  CurlLibrary.namingTheProxy(error, for: request, environment: environment)
                })
            }
          }
          return try result.get()
        }
      #else
        // The calls into libcurl are checked on these two architectures only.
        HTTPClient { _ throws(TransportError) in
          throw .cannotConnect(
            reason: "this build of rainstorm has no HTTP transport for this processor")
        }
      #endif
    }

    /// The file of certificates to trust instead of the system's, and the variable that names
    /// it: `CURL_CA_BUNDLE`, else `SSL_CERT_FILE`, when set and not empty.
    static func caBundle(_ environment: [String: String]) -> Certificates? {
      for variable in ["CURL_CA_BUNDLE", "SSL_CERT_FILE"] {
        if let path = environment[variable], !path.isEmpty {
          return Certificates(path: path, variable: variable)
        }
      }
      return nil
    }

    /// A file of certificates to trust, as the environment named it.
    struct Certificates: Equatable, Sendable {
      let path: String
      let variable: String
    }
  }

  /// Runs `body` on a new detached POSIX thread (Foundation's `Thread` without Foundation), or
  /// on this one when no thread can be made.
  func detachThread(_ body: @escaping @Sendable () -> Void) {
    final class Work: Sendable {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let work = Unmanaged.passRetained(Work(body))
    #if canImport(Glibc)
      var thread = pthread_t()  // an integer in glibc
    #else
      var thread: pthread_t? = nil  // a pointer to an opaque structure in musl
    #endif
    let status = pthread_create(
      &thread, nil,
      { pointer in
        guard let pointer else { return nil }
        Unmanaged<Work>.fromOpaque(pointer).takeRetainedValue().body()
        return nil
      }, work.toOpaque())
    guard status == 0 else {
      work.takeRetainedValue().body()
      return
    }
    pthread_detach(thread)
  }

  /// The few libcurl functions rainstorm calls, looked up once. The variadic ones
  /// (curl_easy_setopt, curl_easy_getinfo) are called through the C target `CLinuxShim`.
  struct CurlLibrary: @unchecked Sendable {
    // @unchecked: raw function pointers from dlsym, never written after loading.
    typealias Handle = OpaquePointer

    static let defaultName = "libcurl.so.4"
    static let shared = load(defaultName)

    private let easyInit: @convention(c) () -> Handle?
    private let cleanup: @convention(c) (Handle) -> Void
    private let reset: @convention(c) (Handle) -> Void
    private let easyPerform: @convention(c) (Handle) -> Int32
    private let setopt: UnsafeMutableRawPointer
    private let getinfo: UnsafeMutableRawPointer
    private let listAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?
    private let listFree: @convention(c) (OpaquePointer?) -> Void

    /// How to install libcurl on the system `osRelease` (the text of `/etc/os-release`, nil
    /// when there is none) describes: its package manager's command and package, by its `ID`,
    /// else the first of `ID_LIKE` known, else the package's name on the common systems.
    /// Debian 13 and Ubuntu 24.04 renamed the package `libcurl4t64` (the 64-bit time move).
    static func installHint(osRelease: String?) -> String {
      var fields: [String: String] = [:]
      for line in (osRelease ?? "").split(whereSeparator: \.isNewline) {
        guard let equals = line.firstIndex(of: "=") else { continue }
        let value = String(line[line.index(after: equals)...]).trimmingWhitespace
          .filter { $0 != "\"" && $0 != "'" }
        fields[String(line[..<equals]).trimmingWhitespace] = value
      }
      let version = Double(fields["VERSION_ID"] ?? "")
      let ids =
        [fields["ID"] ?? ""] + (fields["ID_LIKE"] ?? "").split(separator: " ").map(String.init)
      for id in ids {
        switch id {
        case "ubuntu":
          return "install it: apt install "
            + ((version ?? 99) >= 24.04 ? "libcurl4t64" : "libcurl4")
        case "debian":
          // Debian testing and unstable give no VERSION_ID; they have the new name.
          return "install it: apt install " + ((version ?? 99) >= 13 ? "libcurl4t64" : "libcurl4")
        case "fedora", "rhel", "centos": return "install it: dnf install libcurl"
        case "arch": return "install it: pacman -S curl"
        case "alpine": return "install it: apk add libcurl"
        case "opensuse", "suse": return "install it: zypper install libcurl4"
        default: continue
        }
      }
      return "install libcurl (Debian, Ubuntu: libcurl4 or libcurl4t64; Fedora, RHEL: libcurl; "
        + "Arch: curl)"
    }

    /// The text of `/etc/os-release`, else `/usr/lib/os-release`; nil when neither can be read.
    private static func osRelease() -> String? {
      for path in ["/etc/os-release", "/usr/lib/os-release"] {
        guard let file = fopen(path, "r") else { continue }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65_536 {
          let count = fread(&buffer, 1, buffer.count, file)
          guard count > 0 else { break }
          bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
      }
      return nil
    }

    /// Loads `name` and looks up the functions, or says why it cannot, naming the package to
    /// install on the system `/etc/os-release` describes.
    static func load(_ name: String) -> Result<CurlLibrary, TransportError> {
      let failure = TransportError.cannotConnect(
        reason: "cannot load \(name); \(installHint(osRelease: osRelease()))")
      guard let handle = dlopen(name, RTLD_NOW) else { return .failure(failure) }
      func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(handle, name).map { unsafeBitCast($0, to: type) }
      }
      typealias GlobalInit = @convention(c) (Int) -> Int32
      guard let globalInit = symbol("curl_global_init", as: GlobalInit.self),
        let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> Handle?).self),
        let cleanup = symbol("curl_easy_cleanup", as: (@convention(c) (Handle) -> Void).self),
        let reset = symbol("curl_easy_reset", as: (@convention(c) (Handle) -> Void).self),
        let perform = symbol("curl_easy_perform", as: (@convention(c) (Handle) -> Int32).self),
        let setopt = dlsym(handle, "curl_easy_setopt"),
        let getinfo = dlsym(handle, "curl_easy_getinfo"),
        let listAppend = symbol(
          "curl_slist_append",
          as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?).self),
        let listFree = symbol(
          "curl_slist_free_all", as: (@convention(c) (OpaquePointer?) -> Void).self),
        // CURL_GLOBAL_ALL; `shared` is initialised once, before any other thread uses it.
        globalInit(3) == 0
      else { return .failure(failure) }
      return .success(
        CurlLibrary(
          easyInit: easyInit, cleanup: cleanup, reset: reset, easyPerform: perform,
          setopt: setopt,
          getinfo: getinfo, listAppend: listAppend, listFree: listFree))
    }

    /// A libcurl option: its number (type base + number, libcurl's stable ABI) and name.
    struct Option {
      let number: Int32
      let name: String

      static let writeData = Option(number: 10_001, name: "CURLOPT_WRITEDATA")
      static let errorBuffer = Option(number: 10_010, name: "CURLOPT_ERRORBUFFER")
      static let url = Option(number: 10_002, name: "CURLOPT_URL")
      static let caInfo = Option(number: 10_065, name: "CURLOPT_CAINFO")
      static let httpHeader = Option(number: 10_023, name: "CURLOPT_HTTPHEADER")
      static let headerData = Option(number: 10_029, name: "CURLOPT_HEADERDATA")
      static let acceptEncoding = Option(number: 10_102, name: "CURLOPT_ACCEPT_ENCODING")
      static let protocolsText = Option(number: 10_318, name: "CURLOPT_PROTOCOLS_STR")
      static let redirectProtocolsText = Option(
        number: 10_319, name: "CURLOPT_REDIR_PROTOCOLS_STR")
      static let writeFunction = Option(number: 20_011, name: "CURLOPT_WRITEFUNCTION")
      static let headerFunction = Option(number: 20_079, name: "CURLOPT_HEADERFUNCTION")
      static let followLocation = Option(number: 52, name: "CURLOPT_FOLLOWLOCATION")
      static let maxRedirects = Option(number: 68, name: "CURLOPT_MAXREDIRS")
      static let noSignal = Option(number: 99, name: "CURLOPT_NOSIGNAL")
      static let timeoutMilliseconds = Option(number: 155, name: "CURLOPT_TIMEOUT_MS")
      static let protocols = Option(number: 181, name: "CURLOPT_PROTOCOLS")
      static let redirectProtocols = Option(number: 182, name: "CURLOPT_REDIR_PROTOCOLS")
    }

    /// CURLE_UNKNOWN_OPTION: what libcurl before 7.85 answers for the `_STR` protocol options.
    private static let unknownOption: Int32 = 48
    /// CURLPROTO_HTTP and CURLPROTO_HTTPS, for the bitmask options.
    private static let protocolBits = (http: 1, https: 2)
    /// CURLINFO_RESPONSE_CODE.
    private static let responseCode: Int32 = 0x20_0002

    /// Easy handles whose request ended well, by scheme and host, kept for the next request
    /// to the same host in this run: a handle keeps its connections, TLS session and DNS
    /// answers (`curl_easy_reset` leaves them), so the second request to a host pays no
    /// handshake. Each handle serves one request at a time; requests to one host at once get
    /// a handle each (libcurl does not support a connection cache shared between concurrent
    /// threads: CURLSHOPT_SHARE(3)).
    private static let idle = Mutex<[String: [IdleHandle]]>([:])

    /// A handle waiting in `idle`, used by one thread at a time.
    private struct IdleHandle: @unchecked Sendable {
      let handle: Handle
    }

    /// Sends one request on the calling thread and waits for the whole answer.
    func perform(_ request: HTTPRequest, certificates: HTTPClient.Certificates? = nil) -> Result<
      HTTPResponse, TransportError
    > {
      let origin = "\(request.url.scheme)://\(request.url.host)"
      let kept = Self.idle.withLock { $0[origin]?.popLast()?.handle }
      guard let handle = kept ?? easyInit() else {
        return .failure(.cannotConnect(reason: "libcurl could not start a request"))
      }
      var reusable = false
      defer {
        if reusable {
          reset(handle)
          let isKept = Self.idle.withLock { idle in
            guard idle[origin, default: []].count < 4 else { return false }
            idle[origin, default: []].append(IdleHandle(handle: handle))
            return true
          }
          if !isKept { cleanup(handle) }
        } else {
          cleanup(handle)
        }
      }
      var headerList: OpaquePointer?
      for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
        headerList = listAppend(headerList, "\(name): \(value)")
      }
      defer { listFree(headerList) }
      let transfer = CurlTransfer(bodyLimit: HTTPClient.bodyLimit, request: request)
      defer { withExtendedLifetime(transfer) {} }
      let context = Unmanaged.passUnretained(transfer).toOpaque()
      // CURL_ERROR_SIZE: libcurl writes its own words for a failure here.
      let message = UnsafeMutablePointer<CChar>.allocate(capacity: 256)
      message.initialize(repeating: 0, count: 256)
      defer { message.deallocate() }
      let code: Int32
      do {
        try set(handle, .errorBuffer, pointer: UnsafeRawPointer(message))
        try set(handle, .url, text: request.url.text)
        if let certificates { try set(handle, .caInfo, text: certificates.path) }
        try set(handle, .httpHeader, pointer: UnsafeRawPointer(headerList))
        try set(handle, .acceptEncoding, text: "")
        // A request that starts on HTTPS is never redirected to plain HTTP.
        try restrictProtocols(handle, redirects: request.redirectProtocols)
        try set(handle, .followLocation, long: 1)
        try set(handle, .maxRedirects, long: HTTPClient.redirectLimit)
        try set(handle, .noSignal, long: 1)
        try set(handle, .timeoutMilliseconds, long: Self.milliseconds(request.timeout))
        try set(handle, .writeFunction, callback: CurlTransfer.receiveBody)
        try set(handle, .writeData, pointer: context)
        try set(handle, .headerFunction, callback: CurlTransfer.receiveHeader)
        try set(handle, .headerData, pointer: context)
        code = easyPerform(handle)
      } catch {
        return .failure(error)
      }
      if transfer.tooLarge { return .failure(.tooLarge(limit: HTTPClient.bodyLimit)) }
      if let refused = transfer.refusedRedirect { return .failure(.cannotConnect(reason: refused)) }
      // CURLE_SSL_CACERT_BADFILE: the user's file, not the server, is what fails.
      if code == 77, let certificates {
        return .failure(
          .cannotConnect(
            reason:
              "no certificates could be read from \(certificates.path.escapedForMessage) (\(certificates.variable))"
          ))
      }
      guard code == 0 else {
        let isSecure = request.url.scheme == "https"
        return .failure(
          Self.transportError(code, message: String(cString: message), isSecure: isSecure))
      }
      var status = 0
      guard
        rainstorm_curl_getinfo_long(
          getinfo, UnsafeMutableRawPointer(handle), Self.responseCode, &status) == 0
      else {
        return .failure(.connectionFailed(reason: "libcurl gave no HTTP status"))
      }
      reusable = true
      return .success(
        HTTPResponse(status: status, headers: transfer.headers, body: transfer.body))
    }

    /// Allows only HTTP and HTTPS, and for redirects `redirects` ("https" or "http,https"):
    /// by name where libcurl knows the `_STR` options (7.85 and later), else by bitmask.
    private func restrictProtocols(_ handle: Handle, redirects: String) throws(TransportError) {
      let redirectsToPlainHTTP = redirects != "https"
      let byName = rawSet(handle, .protocolsText, pointer: "http,https")
      if byName == Self.unknownOption {
        let both = Self.protocolBits.http | Self.protocolBits.https
        try set(handle, .protocols, long: both)
        try set(
          handle, .redirectProtocols,
          long: redirectsToPlainHTTP ? both : Self.protocolBits.https)
        return
      }
      try check(byName, .protocolsText)
      try set(handle, .redirectProtocolsText, text: redirects)
    }

    private func set(_ handle: Handle, _ option: Option, long value: Int) throws(TransportError) {
      try check(
        rainstorm_curl_setopt_long(setopt, UnsafeMutableRawPointer(handle), option.number, value),
        option)
    }

    private func set(_ handle: Handle, _ option: Option, text: String) throws(TransportError) {
      try check(rawSet(handle, option, pointer: text), option)
    }

    private func set(_ handle: Handle, _ option: Option, pointer: UnsafeRawPointer?)
      throws(TransportError)
    {
      try check(rawSet(handle, option, pointer: pointer), option)
    }

    private func set(
      _ handle: Handle, _ option: Option, callback: rainstorm_curl_callback
    ) throws(TransportError) {
      try check(
        rainstorm_curl_setopt_callback(
          setopt, UnsafeMutableRawPointer(handle), option.number, callback),
        option)
    }

    /// libcurl copies string options, so a pointer that lives for the call is enough.
    private func rawSet(_ handle: Handle, _ option: Option, pointer: UnsafeRawPointer?) -> Int32 {
      rainstorm_curl_setopt_pointer(setopt, UnsafeMutableRawPointer(handle), option.number, pointer)
    }

    private func check(_ code: Int32, _ option: Option) throws(TransportError) {
      guard code == 0 else {
        throw .cannotConnect(reason: "libcurl refused \(option.name) (error \(code))")
      }
    }

    /// The timeout in whole milliseconds, at least 1, within what libcurl's `long` holds.
    static func milliseconds(_ seconds: Double) -> Int {
      guard seconds.isFinite, seconds > 0 else { return 1 }
      return Int(min(seconds * 1000, 86_400_000).rounded(.up))
    }

    /// A failure to connect through a proxy, said of the proxy: libcurl reports the proxy's
    /// refusal or silence as the target's.
    static func namingTheProxy(
      _ error: TransportError, for request: HTTPRequest, environment: [String: String]
    ) -> TransportError {
      guard let proxy = ProxySetting.proxy(for: request.url, environment: environment) else {
        return error
      }
      switch error {
      case .connectionFailed(let reason), .cannotConnect(let reason):
        return .proxyFailed(proxy: proxy, reason: reason)
      case .timedOut, .proxyFailed, .tooLarge, .malformedResponse:
        return error
      }
    }

    /// What a libcurl error code and message mean for rainstorm (codes from libcurl-errors(3)).
    private static func transportError(_ code: Int32, message: String, isSecure: Bool)
      -> TransportError
    {
      if [1, 8, 27, 56, 61, 100].contains(code),
        let reason = TransportError.malformedResponseReason(libcurlMessage: message)
      {
        return .malformedResponse(reason: reason)
      }
      switch code {
      case 1 where isSecure:
        // The only protocol left out for a request that starts on HTTPS is plain HTTP.
        return .cannotConnect(
          reason: "redirected from HTTPS to plain HTTP, which rainstorm does not follow")
      case 8, 61: return .malformedResponse(reason: "not an HTTP answer libcurl can read")
      // libcurl before 8.6 reports headers past its 100 KB limit as out of memory, unexplained.
      case 27: return .malformedResponse(reason: "headers larger than rainstorm reads")
      default: return transportError(code)
      }
    }

    private static func transportError(_ code: Int32) -> TransportError {
      switch code {
      case 28: .timedOut
      case 7: .connectionFailed(reason: "connection refused")
      case 52: .connectionFailed(reason: "connection closed without an answer")
      case 18: .connectionFailed(reason: "connection closed before the answer was complete")
      case 55, 56: .connectionFailed(reason: "connection lost")
      case 5: .cannotConnect(reason: "proxy host name not resolved")
      case 6: .cannotConnect(reason: "host name not resolved")
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
  private final class CurlTransfer: @unchecked Sendable {
    var headers: [String: String] = [:]
    var body = [UInt8]()
    var tooLarge = false
    /// Why the redirect the server asked for was not followed (`HTTPRequest.staysOnHost`).
    var refusedRedirect: String?
    /// The status of the response whose fields are arriving.
    var status = 0
    let bodyLimit: Int
    let request: HTTPRequest

    init(bodyLimit: Int, request: HTTPRequest) {
      self.bodyLimit = bodyLimit
      self.request = request
    }

    static let receiveBody: rainstorm_curl_callback = { pointer, size, count, context in
      guard let pointer, let context else { return 0 }
      let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
      let length = size * count
      guard transfer.body.count + length <= transfer.bodyLimit else {
        transfer.tooLarge = true
        return 0  // anything but `length` makes libcurl stop with CURLE_WRITE_ERROR
      }
      transfer.body.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: length))
      return length
    }

    static let receiveHeader: rainstorm_curl_callback = { pointer, size, count, context in
      guard let pointer, let context else { return 0 }
      let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
      let length = size * count
      let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
      let line = String(decoding: bytes, as: UTF8.self).trimmingWhitespace
      if line.hasPrefix("HTTP/") {
        // A new response (after a redirect or `100 Continue`): forget the previous fields.
        transfer.headers = [:]
        transfer.status = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
      } else if let colon = line.firstIndex(of: ":") {
        let name = line[..<colon].lowercased()
        let value = String(line[line.index(after: colon)...]).trimmingWhitespace
        transfer.headers[name] = value
        // libcurl follows redirects itself, and has no rule for hosts: a request that stays
        // on its host ends here, before libcurl goes on (anything but `length` stops it).
        if name == "location", (300..<400).contains(transfer.status),
          let refused = transfer.request.refusedRedirect(toLocation: value)
        {
          transfer.refusedRedirect = refused
          return 0
        }
        if name == "content-length", let declared = Int(value), declared > transfer.bodyLimit {
          transfer.tooLarge = true
          return 0
        }
      }
      return length
    }
  }
#endif
