/// A time zone's offsets from UTC over time, for services that answer in UTC (MET Norway):
/// a named IANA zone read from the TZif files the edge gives (`ZoneFiles`, `TZif`), or, when
/// the place's zone is not known, the fixed offset of its mean solar time.
package struct ZoneRules: Sendable {
  /// The zone's IANA name, such as `Europe/Oslo`, or `Etc/GMT-1` for a fixed offset (IANA's
  /// `Etc` names count west as positive).
  package let name: String
  /// Whether the zone is the place's own; false for the solar-time stand-in.
  package let isPlaceZone: Bool
  private let zone: TZif

  /// The rules of the IANA zone `name`, or nil when the zone files in force
  /// (`ZoneFiles.current`) do not have it, or it does not read as TZif.
  package init?(named name: String) {
    // The name comes from a server: only the shape of a zone name (no dots, no leading /).
    guard Location.zoneName(name) != nil, let data = ZoneFiles.current.read(name),
      let zone = TZif(data)
    else { return nil }
    self.name = name
    self.zone = zone
    isPlaceZone = true
  }

  /// The fixed zone of whole hours nearest the mean solar time at `longitude`: UTC+1 from
  /// 7.5° E to 22.5° E, and so on.
  package init(solarTimeAt longitude: Double) {
    let hours = Int((max(-180, min(180, longitude.isFinite ? longitude : 0)) / 15).rounded())
    name = hours == 0 ? "Etc/GMT" : "Etc/GMT\(hours > 0 ? "-" : "+")\(abs(hours))"
    zone = TZif(fixed: TZif.LocalTimeType(offset: hours * 3600, abbreviation: ""))
    isPlaceZone = false
  }

  /// The place's own zone when it is known and the system has it, else its solar time.
  package static func forPlace(_ location: Location) -> ZoneRules {
    location.timeZone.flatMap(ZoneRules.init(named:))
      ?? ZoneRules(solarTimeAt: location.longitude)
  }

  /// Seconds east of UTC at `seconds` since 1970, within ±18 hours.
  package func offset(at seconds: Int) -> Int {
    let offset = zone.type(at: seconds).offset
    return max(-maximumUTCOffsetSeconds, min(maximumUTCOffsetSeconds, offset))
  }

  /// Seconds east of UTC in force at the wall-clock `time`, given `guess`, the offset of a
  /// nearby instant: in the hour a clock change repeats, `guess` when it is one of the two;
  /// in the hour a change skips, `guess`.
  package func offset(atLocal time: LocalDateTime, near guess: Int) -> Int {
    // Years 1 to 9999, as LocalDateTime keeps instants: no date from an answer overflows.
    let days = max(-719_162, min(2_932_896, time.date.daysSinceEpoch))
    let local = days * 86_400 + time.hour * 3600 + time.minute * 60
    let guess = max(-maximumUTCOffsetSeconds, min(maximumUTCOffsetSeconds, guess))
    let first = offset(at: local - guess)
    return offset(at: local - first) == first ? first : guess
  }

  /// The zone's abbreviation at `seconds` since 1970, such as `CEST`, or `GMT+2` where the
  /// zone has none.
  package func abbreviation(at seconds: Int) -> String {
    let offset = offset(at: seconds)
    let named = zone.type(at: seconds).abbreviation
    if !named.isEmpty, named.allSatisfy({ $0.isASCII && $0.isLetter }) {
      return named
    }
    guard offset != 0 else { return "GMT" }
    let minutes = abs(offset) / 60
    let sign = offset > 0 ? "+" : "-"
    return "GMT\(sign)\(minutes / 60)" + (minutes % 60 == 0 ? "" : ":\(minutes % 60)")
  }

  /// The local time at `seconds` since 1970.
  package func localTime(at seconds: Int) -> LocalDateTime {
    LocalDateTime(secondsSinceEpoch: Double(seconds), utcOffsetSeconds: offset(at: seconds))
  }
}
