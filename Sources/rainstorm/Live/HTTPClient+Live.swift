#if !os(Linux)
  import RainstormCore
  import RainstormURLSession

  extension HTTPClient {
    /// The live transport on Apple platforms: URLSession.
    static func live() -> HTTPClient {
      .urlSession()
    }
  }
#endif
