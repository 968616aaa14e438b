#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a CAP message's level is read: MeteoAlarm's awareness scale (where `Minor` is green,
/// no warning), or CAP's own severity words (where `Minor` is a warning).
enum CAPScale {
  case awareness, cap
}

extension AlertReader {
  /// One item of a CAP feed (RSS 2.0 or Atom): the document's address, and when the feed says
  /// the warning expires.
  package struct FeedItem: Equatable, Sendable {
    /// The CAP document's address as the feed gives it.
    package var link: String
    /// The warning's end, when the feed gives one (`cap:expires`).
    package var expires: Date?
  }

  /// Seconds a CAP warning that gives no end is taken to last from its onset or sending.
  package static let assumedLifetime: Double = 24 * 3600

  /// The most documents one feed's answer is read for: real national feeds list a few dozen.
  package static let maximumFeedItems = 100

  /// What a CAP feed (RSS 2.0 or Atom) says: its items, the entries that name no document,
  /// when it was last written and the addresses it gives for itself.
  package struct Feed: Equatable, Sendable {
    /// RSS `<item>`s of the channel with a `<link>`, or Atom `<entry>`s with a `<link href>`,
    /// in the feed's order (newest first in the feeds read).
    package var items: [FeedItem] = []
    /// Entries that cannot be read: items or entries with no link (a `guid` alone is no
    /// address), and RSS items outside the first `<channel>`. Each is a warning not read.
    package var unlinked = 0
    /// The newest date the feed gives (the channel's `pubDate` and `lastBuildDate`, Atom's
    /// `updated`, and its items' own), nil when it gives none that can be read.
    package var written: Date?
    /// The channel's links to itself (RSS `<link>`, Atom `<link href>`).
    package var ownLinks: [String] = []
  }

  /// A CAP feed. The service reads the documents of the first `maximumFeedItems` items and
  /// says the rest, and the unlinked entries, were not read.
  ///
  /// - Throws: `ServiceError.unreadable` naming `host` when the body is not RSS or Atom.
  package static func feed(_ body: [UInt8], host: String) throws(ServiceError) -> Feed {
    let root: XMLTree
    do {
      root = try XMLTree.parse(body)
    } catch {
      throw .unreadable(
        host: host, detail: "expected a CAP feed as RSS or Atom, got \(body.excerpt())")
    }
    var feed = Feed()
    let entries: [XMLTree]
    let channel: XMLTree
    switch root.name {
    case "rss":
      let channels = root.children("channel")
      channel = channels.first ?? root
      entries = channel.children("item")
      // Items outside the channel, or in a second one, are warnings too: not read, so said.
      feed.unlinked +=
        root.children("item").count
        + channels.dropFirst().reduce(0) { $0 + $1.children("item").count }
    case "feed":
      channel = root
      entries = root.children("entry")
    default:
      throw .unreadable(
        host: host, detail: "expected a CAP feed as RSS or Atom, got a <\(root.name)> document")
    }
    let dates = { (element: XMLTree) -> [Date] in
      ["pubDate", "lastBuildDate", "updated", "published"].compactMap {
        element.value($0).flatMap(Instant.parseFeedDate)
      }
    }
    var written = dates(channel)
    feed.ownLinks = channel.children("link").compactMap {
      ($0.attributes["href"] ?? $0.text).trimmingWhitespace.nonEmpty
    }
    for entry in entries {
      written += dates(entry)
      let link =
        entry.value("link")?.trimmingWhitespace.nonEmpty
        ?? entry.children("link").lazy.compactMap {
          $0.attributes["href"]?.trimmingWhitespace.nonEmpty
        }
        .first
      guard let link else {
        feed.unlinked += 1
        continue
      }
      feed.items.append(
        FeedItem(link: link, expires: entry.value("expires").flatMap(Instant.parseFeedDate)))
    }
    feed.written = written.max()
    return feed
  }

