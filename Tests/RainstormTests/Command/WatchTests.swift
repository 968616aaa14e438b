import Foundation
import RainstormCore
import Synchronization
import Testing

@testable import rainstorm

/// `--watch` in-process, on a fake clock that each wait moves on (`FakeWatch`): the schedule of
/// refreshes and wake-ups, countdowns without requests, suspend, failures and recovery, the
/// stale mark, signals, a closed output, i3bar's protocol, notifications and commands.
@Suite struct WatchTests {
  /// Zagreb's recorded offset, GMT+2.
  static let offset = 7200

  /// A harness on `watch`'s clock, whose forecast requests are answered by `answer` (nil: the
  /// recorded Zagreb forecast) and timed.
  static func harness(
    _ watch: FakeWatch, random: @escaping @Sendable () -> Double = { 0 },
    answer: (@Sendable (Date) -> [UInt8]?)? = nil, times: Recorder<Date>
  ) -> CommandHarness {
    var harness = CommandHarness()
    // A home, so that there is a cache (in memory).
    harness.environment["HOME"] = "/home/watcher"
    let clock = watch.clock
    harness.clockOverride = { clock.now }
    harness.random = random
    harness.watch = watch.system
    harness.http = StubHTTP { request throws(TransportError) in
      let url = request.url.text
      guard url.hasPrefix("https://api.open-meteo.com/v1/forecast?") else {
        Issue.record("unexpected request: \(url)")
        throw .cannotConnect(reason: "unexpected request in a test")
      }
      times.record(clock.now)
      if let answer {
        guard let body = answer(clock.now) else {
          throw .cannotConnect(reason: "the network is down in this test")
        }
        return HTTPResponse(status: 200, body: body)
      }
      guard let recorded = CommandHarness.zagrebForecast(url) else {
        throw .cannotConnect(reason: "no recorded answer")
      }
      return recorded
    }
    return harness
  }

  /// Seconds from the start of each request.
  static func offsets(_ times: Recorder<Date>, from start: Date) -> [Double] {
    times.all.map { $0.timeIntervalSince(start) }
  }

