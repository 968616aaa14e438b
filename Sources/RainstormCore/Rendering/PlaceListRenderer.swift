/// Renders the places a search found, best first: a table for people, JSON or TSV for scripts.
package enum PlaceListRenderer {
  /// Columns of the table and of TSV.
  static let columns = [
    "name", "region", "country", "country_code", "latitude", "longitude", "population",
    "timezone",
  ]

  /// One line per place under a header; missing fields are `-`; names folded to ASCII when
  /// `ascii`. In a terminal narrower than the table (`width`; nil for no limit) the
  /// population goes first, then the region's, country's and place's names are cut, and
  /// then the coordinates go: the names tell the places apart for people.
  package static func human(_ places: [Place], color: Bool, ascii: Bool = false, width: Int? = nil)
    -> String
  {
    var table = TextTable(alignments: [.left, .left, .left, .right, .right, .right])
    table.narrowing = [
      .drop([5]), .shorten(1, minimum: 8), .shorten(2, minimum: 8), .shorten(0, minimum: 12),
      .drop([3, 4]),
    ]
    table.rows.append(
      ["place", "region", "country", "latitude", "longitude", "population"].map {
        TextTable.Cell(text: $0, style: .bold)
      })
    for place in places {
      table.rows.append(
        [
          place.name, place.region ?? "-", place.country ?? place.countryCode ?? "-",
          place.latitude.decimalString(maximumFractionDigits: 4),
          place.longitude.decimalString(maximumFractionDigits: 4),
          place.population.map(String.init) ?? "-",
        ].map { TextTable.Cell(text: ascii ? $0.asciiFolded : $0) })
    }
    return table.lines(color: color, width: width, ascii: ascii).map { $0 + "\n" }.joined()
  }

  /// A header and one row per place; missing fields are empty.
  package static func tsv(_ places: [Place]) -> String {
    TSVRenderer.table(
      header: columns,
      rows: places.map { place in
        [
          place.name, place.region ?? "", place.country ?? "", place.countryCode ?? "",
          TSVRenderer.number(place.latitude), TSVRenderer.number(place.longitude),
          place.population.map(String.init) ?? "", place.timezone ?? "",
        ]
      })
  }

  /// `{"schema_version": 1, "query": ..., "country": ..., "results": [...]}`; missing fields
  /// are `null`.
  package static func json(_ places: [Place], query: PlaceQuery) -> String {
    let results = places.map { place in
      JSONValue.object([
        ("name", .string(place.name)),
        ("region", .optional(place.region)),
        ("country", .optional(place.country)),
        ("country_code", .optional(place.countryCode)),
        ("latitude", .number(place.latitude)),
        ("longitude", .number(place.longitude)),
        ("population", place.population.map(JSONValue.int) ?? .null),
        ("timezone", .optional(place.timezone)),
      ])
    }
    let document = JSONValue.object([
      ("schema_version", .int(JSONRenderer.schemaVersion)),
      ("query", .string(query.text)),
      ("country", .optional(query.country)),
      ("results", .array(results)),
    ])
    return document.serialized() + "\n"
  }
}