  /// The largest CAP document read: 2 MiB, over fifty times the largest CAP answer recorded
  /// (documents with their polygons are under 10 KB, whole national feeds under 40 KB). A
  /// larger one is refused unread, as a warning that cannot be read.
  package static let documentSizeLimit = 2 * 1_048_576

  /// A CAP document's body read as XML, once: refused when it is larger than
  /// `documentSizeLimit`.
  static func document(_ body: [UInt8]) -> Result<XMLTree, XMLTree.Malformed> {
    guard body.count <= documentSizeLimit else {
      return .failure(XMLTree.Malformed(reason: "larger than 2 MiB, more than any CAP document"))
    }
    return Result { () throws(XMLTree.Malformed) in try XMLTree.parse(body) }
  }

  /// Reads CAP documents given as bodies (nil for one that could not be fetched): each is
  /// read with `document(_:)`, then as `readDocuments(documents:…)` says.
  package static func readDocuments(
    _ bodies: [[UInt8]?], source: AlertSource, latitude: Double, longitude: Double,
    regions: [String] = [], host: String, language: String = "en", issuer: String? = nil
  ) throws(ServiceError) -> Answer {
    try readDocuments(
      documents: bodies.map { $0.map(document) }, source: source, latitude: latitude,
      longitude: longitude, regions: regions, host: host, language: language, issuer: issuer)
  }

  /// Reads the CAP documents a feed listed (`documents`, each read as XML or why not, nil for
  /// one that could not be fetched) for the point: each warning matched by its polygon or
  /// circle, else its region code (`RegionShapes`), else its area's name against `regions`. A
  /// document without a `senderName` is `issuer`'s (the national service whose feed it is),
  /// else the source's.
  ///
  /// - Throws: `ServiceError.unreadable` naming `host` when there were documents and none
  ///   could be read; `.outOfTime` when the work deadline stopped the reading of one.
  static func readDocuments(
    documents: [Result<XMLTree, XMLTree.Malformed>?], source: AlertSource, latitude: Double,
    longitude: Double, regions: [String] = [], host: String, language: String = "en",
    issuer: String? = nil
  ) throws(ServiceError) -> Answer {
    var reading = Reading(
      language: language, latitude: latitude, longitude: longitude, regions: regions)
    var messages: [CAPMessage] = []
    for document in documents {
      guard let document else {
        reading.unreadable.append("a warning's document could not be fetched")
        continue
      }
      do {
        let root = try document.get()
        guard root.name == "alert" else {
          reading.unreadable.append("a document that is not a CAP alert")
          continue
        }
        let message = capMessage(root)
        // The same document listed twice is one warning.
        if let identifier = message.identifier,
          messages.contains(where: { $0.identifier == identifier && $0.sent == message.sent })
        {
          continue
        }
        messages.append(message)
      } catch {
        if error.outOfTime { throw .reading(error, host: host, detail: "out of time") }
        reading.unreadable.append("a document that is not well-formed XML (\(error.reason))")
      }
    }
    do {
      try capAnswer(messages, &reading, scale: .cap, issuer: issuer ?? source.name)
    } catch {
      throw .reading(error, host: host, detail: "out of time")
    }
    if reading.read == 0, let reason = reading.unreadable.first {
      throw .unreadable(host: host, detail: "none of its warnings can be read (\(reason))")
    }
    return Answer(
      alerts: reading.alerts, covers: true, match: reading.match, unreadable: reading.unreadable)
  }

  /// One CAP document given where a feed was expected (a mirror serving a single alert).
  static func capFeedEntries(_ body: [UInt8], source: AlertSource, _ reading: inout Reading)
    throws
  {
    let root = try XMLTree.parse(body)
    guard root.name == "alert" else {
      throw XMLTree.Malformed(reason: "not a CAP alert")
    }
    try capAnswer([capMessage(root)], &reading, scale: .cap, issuer: source.name)
  }

