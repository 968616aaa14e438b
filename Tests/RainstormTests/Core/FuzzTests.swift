import Foundation
import RainstormCore
import Testing

@testable import rainstorm

/// Random and damaged input into every reader: each either reads it or says, in one clean line,
/// why not. Never a crash, never a hang (the whole suite runs in well under a second).
@Suite struct FuzzTests {
  static let iterations = 1500

  /// An error message as a user would see it: one line, no escape sequences.
  static func isClean(_ text: String) -> Bool {
    !text.contains("\n")
      && !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// The words a user reads for `error` (every case, as the command writes it; a line break
  /// where there would be none, so that an empty message fails the check).
  static func message(_ error: ServiceError) -> String {
    guard let configuration = try? Configuration.parse(arguments: ["0,0"], environment: [:])
    else { return "\n" }
    let text = error.reason(configuration.outputSettings)
    return text.isEmpty ? "\n" : text
  }

  /// The check can fail: a line break, an escape sequence or an empty message is not clean.
  @Test func theCheckOfAMessageCanFail() {
    #expect(!Self.isClean("two\nlines"))
    #expect(!Self.isClean("\u{1B}[2Jcleared"))
    #expect(Self.isClean(Self.message(.unreadable(host: "h", detail: "bad"))))
    #expect(!Self.isClean(Self.message(.unreadable(host: "h", detail: "two\nlines"))))
    #expect(Self.message(.timedOut(host: "h")).contains("h"))
  }

  @Test func forecastDecoding() {
    var generator = SeededGenerator(seed: 1)
    let seeds = [
      Fixture.data(Fixture.zagrebForecast), Fixture.data(Fixture.vcrForecast),
      Fixture.data(Fixture.legacyForecast), Fixture.data(Fixture.openMeteoLatitudeError),
    ]
    for iteration in 0..<Self.iterations {
      let body =
        iteration % 10 == 0
        ? Mutator.randomBytes(using: &generator)
        : Mutator.mutate(seeds[iteration % seeds.count], using: &generator)
      do {
        _ = try Forecast.decode(body, from: "h", units: MeasurementUnits())
        _ = try Forecast.decodeAll(body, count: 2, from: "h", units: MeasurementUnits())
      } catch {
        #expect(Self.isClean(Self.message(error)), "iteration \(iteration)")
      }
    }
  }

  @Test func placeSearchDecoding() {
    var generator = SeededGenerator(seed: 2)
    let seeds = [
      Fixture.data(Fixture.geocodingHollywood), Fixture.data(Fixture.geocodingMissingFields),
      Fixture.data(Fixture.geocodingNoMatch),
    ]
    for iteration in 0..<Self.iterations {
      let body = Mutator.mutate(seeds[iteration % seeds.count], using: &generator)
      do {
        let places = try GeocodingLocationService.places(from: body, host: "h")
        for place in places {
          #expect(Self.isClean(place.fullName))
          #expect((-90...90).contains(place.latitude) && (-180...180).contains(place.longitude))
        }
      } catch {
        #expect(Self.isClean(Self.message(error)), "iteration \(iteration)")
      }
    }
  }

  @Test func ipLookupDecoding() async {
    var generator = SeededGenerator(seed: 3)
    let seeds = [
      Fixture.ipapiSuccess, Fixture.ipapiReserved, Fixture.ipwhoisSuccess, Fixture.ipwhoisReserved,
      Fixture.ipinfoSuccess, Fixture.ipinfoBogon,
    ].map(Fixture.data)
    for iteration in 0..<300 {
      let body = Mutator.mutate(seeds[iteration % seeds.count], using: &generator)
      let status = [200, 200, 429, 500, 404][iteration % 5]
      let http = StubHTTP { _ throws(TransportError) in HTTPResponse(status: status, body: body) }
      do {
        let location = try await IPGeolocationService(http: http.client, timeout: 1)
          .requestLocation()
        #expect(Self.isClean(location.name ?? ""))
      } catch .lookupsFailed(let errors) {
        #expect(errors.count == 3)
        #expect(errors.allSatisfy { Self.isClean(Self.message($0)) }, "iteration \(iteration)")
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
  }

  @Test func placeLists() {
    var generator = SeededGenerator(seed: 4)
    for _ in 0..<Self.iterations {
      let text = Mutator.randomText(
        "0123456789.,- \t\n#abc\u{1B}é", maxLength: 80, using: &generator)
      let list = PlaceList(parsing: text)
      #expect(list.badLines.allSatisfy { Self.isClean($0.reason) })
      #expect(list.entries.allSatisfy { (-90...90).contains($0.location.latitude) })
    }
  }

  @Test func templates() {
    var generator = SeededGenerator(seed: 5)
    for _ in 0..<Self.iterations {
      let text = Mutator.randomText("%lcCtfhwpPHLSsr%x \u{1B}", maxLength: 30, using: &generator)
      do {
        #expect(try Template(text).text == text)
      } catch .unknownPlaceholder(let placeholder) {
        // The placeholder named is one that is in the text.
        #expect(placeholder.count == 2 && text.contains(placeholder), "\(text.debugDescription)")
      } catch {
        #expect(text.hasSuffix("%"), "\(text.debugDescription)")
      }
    }
  }

  @Test func configFiles() {
    var generator = SeededGenerator(seed: 6)
    let keys = Setting.all.map(\.key) + ["bogus", ""]
    for _ in 0..<Self.iterations {
      var lines: [String] = []
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        let key = keys.randomElement(using: &generator) ?? ""
        let value = Mutator.randomText(
          "abc 019,.#\"=%-\u{1B}\r\té", maxLength: 20, using: &generator)
        lines.append(Bool.random(using: &generator) ? "\(key) = \(value)" : value)
      }
      let text = lines.joined(separator: "\n")
      do {
        _ = try Configuration.parse(
          arguments: [], environment: ["HOME": "/h"],
          readFile: { _ in .text(text) })
      } catch {
        // Each wrong line's message is a line of its own (`Command.fail` writes them so).
        for line in error.message.split(separator: "\n", omittingEmptySubsequences: false) {
          #expect(Self.isClean(String(line)), "\(text.debugDescription)")
          #expect(line.hasPrefix("/h/.config/rainstorm/config:"), "\(text.debugDescription)")
        }
      }
    }
  }

  @Test func argumentLists() {
    var generator = SeededGenerator(seed: 7)
    let words =
      CommandOption.all.map { "--\($0.name)" } + [
        "-f", "-h", "-V", "--", "=", "Paris", "45.6,17.22", "-1,2", "91", "json", "imperial", "0",
        "384", "%t", "x", "\u{1B}[2J", "", "--lat=1", "--units=", "São Paulo", "--no-ip=1",
      ]
    for _ in 0..<Self.iterations {
      let arguments = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
        words.randomElement(using: &generator) ?? ""
      }
      do {
        _ = try Configuration.parse(arguments: arguments, environment: [:])
      } catch {
        #expect(Self.isClean(error.message), "\(arguments)")
        #expect(!error.message.isEmpty)
      }
    }
  }
}
