#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads each warnings service's answer into `Alert`s for one point.
///
/// Every string is sanitized and cut to a sane length; test, exercise and cancelled messages,
/// and "no warning" (green) entries, are dropped here; a warning whose area is given as
/// polygons is kept only when the point lies in one (the boundary counts as inside).
public enum AlertReader {
  /// What one answer says for the point.
  public struct Answer: Equatable, Sendable {
    /// The warnings for the point.
    public var alerts: [Alert]
    /// False when the service says the point is outside what it covers.
    public var covers: Bool
    /// How the warnings were tied to the point.
    public var match: AlertMatch = .point
  }

  /// Reads `source`'s answer `body` for the point `latitude`, `longitude`, which lies in the
  /// regions named `regions` (largest first) when they are known.
  ///
  /// - Throws: `ServiceError.unreadable` naming `host` when the body is not the service's
  ///   shape.
  public static func read(
    _ body: Data, source: AlertSource, latitude: Double, longitude: Double,
    regions: [String] = [], host: String
  ) throws(ServiceError) -> Answer {
    do {
      switch source {
      case .meteoAlarm: return try meteoAlarm(body, regions: regions)
      case .nws: return Answer(alerts: try nws(body), covers: true)
      case .metNorway: return Answer(alerts: try metNorway(body, latitude, longitude), covers: true)
      case .brightSky: return try brightSky(body)
      case .environmentCanada:
        return Answer(alerts: try canada(body, latitude, longitude), covers: true)
      }
    } catch {
      throw .unreadable(
        host: host,
        detail:
          "expected \(source.name)'s warnings as \(source == .meteoAlarm ? "JSON or XML" : "JSON"), got \(body.excerpt())"
      )
    }
  }

  /// The statuses of real messages; CAP's `Test`, `Exercise`, `System` and `Draft` are not.
  private static func isActual(_ status: String?) -> Bool {
    status.map {
      ["actual", "issued", "continued", "updated", "extended"].contains($0.lowercased())
    }
      ?? true
  }

  private static func isCancel(_ messageType: String?) -> Bool {
    messageType?.lowercased() == "cancel"
  }

  private static func date(_ text: String?) -> Date? {
    text.flatMap(Instant.parse)
  }

  private static func shape(_ geometry: Geometry?) -> GeoShape? {
    guard let geometry, let type = geometry.type, let coordinates = geometry.coordinates else {
      return nil
    }
    return GeoShape(type: type, coordinates: coordinates)
  }

  /// A GeoJSON FeatureCollection: what NWS, MET Norway and Environment Canada answer.
  private struct FeatureCollection<Feature: Decodable>: Decodable {
    var features: [Feature]
  }

  private struct Geometry: Decodable {
    var type: String?
    var coordinates: GeoCoordinates?
  }

  // MARK: NWS

  private static func nws(_ body: Data) throws -> [Alert] {
    struct Feature: Decodable {
      var properties: Properties
    }
    struct Properties: Decodable {
      var id: String?
      var areaDesc: String?
      var onset: String?
      var effective: String?
      var expires: String?
      var ends: String?
      var status: String?
      var messageType: String?
      var severity: String?
      var certainty: String?
      var urgency: String?
      var event: String?
      var senderName: String?
      var headline: String?
      var description: String?
      var instruction: String?
      var web: String?
      var url: String?

      enum CodingKeys: String, CodingKey {
        case id, areaDesc, onset, effective, expires, ends, status, messageType, severity
        case certainty, urgency, event, senderName, headline, description, instruction, web
        case url = "@id"
      }
    }
    let collection = try JSONDecoder().decode(FeatureCollection<Feature>.self, from: body)
    return collection.features.compactMap { feature -> Alert? in
      let item = feature.properties
      guard isActual(item.status), !isCancel(item.messageType),
        let event = item.event?.alertLine(limit: 120)
      else { return nil }
      let level = item.severity?.alertLine(limit: 40) ?? "Unknown"
      return Alert(
        issuer: item.senderName?.alertLine(limit: 80) ?? AlertSource.nws.name,
        event: event,
        severity: AlertLevels.capSeverity(level) ?? .minor,
        issuerLevel: level,
        certainty: item.certainty?.alertLine(limit: 40),
        urgency: item.urgency?.alertLine(limit: 40),
        onset: date(item.onset ?? item.effective),
        expires: date(item.ends ?? item.expires),
        area: item.areaDesc?.alertLine(),
        headline: item.headline?.alertLine(),
        description: item.description?.alertText(),
        instruction: item.instruction?.alertText(),
        url: (item.url ?? item.web)?.alertLine(limit: 500))
    }
  }

  // MARK: MET Norway

