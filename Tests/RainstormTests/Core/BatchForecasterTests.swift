import Foundation
import RainstormCore
import Testing

/// The batch's answers in input order, and failures grouped into one message per failed request.
@Suite struct BatchForecasterTests {
  func entries(_ numbers: [Int]) -> [PlaceList.Entry] {
    numbers.map { PlaceList.Entry(number: $0, location: .zagreb) }
  }

  func answers(_ results: [(Int, ServiceError?)]) -> [BatchForecaster.Answer] {
    results.map { number, error in
      BatchForecaster.Answer(
        entry: PlaceList.Entry(number: number, location: .zagreb),
        result: error.map { .failure($0) } ?? .success(RootViewModelTests.forecast))
    }
  }

  @Test func groupsNeighbouringFailuresWithTheSameError() {
    let refused = ServiceError.unreachable(host: "h", reason: "connection refused")
    let slow = ServiceError.timedOut(host: "h")
    // Lines 2-4 failed in one request; 6 in another with the same error, after a success;
    // 7 with another error; 9 after a skipped (bad) line 8.
    let runs = BatchForecaster.failedRuns(
      answers([
        (1, nil), (2, refused), (3, refused), (4, refused), (5, nil), (6, refused),
        (7, slow), (9, slow),
      ]))
    #expect(
      runs == [
        BatchForecaster.FailedRun(first: 2, last: 4, error: refused),
        BatchForecaster.FailedRun(first: 6, last: 6, error: refused),
        BatchForecaster.FailedRun(first: 7, last: 9, error: slow),
      ])
    #expect(runs.map(\.lines) == ["lines 2-4", "line 6", "lines 7-9"])
    #expect(BatchForecaster.failedRuns(answers([(1, nil), (2, nil)])).isEmpty)
  }

  @Test func asksTheServiceOnceForEveryPlaceInOrder() async throws {
    let weather = StubWeatherService(forecast: RootViewModelTests.forecast)
    let forecaster = BatchForecaster(service: weather, options: ForecastOptions(days: 2))
    let places = try [(1.0, 2.0), (3.0, 4.0), (1.00001, 2.00004), (5.0, 6.0), (3.0, 4.0)].map {
      try Location(latitude: $0.0, longitude: $0.1, source: .coordinates)
    }
    let entries = places.enumerated().map {
      PlaceList.Entry(number: $0.offset + 1, location: $0.element)
    }
    let answers = await forecaster.answers(for: entries)
    #expect(answers.map(\.entry.number) == [1, 2, 3, 4, 5])
    #expect(answers.map(\.entry.location) == places)
    // (1.00001, 2.00004) is (1, 2) as the request writes it, 4 decimals: asked for once.
    #expect(weather.requests.map(\.location) == [places[0], places[1], places[3]])
    #expect(weather.requests.allSatisfy { $0.options.days == 2 })
  }
}
