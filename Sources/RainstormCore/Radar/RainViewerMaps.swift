/// RainViewer's list of radar frames (`https://api.rainviewer.com/public/weather-maps.json`),
/// read as hostile input, and the address of a frame's tile (issue 47).
///
/// The list names the tile server (`host`) and, per frame, its time and a path (since 2026 an
/// opaque hash, such as `/v2/radar/090cbe952e82`, used as given). Frames past and forecast
/// (`nowcast`, empty since early 2026) come in time order. A tile is
/// `host + path + /SIZE/Z/X/Y/COLOR/SMOOTH_SNOW.png`, at zoom 7 at most: past it the server
/// answers with a grey "Zoom Level Not Supported" image and status 200, so rainstorm never asks.
package struct RainViewerMaps: Equatable, Sendable {
  /// One frame: when its radar was taken (seconds since 1970) and its path on the tile server.
  package struct Frame: Equatable, Sendable {
    package var time: Int
    package var path: String
  }

  /// The tile server, such as `https://tilecache.rainviewer.com`.
  package var host: WebAddress
  /// When the list was made (seconds since 1970).
  package var generated: Int
  /// Radar frames of the past, oldest first.
  package var past: [Frame]
  /// Forecast frames, oldest first; empty since early 2026.
  package var nowcast: [Frame]

  /// The largest zoom RainViewer serves since 2026-01.
  package static let maximumZoom = 7
  /// The most bytes read: 256 KiB, far above the 1.7 KB of a real list.
  package static let byteLimit = 262_144
  /// The most frames of each kind read.
  package static let maximumFrames = 64

  /// The list in `body`, answered by `host`; the tile server it names must be `host`'s domain
  /// or under it (`api.rainviewer.com` names `tilecache.rainviewer.com`), over HTTPS.
  ///
  /// - Throws: `ServiceError.unreadable` for a body that is not such a list.
  package static func read(_ body: [UInt8], host: String) throws(ServiceError) -> RainViewerMaps {
    let unreadable = { (detail: String) in ServiceError.unreadable(host: host, detail: detail) }
    guard body.count <= byteLimit else { throw unreadable("its list of frames is over 256 KiB") }
    let document: JSONObject
    let tileHost: String?
    let generated: Int?
    let past: [JSONObject]
    let nowcast: [JSONObject]
    do {
      document = try JSONObject(parsing: body)
      tileHost = try document.string("host")
      generated = try document.int("generated")
      let radar = try document.object("radar")
      past = try radar?.objects("past") ?? []
      nowcast = try radar?.objects("nowcast") ?? []
    } catch {
      throw unreadable("not RainViewer's list of frames")
    }
    // Only `https://NAME`: no port, user, path or query the list could slip in.
    guard let tileHost, let address = WebAddress(tileHost), address.scheme == "https",
      address.text == "https://\(address.host)" || address.text == "https://\(address.host)/",
      Self.isUnder(address.host, domainOf: host)
    else {
      throw unreadable("its tile server is not an HTTPS address of \(Self.domain(of: host))")
    }
    guard let generated, Self.plausible(generated) else {
      throw unreadable("its list has no time it was made")
    }
    return RainViewerMaps(
      host: address, generated: generated, past: try frames(past, host: host),
      nowcast: try frames(nowcast, host: host))
  }

  /// The frames of one kind, checked: at most `maximumFrames`, each at a plausible time after
  /// the one before, each path letters, digits, `_` and `-` between slashes.
  private static func frames(_ objects: [JSONObject], host: String) throws(ServiceError)
    -> [Frame]
  {
    guard objects.count <= maximumFrames else {
      throw .unreadable(host: host, detail: "its list has more than \(maximumFrames) frames")
    }
    var frames: [Frame] = []
    for object in objects {
      let time: Int?
      let path: String?
      do {
        time = try object.int("time")
        path = try object.string("path")
      } catch {
        throw .unreadable(host: host, detail: "a frame is not a time and a path")
      }
      guard let time, plausible(time), time > (frames.last?.time ?? 0) else {
        throw .unreadable(host: host, detail: "its frames' times are not in order")
      }
      guard let path, isPath(path) else {
        throw .unreadable(host: host, detail: "a frame's path is not a path on the tile server")
      }
      frames.append(Frame(time: time, path: path))
    }
    return frames
  }

  /// The address of the tile of `frame` at `zoom`, column `x` and row `y` (the web map's
  /// tiles), `size` pixels square (256 or 512), in colour scheme `colour`; nil past
  /// `maximumZoom` or outside the map.
  package func tile(
    _ frame: Frame, zoom: Int, x: Int, y: Int, size: Int = 256, colour: Int = 2,
    smooth: Bool = false, snow: Bool = false
  ) -> WebAddress? {
    guard (0...Self.maximumZoom).contains(zoom), size == 256 || size == 512,
      (0...255).contains(colour)
    else { return nil }
    let tiles = 1 << zoom
    guard (0..<tiles).contains(x), (0..<tiles).contains(y) else { return nil }
    let options = "\(smooth ? 1 : 0)_\(snow ? 1 : 0)"
    return WebAddress(
      host.request(path: "\(frame.path)/\(size)/\(zoom)/\(x)/\(y)/\(colour)/\(options).png")
        .text)
  }

  /// Whether `time` (seconds since 1970) lies between 2000 and 2100.
  private static func plausible(_ time: Int) -> Bool {
    (946_684_800...4_102_444_800).contains(time)
  }

  /// Whether `path` is `/` and segments of letters, digits, `_` and `-`, at most 128 bytes.
  private static func isPath(_ path: String) -> Bool {
    let bytes = Array(path.utf8)
    guard (2...128).contains(bytes.count), bytes.first == UInt8(ascii: "/"),
      bytes.last != UInt8(ascii: "/")
    else { return false }
    var previous: UInt8 = 0
    for byte in bytes {
      let allowed =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/")
      guard allowed, !(byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/")) else {
        return false
      }
      previous = byte
    }
    return true
  }

  /// `api.rainviewer.com`'s domain: `rainviewer.com` (the host without its first label, when
  /// it has three or more); an IP address (a mirror, a test's server) is its own.
  private static func domain(of host: String) -> String {
    let name = host.lowercased()
    let labels = name.split(separator: ".")
    let isAddress =
      name.utf8.contains(UInt8(ascii: ":"))
      || labels.allSatisfy { $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    return labels.count >= 3 && !isAddress ? labels.dropFirst().joined(separator: ".") : name
  }

  /// Whether `candidate` is `host`'s domain or a name under it (any case, a final dot ignored).
  private static func isUnder(_ candidate: String, domainOf host: String) -> Bool {
    var name = candidate.lowercased()
    if name.hasSuffix(".") { name.removeLast() }
    let domain = domain(of: host)
    return name == domain || name.hasSuffix("." + domain)
  }
}
