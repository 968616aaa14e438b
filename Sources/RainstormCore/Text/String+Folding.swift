import Foundation

extension String {
  /// Lower case without accents, for comparing names.
  var folded: String {
    folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// Nil when empty.
  var nonEmpty: String? {
    isEmpty ? nil : self
  }

  /// Percent-encoded for a URL query value: everything but unreserved ASCII.
  var percentEncodedForQuery: String {
    let allowed = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    return addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
