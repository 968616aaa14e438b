/// One IP geolocation service: where to ask and how to read its answers, errors included.
package struct IPLookupProvider: Sendable {
  /// The provider's host name, shown to the user (`location.provider` in JSON).
  package let name: String
  /// The path of the endpoint that answers for the caller's own address.
  let path: String
  /// Reads a successful (2xx) body into a location, or says why it holds none.
  let read: @Sendable ([UInt8], String) throws(ServiceError) -> Location

  /// ipapi.co, then ipwho.is, then ipinfo.io: the default order.
  package static let all: [IPLookupProvider] = [.ipapi, .ipwhois, .ipinfo]

  /// The provider's endpoint, on its own host or under `base`.
  func url(base: WebAddress?) -> WebAddress {
    guard let base else {
      return WebAddress(builtIn: "https://\(name)\(path)")
    }
    return base.appending(path: name + path)
  }

  /// The location in a successful body.
  ///
  /// - Throws: `ServiceError` naming the provider when the body has no usable location.
  func location(_ body: [UInt8]) throws(ServiceError) -> Location {
    try read(body, name)
  }

  /// https://ipapi.co/json/: `latitude`/`longitude` numbers; a private address gets
  /// `"reserved": true` and no coordinates (HTTP 200).
  package static let ipapi = IPLookupProvider(name: "ipapi.co", path: "/json/") {
    body, host throws(ServiceError) in
    let answer = try Answer(body, host: host)
    if answer.reserved == true {
      throw .errorBody(
        host: host, status: 200, reason: "\(address(answer.ip)) is a reserved address")
    }
    return try located(
      answer.latitude, answer.longitude, [answer.city, answer.region, answer.countryName],
      countryCode: answer.countryCode, region: answer.region, timeZone: answer.timeZone,
      host: host)
  }

  /// https://ipwho.is/: HTTP 200 even for failures, told apart by `"success": false` and a
  /// `message` such as "Reserved range".
  package static let ipwhois = IPLookupProvider(name: "ipwho.is", path: "/") {
    body, host throws(ServiceError) in
    let answer = try Answer(body, host: host)
    if answer.success == false {
      let message = answer.message?.sanitizedForTerminal() ?? ""
      throw .errorBody(
        host: host, status: 200, reason: message.isEmpty ? "no reason given" : message)
    }
    return try located(
      answer.latitude, answer.longitude, [answer.city, answer.region, answer.country],
      countryCode: answer.countryCode, region: answer.region, timeZone: answer.timeZone,
      host: host)
  }

  /// https://ipinfo.io/json: the coordinates are one string, `"loc": "lat,lon"`; a private
  /// address gets `"bogon": true` and nothing else.
  package static let ipinfo = IPLookupProvider(name: "ipinfo.io", path: "/json") {
    body, host throws(ServiceError) in
    let answer = try Answer(body, host: host)
    if answer.bogon == true {
      throw .errorBody(
        host: host, status: 200,
        reason: "\(address(answer.ip)) is a bogon (private or reserved) address")
    }
    let parts = answer.loc?.split(separator: ",", omittingEmptySubsequences: false) ?? []
    let coordinates = parts.count == 2 ? parts.compactMap { Double.plainDecimal(String($0)) } : []
    return try located(
      coordinates.first, coordinates.count == 2 ? coordinates[1] : nil,
      [answer.city, answer.region, answer.country], countryCode: answer.country,
      region: answer.region, timeZone: answer.timeZone, host: host)
  }

  /// The fields the three providers answer with, each read only when present; a field of
  /// another kind than its provider documents makes the answer unreadable.
  private struct Answer {
    var ip, message, loc, city, region, country, countryName, countryCode, timeZone: String?
    var reserved, success, bogon: Bool?
    var latitude, longitude: Double?

    init(_ body: [UInt8], host: String) throws(ServiceError) {
      do {
        let answer = try JSONObject(parsing: body)
        ip = try answer.string("ip")
        message = try answer.string("message")
        loc = try answer.string("loc")
        city = try answer.string("city")
        region = try answer.string("region")
        country = try answer.string("country")
        countryName = try answer.string("country_name")
        countryCode = try answer.string("country_code")
        reserved = try answer.bool("reserved")
        success = try answer.bool("success")
        bogon = try answer.bool("bogon")
        latitude = try answer.number("latitude")
        longitude = try answer.number("longitude")
        // ipwho.is names the zone in an object, the others as text.
        if case .object = answer["timezone"] {
          timeZone = try answer.object("timezone")?.string("id")
        } else {
          timeZone = try answer.string("timezone")
        }
      } catch {
        throw .reading(error, host: host, detail: "expected a JSON location, got \(body.excerpt())")
      }
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
