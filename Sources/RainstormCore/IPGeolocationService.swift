import Foundation

/// Finds the location of this machine's public IP address through ipapi.co's JSON API.
///
/// The provider sees the caller's IP address; the user can forbid the lookup, in which case
/// `requestLocation()` fails with `.notAuthorized` without sending anything.
public struct IPGeolocationService: LocationService {
  /// The default lookup endpoint.
  public static let defaultURL = "https://ipapi.co/json/"

  private let url: URL
  private let http: HTTPClient
  private let timeout: Double
  private let isAuthorized: Bool

  /// Creates the service.
  ///
  /// - Parameters:
  ///   - url: the lookup endpoint, answering in ipapi.co's format.
  ///   - http: the transport.
  ///   - timeout: seconds the lookup may take.
  ///   - isAuthorized: whether the user allows IP lookups at all.
  public init(url: URL, http: HTTPClient, timeout: Double, isAuthorized: Bool = true) {
    self.url = url
    self.http = http
    self.timeout = timeout
    self.isAuthorized = isAuthorized
  }

  /// Asks the provider where this machine's IP address is.
  public func requestLocation() async throws(LocationServiceError) -> Location {
    guard isAuthorized else { throw .notAuthorized }
    let request = HTTPRequest(url: url, timeout: timeout)
    do {
      let body = try await http.fetch(request)
      return try Self.location(from: body, host: request.host)
    } catch {
      throw .requestFailed(error)
    }
  }

  /// Reads an ipapi.co answer: a located address, or a `reserved` address with no location.
  ///
  /// - Throws: `ServiceError` when the body has no usable coordinates.
  static func location(from body: Data, host: String) throws(ServiceError) -> Location {
    struct Answer: Decodable {
      var ip: String?
      var reserved: Bool?
      var latitude: Double?
      var longitude: Double?
      var city: String?
      var region: String?
      var countryName: String?

      enum CodingKeys: String, CodingKey {
        case ip, reserved, latitude, longitude, city, region
        case countryName = "country_name"
      }
    }
    guard let answer = try? JSONDecoder().decode(Answer.self, from: body) else {
      throw .unreadable(host: host, detail: "expected a JSON location, got \(body.excerpt())")
    }
    if answer.reserved == true {
      let address = answer.ip?.sanitizedForTerminal() ?? "this machine's address"
      throw .errorBody(
        host: host, status: 200,
        reason: "\(address) is a reserved (private or local) address with no known location"
      )
    }
    guard let latitude = answer.latitude, let longitude = answer.longitude else {
      throw .unreadable(host: host, detail: "the answer has no latitude and longitude")
    }
    let parts = [answer.city, answer.region, answer.countryName]
      .compactMap { $0?.sanitizedForTerminal() }
      .filter { !$0.isEmpty }
    do {
      return try Location(
        latitude: latitude, longitude: longitude,
        name: parts.isEmpty ? nil : parts.joined(separator: ", "),
        source: .ipLookup(provider: host)
      )
    } catch {
      throw .unreadable(host: host, detail: "coordinates out of range: \(latitude), \(longitude)")
    }
  }
}
