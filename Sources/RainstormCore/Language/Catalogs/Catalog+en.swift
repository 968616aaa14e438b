extension Catalog {
  /// English: the source every other language translates, and the words a language that lacks
  /// a key falls back to.
  ///
  /// One entry a line, `key = template`; `{name}` is a slot the code fills; a key ending in a
  /// plural category (`.one`, `.other`, and in other languages `.zero`, `.two`, `.few`,
  /// `.many`) is one form of a counted phrase whose count fills `{n}`. Lines starting with `#`
  /// are comments. Leading and trailing spaces of a template are not kept.
  static let english = #"""
    # Glossary: rain, showers, drizzle, sleet, thunderstorm, fog; "feels like".

    # How the place was found, under its name.
    source.coordinates = for the coordinates you gave
    source.search = found by place search
    source.ip = from your IP address via {service}
    source.config = your configured default location

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Clear sky
    weather.1 = Mainly clear
    weather.2 = Partly cloudy
    weather.3 = Overcast
    weather.45 = Fog
    weather.48 = Rime fog
    weather.51 = Light drizzle
    weather.53 = Drizzle
    weather.55 = Dense drizzle
    weather.56 = Light freezing drizzle
    weather.57 = Freezing drizzle
    weather.61 = Light rain
    weather.63 = Rain
    weather.65 = Heavy rain
    weather.66 = Light freezing rain
    weather.67 = Freezing rain
    weather.68 = Light sleet
    weather.69 = Sleet
    weather.71 = Light snow
    weather.73 = Snow
    weather.75 = Heavy snow
    weather.77 = Snow grains
    weather.80 = Light showers
    weather.81 = Showers
    weather.82 = Violent showers
    weather.83 = Light sleet showers
    weather.84 = Sleet showers
    weather.85 = Light snow showers
    weather.86 = Heavy snow showers
    weather.95 = Thunderstorm
    weather.96 = Thunderstorm, light hail
    weather.97 = Heavy thunderstorm
    weather.99 = Thunderstorm, heavy hail
    weather.unknown = Unknown (code {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = day
    flag.night = night

    # Compass points the wind comes from: north, north-east, ...
    compass.n = N
    compass.ne = NE
    compass.e = E
    compass.se = SE
    compass.s = S
    compass.sw = SW
    compass.w = W
    compass.nw = NW

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} {time}

    # Conditions now.
    now.heading = Now
    now.headingAt = Now, {time} {zone}
    now.none = No current conditions reported.
    now.feelsLike = feels like {temperature}
    now.humidity = humidity {percent}
    now.dewPoint = dew point {temperature}
    now.wind = wind {speed}
    now.windFrom = wind {speed} from {direction}
    now.precipitation = precipitation {amount}
    now.pressure = pressure {pressure}
    now.pressureChange = pressure {pressure} ({change} in 3 h)
    now.visibility = visibility {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Day
    table.weather = Weather
    table.low = Low
    table.high = High
    table.precipitation = Precip
    table.chance = Chance
    table.wind = Wind
    table.air = Air
    table.model = Model
    table.noDays = No days reported.
    past.heading = Past weather, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} the models ({models}) disagree: highs or lows {spread} or more apart, or rain in some and not others
    models.disagreeHint = {mark} the models ({models}) disagree: highs or lows {spread} or more apart, or rain in some and not others (--models shows them)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures, for the lowest and the highest, are one column each.
    chart.next.one = Next hour
    chart.next.other = Next {n} hours
    chart.none = No hourly forecast from the current hour.
    chart.temperature = Temperature
    chart.chance = Precip. %
    chart.hour = Hour
    chart.lowMark = L
    chart.highMark = H
    chart.low = low {temperature} at {time}
    chart.high = high {temperature} at {time}
    chart.chanceUpTo = precipitation chance up to {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}." The kinds are
    # nouns as they stand at the start of "{kind} from 14:30" and "{kind} in 25 min".
    rain.kind.rain = rain
    rain.kind.snow = snow
    rain.kind.freezingRain = freezing rain
    rain.intensity.light = light
    rain.intensity.moderate = moderate
    rain.intensity.heavy = heavy
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} now
    rain.startsAt = {kind} from {time} ({wait})
    rain.endsAt = until about {time}
    rain.endsAfter = until after {time}
    rain.chance = {percent} chance
    rain.again = again from {time}
    rain.none = No rain expected before {time}.
    rain.unknown = Rain outlook unknown: the 15-minute forecast does not cover the time now.
    rain.inMinutes.one = in {n} min
    rain.inMinutes.other = in {n} min
    rain.inHours.one = in {n} h
    rain.inHours.other = in {n} h
    rain.inHoursMinutes = in {hours} h {minutes} min
    rain.withinTheHour = within the hour
    rain.inAboutHours.one = in about {n} h
    rain.inAboutHours.other = in about {n} h
    rain.aboutTime = about {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} now
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} until {time}
    rain.short.none = no rain
    rain.hourly.now = rain now
    rain.hourly.withinAnHour = rain within 1 h
    rain.hourly.in.one = rain in {n} h
    rain.hourly.in.other = rain in {n} h
    rain.hourly.none.one = no rain in the next {n} h
    rain.hourly.none.other = no rain in the next {n} h
    rain.hourly.unknown = rain outlook unknown
    rain.chanceToday = {percent} chance today

    # The radar's nearest rain (the radar setting, --radar). {distance} is a distance such as
    # "12 km", {direction} a compass point (compass.*), {n} minutes, {time} the radar frame's
    # clock time. "Moving this way": the rain came closer between two radar frames.
    radar.line = Radar {time}: {text}
    radar.here = rain here now
    radar.coming.one = rain {distance} {direction}, moving this way, here in about {n} min
    radar.coming.other = rain {distance} {direction}, moving this way, here in about {n} min
    radar.away = rain {distance} {direction}, moving away
    radar.still = rain {distance} {direction}, not coming closer
    radar.seen = rain {distance} {direction}
    radar.none = no rain within {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = rain {distance} {direction} in {n} min
    radar.short.coming.other = rain {distance} {direction} in {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = less than a minute ago
    ago.minutes.one = {n} min ago
    ago.minutes.other = {n} min ago
    ago.hours.one = {n} h ago
    ago.hours.other = {n} h ago
    ago.days.one = {n} day ago
    ago.days.other = {n} days ago

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = weather unavailable
    bar.unavailableShort = n/a
    bar.range = {low} to {high}
    bar.kept = Kept forecast from {ago}: the refresh failed

    # Official warnings: the frame around the issuer's own words.
    alert.title.minor = {sign} Minor warning: {event}
    alert.title.moderate = {sign} Moderate warning: {event}
    alert.title.severe = {sign} Severe warning: {event}
    alert.title.extreme = {sign} Extreme warning: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = minor
    alert.level.moderate = moderate
    alert.level.severe = severe
    alert.level.extreme = extreme
    alert.from = from {time}
    alert.until = until {time}
    alert.untilAssumed = until about {time} (no end given)
    alert.anywhereInCountry = Warnings anywhere in the country: the feed names no region of this place.
    alert.none = No warnings in force or coming within the forecast's range.
    alert.partialNone = Some warnings could not be read; none of the others is in force or coming within the forecast's range.
    alert.partial = Some warnings could not be read.
    alert.unavailable = The warnings could not be checked.
    alert.unsupported = No official warnings source covers this place.

    # --watch --notify: a warning said before is no longer in force.
    watch.lifted = Lifted: {event}

    # Air quality and UV (--air). Categories follow the index's own scale.
    air.line = Air: {category} ({index} {value})
    air.unknown = Air: {index} unknown
    air.ozone = ozone
    air.uv = UV {value} ({category})
    air.pollen = Pollen: {plants}
    air.european.good = good
    air.european.fair = fair
    air.european.moderate = moderate
    air.european.poor = poor
    air.european.veryPoor = very poor
    air.european.extremelyPoor = extremely poor
    air.us.good = good
    air.us.moderate = moderate
    air.us.unhealthyForSensitiveGroups = unhealthy for sensitive groups
    air.us.unhealthy = unhealthy
    air.us.veryUnhealthy = very unhealthy
    air.us.hazardous = hazardous
    uv.low = low
    uv.moderate = moderate
    uv.high = high
    uv.veryHigh = very high
    uv.extreme = extreme
    pollen.alder = alder
    pollen.birch = birch
    pollen.grass = grass
    pollen.mugwort = mugwort
    pollen.olive = olive
    pollen.ragweed = ragweed

    # Against the climate normals (--normals).
    normals.headingAll = Against the same week in {first}-{last}:
    normals.headingUnusual = Against the same week in {first}-{last}, the unusual days:
    normals.day = {date}: {comparisons}
    normals.high = high {comparison}
    normals.low = low {comparison}
    normals.warmer.one = {difference} warmer than usual (warmer than {years} of {n} year)
    normals.warmer.other = {difference} warmer than usual (warmer than {years} of {n} years)
    normals.cooler.one = {difference} cooler than usual (cooler than {years} of {n} year)
    normals.cooler.other = {difference} cooler than usual (cooler than {years} of {n} years)
    normals.wetter.one = precipitation {amount}, usually {usual} a day (more than {years} of {n} year)
    normals.wetter.other = precipitation {amount}, usually {usual} a day (more than {years} of {n} years)
    normals.drier.one = precipitation {amount}, usually {usual} a day (less than {years} of {n} year)
    normals.drier.other = precipitation {amount}, usually {usual} a day (less than {years} of {n} years)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = also: {places}
    note.alsoMore.one = also: {places} (and {n} more)
    note.alsoMore.other = also: {places} (and {n} more)
    note.alsoUse = {also}; use {hints}
    note.or = {first} or {rest}
    note.staleForecast = showing the forecast from {ago}: {reason}
    note.warningsNotChecked = warnings not checked: {reason}
    note.warningsNotAllChecked = warnings not all checked: {reason}
    note.warningsEarlier = warnings from an earlier answer: {reason}
    note.airMissing = air quality not shown: {reason}
    note.airEarlier = air quality from an earlier answer: {reason}
    note.normalsMissing = days not compared with normal: {reason}
    note.normalsEarlier = normals from an earlier answer: {reason}
    note.modelsFailed = weather models not compared: {reason}
    note.radarMissing = radar not shown: {reason}
    note.radarNotCovered = radar not shown: the radars rainstorm reads cover Germany and the contiguous United States, each with up to 100 km around
    note.warningsInEnglish = warnings in English: {source} does not publish them in this language
    note.keptPlace = using the place as found {ago}: looking it up again failed
    note.keptPlaceBecause = using the place as found {ago}: looking it up again failed: {reason}
    note.fallback = {reason}; showing the forecast from {provider}
    note.deprecated = {provider} says this version of its forecast is deprecated (HTTP 203); a newer rainstorm will ask for the current one
    note.noModels = {provider} compares no weather models; --models shows none
    note.hourlyRain = rain timing is to the hour: {provider} has no 15-minute forecast here

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Weather data by Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Data from MET Norway (CC BY 4.0)
    credit.nws = Warnings: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Warnings: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Warnings: Deutscher Wetterdienst via Bright Sky (brightsky.dev)
    credit.environmentCanada = Warnings: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Warnings: MeteoAlarm (meteoalarm.org) and the national weather services
    credit.metService = Warnings: MetService (metservice.com), CC BY 4.0
    credit.wmo = Warnings: {service}, via the WMO Severe Weather Information Centre (severeweather.wmo.int)
    """#
}
