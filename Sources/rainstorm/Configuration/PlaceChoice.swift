import RainstormCore

/// The place to forecast for, as the settings give it.
enum PlaceChoice: Equatable, Sendable {
  /// Coordinates, already a location.
  case coordinates(Location)
  /// A name to look up; the source says how the found place is labelled.
  case name(PlaceQuery, source: Location.Source)

  /// `lat,lon` or a place name. On the command line coordinates are `.coordinates` and names
  /// are searches; from the environment or the config file both are the configured default.
  init(_ value: String, origin: SettingOrigin) throws(SettingError) {
    let configured: Bool
    if case .commandLine = origin { configured = false } else { configured = true }
    if let pair = Coordinate.pair(value) {
      do {
        self = .coordinates(
          try Location(
            latitude: pair.latitude, longitude: pair.longitude,
            source: configured ? .configuration : .coordinates))
      } catch {
        throw SettingError(
          reason: "is not a place on Earth: latitude goes from -90 to 90, longitude from "
            + "-180 to 180, got '\(value.escapedForMessage)'")
      }
      return
    }
    do {
      let query = try PlaceQuery(value)
      self = .name(query, source: configured ? .configuration : .search)
    } catch {
      throw SettingError(reason: error.reason)
    }
  }

  /// The value as config-file text.
  var text: String {
    switch self {
    case .coordinates(let location):
      "\(location.latitude.decimalString(maximumFractionDigits: 6)),"
        + location.longitude.decimalString(maximumFractionDigits: 6)
    case .name(let query, _): query.text
    }
  }
}
