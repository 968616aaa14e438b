import Foundation
import Testing

@testable import RainstormCore

/// HTTP dates as Expires, Last-Modified and Retry-After carry them.
@Suite struct HTTPDateTests {
  @Test func readsTheIMFFixdate() {
    #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT")?.timeIntervalSince1970 == 784_111_777)
    #expect(
      HTTPDate.parse(" Mon, 23 Nov 2026 07:05:00 GMT ")?.timeIntervalSince1970 == 1_795_417_500)
  }

  @Test(arguments: [
    "", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
    "Sun, 6 Nov 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 08:49:37 UTC", "Xyz, 06 Nov 1994 08:49:37 GMT",
    "Sun, 06 Foo 1994 08:49:37 GMT",
    "Sun, 31 Feb 1994 08:49:37 GMT", "Sun, 06 Nov 1994 25:49:37 GMT", "yesterday\r\nX-Evil: 1",
  ])
  func refusesOtherForms(text: String) {
    #expect(HTTPDate.parse(text) == nil)
  }
}
