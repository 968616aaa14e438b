#if !os(Linux)
  import RainstormCore
  import RainstormURLSession

  extension HTTPClient {
    /// The live transport on Apple platforms: URLSession, through the proxies the environment
    /// names as curl reads them (`ProxyEnvironment`), else the system's.
    static func live(environment: [String: String]) -> HTTPClient {
      .urlSession(proxies: ProxyEnvironment(environment))
    }
  }
#endif
