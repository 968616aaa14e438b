import RainstormCore

/// The `--help` text, built from the option table and the exit statuses.
enum HelpText {
  /// Environment variables rainstorm reads, with one line each.
  static let environment: [(name: String, help: String)] = [
    ("RAINSTORM_WEATHER_URL", "forecast server (default \(WeatherRequest.defaultBaseURL))"),
    ("RAINSTORM_IP_LOOKUP_URL", "IP lookup endpoint (default \(IPGeolocationService.defaultURL))"),
    ("RAINSTORM_NO_IP_LOOKUP", "1 means the same as --no-ip"),
    ("NO_COLOR", "when set and not empty, no colour with --color auto"),
  ]

  static let text: String = {
    var lines = [
      "rainstorm \(Rainstorm.version): the current weather and a 7-day forecast",
      "",
      "Usage: rainstorm [--lat DEGREES --lon DEGREES] [OPTIONS]",
      "",
      "With no place given, rainstorm finds you from your IP address (via ipapi.co).",
      "Colour is automatic only on a terminal; NO_COLOR turns it off.",
      "",
      "Options:",
    ]
    let optionWidth = CommandOption.all.map(\.synopsis.count).max() ?? 0
    for option in CommandOption.all {
      lines.append("  \(option.synopsis.padding(to: optionWidth))  \(option.help)")
    }
    lines += ["", "Environment:"]
    let variableWidth = environment.map(\.name.count).max() ?? 0
    for variable in environment {
      lines.append("  \(variable.name.padding(to: variableWidth))  \(variable.help)")
    }
    lines += [
      "",
      "Examples:",
      "  rainstorm --lat 45.6 --lon 17.22     # the forecast for these coordinates",
      "  rainstorm                            # for where your IP address places you",
      "  rainstorm --no-ip --lat 51.5 --lon -0.13 --color never",
      "",
      "Exit status:",
    ]
    for status in ExitCode.allCases {
      let code = String(status.rawValue)
      lines.append("  \(String(repeating: " ", count: 3 - code.count))\(code)  \(status.meaning)")
    }
    lines += ["", "Weather data by Open-Meteo.com (CC BY 4.0)."]
    return lines.map { $0 + "\n" }.joined()
  }()
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
