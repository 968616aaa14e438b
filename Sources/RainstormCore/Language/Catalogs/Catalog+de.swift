extension Catalog {
  /// German (de).
  static let german = #"""
    # Glossary: rain = Regen, showers = Schauer (Regenschauer), drizzle = Sprühregen,
    # sleet = Schneeregen, thunderstorm = Gewitter, fog = Nebel, feels like = gefühlt;
    # precipitation = Niederschlag, chance = Wahrscheinlichkeit, low/high = Tiefst-/Höchstwert.

    # How the place was found, under its name.
    source.coordinates = für die angegebenen Koordinaten
    source.search = per Ortssuche gefunden
    source.ip = anhand Ihrer IP-Adresse über {service}
    source.config = Ihr eingestellter Standardort

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); DWD wording.
    weather.0 = Wolkenlos
    weather.1 = Heiter
    weather.2 = Wolkig
    weather.3 = Bedeckt
    weather.45 = Nebel
    weather.48 = Nebel mit Reifansatz
    weather.51 = Leichter Sprühregen
    weather.53 = Sprühregen
    weather.55 = Starker Sprühregen
    weather.56 = Leichter gefrierender Sprühregen
    weather.57 = Gefrierender Sprühregen
    weather.61 = Leichter Regen
    weather.63 = Regen
    weather.65 = Starker Regen
    weather.66 = Leichter gefrierender Regen
    weather.67 = Gefrierender Regen
    weather.68 = Leichter Schneeregen
    weather.69 = Schneeregen
    weather.71 = Leichter Schneefall
    weather.73 = Schneefall
    weather.75 = Starker Schneefall
    weather.77 = Schneegriesel
    weather.80 = Leichte Regenschauer
    weather.81 = Regenschauer
    weather.82 = Heftige Regenschauer
    weather.83 = Leichte Schneeregenschauer
    weather.84 = Schneeregenschauer
    weather.85 = Leichte Schneeschauer
    weather.86 = Starke Schneeschauer
    weather.95 = Gewitter
    weather.96 = Gewitter mit leichtem Hagel
    weather.97 = Schweres Gewitter
    weather.99 = Gewitter mit starkem Hagel
    weather.unknown = Unbekannt (Code {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = Tag
    flag.night = Nacht

    # Compass points the wind comes from: north, north-east, ... (O = Ost).
    compass.n = N
    compass.ne = NO
    compass.e = O
    compass.se = SO
    compass.s = S
    compass.sw = SW
    compass.w = W
    compass.nw = NW

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} um {time}

    # Conditions now.
    now.heading = Aktuell
    now.headingAt = Aktuell, {time} {zone}
    now.none = Keine aktuellen Wetterdaten gemeldet.
    now.feelsLike = gefühlt {temperature}
    now.humidity = Luftfeuchte {percent}
    now.dewPoint = Taupunkt {temperature}
    now.wind = Wind {speed}
    now.windFrom = Wind {speed} aus {direction}
    now.precipitation = Niederschlag {amount}
    now.pressure = Luftdruck {pressure}
    now.pressureChange = Luftdruck {pressure} ({change} in 3 Std.)
    now.visibility = Sicht {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Tag
    table.weather = Wetter
    table.low = Min.
    table.high = Max.
    table.precipitation = Niederschlag
    table.chance = Wahrsch.
    table.wind = Wind
    table.air = Luft
    table.model = Modell
    table.noDays = Keine Tageswerte gemeldet.
    past.heading = Wetter der vergangenen Tage, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} die Modelle ({models}) sind sich uneinig: Höchst- oder Tiefstwerte weichen um {spread} oder mehr voneinander ab, oder nur ein Teil von ihnen sagt Regen vorher
    models.disagreeHint = {mark} die Modelle ({models}) sind sich uneinig: Höchst- oder Tiefstwerte weichen um {spread} oder mehr voneinander ab, oder nur ein Teil von ihnen sagt Regen vorher (--models zeigt sie an)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are T (Tiefstwert) and H (Höchstwert), as on German weather maps.
    chart.next.one = Die nächste Stunde
    chart.next.other = Die nächsten {n} Stunden
    chart.none = Keine stündliche Vorhersage ab der aktuellen Stunde.
    chart.temperature = Temperatur
    chart.chance = Wahrsch. %
    chart.hour = Uhrzeit
    chart.lowMark = T
    chart.highMark = H
    chart.low = Tiefstwert {temperature} um {time}
    chart.high = Höchstwert {temperature} um {time}
    chart.chanceUpTo = Niederschlagswahrscheinlichkeit bis {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Regen ab 14:30 (in 25 Min.) bis etwa 15:45, leicht, 1,2 mm, 40 % Wahrscheinlichkeit."
    rain.kind.rain = Regen
    rain.kind.snow = Schnee
    rain.kind.freezingRain = gefrierender Regen
    rain.intensity.light = leicht
    rain.intensity.moderate = mäßig
    rain.intensity.heavy = stark
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = jetzt {kind}
    rain.startsAt = {kind} ab {time} ({wait})
    rain.endsAt = bis etwa {time}
    rain.endsAfter = bis über {time} hinaus
    rain.chance = {percent} Wahrscheinlichkeit
    rain.again = wieder ab {time}
    rain.none = Bis {time} kein Regen erwartet.
    rain.unknown = Regenaussicht unbekannt: Die 15-Minuten-Vorhersage deckt den aktuellen Zeitpunkt nicht ab.
    rain.inMinutes.one = in {n} Min.
    rain.inMinutes.other = in {n} Min.
    rain.inHours.one = in {n} Std.
    rain.inHours.other = in {n} Std.
    rain.inHoursMinutes = in {hours} Std. {minutes} Min.
    rain.withinTheHour = innerhalb einer Stunde
    rain.inAboutHours.one = in etwa {n} Std.
    rain.inAboutHours.other = in etwa {n} Std.
    rain.aboutTime = etwa {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = jetzt {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} bis {time}
    rain.short.none = kein Regen
    rain.hourly.now = jetzt Regen
    rain.hourly.withinAnHour = Regen innerhalb einer Stunde
    rain.hourly.in.one = Regen in {n} Std.
    rain.hourly.in.other = Regen in {n} Std.
    rain.hourly.none.one = kein Regen in der nächsten Stunde
    rain.hourly.none.other = kein Regen in den nächsten {n} Std.
    rain.hourly.unknown = Regenaussicht unbekannt
    rain.chanceToday = Niederschlagswahrscheinlichkeit heute {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = hier regnet es gerade
    radar.coming.one = Regen {distance} {direction}, zieht heran, in etwa {n} Min. hier
    radar.coming.other = Regen {distance} {direction}, zieht heran, in etwa {n} Min. hier
    radar.away = Regen {distance} {direction}, entfernt sich
    radar.still = Regen {distance} {direction}, kommt nicht näher
    radar.seen = Regen {distance} {direction}
    radar.none = kein Regen im Umkreis von {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = Regen {distance} {direction} in {n} Min.
    radar.short.coming.other = Regen {distance} {direction} in {n} Min.

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = vor weniger als einer Minute
    ago.minutes.one = vor {n} Min.
    ago.minutes.other = vor {n} Min.
    ago.hours.one = vor {n} Std.
    ago.hours.other = vor {n} Std.
    ago.days.one = vor {n} Tag
    ago.days.other = vor {n} Tagen

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = Wetter nicht verfügbar
    bar.unavailableShort = n. v.
    bar.range = {low} bis {high}
    bar.kept = Gespeicherte Vorhersage, abgerufen {ago}: Aktualisierung fehlgeschlagen

    # Official warnings: the frame around the issuer's own words. The four CAP levels as the
    # DWD names them (Wetterwarnung, markante Wetterwarnung, Unwetterwarnung, extreme
    # Unwetterwarnung).
    alert.title.minor = {sign} Wetterwarnung: {event}
    alert.title.moderate = {sign} Markante Wetterwarnung: {event}
    alert.title.severe = {sign} Unwetterwarnung: {event}
    alert.title.extreme = {sign} Extreme Unwetterwarnung: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = gering
    alert.level.moderate = markant
    alert.level.severe = Unwetter
    alert.level.extreme = extremes Unwetter
    alert.from = ab {time}
    alert.until = bis {time}
    alert.untilAssumed = bis etwa {time} (kein Ende angegeben)
    alert.anywhereInCountry = Warnungen aus dem ganzen Land: Die Quelle nennt keine Region für diesen Ort.
    alert.none = Keine Warnungen, die jetzt gelten oder innerhalb des Vorhersagezeitraums beginnen.
    alert.partialNone = Einige Warnungen konnten nicht gelesen werden; keine der übrigen gilt jetzt oder beginnt innerhalb des Vorhersagezeitraums.
    alert.partial = Einige Warnungen konnten nicht gelesen werden.
    alert.unavailable = Die Warnungen konnten nicht geprüft werden.
    alert.unsupported = Für diesen Ort gibt es keine Quelle amtlicher Warnungen.
    watch.lifted = Aufgehoben: {event}

    # Air quality and UV (--air). Categories follow the index's own scale (European index:
    # the EEA's German labels; UV: the BfS's).
    air.line = Luftqualität: {category} ({index} {value})
    air.unknown = Luftqualität: {index} unbekannt
    air.ozone = Ozon
    air.uv = UV {value} ({category})
    air.pollen = Pollen: {plants}
    air.european.good = gut
    air.european.fair = mittel
    air.european.moderate = mäßig
    air.european.poor = schlecht
    air.european.veryPoor = sehr schlecht
    air.european.extremelyPoor = äußerst schlecht
    air.us.good = gut
    air.us.moderate = mäßig
    air.us.unhealthyForSensitiveGroups = ungesund für empfindliche Gruppen
    air.us.unhealthy = ungesund
    air.us.veryUnhealthy = sehr ungesund
    air.us.hazardous = gefährlich
    uv.low = niedrig
    uv.moderate = mittel
    uv.high = hoch
    uv.veryHigh = sehr hoch
    uv.extreme = extrem
    pollen.alder = Erle
    pollen.birch = Birke
    pollen.grass = Gräser
    pollen.mugwort = Beifuß
    pollen.olive = Olive
    pollen.ragweed = Ambrosia

    # Against the climate normals (--normals).
    normals.headingAll = Im Vergleich zur selben Woche im Zeitraum {first}-{last}:
    normals.headingUnusual = Im Vergleich zur selben Woche im Zeitraum {first}-{last}, die ungewöhnlichen Tage:
    normals.day = {date}: {comparisons}
    normals.high = Höchstwert {comparison}
    normals.low = Tiefstwert {comparison}
    normals.warmer.one = {difference} wärmer als üblich (wärmer als in {years} von {n} Jahr)
    normals.warmer.other = {difference} wärmer als üblich (wärmer als in {years} von {n} Jahren)
    normals.cooler.one = {difference} kühler als üblich (kühler als in {years} von {n} Jahr)
    normals.cooler.other = {difference} kühler als üblich (kühler als in {years} von {n} Jahren)
    normals.wetter.one = Niederschlag {amount}, üblich sind {usual} pro Tag (mehr als in {years} von {n} Jahr)
    normals.wetter.other = Niederschlag {amount}, üblich sind {usual} pro Tag (mehr als in {years} von {n} Jahren)
    normals.drier.one = Niederschlag {amount}, üblich sind {usual} pro Tag (weniger als in {years} von {n} Jahr)
    normals.drier.other = Niederschlag {amount}, üblich sind {usual} pro Tag (weniger als in {years} von {n} Jahren)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = ebenfalls gefunden: {places}
    note.alsoMore.one = ebenfalls gefunden: {places} (und {n} weiterer Ort)
    note.alsoMore.other = ebenfalls gefunden: {places} (und {n} weitere Orte)
    note.alsoUse = {also}; verwenden Sie {hints}
    note.or = {first} oder {rest}
    note.staleForecast = angezeigt wird die {ago} abgerufene Vorhersage: {reason}
    note.warningsNotChecked = Warnungen nicht geprüft: {reason}
    note.warningsNotAllChecked = nicht alle Warnungen geprüft: {reason}
    note.warningsEarlier = Warnungen aus einer früheren Abfrage: {reason}
    note.airMissing = Luftqualität nicht angezeigt: {reason}
    note.airEarlier = Luftqualität aus einer früheren Abfrage: {reason}
    note.normalsMissing = Tage nicht mit den Klimanormalwerten verglichen: {reason}
    note.normalsEarlier = Klimanormalwerte aus einer früheren Abfrage: {reason}
    note.modelsFailed = Wettermodelle nicht verglichen: {reason}
    note.radarMissing = Radar nicht angezeigt: {reason}
    note.radarNotCovered = Radar nicht angezeigt: die von rainstorm gelesenen Radare decken Deutschland und die zusammenhängenden Vereinigten Staaten ab, jeweils mit bis zu 100 km darum herum
    note.warningsInEnglish = Warnungen auf Englisch: {source} veröffentlicht sie nicht auf Deutsch
    note.keptPlace = verwendet wird der {ago} gefundene Ort: erneute Ortssuche fehlgeschlagen
    note.keptPlaceBecause = verwendet wird der {ago} gefundene Ort: erneute Ortssuche fehlgeschlagen: {reason}
    note.fallback = {reason}; angezeigt wird die Vorhersage von {provider}
    note.deprecated = {provider} meldet, dass diese Version der Vorhersage veraltet ist (HTTP 203); eine neuere Version von rainstorm fragt die aktuelle ab
    note.noModels = {provider} vergleicht keine Wettermodelle; --models zeigt keine an
    note.hourlyRain = Regenzeiten nur auf die Stunde genau: {provider} bietet hier keine 15-Minuten-Vorhersage

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Wetterdaten von Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Daten von MET Norway (CC BY 4.0)
    credit.nws = Warnungen: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Warnungen: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Warnungen: Deutscher Wetterdienst über Bright Sky (brightsky.dev)
    credit.environmentCanada = Warnungen: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Warnungen: MeteoAlarm (meteoalarm.org) und die nationalen Wetterdienste
    credit.metService = Warnungen: MetService (metservice.com), CC BY 4.0
    credit.wmo = Warnungen: {service}, über das Unwetter-Informationszentrum der WMO (severeweather.wmo.int)
    """#
}
