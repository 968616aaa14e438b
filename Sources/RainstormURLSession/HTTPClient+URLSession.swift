import Foundation
import RainstormCore
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPClient {
  /// The URLSession transport (the executable's on Apple platforms): no cache, each request
  /// bounded by its timeout (the whole request, not the idle time), by `bodyLimit` and by
  /// `redirectLimit`, through `proxies` where they name one for the request. The tests run it on
  /// Linux too.
  package static func urlSession() -> HTTPClient {
    urlSession(proxies: ProxyEnvironment([:]))
  }

  /// The URLSession transport through `proxies`.
  package static func urlSession(proxies: ProxyEnvironment) -> HTTPClient {
    HTTPClient { request throws(TransportError) in
      try await send(request, proxies: proxies)
    }
  }

  private static func send(_ request: HTTPRequest, proxies: ProxyEnvironment)
    async throws(TransportError) -> HTTPResponse
  {
    guard let url = URL(string: request.url.text) else {
      throw .cannotConnect(reason: "unsupported or malformed URL")
    }
    var urlRequest = URLRequest(
      url: url, cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: request.timeout)
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    if let settings = proxies.settings(scheme: url.scheme ?? "", host: request.url.host) {
      configuration.connectionProxyDictionary = settings
    }
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) in
      let transfer = Transfer(
        continuation, original: request, bodyLimit: bodyLimit, redirectLimit: redirectLimit)
      let session = URLSession(
        configuration: configuration, delegate: transfer, delegateQueue: nil)
      let task = session.dataTask(with: urlRequest)
      task.resume()
      session.finishTasksAndInvalidate()
      // URLSession's own timeout restarts whenever bytes arrive; this bounds the whole request.
      DispatchQueue.global().asyncAfter(deadline: .now() + request.timeout) {
        transfer.finish(.failure(.timedOut))
        task.cancel()
      }
    }
    return try result.get()
  }
}

/// One request's delegate: collects the body up to a limit, counts redirects, and resumes the
/// waiting caller once, whichever comes first of the answer, a failure and the deadline.
private final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // @unchecked: every mutable field is inside the Mutex; the rest are constants.
  private struct State {
    var continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>?
    var response: HTTPURLResponse?
    var body = Data()
    var failure: TransportError?
    var redirects = 0
  }

  private let state: Mutex<State>
  private let bodyLimit: Int
  private let redirectLimit: Int
  /// The request as rainstorm made it, before any redirect.
  private let original: HTTPRequest

  init(
    _ continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>,
    original: HTTPRequest,
    bodyLimit: Int, redirectLimit: Int
  ) {
    state = Mutex(State(continuation: continuation))
    self.bodyLimit = bodyLimit
    self.redirectLimit = redirectLimit
    self.original = original
  }

  /// Resumes the caller with `result`, unless it was resumed already.
  func finish(_ result: Result<HTTPResponse, TransportError>) {
    let pending = state.withLock { state in
      defer { state.continuation = nil }
      return state.continuation
    }
    pending?.resume(returning: result)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    if response.expectedContentLength > Int64(bodyLimit) {
      state.withLock { $0.failure = .tooLarge(limit: bodyLimit) }
      completionHandler(.cancel)
      return
    }
    state.withLock { $0.response = response as? HTTPURLResponse }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let tooLarge = state.withLock { state in
      state.body.append(data)
      if state.body.count > bodyLimit {
        state.failure = .tooLarge(limit: bodyLimit)
        state.body = Data()
        return true
      }
      return false
    }
    if tooLarge { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    let allowed = state.withLock { state in
      state.redirects += 1
      if state.redirects > redirectLimit {
        state.failure = .cannotConnect(reason: "more than \(redirectLimit) redirects")
        return false
      }
      guard let target = request.url.flatMap({ WebAddress($0.absoluteString) }) else {
        state.failure = .cannotConnect(reason: "redirected to an address rainstorm does not read")
        return false
      }
      if let refused = original.refusedRedirect(to: target) {
        state.failure = .cannotConnect(reason: refused)
        return false
      }
      return true
    }
    completionHandler(allowed ? request : nil)
    if !allowed { task.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let (failure, response, body) = state.withLock { ($0.failure, $0.response, $0.body) }
    if let failure {
      finish(.failure(failure))
    } else if let error {
      finish(.failure(Self.transportError(error)))
    } else if let response {
      var headers: [String: String] = [:]
      for (name, value) in response.allHeaderFields {
        headers["\(name)"] = "\(value)"
      }
      finish(
        .success(HTTPResponse(status: response.statusCode, headers: headers, body: [UInt8](body))))
    } else {
      finish(.failure(.connectionFailed(reason: "no HTTP response")))
    }
  }

  private static func transportError(_ error: any Error) -> TransportError {
    guard let error = error as? URLError else {
      return .connectionFailed(reason: "request failed")
    }
    // FoundationNetworking passes libcurl's words on where its codes say only "unknown".
    if let reason = TransportError.malformedResponseReason(
      libcurlMessage: error.userInfo[NSLocalizedDescriptionKey] as? String ?? "")
    {
      return .malformedResponse(reason: reason)
    }
    switch error.code {
    case .timedOut: return .timedOut
    case .cannotConnectToHost: return .connectionFailed(reason: "connection refused")
    case .networkConnectionLost: return .connectionFailed(reason: "connection lost")
    case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData:
      return .malformedResponse(reason: "not an HTTP answer URLSession can read")
    case .zeroByteResource:
      return .connectionFailed(reason: "incomplete or malformed response")
    // What FoundationNetworking reports when a connection closes before the body is complete.
    case .unknown:
      return .connectionFailed(reason: "connection closed before the answer was complete")
    case .cannotFindHost, .dnsLookupFailed:
      return .cannotConnect(reason: "host name not resolved")
    case .notConnectedToInternet: return .cannotConnect(reason: "not connected to the internet")
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return .cannotConnect(reason: "secure connection failed")
    case .httpTooManyRedirects, .redirectToNonExistentLocation:
      return .cannotConnect(reason: "too many redirects")
    default: return .connectionFailed(reason: "request failed (URL error \(error.code.rawValue))")
    }
  }
}
