/// The first-level subdivisions of the United States, Canada and Australia by their ISO
/// 3166-2 codes, which are the postal abbreviations people write after a place's name
/// (`Springfield, IL`, `Halifax, NS`, `Perth, WA`). The table is generated
/// (`Tests/Generators/subdivisions.py`).
package enum Subdivisions {
  /// The English name of `country`'s subdivision `code` (any case), or nil.
  package static func name(country: String, code: String) -> String? {
    let country = country.uppercased()
    let code = code.uppercased()
    return rows.first { $0.country == country && $0.code == code }?.name
  }

  /// Whether `text` is a subdivision's code or name in the table (any case, accents ignored).
  package static func contains(_ text: String) -> Bool {
    let wanted = text.folded
    return rows.contains { $0.code.folded == wanted || $0.name.folded == wanted }
  }

  private static let rows: [(country: String, code: String, name: String)] =
    table.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", maxSplits: 2)
      guard fields.count == 3 else { return nil }
      return (String(fields[0]), String(fields[1]), String(fields[2]))
    }
}
