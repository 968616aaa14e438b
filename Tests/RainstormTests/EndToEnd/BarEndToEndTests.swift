import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

@Suite struct BarEndToEndTests {
  @Test func offlineWithNoCacheWaybarGetsAValidPlaceholderAndExit0() async throws {
    let home = try TemporaryHome.make("bars")
    defer { TemporaryHome.remove(home) }
    // Nothing listens on port 9 of loopback.
    let run = try await RainstormProcess.run(
      ["45.6,17.22", "-f", "waybar"],
      environment: ["RAINSTORM_WEATHER_URL": "http://127.0.0.1:9", "HOME": home.path])
    #expect(run.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(object?["text"] as? String == "weather unavailable")
    #expect(object?["class"] as? [String] == ["unavailable"])
    #expect(
      object?["tooltip"] as? String
        == "no weather data: cannot reach 127.0.0.1 (connection refused); check your connection")
    #expect(run.stderr.hasPrefix("rainstorm: no weather data: cannot reach 127.0.0.1"))
    let i3bar = try await RainstormProcess.run(
      ["45.6,17.22", "-f", "i3bar"],
      environment: ["RAINSTORM_WEATHER_URL": "http://127.0.0.1:9", "HOME": home.path])
    #expect(i3bar.status == 0)
    #expect(try JSONSerialization.jsonObject(with: Data(i3bar.stdout.utf8)) is [String: Any])
  }

  @Test func aKeptForecastAfterAFailureIsStaleWithItsAge() async throws {
    let failing = Mutex(false)
    let server = try LocalHTTPServer { _ in
      failing.withLock { $0 }
        ? .respond(status: 503, body: Array("upstream down".utf8))
        : .respond(status: 200, body: RecordedAnswer.zagreb.present())
    }
    defer { server.stop() }
    let home = try TemporaryHome.make("bars")
    defer { TemporaryHome.remove(home) }
    let environment = [
      "RAINSTORM_WEATHER_URL": server.baseURL, "HOME": home.path, "LANG": "C.UTF-8",
    ]
    let age = AgeWindow()
    let fresh = try await RainstormProcess.run(
      ["45.6,17.22", "-f", "waybar"], environment: environment)
    #expect(fresh.status == 0)
    failing.withLock { $0 = true }
    let run = try await RainstormProcess.run(
      ["45.6,17.22", "-f", "waybar", "--refresh"], environment: environment)
    #expect(run.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect((object?["class"] as? [String])?.contains("stale") == true)
    let text = object?["text"] as? String ?? ""
    #expect(age.phrases().contains { text.hasSuffix(" (\($0))") }, "\(text)")
    let tooltip = object?["tooltip"] as? String ?? ""
    #expect(
      age.phrases().contains { tooltip.contains("Kept forecast from \($0): the refresh failed") },
      "\(tooltip)")
    #expect(
      age.phrases().contains {
        run.stderr.hasPrefix("rainstorm: showing the forecast from \($0):")
      },
      "\(run.stderr)")
    let tmux = try await RainstormProcess.run(
      ["45.6,17.22", "-f", "tmux", "--refresh"], environment: environment)
    #expect(
      age.matches(tmux.stdout) {
        "#[fg=#9e9e9e,bg=#222222]45.60°N, 17.22°E: 🌙 13°C - (\($0))#[default]\n"
      }, "\(tmux.stdout)")
  }
}
