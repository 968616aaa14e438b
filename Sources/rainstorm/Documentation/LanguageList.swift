import RainstormCore

/// `--lang list`: every language rainstorm knows, with its names and how much of rainstorm's
/// text it has, in the order of the table. The man page's LANGUAGES section lists the same
/// rows.
enum LanguageList {
  /// One language: its code, names and completeness (`-` when it has no words yet).
  struct Row: Equatable {
    let code: String
    let englishName: String
    let nativeName: String
    let done: String
  }

  static var rows: [Row] {
    Language.codes.compactMap { code in
      guard let locale = LocaleData.generated(code) else { return nil }
      let done = Language(code: code).map { language in
        let (translated, total) = language.completeness
        // Rounded down, so that 100% means every key.
        return "\(total == 0 ? 0 : translated * 100 / total)%"
      }
      return Row(
        code: code, englishName: locale.englishName, nativeName: locale.nativeName,
        done: done ?? "-")
    }
  }

  /// The rows as aligned columns under a heading, measured in display columns.
  static var text: String {
    let table =
      [Row(code: "CODE", englishName: "LANGUAGE", nativeName: "NAME", done: "DONE")] + rows
    let codeWidth = table.map(\.code.displayWidth).max() ?? 0
    let englishWidth = table.map(\.englishName.displayWidth).max() ?? 0
    let nativeWidth = table.map(\.nativeName.displayWidth).max() ?? 0
    let pad = { (text: String, width: Int) in
      text + String(repeating: " ", count: max(0, width - text.displayWidth) + 2)
    }
    return table.map {
      pad($0.code, codeWidth) + pad($0.englishName, englishWidth) + pad($0.nativeName, nativeWidth)
        + $0.done + "\n"
    }.joined()
  }
}
