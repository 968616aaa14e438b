import RainstormCore

extension Configuration.OutputFormat {
  /// Reads `human`, `json`, `line`, `tsv`, a bar's name, `wttr:FORMAT` or a template with `%`
  /// placeholders.
  init(_ text: String) throws(SettingError) {
    if let bar = BarFormat(rawValue: text) {
      self = .bar(bar)
      return
    }
    switch text {
    case "human": self = .human
    case "json": self = .json
    case "tsv": self = .tsv
    case "line": self = .template(Template.lineFormat)
    case _ where text.hasPrefix(Self.wttrPrefix):
      do {
        self = .wttr(try WttrFormat(String(text.dropFirst(Self.wttrPrefix.count))))
      } catch {
        throw SettingError(
          reason: "needs wttr.in's format or preset after 'wttr:', such as 'wttr:%c %t' or "
            + "'wttr:3'")
      }
    case _ where text.contains("%"):
      do {
        self = .template(try Template(text))
      } catch .unknownPlaceholder(let placeholder) {
        throw SettingError(
          reason: "has an unknown placeholder '\(placeholder.escapedForMessage)'")
      } catch {
        throw SettingError(reason: "ends with a lone '%' (write %% for %)")
      }
    default:
      throw SettingError(
        reason: "must be human, json, line, tsv, \(Self.barNames), wttr:FORMAT or a template "
          + "with % placeholders, got '\(text.escapedForMessage)'"
          + (text.nearest(among: Self.names).map { "; did you mean '\($0)'?" } ?? ""))
    }
  }

  /// The format as written in settings.
  var name: String {
    switch self {
    case .human: "human"
    case .json: "json"
    case .tsv: "tsv"
    case .template(let template): template.text == Template.line ? "line" : template.text
    case .bar(let bar): bar.rawValue
    case .wttr(let wttr): Self.wttrPrefix + wttr.text
    }
  }

  /// What starts a wttr.in format.
  static let wttrPrefix = "wttr:"

  /// The bar formats' names, for messages and help: `waybar, i3bar, ... xbar`.
  static let barNames = BarFormat.allCases.map(\.rawValue).joined(separator: ", ")

  /// Every named format, in the order help lists them.
  static let names = ["human", "json", "line", "tsv"] + BarFormat.allCases.map(\.rawValue)
}
