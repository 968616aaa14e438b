import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct FailureTests {
  func outcome(for answer: @escaping @Sendable (HTTPRequest) throws(TransportError) -> HTTPResponse)
    async -> CommandHarness.Outcome
  {
    var harness = CommandHarness()
    harness.http = StubHTTP(answer)
    return await harness.run(["--lat", "45.6", "--lon", "17.22"])
  }

  @Test func aTimeoutIsATemporaryFailure() async {
    let result = await outcome { _ throws(TransportError) in throw .timedOut }
    #expect(result.status == .temporaryFailure)
    #expect(
      result.stderr
        == "rainstorm: no weather data: no answer from api.open-meteo.com within the time limit "
        + "(10 s); "
        + "try again or raise --timeout\n")
    #expect(result.stdout.isEmpty)
  }

  @Test func aRateLimitIsATemporaryFailure() async {
    let result = await outcome { _ throws(TransportError) in
      HTTPResponse(status: 429, body: Fixture.data(Fixture.openMeteoDailyLimit))
    }
    #expect(result.status == .temporaryFailure)
    #expect(
      result.stderr
        == "rainstorm: no weather data: api.open-meteo.com is limiting requests "
        + "(Daily API request limit exceeded. Please try again tomorrow.); try again later\n")
  }

  @Test func anUnreadableAnswerIsADataError() async {
    let result = await outcome { _ throws(TransportError) in
      HTTPResponse(status: 200, body: Array("<html>".utf8))
    }
    #expect(result.status == .dataError)
    #expect(
      result.stderr
        == "rainstorm: no weather data: cannot read the answer from api.open-meteo.com: "
        + "expected JSON, got an HTML page\n")
  }

  @Test func anErrorBodyIsUnavailable() async {
    let result = await outcome { _ throws(TransportError) in
      HTTPResponse(status: 400, body: Fixture.data(Fixture.openMeteoLatitudeError))
    }
    #expect(result.status == .unavailable)
    #expect(
      result.stderr
        == "rainstorm: no weather data: api.open-meteo.com refused the request (HTTP 400): "
        + "Latitude must be in range of -90 to 90°. Given: 522.52.\n")
  }

  @Test func aRefusedConnectionIsUnavailable() async {
    let result = await outcome { _ throws(TransportError) in
      throw .cannotConnect(reason: "connection refused")
    }
    #expect(result.status == .unavailable)
  }

  @Test func anIPRateLimitSaysHowToAvoidTheLookup() async {
    var harness = CommandHarness()
    harness.http = StubHTTP(status: 429, fixture: Fixture.ipapiRateLimited)
    let result = await harness.run([])
    #expect(result.status == .temporaryFailure)
    #expect(
      result.stderr
        == "rainstorm: could not find you from your IP address: "
        + "ipapi.co is limiting requests (RateLimited); ipwho.is is limiting requests "
        + "(RateLimited); ipinfo.io is limiting requests (RateLimited); "
        + "name a place (rainstorm Paris) or pass --lat and --lon\n")
  }

  @Test(arguments: [
    (RootViewModelError.notAuthorizedToRequestLocation, ExitCode.noPermission),
    (.failedToRequestLocation(.notAuthorized), .noPermission),
    (.failedToRequestLocation(.notFound(query: "Atlantis")), .notFound),
    (.failedToRequestLocation(.requestFailed(.timedOut(host: "h"))), .temporaryFailure),
    (.failedToRequestLocation(.requestFailed(.unreachable(host: "h", reason: "r"))), .unavailable),
    (.failedToRequestLocation(.lookupsFailed([])), .unavailable),
    (
      .failedToRequestLocation(
        .lookupsFailed([.unreachable(host: "a", reason: "r"), .timedOut(host: "b")])),
      .temporaryFailure
    ),
    (
      .failedToRequestLocation(
        .lookupsFailed([.rateLimited(host: "a", reason: nil), .httpStatus(host: "b", status: 500)])),
      .temporaryFailure
    ),
    (
      .failedToRequestLocation(
        .lookupsFailed([
          .errorBody(host: "a", status: 200, reason: "r"), .unreadable(host: "b", detail: "d"),
        ])),
      .unavailable
    ),
    (.noWeatherDataAvailable(.rateLimited(host: "h", reason: nil)), .temporaryFailure),
    (.noWeatherDataAvailable(.httpStatus(host: "h", status: 502)), .unavailable),
    (.noWeatherDataAvailable(.errorBody(host: "h", status: 400, reason: "r")), .unavailable),
    (.noWeatherDataAvailable(.unreadable(host: "h", detail: "d")), .dataError),
    // Both providers answered something unreadable: 65, as for one; one unreachable: 69.
    (
      .noWeatherDataAvailable(
        .providersFailed([.unreadable(host: "a", detail: "d"), .unreadable(host: "b", detail: "d")])
      ), .dataError
    ),
    (
      .noWeatherDataAvailable(
        .providersFailed([
          .unreadable(host: "a", detail: "d"), .unreachable(host: "b", reason: "refused"),
        ])), .unavailable
    ),
  ])
  func mapsEveryErrorToItsDocumentedStatus(error: RootViewModelError, status: ExitCode) throws {
    let configuration = try Configuration.parse(arguments: [], environment: [:])
    let failure = Failure(error, output: configuration.outputSettings)
    #expect(failure.status == status)
    #expect(!failure.message.contains("\n"))
    #expect(!failure.message.contains("ServiceError"))
  }
}