  private static func metNorway(_ body: Data, _ latitude: Double, _ longitude: Double) throws
    -> [Alert]
  {
    struct Feature: Decodable {
      var geometry: Geometry?
      var properties: Properties
      var when: When?
    }
    struct When: Decodable {
      var interval: [String]?
    }
    struct Properties: Decodable {
      var area: String?
      var awarenessLevel: String?
      var certainty: String?
      var description: String?
      var event: String?
      var eventAwarenessName: String?
      var instruction: String?
      var severity: String?
      var status: String?
      var title: String?
      var type: String?
      var web: String?
      var consequences: String?

      enum CodingKeys: String, CodingKey {
        case area, certainty, description, event, eventAwarenessName, instruction, severity
        case status, title, type, web, consequences
        case awarenessLevel = "awareness_level"
      }
    }
    let collection = try JSONDecoder().decode(FeatureCollection<Feature>.self, from: body)
    return collection.features.compactMap { feature -> Alert? in
      let item = feature.properties
      guard isActual(item.status), !isCancel(item.type),
        let levelText = item.awarenessLevel?.alertLine(limit: 60),
        let (severity, color) = AlertLevels.awarenessLevel(levelText),
        let event = (item.eventAwarenessName ?? item.event)?.alertLine(limit: 120)
      else { return nil }
      if let area = shape(feature.geometry),
        !area.contains(latitude: latitude, longitude: longitude)
      {
        return nil
      }
      let interval = feature.when?.interval ?? []
      return Alert(
        issuer: AlertSource.metNorway.name,
        event: event,
        severity: severity,
        issuerLevel: color.rawValue,
        color: color,
        certainty: item.certainty?.alertLine(limit: 40),
        onset: date(interval.first),
        expires: interval.count > 1 ? date(interval[1]) : nil,
        area: item.area?.alertLine(),
        headline: item.title?.alertLine(),
        description: [item.description, item.consequences].compactMap { $0?.alertText() }
          .joined(separator: "\n").nonEmpty,
        instruction: item.instruction?.alertText(),
        url: item.web?.alertLine(limit: 500))
    }
  }

  // MARK: Bright Sky (DWD)

  private static func brightSky(_ body: Data) throws -> Answer {
    struct Answer: Decodable {
      var alerts: [Item]
      var location: Place?
    }
    struct Place: Decodable {
      var name: String?
    }
    struct Item: Decodable {
      var onset: String?
      var effective: String?
      var expires: String?
      var severity: String?
      var urgency: String?
      var certainty: String?
      var status: String?
      var eventEn: String?
      var headlineEn: String?
      var descriptionEn: String?
      var instructionEn: String?

      enum CodingKeys: String, CodingKey {
        case onset, effective, expires, severity, urgency, certainty, status
        case eventEn = "event_en"
        case headlineEn = "headline_en"
        case descriptionEn = "description_en"
        case instructionEn = "instruction_en"
      }
    }
    let answer = try JSONDecoder().decode(Answer.self, from: body)
    let area = answer.location?.name?.alertLine()
    let alerts = answer.alerts.compactMap { item -> Alert? in
      guard isActual(item.status), let level = item.severity?.alertLine(limit: 40),
        let (severity, color) = AlertLevels.dwd(level),
        let event = item.eventEn?.alertLine(limit: 120)
      else { return nil }
      return Alert(
        issuer: "DWD",
        event: event.capitalizingFirst(),
        severity: severity,
        issuerLevel: level,
        color: color,
        certainty: item.certainty?.alertLine(limit: 40),
        urgency: item.urgency?.alertLine(limit: 40),
        onset: date(item.onset ?? item.effective),
        expires: date(item.expires),
        area: area,
        headline: item.headlineEn?.alertLine(),
        description: item.descriptionEn?.alertText(),
        instruction: item.instructionEn?.alertText(),
        url: "https://www.dwd.de/warnungen")
    }
    // No warn cell at the point: the place is outside Germany.
    return AlertReader.Answer(alerts: alerts, covers: answer.location != nil)
  }

  // MARK: Environment Canada

