import RainstormCore

extension Configuration {
  /// The `line` format's template, which is known to parse.
  static let lineTemplate: Template = {
    do {
      return try Template(Template.line)
    } catch {
      preconditionFailure("the line template does not parse: \(error)")
    }
  }()
}

extension Configuration.OutputFormat {
  /// Reads `human`, `json`, `line`, `tsv` or a template with `%` placeholders.
  init(_ text: String) throws(SettingError) {
    switch text {
    case "human": self = .human
    case "json": self = .json
    case "tsv": self = .tsv
    case "line": self = .template(Configuration.lineTemplate)
    case _ where text.contains("%"):
      do {
        self = .template(try Template(text))
      } catch .unknownPlaceholder(let placeholder) {
        throw SettingError(
          reason: "has an unknown placeholder '\(placeholder.escapedForMessage)' "
            + "(placeholders are listed in --help)")
      } catch {
        throw SettingError(reason: "ends with a lone '%' (write %% for %)")
      }
    default:
      throw SettingError(
        reason: "must be human, json, line, tsv or a template with % placeholders, "
          + "got '\(text.escapedForMessage)'")
    }
  }

  /// The format as written in settings.
  var name: String {
    switch self {
    case .human: "human"
    case .json: "json"
    case .tsv: "tsv"
    case .template(let template): template.text == Template.line ? "line" : template.text
    }
  }
}
