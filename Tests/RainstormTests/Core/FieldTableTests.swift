import Foundation
import Testing

@testable import RainstormCore
@testable import rainstorm

/// The field table is the one declaration of every forecast quantity: the request, the JSON,
/// the TSV, the templates and the man page's reference all follow it.
@Suite struct FieldTableTests {
  /// The man page's JSON field table (`ManPage.jsonFields`, the document's own members
  /// written by hand, each block's made from `JSONRenderer.blocks`) names every key the
  /// renderer writes, and no other.
  @Test func theManPageJSONTableNamesExactlyTheDeclaredFields() throws {
    let rows = ManPage.jsonFields
    try #require(!rows.isEmpty, "the man page has no JSON field table")
    let blocks = Dictionary(
      uniqueKeysWithValues: JSONRenderer.blockKeys.map { ($0.block, $0.keys) })

    // current: one row per key or pair of keys, each written current.KEY.
    let current = Set(
      rows.flatMap(\.names).filter { $0.hasPrefix("current.") }.map {
        String($0.dropFirst("current.".count))
      })
    #expect(current == Set(blocks["current"] ?? []))

    // daily[]: the rows between daily[] and hourly[] name the keys of each day.
    let dailyStart = try #require(rows.firstIndex { $0.names == ["daily[]"] })
    let hourlyRow = try #require(rows.firstIndex { $0.names == ["hourly[]"] })
    let daily = Set(rows[(dailyStart + 1)..<hourlyRow].flatMap(\.names))
    #expect(daily == Set(blocks["daily[]"] ?? []))

    // rain: the rows between rain and daily[] name its keys, each written rain.KEY.
    let rain = Set(
      rows.flatMap(\.names).filter { $0.hasPrefix("rain.") }.map {
        String($0.dropFirst("rain.".count))
      })
    #expect(rain == Set(blocks["rain"] ?? []))

    // alerts[]: each warning's keys, each written alerts[].KEY.
    let alerts = Set(
      rows.flatMap(\.names).filter { $0.hasPrefix("alerts[].") }.map {
        String($0.dropFirst("alerts[].".count))
      })
    #expect(alerts == Set(blocks["alerts[]"] ?? []))

    // hourly[]: one row whose meaning lists every key after "each with ".
    let hourlyMeaning = rows[hourlyRow].meaning
    let listed = try #require(hourlyMeaning.range(of: "each with "))
    let hourly = hourlyMeaning[listed.upperBound...].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(Set(hourly) == Set(blocks["hourly[]"] ?? []))
    #expect(hourly.count == (blocks["hourly[]"] ?? []).count)
  }

  /// The table reaches the man page: each row's names in bold, then its type and meaning.
  @Test func theManPageShowsTheJSONTable() {
    let page = ManPage.text
    #expect(page.contains("\n.SH JSON FIELDS\n"))
    for field in ManPage.jsonFields {
      let row =
        ".TP\n.B \(ManPage.text(field.names.joined(separator: ", ")))\n"
        + ManPage.text(field.type + "; " + field.meaning) + "\n"
      #expect(page.contains(row), "\(field.names)")
    }
  }

  @Test func theManPageTSVColumnsAreTheRenderersColumns() {
    func columns(_ rows: String) -> [String] {
      let entry = ManPage.tsvColumns.first { $0.rows.hasPrefix(rows) }
      return entry?.columns.split(separator: " ").map(String.init) ?? []
    }
    #expect(columns("days") == TSVRenderer.dayColumns)
    #expect(columns("hours") == TSVRenderer.hourColumns)
    #expect(columns("places") == TSVRenderer.placeColumns)
    let page = ManPage.text
    for entry in ManPage.tsvColumns {
      #expect(page.contains(ManPage.text(entry.columns)), "\(entry.rows)")
    }
  }