  private static func canada(_ body: Data, _ latitude: Double, _ longitude: Double) throws
    -> [Alert]
  {
    struct Feature: Decodable {
      var geometry: Geometry?
      var properties: Properties
    }
    struct Properties: Decodable {
      var alertNameEn: String?
      var alertType: String?
      var riskColourEn: String?
      var validityDatetime: String?
      var publicationDatetime: String?
      var expirationDatetime: String?
      var eventEndDatetime: String?
      var alertTextEn: String?
      var featureNameEn: String?
      var statusEn: String?
      var confidenceEn: String?

      enum CodingKeys: String, CodingKey {
        case alertNameEn = "alert_name_en"
        case alertType = "alert_type"
        case riskColourEn = "risk_colour_en"
        case validityDatetime = "validity_datetime"
        case publicationDatetime = "publication_datetime"
        case expirationDatetime = "expiration_datetime"
        case eventEndDatetime = "event_end_datetime"
        case alertTextEn = "alert_text_en"
        case featureNameEn = "feature_name_en"
        case statusEn = "status_en"
        case confidenceEn = "confidence_en"
      }
    }
    let collection = try JSONDecoder().decode(FeatureCollection<Feature>.self, from: body)
    var alerts: [Alert] = []
    for feature in collection.features {
      let item = feature.properties
      guard isActual(item.statusEn), let event = item.alertNameEn?.alertLine(limit: 120) else {
        continue
      }
      // The box is only a first filter: the polygon decides, and without one nothing does.
      guard let area = shape(feature.geometry),
        area.contains(latitude: latitude, longitude: longitude)
      else { continue }
      let (severity, color) = AlertLevels.canada(riskColour: item.riskColourEn)
      let text = item.alertTextEn?.alertText()
      let alert = Alert(
        issuer: "Environment Canada",
        event: event.capitalizingFirst(),
        severity: severity,
        issuerLevel: item.riskColourEn?.alertLine(limit: 40) ?? item.alertType?.alertLine(limit: 40)
          ?? "statement",
        color: color,
        certainty: item.confidenceEn?.alertLine(limit: 40),
        onset: date(item.validityDatetime ?? item.publicationDatetime),
        expires: date(item.eventEndDatetime ?? item.expirationDatetime),
        area: item.featureNameEn?.alertLine(),
        headline: text?.split(separator: "\n").first.map(String.init),
        description: text,
        url: "https://weather.gc.ca/warnings/")
      // One warning is often given once per polygon of the same area.
      if !alerts.contains(where: { $0.event == alert.event && $0.area == alert.area }) {
        alerts.append(alert)
      }
    }
    return alerts
  }

  // MARK: MeteoAlarm

  /// One MeteoAlarm warning: its CAP message, read from the JSON feed.
  struct CAPMessage: Decodable {
    var identifier: String?
    var status: String?
    var msgType: String?
    var info: [Info]?

    struct Info: Decodable {
      var language: String?
      var event: String?
      var severity: String?
      var certainty: String?
      var urgency: String?
      var effective: String?
      var onset: String?
      var expires: String?
      var senderName: String?
      var headline: String?
      var description: String?
      var instruction: String?
      var web: String?
      var parameter: [Pair]?
      var area: [Area]?
    }

    struct Area: Decodable {
      var areaDesc: String?
      var geocode: [Pair]?
    }

    struct Pair: Decodable {
      var valueName: String?
      var value: String?
    }
  }

  /// A MeteoAlarm answer: its JSON feed, or the same warnings as XML, either the legacy Atom
  /// feed (one entry per warning and area) or a single CAP 1.2 alert.
  private static func meteoAlarm(_ body: Data, regions: [String]) throws -> Answer {
    struct Feed: Decodable {
      var warnings: [Warning]
    }
    struct Warning: Decodable {
      var alert: CAPMessage
    }
    let first = body.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    guard first == UInt8(ascii: "<") else {
      let feed = try JSONDecoder().decode(Feed.self, from: body)
      return regionAnswer(feed.warnings.map(\.alert), regions: regions)
    }
    let root = try XMLTree.parse([UInt8](body))
    switch root.name {
    case "feed": return regionAnswer(atomMessages(root), regions: regions)
    case "alert": return regionAnswer([capMessage(root)], regions: regions)
    default: throw XMLTree.Failure(reason: "neither an Atom feed nor a CAP alert")
    }
  }

  /// The warnings of an Atom feed: its entries, one per warning and area, joined into one
  /// message per CAP identifier.
  private static func atomMessages(_ feed: XMLTree) -> [CAPMessage] {
    var messages: [CAPMessage] = []
    var byIdentifier: [String: Int] = [:]
    for entry in feed.children("entry") {
      var info = capInfo(entry)
      info.area = [
        CAPMessage.Area(
          areaDesc: entry.value("areaDesc"), geocode: entry.children("geocode").map(capPair))
      ]
      // The country's page: the entry's own link names one area of the several joined here.
      info.web =
        entry.children("link").first { $0.attributes["rel"] == "related" }?
        .attributes["href"]
      let identifier = entry.value("identifier") ?? entry.value("id") ?? ""
      if let position = byIdentifier[identifier], !identifier.isEmpty {
        messages[position].info?[0].area?.append(contentsOf: info.area ?? [])
        continue
      }
      byIdentifier[identifier] = messages.count
      messages.append(
        CAPMessage(
          identifier: identifier, status: entry.value("status"),
          msgType: entry.value("message_type") ?? entry.value("msgType"), info: [info]))
    }
    return messages
  }

