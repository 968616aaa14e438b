import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// Comparing weather models in the same request: the reader, the agreement rules, and what the
/// command shows.
@Suite struct ModelComparisonTests {
  /// The recorded Zurich answer, read as the answer to `models=` with its three models: every
  /// model's daily high under its own key, the longest suffix never confused with a shorter
  /// one (`meteoswiss_icon_seamless` against `icon_seamless`), `current` unsuffixed.
  @Test func theRecordedZurichAnswerGivesEachModelItsOwnValues() throws {
    let forecast = try Forecast.decode(
      Fixture.data(Fixture.zurichModels), from: "h",
      comparing: ["icon_seamless", "meteoswiss_icon_seamless", "gfs_seamless"])
    #expect(forecast.current?.temperature == 20.3)
    let day = try #require(forecast.daily.first)
    #expect(
      day.models.map(\.model) == ["icon_seamless", "meteoswiss_icon_seamless", "gfs_seamless"])
    #expect(day.models.map(\.temperatureMax) == [23.1, 23.3, 22.4])
    #expect(day.models.allSatisfy { $0.temperatureMin == nil && $0.precipitationSum == nil })
    // The answer has no best_match keys: the values shown are missing, not another model's.
    #expect(day.temperatureMax == nil)
    // Highs 0.9 °C apart, and no lows or totals: the models agree.
    let agreement = try #require(ModelAgreement(day, units: MeasurementUnits()))
    #expect(agreement.disagrees == false)
    #expect(abs((agreement.highSpread ?? 0) - 0.9) < 1e-9)
    #expect(agreement.agreeOnRain == nil)
  }

  @Test func theAgreementRulesAtTheirEdges() throws {
    let date = try #require(LocalDate(year: 2026, month: 10, day: 3))
    func day(_ models: [Forecast.ModelDay]) -> Forecast.Day {
      var day = Forecast.Day(date: date)
      day.models = models
      return day
    }
    let metric = MeasurementUnits()
    // Highs 2.9 °C apart agree; 3.0 apart disagree.
    let close = day([
      .init(model: "a", temperatureMax: 20), .init(model: "b", temperatureMax: 22.9),
    ])
    #expect(ModelAgreement(close, units: metric)?.disagrees == false)
    let apart = day([.init(model: "a", temperatureMax: 20), .init(model: "b", temperatureMax: 23)])
    #expect(ModelAgreement(apart, units: metric)?.disagrees == true)
    // In °F the limit is 5.4.
    var fahrenheit = MeasurementUnits()
    fahrenheit.temperature = .fahrenheit
    #expect(ModelAgreement(apart, units: fahrenheit)?.disagrees == false)
    // Rain in one (1 mm) and not another (0.9 mm).
    let rain = day([
      .init(model: "a", precipitationSum: 1.0), .init(model: "b", precipitationSum: 0.9),
    ])
    let rainAgreement = try #require(ModelAgreement(rain, units: metric))
    #expect(rainAgreement.agreeOnRain == false && rainAgreement.disagrees)
    // A model without data is missing, not zero: with it the others still agree.
    let missing = day([
      .init(model: "a", precipitationSum: 5), .init(model: "b", precipitationSum: 4),
      .init(model: "c"),
    ])
    let missingAgreement = try #require(ModelAgreement(missing, units: metric))
    #expect(missingAgreement.models == ["a", "b"])
    #expect(missingAgreement.missing == ["c"])
    #expect(missingAgreement.agreeOnRain == true && !missingAgreement.disagrees)
    // One model with data is not a comparison.
    #expect(
      ModelAgreement(day([.init(model: "a", temperatureMax: 1), .init(model: "b")]), units: metric)
        == nil)
  }

  /// The Zagreb recording in the several-models shape, ICON 4 °C warmer on the second day and
  /// GEM without data (nulls), as a regional or short-range model would be.
  static func harness() -> CommandHarness {
    var harness = CommandHarness()
    harness.http = StubHTTP { request throws(TransportError) in
      let url = request.url.text
      let body = ModelsBody.body(
        Fixture.data(Fixture.zagrebForecast), models: ModelsBody.models(in: url)
      ) { model, _, values in
        switch model {
        case "icon_global":
          return values.enumerated().map {
            $0.offset == 1 ? (($0.element as? Double) ?? 0) + 4 : $0.element
          }
        case "gem_global": return values.map { _ in NSNull() }
        default: return values
        }
      }
      return HTTPResponse(status: 200, body: body)
    }
    return harness
  }

  @Test func theTableMarksTheDayTheModelsDisagreeOn() async throws {
    let harness = Self.harness()
    let outcome = await harness.run(["45.6,17.22"])
    #expect(outcome.status == .success)
    // The forecast for the best match alone, then the compared models' three daily values in
    // a request of their own: Open-Meteo counts each variable of each model.
    let urls = harness.http.requests.map(\.url.text)
    #expect(urls.count == 2)
    #expect(urls.first?.contains("models=") == false)
    #expect(
      urls.last?.hasSuffix(
        "/v1/forecast?latitude=45.6&longitude=17.22&daily=temperature_2m_min,temperature_2m_max,"
          + "precipitation_sum&models=gfs_global,icon_global,gem_global&timezone=auto"
          + "&forecast_days=7") == true)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("Tue 29 Sep ") && !$0.contains("*") })
    #expect(lines.contains { $0.hasPrefix("Wed 30 Sep *") })
    #expect(
      lines.suffix(2)
        == [
          "* the models (GFS, ICON, GEM) disagree: highs or lows 3°C or more apart, or rain in "
            + "some and not others (--models shows them)",
          "Weather data by Open-Meteo.com (CC BY 4.0)",
        ])
  }

  /// The comparison is kept for six hours, while the forecast is asked again after 15
  /// minutes; when the comparison fails, the forecast is shown without it, and says why.
  @Test func theComparisonIsKeptLongerAndItsFailureCostsOnlyItself() async throws {
    var harness = Self.harness()
    harness.environment["HOME"] = "/home/u"
    _ = await harness.run(["45.6,17.22"])
    harness.now = harness.now.addingTimeInterval(3600)
    let later = await harness.run(["45.6,17.22"])
    #expect(later.stdout.contains("Wed 30 Sep *"))
    #expect(harness.http.requests.count == 3)
    #expect(harness.http.requests.last?.url.query?.contains("models=") == false)
    harness.now = harness.now.addingTimeInterval(6 * 3600)
    harness.http = StubHTTP { request throws(TransportError) in
      guard request.url.query?.contains("models=") == true else {
        return CommandHarness.zagrebForecast(request.url.text)
          ?? HTTPResponse(status: 404, body: [])
      }
      return HTTPResponse(status: 400, body: Fixture.data(Fixture.openMeteoLatitudeError))
    }
    let failed = await harness.run(["45.6,17.22", "-f", "json"])
    #expect(failed.status == .success)
    #expect(failed.stdout.contains("\"models_status\": \"unavailable\""))
    let human = await harness.run(["45.6,17.22", "--no-cache"])
    #expect(human.status == .success)
    #expect(!human.stdout.contains("*"))
    #expect(human.stderr.hasPrefix("rainstorm: weather models not compared: api.open-meteo.com "))
  }

  /// An answer to the comparison without any model's values (the columns did not come back)
  /// is no comparison: `models_status` says unavailable, not ok.
  @Test func aComparisonWithoutModelValuesIsUnavailable() async throws {
    var harness = CommandHarness()
    harness.http = StubHTTP { request throws(TransportError) in
      let url = request.url.text
      let zagreb = Fixture.data(Fixture.zagrebForecast)
      return HTTPResponse(
        status: 200,
        body: url.contains("models=")
          ? ModelsBody.body(zagreb, models: ModelsBody.models(in: url)) { _, _, values in
            values.map { _ in NSNull() }
          } : zagreb)
    }
    let outcome = await harness.run(["45.6,17.22", "-f", "json"])
    #expect(outcome.status == .success)
    #expect(outcome.stdout.contains("\"models_status\": \"unavailable\""))
  }

  @Test func modelsShowsEachModelAndAMissingOneAsADash() async throws {
    let outcome = await Self.harness().run(["45.6,17.22", "--models"])
    #expect(outcome.status == .success)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    let header = try #require(lines.first { $0.hasPrefix("Day ") })
    #expect(header.range(of: #"Wind +GFS +ICON +GEM$"#, options: .regularExpression) != nil)
    let second = try #require(lines.first { $0.hasPrefix("Wed 30 Sep") })
    // GFS as the recording (high 26 °C), ICON 4 °C warmer, GEM without data.
    #expect(second.contains("-/26°C -"))
    #expect(second.contains("-/30°C -"))
    #expect(second.hasSuffix(" -"))
  }

  @Test func jsonHasAConfidenceBlockPerDay() async throws {
    let outcome = await Self.harness().run(["45.6,17.22", "-f", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let days = try #require(object["daily"] as? [[String: Any]])
    let first = try #require(days.first?["confidence"] as? [String: Any])
    let second = try #require(days.last?["confidence"] as? [String: Any])
    #expect(first["models_disagree"] as? Bool == false)
    #expect(second["models_disagree"] as? Bool == true)
    #expect((second["temperature_max_spread"] as? Double).map { abs($0 - 4) < 1e-9 } == true)
    let models = try #require(second["models"] as? [String: [String: Any]])
    #expect(Set(models.keys) == ["gfs_global", "icon_global", "gem_global"])
    #expect(models["gem_global"]?["temperature_max"] is NSNull)
  }

  @Test(arguments: [["-f", "line"], ["-f", "tsv"], ["--days", "0"], ["--rain-within", "1h"]])
  func outputsWithoutDaysDoNotAskForModels(arguments: [String]) async throws {
    let harness = Self.harness()
    _ = await harness.run(["45.6,17.22"] + arguments)
    let url = try #require(harness.http.requests.first?.url.text)
    #expect(!url.contains("models="))
  }
}
