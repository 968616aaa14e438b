extension Location {
  /// The coordinates as `45.60°N, 17.22°E` (without the degree sign in ASCII).
  package func coordinateText(ascii: Bool = false) -> String {
    let degree = ascii ? "" : "°"
    let north = latitude >= 0 ? "N" : "S"
    let east = longitude >= 0 ? "E" : "W"
    return "\(latitude.magnitude.fixedString(fractionDigits: 2))\(degree)\(north), "
      + "\(longitude.magnitude.fixedString(fractionDigits: 2))\(degree)\(east)"
  }
}

extension Location.Source {
  /// How the place was found, as a phrase under the header, in `language`.
  package func phrase(_ language: Language) -> String {
    switch self {
    case .coordinates: language.say("source.coordinates")
    case .search: language.say("source.search")
    case .ipLookup(let provider): language.say("source.ip", [("service", provider)])
    case .configuration: language.say("source.config")
    }
  }
}

extension Location.Source {
  /// The name of the source in JSON: `coordinates`, `search`, `ip` or `config`.
  package var jsonName: String {
    switch self {
    case .coordinates: "coordinates"
    case .search: "search"
    case .ipLookup: "ip"
    case .configuration: "config"
    }
  }
}
