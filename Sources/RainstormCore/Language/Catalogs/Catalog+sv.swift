extension Catalog {
  /// Swedish (sv).
  static let swedish = #"""
    # Glossary: rain = regn, showers = skurar (regnskurar; snöbyar for snow, as SMHI writes),
    # drizzle = duggregn, sleet = snöblandat regn, thunderstorm = åska, fog = dimma,
    # feels like = känns som; precipitation = nederbörd, chance = sannolikhet,
    # low/high = lägsta/högsta, forecast = prognos, warning = varning, normal = normalt.

    # How the place was found, under its name.
    source.coordinates = för de angivna koordinaterna
    source.search = hittad via platssökning
    source.ip = utifrån din IP-adress via {service}
    source.config = din inställda standardplats

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); SMHI wording.
    weather.0 = Klart
    weather.1 = Mestadels klart
    weather.2 = Halvklart
    weather.3 = Mulet
    weather.45 = Dimma
    weather.48 = Dimma med rimfrost
    weather.51 = Lätt duggregn
    weather.53 = Duggregn
    weather.55 = Tätt duggregn
    weather.56 = Lätt underkylt duggregn
    weather.57 = Underkylt duggregn
    weather.61 = Lätt regn
    weather.63 = Regn
    weather.65 = Kraftigt regn
    weather.66 = Lätt underkylt regn
    weather.67 = Underkylt regn
    weather.68 = Lätt snöblandat regn
    weather.69 = Snöblandat regn
    weather.71 = Lätt snöfall
    weather.73 = Snöfall
    weather.75 = Kraftigt snöfall
    weather.77 = Kornsnö
    weather.80 = Lätta regnskurar
    weather.81 = Regnskurar
    weather.82 = Mycket kraftiga regnskurar
    weather.83 = Lätta skurar av snöblandat regn
    weather.84 = Skurar av snöblandat regn
    weather.85 = Lätta snöbyar
    weather.86 = Kraftiga snöbyar
    weather.95 = Åska
    weather.96 = Åska med lätt hagel
    weather.97 = Kraftig åska
    weather.99 = Åska med kraftigt hagel
    weather.unknown = Okänt (kod {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = dag
    flag.night = natt

    # Compass points the wind comes from: north, north-east, ... (O = ost, V = väst).
    compass.n = N
    compass.ne = NO
    compass.e = O
    compass.se = SO
    compass.s = S
    compass.sw = SV
    compass.w = V
    compass.nw = NV

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} kl. {time}

    # Conditions now.
    now.heading = Nu
    now.headingAt = Nu, {time} {zone}
    now.none = Inga aktuella väderuppgifter rapporterade.
    now.feelsLike = känns som {temperature}
    now.humidity = luftfuktighet {percent}
    now.dewPoint = daggpunkt {temperature}
    now.wind = vind {speed}
    now.windFrom = vind {speed} från {direction}
    now.precipitation = nederbörd {amount}
    now.pressure = lufttryck {pressure}
    now.pressureChange = lufttryck {pressure} ({change} på 3 tim)
    now.visibility = sikt {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Dag
    table.weather = Väder
    table.low = Min
    table.high = Max
    table.precipitation = Nederbörd
    table.chance = Sannolikh.
    table.wind = Vind
    table.air = Luft
    table.model = Modell
    table.noDays = Inga dagar rapporterade.
    past.heading = Tidigare väder, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modellerna ({models}) går isär: högsta eller lägsta temperaturer skiljer sig åt med {spread} eller mer, eller regn i vissa men inte i andra
    models.disagreeHint = {mark} modellerna ({models}) går isär: högsta eller lägsta temperaturer skiljer sig åt med {spread} eller mer, eller regn i vissa men inte i andra (--models visar dem)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are L (lägsta) and H (högsta).
    chart.next.one = Kommande timme
    chart.next.other = Kommande {n} timmar
    chart.none = Ingen timprognos från aktuell timme.
    chart.temperature = Temperatur
    chart.chance = Nederb. %
    chart.hour = Klockan
    chart.lowMark = L
    chart.highMark = H
    chart.low = lägsta {temperature} kl. {time}
    chart.high = högsta {temperature} kl. {time}
    chart.chanceUpTo = nederbördssannolikhet upp till {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Regn från 14:30 (om 25 min) till omkring 15:45, lätt, 1,2 mm, 40 % sannolikhet."
    # The intensities are neuter (regn), which also reads as an adverb after snö.
    rain.kind.rain = regn
    rain.kind.snow = snö
    rain.kind.freezingRain = underkylt regn
    rain.intensity.light = lätt
    rain.intensity.moderate = måttligt
    rain.intensity.heavy = kraftigt
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} nu
    rain.startsAt = {kind} från {time} ({wait})
    rain.endsAt = till omkring {time}
    rain.endsAfter = till efter {time}
    rain.chance = {percent} sannolikhet
    rain.again = igen från {time}
    rain.none = Inget regn väntas före {time}.
    rain.unknown = Regnutsikter okända: 15-minutersprognosen täcker inte aktuell tid.
    rain.inMinutes.one = om {n} min
    rain.inMinutes.other = om {n} min
    rain.inHours.one = om {n} tim
    rain.inHours.other = om {n} tim
    rain.inHoursMinutes = om {hours} tim {minutes} min
    rain.withinTheHour = inom en timme
    rain.inAboutHours.one = om cirka {n} tim
    rain.inAboutHours.other = om cirka {n} tim
    rain.aboutTime = omkring {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} nu
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} till {time}
    rain.short.none = inget regn
    rain.hourly.now = regn nu
    rain.hourly.withinAnHour = regn inom 1 tim
    rain.hourly.in.one = regn om {n} tim
    rain.hourly.in.other = regn om {n} tim
    rain.hourly.none.one = inget regn den kommande timmen
    rain.hourly.none.other = inget regn de kommande {n} tim
    rain.hourly.unknown = regnutsikter okända
    rain.chanceToday = {percent} sannolikhet i dag

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = det regnar här nu
    radar.coming.one = regn {distance} {direction}, på väg hit, här om cirka {n} min
    radar.coming.other = regn {distance} {direction}, på väg hit, här om cirka {n} min
    radar.away = regn {distance} {direction}, rör sig bort
    radar.still = regn {distance} {direction}, kommer inte närmare
    radar.seen = regn {distance} {direction}
    radar.none = inget regn inom {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = regn {distance} {direction} om {n} min
    radar.short.coming.other = regn {distance} {direction} om {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = för mindre än en minut sedan
    ago.minutes.one = för {n} min sedan
    ago.minutes.other = för {n} min sedan
    ago.hours.one = för {n} tim sedan
    ago.hours.other = för {n} tim sedan
    ago.days.one = för {n} dag sedan
    ago.days.other = för {n} dagar sedan

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = väder ej tillgängligt
    bar.unavailableShort = saknas
    bar.range = {low} till {high}
    bar.kept = Sparad prognos, hämtad {ago}: uppdateringen misslyckades

    # Official warnings: the frame around the issuer's own words. The four CAP severities
    # (minor, moderate, severe, extreme), not SMHI's colours, as the feed may be any issuer's.
    alert.title.minor = {sign} Mindre allvarlig varning: {event}
    alert.title.moderate = {sign} Måttlig varning: {event}
    alert.title.severe = {sign} Allvarlig varning: {event}
    alert.title.extreme = {sign} Extrem varning: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = mindre allvarlig
    alert.level.moderate = måttlig
    alert.level.severe = allvarlig
    alert.level.extreme = extrem
    alert.from = från {time}
    alert.until = till {time}
    alert.untilAssumed = till omkring {time} (ingen sluttid angiven)
    alert.anywhereInCountry = Varningar för hela landet: källan anger ingen region för denna plats.
    alert.none = Inga varningar gäller nu eller väntas inom prognosperioden.
    alert.partialNone = Vissa varningar kunde inte läsas; ingen av de övriga gäller nu eller väntas inom prognosperioden.
    alert.partial = Vissa varningar kunde inte läsas.
    alert.unavailable = Varningarna kunde inte kontrolleras.
    alert.unsupported = Ingen källa för officiella varningar täcker denna plats.
    watch.lifted = Upphävd: {event}

    # Air quality and UV (--air). Categories follow the index's own scale (UV: as
    # Strålsäkerhetsmyndigheten names them).
    air.line = Luftkvalitet: {category} ({index} {value})
    air.unknown = Luftkvalitet: {index} okänt
    air.ozone = ozon
    air.uv = UV {value} ({category})
    air.pollen = Pollen: {plants}
    air.european.good = bra
    air.european.fair = godtagbar
    air.european.moderate = måttlig
    air.european.poor = dålig
    air.european.veryPoor = mycket dålig
    air.european.extremelyPoor = extremt dålig
    air.us.good = bra
    air.us.moderate = måttlig
    air.us.unhealthyForSensitiveGroups = ohälsosam för känsliga grupper
    air.us.unhealthy = ohälsosam
    air.us.veryUnhealthy = mycket ohälsosam
    air.us.hazardous = farlig
    uv.low = låg
    uv.moderate = måttlig
    uv.high = hög
    uv.veryHigh = mycket hög
    uv.extreme = extrem
    pollen.alder = al
    pollen.birch = björk
    pollen.grass = gräs
    pollen.mugwort = gråbo
    pollen.olive = olivträd
    pollen.ragweed = ambrosia

    # Against the climate normals (--normals). A temperature is "högre/lägre", not
    # "varmare/kallare"; "år" is the same in singular and plural.
    normals.headingAll = Jämfört med samma vecka åren {first}–{last}:
    normals.headingUnusual = Jämfört med samma vecka åren {first}–{last}, de ovanliga dagarna:
    normals.day = {date}: {comparisons}
    normals.high = högsta temperatur {comparison}
    normals.low = lägsta temperatur {comparison}
    normals.warmer.one = {difference} högre än normalt (högre än under {years} av {n} år)
    normals.warmer.other = {difference} högre än normalt (högre än under {years} av {n} år)
    normals.cooler.one = {difference} lägre än normalt (lägre än under {years} av {n} år)
    normals.cooler.other = {difference} lägre än normalt (lägre än under {years} av {n} år)
    normals.wetter.one = nederbörd {amount}, normalt {usual} per dag (mer än under {years} av {n} år)
    normals.wetter.other = nederbörd {amount}, normalt {usual} per dag (mer än under {years} av {n} år)
    normals.drier.one = nederbörd {amount}, normalt {usual} per dag (mindre än under {years} av {n} år)
    normals.drier.other = nederbörd {amount}, normalt {usual} per dag (mindre än under {years} av {n} år)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = även: {places}
    note.alsoMore.one = även: {places} (och {n} till)
    note.alsoMore.other = även: {places} (och {n} till)
    note.alsoUse = {also}; använd {hints}
    note.or = {first} eller {rest}
    note.staleForecast = visar prognosen som hämtades {ago}: {reason}
    note.warningsNotChecked = varningarna har inte kontrollerats: {reason}
    note.warningsNotAllChecked = alla varningar har inte kontrollerats: {reason}
    note.warningsEarlier = varningar från ett tidigare svar: {reason}
    note.airMissing = luftkvaliteten visas inte: {reason}
    note.airEarlier = luftkvalitet från ett tidigare svar: {reason}
    note.normalsMissing = dagarna har inte jämförts med det normala: {reason}
    note.normalsEarlier = normalvärden från ett tidigare svar: {reason}
    note.modelsFailed = vädermodellerna har inte jämförts: {reason}
    note.radarMissing = radarn visas inte: {reason}
    note.radarNotCovered = radarn visas inte: radarerna som rainstorm läser täcker Tyskland och det sammanhängande USA, vardera med upp till 100 km runt omkring
    note.warningsInEnglish = varningar på engelska: {source} publicerar dem inte på det här språket
    note.keptPlace = använder platsen som hittades {ago}: en ny sökning misslyckades
    note.keptPlaceBecause = använder platsen som hittades {ago}: en ny sökning misslyckades: {reason}
    note.fallback = {reason}; visar prognosen från {provider}
    note.deprecated = {provider} anger att den här versionen av prognosen är föråldrad (HTTP 203); en nyare rainstorm kommer att begära den aktuella
    note.noModels = {provider} jämför inga vädermodeller; --models visar inga
    note.hourlyRain = regnets tidpunkter anges per timme: {provider} har ingen 15-minutersprognos här

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Väderdata från Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Data från MET Norway (CC BY 4.0)
    credit.nws = Varningar: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Varningar: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Varningar: Deutscher Wetterdienst via Bright Sky (brightsky.dev)
    credit.environmentCanada = Varningar: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Varningar: MeteoAlarm (meteoalarm.org) och de nationella vädertjänsterna
    credit.metService = Varningar: MetService (metservice.com), CC BY 4.0
    credit.wmo = Varningar: {service}, via WMO:s informationscentral för farligt väder (severeweather.wmo.int)
    """#
}
