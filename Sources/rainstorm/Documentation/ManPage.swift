import RainstormCore

/// The man page, in roff (`man 7 man`), built from the same tables as `--help`, with the
/// reference sections of `ManPage+Reference.swift`: the full reference the README points to.
enum ManPage {
  static var text: String {
    var page = [
      ".TH RAINSTORM 1 \"\" \"rainstorm \(Rainstorm.version)\" \"User Commands\"",
      // Ragged right: a URL too long for a terminal's line cannot be justified.
      ".ad l",
      ".SH NAME",
      "rainstorm \\- the current weather and the forecast for a place",
      ".SH SYNOPSIS",
      ".B rainstorm",
      "[\\fIPLACE\\fR | \\fILAT,LON\\fR | \\fB\\-\\-lat\\fR \\fIDEGREES\\fR \\fB\\-\\-lon\\fR "
        + "\\fIDEGREES\\fR] [\\fIOPTIONS\\fR]",
      ".br",
      ".B rainstorm \\-\\-stdin",
      "[\\fIOPTIONS\\fR] < \\fIPLACES\\fR",
      ".SH DESCRIPTION",
    ]
    page += HelpText.description.map(text)
    page += [
      ".PP",
      text(
        "The sections after OPTIONS are the reference: "
          + sections.map(\.title).joined(separator: ", ") + "."),
    ]
    page.append(".SH OPTIONS")
    for group in CommandOption.Group.allCases {
      page.append(".SS \(text(group.rawValue))")
      for option in CommandOption.all where option.group == group {
        var names = option.short.map { "\\fB\\-\(text(String($0)))\\fR, " } ?? ""
        names += "\\fB\\-\\-\(text(option.name))\\fR"
        if let valueName = option.valueName { names += " \\fI\(text(valueName))\\fR" }
        page += [".TP", names, text(option.details ?? option.help)]
        if !option.choices.isEmpty {
          page.append(".br")
          page.append(text("Values: " + option.choices.joined(separator: ", ") + "."))
        }
      }
    }
    page += reference
    page.append(".SH ENVIRONMENT")
    for variable in HelpText.environment {
      page += [".TP", ".B \(text(variable.name))", text(variable.help)]
    }
    page += roff(environmentNotes)
    page += [
      ".SH FILES",
      ".TP",
      ".I ~/.config/rainstorm/config",
      text(
        "Settings, one 'key = value' per line ($XDG_CONFIG_HOME/rainstorm/config when set); "
          + "# starts a comment. Command-line options win over RAINSTORM_<KEY> variables, "
          + "which win over the file. Keys:"),
    ]
    for setting in Setting.all {
      page += [".RS", ".TP", ".B \(text(setting.key))", text(setting.values), ".RE"]
    }
    page += [
      ".TP",
      ".I ~/.cache/rainstorm/",
      text(
        "The answers kept for later runs: forecasts, the IP-derived location and place "
          + "searches as long as forecast_cache_minutes, location_cache_minutes and "
          + "search_cache_days say, and the others as CACHE says "
          + "($XDG_CACHE_HOME/rainstorm when set; on macOS ~/Library/Caches/rainstorm/). "
          + "Safe to delete."),
      ".SH EXIT STATUS",
    ]
    for status in ExitCode.allCases {
      page += [".TP", ".B \(status.rawValue)", text(status.meaning)]
    }
    page += [".PP", text(ExitCode.barFormatsNote)]
    page += roff(exitStatusNotes)
    page.append(".SH EXAMPLES")
    for example in HelpText.examples {
      page += [".TP", ".B \(text(example.command))", text(example.comment)]
    }
    page += [
      ".SH SEE ALSO",
      ".BR curl (1),",
      ".BR jq (1).",
      ".PP",
      text("Weather data by Open-Meteo.com (CC BY 4.0): https://open-meteo.com/"),
      text("Air quality, UV and pollen: CAMS data through Open-Meteo's air quality API."),
      text(HelpText.warningsAttribution.joined(separator: " ")),
    ]
    return page.map { $0 + "\n" }.joined()
  }

  /// Text escaped for roff: backslashes, hyphens, characters outside ASCII, and a leading
  /// `.` or `'` that would start a request.
  static func text(_ plain: String) -> String {
    var escaped = ""
    for scalar in plain.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
    return escaped
  }
}