  /// How one CAP area stands to the point.
  enum AreaVerdict: Equatable {
    /// The area holds the point, found this way.
    case here(AlertMatch)
    /// Every part of the area that could be read leaves the point out, found this way (the
    /// less exact when both its geometry and its region codes do).
    case elsewhere(AlertMatch)
    /// Nothing in the area says: it has only a name, or codes no table knows.
    case unknown
    /// The area's geometry cannot be read (why), and nothing else decides.
    case unreadable(String)
  }

  /// Where the point stands against one area, the union of its polygons, circles and the
  /// regions its geocodes name: inside any part counts; outside needs every part read and
  /// leaving the point out (geocodes no table knows say nothing).
  static func verdict(_ area: CAPMessage.Area, _ reading: inout Reading) -> AreaVerdict {
    var outside: AlertMatch?
    var unreadable: String?
    for text in area.polygons where !text.trimmingWhitespace.isEmpty {
      switch capPolygon(text, &reading.pointsLeft) {
      case .success(let shape):
        if shape.contains(latitude: reading.latitude, longitude: reading.longitude) {
          return .here(.polygon)
        }
        outside = .polygon
      case .failure(let error): unreadable = unreadable ?? error.reason
      }
    }
    for text in area.circles where !text.trimmingWhitespace.isEmpty {
      switch capCircle(text) {
      case .success(let circle):
        if circle.contains(latitude: reading.latitude, longitude: reading.longitude) {
          return .here(.polygon)
        }
        outside = .polygon
      case .failure(let error): unreadable = unreadable ?? error.reason
      }
    }
    for pair in area.geocode ?? [] {
      guard let name = pair.valueName, let value = pair.value,
        let code = RegionShapes.code(valueName: name, value: value),
        let holds = RegionShapes.contains(
          code: code, latitude: reading.latitude, longitude: reading.longitude)
      else { continue }
      if holds { return .here(.regionCode) }
      outside = .regionCode
    }
    // An area is all its parts together: a part that cannot be read may hold the point.
    if let unreadable { return .unreadable(unreadable) }
    return outside.map { .elsewhere($0) } ?? .unknown
  }

  /// A CAP `<polygon>`: `lat,lon` pairs separated by any white space, at least 3 distinct
  /// points, each within range.
  static func capPolygon(_ text: String, _ pointsLeft: inout Int) -> Result<GeoShape, Unreadable> {
    var ring: [GeoShape.Point] = []
    for pair in text.split(whereSeparator: \.isWhitespace) {
      guard ring.count < GeoShape.maximumRingPoints, ring.count < pointsLeft else {
        pointsLeft -= ring.count
        return .failure(Unreadable(reason: "a polygon of too many points"))
      }
      let numbers = pair.split(separator: ",", omittingEmptySubsequences: false)
      guard numbers.count == 2, let latitude = degrees(numbers[0]),
        let longitude = degrees(numbers[1]), abs(latitude) <= 90, abs(longitude) <= 180
      else {
        pointsLeft -= ring.count
        return .failure(Unreadable(reason: "a polygon point that is not a latitude,longitude"))
      }
      ring.append(GeoShape.Point(longitude: longitude, latitude: latitude))
    }
    pointsLeft -= ring.count
    var distinct: [GeoShape.Point] = []
    for point in ring where !distinct.contains(point) {
      distinct.append(point)
      if distinct.count >= 3 { break }
    }
    guard distinct.count >= 3 else {
      return .failure(Unreadable(reason: "a polygon of fewer than 3 points"))
    }
    return .success(GeoShape(polygons: [[ring]]))
  }

  /// A decimal number as CAP writes coordinates and radii (digits, a sign, a point, an
  /// exponent): finite, or nil. Anything else, a NUL the C library would stop at included,
  /// is not a number.
  static func degrees(_ text: Substring) -> Double? {
    guard !text.isEmpty, text.utf8.count <= 64,
      text.utf8.allSatisfy({
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".")
          || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "e")
          || $0 == UInt8(ascii: "E")
      }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  /// A CAP `<circle>`: its centre and radius in kilometres.
  struct Circle {
    var latitude: Double
    var longitude: Double
    var kilometres: Double

