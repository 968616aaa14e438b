import RainstormCore

/// The `--help` text, built from the option table and the exit statuses.
enum HelpText {
  /// Environment variables rainstorm reads, with one line each.
  static let environment: [(name: String, help: String)] =
    [
      ("RAINSTORM_<KEY>", "any config key, such as RAINSTORM_UNITS=imperial"),
      ("RAINSTORM_NO_IP_LOOKUP", "1 means the same as --no-ip"),
    ] + ServiceAddress.all.map { ($0.variable, $0.help) } + [
      ("XDG_CONFIG_HOME, HOME", "the config file is $XDG_CONFIG_HOME/rainstorm/config"),
      (
        "XDG_CACHE_HOME",
        "the cache is $XDG_CACHE_HOME/rainstorm (else ~/.cache/rainstorm; macOS: ~/Library/Caches)"
      ),
      ("NO_COLOR", "when set and not empty, no colour with --color auto"),
      ("http_proxy, https_proxy", "proxies as libcurl reads them; also ALL_PROXY, NO_PROXY"),
      ("CURL_CA_BUNDLE", "certificates to trust instead of the system's; also SSL_CERT_FILE"),
      ("LC_ALL, LC_CTYPE, LANG", "a UTF-8 locale makes emoji the default icons"),
    ]

  /// Where the long tables are, since help keeps to two screens.
  static let manPagePointer =
    "More in 'man rainstorm': placeholders, bars, wttr.in codes, JSON, config keys."

  /// What rainstorm does, a sentence a line, for help and the man page.
  static let description = [
    "PLACE is a name such as Paris or \"Melbourne, Florida\". With none, the configured",
    "place is used, else your IP address's (ipapi.co, then ipwho.is, then ipinfo.io).",
  ]

  /// Examples for help and the man page.
  static let examples: [(command: String, comment: String)] = [
    ("rainstorm Paris", "the forecast for a place"),
    ("rainstorm --watch --notify", "tell me before it rains"),
    ("rainstorm -f '%c %t %r'", "one line for a status bar"),
    ("rainstorm --rain-within 1h && echo umbrella", "rain in the next hour?"),
    ("rainstorm 52.52,13.41 -f json | jq .current.temperature", "for scripts"),
    ("printf '52.52,13.41\\tBerlin\\n' | rainstorm --stdin -f tsv", "many places"),
  ]

  static let text: String = {
    var lines = [
      "rainstorm \(Rainstorm.version): the current weather and a 7-day forecast",
      "",
      "Usage: rainstorm [PLACE | LAT,LON | --lat DEGREES --lon DEGREES] [OPTIONS]",
      "",
    ]
    lines += description
    // Longer synopses (--generate-completion-script SHELL) put their help on the next line.
    let optionWidth = 26
    for group in CommandOption.Group.allCases {
      lines += ["", "\(group.rawValue):"]
      for option in CommandOption.all where option.group == group {
        if option.synopsis.count > optionWidth {
          lines.append("  \(option.synopsis)")
          lines += wrapped(
            String(repeating: " ", count: optionWidth + 4) + option.help, indent: optionWidth + 4)
        } else {
          lines += wrapped(
            "  \(option.synopsis.padding(to: optionWidth))  \(option.help)",
            indent: optionWidth + 4)
        }
      }
    }
    lines += [""] + wrapped(manPagePointer, indent: 0)
    lines += ["", "Examples:"]
    for example in examples {
      if example.command.count <= 30 {
        lines.append("  \(example.command.padding(to: 30))  # \(example.comment)")
      } else if example.command.count + example.comment.count <= 74 {
        lines.append("  \(example.command)  # \(example.comment)")
      } else {
        lines += ["  # \(example.comment):", "  \(example.command)"]
      }
    }
    lines += ["", "Exit status:"]
    for status in ExitCode.allCases {
      let code = String(status.rawValue)
      lines.append("  \(String(repeating: " ", count: 3 - code.count))\(code)  \(status.meaning)")
    }
    lines.append("  A status bar's format prints its placeholder and exits 0 instead of failing.")
    lines +=
      ["", "Weather data by Open-Meteo.com (CC BY 4.0); air quality: CAMS via Open-Meteo."]
      + HelpText.warningsAttribution
    return lines.map { $0 + "\n" }.joined()
  }()
}

/// `text` broken at spaces into lines of at most 80 columns, continuation lines indented.
private func wrapped(_ text: String, indent: Int) -> [String] {
  let leading = text.prefix { $0 == " " }
  var lines: [String] = []
  var line = String(leading)
  var lineHasWords = false
  for word in text.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false)
  {
    let candidate = lineHasWords ? line + " " + word : line + word
    if candidate.count > 80, lineHasWords {
      lines.append(line)
      line = String(repeating: " ", count: indent) + word
    } else {
      line = candidate
    }
    lineHasWords = true
  }
  lines.append(line)
  return lines
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}

extension HelpText {
  /// Who issues the official warnings rainstorm shows, for help and the man page.
  static let warningsAttribution = [
    "Official warnings by NWS, MET Norway, the DWD via Bright Sky, ECCC, MeteoAlarm,",
    "MetService, and the services the WMO Severe Weather Information Centre shares.",
  ]
}
