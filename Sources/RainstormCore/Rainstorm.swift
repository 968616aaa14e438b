/// Facts about this build of rainstorm that every part of it shares.
package enum Rainstorm {
  /// The version printed by `--version` and sent in the `User-Agent` header.
  package static let version = "0.1.0"

  /// Where the project lives: named in the `User-Agent`, as MET Norway and the US National
  /// Weather Service ask of every client, so that they can reach the authors.
  package static let homepage = "https://github.com/rainstorm-weather/rainstorm"

  /// The `User-Agent` header value sent with every request: the product, its version and a
  /// URL to reach its authors.
  package static let userAgent = userAgent(contact: nil)

  /// The `User-Agent` with the user's own contact after the project's, when one is given
  /// (MET Norway asks heavy users to be reachable themselves).
  package static func userAgent(contact: String?) -> String {
    "rainstorm/\(version) (+\(homepage)" + (contact.map { "; \($0)" } ?? "") + ")"
  }

  /// Whether `text` can be a contact in the `User-Agent`: 1 to 100 printable ASCII characters
  /// without the parentheses and backslash that would end or escape its comment.
  package static func isValidContact(_ text: String) -> Bool {
    (1...100).contains(text.utf8.count)
      && text.utf8.allSatisfy {
        (0x20...0x7E).contains($0) && $0 != 0x28 && $0 != 0x29 && $0 != 0x5C
      }
  }
}