  @Test func everyBlockDeclaresEachVariableAndKeyOnce() {
    for variables in [
      ForecastFields.current.map(\.variable), ForecastFields.hourly.map(\.variable),
      ForecastFields.daily.map(\.variable),
    ] {
      #expect(Set(variables).count == variables.count, "\(variables)")
    }
    for block in JSONRenderer.blockKeys {
      #expect(Set(block.keys).count == block.keys.count, "\(block.block)")
    }
    let placeholders = Template.placeholders.map(\.code)
    #expect(Set(placeholders).count == placeholders.count)
    #expect(TSVRenderer.todayFields.count == 3)
  }

  /// What a declared field reaches with no other change: the request asks for its variable,
  /// the reader fills it, and the JSON objects have its key, in the table's order.
  @Test func eachDeclaredFieldReachesTheRequestTheReaderAndTheOutput() throws {
    let hourly = try #require(ForecastFields.hourly.first { $0.variable == "weather_code" })
    #expect(WeatherRequest.hourlyVariables.contains(hourly.variable))
    let forecast = try Forecast.decode(Fixture.data(Fixture.vcrForecast), from: "h")
    #expect(forecast.hourly.contains { $0.weatherCode != nil })

    let now = Date(timeIntervalSince1970: 1_790_636_400 + 600)
    let body = RainBody.zagreb(
      firstEnd: RainBody.quarterEnd(of: now, utcOffsetSeconds: 7200), precipitation: [0, 0.4, 0])
    let zagreb = try Forecast.decode(body, from: "h")
    let alert = Alert(
      issuer: "i", event: "e", severity: .severe, issuerLevel: "orange", color: .orange,
      certainty: "Likely", urgency: "Expected", onset: now, expires: now + 3600, area: "a",
      headline: "h", description: "d", instruction: "in", url: "https://example.org")
    var report = WeatherReport(
      location: .zagreb, forecast: zagreb,
      alerts: AlertReport(status: .ok, source: .nws, alerts: [alert]))
    report.radar = RadarReport(
      status: .seen(
        frame: now, nearest: NearestRain(kilometres: 12, bearing: 270, approach: 20, time: now)))
    let json = JSONRenderer.render(
      report, options: RenderOptions(hours: 2, rainMinutes: 30, now: now))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    // Each member's value is of the type the table declares for it.
    let document = JSONRenderer.document(
      report, options: RenderOptions(hours: 2, rainMinutes: 30, now: now))
    guard case .object(let members) = document else {
      Issue.record("the document is not an object")
      return
    }
    for block in JSONRenderer.blocks {
      let name = String(block.block.prefix { $0 != "[" })
      var value = members.first { $0.0 == name }?.1
      if case .array(let elements)? = value { value = elements.first }
      guard case .object(let values)? = value else {
        Issue.record("\(name) has no object")
        continue
      }
      for field in block.fields {
        let written = values.first { $0.0 == field.key }?.1
        let type: String =
          switch written {
          case .null?: "null"
          case .bool?: "boolean"
          case .int?, .number?: "number"
          case .string?: "string"
          case .array?: "array"
          case .object?: "object"
          case nil: "missing"
          }
        #expect(
          field.type.split(separator: " ").contains { $0.trimmingCharacters(in: [","]) == type },
          "\(name).\(field.key) is \(type), declared \(field.type)")
      }
    }

    for block in JSONRenderer.blockKeys {
      let name = String(block.block.prefix { $0 != "[" })
      let value = object[name]
      let first = (value as? [[String: Any]])?.first ?? value as? [String: Any]
      #expect(Set(first?.keys.map { $0 } ?? []) == Set(block.keys), "\(name)")
      // The writer keeps the table's order: find the keys in that order in the text.
      var rest = json[(json.range(of: "\"\(name)\":")?.upperBound ?? json.startIndex)...]
      for key in block.keys {
        guard let found = rest.range(of: "\"\(key)\":") else {
          Issue.record("\(name): \(key) missing or out of order")
          break
        }
        rest = rest[found.upperBound...]
      }
    }
  }
}
