extension Catalog {
  /// Danish (da).
  static let danish = #"""
    # Glossary: rain = regn, showers = byger (regnbyger, sludbyger, snebyger),
    # drizzle = støvregn, sleet = slud, thunderstorm = tordenvejr, fog = tåge,
    # feels like = føles som; precipitation = nedbør, chance = sandsynlighed,
    # low/high = laveste/højeste, forecast = prognose, warning = varsel, normal = normalen.

    # How the place was found, under its name.
    source.coordinates = for de angivne koordinater
    source.search = fundet ved stedsøgning
    source.ip = ud fra din IP-adresse via {service}
    source.config = din indstillede standardplacering

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); DMI wording.
    weather.0 = Skyfrit
    weather.1 = Overvejende skyfrit
    weather.2 = Delvis skyet
    weather.3 = Overskyet
    weather.45 = Tåge
    weather.48 = Tåge med rimfrost
    weather.51 = Let støvregn
    weather.53 = Støvregn
    weather.55 = Tæt støvregn
    weather.56 = Let underafkølet støvregn
    weather.57 = Underafkølet støvregn
    weather.61 = Let regn
    weather.63 = Regn
    weather.65 = Kraftig regn
    weather.66 = Let underafkølet regn
    weather.67 = Underafkølet regn
    weather.68 = Let slud
    weather.69 = Slud
    weather.71 = Let sne
    weather.73 = Sne
    weather.75 = Kraftig sne
    weather.77 = Kornsne
    weather.80 = Lette regnbyger
    weather.81 = Regnbyger
    weather.82 = Meget kraftige regnbyger
    weather.83 = Lette sludbyger
    weather.84 = Sludbyger
    weather.85 = Lette snebyger
    weather.86 = Kraftige snebyger
    weather.95 = Tordenvejr
    weather.96 = Tordenvejr med let hagl
    weather.97 = Kraftigt tordenvejr
    weather.99 = Tordenvejr med kraftig hagl
    weather.unknown = Ukendt (kode {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = dag
    flag.night = nat

    # Compass points the wind comes from: north, north-east, ... (Ø = øst, V = vest).
    compass.n = N
    compass.ne = NØ
    compass.e = Ø
    compass.se = SØ
    compass.s = S
    compass.sw = SV
    compass.w = V
    compass.nw = NV

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} kl. {time}

    # Conditions now.
    now.heading = Nu
    now.headingAt = Nu, {time} {zone}
    now.none = Ingen aktuelle vejrdata rapporteret.
    now.feelsLike = føles som {temperature}
    now.humidity = luftfugtighed {percent}
    now.dewPoint = dugpunkt {temperature}
    now.wind = vind {speed}
    now.windFrom = vind {speed} fra {direction}
    now.precipitation = nedbør {amount}
    now.pressure = lufttryk {pressure}
    now.pressureChange = lufttryk {pressure} ({change} på 3 t)
    now.visibility = sigtbarhed {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Dag
    table.weather = Vejr
    table.low = Min.
    table.high = Maks.
    table.precipitation = Nedbør
    table.chance = Sandsynl.
    table.wind = Vind
    table.air = Luft
    table.model = Model
    table.noDays = Ingen dage rapporteret.
    past.heading = Tidligere vejr, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modellerne ({models}) er uenige: højeste eller laveste temperatur afviger med {spread} eller mere, eller regn i nogle og ikke i andre
    models.disagreeHint = {mark} modellerne ({models}) er uenige: højeste eller laveste temperatur afviger med {spread} eller mere, eller regn i nogle og ikke i andre (--models viser dem)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are L (laveste) and H (højeste).
    chart.next.one = Næste time
    chart.next.other = Næste {n} timer
    chart.none = Ingen timeprognose fra den aktuelle time.
    chart.temperature = Temperatur
    chart.chance = Nedbør %
    chart.hour = Klokken
    chart.lowMark = L
    chart.highMark = H
    chart.low = laveste {temperature} kl. {time}
    chart.high = højeste {temperature} kl. {time}
    chart.chanceUpTo = nedbørssandsynlighed op til {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Regn fra 14.30 (om 25 min) til omkring 15.45, let, 1,2 mm, 40 % sandsynlighed."
    # "t" is the Danish abbreviation for time(r), as in km/t.
    rain.kind.rain = regn
    rain.kind.snow = sne
    rain.kind.freezingRain = underafkølet regn
    rain.intensity.light = let
    rain.intensity.moderate = moderat
    rain.intensity.heavy = kraftig
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} nu
    rain.startsAt = {kind} fra {time} ({wait})
    rain.endsAt = til omkring {time}
    rain.endsAfter = til efter {time}
    rain.chance = {percent} sandsynlighed
    rain.again = igen fra {time}
    rain.none = Der ventes ikke regn før {time}.
    rain.unknown = Regnudsigt ukendt: prognosen med 15-minutters opløsning dækker ikke det aktuelle tidspunkt.
    rain.inMinutes.one = om {n} min
    rain.inMinutes.other = om {n} min
    rain.inHours.one = om {n} t
    rain.inHours.other = om {n} t
    rain.inHoursMinutes = om {hours} t {minutes} min
    rain.withinTheHour = inden for en time
    rain.inAboutHours.one = om cirka {n} t
    rain.inAboutHours.other = om cirka {n} t
    rain.aboutTime = omkring {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} nu
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} til {time}
    rain.short.none = ingen regn
    rain.hourly.now = regn nu
    rain.hourly.withinAnHour = regn inden for 1 t
    rain.hourly.in.one = regn om {n} t
    rain.hourly.in.other = regn om {n} t
    rain.hourly.none.one = ingen regn den næste time
    rain.hourly.none.other = ingen regn de næste {n} t
    rain.hourly.unknown = regnudsigt ukendt
    rain.chanceToday = {percent} sandsynlighed i dag

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = det regner her nu
    radar.coming.one = regn {distance} {direction}, på vej hertil, her om cirka {n} min
    radar.coming.other = regn {distance} {direction}, på vej hertil, her om cirka {n} min
    radar.away = regn {distance} {direction}, bevæger sig væk
    radar.still = regn {distance} {direction}, kommer ikke nærmere
    radar.seen = regn {distance} {direction}
    radar.none = ingen regn inden for {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = regn {distance} {direction} om {n} min
    radar.short.coming.other = regn {distance} {direction} om {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = for mindre end et minut siden
    ago.minutes.one = for {n} min siden
    ago.minutes.other = for {n} min siden
    ago.hours.one = for {n} t siden
    ago.hours.other = for {n} t siden
    ago.days.one = for {n} dag siden
    ago.days.other = for {n} dage siden

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = vejret ikke tilgængeligt
    bar.unavailableShort = mangler
    bar.range = {low} til {high}
    bar.kept = Gemt prognose, hentet {ago}: opdateringen mislykkedes

    # Official warnings: the frame around the issuer's own words. The four CAP severities
    # (minor, moderate, severe, extreme), as the feed may be any issuer's; "varsel" is
    # neuter, so the levels take -t.
    alert.title.minor = {sign} Mindre alvorligt varsel: {event}
    alert.title.moderate = {sign} Moderat varsel: {event}
    alert.title.severe = {sign} Alvorligt varsel: {event}
    alert.title.extreme = {sign} Ekstremt varsel: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = mindre alvorligt
    alert.level.moderate = moderat
    alert.level.severe = alvorligt
    alert.level.extreme = ekstremt
    alert.from = fra {time}
    alert.until = til {time}
    alert.untilAssumed = til omkring {time} (intet sluttidspunkt angivet)
    alert.anywhereInCountry = Varsler for hele landet: kilden angiver ingen region for dette sted.
    alert.none = Ingen varsler er gældende nu eller ventet inden for prognosens periode.
    alert.partialNone = Nogle varsler kunne ikke læses; ingen af de øvrige er gældende nu eller ventet inden for prognosens periode.
    alert.partial = Nogle varsler kunne ikke læses.
    alert.unavailable = Varslerne kunne ikke kontrolleres.
    alert.unsupported = Ingen kilde til officielle varsler dækker dette sted.
    watch.lifted = Ophævet: {event}

    # Air quality and UV (--air). Categories follow the index's own scale.
    air.line = Luftkvalitet: {category} ({index} {value})
    air.unknown = Luftkvalitet: {index} ukendt
    air.ozone = ozon
    air.uv = UV {value} ({category})
    air.pollen = Pollen: {plants}
    air.european.good = god
    air.european.fair = rimelig
    air.european.moderate = moderat
    air.european.poor = dårlig
    air.european.veryPoor = meget dårlig
    air.european.extremelyPoor = ekstremt dårlig
    air.us.good = god
    air.us.moderate = moderat
    air.us.unhealthyForSensitiveGroups = usund for følsomme grupper
    air.us.unhealthy = usund
    air.us.veryUnhealthy = meget usund
    air.us.hazardous = farlig
    uv.low = lav
    uv.moderate = moderat
    uv.high = høj
    uv.veryHigh = meget høj
    uv.extreme = ekstrem
    pollen.alder = el
    pollen.birch = birk
    pollen.grass = græs
    pollen.mugwort = bynke
    pollen.olive = oliven
    pollen.ragweed = ambrosie

    # Against the climate normals (--normals). A temperature is "højere/lavere", not
    # "varmere/koldere"; "år" is the same in singular and plural.
    normals.headingAll = Sammenlignet med samme uge i {first}–{last}:
    normals.headingUnusual = Sammenlignet med samme uge i {first}–{last}, de usædvanlige dage:
    normals.day = {date}: {comparisons}
    normals.high = højeste temperatur {comparison}
    normals.low = laveste temperatur {comparison}
    normals.warmer.one = {difference} højere end normalt (højere end i {years} af {n} år)
    normals.warmer.other = {difference} højere end normalt (højere end i {years} af {n} år)
    normals.cooler.one = {difference} lavere end normalt (lavere end i {years} af {n} år)
    normals.cooler.other = {difference} lavere end normalt (lavere end i {years} af {n} år)
    normals.wetter.one = nedbør {amount}, normalt {usual} pr. dag (mere end i {years} af {n} år)
    normals.wetter.other = nedbør {amount}, normalt {usual} pr. dag (mere end i {years} af {n} år)
    normals.drier.one = nedbør {amount}, normalt {usual} pr. dag (mindre end i {years} af {n} år)
    normals.drier.other = nedbør {amount}, normalt {usual} pr. dag (mindre end i {years} af {n} år)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = også: {places}
    note.alsoMore.one = også: {places} (og {n} mere)
    note.alsoMore.other = også: {places} (og {n} mere)
    note.alsoUse = {also}; brug {hints}
    note.or = {first} eller {rest}
    note.staleForecast = viser prognosen, der blev hentet {ago}: {reason}
    note.warningsNotChecked = varsler ikke kontrolleret: {reason}
    note.warningsNotAllChecked = ikke alle varsler kontrolleret: {reason}
    note.warningsEarlier = varsler fra et tidligere svar: {reason}
    note.airMissing = luftkvalitet vises ikke: {reason}
    note.airEarlier = luftkvalitet fra et tidligere svar: {reason}
    note.normalsMissing = dagene er ikke sammenlignet med normalen: {reason}
    note.normalsEarlier = normaler fra et tidligere svar: {reason}
    note.modelsFailed = vejrmodellerne er ikke sammenlignet: {reason}
    note.radarMissing = radar vises ikke: {reason}
    note.radarNotCovered = radar vises ikke: de radarer, som rainstorm læser, dækker Tyskland og det sammenhængende USA, hver med op til 100 km rundt om
    note.warningsInEnglish = varsler på engelsk: {source} udsender dem ikke på dette sprog
    note.keptPlace = bruger stedet, som det blev fundet {ago}: et nyt opslag mislykkedes
    note.keptPlaceBecause = bruger stedet, som det blev fundet {ago}: et nyt opslag mislykkedes: {reason}
    note.fallback = {reason}; viser prognosen fra {provider}
    note.deprecated = {provider} angiver, at denne version af prognosen er forældet (HTTP 203); en nyere rainstorm vil bede om den aktuelle
    note.noModels = {provider} sammenligner ingen vejrmodeller; --models viser ingen
    note.hourlyRain = regnens tidspunkter er angivet pr. time: {provider} har ingen prognose med 15-minutters opløsning her

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Vejrdata fra Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Data fra MET Norway (CC BY 4.0)
    credit.nws = Varsler: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Varsler: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Varsler: Deutscher Wetterdienst via Bright Sky (brightsky.dev)
    credit.environmentCanada = Varsler: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Varsler: MeteoAlarm (meteoalarm.org) og de nationale vejrtjenester
    credit.metService = Varsler: MetService (metservice.com), CC BY 4.0
    credit.wmo = Varsler: {service}, via WMO's informationscenter for farligt vejr (severeweather.wmo.int)
    """#
}