  /// A CAP 1.2 `<alert>`.
  private static func capMessage(_ alert: XMLTree) -> CAPMessage {
    CAPMessage(
      identifier: alert.value("identifier"), status: alert.value("status"),
      msgType: alert.value("msgType"), info: alert.children("info").map(capInfo))
  }

  /// A CAP `<info>` block, or an Atom entry's `cap:` fields.
  private static func capInfo(_ node: XMLTree) -> CAPMessage.Info {
    CAPMessage.Info(
      language: node.value("language"), event: node.value("event"),
      severity: node.value("severity"), certainty: node.value("certainty"),
      urgency: node.value("urgency"), effective: node.value("effective"),
      onset: node.value("onset"), expires: node.value("expires"),
      senderName: node.value("senderName"), headline: node.value("headline"),
      description: node.value("description"), instruction: node.value("instruction"),
      web: node.value("web"), parameter: node.children("parameter").map(capPair),
      area: node.children("area").map {
        CAPMessage.Area(
          areaDesc: $0.value("areaDesc"), geocode: $0.children("geocode").map(capPair))
      })
  }

  private static func capPair(_ node: XMLTree) -> CAPMessage.Pair {
    CAPMessage.Pair(valueName: node.value("valueName"), value: node.value("value"))
  }

  /// The warnings of a country's feed for a place in `regions`: those of its region when any
  /// area of the feed (green "no warnings" entries included, since they list every region) is
  /// one of the place's regions, else every warning of the country, said so by `match`.
  static func regionAnswer(_ messages: [CAPMessage], regions: [String]) -> Answer {
    struct Candidate {
      var alert: Alert
      var areas: [String]
    }
    var candidates: [Candidate] = []
    var placeAreas: Set<String> = []
    for message in messages {
      guard let info = englishFirst(message.info ?? []) else { continue }
      let areas = (info.area ?? []).compactMap { $0.areaDesc?.alertLine(limit: 120) }
      for area in areas
      where regions.contains(where: { AlertMatch.sameRegion(area: area, region: $0) }) {
        placeAreas.insert(area)
      }
      guard isActual(message.status), !isCancel(message.msgType),
        let alert = capAlert(info, areas: areas)
      else { continue }
      candidates.append(Candidate(alert: alert, areas: areas))
    }
    if placeAreas.isEmpty {
      return Answer(alerts: candidates.map(\.alert), covers: true, match: .country)
    }
    let alerts = candidates.compactMap { candidate -> Alert? in
      let here = candidate.areas.filter(placeAreas.contains)
      guard !here.isEmpty else { return nil }
      var alert = candidate.alert
      alert.area = here.joined(separator: ", ")
      return alert
    }
    return Answer(alerts: alerts, covers: true, match: .region)
  }

  /// The English block of a CAP message when there is one, else its first.
  private static func englishFirst(_ infos: [CAPMessage.Info]) -> CAPMessage.Info? {
    infos.first { $0.language?.lowercased().hasPrefix("en") == true } ?? infos.first
  }

  /// A CAP block as a warning, nil for green ("no warnings") and unreadable levels. The
  /// awareness level decides the colour and the common severity; without one (the Atom feed),
  /// CAP's severity word on the same awareness scale.
  private static func capAlert(_ info: CAPMessage.Info, areas: [String]) -> Alert? {
    guard let event = info.event?.alertLine(limit: 120) else { return nil }
    let awareness = info.parameter?.first { $0.valueName == "awareness_level" }?.value?
      .alertLine(limit: 60)
    let severity: AlertSeverity
    let color: AlertColor?
    let level: String
    if let awareness {
      guard let mapped = AlertLevels.awarenessLevel(awareness) else { return nil }
      (severity, color, level) = (mapped.0, mapped.1, awareness)
    } else {
      guard let word = info.severity?.alertLine(limit: 40),
        let mapped = AlertLevels.awarenessSeverity(word)
      else { return nil }
      (severity, color, level) = (mapped.0, mapped.1, word)
    }
    return Alert(
      issuer: info.senderName?.alertLine(limit: 80) ?? AlertSource.meteoAlarm.name,
      event: event.capitalizingFirst(),
      severity: severity,
      issuerLevel: level,
      color: color,
      certainty: info.certainty?.alertLine(limit: 40),
      urgency: info.urgency?.alertLine(limit: 40),
      onset: date(info.onset ?? info.effective),
      expires: date(info.expires),
      area: areas.joined(separator: ", ").nonEmpty,
      headline: info.headline?.alertLine(),
      description: info.description?.alertText(),
      instruction: info.instruction?.alertText(),
      url: info.web?.alertLine(limit: 500))
  }
}
