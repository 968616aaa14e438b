extension Catalog {
  /// Estonian (et).
  static let estonian = #"""
    # Glossary: rain = vihm, showers = hoovihmad (hood), drizzle = uduvihm, sleet = lörts,
    # thunderstorm = äike, fog = udu, feels like = tajutav temperatuur; snow = lumesadu,
    # precipitation = sademed, chance = tõenäosus, warning = hoiatus,
    # light/moderate/heavy = nõrk/mõõdukas/tugev,
    # low/high = madalaim/kõrgeim (min/max in the table). Counts take no case ending, except
    # "{n}-st" (elative, the same for every number) in the normals.

    # How the place was found, under its name.
    source.coordinates = antud koordinaatide järgi
    source.search = leitud kohaotsinguga
    source.ip = teie IP-aadressi järgi teenuse {service} kaudu
    source.config = teie seadistatud vaikekoht

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Selge
    weather.1 = Enamasti selge
    weather.2 = Vahelduv pilvisus
    weather.3 = Pilves
    weather.45 = Udu
    weather.48 = Härmatisega udu
    weather.51 = Nõrk uduvihm
    weather.53 = Uduvihm
    weather.55 = Tugev uduvihm
    weather.56 = Nõrk jäätuv uduvihm
    weather.57 = Jäätuv uduvihm
    weather.61 = Nõrk vihm
    weather.63 = Vihm
    weather.65 = Tugev vihm
    weather.66 = Nõrk jäävihm
    weather.67 = Jäävihm
    weather.68 = Nõrk lörts
    weather.69 = Lörts
    weather.71 = Nõrk lumesadu
    weather.73 = Lumesadu
    weather.75 = Tugev lumesadu
    weather.77 = Lumeterad
    weather.80 = Nõrgad hoovihmad
    weather.81 = Hoovihmad
    weather.82 = Väga tugevad hoovihmad
    weather.83 = Nõrgad lörtsihood
    weather.84 = Lörtsihood
    weather.85 = Nõrgad lumehood
    weather.86 = Tugevad lumehood
    weather.95 = Äike
    weather.96 = Äike nõrga rahega
    weather.97 = Tugev äike
    weather.99 = Äike tugeva rahega
    weather.unknown = Teadmata (kood {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = päev
    flag.night = öö

    # Compass points the wind comes from: north, north-east, ... (Estonian uses the
    # international letters N, E, S, W).
    compass.n = N
    compass.ne = NE
    compass.e = E
    compass.se = SE
    compass.s = S
    compass.sw = SW
    compass.w = W
    compass.nw = NW

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} kell {time}

    # Conditions now.
    now.heading = Praegu
    now.headingAt = Praegu, {time} {zone}
    now.none = Praeguse ilma andmed puuduvad.
    now.feelsLike = tajutav temperatuur {temperature}
    now.humidity = õhuniiskus {percent}
    now.dewPoint = kastepunkt {temperature}
    now.wind = tuul {speed}
    now.windFrom = tuul {direction} {speed}
    now.precipitation = sademed {amount}
    now.pressure = õhurõhk {pressure}
    now.pressureChange = õhurõhk {pressure} ({change} 3 tunniga)
    now.visibility = nähtavus {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Päev
    table.weather = Ilm
    table.low = Min
    table.high = Max
    table.precipitation = Sademed
    table.chance = Tõenäosus
    table.wind = Tuul
    table.air = Õhk
    table.model = Mudel
    table.noDays = Päevade andmed puuduvad.
    past.heading = Möödunud päevade ilm, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} mudelid ({models}) lähevad lahku: maksimum- või miinimumtemperatuurid erinevad {spread} või rohkem või ennustab sademeid ainult osa mudeleid
    models.disagreeHint = {mark} mudelid ({models}) lähevad lahku: maksimum- või miinimumtemperatuurid erinevad {spread} või rohkem või ennustab sademeid ainult osa mudeleid (--models näitab neid)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are M (madalaim) and K (kõrgeim).
    chart.next.one = Järgmine tund
    chart.next.other = Järgmised {n} tundi
    chart.none = Tunniprognoos praegusest tunnist alates puudub.
    chart.temperature = Temperatuur
    chart.chance = Sademed %
    chart.hour = Kell
    chart.lowMark = M
    chart.highMark = K
    chart.low = madalaim {temperature} kell {time}
    chart.high = kõrgeim {temperature} kell {time}
    chart.chanceUpTo = sademete tõenäosus kuni {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Vihm alates 14:30 (25 min pärast) kuni umbes 15:45, nõrk, 1,2 mm, tõenäosus 40%."
    rain.kind.rain = vihm
    rain.kind.snow = lumesadu
    rain.kind.freezingRain = jäävihm
    rain.intensity.light = nõrk
    rain.intensity.moderate = mõõdukas
    rain.intensity.heavy = tugev
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} nüüdsest
    rain.startsAt = {kind} alates {time} ({wait})
    rain.endsAt = kuni umbes {time}
    rain.endsAfter = vähemalt kuni {time}
    rain.chance = tõenäosus {percent}
    rain.again = uuesti alates {time}
    rain.none = Enne {time} vihma ei oodata.
    rain.unknown = Vihmaprognoos teadmata: 15-minutiline prognoos ei kata praegust aega.
    rain.inMinutes.one = {n} min pärast
    rain.inMinutes.other = {n} min pärast
    rain.inHours.one = {n} h pärast
    rain.inHours.other = {n} h pärast
    rain.inHoursMinutes = {hours} h {minutes} min pärast
    rain.withinTheHour = tunni jooksul
    rain.inAboutHours.one = umbes {n} h pärast
    rain.inAboutHours.other = umbes {n} h pärast
    rain.aboutTime = umbes {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} praegu
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} kuni {time}
    rain.short.none = vihma pole
    rain.hourly.now = praegu sajab vihma
    rain.hourly.withinAnHour = vihm tunni jooksul
    rain.hourly.in.one = vihm {n} h pärast
    rain.hourly.in.other = vihm {n} h pärast
    rain.hourly.none.one = vihma pole järgmise tunni jooksul
    rain.hourly.none.other = vihma pole järgmise {n} h jooksul
    rain.hourly.unknown = vihmaprognoos teadmata
    rain.chanceToday = sademete tõenäosus täna {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = praegu sajab siin vihma
    radar.coming.one = vihm {distance} kaugusel {direction} suunas, liigub siiapoole, jõuab siia umbes {n} min pärast
    radar.coming.other = vihm {distance} kaugusel {direction} suunas, liigub siiapoole, jõuab siia umbes {n} min pärast
    radar.away = vihm {distance} kaugusel {direction} suunas, eemaldub
    radar.still = vihm {distance} kaugusel {direction} suunas, ei lähene
    radar.seen = vihm {distance} kaugusel {direction} suunas
    radar.none = vihma pole {distance} raadiuses
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = vihm {distance} {direction}, {n} min pärast
    radar.short.coming.other = vihm {distance} {direction}, {n} min pärast

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = alla minuti tagasi
    ago.minutes.one = {n} min tagasi
    ago.minutes.other = {n} min tagasi
    ago.hours.one = {n} h tagasi
    ago.hours.other = {n} h tagasi
    ago.days.one = {n} päev tagasi
    ago.days.other = {n} päeva tagasi

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = ilmaandmed pole saadaval
    bar.unavailableShort = puudub
    bar.range = {low} kuni {high}
    bar.kept = Salvestatud prognoos, laaditud {ago}: värskendamine ebaõnnestus

    # Official warnings: the frame around the issuer's own words. The four CAP severities
    # (minor, moderate, severe, extreme) as degrees of danger (oht).
    alert.title.minor = {sign} Väikese ohu hoiatus: {event}
    alert.title.moderate = {sign} Mõõduka ohu hoiatus: {event}
    alert.title.severe = {sign} Suure ohu hoiatus: {event}
    alert.title.extreme = {sign} Äärmusliku ohu hoiatus: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = väike oht
    alert.level.moderate = mõõdukas oht
    alert.level.severe = suur oht
    alert.level.extreme = äärmuslik oht
    alert.from = alates {time}
    alert.until = kuni {time}
    alert.untilAssumed = kuni umbes {time} (lõppu pole märgitud)
    alert.anywhereInCountry = Hoiatused kogu riigi kohta: allikas ei nimeta selle koha piirkonda.
    alert.none = Kehtivaid ega prognoosiperioodi jooksul algavaid hoiatusi ei ole.
    alert.partialNone = Osa hoiatusi ei õnnestunud lugeda; ülejäänutest ükski ei kehti ega alga prognoosiperioodi jooksul.
    alert.partial = Osa hoiatusi ei õnnestunud lugeda.
    alert.unavailable = Hoiatusi ei õnnestunud kontrollida.
    alert.unsupported = Selle koha kohta pole ametlike hoiatuste allikat.
    watch.lifted = Lõppenud: {event}

    # Air quality and UV (--air). Categories follow the index's own scale.
    air.line = Õhukvaliteet: {category} ({index} {value})
    air.unknown = Õhukvaliteet: {index} teadmata
    air.ozone = osoon
    air.uv = UV {value} ({category})
    air.pollen = Õietolm: {plants}
    air.european.good = hea
    air.european.fair = rahuldav
    air.european.moderate = mõõdukas
    air.european.poor = halb
    air.european.veryPoor = väga halb
    air.european.extremelyPoor = äärmiselt halb
    air.us.good = hea
    air.us.moderate = mõõdukas
    air.us.unhealthyForSensitiveGroups = tervistkahjustav tundlikele rühmadele
    air.us.unhealthy = tervistkahjustav
    air.us.veryUnhealthy = väga tervistkahjustav
    air.us.hazardous = ohtlik
    uv.low = madal
    uv.moderate = mõõdukas
    uv.high = kõrge
    uv.veryHigh = väga kõrge
    uv.extreme = äärmuslik
    pollen.alder = lepp
    pollen.birch = kask
    pollen.grass = kõrrelised
    pollen.mugwort = puju
    pollen.olive = oliivipuu
    pollen.ragweed = ambroosia

    # Against the climate normals (--normals). A temperature is "kõrgem/madalam".
    normals.headingAll = Võrreldes sama nädalaga aastatel {first}–{last}:
    normals.headingUnusual = Võrreldes sama nädalaga aastatel {first}–{last}, tavatud päevad:
    normals.day = {date}: {comparisons}
    normals.high = maksimumtemperatuur {comparison}
    normals.low = miinimumtemperatuur {comparison}
    normals.warmer.one = {difference} tavalisest kõrgem (kõrgem kui {years} aastal {n}-st)
    normals.warmer.other = {difference} tavalisest kõrgem (kõrgem kui {years} aastal {n}-st)
    normals.cooler.one = {difference} tavalisest madalam (madalam kui {years} aastal {n}-st)
    normals.cooler.other = {difference} tavalisest madalam (madalam kui {years} aastal {n}-st)
    normals.wetter.one = sademeid {amount}, tavaliselt {usual} ööpäevas (rohkem kui {years} aastal {n}-st)
    normals.wetter.other = sademeid {amount}, tavaliselt {usual} ööpäevas (rohkem kui {years} aastal {n}-st)
    normals.drier.one = sademeid {amount}, tavaliselt {usual} ööpäevas (vähem kui {years} aastal {n}-st)
    normals.drier.other = sademeid {amount}, tavaliselt {usual} ööpäevas (vähem kui {years} aastal {n}-st)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names, so they follow
    # "teenus" / "teenuse" / "teenusel" and take no case ending.
    note.also = leiti ka: {places}
    note.alsoMore.one = leiti ka: {places} (ja veel {n})
    note.alsoMore.other = leiti ka: {places} (ja veel {n})
    note.alsoUse = {also}; kasutage {hints}
    note.or = {first} või {rest}
    note.staleForecast = kuvatakse {ago} laaditud prognoosi: {reason}
    note.warningsNotChecked = hoiatusi ei kontrollitud: {reason}
    note.warningsNotAllChecked = kõiki hoiatusi ei kontrollitud: {reason}
    note.warningsEarlier = hoiatused varasemast vastusest: {reason}
    note.airMissing = õhukvaliteeti ei kuvata: {reason}
    note.airEarlier = õhukvaliteet varasemast vastusest: {reason}
    note.normalsMissing = päevi ei võrreldud kliimanormiga: {reason}
    note.normalsEarlier = kliimanormid varasemast vastusest: {reason}
    note.modelsFailed = ilmamudeleid ei võrreldud: {reason}
    note.radarMissing = radarit ei kuvata: {reason}
    note.radarNotCovered = radarit ei kuvata: radarid, mida rainstorm loeb, katavad Saksamaad ja USA 48 külgnevat osariiki ning kummagi ümbrust kuni 100 km kaugusele
    note.warningsInEnglish = hoiatused inglise keeles: teenus {source} ei avalda neid selles keeles
    note.keptPlace = kasutatakse {ago} leitud kohta: uus otsing ebaõnnestus
    note.keptPlaceBecause = kasutatakse {ago} leitud kohta: uus otsing ebaõnnestus: {reason}
    note.fallback = {reason}; kuvatakse teenuse {provider} prognoosi
    note.deprecated = teenuse {provider} teatel on selle prognoosi versioon aegunud (HTTP 203); uuem rainstorm küsib kehtivat versiooni
    note.noModels = teenus {provider} ei võrdle ilmamudeleid; --models ei näita midagi
    note.hourlyRain = vihma aeg on tunni täpsusega: teenusel {provider} pole siin 15-minutilist prognoosi

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Ilmaandmed: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Andmed: MET Norway (CC BY 4.0)
    credit.nws = Hoiatused: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Hoiatused: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Hoiatused: Deutscher Wetterdienst teenuse Bright Sky kaudu (brightsky.dev)
    credit.environmentCanada = Hoiatused: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Hoiatused: MeteoAlarm (meteoalarm.org) ja riiklikud ilmateenistused
    credit.metService = Hoiatused: MetService (metservice.com), CC BY 4.0
    credit.wmo = Hoiatused: {service}, WMO ohtliku ilma infokeskuse kaudu (severeweather.wmo.int)
    """#
}
