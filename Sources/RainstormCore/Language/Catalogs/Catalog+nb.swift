extension Catalog {
  /// Norwegian Bokmål (nb).
  static let norwegianBokmal = #"""
    # Glossary: rain = regn, showers = byger (regnbyger, sluddbyger, snøbyger), drizzle = yr,
    # sleet = sludd, thunderstorm = tordenvær, fog = tåke, feels like = føles som;
    # precipitation = nedbør, chance = sannsynlighet, low/high = laveste/høyeste,
    # forecast = værvarsel, warning = farevarsel (MET Norway's words), normal = normalen.

    # How the place was found, under its name.
    source.coordinates = for koordinatene du oppga
    source.search = funnet ved stedssøk
    source.ip = ut fra IP-adressen din via {service}
    source.config = standardstedet du har valgt

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); Yr/MET Norway wording.
    weather.0 = Klarvær
    weather.1 = Lettskyet
    weather.2 = Delvis skyet
    weather.3 = Skyet
    weather.45 = Tåke
    weather.48 = Tåke med rimdannelse
    weather.51 = Lett yr
    weather.53 = Yr
    weather.55 = Tett yr
    weather.56 = Lett underkjølt yr
    weather.57 = Underkjølt yr
    weather.61 = Lett regn
    weather.63 = Regn
    weather.65 = Kraftig regn
    weather.66 = Lett underkjølt regn
    weather.67 = Underkjølt regn
    weather.68 = Lett sludd
    weather.69 = Sludd
    weather.71 = Lett snø
    weather.73 = Snø
    weather.75 = Kraftig snø
    weather.77 = Kornsnø
    weather.80 = Lette regnbyger
    weather.81 = Regnbyger
    weather.82 = Svært kraftige regnbyger
    weather.83 = Lette sluddbyger
    weather.84 = Sluddbyger
    weather.85 = Lette snøbyger
    weather.86 = Kraftige snøbyger
    weather.95 = Tordenvær
    weather.96 = Tordenvær med lett hagl
    weather.97 = Kraftig tordenvær
    weather.99 = Tordenvær med kraftig hagl
    weather.unknown = Ukjent (kode {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = dag
    flag.night = natt

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
    now.heading = Nå
    now.headingAt = Nå, {time} {zone}
    now.none = Ingen aktuelle værdata rapportert.
    now.feelsLike = føles som {temperature}
    now.humidity = luftfuktighet {percent}
    now.dewPoint = duggpunkt {temperature}
    now.wind = vind {speed}
    now.windFrom = vind {speed} fra {direction}
    now.precipitation = nedbør {amount}
    now.pressure = lufttrykk {pressure}
    now.pressureChange = lufttrykk {pressure} ({change} på 3 t)
    now.visibility = sikt {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Dag
    table.weather = Vær
    table.low = Min.
    table.high = Maks.
    table.precipitation = Nedbør
    table.chance = Sannsynl.
    table.wind = Vind
    table.air = Luft
    table.model = Modell
    table.noDays = Ingen dager rapportert.
    past.heading = Tidligere vær, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modellene ({models}) er uenige: høyeste eller laveste temperatur avviker med {spread} eller mer, eller regn i noen og ikke i andre
    models.disagreeHint = {mark} modellene ({models}) er uenige: høyeste eller laveste temperatur avviker med {spread} eller mer, eller regn i noen og ikke i andre (--models viser dem)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are L (laveste) and H (høyeste).
    chart.next.one = Neste time
    chart.next.other = Neste {n} timer
    chart.none = Ikke noe timevarsel fra inneværende time.
    chart.temperature = Temperatur
    chart.chance = Nedbør %
    chart.hour = Klokken
    chart.lowMark = L
    chart.highMark = H
    chart.low = laveste {temperature} kl. {time}
    chart.high = høyeste {temperature} kl. {time}
    chart.chanceUpTo = nedbørsannsynlighet opptil {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Regn fra 14:30 (om 25 min) til omkring 15:45, lett, 1,2 mm, 40 % sannsynlighet."
    # "t" is the Norwegian abbreviation for time(r), as in km/t.
    rain.kind.rain = regn
    rain.kind.snow = snø
    rain.kind.freezingRain = underkjølt regn
    rain.intensity.light = lett
    rain.intensity.moderate = moderat
    rain.intensity.heavy = kraftig
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} nå
    rain.startsAt = {kind} fra {time} ({wait})
    rain.endsAt = til omkring {time}
    rain.endsAfter = til etter {time}
    rain.chance = {percent} sannsynlighet
    rain.again = igjen fra {time}
    rain.none = Det ventes ikke regn før {time}.
    rain.unknown = Regnutsikter ukjent: værvarselet med 15-minutters oppløsning dekker ikke nåværende tidspunkt.
    rain.inMinutes.one = om {n} min
    rain.inMinutes.other = om {n} min
    rain.inHours.one = om {n} t
    rain.inHours.other = om {n} t
    rain.inHoursMinutes = om {hours} t {minutes} min
    rain.withinTheHour = innen en time
    rain.inAboutHours.one = om omtrent {n} t
    rain.inAboutHours.other = om omtrent {n} t
    rain.aboutTime = omkring {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} nå
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} til {time}
    rain.short.none = ikke regn
    rain.hourly.now = regn nå
    rain.hourly.withinAnHour = regn innen 1 t
    rain.hourly.in.one = regn om {n} t
    rain.hourly.in.other = regn om {n} t
    rain.hourly.none.one = ikke regn den neste timen
    rain.hourly.none.other = ikke regn de neste {n} t
    rain.hourly.unknown = regnutsikter ukjent
    rain.chanceToday = {percent} sannsynlighet i dag

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = det regner her nå
    radar.coming.one = regn {distance} {direction}, på vei hit, her om omtrent {n} min
    radar.coming.other = regn {distance} {direction}, på vei hit, her om omtrent {n} min
    radar.away = regn {distance} {direction}, beveger seg bort
    radar.still = regn {distance} {direction}, kommer ikke nærmere
    radar.seen = regn {distance} {direction}
    radar.none = ingen regn innenfor {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = regn {distance} {direction} om {n} min
    radar.short.coming.other = regn {distance} {direction} om {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = for mindre enn ett minutt siden
    ago.minutes.one = for {n} min siden
    ago.minutes.other = for {n} min siden
    ago.hours.one = for {n} t siden
    ago.hours.other = for {n} t siden
    ago.days.one = for {n} dag siden
    ago.days.other = for {n} dager siden

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = vær utilgjengelig
    bar.unavailableShort = mangler
    bar.range = {low} til {high}
    bar.kept = Lagret værvarsel, hentet {ago}: oppdateringen mislyktes

    # Official warnings: the frame around the issuer's own words. The four CAP severities
    # (minor, moderate, severe, extreme), not MET Norway's colours, as the feed may be any
    # issuer's; "farevarsel" is neuter (alvorlig and moderat take no -t).
    alert.title.minor = {sign} Mindre alvorlig farevarsel: {event}
    alert.title.moderate = {sign} Moderat farevarsel: {event}
    alert.title.severe = {sign} Alvorlig farevarsel: {event}
    alert.title.extreme = {sign} Ekstremt farevarsel: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = mindre alvorlig
    alert.level.moderate = moderat
    alert.level.severe = alvorlig
    alert.level.extreme = ekstremt
    alert.from = fra {time}
    alert.until = til {time}
    alert.untilAssumed = til omkring {time} (ingen sluttid oppgitt)
    alert.anywhereInCountry = Farevarsler for hele landet: kilden oppgir ingen region for dette stedet.
    alert.none = Ingen farevarsler gjelder nå eller er ventet innenfor perioden værvarselet dekker.
    alert.partialNone = Noen farevarsler kunne ikke leses; ingen av de andre gjelder nå eller er ventet innenfor perioden værvarselet dekker.
    alert.partial = Noen farevarsler kunne ikke leses.
    alert.unavailable = Farevarslene kunne ikke sjekkes.
    alert.unsupported = Ingen kilde til offisielle farevarsler dekker dette stedet.
    watch.lifted = Opphevet: {event}

    # Air quality and UV (--air). Categories follow the index's own scale (UV: as DSA
    # names them).
    air.line = Luftkvalitet: {category} ({index} {value})
    air.unknown = Luftkvalitet: {index} ukjent
    air.ozone = ozon
    air.uv = UV {value} ({category})
    air.pollen = Pollen: {plants}
    air.european.good = god
    air.european.fair = ganske god
    air.european.moderate = moderat
    air.european.poor = dårlig
    air.european.veryPoor = svært dårlig
    air.european.extremelyPoor = ekstremt dårlig
    air.us.good = god
    air.us.moderate = moderat
    air.us.unhealthyForSensitiveGroups = helseskadelig for følsomme grupper
    air.us.unhealthy = helseskadelig
    air.us.veryUnhealthy = svært helseskadelig
    air.us.hazardous = farlig
    uv.low = lav
    uv.moderate = moderat
    uv.high = høy
    uv.veryHigh = svært høy
    uv.extreme = ekstrem
    pollen.alder = or
    pollen.birch = bjørk
    pollen.grass = gress
    pollen.mugwort = burot
    pollen.olive = oliven
    pollen.ragweed = ambrosia

    # Against the climate normals (--normals). A temperature is "høyere/lavere", not
    # "varmere/kaldere"; "år" is the same in singular and plural.
    normals.headingAll = Sammenlignet med samme uke i {first}–{last}:
    normals.headingUnusual = Sammenlignet med samme uke i {first}–{last}, de uvanlige dagene:
    normals.day = {date}: {comparisons}
    normals.high = høyeste temperatur {comparison}
    normals.low = laveste temperatur {comparison}
    normals.warmer.one = {difference} høyere enn normalt (høyere enn i {years} av {n} år)
    normals.warmer.other = {difference} høyere enn normalt (høyere enn i {years} av {n} år)
    normals.cooler.one = {difference} lavere enn normalt (lavere enn i {years} av {n} år)
    normals.cooler.other = {difference} lavere enn normalt (lavere enn i {years} av {n} år)
    normals.wetter.one = nedbør {amount}, normalt {usual} per dag (mer enn i {years} av {n} år)
    normals.wetter.other = nedbør {amount}, normalt {usual} per dag (mer enn i {years} av {n} år)
    normals.drier.one = nedbør {amount}, normalt {usual} per dag (mindre enn i {years} av {n} år)
    normals.drier.other = nedbør {amount}, normalt {usual} per dag (mindre enn i {years} av {n} år)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = også: {places}
    note.alsoMore.one = også: {places} (og {n} til)
    note.alsoMore.other = også: {places} (og {n} til)
    note.alsoUse = {also}; bruk {hints}
    note.or = {first} eller {rest}
    note.staleForecast = viser værvarselet som ble hentet {ago}: {reason}
    note.warningsNotChecked = farevarsler ikke sjekket: {reason}
    note.warningsNotAllChecked = ikke alle farevarsler sjekket: {reason}
    note.warningsEarlier = farevarsler fra et tidligere svar: {reason}
    note.airMissing = luftkvalitet vises ikke: {reason}
    note.airEarlier = luftkvalitet fra et tidligere svar: {reason}
    note.normalsMissing = dagene er ikke sammenlignet med normalen: {reason}
    note.normalsEarlier = normaler fra et tidligere svar: {reason}
    note.modelsFailed = værmodellene er ikke sammenlignet: {reason}
    note.radarMissing = radar vises ikke: {reason}
    note.radarNotCovered = radar vises ikke: radarene som rainstorm leser, dekker Tyskland og det sammenhengende USA, hver med opptil 100 km rundt
    note.warningsInEnglish = farevarsler på engelsk: {source} publiserer dem ikke på dette språket
    note.keptPlace = bruker stedet slik det ble funnet {ago}: et nytt oppslag mislyktes
    note.keptPlaceBecause = bruker stedet slik det ble funnet {ago}: et nytt oppslag mislyktes: {reason}
    note.fallback = {reason}; viser værvarselet fra {provider}
    note.deprecated = {provider} oppgir at denne versjonen av værvarselet er foreldet (HTTP 203); en nyere rainstorm vil be om den gjeldende
    note.noModels = {provider} sammenligner ingen værmodeller; --models viser ingen
    note.hourlyRain = regnets tidspunkter er angitt per time: {provider} har ikke værvarsel med 15-minutters oppløsning her

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Værdata fra Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Data fra MET Norway (CC BY 4.0)
    credit.nws = Farevarsler: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Farevarsler: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Farevarsler: Deutscher Wetterdienst via Bright Sky (brightsky.dev)
    credit.environmentCanada = Farevarsler: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Farevarsler: MeteoAlarm (meteoalarm.org) og de nasjonale værtjenestene
    credit.metService = Farevarsler: MetService (metservice.com), CC BY 4.0
    credit.wmo = Farevarsler: {service}, via WMOs informasjonssenter for farlig vær (severeweather.wmo.int)
    """#
}
