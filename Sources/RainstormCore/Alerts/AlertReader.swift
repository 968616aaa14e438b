#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// Reads each warnings service's answer into `Alert`s for one point.
///
/// Every string is sanitized and cut to a sane length; test, exercise and cancelled messages,
/// and "no warning" (green) entries, are dropped here; a warning whose area is given as
/// polygons is kept only when the point lies in one (the boundary counts as inside).
///
/// Warnings fail closed: one that may concern the point but cannot be read (no area that can
/// be read, a level outside the issuer's list, no event) is counted in `Answer.unreadable`,
/// never taken for "no warning"; an answer none of whose warnings can be read is unreadable.
package enum AlertReader {
  /// What one answer says for the point.
  package struct Answer: Equatable, Sendable {
    /// The warnings for the point.
    package var alerts: [Alert]
    /// False when the service says the point is outside what it covers.
    package var covers: Bool
    /// How the warnings were tied to the point.
    package var match: AlertMatch = .point
    /// Why each warning that may concern the point could not be read; empty when every one
    /// could.
    package var unreadable: [String] = []
  }

  /// The most polygon points one answer may carry, in all its warnings: past it, a warning's
  /// area cannot be read. Real answers carry a few thousand.
  package static let maximumPoints = 200_000

  /// Reads `source`'s answer `body` for the point `latitude`, `longitude`, which lies in the
  /// regions named `regions` (largest first) when they are known. The warnings' words are in
  /// `language` (a two-letter code) where the answer carries them in it, else in English,
  /// else in the source's own language.
  ///
  /// - Throws: `ServiceError.unreadable` naming `host` when the body is not the service's
  ///   shape, or when it holds warnings and none of them can be read.
  package static func read(
    _ body: [UInt8], source: AlertSource, latitude: Double, longitude: Double,
    regions: [String] = [], host: String, language: String = "en"
  ) throws(ServiceError) -> Answer {
    var reading = Reading(
      language: language, latitude: latitude, longitude: longitude, regions: regions)
    do {
      switch source {
      case .meteoAlarm: try meteoAlarm(body, &reading)
      case .metService, .wmo: try capFeedEntries(body, source: source, &reading)
      case .nws: try nws(body, &reading)
      case .metNorway: try metNorway(body, latitude, longitude, &reading)
      case .brightSky: try brightSky(body, &reading)
      case .environmentCanada: try canada(body, latitude, longitude, &reading)
      }
    } catch {
      let kind = source == .meteoAlarm ? "JSON or XML" : "JSON"
      throw .reading(
        error, host: host,
        detail: "expected \(source.name)'s warnings as \(kind), got \(body.excerpt())")
    }
    if reading.read == 0, let reason = reading.unreadable.first {
      throw .unreadable(host: host, detail: "none of its warnings can be read (\(reason))")
    }
    return Answer(
      alerts: reading.alerts, covers: reading.covers, match: reading.match,
      unreadable: reading.unreadable)
  }

  /// Why one warning cannot be read.
  struct Unreadable: Error {
    var reason: String
  }

  /// One answer's warnings as they are read.
  struct Reading {
    /// The language the words are wanted in, a two-letter code.
    var language = "en"
    /// The warnings for the point.
    var alerts: [Alert] = []
    /// How many entries were read, for the point or not (green and test entries too).
    var read = 0
    /// Why each warning that may concern the point could not be read.
    var unreadable: [String] = []
    /// Polygon points the answer may still carry.
    var pointsLeft = AlertReader.maximumPoints
    /// False when the service says the point is outside what it covers.
    var covers = true
    /// How the warnings were tied to the point.
    var match = AlertMatch.point
    /// Counts the entries read, against the run's work deadline.
    var meter = WorkMeter()
    /// The point, degrees north and east.
    var latitude = 0.0
    var longitude = 0.0
    /// The place's regions, largest first, when known.
    var regions: [String] = []

    /// A reading for the point in `regions`, in `language`.
    init(language: String, latitude: Double, longitude: Double, regions: [String]) {
      self.language = language
      self.latitude = latitude
      self.longitude = longitude
      self.regions = regions
    }

    /// Reads each of `items` with `warning`, which gives a warning for the point, nil for an
    /// entry that is not one or not for the point, or throws `Unreadable`.
    mutating func add<Item>(
      _ items: [Item], _ warning: (Item, inout Int) throws -> Alert?
    ) throws {
      for item in items {
        try meter.step()
        do {
          if let alert = try warning(item, &pointsLeft) { alerts.append(alert) }
          read += 1
        } catch let error as Unreadable {
          unreadable.append(error.reason)
        }
      }
    }
  }

  /// The statuses of real messages; CAP's `Test`, `Exercise`, `System` and `Draft` are not.
  static func isActual(_ status: String?) -> Bool {
    status.map {
      ["actual", "issued", "continued", "updated", "extended"].contains($0.lowercased())
    }
      ?? true
  }

  static func isCancel(_ messageType: String?) -> Bool {
    messageType?.lowercased() == "cancel"
  }

  static func date(_ text: String?) -> Date? {
    text.flatMap(Instant.parse)
  }

  /// The area of a GeoJSON feature: its `geometry`, a Polygon or MultiPolygon taking at most
  /// `pointsLeft` points.
  private static func area(_ feature: JSONObject, _ pointsLeft: inout Int) throws -> GeoShape {
    guard let geometry = try feature.object("geometry"), let type = try geometry.string("type"),
      let coordinates = geometry["coordinates"]
    else { throw Unreadable(reason: "a warning without an area") }
    do {
      return try GeoShape(type: type, coordinates: coordinates, pointsLeft: &pointsLeft)
    } catch {
      throw Unreadable(reason: "an area that cannot be read: \(error.reason)")
    }
  }

  /// The features of a GeoJSON FeatureCollection (what NWS, MET Norway and Environment Canada
  /// answer), each with its `properties`.
  private static func features(_ body: [UInt8]) throws -> [(
    feature: JSONObject, properties: JSONObject
  )] {
    let collection = try JSONObject(parsing: body)
    guard let features = try collection.objects("features") else {
      throw JSONValue.Mismatch(detail: "the answer has no features")
    }
    var result: [(feature: JSONObject, properties: JSONObject)] = []
    for feature in features {
      guard let properties = try feature.object("properties") else {
        throw JSONValue.Mismatch(detail: "a feature has no properties")
      }
      result.append((feature, properties))
    }
    return result
  }

  static let noEvent = Unreadable(reason: "a warning without an event")

  // MARK: NWS

  /// NWS chooses the warnings for the point; each is listed once, by its `id`.
  private static func nws(_ body: [UInt8], _ reading: inout Reading) throws {
    var seen: Set<String> = []
    try reading.add(try features(body)) { entry, _ in
      let item = entry.properties
      let id = try item.string("id") ?? item.string("@id")
      guard isActual(try item.string("status")), !isCancel(try item.string("messageType")),
        id.map({ seen.insert($0).inserted }) ?? true
      else { return nil }
      guard let level = try item.string("severity")?.alertLine(limit: 40),
        let severity = AlertLevels.capSeverity(level)
      else { throw Unreadable(reason: "a severity that is not one of CAP's") }
      guard let event = try item.string("event")?.alertLine(limit: 120) else { throw noEvent }
      return Alert(
        issuer: try item.string("senderName")?.alertLine(limit: 80) ?? AlertSource.nws.name,
        event: event,
        severity: severity,
        issuerLevel: level,
        certainty: try item.string("certainty")?.alertLine(limit: 40),
        urgency: try item.string("urgency")?.alertLine(limit: 40),
        onset: date(try item.string("onset") ?? item.string("effective")),
        expires: date(try item.string("ends") ?? item.string("expires")),
        area: try item.string("areaDesc")?.alertLine(),
        headline: try item.string("headline")?.alertLine(),
        description: try item.string("description")?.alertText(),
        instruction: try item.string("instruction")?.alertText(),
        url: try (item.string("@id") ?? item.string("web"))?.alertLine(limit: 500))
    }
  }

  // MARK: MET Norway

  private static func metNorway(
    _ body: [UInt8], _ latitude: Double, _ longitude: Double, _ reading: inout Reading
  ) throws {
    try reading.add(try features(body)) { entry, pointsLeft in
      let (feature, item) = entry
      let levelText = try item.string("awareness_level")?.alertLine(limit: 60)
      guard isActual(try item.string("status")), !isCancel(try item.string("type")),
        !(levelText.map(AlertLevels.isGreen) ?? false),
        try area(feature, &pointsLeft).contains(latitude: latitude, longitude: longitude)
      else { return nil }
      guard let levelText, let (severity, color) = AlertLevels.awarenessLevel(levelText) else {
        throw Unreadable(reason: "an awareness level that is not yellow, orange or red")
      }
      guard
        let event = try (item.string("eventAwarenessName") ?? item.string("event"))?
          .alertLine(limit: 120)
      else { throw noEvent }
      let interval = try feature.object("when")?.strings("interval") ?? []
      return Alert(
        issuer: AlertSource.metNorway.name,
        event: event,
        severity: severity,
        issuerLevel: color.rawValue,
        color: color,
        certainty: try item.string("certainty")?.alertLine(limit: 40),
        onset: date(interval.first),
        expires: interval.count > 1 ? date(interval[1]) : nil,
        area: try item.string("area")?.alertLine(),
        headline: try item.string("title")?.alertLine(),
        description: [try item.string("description"), try item.string("consequences")]
          .compactMap { $0?.alertText() }.joined(separator: "\n").nonEmpty,
        instruction: try item.string("instruction")?.alertText(),
        url: try item.string("web")?.alertLine(limit: 500))
    }
  }

  // MARK: Bright Sky (DWD)

  private static func brightSky(_ body: [UInt8], _ reading: inout Reading) throws {
    let answer = try JSONObject(parsing: body)
    guard let items = try answer.objects("alerts") else {
      throw JSONValue.Mismatch(detail: "the answer has no alerts")
    }
    let location = try answer.object("location")
    let area = try location?.string("name")?.alertLine()
    // DWD writes German and English.
    let words = reading.language == "de" ? "_de" : "_en"
    try reading.add(items) { item, _ in
      guard isActual(try item.string("status")) else { return nil }
      guard let level = try item.string("severity")?.alertLine(limit: 40),
        let (severity, color) = AlertLevels.dwd(level)
      else { throw Unreadable(reason: "a severity that is not one of DWD's") }
      guard let event = try item.string("event" + words)?.alertLine(limit: 120) else {
        throw noEvent
      }
      return Alert(
        issuer: "DWD",
        event: event.capitalizingFirst(),
        severity: severity,
        issuerLevel: level,
        color: color,
        certainty: try item.string("certainty")?.alertLine(limit: 40),
        urgency: try item.string("urgency")?.alertLine(limit: 40),
        onset: date(try item.string("onset") ?? item.string("effective")),
        expires: date(try item.string("expires")),
        area: area,
        headline: try item.string("headline" + words)?.alertLine(),
        description: try item.string("description" + words)?.alertText(),
        instruction: try item.string("instruction" + words)?.alertText(),
        url: "https://www.dwd.de/warnungen")
    }
    // No warn cell at the point: the place is outside Germany.
    reading.covers = location != nil
  }

  // MARK: Environment Canada

  private static func canada(
    _ body: [UInt8], _ latitude: Double, _ longitude: Double, _ reading: inout Reading
  ) throws {
    // Environment Canada writes English and French.
    let words = reading.language == "fr" ? "_fr" : "_en"
    try reading.add(try features(body)) { entry, pointsLeft in
      let (feature, item) = entry
      // The box is only a first filter: the polygon decides.
      guard isActual(try item.string("status_en")),
        try area(feature, &pointsLeft).contains(latitude: latitude, longitude: longitude)
      else { return nil }
      let riskColour = try item.string("risk_colour_en")?.alertLine(limit: 40)
      guard let (severity, color) = AlertLevels.canada(riskColour: riskColour) else {
        throw Unreadable(reason: "a risk colour that is not yellow, orange or red")
      }
      guard let event = try item.string("alert_name" + words)?.alertLine(limit: 120) else {
        throw noEvent
      }
      let text = try item.string("alert_text" + words)?.alertText()
      return Alert(
        issuer: "Environment Canada",
        event: event.capitalizingFirst(),
        severity: severity,
        issuerLevel: try riskColour ?? item.string("alert_type")?.alertLine(limit: 40)
          ?? "statement",
        color: color,
        certainty: try item.string("confidence" + words)?.alertLine(limit: 40),
        onset: date(try item.string("validity_datetime") ?? item.string("publication_datetime")),
        expires: date(
          try item.string("event_end_datetime") ?? item.string("expiration_datetime")),
        area: try item.string("feature_name" + words)?.alertLine(),
        headline: text?.split(separator: "\n").first.map(String.init),
        description: text,
        url: "https://weather.gc.ca/warnings/")
    }
    // One warning is often given once per polygon of the same area.
    var seen: Set<[String]> = []
    reading.alerts = reading.alerts.filter { seen.insert([$0.event, $0.area ?? ""]).inserted }
  }

  // MARK: MeteoAlarm

  /// One MeteoAlarm warning: its CAP message, read from the JSON feed.
  struct CAPMessage {
    var identifier: String?
    var status: String?
    var msgType: String?
    var info: [Info]?
    /// `sender`, for references.
    var sender: String?
    /// `sent`, as written.
    var sent: String?
    /// The messages this one updates or cancels: `sender,identifier,sent` triples.
    var references: String?

    struct Info {
      var responseType: String?
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

    struct Area {
      var areaDesc: String?
      var geocode: [Pair]?
      /// `<polygon>` texts: `lat,lon` pairs separated by white space.
      var polygons: [String] = []
      /// `<circle>` texts: `lat,lon radius`, the radius in kilometres.
      var circles: [String] = []
    }

    struct Pair {
      var valueName: String?
      var value: String?
    }
  }

  /// A MeteoAlarm answer: its JSON feed, or the same warnings as XML, either the legacy Atom
  /// feed (one entry per warning and area) or a single CAP 1.2 alert.
  private static func meteoAlarm(_ body: [UInt8], _ reading: inout Reading) throws {
    let first = body.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    guard first == UInt8(ascii: "<") else {
      return try capAnswer(meteoAlarmMessages(body), &reading)
    }
    let root = try XMLTree.parse(body)
    switch root.name {
    case "feed": try capAnswer(atomMessages(root), &reading)
    case "alert": try capAnswer([capMessage(root)], &reading)
    default: throw XMLTree.Malformed(reason: "neither an Atom feed nor a CAP alert")
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

  /// The CAP messages of MeteoAlarm's JSON feed, `{"warnings": [{"alert": {…}}, …]}`, read
  /// as the text is scanned: the fields the reader uses are kept, anything else is checked as
  /// JSON and skipped. (Built as a tree first and read from it, the feed cost a cached run
  /// twice as much.) As before, a missing or `null` field is nil, a field of another kind
  /// refuses the answer (now even where a later duplicate of its key would be right), and of
  /// duplicate keys the last counts.
  private static func meteoAlarmMessages(_ body: [UInt8]) throws -> [CAPMessage] {
    var scanner = JSONScanner(body)
    var warnings: [CAPMessage]?
    try scanner.beginObject()
    var first = true
    while let key = try scanner.nextKey(first: &first) {
      guard key == "warnings" else {
        try scanner.skipValue()
        continue
      }
      warnings = try objects(&scanner) { scanner throws in
        var alert: CAPMessage?
        try members(&scanner) { key, scanner throws in
          guard key == "alert" else { return false }
          alert = try scanner.readNull() ? nil : capMessage(&scanner)
          return true
        }
        guard let alert else { throw JSONValue.Mismatch(detail: "a warning has no alert") }
        return alert
      }
    }
    try scanner.expectEnd()
    guard let warnings else { throw JSONValue.Mismatch(detail: "the answer has no warnings") }
    return warnings
  }

  /// A CAP message of MeteoAlarm's JSON feed: its `info` blocks always there, if empty.
  private static func capMessage(_ scanner: inout JSONScanner) throws -> CAPMessage {
    var message = CAPMessage(info: [])
    try members(&scanner) { key, scanner throws in
      switch key {
      case "identifier": message.identifier = try string(&scanner)
      case "status": message.status = try string(&scanner)
      case "msgType": message.msgType = try string(&scanner)
      case "info": message.info = try objects(&scanner, capInfo) ?? []
      default: return false
      }
      return true
    }
    return message
  }

  /// An `info` block of the JSON feed: its `area` list always there, if empty.
  private static func capInfo(_ scanner: inout JSONScanner) throws -> CAPMessage.Info {
    var info = CAPMessage.Info(area: [])
    try members(&scanner) { key, scanner throws in
      switch key {
      case "language": info.language = try string(&scanner)
      case "event": info.event = try string(&scanner)
      case "severity": info.severity = try string(&scanner)
      case "certainty": info.certainty = try string(&scanner)
      case "urgency": info.urgency = try string(&scanner)
      case "effective": info.effective = try string(&scanner)
      case "onset": info.onset = try string(&scanner)
      case "expires": info.expires = try string(&scanner)
      case "senderName": info.senderName = try string(&scanner)
      case "headline": info.headline = try string(&scanner)
      case "description": info.description = try string(&scanner)
      case "instruction": info.instruction = try string(&scanner)
      case "web": info.web = try string(&scanner)
      case "parameter": info.parameter = try objects(&scanner, capPair)
      case "area":
        info.area =
          try objects(&scanner) { scanner throws in
            var area = CAPMessage.Area()
            try members(&scanner) { key, scanner throws in
              switch key {
              case "areaDesc": area.areaDesc = try string(&scanner)
              case "geocode": area.geocode = try objects(&scanner, capPair)
              default: return false
              }
              return true
            }
            return area
          } ?? []
      default: return false
      }
      return true
    }
    return info
  }

  /// A `{"valueName": …, "value": …}` pair of the JSON feed.
  private static func capPair(_ scanner: inout JSONScanner) throws -> CAPMessage.Pair {
    var pair = CAPMessage.Pair()
    try members(&scanner) { key, scanner throws in
      switch key {
      case "valueName": pair.valueName = try string(&scanner)
      case "value": pair.value = try string(&scanner)
      default: return false
      }
      return true
    }
    return pair
  }

  /// Reads an object's members: `read` reads the value of a key it knows and returns true;
  /// the values of the others are skipped.
  private static func members(
    _ scanner: inout JSONScanner, _ read: (String, inout JSONScanner) throws -> Bool
  ) throws {
    try scanner.beginObject()
    var first = true
    while let key = try scanner.nextKey(first: &first) {
      if try !read(key, &scanner) { try scanner.skipValue() }
    }
  }

  /// An array of objects, each read by `read`; nil for `null`.
  private static func objects<Element>(
    _ scanner: inout JSONScanner, _ read: (inout JSONScanner) throws -> Element
  ) throws -> [Element]? {
    if try scanner.readNull() { return nil }
    try scanner.beginArray()
    var elements: [Element] = []
    var first = true
    while try scanner.nextElement(first: &first) {
      elements.append(try read(&scanner))
    }
    return elements
  }

  /// A string, or nil for `null`.
  private static func string(_ scanner: inout JSONScanner) throws -> String? {
    try scanner.readNull() ? nil : scanner.readString()
  }

  /// A CAP 1.2 `<alert>`.
  static func capMessage(_ alert: XMLTree) -> CAPMessage {
    CAPMessage(
      identifier: alert.value("identifier"), status: alert.value("status"),
      msgType: alert.value("msgType"), info: alert.children("info").map(capInfo),
      sender: alert.value("sender"), sent: alert.value("sent"),
      references: alert.value("references"))
  }

  /// A CAP `<info>` block, or an Atom entry's `cap:` fields.
  static func capInfo(_ node: XMLTree) -> CAPMessage.Info {
    CAPMessage.Info(
      responseType: node.value("responseType"),
      language: node.value("language"), event: node.value("event"),
      severity: node.value("severity"), certainty: node.value("certainty"),
      urgency: node.value("urgency"), effective: node.value("effective"),
      onset: node.value("onset"), expires: node.value("expires"),
      senderName: node.value("senderName"), headline: node.value("headline"),
      description: node.value("description"), instruction: node.value("instruction"),
      web: node.value("web"), parameter: node.children("parameter").map(capPair),
      area: node.children("area").map {
        CAPMessage.Area(
          areaDesc: $0.value("areaDesc"), geocode: $0.children("geocode").map(capPair),
          polygons: $0.children("polygon").map(\.text), circles: $0.children("circle").map(\.text))
      })
  }

  static func capPair(_ node: XMLTree) -> CAPMessage.Pair {
    CAPMessage.Pair(valueName: node.value("valueName"), value: node.value("value"))
  }

  /// The block of a CAP message in `language` (a two-letter code), or nil.
  static func inLanguage(_ language: String, _ infos: [CAPMessage.Info])
    -> CAPMessage.Info?
  {
    infos.first {
      $0.language?.lowercased().split(separator: "-").first.map(String.init) == language
    }
  }

  /// The English block of a CAP message when there is one, else its first.
  static func englishFirst(_ infos: [CAPMessage.Info]) -> CAPMessage.Info? {
    infos.first { $0.language?.lowercased().hasPrefix("en") == true } ?? infos.first
  }

  /// A CAP block as a warning, nil for green ("no warnings"). The awareness level decides
  /// the colour and the common severity; without one (the Atom feed), CAP's severity word on
  /// the same awareness scale.
  ///
  /// - Throws: `Unreadable` for a level outside the scale, no event, or (with `needsArea`) no
  ///   area named.
  static func capAlert(
    _ info: CAPMessage.Info, areas: [String], needsArea: Bool = true,
    scale: CAPScale = .awareness, issuer: String = AlertSource.meteoAlarm.name
  ) throws(Unreadable) -> Alert? {
    let awareness = info.parameter?.first { $0.valueName == "awareness_level" }?.value?
      .alertLine(limit: 60)
    let severity: AlertSeverity
    let color: AlertColor?
    let level: String
    if let awareness {
      if AlertLevels.isGreen(awareness) { return nil }
      guard let mapped = AlertLevels.awarenessLevel(awareness) else {
        throw Unreadable(reason: "an awareness level that is not yellow, orange or red")
      }
      (severity, color, level) = (mapped.0, mapped.1, awareness)
    } else if scale == .cap {
      // MetService's colour, else CAP's word (where `Minor` is a warning too).
      let colour = info.parameter?.first { $0.valueName?.lowercased() == "colourcode" }?.value?
        .alertLine(limit: 40)
      let word = info.severity?.alertLine(limit: 40)
      if let colour, let mapped = AlertLevels.awarenessColor(colour) {
        (severity, color, level) = (mapped.0, mapped.1, colour)
      } else if let word, let mapped = AlertLevels.capSeverity(word) {
        (severity, color, level) = (mapped, nil, word)
      } else {
        throw Unreadable(reason: "a severity that is not one of CAP's")
      }
    } else {
      let word = info.severity?.alertLine(limit: 40)
      if word?.lowercased() == "minor" { return nil }
      guard let word, let mapped = AlertLevels.awarenessSeverity(word) else {
        throw Unreadable(reason: "a severity that is not moderate, severe or extreme")
      }
      (severity, color, level) = (mapped.0, mapped.1, word)
    }
    guard let event = info.event?.alertLine(limit: 120) else { throw noEvent }
    guard !areas.isEmpty || !needsArea else {
      throw Unreadable(reason: "a warning that names no area")
    }
    return Alert(
      issuer: info.senderName?.alertLine(limit: 80) ?? issuer,
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
