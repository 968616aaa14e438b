/// Facts about this build of rainstorm that every part of it shares.
public enum Rainstorm {
  /// The version printed by `--version` and sent in the `User-Agent` header.
  public static let version = "0.1.0"

  /// Where the project lives: named in the `User-Agent`, as MET Norway and the US National
  /// Weather Service ask of every client, so that they can reach the authors.
  public static let homepage = "https://github.com/rainstorm-weather/rainstorm"

  /// The `User-Agent` header value sent with every request: the product, its version and a
  /// URL to reach its authors.
  public static let userAgent = "rainstorm/\(version) (+\(homepage))"
}
