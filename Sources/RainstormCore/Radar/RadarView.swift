#if canImport(FoundationEssentials)
  import struct FoundationEssentials.Date
#else
  import struct Foundation.Date
#endif

/// The radar around a place as a terminal shows it (`--radar`, issue 47): a line naming the
/// place and the frame's time with its age, the map (rain, borders and coasts, the place as
/// `+`), the nearest rain (`NearestRain`), the legend in mm/h and dBZ, and the scale with the
/// source's credit.
package enum RadarView {
  /// The zoom the map is drawn at: a character cell is about 1.5 km across in Germany, so an
  /// 80-column terminal shows some 120 km.
  package static let zoom = 6

  /// How the view is drawn.
  package struct Options: Sendable {
    /// The map's size in character cells.
    package var columns: Int
    package var rows: Int
    /// The colours the terminal has.
    package var colors: RadarMap.Colors
    /// Whether to write ASCII only.
    package var ascii: Bool
    /// The units distances are written in, and the language.
    package var formatter: ValueFormatter
    /// The current instant.
    package var now: Date

    package init(
      columns: Int, rows: Int, colors: RadarMap.Colors, ascii: Bool, formatter: ValueFormatter,
      now: Date
    ) {
      self.columns = columns
      self.rows = rows
      self.colors = colors
      self.ascii = ascii
      self.formatter = formatter
      self.now = now
    }
  }

  /// The window the map of `options` shows around `location`.
  package static func window(_ location: Location, _ options: Options) -> MapWindow? {
    guard let projection = WebMercator(zoom: zoom, tileSize: 256) else { return nil }
    return MapWindow(
      projection, centredOnLatitude: location.latitude, longitude: location.longitude,
      width: options.columns, height: options.rows * 2)
  }

  /// How far the map reaches from the place, in metres: to its farthest corner.
  package static func reach(_ location: Location, _ options: Options) -> Int {
    guard let window = window(location, options) else { return 0 }
    let metres = window.projection.metresPerPixel(latitude: location.latitude)
    let half =
      (Double(options.columns * options.columns + 4 * options.rows * options.rows))
      .squareRoot() / 2
    return Int((half * metres).rounded(.up))
  }

  /// The newest measured frame at or before `now` (else the newest measured one).
  package static func frame(_ radar: RadarAnswer, now: Date) -> RadarAnswer.Frame? {
    let measured = radar.frames.filter(\.measured)
    return measured.last { $0.time <= now } ?? measured.last
  }

  /// The view's lines, each ended by a newline.
  ///
  /// - Throws: `ServiceError` when the frame cannot be unpacked.
  package static func render(
    _ radar: RadarAnswer, frame: RadarAnswer.Frame, location: Location, options: Options
  ) throws(ServiceError) -> String {
    guard let window = window(location, options),
      var map = RadarMap(width: options.columns, height: options.rows * 2)
    else { return "" }
    map.drawBorders(window)
    // Unpacked once, for the map and the nearest rain.
    let grid = try frame.grid()
    grid.draw(into: &map, window: window)
    let centre = window.pixel(latitude: location.latitude, longitude: location.longitude)
    let lines = map.lines(
      colors: options.colors, marker: (Int(centre.x), Int(centre.y)), ascii: options.ascii)
    // The lines of text are wrapped to the map's width, as a narrow terminal needs.
    let wrap = { (text: String) in
      text.wrapped(toDisplayWidth: options.columns, hangingIndent: 2)
    }
    let top = wrap(header(frame, location: location, options: options))
    let nearest = NearestRain.find(
      in: radar, frame: frame, grid: grid, latitude: location.latitude,
      longitude: location.longitude)
    let rain = RadarText.sentence(nearest, formatter: options.formatter).capitalizingFirst()
    let bottom = [
      rain, legend(options),
      footer(location, window: window, credit: radar.credit, options: options),
    ]
    .flatMap(wrap)
    return (top + lines + bottom).map { $0 + "\n" }.joined()
  }

  /// The frames a terminal plays, oldest first: the measured ones of the last hour up to the
  /// newest, then the forecast ones after it (Bright Sky's next two hours).
  package static func frames(_ radar: RadarAnswer, now: Date) -> [RadarAnswer.Frame] {
    guard let newest = frame(radar, now: now) else { return [] }
    let hourBefore = newest.time.addingTimeInterval(-3600)
    return radar.frames.filter {
      ($0.measured && $0.time > hourBefore && $0.time <= newest.time)
        || (!$0.measured && $0.time > newest.time)
    }
  }

  /// `Münster · 08:35 (25 min ago)`: the place, and the frame's time in the place's zone
  /// (UTC when it is not known) with its age, or for a forecast frame how far ahead it is
  /// (`in 25 min`).
  static func header(_ frame: RadarAnswer.Frame, location: Location, options: Options) -> String {
    let formatter = options.formatter
    let place = location.name ?? location.coordinateText(ascii: options.ascii)
    let seconds = Int(frame.time.timeIntervalSince1970)
    let zone = location.timeZone.flatMap { ZoneRules(named: $0) }
    let offset = zone?.offset(at: seconds) ?? 0
    let time = formatter.clock(
      LocalDateTime(secondsSinceEpoch: Double(seconds), utcOffsetSeconds: offset))
    let ahead = Int((frame.time.timeIntervalSince(options.now) / 60).rounded())
    let age =
      !frame.measured && ahead > 0
      ? formatter.say("rain.inMinutes", count: ahead)
      : ElapsedTime.phrase(options.now.timeIntervalSince(frame.time), in: formatter.language)
    let separator = options.ascii ? " - " : " · "
    return place + separator + time + (zone == nil ? " UTC" : "") + " (\(age))"
  }

  /// Each step's sample and its lightest rate, then the same in dBZ.
  static func legend(_ options: Options) -> String {
    let formatter = options.formatter
    let entries = RadarMap.legend(colors: options.colors)
    let rates = entries.map {
      $0.sample + " " + formatter.number($0.rate, fractionDigits: $0.rate < 1 ? 1 : 0)
    }
    let dBZ = entries.map { String($0.dBZ) }
    return rates.joined(separator: "  ") + " mm/h (" + dBZ.joined(separator: " ") + " dBZ)"
  }

  /// The map's width on the ground, and the credit the source asks for.
  static func footer(_ location: Location, window: MapWindow, credit: String, options: Options)
    -> String
  {
    let metres =
      window.projection.metresPerPixel(latitude: location.latitude) * Double(options.columns)
    let across = options.formatter.distance(metres) ?? ""
    let arrows = options.ascii ? "<->" : "↔"
    let separator = options.ascii ? " - " : " · "
    return arrows + " " + across + separator + credit
  }
}
