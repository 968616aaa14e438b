#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension URL {
  /// The URL as text without a user name or password (`https://user:secret@host/` becomes
  /// `https://host/`): what goes into anything written to disk or shown.
  public var absoluteStringWithoutCredentials: String {
    guard user != nil || password != nil,
      var components = URLComponents(url: self, resolvingAgainstBaseURL: false)
    else { return absoluteString }
    components.user = nil
    components.password = nil
    return components.string ?? "\(scheme ?? "http")://\(host ?? "")"
  }
}
