extension Catalog {
  /// Dutch (nl).
  static let dutch = #"""
    # Glossary: rain = regen, showers = buien, drizzle = motregen, sleet = natte sneeuw,
    # thunderstorm = onweer, fog = mist, feels like = gevoelstemperatuur; forecast =
    # verwachting, precipitation = neerslag, chance = kans (neerslagkans), warning =
    # waarschuwing, low/high = minimum/maximum (chart: laagste/hoogste); light/moderate/heavy
    # = licht/matig/zwaar (KNMI). "h" is "uur", which Dutch writes after a number as it is.

    # How the place was found, under its name.
    source.coordinates = voor de opgegeven coördinaten
    source.search = gevonden via zoeken op plaatsnaam
    source.ip = op basis van je IP-adres, via {service}
    source.config = je ingestelde standaardlocatie

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); KNMI wording.
    weather.0 = Onbewolkt
    weather.1 = Licht bewolkt
    weather.2 = Half bewolkt
    weather.3 = Geheel bewolkt
    weather.45 = Mist
    weather.48 = Rijpvormende mist
    weather.51 = Lichte motregen
    weather.53 = Motregen
    weather.55 = Zware motregen
    weather.56 = Lichte onderkoelde motregen
    weather.57 = Onderkoelde motregen
    weather.61 = Lichte regen
    weather.63 = Regen
    weather.65 = Zware regen
    weather.66 = Lichte onderkoelde regen
    weather.67 = Onderkoelde regen
    weather.68 = Lichte natte sneeuw
    weather.69 = Natte sneeuw
    weather.71 = Lichte sneeuw
    weather.73 = Sneeuw
    weather.75 = Zware sneeuw
    weather.77 = Motsneeuw
    weather.80 = Lichte buien
    weather.81 = Buien
    weather.82 = Zeer zware buien
    weather.83 = Lichte buien met natte sneeuw
    weather.84 = Buien met natte sneeuw
    weather.85 = Lichte sneeuwbuien
    weather.86 = Zware sneeuwbuien
    weather.95 = Onweer
    weather.96 = Onweer met lichte hagel
    weather.97 = Zwaar onweer
    weather.99 = Onweer met zware hagel
    weather.unknown = Onbekend (code {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = dag
    flag.night = nacht

    # Compass points the wind comes from: north, north-east, ... (O = oost, Z = zuid).
    compass.n = N
    compass.ne = NO
    compass.e = O
    compass.se = ZO
    compass.s = Z
    compass.sw = ZW
    compass.w = W
    compass.nw = NW

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} om {time}

    # Conditions now.
    now.heading = Nu
    now.headingAt = Nu, {time} {zone}
    now.none = Geen actuele waarnemingen beschikbaar.
    now.feelsLike = gevoelstemperatuur {temperature}
    now.humidity = luchtvochtigheid {percent}
    now.dewPoint = dauwpunt {temperature}
    now.wind = wind {speed}
    # "wind ZW 20 km/u", as Dutch forecasts write it.
    now.windFrom = wind {direction} {speed}
    now.precipitation = neerslag {amount}
    now.pressure = luchtdruk {pressure}
    now.pressureChange = luchtdruk {pressure} ({change} in 3 uur)
    now.visibility = zicht {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Dag
    table.weather = Weer
    table.low = Min.
    table.high = Max.
    table.precipitation = Neerslag
    table.chance = Kans
    table.wind = Wind
    table.air = Lucht
    table.model = Model
    table.noDays = Geen dagen beschikbaar.
    past.heading = Weer van de afgelopen dagen, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} de modellen ({models}) zijn het oneens: maxima of minima liggen {spread} of meer uiteen, of slechts een deel ervan voorspelt regen
    models.disagreeHint = {mark} de modellen ({models}) zijn het oneens: maxima of minima liggen {spread} of meer uiteen, of slechts een deel ervan voorspelt regen (--models toont ze)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are L (laagste) and H (hoogste).
    chart.next.one = Het komende uur
    chart.next.other = De komende {n} uur
    chart.none = Geen uurverwachting vanaf het huidige uur.
    chart.temperature = Temperatuur
    chart.chance = Kans %
    chart.hour = Uur
    chart.lowMark = L
    chart.highMark = H
    chart.low = laagste {temperature} om {time}
    chart.high = hoogste {temperature} om {time}
    chart.chanceUpTo = neerslagkans tot {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g. "Regen
    # vanaf 14:30 (over 25 min) tot ongeveer 15:45, licht, 1,2 mm, 40% kans."
    rain.kind.rain = regen
    rain.kind.snow = sneeuw
    rain.kind.freezingRain = onderkoelde regen
    rain.intensity.light = licht
    rain.intensity.moderate = matig
    rain.intensity.heavy = zwaar
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = nu {kind}
    rain.startsAt = {kind} vanaf {time} ({wait})
    rain.endsAt = tot ongeveer {time}
    rain.endsAfter = tot na {time}
    rain.chance = {percent} kans
    rain.again = opnieuw vanaf {time}
    rain.none = Geen regen verwacht vóór {time}.
    rain.unknown = Regenverwachting onbekend: de kwartierverwachting dekt het huidige tijdstip niet.
    rain.inMinutes.one = over {n} min
    rain.inMinutes.other = over {n} min
    rain.inHours.one = over {n} uur
    rain.inHours.other = over {n} uur
    rain.inHoursMinutes = over {hours} uur {minutes} min
    rain.withinTheHour = binnen een uur
    rain.inAboutHours.one = over ongeveer {n} uur
    rain.inAboutHours.other = over ongeveer {n} uur
    rain.aboutTime = ongeveer {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = nu {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} tot {time}
    rain.short.none = geen regen
    rain.hourly.now = nu regen
    rain.hourly.withinAnHour = regen binnen 1 uur
    rain.hourly.in.one = regen over {n} uur
    rain.hourly.in.other = regen over {n} uur
    rain.hourly.none.one = geen regen het komende uur
    rain.hourly.none.other = geen regen de komende {n} uur
    rain.hourly.unknown = regenverwachting onbekend
    rain.chanceToday = neerslagkans vandaag {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = het regent hier nu
    radar.coming.one = regen {distance} {direction}, komt deze kant op, over ongeveer {n} min hier
    radar.coming.other = regen {distance} {direction}, komt deze kant op, over ongeveer {n} min hier
    radar.away = regen {distance} {direction}, trekt weg
    radar.still = regen {distance} {direction}, komt niet dichterbij
    radar.seen = regen {distance} {direction}
    radar.none = geen regen binnen {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = regen {distance} {direction} over {n} min
    radar.short.coming.other = regen {distance} {direction} over {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = minder dan een minuut geleden
    ago.minutes.one = {n} min geleden
    ago.minutes.other = {n} min geleden
    ago.hours.one = {n} uur geleden
    ago.hours.other = {n} uur geleden
    ago.days.one = {n} dag geleden
    ago.days.other = {n} dagen geleden

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = weer niet beschikbaar
    bar.unavailableShort = n.b.
    bar.range = {low} tot {high}
    bar.kept = Bewaarde verwachting van {ago}: vernieuwen mislukt

    # Official warnings: the frame around the issuer's own words (the CAP severity).
    alert.title.minor = {sign} Lichte waarschuwing: {event}
    alert.title.moderate = {sign} Matige waarschuwing: {event}
    alert.title.severe = {sign} Ernstige waarschuwing: {event}
    alert.title.extreme = {sign} Extreme waarschuwing: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = licht
    alert.level.moderate = matig
    alert.level.severe = ernstig
    alert.level.extreme = extreem
    alert.from = vanaf {time}
    alert.until = tot {time}
    alert.untilAssumed = tot ongeveer {time} (geen einde opgegeven)
    alert.anywhereInCountry = Waarschuwingen uit het hele land: de bron noemt geen regio voor deze plaats.
    alert.none = Geen waarschuwingen van kracht of verwacht binnen de periode van de verwachting.
    alert.partialNone = Sommige waarschuwingen konden niet worden gelezen; geen van de overige is van kracht of verwacht binnen de periode van de verwachting.
    alert.partial = Sommige waarschuwingen konden niet worden gelezen.
    alert.unavailable = De waarschuwingen konden niet worden gecontroleerd.
    alert.unsupported = Geen bron van officiële waarschuwingen dekt deze plaats.
    watch.lifted = Opgeheven: {event}

    # Air quality and UV (--air). Categories follow the index's own scale (European index:
    # the EEA's Dutch labels; UV: KNMI's).
    air.line = Luchtkwaliteit: {category} ({index} {value})
    air.unknown = Luchtkwaliteit: {index} onbekend
    air.ozone = ozon
    air.uv = UV {value} ({category})
    air.pollen = Pollen: {plants}
    air.european.good = goed
    air.european.fair = redelijk
    air.european.moderate = matig
    air.european.poor = slecht
    air.european.veryPoor = zeer slecht
    air.european.extremelyPoor = extreem slecht
    air.us.good = goed
    air.us.moderate = matig
    air.us.unhealthyForSensitiveGroups = ongezond voor gevoelige groepen
    air.us.unhealthy = ongezond
    air.us.veryUnhealthy = zeer ongezond
    air.us.hazardous = gevaarlijk
    uv.low = laag
    uv.moderate = matig
    uv.high = hoog
    uv.veryHigh = zeer hoog
    uv.extreme = extreem
    pollen.alder = els
    pollen.birch = berk
    pollen.grass = grassen
    pollen.mugwort = bijvoet
    pollen.olive = olijf
    pollen.ragweed = ambrosia

    # Against the climate normals (--normals). "jaar" stays singular after a number.
    normals.headingAll = Vergeleken met dezelfde week in {first}-{last}:
    normals.headingUnusual = Vergeleken met dezelfde week in {first}-{last}, de ongewone dagen:
    normals.day = {date}: {comparisons}
    normals.high = maximum {comparison}
    normals.low = minimum {comparison}
    normals.warmer.one = {difference} warmer dan normaal (warmer dan in {years} van {n} jaar)
    normals.warmer.other = {difference} warmer dan normaal (warmer dan in {years} van de {n} jaar)
    normals.cooler.one = {difference} kouder dan normaal (kouder dan in {years} van {n} jaar)
    normals.cooler.other = {difference} kouder dan normaal (kouder dan in {years} van de {n} jaar)
    normals.wetter.one = neerslag {amount}, normaal {usual} per dag (meer dan in {years} van {n} jaar)
    normals.wetter.other = neerslag {amount}, normaal {usual} per dag (meer dan in {years} van de {n} jaar)
    normals.drier.one = neerslag {amount}, normaal {usual} per dag (minder dan in {years} van {n} jaar)
    normals.drier.other = neerslag {amount}, normaal {usual} per dag (minder dan in {years} van de {n} jaar)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = ook: {places}
    note.alsoMore.one = ook: {places} (en nog {n})
    note.alsoMore.other = ook: {places} (en nog {n})
    note.alsoUse = {also}; gebruik {hints}
    note.or = {first} of {rest}
    note.staleForecast = verwachting van {ago} getoond: {reason}
    note.warningsNotChecked = waarschuwingen niet gecontroleerd: {reason}
    note.warningsNotAllChecked = niet alle waarschuwingen gecontroleerd: {reason}
    note.warningsEarlier = waarschuwingen uit een eerder antwoord: {reason}
    note.airMissing = luchtkwaliteit niet getoond: {reason}
    note.airEarlier = luchtkwaliteit uit een eerder antwoord: {reason}
    note.normalsMissing = dagen niet vergeleken met normaal: {reason}
    note.normalsEarlier = normalen uit een eerder antwoord: {reason}
    note.modelsFailed = weermodellen niet vergeleken: {reason}
    note.radarMissing = radar niet getoond: {reason}
    note.radarNotCovered = radar niet getoond: de radars die rainstorm leest dekken Duitsland en de aaneengesloten Verenigde Staten, elk met tot 100 km daaromheen
    note.warningsInEnglish = waarschuwingen in het Engels: {source} publiceert ze niet in het Nederlands
    note.keptPlace = plaats gebruikt zoals {ago} gevonden: opnieuw opzoeken mislukt
    note.keptPlaceBecause = plaats gebruikt zoals {ago} gevonden: opnieuw opzoeken mislukt: {reason}
    note.fallback = {reason}; verwachting van {provider} getoond
    note.deprecated = {provider} meldt dat deze versie van de verwachting verouderd is (HTTP 203); een nieuwere rainstorm vraagt om de huidige
    note.noModels = {provider} vergelijkt geen weermodellen; --models toont er geen
    note.hourlyRain = regentijden per uur: {provider} heeft hier geen kwartierverwachting

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Weergegevens van Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Gegevens van MET Norway (CC BY 4.0)
    credit.nws = Waarschuwingen: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Waarschuwingen: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Waarschuwingen: Deutscher Wetterdienst via Bright Sky (brightsky.dev)
    credit.environmentCanada = Waarschuwingen: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Waarschuwingen: MeteoAlarm (meteoalarm.org) en de nationale weerdiensten
    credit.metService = Waarschuwingen: MetService (metservice.com), CC BY 4.0
    credit.wmo = Waarschuwingen: {service}, via het informatiecentrum voor gevaarlijk weer van de WMO (severeweather.wmo.int)
    """#
}