    /// Whether the point lies within the radius (great-circle distance).
    func contains(latitude: Double, longitude: Double) -> Bool {
      let radians = Double.pi / 180
      let dLatitude = (latitude - self.latitude) * radians
      let dLongitude = (longitude - self.longitude) * radians
      let a =
        sin(dLatitude / 2) * sin(dLatitude / 2) + cos(self.latitude * radians)
        * cos(latitude * radians) * sin(dLongitude / 2) * sin(dLongitude / 2)
      let distance = 2 * 6371.0 * asin(min(1, a.squareRoot()))
      return distance <= kilometres
    }
  }

  /// A CAP `<circle>`, `lat,lon radius`.
  static func capCircle(_ text: String) -> Result<Circle, Unreadable> {
    let parts = text.split(whereSeparator: \.isWhitespace)
    let centre = parts.first?.split(separator: ",", omittingEmptySubsequences: false) ?? []
    guard parts.count == 2, centre.count == 2, let latitude = degrees(centre[0]),
      let longitude = degrees(centre[1]), let radius = degrees(parts[1]), abs(latitude) <= 90,
      abs(longitude) <= 180, (0...20_040).contains(radius)
    else {
      return .failure(Unreadable(reason: "a circle that is not a latitude,longitude and radius"))
    }
    return .success(Circle(latitude: latitude, longitude: longitude, kilometres: radius))
  }

