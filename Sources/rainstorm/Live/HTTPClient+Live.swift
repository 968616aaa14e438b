#if !os(Linux)
  import RainstormCore
  import RainstormURLSession

  extension HTTPClient {
    /// The live transport on Apple platforms: URLSession.
    static func live(environment: [String: String]) -> HTTPClient {
      .urlSession()
    }
  }
#endif
