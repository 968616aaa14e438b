import Foundation
import RainstormCore
import Testing

/// The language through the built binary, against recorded bodies on 127.0.0.1: chosen by the
/// locale or `--lang`, carried by the place search and the warnings request (counted where
/// they arrive), and given way to English in a locale that is not UTF-8.
@Suite struct LanguageEndToEndTests {
  @Test func theLocaleChoosesTheLanguageAndThePlaceSearchAsksInIt() async throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    var environment = EndToEndTests.environment(server)
    environment["LANG"] = "fr_FR.UTF-8"
    let run = try await RainstormProcess.run(["Hollywood", "--no-cache"], environment: environment)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\ntrouvé par recherche de lieu\n"))
    #expect(run.stdout.contains("\nEn ce moment, "))
    let search = server.requests.first { $0.target.hasPrefix("/v1/search?") }
    #expect(search?.target == "/v1/search?name=Hollywood&count=10&language=fr&format=json")
  }

  @Test func environmentCanadaIsAskedInFrench() async throws {
    let forecast = RecordedAnswer.zagreb.present()
    let server = try LocalHTTPServer { request in
      if request.target.hasPrefix("/v1/forecast?") {
        return .respond(
          status: 200,
          body: ModelsBody.body(forecast, models: ModelsBody.models(in: request.target)))
      }
      if request.target.hasPrefix("/collections/weather-alerts/items?") {
        return .respond(status: 200, body: Fixture.data(Fixture.canadaToronto))
      }
      return .respond(status: 404, body: Array("not found".utf8))
    }
    defer { server.stop() }
    var environment = EndToEndTests.environment(server)
    environment["RAINSTORM_ALERTS_URL"] = server.baseURL
    for (language, expected) in [("fr", "lang=fr"), ("de", "lang=en")] {
      let run = try await RainstormProcess.run(
        ["--lat", "43.65", "--lon", "-79.38", "--no-cache", "--lang", language],
        environment: environment)
      #expect(run.status == 0, "\(run.stderr)")
      let asked = server.requests.last { $0.target.hasPrefix("/collections/weather-alerts/") }
      #expect(asked?.target.contains("&\(expected)&") == true, "\(asked?.target ?? "none")")
    }
  }

  @Test func aLocaleThatIsNotUTF8KeepsToASCIIAndSaysWhy() async throws {
    let server = try EndToEndTests.server()
    defer { server.stop() }
    var environment = EndToEndTests.environment(server)
    environment["LANG"] = "ja_JP.eucJP"
    let run = try await RainstormProcess.run(
      ["--lat", "45.6", "--lon", "17.22", "--no-cache"], environment: environment)
    #expect(run.status == 0)
    #expect(run.stdout.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(run.stdout.contains("\nNow, "))
    #expect(
      run.stderr == "rainstorm: Japanese needs UTF-8 and the text here is ASCII; writing English\n")
  }
}
