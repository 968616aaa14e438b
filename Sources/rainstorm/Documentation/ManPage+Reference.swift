import RainstormCore

/// The man page's reference: what the README leaves to it, section by section. Each section's
/// prose is one raw string, written as text (`ManPage.blocks(_:lists:)` says how); the lists
/// that the code declares (placeholders, bars, classes, wttr.in's codes, JSON fields, warnings
/// sources) are rendered from their tables where the text names them, and the TSV columns
/// written here are checked against the renderer's by `FieldTableTests`.
extension ManPage {
  /// Terms and what each means, as a list shows them.
  typealias Terms = [(term: String, meaning: String)]

  /// One section of the reference: a `.SH` title and what it holds.
  struct Section: Sendable {
    /// The title, in capitals as man pages have them.
    let title: String
    /// What the section holds, in order.
    let blocks: [Block]

    /// The section `title` written as `text`, with the lists it names.
    init(_ title: String, lists: [String: Terms] = [:], _ text: String) {
      self.title = title
      self.blocks = ManPage.blocks(text, lists: lists)
    }
  }

  /// A piece of a section.
  enum Block: Sendable {
    /// A paragraph.
    case paragraph(String)
    /// A subsection's heading (`.SS`).
    case heading(String)
    /// A term in bold with what it means indented below it.
    case item(String, String)
    /// Terms and their meanings, from a table in the code.
    case list(Terms)
    /// Lines shown as they are written: commands, output, a config file.
    case example(String)
  }

  /// The reference sections, between OPTIONS and ENVIRONMENT.
  static let sections: [Section] = [
    places, configuration, output, languages, formats, fields, statusBars, watching, radar,
    rainTiming,
    modelAgreement,
    warnings, airQuality, normals, pastDates, batchInput, providers, timeLimits,
    proxiesAndCertificates, cache,
  ]

  /// The blocks of a section written as text. Blocks are separated by an empty line; a
  /// block whose first line is `## Title` is a heading, `- term` an item with its meaning on the
  /// lines below (indented), `{name}` the list `lists[name]`; lines indented by four spaces are
  /// an example, shown as written; anything else is a paragraph. The lines of a paragraph or a
  /// meaning are joined by spaces, so the text is wrapped as it reads best.
  static func blocks(_ text: String, lists: [String: Terms] = [:]) -> [Block] {
    var blocks: [Block] = []
    var lines: [Substring] = []
    func joined(_ lines: some Sequence<Substring>) -> String {
      lines.map { $0.drop { $0 == " " } }.joined(separator: " ")
    }
    func close() {
      guard let first = lines.first else { return }
      if first.hasPrefix("## "), lines.count == 1 {
        blocks.append(.heading(String(first.dropFirst(3))))
      } else if first.hasPrefix("{"), first.hasSuffix("}"), lines.count == 1,
        let list = lists[String(first.dropFirst().dropLast())]
      {
        blocks.append(.list(list))
      } else if lines.allSatisfy({ $0.hasPrefix("    ") }) {
        blocks.append(.example(lines.map { $0.dropFirst(4) }.joined(separator: "\n")))
      } else if first.hasPrefix("- "), lines.count > 1 {
        blocks.append(.item(String(first.dropFirst(2)), joined(lines.dropFirst())))
      } else {
        blocks.append(.paragraph(joined(lines)))
      }
      lines = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty { close() } else { lines.append(line) }
    }
    close()
    return blocks
  }

  /// The sections in roff.
  static var reference: [String] {
    sections.flatMap { [".SH \(text($0.title))"] + roff($0.blocks) }
  }

  /// `blocks` in roff.
  static func roff(_ blocks: [Block]) -> [String] {
    var lines: [String] = []
    for block in blocks {
      switch block {
      case .paragraph(let words):
        lines += [".PP", text(words)]
      case .heading(let title):
        lines.append(".SS \(text(title))")
      case .item(let term, let meaning):
        lines += [".TP", ".B \(text(term))", text(meaning)]
      case .list(let items):
        for item in items {
          lines += [".TP", ".B \(text(item.term))", text(item.meaning)]
        }
      case .example(let example):
        lines += [".PP", ".RS", ".nf"]
        lines += example.split(separator: "\n", omittingEmptySubsequences: false).map {
          text(String($0))
        }
        lines += [".fi", ".RE"]
      }
    }
    return lines
  }

