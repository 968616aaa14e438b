#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One IP geolocation service: where to ask and how to read its answers, errors included.
public struct IPLookupProvider: Sendable {
  /// The provider's host name, shown to the user (`location.provider` in JSON).
  public let name: String
  /// The path of the endpoint that answers for the caller's own address.
  let path: String
  /// Reads a successful (2xx) body into a location, or says why it holds none.
  let read: @Sendable (Data, String) throws(ServiceError) -> Location

  /// ipapi.co, then ipwho.is, then ipinfo.io: the default order.
  public static let all: [IPLookupProvider] = [.ipapi, .ipwhois, .ipinfo]

  /// The provider's endpoint, on its own host or under `base`.
  func url(base: URL?) -> URL {
    guard let base else {
      return URL(string: "https://\(name)\(path)") ?? URL(fileURLWithPath: "/")
    }
    return base.appending(path: name + path)
  }

  /// The location in a successful body.
  ///
  /// - Throws: `ServiceError` naming the provider when the body has no usable location.
  func location(_ body: Data) throws(ServiceError) -> Location {
    try read(body, name)
  }

  /// https://ipapi.co/json/: `latitude`/`longitude` numbers; a private address gets
  /// `"reserved": true` and no coordinates (HTTP 200).
  public static let ipapi = IPLookupProvider(name: "ipapi.co", path: "/json/") {
    body, host throws(ServiceError) in
    struct Answer: Decodable {
      var ip: String?
      var reserved: Bool?
      var latitude: Double?
      var longitude: Double?
      var city: String?
      var region: String?
      var countryName: String?
      var countryCode: String?
      var timezone: String?

      enum CodingKeys: String, CodingKey {
        case ip, reserved, latitude, longitude, city, region, timezone
        case countryName = "country_name"
        case countryCode = "country_code"
      }
    }
    let answer = try decode(Answer.self, body, host: host)
    if answer.reserved == true {
      throw .errorBody(
        host: host, status: 200, reason: "\(address(answer.ip)) is a reserved address")
    }
    return try located(
      answer.latitude, answer.longitude, [answer.city, answer.region, answer.countryName],
      countryCode: answer.countryCode, region: answer.region, timeZone: answer.timezone,
      host: host)
  }

  /// https://ipwho.is/: HTTP 200 even for failures, told apart by `"success": false` and a
  /// `message` such as "Reserved range".
  public static let ipwhois = IPLookupProvider(name: "ipwho.is", path: "/") {
    body, host throws(ServiceError) in
    struct Answer: Decodable {
      var success: Bool?
      var message: String?
      var latitude: Double?
      var longitude: Double?
      var city: String?
      var region: String?
      var country: String?
      var countryCode: String?
      var timezone: Zone?

      struct Zone: Decodable {
        var id: String?
      }

      enum CodingKeys: String, CodingKey {
        case success, message, latitude, longitude, city, region, country, timezone
        case countryCode = "country_code"
      }
    }
    let answer = try decode(Answer.self, body, host: host)
    if answer.success == false {
      let message = answer.message?.sanitizedForTerminal() ?? ""
      throw .errorBody(
        host: host, status: 200, reason: message.isEmpty ? "no reason given" : message)
    }
    return try located(
      answer.latitude, answer.longitude, [answer.city, answer.region, answer.country],
      countryCode: answer.countryCode, region: answer.region, timeZone: answer.timezone?.id,
      host: host)
  }

  /// https://ipinfo.io/json: the coordinates are one string, `"loc": "lat,lon"`; a private
  /// address gets `"bogon": true` and nothing else.
  public static let ipinfo = IPLookupProvider(name: "ipinfo.io", path: "/json") {
    body, host throws(ServiceError) in
    struct Answer: Decodable {
      var ip: String?
      var bogon: Bool?
      var loc: String?
      var city: String?
      var region: String?
      var country: String?
      var timezone: String?
    }
    let answer = try decode(Answer.self, body, host: host)
    if answer.bogon == true {
      throw .errorBody(
        host: host, status: 200,
        reason: "\(address(answer.ip)) is a bogon (private or reserved) address")
    }
    let parts = answer.loc?.split(separator: ",", omittingEmptySubsequences: false) ?? []
    let coordinates = parts.count == 2 ? parts.compactMap { Coordinate.parse(String($0)) } : []
    return try located(
      coordinates.first, coordinates.count == 2 ? coordinates[1] : nil,
      [answer.city, answer.region, answer.country], countryCode: answer.country,
      region: answer.region, timeZone: answer.timezone, host: host)
  }

  private static func decode<Answer: Decodable>(_ type: Answer.Type, _ body: Data, host: String)
    throws(ServiceError) -> Answer
  {
    do {
      return try JSONDecoder().decode(type, from: body)
    } catch {
      throw .unreadable(host: host, detail: "expected a JSON location, got \(body.excerpt())")
    }
  }

  private static func address(_ ip: String?) -> String {
    let shown = ip?.sanitizedForTerminal() ?? ""
    return shown.isEmpty ? "this machine's address" : shown
  }

  private static func located(
    _ latitude: Double?, _ longitude: Double?, _ nameParts: [String?], countryCode: String?,
    region: String?, timeZone: String?, host: String
  ) throws(ServiceError) -> Location {
    guard let latitude, let longitude else {
      throw .unreadable(host: host, detail: "the answer has no latitude and longitude")
    }
    let parts = nameParts.compactMap { $0?.sanitizedForTerminal() }.filter { !$0.isEmpty }
    do {
      return try Location(
        latitude: latitude, longitude: longitude,
        name: parts.isEmpty ? nil : parts.joined(separator: ", "),
        source: .ipLookup(provider: host), countryCode: countryCode, regions: [region],
        timeZone: timeZone)
    } catch {
      throw .unreadable(host: host, detail: "coordinates out of range: \(latitude), \(longitude)")
    }
  }
}
