#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// One official warning, as every issuer's answer is read into: text already sanitized.
public struct Alert: Equatable, Sendable {
  /// Who issued it, such as `NWS Phoenix AZ` or `MET Norway`.
  package var issuer: String
  /// What it warns of, such as `Extreme Heat Warning`.
  package var event: String
  /// Its seriousness on the common scale.
  package var severity: AlertSeverity
  /// The issuer's own level as it wrote it (`Severe`, `2; yellow; Moderate`, `orange`).
  package var issuerLevel: String
  /// The issuer's colour, when it gives one.
  package var color: AlertColor?
  /// CAP certainty (`Likely`, `Observed`...), when given.
  package var certainty: String?
  /// CAP urgency (`Expected`, `Immediate`...), when given.
  package var urgency: String?
  /// When the weather it warns of begins, when given.
  package var onset: Date?
  /// When the warning ends: the event's end when given, else the message's expiry.
  package var expires: Date?
  /// The area it covers, in the issuer's words.
  package var area: String?
  /// One line that sums it up.
  package var headline: String?
  /// The issuer's description (several lines).
  package var description: String?
  /// What to do (several lines).
  package var instruction: String?
  /// Where to read more.
  package var url: String?
  /// How the warning was tied to the place, where its source says it per warning (CAP
  /// documents and MeteoAlarm); nil where the service chose it for the point.
  package var match: AlertMatch?
  /// Whether `expires` was not given and is rainstorm's assumption (a day after the warning
  /// was sent or began).
  package var expiryAssumed = false

  /// Creates a warning.
  package init(
    issuer: String, event: String, severity: AlertSeverity, issuerLevel: String,
    color: AlertColor? = nil, certainty: String? = nil, urgency: String? = nil,
    onset: Date? = nil, expires: Date? = nil, area: String? = nil, headline: String? = nil,
    description: String? = nil, instruction: String? = nil, url: String? = nil
  ) {
    self.issuer = issuer
    self.event = event
    self.severity = severity
    self.issuerLevel = issuerLevel
    self.color = color
    self.certainty = certainty
    self.urgency = urgency
    self.onset = onset
    self.expires = expires
    self.area = area
    self.headline = headline
    self.description = description
    self.instruction = instruction
    self.url = url
  }

  /// A warning from an app's own source (`AlertService`): its issuer, what it is, how serious,
  /// when it begins and ends (nil: in force now, until lifted), and its words.
  public static func warning(
    issuer: String, event: String, severity: AlertSeverity, onset: Date? = nil,
    expires: Date? = nil, area: String? = nil, headline: String? = nil,
    description: String? = nil, instruction: String? = nil
  ) -> Alert {
    Alert(
      issuer: issuer, event: event, severity: severity, issuerLevel: severity.name,
      onset: onset, expires: expires, area: area, headline: headline, description: description,
      instruction: instruction)
  }

  /// Whether the warning is in force at `now`: begun (or with no onset) and not ended.
  package func isInForce(at now: Date) -> Bool {
    (onset.map { $0 <= now } ?? true) && !hasEnded(at: now)
  }

  /// Whether the warning has ended by `now`.
  package func hasEnded(at now: Date) -> Bool {
    expires.map { $0 <= now } ?? false
  }
}

extension String {
  /// Server text made safe for one line: sanitized, runs of white space as one space, at most
  /// `limit` characters (an ellipsis marks a cut), nil when nothing is left.
  func alertLine(limit: Int = 300) -> String? {
    // Spaces and line breaks are ASCII: the runs are found by bytes (splitting a long
    // description into Substrings and joining them took most of a warning's reading).
    var bytes: [UInt8] = []
    var spaceBefore = false
    for byte in sanitizingLines().utf8 {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
        spaceBefore = !bytes.isEmpty
        continue
      }
      if spaceBefore {
        bytes.append(UInt8(ascii: " "))
        spaceBefore = false
      }
      bytes.append(byte)
    }
    let line = String(decoding: bytes, as: UTF8.self)
    guard !line.isEmpty else { return nil }
    return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
  }

  /// Server text made safe for several lines: each line sanitized and trimmed, at most
  /// `limit` characters in all, nil when nothing is left.
  func alertText(limit: Int = 4000) -> String? {
    let lines = sanitizingLines().split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.trimmingWhitespace) }
    let text = lines.joined(separator: "\n").trimmingWhitespace
    guard !text.isEmpty else { return nil }
    return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
  }

  /// The text with line breaks (`\r\n`, `\r`, `\n`) kept as `\n` and every line sanitized.
  private func sanitizingLines() -> String {
    // Printable ASCII and line feeds only: nothing to replace or remove.
    if allBytes(where: { $0 == 0x0A || (0x20...0x7E).contains($0) }) { return self }
    return replacingBytes(of: "\r\n", with: "\n").replacingBytes(of: "\r", with: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).replacingBytes(of: "\t", with: " ").sanitizedForTerminal() }
      .joined(separator: "\n")
  }
}