  @Test func aSimulatedWeekAsksPolitelyAndWakesOnlyWhenTheTextMayChange() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let start = clock.now
    let week = 7 * 86_400.0
    let watch = FakeWatch(clock: clock, runFor: week)
    let times = Recorder<Date>()
    let random = SeededRandom(seed: 35)
    let harness = Self.harness(watch, random: { random.next() }, times: times)
    let run = await harness.run(["45.6,17.22", "--watch", "-f", "line"])
    #expect(run.status == .success)
    let requests = Self.offsets(times, from: start)
    let gaps = zip(requests.dropFirst(), requests).map { $0 - $1 }
    // Each refresh comes when the forecast is due (15 minutes), at a random offset within
    // the next 7.5: about 540 a week, never two within 5 minutes.
    #expect(
      gaps.allSatisfy { $0 >= 900 && $0 <= 900 + 450 + 1 },
      "\(gaps.min() ?? 0) ... \(gaps.max() ?? 0)")
    #expect((450...700).contains(requests.count), "\(requests.count) requests")
    #expect(Set(gaps.map { Int($0) }).count > 100, "not jittered")
    // With no rain to count down, it wakes each quarter hour (when the text may change with
    // the time) and at each refresh, never more: about 1,200 times a week, not 10,080.
    let wakeUps = watch.waits.all.count
    #expect(wakeUps <= Int(week / 900) + requests.count + 1, "\(wakeUps) wake-ups")
    #expect(wakeUps >= Int(week / 900), "\(wakeUps) wake-ups")
    #expect(watch.waits.all.allSatisfy { $0 >= 0 && $0 <= 900.5 })
    // The same answer is written once, not every minute.
    #expect(run.stdout.split(separator: "\n").count < 50, "\(run.stdout.prefix(300))")
    #expect(run.stdout.hasPrefix("45.60°N, 17.22°E: "))
  }

  /// Rain from 25 minutes after the watch starts, for an hour, in every answer.
  static func rainIn25(_ start: Date) -> @Sendable (Date) -> [UInt8]? {
    let firstEnd = RainBody.quarterEnd(of: start, utcOffsetSeconds: offset)
    // The quarter hour in progress ends within 15 minutes: rain from the one after.
    let dryQuarters =
      Int(
        (start.addingTimeInterval(25 * 60).timeIntervalSince1970
          - Double(firstEnd.secondsSinceEpoch(utcOffsetSeconds: offset))) / 900) + 1
    let precipitation =
      Array(repeating: 0.0, count: dryQuarters) + [1.2, 1.6, 0.4, 0.3]
      + Array(repeating: 0.0, count: 20)
    let body = RainBody.zagreb(firstEnd: firstEnd, precipitation: precipitation)
    return { _ in body }
  }

  /// In a 30-column terminal the line is cut to the width (a line the terminal wrapped would
  /// break mid-word and scroll); piped, it is whole, and commands get it whole.
  @Test func aLineInANarrowTerminalIsCutToItsWidth() async {
    for terminal in [true, false] {
      let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
      let watch = FakeWatch(clock: clock, runFor: 60)
      var harness = Self.harness(watch, times: Recorder<Date>())
      harness.stdoutIsTerminal = terminal
      harness.terminalWidth = 30
      let run = await harness.run(["45.6,17.22", "--watch", "-f", "%l: %t, %w; %l: %t, %w"])
      #expect(run.status == .success)
      let line = run.stdout.split(separator: "\n").first.map(String.init) ?? ""
      #expect(line.hasPrefix("45.60°N, 17.22°E"), "\(line)")
      if terminal {
        #expect(line.displayWidth == 30 && line.hasSuffix("…"), "\(line)")
      } else {
        #expect(line.displayWidth > 30, "\(line)")
      }
    }
  }

  @Test func theCountdownIsWrittenEachMinuteWithoutARequest() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let start = clock.now
    let watch = FakeWatch(clock: clock, runFor: 14 * 60)
    let times = Recorder<Date>()
    var harness = Self.harness(watch, answer: Self.rainIn25(clock.now), times: times)
    let written = Recorder<(Date, String)>()
    harness.onOutput = { written.record((clock.now, $0)) }
    let run = await harness.run(["45.6,17.22", "--watch", "-f", "%R"])
    #expect(run.status == .success)
    #expect(times.all.count == 1)
    let lines = written.all.map(\.1)
    // "rain in 25 min" ... each minute one less, each written once.
    #expect(lines.count >= 12, "\(lines)")
    #expect(Set(lines).count == lines.count)
    #expect(lines.allSatisfy { $0.contains(" min") }, "\(lines)")
    // While it counts down, it wakes each minute.
    #expect(watch.waits.all.allSatisfy { $0 <= 60.5 })
    let minutes = written.all.map { Int($0.0.timeIntervalSince(start) / 60) }
    #expect(Set(minutes).count == minutes.count, "two lines in one minute: \(minutes)")
  }

  @Test func aWokenMachineAsksAtOnce() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let start = clock.now
    // Suspended for an hour, 5 minutes in: the wall clock jumps as the boot-time clock does.
    let watch = FakeWatch(clock: clock, runFor: 2 * 3600, suspends: [(after: 300, seconds: 3600)])
    let times = Recorder<Date>()
    let run = await Self.harness(watch, times: times).run(["45.6,17.22", "--watch", "-f", "line"])
    #expect(run.status == .success)
    let requests = Self.offsets(times, from: start)
    // Asked at start, then within a minute of waking (5 min + 1 h), not 15 minutes later.
    #expect(requests.count >= 2)
    #expect(
      requests.dropFirst().first.map { $0 >= 3900 && $0 <= 3900 + 61 } == true, "\(requests)")
  }

  @Test func aNewNetworkLooksTheIPPlaceUpAgain() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let watch = FakeWatch(
      clock: clock, runFor: 3 * 3600, routes: [(after: 1800, route: "wlan0 0102A8C0")])
    var harness = CommandHarness()
    harness.clockOverride = { clock.now }
    harness.watch = watch.system
    // A cache, whose IP place (kept an hour) is still fresh when the network changes.
    harness.environment["HOME"] = "/home/watcher"
    let run = await harness.run(["--watch", "-f", "line"])
    #expect(run.status == .success, "\(run.stderr)")
    let lookups = harness.http.requests.filter { $0.url.host == "ipapi.co" }
    // Once at start, once on the new network past the cache: not at each refresh, nor each
    // hour.
    #expect(lookups.count == 2)
  }

  @Test func aPlaceNameIsLookedUpOnceAndNoIPLookupFailsAtOnce() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let watch = FakeWatch(clock: clock, runFor: 3 * 3600)
    var harness = CommandHarness()
    harness.clockOverride = { clock.now }
    harness.watch = watch.system
    let run = await harness.run(["Hollywood", "--watch", "-f", "line", "--no-cache"])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("Hollywood"))
    let searches = harness.http.requests.filter { $0.url.host == "geocoding-api.open-meteo.com" }
    let forecasts = harness.http.requests.filter { $0.url.host == "api.open-meteo.com" }
    #expect(searches.count == 1)
    #expect(forecasts.count > 5)

    // No place, IP lookup off: nothing a refresh could mend, so it fails at once, asking nothing.
    var forbidden = CommandHarness()
    forbidden.watch = FakeWatch(clock: FakeClock(), runFor: 3600).system
    let refused = await forbidden.run(["--watch", "--no-ip", "-f", "i3bar"])
    #expect(refused.status == .noPermission)
    #expect(refused.stdout == "")
    #expect(refused.stderr.hasPrefix("rainstorm: IP lookup is turned off (--no-ip)"))
    #expect(forbidden.http.requests.isEmpty)
  }

  @Test func failuresBackOffKeepTheAnswerMarkedStaleAndRecover() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let start = clock.now
    let watch = FakeWatch(clock: clock, runFor: 4 * 3600)
    let times = Recorder<Date>()
    let working = CommandHarness.zagrebForecast(
      "https://api.open-meteo.com/v1/forecast?latitude=45.6&longitude=17.22")
    // Down from 20 minutes to 2 hours 20 minutes after the start.
    let harness = Self.harness(
      watch,
      answer: { now in
        let seconds = now.timeIntervalSince(start)
        return seconds >= 1200 && seconds < 8400 ? nil : working?.body
      }, times: times)
    let written = Recorder<(Date, String)>()
    var observed = harness
    observed.onOutput = { written.record((clock.now, $0)) }
    let run = await observed.run(["45.6,17.22", "--watch", "-f", "waybar"])
    #expect(run.status == .success)
    let requests = Self.offsets(times, from: start)
    // Each try is a first request and its retries at one instant; the tries themselves come
    // 5, 10, 20, then every 30 minutes while it fails.
    var tries: [Double] = []
    for time in requests where tries.last.map({ time - $0 > 1 }) ?? true { tries.append(time) }
    let gaps = zip(tries.dropFirst(), tries).map { $0 - $1 }
    #expect(gaps.starts(with: [900, 900, 300, 600, 1200, 1800, 1800]), "\(gaps)")
    // While down, the last forecast stays, marked stale, never the placeholder.
    let down = written.all.filter {
      $0.0.timeIntervalSince(start) > 1800 && $0.0.timeIntervalSince(start) < 8400
    }
    #expect(!down.isEmpty)
    #expect(down.allSatisfy { $0.1.contains("\"stale\"") && $0.1.contains(" ago)") }, "\(down)")
    #expect(!run.stdout.contains("unavailable"))
    // Back: the stale mark goes.
    #expect(written.all.last.map { !$0.1.contains("\"stale\"") } == true)
    // The failure is said once, not at every try.
    #expect(run.stderr.components(separatedBy: "kept one").count == 2, "\(run.stderr)")
  }

  @Test func thePlaceholderShowsOnlyWhenNothingWasEverHad() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let watch = FakeWatch(clock: clock, runFor: 3600)
    let times = Recorder<Date>()
    let run = await Self.harness(watch, answer: { _ in nil }, times: times)
      .run(["45.6,17.22", "--watch", "-f", "i3blocks"])
    #expect(run.status == .success)
    // One block line, as i3blocks' persistent mode with format=json reads it, written once.
    #expect(
      run.stdout
        == "{\"full_text\":\"weather unavailable\",\"short_text\":\"n/a\",\"color\":\"#9e9e9e\"}\n")
    #expect(times.all.count > 2)
  }

  @Test func theSignalsRefreshAndEnd() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let start = clock.now
    let watch = FakeWatch(
      clock: clock, runFor: 3600,
      events: [
        (after: 120, wake: .refresh), (after: 400, wake: .refresh), (after: 450, wake: .refresh),
        (after: 600, wake: .stop),
      ])
    let times = Recorder<Date>()
    let run = await Self.harness(watch, times: times).run(["45.6,17.22", "--watch", "-f", "line"])
    #expect(run.status == .success)
    // SIGUSR1 within 5 minutes of the last refresh is answered from the cache (at 2 minutes,
    // and at 7.5, after the one at 6.7 asked again); SIGTERM at 10 minutes ends the run with 0.
    #expect(Self.offsets(times, from: start) == [0, 400])
    #expect(clock.now.timeIntervalSince(start) == 600)
  }

  /// With both services failing and nothing kept, 20 clicks a second apart asked 36 times:
  /// the 5-minute floor and the back-off hold for clicks too; a click redraws what is there.
  @Test func clicksWhileTheServicesFailAskNothingMore() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let clicks = (1...20).map { (after: 60.0 + Double($0), wake: WatchSystem.Wake.refresh) }
    let watch = FakeWatch(clock: clock, runFor: 240, events: clicks)
    let times = Recorder<Date>()
    let harness = Self.harness(watch, answer: { _ in nil }, times: times)
    let run = await harness.run([
      "45.6,17.22", "--watch", "-f", "waybar", "--provider", "open-meteo",
    ])
    #expect(run.status == .success)
    // The first refresh only (with its retries), none for the clicks.
    #expect(Set(times.all).count == 1, "\(Self.offsets(times, from: clock.now))")
    #expect(!run.stdout.isEmpty)
  }

  @Test func aClosedOutputEndsTheWatchWithZero() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let watch = FakeWatch(clock: clock, runFor: 3600)
    var harness = CommandHarness()
    harness.clockOverride = { clock.now }
    harness.watch = watch.system
    harness.outputError = { EPIPE }
    let run = await harness.run(["45.6,17.22", "--watch", "-f", "json"])
    #expect(run.status == .success)
    #expect(run.stderr == "")
    #expect(watch.waits.all.isEmpty)
  }

  @Test func i3barGetsTheWholeProtocolAndClicks() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let watch = FakeWatch(clock: clock, runFor: 14 * 60)
    let times = Recorder<Date>()
    let run = await Self.harness(watch, answer: Self.rainIn25(clock.now), times: times)
      .run(["45.6,17.22", "--watch", "-f", "i3bar"])
    #expect(watch.startedWithClicks.withLock { $0 } == true)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "{\"version\":1,\"click_events\":true}")
    #expect(lines.dropFirst().first == "[")
    #expect(lines.dropFirst(2).first?.hasPrefix("[{\"name\":\"rainstorm\",\"full_text\":") == true)
    #expect(lines.count > 4)
    #expect(
      lines.dropFirst(3).allSatisfy {
        $0.hasPrefix(",[{\"name\":\"rainstorm\"") && $0.hasSuffix("}]")
      })
    // The whole stream is one JSON array of status lines once closed.
    let stream = lines.dropFirst().joined(separator: "\n") + "\n]"
    let parsed = try? JSONSerialization.jsonObject(with: Data(stream.utf8)) as? [[[String: Any]]]
    #expect(parsed?.count == lines.count - 2)
  }

  @Test func rainIsToldOnceThenUpdatedAndTheCommandsGetTheFacts() async throws {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let start = clock.now
    let watch = FakeWatch(clock: clock, runFor: 50 * 60)
    let times = Recorder<Date>()
    let soon = Self.rainIn25(start)
    let later = Self.rainIn25(start.addingTimeInterval(15 * 60))
    let dry = RainBody.zagreb(
      firstEnd: RainBody.quarterEnd(of: start, utcOffsetSeconds: Self.offset),
      precipitation: Array(repeating: 0, count: 30))
    // Rain from 25 minutes; from 12 minutes on, from 40; from 25 minutes on, none.
    let harness = Self.harness(
      watch,
      answer: { now in
        let seconds = now.timeIntervalSince(start)
        return seconds < 720 ? soon(now) : seconds < 1500 ? later(now) : dry
      }, times: times)
    let run = await harness.run([
      "45.6,17.22", "--watch", "-f", "line", "--notify", "--notify-before", "20m",
      "--on-rain", "echo rain", "--on-dry", "echo dry",
    ])
    #expect(run.status == .success, "\(run.stderr)")
    let sent = watch.notifier.sent.all
    // Within 20 minutes at 5 minutes; moved by 15 at the refresh at 15 minutes; then dry.
    #expect(sent.count == 3, "\(sent)")
    #expect(sent.allSatisfy { $0.topic == "rain" && $0.title == "45.60°N, 17.22°E" })
    #expect(sent.first?.body.hasPrefix("Rain from ") == true)
    #expect(sent.first?.body.contains("(in 20 min)") == true, "\(sent)")
    #expect(sent.dropFirst().first?.body.contains("(in 20 min)") == true, "\(sent)")
    #expect(sent.last?.body.hasPrefix("No rain expected") == true)
    let runs = watch.hooks.runs.all
    // The update runs no command: once for the rain, once for the dry.
    #expect(runs.map(\.name) == ["--on-rain", "--on-dry"])
    let rain = try #require(runs.first)
    #expect(rain.command == "echo rain")
    #expect(rain.variables["RAINSTORM_EVENT"] == "rain")
    #expect(rain.variables["RAINSTORM_RAIN_MINUTES"] == "20")
    #expect(rain.variables["RAINSTORM_RAIN_MM"] == "3.5")
    // The watch starts at 01:10 in Zagreb, the rain at 01:30 (the JSON output's form).
    #expect(rain.variables["RAINSTORM_RAIN_START"] == "2026-09-29T01:30+02:00")
    #expect(rain.variables["RAINSTORM_PLACE"] == "45.60°N, 17.22°E")
    #expect(rain.variables["RAINSTORM_MESSAGE"] == sent.first?.body)
    // Every variable given is the table's, which the man page lists.
    let listed = Set(WatchHook.variables.flatMap { $0.name.components(separatedBy: ", ") })
    for run in runs { #expect(Set(run.variables.keys).isSubset(of: listed), "\(run.variables)") }
  }

  @Test func aWarningIsToldWhenItIsInForceAndAgainAtItsEndToTheSecond() async throws {
    // Ten minutes before Phoenix's recorded Extreme Heat Warning ends (2026-08-21 20:00 MST).
    let end = Date(timeIntervalSince1970: 1_787_367_600)
    let clock = FakeClock(at: end.addingTimeInterval(-600))
    let watch = FakeWatch(clock: clock, runFor: 1800)
    var harness = AlertCommandTests.answering(Fixture.nwsPhoenixHeat)
    harness.environment["HOME"] = "/home/watcher"
    harness.clockOverride = { clock.now }
    harness.watch = watch.system
    harness.random = { 0 }
    let written = Recorder<(Date, String)>()
    harness.onOutput = { written.record((clock.now, $0)) }
    let run = await harness.run(
      AlertCommandTests.phoenix + [
        "--watch", "-f", "waybar", "--notify", "--notify-level", "severe", "--on-alert", "x",
      ])
    #expect(run.status == .success, "\(run.stderr)")
    let sent = watch.notifier.sent.all
    #expect(sent.count == 2, "\(sent)")
    #expect(sent.first?.body.hasPrefix("⚠ Severe warning: Extreme Heat Warning, until ") == true)
    #expect(sent.last?.body == "Lifted: Extreme Heat Warning")
    #expect(sent.first?.topic == sent.last?.topic)
    #expect(
      watch.hooks.runs.all.map { $0.variables["RAINSTORM_ALERT_STATE"] } == ["new", "lifted"])
    #expect(watch.hooks.runs.all.first?.variables["RAINSTORM_ALERT_LEVEL"] == "severe")
    // The bar drops the warning half a second after its end, not at the next quarter hour.
    let dropped = try #require(written.all.first { !$0.1.contains("\"alert\"") })
    #expect(dropped.0.timeIntervalSince(end) == 0.5)
    #expect(written.all.first?.1.contains("\"alert-severe\"") == true)
  }

  @Test func theTextIsRenderedAgainWhenAWarningBeginsOrEnds() throws {
    var alert = try #require(try PartialAlertOutputTests.toronto().first)
    var report = FormatGoldenTests.report
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    alert.onset = now.addingTimeInterval(-3600)
    alert.expires = now.addingTimeInterval(100)
    report.alerts = AlertReport(status: .ok, source: .environmentCanada, alerts: [alert])
    #expect(
      Command.nextChange(after: now, report: report, outlook: nil)
        == now.addingTimeInterval(100.5))
    // Without it, the next quarter hour (:15 here); stale, the next minute.
    report.alerts = nil
    #expect(
      Command.nextChange(after: now, report: report, outlook: nil)
        == Date(timeIntervalSince1970: 1_800_000_900.5))
    report.staleBecause = .notAsked(host: "h")
    #expect(
      Command.nextChange(after: now, report: report, outlook: nil)
        == Date(timeIntervalSince1970: 1_800_000_060.5))
  }

  @Test func rainMovedJustPastTheLeadTimeIsAnUpdateNotADrySpell() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let start = clock.now
    let watch = FakeWatch(clock: clock, runFor: 20 * 60)
    let times = Recorder<Date>()
    let soon = Self.rainIn25(start)
    let later = Self.rainIn25(start.addingTimeInterval(15 * 60))
    // Told at 10 minutes (rain in 15); at the refresh at 15 minutes it is 25 minutes away.
    let harness = Self.harness(
      watch, answer: { now in now.timeIntervalSince(start) < 720 ? soon(now) : later(now) },
      times: times)
    let run = await harness.run([
      "45.6,17.22", "--watch", "-f", "line", "--notify", "--on-rain", "r", "--on-dry", "d",
    ])
    #expect(run.status == .success)
    let sent = watch.notifier.sent.all
    #expect(sent.count == 2, "\(sent)")
    #expect(sent.allSatisfy { $0.body.hasPrefix("Rain from ") })
    #expect(watch.hooks.runs.all.map(\.name) == ["--on-rain"])
  }

  @Test func changesRunTheChangeCommandWithTheText() async {
    let clock = FakeClock(at: RecordedAnswer.zagreb.recordedNow)
    let watch = FakeWatch(clock: clock, runFor: 3 * 60)
    let times = Recorder<Date>()
    let run = await Self.harness(watch, answer: Self.rainIn25(clock.now), times: times)
      .run(["45.6,17.22", "--watch", "-f", "%R", "--on-change", "cat"])
    let runs = watch.hooks.runs.all
    #expect(runs.count == run.stdout.split(separator: "\n").count)
    #expect(
      runs.map { $0.variables["RAINSTORM_TEXT"] ?? "" + "\n" }.joined(separator: "\n") + "\n"
        == run.stdout)
  }

  @Test(arguments: [
    ["--notify"], ["--notify-before", "10m"], ["--notify-level", "severe"], ["--on-rain", "x"],
    ["--on-dry", "x"], ["--on-alert", "x"], ["--on-change", "x"], ["--hook-timeout", "5"],
  ])
  func watchingOptionsNeedWatch(arguments: [String]) async {
    let run = await CommandHarness().run(["45.6,17.22"] + arguments)
    #expect(run.status == .usage)
    #expect(run.stdout == "")
    #expect(
      run.stderr.hasPrefix("rainstorm: \(arguments[0]) works only while watching: add --watch"))
    #expect(run.stderr.split(separator: "\n").count == 1)
  }

  @Test(arguments: [
    (["-f", "tmux"], "tmux runs the command itself"),
    (["-f", "swiftbar"], "swiftbar is not written continuously"),
    (["-f", "tsv"], "tsv is not written continuously"),
    (["-f", "human"], "--watch writes a line at a time, and human takes a screen"),
    (["--format=human"], "drop --format human for the line format"),
    (["--rain-within", "1h"], "cannot be used with --rain-within"),
    (["--fail-on-alert", "severe"], "cannot be used with --fail-on-alert"),
    (["--notify-before", "7h"], "--notify-before must be from 1 minute to 6 hours, got '7h'"),
    (["--notify-before", "0"], "--notify-before must be from 1 minute to 6 hours, got '0'"),
    (["--hook-timeout", "0"], "--hook-timeout expects seconds"),
    (["--on-rain", " "], "--on-rain expects a command"),
    (["--notify-level", "loud"], "--notify-level expects minor, moderate"),
  ])
  func watchRefusesWhatCannotRunContinuously(arguments: [String], message: String) async {
    let run = await CommandHarness().run(["45.6,17.22", "--watch"] + arguments)
    #expect(run.status == .usage)
    #expect(run.stderr.hasPrefix("rainstorm: "))
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1)
  }

  /// Human is the format when none is asked, in the config file or the environment too:
  /// there --watch writes the line format; only -f human on the command line is refused.
  @Test func humanFromTheConfigFileWatchesInLines() async {
    var harness = CommandHarness()
    harness.environment["RAINSTORM_FORMAT"] = "human"
    let run = await harness.run(["45.6,17.22", "--watch"])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").count == 1, "\(run.stdout)")
  }

  /// A refresh that failed marks the kept answer stale with the service's error; a failure
  /// that is no service's (no such place) is not turned into every provider failing with no
  /// reason (issue 57).
  @Test func aRefreshFailureIsTheServicesOwnOrNone() {
    let timedOut = ServiceError.timedOut(host: "h")
    #expect(Command.cause(of: .noWeatherDataAvailable(timedOut)) == timedOut)
    #expect(Command.cause(of: .failedToRequestLocation(.requestFailed(timedOut))) == timedOut)
    #expect(
      Command.cause(of: .failedToRequestLocation(.lookupsFailed([timedOut])))
        == .providersFailed([timedOut]))
    #expect(Command.cause(of: .failedToRequestLocation(.notFound(query: "Atlantis"))) == nil)
    #expect(Command.cause(of: .notAuthorizedToRequestLocation) == nil)
  }
}
