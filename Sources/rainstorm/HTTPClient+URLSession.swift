import Foundation
import RainstormCore
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPClient {
  /// The live transport: URLSession with no cache, bounded by each request's timeout.
  static func urlSession() -> HTTPClient {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let session = URLSession(configuration: configuration)
    return HTTPClient { request throws(TransportError) in
      try await send(request, through: session)
    }
  }

  private static func send(_ request: HTTPRequest, through session: URLSession)
    async
    throws(TransportError) -> HTTPResponse
  {
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: request.timeout)
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) in
      let once = ResumeOnce(continuation)
      let task = session.dataTask(with: urlRequest) { data, response, error in
        once.resume(with: outcome(data: data, response: response, error: error))
      }
      task.resume()
      // URLSession's own timeout restarts whenever bytes arrive; this bounds the whole request.
      DispatchQueue.global().asyncAfter(deadline: .now() + request.timeout) {
        once.resume(with: .failure(.timedOut))
        task.cancel()
      }
    }
    return try result.get()
  }

  private static func outcome(data: Data?, response: URLResponse?, error: (any Error)?)
    -> Result<HTTPResponse, TransportError>
  {
    if let error {
      return .failure(transportError(error))
    }
    guard let response = response as? HTTPURLResponse else {
      return .failure(.cannotConnect(reason: "no HTTP response"))
    }
    var headers: [String: String] = [:]
    for (name, value) in response.allHeaderFields {
      headers["\(name)"] = "\(value)"
    }
    return .success(
      HTTPResponse(status: response.statusCode, headers: headers, body: data ?? Data()))
  }

  private static func transportError(_ error: any Error) -> TransportError {
    guard let error = error as? URLError else {
      return .cannotConnect(reason: "request failed")
    }
    switch error.code {
    case .timedOut: return .timedOut
    case .cannotConnectToHost: return .cannotConnect(reason: "connection refused")
    case .cannotFindHost, .dnsLookupFailed: return .cannotConnect(reason: "host name not resolved")
    case .notConnectedToInternet: return .cannotConnect(reason: "not connected to the internet")
    case .networkConnectionLost: return .cannotConnect(reason: "connection lost")
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return .cannotConnect(reason: "secure connection failed")
    case .httpTooManyRedirects, .redirectToNonExistentLocation:
      return .cannotConnect(reason: "too many redirects")
    case .badServerResponse: return .cannotConnect(reason: "bad response from server")
    default: return .cannotConnect(reason: "request failed (URL error \(error.code.rawValue))")
    }
  }
}

/// Resumes a continuation the first time only: the answer and the deadline race.
private final class ResumeOnce: Sendable {
  private let continuation: Mutex<CheckedContinuation<Result<HTTPResponse, TransportError>, Never>?>

  init(_ continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) {
    self.continuation = Mutex(continuation)
  }

  func resume(with result: Result<HTTPResponse, TransportError>) {
    let pending = continuation.withLock { stored in
      defer { stored = nil }
      return stored
    }
    pending?.resume(returning: result)
  }
}
