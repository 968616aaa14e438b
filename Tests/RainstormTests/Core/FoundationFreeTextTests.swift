import Foundation
import Testing

@testable import RainstormCore

/// The text helpers that replace Foundation's (for a binary without it, issue 19) give what
/// Foundation gives, byte for byte.
@Suite struct FoundationFreeTextTests {
  static let samples = [
    "", " ", "\t45.6 ", "\u{A0}17.22\u{2003}", " a b ", "\n1\n", "São Paulo", "Zürich, CH",
    "a&b=c/d?e#f", "100% ~._-", "東京", "👩‍👩‍👧", "\u{0301}e", "x\r\ny",
  ]

  @Test(arguments: samples)
  func trimsSpacesAsFoundationDoes(text: String) {
    #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
    #expect(text[...].trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
  }

  @Test(arguments: samples)
  func percentEncodesAsFoundationDoes(text: String) {
    let allowed = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    #expect(
      text.percentEncodedForQuery == text.addingPercentEncoding(withAllowedCharacters: allowed))
  }
}
