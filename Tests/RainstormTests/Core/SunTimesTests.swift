import Foundation
import Testing

@testable import RainstormCore

/// What rainstorm computes instead of asking Open-Meteo (issue 43's weighted calls): sunrise,
/// sunset and the daylight flag from the sun's position at the answer's grid point, and the
/// current precipitation and condition from the quarter hour of the current block's time.
/// Each is checked against the values Open-Meteo itself sent in real recorded answers.
@Suite struct SunTimesTests {
  /// A recorded body with `keys` removed from its blocks, as an answer to a request that did
  /// not ask them.
  private func without(_ keys: [String: [String]], in name: String) throws -> [UInt8] {
    let object = try JSONSerialization.jsonObject(with: Data(Fixture.data(name)))
    var answer = try #require(object as? [String: Any])
    for (block, names) in keys {
      var values = try #require(answer[block] as? [String: Any])
      for name in names { values[name] = nil }
      answer[block] = values
    }
    return Array(try JSONSerialization.data(withJSONObject: answer))
  }

  /// The recorded `daily.sunrise` and `daily.sunset` of a body.
  private func recordedTimes(_ name: String) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(Fixture.data(name)))
    let daily = try #require((object as? [String: Any])?["daily"] as? [String: Any])
    let sunrises = try #require(daily["sunrise"] as? [String])
    let sunsets = try #require(daily["sunset"] as? [String])
    return zip(sunrises, sunsets).flatMap { [$0, $1] }
  }

  @Test func sunriseAndSunsetAreOpenMeteosToTheMinute() throws {
    var exact = 0
    var compared = 0
    for name in [Fixture.zagrebForecast, Fixture.torontoForecast] {
      let recorded = try recordedTimes(name)
      let body = try without(["daily": ["sunrise", "sunset"]], in: name)
      let forecast = try Forecast.decode(body, from: "host")
      let computed = forecast.daily.flatMap { [$0.sunrise, $0.sunset] }
      #expect(computed.count == recorded.count)
      for (time, text) in zip(computed, recorded) {
        let time = try #require(time, "no time computed for \(text)")
        let wanted = try #require(LocalDateTime(iso8601: Substring(text)))
        let seconds =
          time.secondsSinceEpoch(utcOffsetSeconds: 0)
          - wanted.secondsSinceEpoch(utcOffsetSeconds: 0)
        #expect(abs(seconds) <= 60, "\(time) against Open-Meteo's \(text)")
        exact += seconds == 0 ? 1 : 0
        compared += 1
      }
    }
    // Zagreb's 4 and Toronto's 16 (8 days across a change to summer time, which Open-Meteo,
    // and so rainstorm, leaves out: one offset for every day).
    #expect(compared == 20)
    #expect(exact >= 18)
  }

  @Test func theDaylightFlagIsOpenMeteos() throws {
    // Every is_day Open-Meteo sent in the recordings, with the grid point and the offset of
    // its answer: night hours at Enschede (air quality), its quarter hours by day, the current
    // conditions in Zagreb at night and at 47° N 122° E.
    var checked = 0
    var days = 0
    for name in [
      Fixture.airQualityEnschede, Fixture.enschedeQuarterHours, Fixture.zagrebForecast,
      Fixture.legacyForecast,
    ] {
      let object = try JSONSerialization.jsonObject(with: Data(Fixture.data(name)))
      let answer = try #require(object as? [String: Any])
      let latitude = try #require(answer["latitude"] as? Double)
      let longitude = try #require(answer["longitude"] as? Double)
      let offset = try #require(answer["utc_offset_seconds"] as? Int)
      for block in ["hourly", "minutely_15", "current", "current_weather"] {
        guard let values = answer[block] as? [String: Any] else { continue }
        let times = (values["time"] as? [String]) ?? [values["time"] as? String].compactMap { $0 }
        let flags = (values["is_day"] as? [Int]) ?? [values["is_day"] as? Int].compactMap { $0 }
        for (text, flag) in zip(times, flags) {
          let time = try #require(LocalDateTime(iso8601: Substring(text)))
          let computed = SkyClock.isDay(
            atSecondsSinceEpoch: time.secondsSinceEpoch(utcOffsetSeconds: offset),
            latitude: latitude, longitude: longitude)
          #expect(computed == (flag == 1), "\(name) \(block) \(text)")
          checked += 1
          days += flag
        }
      }
    }
    // All ten, of both kinds.
    #expect(checked == 10)
    #expect(days > 0 && days < checked)
  }

  @Test func aDecodedForecastFillsTheFlagFromItsGridPoint() throws {
    let body = try without(["current": ["is_day"]], in: Fixture.zagrebForecast)
    let forecast = try Forecast.decode(body, from: "host")
    // 01:00 in Zagreb: night, as Open-Meteo said in the body before the flag was removed.
    #expect(forecast.current?.isDay == false)
    // Its hours: day from 07:00 to 18:00 (sunrise 06:46, sunset 18:35), night otherwise.
    let days = forecast.hourly.filter { $0.isDay == true }.map(\.time.clockTime)
    #expect(forecast.hourly.count == 48)
    #expect(
      days == (7...18).map { "\($0 < 10 ? "0" : "")\($0):00" }
        + (7...18).map { "\($0 < 10 ? "0" : "")\($0):00" })
  }

  @Test func theCurrentConditionIsTheQuarterHourOfTheSameTime() throws {
    // The recorded body said weather code 3 now and in its quarter hour of 10:45.
    let body = try without(["current": ["weather_code"]], in: Fixture.vcrForecast)
    let forecast = try Forecast.decode(body, from: "host")
    #expect(forecast.current?.weatherCode == WeatherCode(3))
    // The quarter hour of the current block's time, not the one after it (Open-Meteo reads
    // `current` at the start of the quarter hour in progress).
    let time = try #require(LocalDateTime(iso8601: Substring("2026-09-29T10:45")))
    let next = try #require(LocalDateTime(iso8601: Substring("2026-09-29T11:00")))
    var made = Forecast(
      timezone: "GMT", timezoneAbbreviation: "GMT", utcOffsetSeconds: 0,
      units: MeasurementUnits(), current: Forecast.Current(time: time),
      quarterHours: [
        Forecast.QuarterHour(time: time, precipitation: 0.4, weatherCode: WeatherCode(61)),
        Forecast.QuarterHour(time: next, precipitation: 0, weatherCode: WeatherCode(1)),
      ], daily: [])
    made.deriveValues()
    #expect(made.current?.precipitation == 0.4)
    #expect(made.current?.weatherCode == WeatherCode(61))
  }

  @Test func theSunOfAPolarDayAndNightAndOfNonsense() throws {
    let june = try #require(LocalDate(year: 2026, month: 6, day: 21))
    let december = try #require(LocalDate(year: 2026, month: 12, day: 21))
    // Tromsø: the sun never sets in June and never rises in December; Open-Meteo then gives
    // midnight and the next midnight, or midnight twice.
    let day = try #require(
      SkyClock.sunriseAndSunset(on: june, latitude: 69.65, longitude: 18.96, utcOffsetSeconds: 7200)
    )
    #expect(day.sunrise.description == "2026-06-21T00:00")
    #expect(day.sunset.description == "2026-06-22T00:00")
    let night = try #require(
      SkyClock.sunriseAndSunset(
        on: december, latitude: 69.65, longitude: 18.96, utcOffsetSeconds: 3600))
    #expect(night.sunrise.description == "2026-12-21T00:00")
    #expect(night.sunset.description == "2026-12-21T00:00")
    #expect(
      SkyClock.isDay(atSecondsSinceEpoch: 1_782_043_200, latitude: 69.65, longitude: 18.96) == true)
    #expect(
      SkyClock.sunriseAndSunset(on: june, latitude: .nan, longitude: 0, utcOffsetSeconds: 0) == nil)
    #expect(SkyClock.isDay(atSecondsSinceEpoch: 0, latitude: 1e308, longitude: 1e308) == nil)
  }

  /// The flags of many instants at once are each instant's own: the sun's day worked out once
  /// for a run of instants in the same solar day, and again when the run passes midnight, goes
  /// back, or reaches the polar night and day. Not computed from the longitude alone: -170,
  /// 0 and 170 put solar midnight at different hours.
  @Test func manyInstantsAtOnceAreEachInstantsOwn() {
    let start = 1_795_996_800  // 2026-12-01T00:00Z
    var instants = (0..<200).map { start + $0 * 1_800 }
    instants += [start + 3 * 86_400, start, start - 86_400 * 180, start + 7_200]
    for (latitude, longitude) in [(45.6, 17.22), (69.65, 18.96), (-77.8, 166.7), (0, -170)] {
      let together = SkyClock.isDay(
        atSecondsSinceEpoch: instants, latitude: latitude, longitude: longitude)
      let alone = instants.map {
        SkyClock.isDay(atSecondsSinceEpoch: [$0], latitude: latitude, longitude: longitude)[0]
      }
      #expect(together == alone, "\(latitude), \(longitude)")
      #expect(together.contains(true) || together.contains(false))
    }
    #expect(
      SkyClock.isDay(atSecondsSinceEpoch: [0, 1], latitude: 0, longitude: .nan) == [nil, nil])
  }
}