  static let languages = Section(
    "LANGUAGES",
    lists: [
      "languages": LanguageList.rows.map {
        ("\($0.code)  \($0.englishName)", $0.done == "-" ? "not yet translated" : $0.done)
      }
    ],
    #"""
    rainstorm writes the text people read in their language: the human format, -f line and
    templates, the status bars' text and tooltips, wttr.in's %C, and the notes on standard error.
    Weather words, labels, rain timing, warnings' frame, air quality and UV categories, normals and
    credits are translated; numbers, units, dates and times are written as the language writes them
    (decimal comma, 7,9 °C, Mi., 25. Nov., a 12-hour clock where it is the custom; the clock
    setting, 12 or 24, overrides it), from the Unicode CLDR; counted phrases take the plural form
    CLDR gives the language (Polish and Russian have three, Arabic six).

    The language is --lang CODE, the lang setting or RAINSTORM_LANG; otherwise the locale chooses it
    as GNU programs do: LANGUAGE (a list such as fr:de, the first language rainstorm speaks among
    its first 32 wins) unless the locale is C or POSIX, then LC_ALL, LC_MESSAGES and LANG. C, POSIX
    and a language rainstorm does not speak mean English. Codes are BCP 47 (pt-BR, zh-Hant, sr-Latn)
    or locale names (pt_BR.UTF-8). An unknown --lang is a usage error that lists the languages;
    rainstorm --lang list shows them with how complete each is. Where the text must be ASCII (a
    locale that is not UTF-8, or --icons ascii), a language that cannot be written in ASCII gives
    way to English, said once on standard error.

    What stays English and stable for scripts: JSON keys and enumerated values, TSV headers and
    values, exit codes, error messages, --help and this page. JSON gains lang, and its condition is
    in the language. Place names come in the language from place search; warnings in it where the
    source writes it (MeteoAlarm's blocks per language, Environment Canada in French, MET Norway in
    Norwegian, DWD in German), else in English or the source's own language.

    Right-to-left languages (Arabic, Hebrew, Persian) are written in logical order with no bidi
    control characters. Terminals that reorder text (Konsole, mlterm, GNOME Terminal and other VTE
    terminals) show the words right to left; others (xterm, kitty, Alacritty) show them in logical
    order, left to right, which stays readable but unusual. The bars whose renderer reorders text
    (waybar, i3bar and i3blocks through Pango; SwiftBar and xbar through Core Text) get Unicode
    isolates when their text holds right-to-left letters: the line as one run in the language's
    direction, the place in a run of its own, so coordinates, numbers and units stay where a reader
    expects them. polybar draws letters one by one, left to right, unjoined, whatever the font: -f
    polybar writes English instead, with a note. tmux shows what the terminal does. Tables and the
    hourly chart are measured in display columns, so CJK text lines up.

    {languages}
    """#)

  static let places = Section(
    "PLACES",
    #"""
    The place, in order of precedence: on the command line, a name (rainstorm Paris, rainstorm
    "Melbourne, Florida", rainstorm São Paulo --country BR; several words are one name), coordinates
    as one word (rainstorm 48.85,2.35, rainstorm -33.9,18.4), or --lat and --lon; then
    RAINSTORM_LOCATION, then location in the config file, each a name or lat,lon; otherwise your
    public IP address, looked up with ipapi.co, then ipwho.is, then ipinfo.io (the next is asked
    only when one fails). With a configured location, rainstorm never looks up your IP address; with
    --stdin, the configured location is ignored.

    The header always says how the place was found ("found by place search", "for the coordinates
    you gave", "your configured default location", "from your IP address via ipwho.is"); JSON says
    it in location.source and, for IP lookups, location.provider.

    Place names are looked up with Open-Meteo's geocoding API, in English, and the best match is
    used and named in full ("Hollywood, Florida, United States"). Text after a comma must match the
    region, district, country or country code of a result ("Hollywood, California", "Hollywood,
    Ireland", "Paris, US"; case and accents do not matter), or a US state's, Canadian province's or
    Australian state's code ("Springfield, IL", "Halifax, NS", "Perth, WA": ISO 3166-2, their postal
    codes); --country CODE keeps only places in that country. A name needs at least 2 characters.

    When other places share the name, the human format says so on standard error when the place is
    looked up (not on the runs that reuse the kept answer, nor with --rain-within or --quiet), with
    how to ask for them, such as: rainstorm: also: Hollywood, California, United States; ... (and 3
    more); use "Hollywood, California" or --country IE.

    rainstorm --search NAME lists every match (place, region, country, latitude, longitude,
    population) and exits 0; with -f json or -f tsv it writes data for scripts. No match exits 1
    with what to try.

    Options take their value as the next argument or after = (--lon=-122.009). An option given twice
    keeps its last value. Words that are not options are the place; after --, every word is. Units
    are asked of Open-Meteo, not converted afterwards (except Beaufort, computed by rainstorm from
    m/s).
    """#)

  static let configuration = Section(
    "CONFIGURATION",
    #"""
    The config file is $XDG_CONFIG_HOME/rainstorm/config, or ~/.config/rainstorm/config when
    XDG_CONFIG_HOME is unset (a missing file is fine; FILES lists its keys). One key = value per
    line; # starts a comment at the start of a line or after a space; spaces around keys and values
    do not matter; double quotes keep a value's spaces and # (format = "%l # %t"). A byte-order mark
    at the start is ignored.

        # ~/.config/rainstorm/config
        location = Melbourne, Florida    # or lat,lon
        units = imperial
        wind_unit = kn
        days = 3
        ip_lookup = off

    Every key is also an environment variable, RAINSTORM_ and the key in capitals
    (RAINSTORM_UNITS=imperial, RAINSTORM_LOCATION="Paris"); an empty variable counts as unset.
    Precedence: options, then environment, then config file, then built-in defaults. A unit system
    resets the per-quantity units of the sources below it: --units metric wins over temperature_unit
    = fahrenheit in the file, while units = imperial with wind_unit = kn in one file gives knots.

    Every value from every source is checked, even one that is overridden; an unknown key or a bad
    value exits 64 and names the file, the line and the key (/home/me/.config/rainstorm/config:2:
    wind_unit must be one of kmh, ms, mph, kn, bft, got 'furlongs'). --no-config is the way round a
    broken file. --config FILE reads FILE instead; a missing or unreadable FILE, or one that is not
    a regular file, exits 66.

    The contact key adds your e-mail address or web page to the User-Agent of every request (up to
    100 printable ASCII characters, no parentheses or backslash), as MET Norway asks of anyone who
    asks often. The *_cache_* keys set how long answers are kept (see CACHE).

    rainstorm --print-config shows each setting and where it came from; its output is itself a
    config file:

        $ RAINSTORM_DAYS=3 rainstorm --print-config --wind-unit kn
        # rainstorm 0.1.0 settings. Precedence: command line, environment,
        # config file, default. Config file: /home/me/.config/rainstorm/config
        # country: not set
        location = Hollywood           # /home/me/.config/rainstorm/config, line 1
        ip_lookup = on                 # default
        units = imperial               # /home/me/.config/rainstorm/config, line 2
        temperature_unit = fahrenheit  # from units
        wind_unit = kn                 # command line, --wind-unit
        ...
        days = 3                       # environment, RAINSTORM_DAYS
    """#)

  static let output = Section(
    "OUTPUT",
    #"""
    Standard output carries only the answer; every error goes to standard error as one line that
    starts with "rainstorm: " and says what to do next; notes (other places with the name, a
    fallback provider, an older forecast or place, what could not be shown) go there too, unless
    --quiet, each on one line, or wrapped to the width (its continuation indented) when standard
    error is a terminal. The lines for people fit the terminal's width: words break at spaces, never
    between a number and its unit, a warning's text (--alerts full) is wrapped at the terminal's
    width rather than also at its service's, and --watch's line or template in a terminal is cut to
    the width with … (commands get it whole).

    Text that came from a server (place names, error reasons) is stripped of escape sequences and of
    every control, format and separator character (Unicode categories Cc, Cf, Zl and Zp:
    bidirectional controls, zero-width characters, soft hyphens, U+2028 and U+2029), so it cannot
    move the cursor, hide or reorder text, or split a line or a TSV row. A value you gave that is
    quoted in an error shows such characters as escapes (got '3\0', got '\e[2J').

    A forecast is checked before anything is shown or kept: an answer without the blocks that were
    asked for (current, and daily or hourly when asked), or with a value no weather has (a
    temperature outside -150 to 150 °C, a percentage outside 0 to 100, a negative or absurd amount
    of rain or wind, a weather code outside 0 to 99, an offset from UTC of more than 18 h), exits 65
    naming the field (hourly.precipitation_probability[3] is 1e+21, outside what a probability of
    precipitation can be (0 to 100)) and is not cached. So is a forecast dated far from now: its
    current time (else its first hour or day) must be within two days before and one day after now
    (the forecast is for 2001-01-01T01:00, not near now); air quality likewise, by the date of its
    current values.

    If standard output cannot be written (a full disk, a closed descriptor), rainstorm exits 74 with
    one line on standard error; a pipe whose reader has gone ends it quietly (killed by SIGPIPE as
    usual, or exit 74 with no message when SIGPIPE is ignored).

    How much is shown: --days N is 0 to 16 (default 7), and 0 shows current conditions only; --hours
    N is 0 to 384 (0, the default, for none), starting at the current hour in the place's time zone
    (the API's forecast ends 16 days after today's midnight, so the last hours of a long range may
    be missing). --icons is emoji, unicode (one-column symbols), ascii (short ASCII signs; all other
    text becomes ASCII too) or none. --units metric is °C, km/h and mm; --wind-unit bft is the
    Beaufort force, computed by rainstorm from m/s. --help prints the options, examples and exit
    statuses in under 100 lines; this page has the long tables.

    Colour (--color auto) is used only when standard output is a terminal, NO_COLOR is unset or
    empty, and TERM is not dumb, and only in the human format; the bar formats, which are read from
    a pipe, are coloured unless --color never or NO_COLOR is set. Icons (--icons) default to emoji
    when the locale is UTF-8, else ascii; with ascii all other text becomes ASCII too.
    """#)

  static let formats = Section(
    "FORMATS",
    lists: [
      "placeholders": Template.placeholders.map { ("%" + String($0.code), $0.meaning) },
      "tsvColumns": ManPage.tsvColumns.map { ($0.rows, $0.columns + ". " + $0.note) },
      "wttrCodes": WttrFormat.codes.map { ("%" + String($0.code), $0.meaning) },
    ],
    #"""
    ## human (the default)

    - Header
      the place name when known, with the coordinates, then how the place was found.

    - Now
      the local time and time zone of the reading, the condition with its icon, the temperature and
      the feels-like temperature, humidity, wind speed and the compass direction it blows from, and
      precipitation. Values the service did not send are left out.

    - The rain line
      whether, when and how hard it will rain in the next 6 hours (see RAIN TIMING), such as "Rain
      from 14:30 (in 25 min) until about 15:45, light, 1.2 mm." or "No rain expected before 20:00."

    - The chart
      with --hours N, the next N hours: temperature as a sparkline with its low (L) and high (H)
      marked, precipitation probability as bars beneath (a dot is 0%), hour labels below, and a line
      naming the low, the high and the highest chance. One column per hour up to 64 hours; longer
      ranges put several hours in a column.

    - The table of days
      weekday and date, icon and condition, low and high, precipitation amount, its highest hourly
      probability, and the highest wind speed; - where a value is missing. A day where the compared
      weather models disagree is marked *, with a legend under the table; --models adds each model's
      low/high precipitation (see MODEL AGREEMENT).

    With --icons ascii, or in a locale that is not UTF-8 whatever the icons, the chart and every
    other piece of text (degree signs, arrows) stay ASCII. In a locale that is not UTF-8 (LANG=C),
    the names and warning texts that come from services are folded to ASCII too, in every format for
    people and bars: Île-de-France becomes Ile-de-France, Kraków becomes Krakow, a character with no
    ASCII form becomes ? (as iconv's //TRANSLIT). JSON and TSV keep them as sent.

    Lines fit the terminal's width: the terminal's own (TIOCGWINSZ), else COLUMNS (a whole number,
    taken as 20 to 4096); with neither, as in a file or a pipe, nothing is narrowed. Sentences wrap
    between words (a web address stays whole); the table of days leaves out the wind first, then the
    precipitation amount, then cuts the conditions' words and leaves out the chance and air quality,
    never cutting a number; the models get a table of their own, the chart more hours a column;
    --search drops the population first.

    ## json

    One JSON document (with --stdin, one compact document per line). Numbers are JSON numbers, a
    missing value is null, times are ISO 8601 with the place's UTC offset in force at each time
    (2026-09-29T06:46+02:00; across a clock change the hours after it carry the new offset, from the
    system's zone files), dates are YYYY-MM-DD. JSON FIELDS lists every field.

    Every number is written to the precision its quantity is measured to, in JSON and TSV alike, so
    sums, means and conversions carry no float noise (4.2, never 4.199999999999999): temperatures
    (and their spreads, normals and differences) and wind speeds to 0.1 (Beaufort whole),
    precipitation to 0.1 mm or 0.001 in, percentages (chances, humidity, percentiles), directions
    and air quality indices whole, concentrations and pollen to 0.1, the UV index to 0.01.
    Coordinates are written as given or as the place search gave them.

    ## line and templates

    line prints one line for a status bar, such as "Zagreb: (icon) 12°C (arrow) 5 km/h 0% chance
    today", with "rain in 25 min" when rain is due; it is the template given after the list below
    (MET Norway has no chance: the words are left out). Any --format value that contains % is a
    template, with these placeholders:

    {placeholders}

    The line format is the template '%l: %c %t %w, %k, %u, %n %W'.

    A missing value shows as -. A placeholder with nothing to show (%c with --icons none, %u with no
    rain due) takes the space after it along, or at the end of the template the space before it. A
    ", " between two placeholders is written only between two that show something, so that the
    facts of a line are told apart and no comma dangles. The
    template's own text is written as it is (a tab or a newline in it is kept); only the values are
    cleaned of control characters. An unknown placeholder or a lone % at the end exits 64 naming it.

    %r looks 12 hours ahead by the hour: an hour counts as rain at 0.1 mm or a 50% chance, and
    whether it rains now comes from the quarter hours when they cover now, as for %R. %R is "rain in
    about 2 h" where quarter hours are interpolated, - when unknown. %b is 29.92 inHg with imperial
    units, %V is in m or km (mi with imperial units). %w is an arrow pointing where the wind blows
    (in ASCII, the compass point it comes from). %W is a warning sign (ASCII: !) and the level.

    ## tsv

    A header row, then one row per day, or per hour with --hours; with --stdin, one row per place.
    Fields are tab-separated, without colour or icons; a missing value is an empty field. The
    columns have the JSON field names:

    {tsvColumns}

    ## wttr.in's format

    -f 'wttr:FORMAT' reads a format written for wttr.in's ?format= (its one-line codes, in its URL
    spelling: + for a space, %20-style escapes of printable characters, \n for a new line), and -f
    wttr:1 to wttr:4 are its presets (%c %t, %c (thermometer)%t (wind)%w, %l: %c %t, %l: %c
    (thermometer)%t (wind)%w). Each code is written as wttr.in writes it, in rainstorm's units; a
    code wttr.in does not know writes nothing, as there:

    {wttrCodes}

    %c is the same emoji as wttr.in for the condition (from the WMO code), with wttr.in's padding
    (two of them are followed by a space); in a locale that is not UTF-8, %x's symbol. %x is one of
    wttr.in's symbols: o, m, mmm, =, /, ., //, ///, x, x/, *, */, **, */*, !/, /!/, ?. %t and %f are
    whole degrees with the sign (+12°C, -3°C). %w is an arrow for where the wind blows to and the
    speed in the wind unit (11.4m/s with one decimal, as wttr.in). %m is computed from the mean
    lunation (good to about half a day); %M is days since new moon on wttr.in's scale. %o is the
    chance of precipitation in the current hour. %P is sea-level pressure in whole hectopascals
    (nothing when the answer has none). %u asks the air quality service (see AIR QUALITY). %D, %z
    and %d (civil dawn, solar noon, civil dusk) are computed from the sun's position (the
    Astronomical Almanac's low-precision formulas), to within a minute; %S and %s are the forecast's
    sunrise and sunset.

    Moving from wttr.in: the place goes from the URL path to the command line, the format to -f
    'wttr:...', and the one-letter options (the WTTR_PARAMS of wttr.in's shell function) to
    rainstorm's:

    - curl wttr.in/Paris?format=3
      rainstorm Paris -f wttr:3

    - curl 'wttr.in/?format=%l:+%c+%t'
      rainstorm -f 'wttr:%l:+%c+%t' (where you are)

    - wttr.in/~Eiffel+tower
      rainstorm "Eiffel Tower" (places are searched by name)

    - wttr.in/48.85,2.35
      rainstorm 48.85,2.35

    - m, u, M
      --units metric, --units imperial, --wind-unit ms

    - 0, 1, 2
      --days 0, --days 1, --days 2 with -f human

    - T, q, Q, F, n
      --color never for T; the rest have no equivalent (rainstorm has no banner or follow line)

    - lang=de
      not supported: rainstorm writes English

    - format=j1
      -f json (rainstorm's own fields, see JSON FIELDS)

    A bar line such as "exec": "curl -s 'wttr.in/?format=1'" becomes "exec": "rainstorm -f wttr:1",
    with rainstorm's cache, fallback and exit status behind it.
    """#)

  static let fields = Section(
    "JSON FIELDS",
    lists: [
      "jsonFields": ManPage.jsonFields.map {
        ($0.names.joined(separator: ", "), $0.type + "; " + $0.meaning)
      }
    ],
    #"""
    The fields of -f json. Members of an object are written object.member, the members of each
    element of an array array[].member, and a day's members by their own names after daily[]. TSV
    columns have the same names.

    {jsonFields}

    Example: rainstorm --lat 52.52 --lon 13.41 -f json | jq '.current.temperature'
    """#)

  static let statusBars = Section(
    "STATUS BARS",
    lists: [
      "bars": BarFormat.allCases.map { ($0.rawValue, $0.meaning) },
      "classes": BarSummary.classNames.map { ($0.name, $0.meaning) },
    ],
    #"""
    -f waybar, i3bar, i3blocks, tmux, polybar, swiftbar and xbar write the weather in each bar's own
    protocol, so no jq or wrapper script is needed:

    {bars}

    swiftbar writes each line with | emojize=false symbolize=false, and the bar line with
    color=#rrggbb when coloured; xbar writes | emojize=false ansi=false instead: xbar knows no
    symbolize and refuses a plugin's whole output over a parameter it does not know, and ansi=false
    keeps it from turning an escape sequence written in a place name into colours.

    - Text
      the line format's (with the rain and the warning when due), at most 74 display columns in
      every language and with any place name (the place, at most 30 columns, gives way first, then
      the end is cut with …), so tmux's status-right-length 80 keeps room for a clock; the short
      text (full_text against short_text, where the bar supports both) is the icon and the
      temperature.

    - Tooltip and menu
      (Waybar's tooltip, SwiftBar's and xbar's menu) the place, the conditions now, the rain
      outlook, the warnings in force or due, the next 6 hours (--hours N for more or fewer) and the
      days (--days), then the attribution.

    - Classes
      for a style sheet: one for the condition now, then the others that apply (listed below).

    - Percentage
      (Waybar) the highest chance of precipitation in the hours the tooltip shows (or, without
      hours, today's highest), 0 to 100; absent when unknown.

    - Colour
      (every bar but Waybar, which styles by class) grey when stale; else by the warning in force
      (yellow for minor and moderate, orange for severe, red for extreme); else storm, hot, cold,
      snow, rain or fog each have one; else none, and the bar's own colour shows. The colours are
      light, for the usual dark bars. tmux's default bar is black on green, where no text colour
      reads that also reads on a dark bar, so in tmux coloured text is drawn on a dark chip of its
      own (#[fg=#ff6e40,bg=#222222]; each colour 5:1 or more against it). A bar reads from a pipe,
      so colour is on unless --color never or NO_COLOR is set.

    The classes:

    {classes}

    Never nothing, never half: when there is no forecast at all (offline with an empty cache, a
    place that is not found, IP lookup turned off, an answer that cannot be read), a bar format
    prints a short placeholder, "weather unavailable" (short text n/a, class unavailable, grey, the
    reason as tooltip; valid JSON for Waybar and i3bar), writes the reason to standard error and
    exits 0: Waybar hides a module whose command fails, i3blocks blanks the block and SwiftBar and
    xbar throw its output away, so a failing status would hide the very reason. A mistake in the
    config file or an environment variable shows as "rainstorm: config error" (short text config
    error, class config-error, yellow, the message as tooltip and on standard error) with status 0,
    and --watch keeps showing it and asks nothing: no one at a terminal wrote it. The format for it
    is read from the command line, then RAINSTORM_FORMAT, then the file's format line, even when
    other lines are wrong; a format that is itself wrong is a usage error. A mistake in the
    arguments (64, 66) still fails and prints nothing, since you are at the terminal writing them;
    --rain-within and --fail-on-alert keep their statuses, since you asked for them. The other
    formats, which scripts read, keep the usual statuses.

    Escaping: text from a server (place names, warnings) cannot add markup to a bar. Waybar's text
    and tooltip are Pango markup, so &, <, > and quotes are written as entities; JSON strings are
    escaped. tmux reads #() output twice (as a format, where #{...} and #(...) would run, then for
    #[...] styles), so a run of # is written four times over, or twice over right before [, so that
    it shows as it was (tmux does not pass #() output through strftime, so % is written as it is;
    measured with tmux 3.3). polybar reads every %{ as a tag and has no escape for it, so a %{ in a
    name is written %%{O0}{ (a plain %, an empty offset tag, the brace: shown as %{, checked in
    polybar 3.6.3, which logs nothing for it), and other % signs are left alone. In SwiftBar and
    xbar a | is written as a broken bar and a line never starts with -. i3bar's markup is left at
    its default, none; in i3blocks leave markup unset.

    --stdin and --date are not for bars (exit 64); --search writes its list as usual. Waybar, i3bar,
    i3blocks and polybar keep one rainstorm --watch running (see WATCHING); tmux, SwiftBar and xbar
    run rainstorm on their own timer: every 10 minutes or so is plenty, since the forecast is kept
    for 15 and most runs are answered from the cache in a few milliseconds. The README has a working
    configuration for each bar, and a style sheet for Waybar:

        #custom-weather.hot { color: #ff6e40; }
        #custom-weather.alert-severe, #custom-weather.alert-extreme { color: #ff4040; }
        #custom-weather.stale, #custom-weather.unavailable { color: #9e9e9e; }
    """#)

  static let watching = Section(
    "WATCHING",
    lists: [
      "hookVariables": WatchHook.variables.map { ($0.name, $0.meaning) }
    ],
    #"""
    --watch keeps rainstorm running and writes the answer again whenever it changes, for a bar or a
    terminal: the text is rendered again each minute, since it changes with time alone ("rain in 25
    min", "(2 h ago)"), and written only when it differs from the last. Between wake-ups it sleeps;
    nothing polls.

    - Formats
      line (the default instead of human), templates, wttr:..., json (JSON Lines: one compact object
      a line), waybar (one object a line; no interval), polybar (tail = true), i3blocks (one JSON
      block a line: interval=persist with format=json) and i3bar (the whole protocol: the header
      {"version":1,"click_events":true}, then an endless array of status lines; a click on the block
      asks again). tmux runs its command itself, and tsv, swiftbar and xbar are not written
      continuously: with --watch they are a usage error (64), as are --stdin, --search, --date,
      --rain-within and --fail-on-alert.

    - Refreshing
      the services are asked when the forecast is due (its lifetime in the cache, 15 minutes unless
      forecast_cache_minutes says more), never more often than every 5 minutes whatever the
      settings, at a random time in the first half of the window after that, so that bars started
      together do not ask together. Warnings, air quality and normals are asked at the same times
      and answered from the cache while their own answers are fresh. While the services fail,
      rainstorm tries again after 5, 10 and 20 minutes, then every 30, and keeps the last answer on
      screen, marked stale ("(2 h ago)", the stale class, grey); only when nothing was ever had does
      a bar show its placeholder. A failure is said once on standard error, not at every try. The
      loop never ends because of a service.

    - Waking and moving
      after the machine wakes from a suspend (the boot-time clock ahead of the monotonic one) or
      when the default route changes (another network), rainstorm asks again, at once or 5 minutes
      after the last refresh, whichever is later; the place found from the IP address is then looked
      up again past its cache, as it is after six hours, and never with --no-ip. Coordinates and a
      place name are found once. On Linux the wait is a timer on the boot-time clock and a netlink
      socket hears of route changes, so both are noticed at once; elsewhere at the next wake-up (the
      next quarter hour at most).

    - Signals
      SIGUSR1 (say, from a bar's click action: pkill -USR1 -x rainstorm) asks again at once, past a
      fresh cache, if the last refresh was 5 minutes or more ago and, while the services fail, once
      the back-off's time has come; else it redraws what is shown and asks nothing (with --no-cache
      too); an i3bar click is the same, at most one a second. Standard input that is not i3bar's
      click events (a line that is neither [ nor an event object, a NUL, a line of 64 KB) is no
      longer read, with one note. A run without --watch ignores SIGUSR1. SIGTERM and SIGINT end
      rainstorm at once with status 0, even during a refresh, as does a closed output (the bar went
      away), noticed without waiting for the next line. A bar format writing to a pipe also ends
      when the process that started rainstorm does (a script between the bar and rainstorm, like the
      i3status wrapper, killed while the pipe's reader lives on), unless that process was already
      PID 1; any other format keeps running, so rainstorm --watch --notify & from a login script
      outlives it. A command or notifier still running gets SIGTERM with whatever it started, and
      SIGKILL 2 seconds later if anything of it is left: rainstorm ends within 3 seconds and leaves
      nothing behind. A bad argument still fails at once with 64, and no place with IP lookup turned
      off with 77.

    - Notifications
      with --notify, a desktop notification through the freedesktop notification service
      (notify-send, else gdbus), osascript on macOS, else the terminal's own notification escapes
      (OSC 777 and OSC 9) when writing to a terminal: once when rain is expected to start within
      --notify-before (15 minutes unless given, at most 6 hours), once when a warning at
      --notify-level (moderate unless given; minor, moderate, severe, extreme) or above comes into
      force, and once when it is lifted. An event that changes (the rain later than said, a
      warning's end moved) updates its notification instead of adding one (with notify-send from
      libnotify 0.7.9 and gdbus; osascript and the terminal's escapes show another); a warning is
      not said to be lifted while some of the warnings could not be read. The title is the place,
      the body the rain line or the warning's line, in the language. A notifier that fails (no D-Bus
      session, no notification service) is noted once on standard error in rainstorm's words with
      the first line it said (rainstorm: --notify could not show a notification: notify-send said
      "..."); what it writes is never passed on as it is, and the terminal's escapes stand in when
      writing to a terminal.

    - Commands
      --on-rain, --on-dry, --on-alert and --on-change run their CMD with /bin/sh -c when rain is
      expected within --notify-before, when the rain told of is no longer expected, when a warning
      at --notify-level or above comes into force or is lifted, and when what rainstorm writes
      changes. What happened is in the environment (listed below), never in the command line, so no
      text from a server is read by a shell; values are one line, without control characters, each
      cut at 64 KiB on a character boundary (the system starts no program with a longer one). A
      command that cannot be started is noted with the system's reason. Commands run one at a time,
      in order, with standard input from /dev/null and their output on standard error (never into
      the bar); one that runs past --hook-timeout (30 seconds unless given) gets SIGTERM, and
      SIGKILL 2 seconds later, with whatever it started. Its exit status is noted on standard error,
      never fatal.

    {hookVariables}

        rainstorm --watch -f i3bar                       # i3's bar { status_command ... }
        rainstorm --watch --notify --notify-before 30m
        rainstorm --watch --on-rain 'mpv ~/ding.ogg' \
          --on-alert 'notify-send "$RAINSTORM_ALERT_EVENT"'
    """#)

  static let radar = Section(
    "RADAR",
    #"""
    --radar draws the radar around the place instead of the forecast: the newest measured frame of
    the radar that covers it (see Coverage) on a map as wide as the terminal (COLUMNS, else 80
    columns, at most 240) and as high as it less 6 rows (LINES, else 20 rows; 8 to 120), about 1.5
    km a cell in Germany, 2 km in the United States. Each cell is two pixels,
    the upper drawn as an upper half block's colour and the lower behind it, in 24-bit colour
    where COLORTERM says truecolor or 24bit, in 256 colours where TERM ends in 256color, else in
    16; without colour
    (NO_COLOR, --color never, or not a terminal) each cell is a character for its heavier pixel.
    The place is +, borders and coasts (from the borders table rainstorm carries, up to 0.6 km
    off) are grey, or · without colour (' in ASCII). Above the map, the place and the frame's time
    in its time zone (UTC for coordinates) with its age; below, the legend's steps in mm/h with the
    reflectivity each starts at in dBZ (Marshall and Palmer's Z = 200 R^1.6), and the map's width
    with the credit.

    - The last hour and the next
      On a terminal, --radar first plays the measured frames of the hour before the newest and
      then the forecast frames after it (Bright Sky's: the DWD's nowcast of the next two hours),
      0.4 s each and redrawn in place, and ends on the newest measured frame; a forecast frame's
      time says how far ahead it is (09:45 UTC (in 25 min)). Every frame is drawn before the first
      is shown, so --timeout counts the work, not the time played. Written to a pipe or a file,
      only the newest measured frame is written, with no cursor movement. The US composite is one
      frame, with no past and no forecast. RainViewer's nowcast frames have been empty since
      early 2026; the next hour comes only from a source that still gives it.

    - Nearest rain
      Under the map, the nearest rain the frame shows within 150 km, to the kilometre (rain here now
      when it falls on the place's square kilometre; no rain within 150 km), and how it moved since
      the measured frame about half an hour before: moving this way, with when it would arrive at
      that speed (rain 10 km W, moving this way, here in about 28 min; not told beyond 3 hours),
      moving away, or not coming closer (less than 3 km/h either way). It follows the edge of the
      rain, not a storm's track: rain that grows or fades moves its edge too.

    - The radar setting
      radar = on in the config file (or RAINSTORM_RADAR=on; default off) adds the nearest rain to
      the forecast of a place, in every format: the human format and the bars' tooltips write a line
      with the frame's time (Radar 09:20: rain 12 km W, moving this way, here in about 25 min), the
      line format and %n a short form (rain 12 km W in 25 min; nothing when no rain is within 150
      km or the radar does not cover the place; - when it could not be read), and JSON a radar object
      (see JSON FIELDS). The radar's own forecast for the place then times the rain outlook where
      MET Norway's Nowcast does not (see RAIN TIMING; the US composite has no forecast). It asks
      the radar once a run (a --watch refresh), for 170 km around the place, kept 5 minutes; for a
      place no radar covers nothing is asked, and people are told on standard error, as they are
      when the radar fails or its newest frame is over 30 minutes old: the forecast is never lost
      to the radar. Not with --stdin or --date. With the setting off (the default) nothing is asked
      and no output changes.

    - Coverage
      Two radars, chosen by the place, each up to 100 km beyond its country's borders, measured on
      the borders table (a composite's grid reaches farther than its radars, and a pixel no radar
      sees would read as no rain): in and around Germany, the Deutscher Wetterdienst's composite
      (RADOLAN, 1 km, every 5 minutes, with a 2-hour forecast) as Bright Sky (api.brightsky.dev)
      serves it; in and around the contiguous United States, the National Weather Service's NEXRAD
      base reflectivity composite (N0R: 0.01 degree, in 5 dBZ steps, every 5 minutes) as the Iowa
      Environmental Mesonet (mesonet.agron.iastate.edu) makes it, whose time is when the IEM made
      it, a few minutes after its scans. They cover no place in common, so neither falls back on
      the other. Elsewhere --radar exits 69 before asking anything, naming the place.
      RainViewer's tiles are not read: no tile could be recorded to test a reader against.

    - Requests and cache
      Bright Sky: one request to /radar with the place's coordinates (4 decimals) and the
      distance the map reaches. The IEM: one request for the whole composite (a PNG of about
      280 KB), the same for every place, so the IEM never sees where you are. Each answer is kept
      5 minutes (radar- entries), so a second run within them asks nothing.
      RAINSTORM_RADAR_URL and RAINSTORM_US_RADAR_URL move the servers (/radar and
      /data/gis/images/4326/USCOMP/n0r_0.png are appended).

    - Watching
      --radar --watch keeps the map up: it is drawn again each time a new frame is due, 5
      minutes after the radar was last asked (on a terminal in place, after the last hour and the
      next again; piped, each map whole after the one before), until SIGTERM, SIGINT or a closed
      output ends it with 0. SIGUSR1 draws again from the answer it holds, asking nothing within
      the 5 minutes. A refresh that fails keeps the map and writes why on standard error; only
      the first one's failure ends the run. The place and the first map share one --timeout,
      each later refresh has its own.

    - Not with
      --radar cannot be used with --stdin, --search, --date, --rain-within, --fail-on-alert or
      --watch's --notify, --notify-before, --notify-level, --hook-timeout and --on-... commands,
      and writes no format but the human one.
    """#)

  static let rainTiming = Section(
    "RAIN TIMING",
    #"""
    rainstorm asks for 15-minute precipitation and weather codes (minutely_15) in the same request
    as the rest of the forecast, for the next 6 hours and a half-hour margin. From them:

    - Wet
      a quarter hour with at least 0.1 mm (0.004 in) of precipitation (rain, showers and snow as
      water). A spell is the first run of wet quarter hours from now; it ends at the first dry one,
      and a later start within the horizon is named (again from 16:15).

    - Intensity
      the heaviest quarter hour as a rate: light below 2.5 mm/h (0.1 in/h), moderate below 7.6 mm/h
      (0.3 in/h), heavy from there (the US National Weather Service's classes), compared in your
      precipitation unit.

    - Kind
      freezing rain when any quarter hour of the spell has a freezing drizzle or freezing rain code,
      snow when most have snow codes, rain otherwise.

    - Resolution
      Open-Meteo computes quarter hours from 15-minute models over the contiguous United States
      (HRRR) and central Europe (ICON-D2, AROME) and interpolates them from hourly values elsewhere.
      Outside those areas (boxes rounded inwards: 25-50°N 125-67°W, 44-58°N 3°W-20°E, 38-55°N
      10°W-15°E) the line says times to the hour with "about" (Rain from about 15:00 (in about 2 h))
      and JSON says resolution_minutes: 60; then JSON and TSV write no more than that either:
      starts_at, ends_at and again_at to the nearest hour, checked_until down to the hour, and
      minutes_until to the nearest whole hour (120, not 100). The --on-rain commands'
      RAINSTORM_RAIN_START and RAINSTORM_RAIN_MINUTES keep the quarter hour.

    - Radar
      in Norway, Sweden, Finland and Denmark the first two hours come from MET Norway's Nowcast
      (api.met.no/weatherapi/nowcast/2.0: weather radar, the precipitation rate every 5 minutes,
      asked with the place to 4 decimals and kept 5 minutes, or until the Expires it gives, up to
      15; then asked with If-Modified-Since) when its radar covers the place (radar_coverage ok);
      the forecast gives the rest. A spell that starts within the radar's two hours is timed to the
      quarter hour (resolution_minutes 15) and JSON's rain.source says met-norway-nowcast; otherwise
      forecast. Where the radar is temporarily unavailable, Nowcast cannot be had or its answer
      cannot be read, the forecast alone speaks, as everywhere else. --provider open-meteo turns it
      off (Open-Meteo alone); auto and met-norway use it. Batches (--stdin) do not ask it. Data from
      MET Norway (NLOD 2.0 and CC BY 4.0). Where Nowcast does not time the rain and the radar
      setting is on (see RADAR), the DWD radar's forecast at the place's square kilometre does the
      same for its next hour (Bright Sky's forecast frames, each the 5 minutes before its time) and
      rain.source says dwd-radolan. One order everywhere: MET Norway's Nowcast, then the DWD
      radar's forecast, then the forecast's 15-minute values, then its hourly ones.

    - Coverage
      the outlook speaks only for the time the answer covers without a gap from now: a missing value
      or an answer that ends early moves checked_until back (No rain expected before 12:45.); an
      answer with no value for the quarter hour in progress (no 15-minute block, or a kept forecast
      that is too old) makes it unknown.

    --rain-within DURATION answers by exit status: 0 when rain is falling or starts within DURATION,
    3 when none is expected, and an error status when rainstorm cannot tell. DURATION is minutes
    (90), or hours and minutes with units (30m, 2h, 1h30m), from 1 minute to 48 hours (longer
    durations also make the request ask for that many quarter hours). Without --format it prints
    only the rain line; with one, that format. Example: rainstorm --rain-within 1h && echo "take an
    umbrella".

    It is never "no rain" by default: when the forecast cannot be fetched the exit status is the
    error's (69, 75, ...); when the answer shows no rain but does not cover the whole duration, or
    has no 15-minute values for now, rainstorm exits 65 (rainstorm: cannot tell whether it will rain
    within 2 h: it covers only until 15:00). With --stdin the status is for the whole batch: a
    failed place's error status first, then 65 for a place it cannot tell, then 0 when any place
    expects rain and 3 when none does; without --format each place gets one line, NAME: rain line.
    """#)

  static let modelAgreement = Section(
    "MODEL AGREEMENT",
    #"""
    When the output shows days (the human and json formats, --days above 0), rainstorm also asks
    Open-Meteo, in a request of its own, for three global models:
    models=gfs_global,icon_global,gem_global (NOAA's GFS, DWD's ICON and Environment Canada's GEM,
    each its global run), only their daily low, high and precipitation. They are chosen to be models
    of their own beside the forecast: Open-Meteo's best match is ECMWF's 9 km IFS wherever no
    regional model covers the place (so ECMWF is not compared: its 0.25° IFS is a coarser copy), the
    ICON and AROME family in central Europe and GFS with HRRR in North America, while the global
    runs have no HRRR, ICON-EU or ICON-D2 in them. That answer is kept for 6 hours (the global
    models run four times a day). Every value shown still comes from the forecast; the three models
    are compared day by day.

    A day is marked * in the table, with a one-line legend under it, when their highs or their lows
    are 3 °C (5.4 °F) or more apart, or when at least one has 1 mm (0.04 in) of precipitation or
    more and another has less. A model with no data for a day (ICON ends after about a week,
    regional models outside their area) is left out of the comparison and shown as -, never as zero;
    a day with fewer than two models is not judged. --models adds a column per model to the table
    (low/high precipitation); JSON has a confidence object per day and models_status.

    line, templates, tsv, the bars and --rain-within alone do not show days, so they do not ask for
    the models. When the comparison cannot be had, the forecast still prints: people are told
    "weather models not compared: REASON". MET Norway compares no models (models_status unsupported;
    --models says so).
    """#)

  static let warnings = Section(
    "WARNINGS",
    lists: [
      "sources": AlertSource.allCases.map { ($0.name, ManPage.coverage(of: $0)) },
      "feeds": AlertSourcesList.rows.map {
        ("\($0.code)  \($0.country)", "\($0.source): \($0.matching)")
      },
    ],
    #"""
    rainstorm asks the official warnings service for the place at the same time as the forecast and
    within the same time limit:

    {sources}

    The source is chosen by the country the place search or the IP lookup gave. With --lat/--lon (or
    a configured lat,lon) rainstorm finds the country itself, in Natural Earth's 1:10m borders
    (public domain) embedded in the binary; coastal waters belong to the nearest land within 5 km.
    Those borders can lie up to about 0.6 km from the true ones (they put the centres of Görlitz,
    Gorizia and Narva across the river), so a point within 1 km of a neighbour's land asks both
    countries' sources, and each warning is then matched by its own area. Where no source covers the
    place the answer is unsupported: JSON says so and %a shows -, never "no warnings". rainstorm
    --alerts sources lists every country and territory covered, its source and how its warnings are
    matched, as does the table at the end of this section.

    Each warning is tied to the place by its own area, the most exact way first, and says how
    (JSON's alerts[].match; alerts_match is the least exact of the warnings shown): polygon, when a
    CAP document's polygon or circle holds the point (CAP writes lat,lon pairs; rings split at the
    antimeridian, as Roshydromet's are, are read across it); region_code, when the region it names
    by code holds the point, by the region outlines embedded in rainstorm (MeteoAlarm's EMMA_ID
    regions of 35 countries, with the NUTS, FIPS and DWD WARNCELLID codes that name the same
    regions, and India's districts by LGD code, simplified to about 300 m); region, when it names a
    region of the place in words; country, when nothing places it: its area has only a name and none
    of the feed's names is a region of the place. A warning whose polygon, circle or known region
    leaves the point out is for somewhere else and is never shown.

    MeteoAlarm's feed is the whole country's, so MeteoAlarm never sees the coordinates. Its warnings
    carry EMMA_ID codes, matched by outline where rainstorm has one; the United Kingdom,
    Switzerland, Ukraine and Andorra have none in the recorded geometry, and their warnings are
    matched by name: the regions the place search gives (its first and second level, for example
    "Overijssel" and "Enschede Municipality") or the IP lookup's region against the feed's region
    names: the same words, or one name's words found whole in the other's ("England" matches "North
    East England"; case, accents and punctuation are ignored). The feed lists every region, even
    those with no warning, so when none of its regions matches, rainstorm does not guess "no
    warnings": it shows every warning of the country it cannot place, says so above them ("Warnings
    anywhere in the country"), and their match is country. The feed is read as JSON; the legacy Atom
    feed and single CAP 1.2 alerts (XML) are read too, should a mirror serve them. An XML document
    with more than one root element is refused as unreadable, never half read.

    The WMO centre and MetService publish a feed (RSS) that links to one CAP document per warning.
    rainstorm asks for the feed of the place's country (one request per country, kept 10 minutes
    like any warnings answer), then for each document it has not kept: a document at an address
    never changes, so it is kept for a week and never asked again. An item the feed says has expired
    is not fetched, and the documents of the first 100 current items are read. Only documents on the
    feed's own host (in any case) or a path on it are fetched: a link anywhere else is never
    followed, nor a document's redirect to another host (a redirect is a link; the document is then
    not read). A document larger than 2 MiB (over fifty times the largest CAP answer recorded) is
    refused unread, the documents of one feed take at most 16 MiB together (those past it are not
    asked), and each is read as XML once a run, its every byte counted against --timeout. What is
    not read (items past 100, links elsewhere, a document that cannot be fetched or read) makes the
    list partial, never "no warnings". The centre's feed is chosen in the language asked when the
    service writes it, else in English. CAP 1.1 and 1.2 are read with or without namespace prefixes;
    a document type declaration is refused, so no entity is ever expanded, and a NUL is no
    character. A coordinate is a decimal number of at most 64 characters. An area is the union of
    its polygons, circles and coded regions: when a part cannot be read and no other holds the
    point, the warning is unreadable. A warning that names no area at all is its country's (match
    country). A warning without an end is taken to last a day from its onset (or from when it took
    effect or was sent), shown as "until about ... (no end given)", and JSON's
    alerts[].expires_assumed is true. An update sent later that names an earlier warning in its
    references replaces it; the same document listed twice is one warning; all-clear messages
    (responseType AllClear or urgency Past) are not shown.

    - Shown
      warnings in force or starting within the forecast's days (at least one day), most serious
      first: the level on one scale (CAP's minor, moderate, severe, extreme; an issuer's colours map
      yellow to moderate, orange to severe, red to extreme, and DWD's four levels yellow, orange,
      red, purple to minor ... extreme), the event, from and until in the place's time (with the
      year when it is not this year: until Fri 31 Dec 9999 21:00), the area and the headline, in the
      issuer's colour when colour is on. Expired, test, exercise and cancelled messages, and "no
      warning" (green) entries, are never shown; a warning NWS lists several times under one id is
      shown once. A footer names the issuer. --alerts full adds the description, the instruction and
      a link.

    - Unreadable warnings
      a warning that cannot be checked is never taken for "no warning". A warning is matched by its
      area, as above: its polygons (MET Norway, Environment Canada, CAP documents), its region's
      code or its name (an empty polygon beside a named region, as real CAP documents have, changes
      nothing); NWS and Bright Sky match the point themselves. A warning whose area can be read and
      lies elsewhere does not count, whatever else is wrong with it. A warning that may be the
      place's is unreadable when it has no area that can be read (no geometry, a Point or
      GeometryCollection, an empty ring, a latitude beyond ±90, a CAP polygon point that is not
      lat,lon, NaN or out of range, a ring of fewer than 3 distinct points, a circle without a
      radius, a warning that names no region), a level outside its issuer's list (CAP's five words
      for NWS and CAP documents, DWD's four for Bright Sky, yellow, orange or red for MET Norway,
      MeteoAlarm and MetService's colour, and Environment Canada's colours or none), or no event.
      Polygons are capped well above real warnings (which have at most a few thousand points): a
      ring of more than 20,000 points, or points past 200,000 in one answer, cannot be read; a ring
      that crosses itself is read by the even-odd rule, as drawn. When some warnings cannot be read,
      the others are still shown and alerts_status is partial: %a and %A show -, TSV leaves the
      count and the highest level empty, %W and the bars still show a warning in force, the bars'
      tooltip says some could not be read, and people are told "rainstorm: warnings not all checked:
      REASON". When none of the answer's warnings can be read, the answer is unreadable:
      unavailable, as below.

    - Only the warnings
      --alerts list prints the warnings instead of the forecast, in full for people (or one line
      saying there are none, or that they could not be checked), and in TSV as a table, one row per
      warning: name latitude longitude issuer event severity issuer_level color onset expires
      in_force area headline url. JSON and templates are as always (JSON always holds the whole
      list).

    - When the source fails
      the forecast still prints and the exit status is still 0; a human-format run notes "rainstorm:
      warnings not checked: REASON" on standard error, and JSON says "alerts_status": "unavailable".

    - Moved feeds
      a country's feed (MeteoAlarm's, MetService's, the WMO centre's) is the whole country's, so it
      fails closed when it may have moved: an answer of 404 or 410, an answer that names another of
      the centre's feeds as its own, or a feed with no entries whose newest date (the channel's
      pubDate and lastBuildDate, its items' dates) is more than 30 days old makes that country's
      warnings unavailable ("the service may have moved it"), never "no warnings in force". Entries
      that name no document (an RSS item with no or an empty link, a guid alone, an Atom entry
      without href, items outside the first channel) are warnings not read: the list is partial. A
      service asked for the point (NWS, Environment Canada, MET Norway, Bright Sky) that answers a
      point near its border with a 4xx still means the point is outside its area. rainstorm's table
      of the WMO centre's feeds (from the alert hub's list of 2024, with the feeds known renamed
      since) is checked at run time: when a country's feed fails for good (gone, moved, unreadable;
      not a timeout or a server error), the alert hub's own list of sources
      (https://alert-hub-sources.s3.amazonaws.com/json, read by the same rules as the table and kept
      a week) is asked, and the feed it names for the country is asked instead when it is another;
      while the kept list is under a week old its feeds are asked first. A country the table lacks
      is not added from the list. When the list cannot be had, the country's warnings stay
      unavailable.

    - Scripts
      --fail-on-alert LEVEL (minor, moderate, severe, extreme) exits 4 when a warning at that level
      or above is in force (even when others could not be read), else 75 when the warnings could not
      be checked or some could not be read, 69 when no source covers the place. Template codes: %a
      (how many are shown, - when unknown), %A (the highest level in force, none, or -), %W (a
      warning sign and the level while one is in force, else nothing; the line format ends with it).

    - Cache
      answers are kept for 10 minutes per place (MET Norway asks for no more than one MetAlerts
      request per place every 10 minutes), or until the service's Expires when that is later (at
      most an hour). After that, an answer that came with Last-Modified is checked with
      If-Modified-Since, and a 304 Not Modified keeps it for another 10 minutes without a new body.
      One under an hour old stands in, marked stale, when asking fails. A Last-Modified that is not
      an HTTP date is never sent back.

    - Off
      --alerts off, alerts = off in the config file or RAINSTORM_ALERTS=off: no warnings service is
      asked at all.

    - Batches
      with --stdin, each place gets its own warnings (JSON, templates and the human format as for
      one place; TSV adds alerts_status, alerts_count and alerts_highest to each row). Places
      sharing a request share one answer (a country's feed is asked once for the whole batch), and
      at most 8 places are asked at a time, within the same time limit as the forecasts. With
      --fail-on-alert, the exit status is 4 when any place has a warning at that level, and a place
      whose warnings cannot be checked is reported as "rainstorm: line N: ..." with its status (75
      or 69), which wins over 4. Without it, the human format notes such places as "rainstorm: line
      N: warnings not checked: ..." (not all checked when some could not be read).

    Coordinates are sent with at most 4 decimals (about 11 m), and every request carries a
    User-Agent naming rainstorm, its version and its home page, as NWS and MET Norway require.
    MeteoAlarm, MetService and the WMO centre are asked for a country's feed and documents and never
    see the coordinates.

    The countries and territories covered, by ISO 3166-1 code, with the source asked and how its
    warnings are matched (rainstorm --alerts sources prints the same with each service's name):

    {feeds}
    """#)

  static let airQuality = Section(
    "AIR QUALITY",
    #"""
    With --air (or air = on, or a template using %q, %Q or %v, or wttr.in's %u) rainstorm asks
    Open-Meteo's air quality API (CAMS data) at the same time as the forecast, within the same time
    limit. Without them it asks nothing. People get one line under the current conditions, such as:
    Air: moderate (European AQI 44), PM2.5 22 µg/m³, PM10 28 µg/m³, ozone 42 µg/m³, NO2 11 µg/m³, UV
    2.1 (low); then Pollen: birch 12, grass 3 grains/m³ when there is pollen in the air (the model
    has pollen for Europe only, in season; elsewhere it is missing, never 0), and the table of days
    gains an Air column with each day's worst category (from the hourly values in the place's time,
    for the days the service forecasts, at most 7). The category is coloured only when colour is on:
    good green, fair and moderate yellow, worse red.

    - The index
      the US AQI in the United States and its territories, the European AQI elsewhere (--air-index
      or air_index chooses). Categories (Open-Meteo's documentation of both indexes): European AQI
      0-20 good, 20-40 fair, 40-60 moderate, 60-80 poor, 80-100 very poor, above 100 extremely poor;
      US AQI 0-50 good, 51-100 moderate, 101-150 unhealthy for sensitive groups, 151-200 unhealthy,
      201-300 very unhealthy, above 300 hazardous. A value on a shared edge (20, 40 ...) takes the
      better category. UV (WHO): 0-2 low, 3-5 moderate, 6-7 high, 8-10 very high, 11 and more
      extreme, after rounding to a whole number.

    - When the service fails
      the forecast still prints with exit 0. People are told "rainstorm: air quality not shown:
      REASON" on standard error, JSON says "status": "unavailable", and %q shows -. A value no air
      can have (negative, or past 10,000 for an index, 100,000 µg/m³, a UV index of 100) makes the
      answer unreadable, so it is not shown.

    - Cache
      an hour per place (CAMS forecasts change a few times a day), and one under six hours old
      stands in, marked stale, when asking fails.

    - Batches
      --stdin batches ask for every place's air quality in requests of 100 places (the API answers
      several coordinates at once, like the forecast API), one request at a time, without the cache;
      TSV rows gain aqi, air_category and uv_index, JSON and templates are as for one place.

    Examples: rainstorm Enschede --air; rainstorm --air -f json | jq .air_quality.current.category;
    rainstorm -f '%l %q %Q, UV %v'.
    """#)

  static let normals = Section(
    "NORMALS",
    #"""
    With --normals (or normals = all) each forecast day's high, low and precipitation are set
    against the same calendar week (the date and three days either side) in each of the last 30
    complete years at the place (1996-2025 in 2026): the mean of the 30 weeks, the difference, and
    in how many of the 30 years the week was below the day's value. People read, under the table of
    days:

        Against the same week in 1996-2025:
        Tue 29 Sep: high 3.6°C warmer than usual (warmer than 30 of 30 years)

    With normals = notable only the notably unusual days get a line, and only for what is unusual:
    notably means above 9 in 10 of the years, or below 9 in 10 of them (the 90th or the 10th
    percentile, with at least 10 years of data). JSON has a normal block per day and normals_status;
    TSV and templates are unchanged.

    - One request per place, 30 calls
      from Open-Meteo's archive API (ERA5), highs, lows and amounts in °C and mm (converted to the
      units shown, so one record serves them all), with the place rounded to 2 decimals (about 1 km,
      finer than the reanalysis grid, so nearby places share it): not every day of the 30 years,
      only six weeks of each, as 30 date ranges in one request (two ranges a year when the weeks
      cross the new year). The six weeks start on a 14-day grid a few days before today, so they
      hold every forecast day with its week either side, and the same request serves two weeks; the
      comparison is the same as with every day. Open-Meteo counts each range as one call: 30 calls
      for a new place (60 around the new year), where the 30 whole years cost about 235. It is kept
      for 28 days; when asking fails, a kept record under a year old stands in (normals_status:
      "stale").

    - Failures
      without --normals or the setting the archive is never asked, and a failure never costs the
      forecast: "rainstorm: days not compared with normal: REASON" on standard error for people,
      normals_status: "unavailable" in JSON, exit 0.

    - Not compared
      --stdin batches and --date do not compare with normal.
    """#)

  static let pastDates = Section(
    "PAST DATES",
    #"""
    --date shows the weather of past days instead of the forecast, in every format: the table of
    days (high, low, precipitation, wind, conditions, sunrise and sunset; no chance of
    precipitation, since a day that is over shows what was measured, not what was forecast) for
    people, daily in JSON (with "past": {"start", "end"} and current null), a row per day in TSV; a
    template's daily codes show the first day. A day is YYYY-MM-DD, today, yesterday or -Nd (N days
    ago), and a range is FIRST..LAST, at most 366 days. Days before 1940-01-01 or after today exit
    64 with the allowed range. today, yesterday and -Nd are read on the place's own calendar (its
    time zone, or the solar time of its longitude when the zone is not known): at 05:00 UTC,
    yesterday in Honolulu is two UTC dates back. A date that is already today somewhere on Earth is
    accepted. An answer whose days are not exactly the days asked for, once each and in order, is
    refused (exit 65) and not kept.

        rainstorm Brasilia --date 2022-12-30
        rainstorm --date yesterday -f json | jq '.daily[0].temperature_max'
        rainstorm Enschede --date 1953-01-31..1953-02-01 -f tsv
        rainstorm --date -7d..yesterday

    - Where the days come from
      the last 92 days from the forecast API (past_days, its own record of those days, with the
      precipitation chance), older days from Open-Meteo's archive API
      (archive-api.open-meteo.com/v1/archive, ERA5 reanalysis from 1940; no chance of precipitation
      there). A range across the 92-day line asks both and joins the days, so every day from 1940 to
      today is covered (the archive lags today by a few days, which the forecast API's 92 days more
      than cover).

    - Cache
      an archive answer is kept for 30 days (a past day does not change); a recent one as long as a
      forecast (15 minutes).

    - Not with
      the past has no current conditions, hours, rain to come, warnings or air quality: --date with
      --hours, --rain-within, --fail-on-alert, --air, --normals or --stdin exits 64, and the
      warnings and air quality settings are not asked. --date needs Open-Meteo and refuses
      --provider met-norway.
    """#)

  static let batchInput = Section(
    "BATCH INPUT",
    #"""
    rainstorm --stdin reads one place per line: lat,lon or lat lon, or a place name (a line that
    does not start with a number: Tokyo, Paris, Texas), optionally followed by a tab and a label
    (the label becomes the place's name), and optionally by another tab and the place's two-letter
    country code (48.85 2.35 TAB Paris TAB FR), which chooses its official warnings source where
    coordinates cannot (see WARNINGS) and narrows a name's search. Blank lines and lines starting
    with # are skipped.

    Names are looked up with the place search before the forecasts, one at a time (see TIME LIMITS:
    Open-Meteo serves one request at a time), within the same --timeout, and kept as searches are
    (30 days), so the same batch run again asks only for the forecasts; at most 100 names a batch
    (more exit 65: give the others as coordinates, which --search shows). A search takes about a
    tenth to a quarter of a second, so 100 new names need 10 to 25 s. The searches may use three
    quarters of --timeout, leaving the rest for the forecasts: with the default 10 s, the names not
    looked up by then fail by line (exit 1, no answer within the time limit) and the rest are
    answered; raise --timeout (say --timeout 60) for a first run of many names, after which they are
    kept. 200 coordinates need two forecast requests and finish well within the default. A name not
    found is its line's failure (exit 1); the other lines are answered.

    The answers come in input order: one JSON document per line with -f json, one row per place with
    tsv, line or a template, and the human report of each place separated by blank lines otherwise.
    Example: printf '52.52,13.41\tBerlin\n48.85 2.35\tParis\n' | rainstorm --stdin -f '%l %t %r'.

    Standard input is read as it arrives, within limits: a line of at most 1024 bytes, at most
    10,000 places and 4 MiB in all. Past a limit rainstorm stops reading, asks for nothing and exits
    65 naming the line (rainstorm: standard input, line 10001: more than 10000 places; split them
    into runs), so /dev/zero or an endless producer cannot fill memory. A byte-order mark at the
    start is ignored. The --timeout budget starts once the input has ended, so a slow producer does
    not use it up. A place listed more than once (the same coordinates to 4 decimals) is asked for
    once.

    Places are sent to Open-Meteo 100 per request (several latitude/longitude values in one
    request), so 1000 places cost 10 requests. With --provider auto, the places of a request that
    fails are asked of MET Norway instead; MET Norway takes one place per request, so a batch asks
    it for at most 100 places, 4 at a time (the places after them fail with line N: ... was not
    asked), and the TSV column provider and the JSON field say who answered each place. Batches do
    not keep or reuse forecasts; the names they look up are kept like any place search's.

    A line that is not a place is reported on standard error as "rainstorm: line N: reason" and
    skipped; every other line is still answered, and the exit status is 65. A request that fails is
    reported once for the lines it carried (rainstorm: lines 1-100: ...) with its own exit status.
    Each answer of a request is matched to its place by its location_id (not by its position in the
    array) and must lie within 0.5° of the place and say its UTC offset: an answer that does not fit
    the places asked for is refused as unreadable for the lines it carried, never shown as another
    place's weather.
    """#)

  static let providers = Section(
    "PROVIDERS",
    #"""
    rainstorm asks Open-Meteo first and, when it fails in any way (no connection, a time-out, a rate
    limit such as its daily limit, a server error, an answer it cannot read), MET Norway's
    Locationforecast 2.0, within the same time limit: Open-Meteo may take half of it (its retries
    included), MET Norway the rest. rainstorm then says so on standard error, such as: rainstorm:
    api.open-meteo.com is limiting requests (Daily API request limit exceeded. Please try again
    tomorrow.); showing the forecast from MET Norway.

    --provider open-meteo or --provider met-norway (or provider = ...) asks one only. The cache
    keeps each provider's answers apart: a fresh forecast from the provider you prefer is used
    without asking anyone, while MET Norway's, kept from a fallback or from a run with --provider
    met-norway, is only a fallback: Open-Meteo is asked again as soon as its own answer is due, and
    MET Norway's fresh one stands in (without asking it again) only when Open-Meteo fails. When both
    fail, a kept forecast of either under 24 hours old stands in, marked stale, and the message
    gives both reasons. The human footer names the provider with the credit its licence asks for
    ("Weather data by Open-Meteo.com", "Data from MET Norway"); JSON has provider and
    provider_fallback, TSV batches a provider column, templates %N.

    What MET Norway's forecast is, as rainstorm shows it (a series that does not start within two
    days of now, or spans more than 12 days, is refused as not the forecast asked for):

    - The request
      https://api.met.no/weatherapi/locationforecast/2.0/complete?lat=&lon=, coordinates with at
      most 4 decimals. complete rather than compact, because only it has the chance of precipitation
      and the six-hour highs and lows; it is about twice the size.

    - Its terms
      every request carries User-Agent: rainstorm/VERSION (+HOME PAGE); set contact =
      you@example.org (or a web page; RAINSTORM_CONTACT) to add your own, as MET Norway asks of
      anyone who asks often. An answer is not asked for again before its Expires (about 30 minutes;
      or the forecast lifetime, when longer); after that rainstorm asks with If-Modified-Since and a
      304 Not Modified keeps the answer it has. A 203 (the product is deprecated) is named once on
      standard error; 403 (blocked: no identification, or too many requests) and 422 (no forecast
      for the place) exit 69 with what they mean, 429 (throttled) exits 75.

    - Time
      MET Norway answers in UTC. Times and days are put in the place's time zone from the place
      search or the IP lookup; for coordinates alone, whose zone rainstorm does not know, in mean
      solar time: UTC plus the longitude over 15° in whole hours (Etc/GMT-1 for 7.5° to 22.5° E).
      Name the place for its local time.

    - Now, hours and days
      now is the answer's first step (the current hour); hours are its hourly steps (about two and a
      half days); days are computed from the steps in the place's time: low and high from the hourly
      values (and, inside the day, the six-hour lows and highs), the precipitation as the sum of the
      next-hour amounts, or six-hour amounts split evenly over their hours where the series is
      six-hourly, the chance and the wind as the highest, the condition as the most severe. Today
      counts from the current hour; a last day the series does not reach the end of is left out (so
      about 9 days). A day whose hours have a gap without an amount has no precipitation total
      rather than a low one.

    - Units
      MET answers in °C, m/s and mm; rainstorm converts and rounds as Open-Meteo does (0.1 °C or °F,
      0.1 of a wind unit, 0.1 mm or 0.001 in, whole percent), so both providers' values print alike.

    - Conditions
      MET's 41 weather symbols (rainshowers_day, heavysnow, ...) map to WMO codes, sleet to 68, 69,
      83 and 84 and heavy thunder to 97, which Open-Meteo does not use.

    - Not given, so not shown
      feels-like temperature, sunrise and sunset, precipitation in the last interval (missing, null,
      -). No model comparison (models_status: "unsupported"; --models says so). No 15-minute
      forecast: the rain outlook is made from the hourly amounts, each spread over its hour, with
      rain.resolution_minutes 60 and times "about" the hour, as Open-Meteo's interpolated ones
      (human output notes it).

    - Beside the forecast
      warnings, air quality, normals and --date come from their own services as before; --date needs
      Open-Meteo and refuses --provider met-norway.
    """#)

  static let timeLimits = Section(
    "TIME LIMITS",
    #"""
    --timeout (default 10 s; more than 0 and at most 3600) is the budget for the whole run: IP
    lookup, place search, forecast, every retry and every wait. rainstorm ends within it (plus about
    a second to start and print); when it runs out, it exits 75 naming the host it was waiting for.

    - Retries
      a connection refused, reset or closed early, HTTP 500, 502, 503 or 504, or a request that
      timed out while budget remains is tried again, at most twice, after 0.25-0.75 s and then
      0.5-1.5 s (exponential backoff with jitter), and only if the wait fits in what is left.

    - Retry-After
      with HTTP 429 or 503 (seconds or a date), rainstorm waits and tries again only if the wait
      fits in what is left; otherwise it stops at once with exit 75 and says how long the service
      asked to wait. A 429 without Retry-After is not retried, except Open-Meteo's "Too many
      concurrent requests" (it serves one request at a time per address and refuses those beyond its
      short queue): that is a wait of a moment, tried again after the Retry-After it gives or else
      after 0.25-0.75 s, doubling, for as long as --timeout leaves time, apart from the two retries
      above. Other 4xx are never retried.

    - Limits
      an answer is read up to 8 MiB; a larger one is abandoned (exit 65). At most 5 redirects are
      followed (then exit 69). Reading answers counts against --timeout as waiting does: an answer
      that cannot be read before the time limit ends the run with exit 75 (the answer from HOST
      could not be read within the time limit), or a kept answer stands in.

    - Not data
      an HTML page (a captive portal, a proxy's error) is never taken for data, even with HTTP 200;
      the message quotes its first line, stripped of control characters and shortened. So does the
      message for an error status with a text body. An answer that is not valid HTTP (no status
      line, HTTP/0.9, a body its Content-Encoding does not describe, headers over libcurl's limit)
      exits 65 ("answered with something that is not valid HTTP") and is not retried.

    - HTTPS
      a request that starts on HTTPS is never redirected to plain HTTP (exit 69), where the
      coordinates in it would travel in the clear.

    - IP providers
      asked in turn, they share what is left of the budget (a third, then a half, then the rest), so
      one that never answers leaves time for the others; the message names each provider and what
      happened to it, and a provider there was no time left for as not asked.
    """#)

  static let proxiesAndCertificates = Section(
    "PROXIES AND CERTIFICATES",
    #"""
    libcurl reads the proxy from the environment: http_proxy for plain HTTP (lower case only:
    HTTP_PROXY is ignored, as libcurl ignores it, because a web server's CGI environment can set
    it), https_proxy or HTTPS_PROXY for HTTPS, else ALL_PROXY/all_proxy; NO_PROXY/no_proxy lists
    hosts and domains to reach directly (* for all). When the proxy cannot be reached, the message
    names it: cannot reach the proxy http://proxy:3128 (connection refused). A proxy sees every
    request and so the coordinates in it. On macOS, where rainstorm asks through URLSession, the
    same variables are read by rainstorm the same way (a web proxy, or socks4, socks4a, socks5,
    socks5h; no port is 1080; a user name and password in it are not used); without any, the
    system's proxy settings apply.

    HTTPS answers are checked against the system's certificates (libcurl's bundle). A proxy or
    network that inspects TLS with its own authority needs that authority trusted: name a file of
    PEM certificates in CURL_CA_BUNDLE (else SSL_CERT_FILE), as the curl tool reads them. It
    replaces the system's bundle, so it must hold every authority the services need. On macOS the
    keychain's authorities are trusted and these variables are not read: add an authority to the
    keychain instead.
    """#)

  static let cache = Section(
    "CACHE",
    #"""
    Answers are kept in $XDG_CACHE_HOME/rainstorm/ (default ~/.cache/rainstorm/, on macOS
    ~/Library/Caches/rainstorm/): forecasts for 15 minutes, IP locations for 1 hour, place searches
    for 30 days (see the *_cache_* keys), the compared models' days for 6 hours, warnings for 10
    minutes, air quality for 1 hour, archive days (--date) for 30 days and the 30-year records
    (--normals) for 28 days, the radar (--radar) for 5 minutes; for a place given by coordinates,
    the countries its warnings are asked in (measured on the embedded borders) for 30 days. A kept
    forecast is used only for the same place (coordinates rounded to 0.01°, about 1 km), units, days
    and hours. --refresh asks anyway and keeps the new answer (a kept place still stands in when its
    lookup fails for a while); --no-cache (or cache = off) neither reads nor writes. --stdin runs
    keep no forecasts; their name lookups use the cache.

    A server's Expires may make an answer last longer (MET Norway's forecasts and the warning
    services give one): rainstorm does not ask again before it, as MET Norway's terms ask, but
    counts a server's word for at most 6 hours for a forecast and 1 hour for warnings; past that the
    answer is due. A setting can lengthen a life but not shorten the server's: with
    forecast_cache_minutes = 0 a MET Norway forecast is still kept until its Expires (about 30
    minutes), and never longer than 6 hours. rainstorm does not read Expires for air quality,
    places, IP locations, archive days or the 30-year records: they are kept for the times above.

    When a refresh fails because of the network, a timeout, HTTP 5xx or a rate limit, and a forecast
    for the same request younger than 24 hours is kept, rainstorm shows it, exits 0, and says so on
    standard error (rainstorm: showing the forecast from 2 h ago: cannot reach api.open-meteo.com
    (connection refused)). JSON marks it with "stale": true and "fetched_at" (when the forecast was
    fetched, with the place's UTC offset); fresh answers have "stale": false. This happens with
    --refresh too.

    The place is kept the same way: when a place search fails for a while (the same reasons) and an
    earlier answer for the same name is kept, of any age the cache keeps (31 days; places do not
    move), it stands in; an IP location stands in for up to a day. The note says so (rainstorm:
    using the place as found 3 days ago: looking it up again failed: geocoding-api.open-meteo.com
    answered HTTP 503).

    rainstorm creates the directory private to the user (mode 700, files 600). An existing directory
    is used only when it is a real directory (not a symbolic link), belongs to you and no one else
    can write to it; otherwise rainstorm says so once on standard error (rainstorm: not using the
    cache in /home/me/.cache/rainstorm: others can write to it (mode 777); chmod go-w it to use it)
    and runs without a cache. It never changes the mode of a directory it did not create.

    rainstorm touches only files it named: entries (forecast-, location-, search-, alerts-, cap-,
    air-, past-, climate-, nowcast-, radar-, countries- or validators- and 16 hex digits) and its
    temporary files (.rainstorm-tmp-), only when they are regular files of yours, opened without
    following symbolic links and without blocking (a FIFO in an entry's place is passed over).
    Anything else in the directory is left alone, folders included. Each entry is written to a
    temporary file of rainstorm's and renamed into place, so concurrent runs never see half an
    entry; an entry that is truncated, damaged or no longer reads as a forecast is removed and
    fetched again, never shown, fresh or stale; entries of every kind written more than 31 days ago,
    all but the newest 200 (each at most 8 MiB), and temporary files left by a crash for ten minutes
    are deleted. Nothing is kept before it was read and checked. What a server said about an answer
    (Last-Modified, Expires) is kept only beside that answer: when the answer cannot be written (a
    full disk), what was said about the one before goes too, and it is asked for in full next time.
    User names and passwords in server URLs are kept out of the cache. A cache that cannot be
    written only makes rainstorm slower.
    """#)

  /// What ENVIRONMENT says after its list.
  static let environmentNotes = blocks(
    #"""
    RAINSTORM_NO_IP_LOOKUP=1 (or true, yes, on) means the same as --no-ip, and wins over
    RAINSTORM_IP_LOOKUP; 0, false, no, off or empty change nothing; anything else exits 64.

    The URL variables give a server root, for a self-hosted Open-Meteo, a mirror or a test server,
    and rainstorm appends the service's path: /v1/forecast to RAINSTORM_WEATHER_URL, /v1/search to
    RAINSTORM_GEOCODING_URL, /weatherapi/locationforecast/2.0/complete to RAINSTORM_MET_NORWAY_URL,
    /v1/archive to RAINSTORM_ARCHIVE_URL (past days older than 92 days, and the normals),
    /v1/air-quality to RAINSTORM_AIR_QUALITY_URL. Every warnings service is asked at
    RAINSTORM_ALERTS_URL with its own path (/alerts/active, /weatherapi/metalerts/2.0/current.json,
    /alerts, /collections/weather-alerts/items, /api/v1/warnings/feeds-COUNTRY, /cap/rss,
    /v2/cap-alerts/FEED/rss.xml, and the alert hub's list at /json), and the IP providers at
    URL/ipapi.co/json/, URL/ipwho.is/ and URL/ipinfo.io/json; messages and JSON still name the
    provider. A URL variable that is not an http or https URL exits 64.

    NO_COLOR set and not empty, or TERM=dumb, means no colour with --color auto (no-color.org);
    --color always still wins. Of LC_ALL, LC_CTYPE and LANG, the first one set decides the locale: a
    UTF-8 locale makes emoji the default icons, anything else (or none) ascii, with the services'
    texts folded to ASCII. HTTP_PROXY is ignored (see PROXIES AND CERTIFICATES).
    """#)

  /// What EXIT STATUS says after its list.
  static let exitStatusNotes = blocks(
    #"""
    With --fail-on-alert, warnings that could not be checked are an error, never "no warnings": 4
    when a warning that was read meets the level, else 75 when the source could not be asked or read
    or some of its warnings could not be read (partial), 69 when no source covers the place.

    Argument, environment and config file errors are found before any request is made; a misspelt
    option, value or key names the nearest one (--day: did you mean --days?). When every IP provider
    fails, the message names each one and why, in the order they were asked: 75 when any was
    rate-limited or timed out, else 69.
    """#)

  /// The fields of `-f json`: names, type and meaning, as the JSON FIELDS section lists them.
  /// Members are written `object.member`, those of an array's elements `array[].member`, and
  /// the members of each day by their own names after `daily[]`.
  static let jsonFields: [(names: [String], type: String, meaning: String)] =
    document + [(["current"], "object or null", "conditions now:")] + members("current")
    + rain + members("rain") + alerts + members("alerts[]") + summaries
    + [(["daily[]"], "array", "one object per day (--days), each with:")]
    + members("daily[]", prefix: "")
    + [
      (
        ["hourly[]"], "array",
        "only with --hours: one object per hour from the current hour, each with "
          + (JSONRenderer.blocks.first { $0.block == "hourly[]" }?.fields ?? []).map(\.key)
          .joined(separator: ", ")
      )
    ]

  /// The members of one of the document's blocks, from the renderer's declarations, written
  /// `prefix` + key (`block.` unless given).
  private static func members(_ block: String, prefix: String? = nil) -> [(
    names: [String], type: String, meaning: String
  )] {
    let fields = JSONRenderer.blocks.first { $0.block == block }?.fields ?? []
    let prefix = prefix ?? block + "."
    return fields.map { ([prefix + $0.key], $0.type, $0.meaning) }
  }

  /// The document's own members before `current`, written by `JSONRenderer.document`.
  private static let document: [(names: [String], type: String, meaning: String)] = [
    (["schema_version"], "number", "1; changes only when a field changes meaning"),
    (
      ["lang"], "string",
      "the language of the text for people (condition, place name), such as en or pt-BR"
    ),
    (["location.latitude", "location.longitude"], "number", "the place asked for"),
    (["location.name"], "string or null", "the place name (for --stdin, the line's label)"),
    (["location.source"], "string", "how the place was found: coordinates, search, ip or config"),
    (["location.provider"], "string", "for ip only: the IP lookup service's host name"),
    (["units.temperature"], "string", "°C or °F"),
    (["units.wind_speed"], "string", "km/h, m/s, mph, kn or Bft"),
    (["units.precipitation"], "string", "mm or in"),
    (
      ["units.relative_humidity", "units.precipitation_probability", "units.wind_direction"],
      "string",
      "%, %, °"
    ),
    (["timezone"], "string", "the place's IANA time zone, such as Europe/Zagreb"),
    (["utc_offset_seconds"], "number", "its offset from UTC now"),
    (
      ["fetched_at"],
      "string",
      "when the forecast was fetched from the service (earlier when it came from the cache)"
    ),
    (
      ["stale"],
      "boolean",
      "true when a refresh failed and this is a kept forecast under 24 h old (see CACHE)"
    ),
    (["provider"], "string", "who answered: open-meteo or met-norway (see PROVIDERS)"),
    (
      ["provider_fallback"],
      "boolean",
      """
      true whenever the forecast is not from the provider your settings prefer: MET Norway's \
      because Open-Meteo failed (--provider auto; the reason is on standard error), asked now or \
      kept
      """
    ),
    (
      ["past"],
      "object or null",
      """
      with --date: the days shown, start and end (then current is null and daily holds those \
      days); null otherwise
      """
    ),
  ]

  /// The rain outlook's row.
  private static let rain: [(names: [String], type: String, meaning: String)] = [
    (
      ["rain"],
      "object or null",
      """
      the rain outlook (see RAIN TIMING); null when the answer has no 15-minute values for the \
      time now:
      """
    )
  ]

  /// The rows about the warnings before each warning's members.
  private static let alerts: [(names: [String], type: String, meaning: String)] = [
    (
      ["alerts_status"],
      "string",
      """
      whether alerts can be trusted: ok (the source answered; the list is complete, maybe empty), \
      stale (asking failed; an answer under an hour old), partial (some warnings could not be \
      read: the list holds those that could), unavailable (could not ask or read: the list says \
      nothing), unsupported (no source covers the place), off (warnings turned off)
      """
    ),
    (
      ["alerts_source"],
      "string or null",
      "the service that answered, such as National Weather Service"
    ),
    (
      ["alerts_match"],
      "string or null",
      """
      how its warnings were tied to the place, the least exact way any of them was: point (the \
      service chose them for the point, or their polygons hold it), polygon (a CAP document's \
      polygon or circle holds the point), region_code (the region the warning names by code holds \
      the point, by rainstorm's embedded region outlines), region (a region of the place is \
      named), country (the place's region is not known to the feed, so the warnings are those \
      anywhere in the country)
      """
    ),
    (
      ["alerts"],
      "array or null",
      """
      official warnings in force or starting within the forecast's days, most serious first (see \
      WARNINGS); null when turned off. The issuer's texts have their control characters removed. \
      Each has:
      """
    ),
  ]

  /// The status rows and air quality, between the warnings and the days.
  private static let summaries: [(names: [String], type: String, meaning: String)] = [
    (
      ["normals_status"],
      "string",
      "ok, stale, unavailable, or off when normals were not asked for"
    ),
    (
      ["models_status"],
      "string",
      """
      ok when the days carry the compared models (confidence), unavailable when their request \
      failed, off when none were asked (--days 0, or a format that shows no days) or none \
      answered, unsupported when the provider compares none (MET Norway)
      """
    ),
    (
      ["air_quality"],
      "object or null",
      """
      only when air quality was asked (--air, the setting, or %q %Q %v), else null (see AIR \
      QUALITY). Its members: status (ok, stale, unavailable), index (european or us), units, \
      current (or null: time, aqi and its category on the chosen index, european_aqi, us_aqi, \
      pm2_5, pm10, ozone, nitrogen_dioxide, uv_index, pollen (alder, birch, grass, mugwort, olive, \
      ragweed, each null where the model has none) and uv_category), and daily (per day, from the \
      hours in the place's time: date, aqi_max and its category, european_aqi_max, us_aqi_max, \
      pm2_5_max, pm10_max, uv_index_max, pollen_max per plant, and uv_category). The quantities \
      are declared once, in AirFields, as the forecast's are in ForecastFields
      """
    ),
  ]

  /// The columns of `-f tsv` for each kind of row, as the FORMATS section lists them.
  static let tsvColumns: [(rows: String, columns: String, note: String)] = [
    (
      "days",
      """
      date weather_code condition temperature_min temperature_max precipitation_sum \
      precipitation_probability_max wind_speed_max sunrise sunset aqi_max air_category \
      uv_index_max
      """,
      """
      The last three only with --air, on the chosen index, for the days the air quality service \
      forecasts; empty otherwise.
      """
    ),
    (
      "hours (--hours)",
      """
      time temperature apparent_temperature relative_humidity precipitation_probability \
      precipitation weather_code condition wind_speed wind_direction pressure dew_point visibility
      """,
      "One row per hour from the current hour."
    ),
    (
      "places (--stdin)",
      """
      name latitude longitude time temperature apparent_temperature relative_humidity weather_code \
      condition wind_speed wind_direction precipitation pressure pressure_trend dew_point \
      visibility temperature_min temperature_max precipitation_probability_max rain_checked_until \
      rain_starts_at rain_minutes_until rain_ends_at rain_kind rain_intensity rain_amount \
      alerts_status alerts_count alerts_highest aqi air_category uv_index provider
      """,
      """
      Current conditions, today's low, high and highest chance, then the rain outlook as in JSON: \
      all rain fields are empty when it is unknown, and only rain_checked_until is set when no \
      rain is expected; then the warnings: their status as in JSON's alerts_status, the count and \
      the highest level in force, both empty when the list cannot be trusted; then, with --air, \
      the air quality index now on the place's index, its category and the UV index, empty \
      otherwise; last, the provider that answered for the place: open-meteo or met-norway.
      """
    ),
  ]

  /// The countries whose warnings come from MeteoAlarm's feeds, by their English names,
  /// from the feeds' table (`MeteoAlarmFeeds`), not written out beside it.
  static var meteoAlarmCountries: String {
    MeteoAlarmFeeds.slugs.keys.map { WMOSources.countryName($0) ?? $0 }.sorted()
      .joined(separator: ", ")
  }

  /// Where a warnings source speaks, what it is asked and how its warnings are tied to the
  /// place.
  static func coverage(of source: AlertSource) -> String {
    switch source {
    case .nws:
      """
      the United States and its territories: api.weather.gov/alerts/active?point=; the service \
      chooses the warnings for the point
      """
    case .metNorway:
      """
      Norway, Svalbard and their sea areas: MetAlerts 2.0, current.json?lat=&lon=; the service, \
      then the warnings' polygons
      """
    case .brightSky:
      """
      Germany: the DWD's warnings through Bright Sky, api.brightsky.dev/alerts?lat=&lon=; the \
      service (it says when the point has no DWD warn cell)
      """
    case .environmentCanada:
      """
      Canada: MSC GeoMet, collections/weather-alerts/items?bbox=; a box of about 200 m, then the \
      polygons
      """
    case .meteoAlarm:
      """
      the other MeteoAlarm members (\(meteoAlarmCountries)): the country's feed, \
      feeds.meteoalarm.org/api/v1/warnings/feeds-COUNTRY; by each warning's region code, \
      through MeteoAlarm's region outlines, else by region name (below)
      """
    case .metService:
      """
      New Zealand: MetService's CAP feed, alerts.metservice.com/cap/rss, and each warning's CAP \
      document; by the warning's polygons
      """
    case .wmo:
      """
      every other country whose national weather service publishes CAP warnings (rainstorm \
      --alerts sources lists them): the WMO Severe Weather Information Centre's copy of the \
      service's feed, severeweather.wmo.int/v2/cap-alerts/SOURCE/rss.xml, and each warning's \
      CAP document; by the warning's polygon or circle, else its region code, else its area's \
      name
      """
    }
  }
}
