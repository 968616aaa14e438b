import Foundation

extension HTTPClient {
  /// Sends `request` and returns the body of a successful answer.
  ///
  /// A rate limit (HTTP 429, or a body whose reason is `RateLimited`), an error body
  /// (`{"error": true, "reason": ...}`, the shape Open-Meteo and ipapi.co share) and any
  /// non-2xx status become the matching `ServiceError`.
  /// - Throws: `ServiceError`.
  public func fetch(_ request: HTTPRequest) async throws(ServiceError) -> Data {
    let response: HTTPResponse
    do {
      response = try await send(request)
    } catch {
      throw ServiceError(error, host: request.host)
    }
    return try response.successfulBody(host: request.host)
  }
}

extension HTTPResponse {
  /// The body, when the status and content say the request succeeded.
  ///
  /// - Throws: `ServiceError` for rate limits, error bodies and error statuses.
  func successfulBody(host: String) throws(ServiceError) -> Data {
    let reason = errorReason
    if status == 429 || reason == "RateLimited" {
      throw .rateLimited(host: host, reason: reason)
    }
    if let reason {
      throw .errorBody(host: host, status: status, reason: reason)
    }
    guard (200..<300).contains(status) else {
      throw .httpStatus(host: host, status: status)
    }
    return body
  }

  /// The reason of an `{"error": true, "reason": "..."}` body, sanitised for display.
  var errorReason: String? {
    struct ErrorBody: Decodable {
      var error: Bool?
      var reason: String?
    }
    guard let decoded = try? JSONDecoder().decode(ErrorBody.self, from: body),
      decoded.error == true
    else { return nil }
    let reason = decoded.reason?.sanitizedForTerminal() ?? ""
    return reason.isEmpty ? "no reason given" : reason
  }
}

extension Data {
  /// The first line of a body as text, sanitised and shortened, to quote in a message.
  func excerpt(limit: Int = 60) -> String {
    let text = String(decoding: prefix(4096), as: UTF8.self)
    let firstLine =
      text.split(whereSeparator: \.isNewline).first.map(String.init)?
      .sanitizedForTerminal()
      .trimmingCharacters(in: .whitespaces) ?? ""
    if firstLine.isEmpty { return "an empty body" }
    if firstLine.count <= limit { return "\"\(firstLine)\"" }
    return "\"\(firstLine.prefix(limit))…\""
  }
}
