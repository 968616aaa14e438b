import Foundation
import Testing

@testable import RainstormCore

/// Instants as the warnings services write them (RFC 3339 with an offset).
@Suite struct InstantTests {
  @Test(arguments: [
    ("2026-08-17T11:47:00-07:00", 1_786_992_420.0),
    ("2026-03-06T11:37:00+00:00", 1_772_797_020.0),
    ("2026-03-05T21:26:06.795Z", 1_772_745_966.0),
    ("2026-03-07T23:59:59+01:00", 1_772_924_399.0),
    ("2026-03-07T20:00+0130", 1_772_908_200.0),
  ])
  func readsInstantsWithTheirOffset(text: String, seconds: Double) {
    #expect(Instant.parse(text)?.timeIntervalSince1970 == seconds)
  }

  @Test(arguments: [
    "", "2026-08-17T11:47:00", "2026-08-17 11:47:00Z", "2026-13-01T00:00:00Z",
    "2026-08-17T11:47:60Z", "2026-08-17T11:47:00+19:00", "2026-08-17T11:47:00+05:7",
    "9999999999-01-01T00:00:00Z", "2026-08-17T11:47:00Zjunk",
  ])
  func refusesWhatIsNotAnInstant(text: String) {
    #expect(Instant.parse(text) == nil)
  }
}
