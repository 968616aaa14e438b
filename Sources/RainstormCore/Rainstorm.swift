/// Facts about this build of rainstorm that every part of it shares.
public enum Rainstorm {
  /// The version printed by `--version` and sent in the `User-Agent` header.
  public static let version = "0.1.0"

  /// The `User-Agent` header value sent with every request.
  public static let userAgent = "rainstorm/\(version)"
}