  /// The warnings among CAP messages for the point. Each message's areas (in its English
  /// block, else its first) are matched by `verdict`; those that only have a name are matched
  /// by name to the place's regions, feed-wide as MeteoAlarm's feeds need: when any area name
  /// of the feed is one of the place's regions, only warnings naming it are the place's;
  /// when none is, a warning known only by name is shown as from anywhere in the country
  /// (`match` `country`). A message another one updates or cancels is not shown, nor are
  /// test, cancelled and all-clear messages.
  static func capAnswer(
    _ messages: [CAPMessage], _ reading: inout Reading, scale: CAPScale = .awareness,
    issuer: String = AlertSource.meteoAlarm.name
  ) throws(WorkDeadline.Passed) {
    // A message a later one updates or cancels (naming it in `references`) is replaced; a
    // message naming itself (Macao's all-clear does), or one sent no earlier than the one
    // naming it (two naming each other), is not.
    var sentAt: [String: Date] = [:]
    for message in messages {
      if let identifier = message.identifier, let sent = message.sent.flatMap(Instant.parseFeedDate)
      {
        sentAt[identifier] = sent
      }
    }
    var replaced: Set<String> = []
    for message in messages {
      guard let sent = message.sent.flatMap(Instant.parseFeedDate) else { continue }
      for triple in (message.references ?? "").split(whereSeparator: \.isWhitespace) {
        let parts = triple.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count >= 2, String(parts[1]) != message.identifier else { continue }
        let earlier =
          sentAt[String(parts[1])]
          ?? (parts.count >= 3 ? Instant.parseFeedDate(String(parts[2])) : nil)
        if let earlier, earlier < sent { replaced.insert(String(parts[1])) }
      }
    }
    struct Candidate {
      var alert: Result<Alert, Unreadable>
      var areas: [(name: String, verdict: AreaVerdict)]
      var sent: String?
    }
    var candidates: [Candidate] = []
    var placeAreas: Set<String> = []
    var decided: [AlertMatch] = []
    var messageAreas: [AreaVerdict] = []
    for message in messages {
      // The areas are matched in English; the words are in the language asked.
      let english = englishFirst(message.info ?? [])
      let info = inLanguage(reading.language, message.info ?? []) ?? english
      var areas: [(name: String, verdict: AreaVerdict)] = []
      for area in english?.area ?? [] {
        try reading.meter.step()
        let name = area.areaDesc?.alertLine(limit: 120) ?? ""
        let verdict = verdict(area, &reading)
        if verdict == .unknown, !name.isEmpty,
          reading.regions.contains(where: { AlertMatch.sameRegion(area: name, region: $0) })
        {
          placeAreas.insert(name)
        }
        switch verdict {
        case .here(let match): decided.append(match)
        case .elsewhere(let match): decided.append(match)
        default: break
        }
        areas.append((name, verdict))
        messageAreas.append(verdict)
      }
      let over =
        info?.responseType?.lowercased() == "allclear" || info?.urgency?.lowercased() == "past"
      guard isActual(message.status), !isCancel(message.msgType), !over,
        !(message.identifier.map(replaced.contains) ?? false)
      else {
        reading.read += 1
        continue
      }
      do throws(Unreadable) {
        guard let info else { throw Unreadable(reason: "a warning without an info block") }
        // An area may be given by geometry alone; CAP documents need not name one at all.
        var names: [String] = []
        for area in areas where !area.name.isEmpty && !names.contains(area.name) {
          names.append(area.name)
        }
        // MeteoAlarm's warnings must name their areas; a CAP document's need not.
        guard
          let alert = try capAlert(
            info, areas: names, needsArea: areas.isEmpty && scale == .awareness, scale: scale,
            issuer: issuer)
        else {
          reading.read += 1
          continue
        }
        candidates.append(Candidate(alert: .success(alert), areas: areas, sent: message.sent))
      } catch {
        candidates.append(Candidate(alert: .failure(error), areas: areas, sent: message.sent))
      }
    }
    var shownMatches: [AlertMatch] = []
    for candidate in candidates {
      var best: AlertMatch?
      var hereNames: [String] = []
      var open = false
      var unreadable: String?
      // A CAP warning that names no area at all is its issuer's whole country's.
      if candidate.areas.isEmpty, scale == .cap { open = true }
      for (name, verdict) in candidate.areas {
        switch verdict {
        case .here(let match):
          best = best.map { AlertMatch.strongest($0, match) } ?? match
          if !name.isEmpty, !hereNames.contains(name) { hereNames.append(name) }
        case .elsewhere: break
        case .unknown where name.isEmpty:
          unreadable = unreadable ?? "a warning that names no area"
        case .unknown:
          if placeAreas.contains(name) {
            best = best.map { AlertMatch.strongest($0, .region) } ?? .region
            if !hereNames.contains(name) { hereNames.append(name) }
          } else if placeAreas.isEmpty {
            open = true
          }
        case .unreadable(let reason): unreadable = unreadable ?? reason
        }
      }
      let match: AlertMatch
      if let best {
        match = best
      } else if let unreadable {
        reading.unreadable.append(unreadable)
        continue
      } else if open {
        match = .country
      } else {
        // A warning for somewhere else is not the place's, read or not.
        reading.read += 1
        continue
      }
      switch candidate.alert {
      case .success(var alert):
        if alert.expires == nil, scale == .cap,
          let start = alert.onset ?? candidate.sent.flatMap(Instant.parseFeedDate)
        {
          // No end given: a day from its start, said as assumed.
          alert.expires = start.addingTimeInterval(Self.assumedLifetime)
          alert.expiryAssumed = true
        }
        if !hereNames.isEmpty { alert.area = hereNames.joined(separator: ", ").alertLine() }
        alert.match = match
        reading.alerts.append(alert)
        shownMatches.append(match)
        reading.read += 1
      case .failure(let error):
        reading.unreadable.append(error.reason)
      }
    }
    // The report's way is the weakest of its warnings'; without warnings, how the place's
    // areas were known: by name, else by geometry or code when every area had one, else
    // only the country is known.
    let anyUnknown = messageAreas.contains(.unknown)
    if let weakest = shownMatches.min(by: { $0.strength < $1.strength }) {
      reading.match = weakest
    } else if !placeAreas.isEmpty {
      reading.match = .region
    } else if !anyUnknown, let weakest = decided.min(by: { $0.strength < $1.strength }) {
      reading.match = weakest
    } else {
      reading.match = .country
    }
  }
}
