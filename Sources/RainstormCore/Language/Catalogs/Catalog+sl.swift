extension Catalog {
  /// Slovenian (sl).
  static let slovenian = #"""
    # Glossary: rain = dež, showers = plohe, drizzle = rosenje, sleet = dež s snegom,
    # thunderstorm = nevihta, fog = megla, feels like = občutena temperatura;
    # precipitation = padavine, chance = verjetnost, warning = opozorilo, hail = toča;
    # light/moderate/heavy = šibek/zmeren/močan. The rain outlook speaks of "padavine", as
    # ARSO does ("brez padavin"); a spell's kind is named (dež, sneg). Plural: "one" is also
    # 101, 201 ..., "two" 102 ..., "few" 3, 4, 103 ..., so {n} stays in every form.

    # How the place was found, under its name.
    source.coordinates = za podane koordinate
    source.search = najdeno z iskanjem kraja
    source.ip = glede na vaš naslov IP prek {service}
    source.config = vaša nastavljena privzeta lokacija

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); ARSO wording.
    weather.0 = Jasno
    weather.1 = Pretežno jasno
    weather.2 = Delno oblačno
    weather.3 = Oblačno
    weather.45 = Megla
    weather.48 = Megla z ivjem
    weather.51 = Šibko rosenje
    weather.53 = Rosenje
    weather.55 = Močno rosenje
    weather.56 = Šibko zmrzujoče rosenje
    weather.57 = Zmrzujoče rosenje
    weather.61 = Šibek dež
    weather.63 = Dež
    weather.65 = Močan dež
    weather.66 = Šibek zmrzujoči dež
    weather.67 = Zmrzujoči dež
    weather.68 = Šibek dež s snegom
    weather.69 = Dež s snegom
    weather.71 = Šibko sneženje
    weather.73 = Sneženje
    weather.75 = Močno sneženje
    weather.77 = Zrnat sneg
    weather.80 = Šibke plohe
    weather.81 = Plohe
    weather.82 = Zelo močne plohe
    weather.83 = Šibke plohe dežja s snegom
    weather.84 = Plohe dežja s snegom
    weather.85 = Šibke snežne plohe
    weather.86 = Močne snežne plohe
    weather.95 = Nevihta
    weather.96 = Nevihta s šibko točo
    weather.97 = Močna nevihta
    weather.99 = Nevihta z močno točo
    weather.unknown = Neznano (koda {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = dan
    flag.night = noč

    # Compass points the wind comes from (S = sever, V = vzhod, J = jug, Z = zahod).
    compass.n = S
    compass.ne = SV
    compass.e = V
    compass.se = JV
    compass.s = J
    compass.sw = JZ
    compass.w = Z
    compass.nw = SZ

    # A day and a time of day, such as a warning's end in another year ("tor., 29. sep. ob 02:10").
    time.dateTime = {date} ob {time}

    # Conditions now.
    now.heading = Zdaj
    now.headingAt = Zdaj, {time} {zone}
    now.none = Ni podatkov o trenutnem vremenu.
    now.feelsLike = občutena temperatura {temperature}
    now.humidity = vlažnost {percent}
    now.dewPoint = rosišče {temperature}
    now.wind = veter {speed}
    # "veter JZ 20 km/h".
    now.windFrom = veter {direction} {speed}
    now.precipitation = padavine {amount}
    now.pressure = tlak {pressure}
    now.pressureChange = tlak {pressure} ({change} v 3 h)
    now.visibility = vidnost {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Dan
    table.weather = Vreme
    table.low = Min.
    table.high = Maks.
    table.precipitation = Padavine
    table.chance = Verjetn.
    table.wind = Veter
    table.air = Zrak
    table.model = Model
    table.noDays = Ni podatkov po dnevih.
    past.heading = Vreme preteklih dni, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modeli ({models}) se ne ujemajo: najvišje ali najnižje temperature se razlikujejo za {spread} ali več ali pa nekateri napovedujejo padavine, drugi pa ne
    models.disagreeHint = {mark} modeli ({models}) se ne ujemajo: najvišje ali najnižje temperature se razlikujejo za {spread} ali več ali pa nekateri napovedujejo padavine, drugi pa ne (prikaže jih --models)

    # The hourly chart. Row labels are at most 11 columns wide; the marks: N = najnižja,
    # V = najvišja temperatura (as in chart.low and chart.high).
    chart.next.one = Naslednja {n} ura
    chart.next.two = Naslednji {n} uri
    chart.next.few = Naslednje {n} ure
    chart.next.other = Naslednjih {n} ur
    chart.none = Urne napovedi od trenutne ure ni.
    chart.temperature = Temperatura
    chart.chance = Verjetn. %
    chart.hour = Ura
    chart.lowMark = N
    chart.highMark = V
    chart.low = najnižja {temperature} ob {time}
    chart.high = najvišja {temperature} ob {time}
    chart.chanceUpTo = verjetnost padavin do {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Dež od 14:30 (čez 25 min) do približno 15:45, šibek, 1,2 mm, verjetnost 40 %."
    # All three kinds are masculine, so the intensities agree with each.
    rain.kind.rain = dež
    rain.kind.snow = sneg
    rain.kind.freezingRain = zmrzujoči dež
    rain.intensity.light = šibek
    rain.intensity.moderate = zmeren
    rain.intensity.heavy = močan
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = zdaj pada {kind}
    rain.startsAt = {kind} od {time} ({wait})
    rain.endsAt = do približno {time}
    rain.endsAfter = vsaj do {time}
    rain.chance = verjetnost {percent}
    rain.again = ponovno od {time}
    rain.none = Do {time} padavin ni pričakovati.
    rain.unknown = Obeti za padavine niso znani: 15-minutna napoved ne zajema trenutnega časa.
    rain.inMinutes.one = čez {n} min
    rain.inMinutes.two = čez {n} min
    rain.inMinutes.few = čez {n} min
    rain.inMinutes.other = čez {n} min
    rain.inHours.one = čez {n} h
    rain.inHours.two = čez {n} h
    rain.inHours.few = čez {n} h
    rain.inHours.other = čez {n} h
    rain.inHoursMinutes = čez {hours} h {minutes} min
    rain.withinTheHour = v naslednji uri
    rain.inAboutHours.one = čez približno {n} h
    rain.inAboutHours.two = čez približno {n} h
    rain.inAboutHours.few = čez približno {n} h
    rain.inAboutHours.other = čez približno {n} h
    # After "od": "od približno 15:00".
    rain.aboutTime = približno {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = pada {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} do {time}
    rain.short.none = brez padavin
    rain.hourly.now = padavine zdaj
    rain.hourly.withinAnHour = padavine v naslednji uri
    rain.hourly.in.one = padavine čez {n} h
    rain.hourly.in.two = padavine čez {n} h
    rain.hourly.in.few = padavine čez {n} h
    rain.hourly.in.other = padavine čez {n} h
    rain.hourly.none.one = brez padavin v naslednji {n} h
    rain.hourly.none.two = brez padavin v naslednjih {n} h
    rain.hourly.none.few = brez padavin v naslednjih {n} h
    rain.hourly.none.other = brez padavin v naslednjih {n} h
    rain.hourly.unknown = obeti za padavine niso znani
    rain.chanceToday = verjetnost padavin danes {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    # The outlook's "padavine", as in rain.hourly.
    radar.line = Radar {time}: {text}
    radar.here = padavine so zdaj tukaj
    radar.coming.one = padavine {distance} v smeri {direction}, se približujejo, tu bodo čez približno {n} min
    radar.coming.two = padavine {distance} v smeri {direction}, se približujejo, tu bodo čez približno {n} min
    radar.coming.few = padavine {distance} v smeri {direction}, se približujejo, tu bodo čez približno {n} min
    radar.coming.other = padavine {distance} v smeri {direction}, se približujejo, tu bodo čez približno {n} min
    radar.away = padavine {distance} v smeri {direction}, se oddaljujejo
    radar.still = padavine {distance} v smeri {direction}, se ne približujejo
    radar.seen = padavine {distance} v smeri {direction}
    radar.none = brez padavin v radiju {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = padavine {distance} {direction} čez {n} min
    radar.short.coming.two = padavine {distance} {direction} čez {n} min
    radar.short.coming.few = padavine {distance} {direction} čez {n} min
    radar.short.coming.other = padavine {distance} {direction} čez {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = pred manj kot minuto
    ago.minutes.one = pred {n} min
    ago.minutes.two = pred {n} min
    ago.minutes.few = pred {n} min
    ago.minutes.other = pred {n} min
    ago.hours.one = pred {n} h
    ago.hours.two = pred {n} h
    ago.hours.few = pred {n} h
    ago.hours.other = pred {n} h
    ago.days.one = pred {n} dnem
    ago.days.two = pred {n} dnevoma
    ago.days.few = pred {n} dnevi
    ago.days.other = pred {n} dnevi

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = vreme ni na voljo
    bar.unavailableShort = ni pod.
    bar.range = od {low} do {high}
    bar.kept = Shranjena napoved, prenesena {ago}: osvežitev ni uspela

    # Official warnings: the frame around the issuer's own words (CAP severity as the degree
    # of danger: majhna, zmerna, velika, izredna nevarnost).
    alert.title.minor = {sign} Opozorilo na majhno nevarnost: {event}
    alert.title.moderate = {sign} Opozorilo na zmerno nevarnost: {event}
    alert.title.severe = {sign} Opozorilo na veliko nevarnost: {event}
    alert.title.extreme = {sign} Opozorilo na izredno nevarnost: {event}
    # The level after the warning sign in a status bar (%W), agreeing with "nevarnost".
    alert.level.minor = majhna
    alert.level.moderate = zmerna
    alert.level.severe = velika
    alert.level.extreme = izredna
    alert.from = od {time}
    alert.until = do {time}
    alert.untilAssumed = do približno {time} (konec ni naveden)
    alert.anywhereInCountry = Opozorila za vso državo: vir ne navaja regije tega kraja.
    alert.none = Ni opozoril, ki bi veljala ali bila pričakovana v obdobju napovedi.
    alert.partialNone = Nekaterih opozoril ni bilo mogoče prebrati; nobeno od drugih ne velja in ni pričakovano v obdobju napovedi.
    alert.partial = Nekaterih opozoril ni bilo mogoče prebrati.
    alert.unavailable = Opozoril ni bilo mogoče preveriti.
    alert.unsupported = Noben vir uradnih opozoril ne pokriva tega kraja.
    watch.lifted = Preklicano: {event}

    # Air quality and UV (--air). The index categories agree with "kakovost zraka", the UV
    # ones with "UV-indeks".
    air.line = Kakovost zraka: {category} ({index} {value})
    air.unknown = Kakovost zraka: vrednost {index} ni znana
    air.ozone = ozon
    air.uv = UV-indeks {value} ({category})
    air.pollen = Cvetni prah: {plants}
    air.european.good = dobra
    air.european.fair = sprejemljiva
    air.european.moderate = zmerna
    air.european.poor = slaba
    air.european.veryPoor = zelo slaba
    air.european.extremelyPoor = izjemno slaba
    air.us.good = dobra
    air.us.moderate = zmerna
    air.us.unhealthyForSensitiveGroups = nezdrava za občutljive skupine
    air.us.unhealthy = nezdrava
    air.us.veryUnhealthy = zelo nezdrava
    air.us.hazardous = nevarna
    uv.low = nizek
    uv.moderate = zmeren
    uv.high = visok
    uv.veryHigh = zelo visok
    uv.extreme = izjemno visok
    pollen.alder = jelša
    pollen.birch = breza
    pollen.grass = trave
    pollen.mugwort = pelin
    pollen.olive = oljka
    pollen.ragweed = ambrozija

    # Against the climate normals (--normals). "višja/nižja" agree with "temperatura";
    # "od {n} leta" in .one (1, 101 ...), "od {n} let" otherwise.
    normals.headingAll = V primerjavi z istim tednom v obdobju {first}–{last}:
    normals.headingUnusual = V primerjavi z istim tednom v obdobju {first}–{last}, nenavadni dnevi:
    normals.day = {date}: {comparisons}
    normals.high = najvišja temperatura {comparison}
    normals.low = najnižja temperatura {comparison}
    normals.warmer.one = za {difference} višja kot običajno (višja kot v {years} od {n} leta)
    normals.warmer.two = za {difference} višja kot običajno (višja kot v {years} od {n} let)
    normals.warmer.few = za {difference} višja kot običajno (višja kot v {years} od {n} let)
    normals.warmer.other = za {difference} višja kot običajno (višja kot v {years} od {n} let)
    normals.cooler.one = za {difference} nižja kot običajno (nižja kot v {years} od {n} leta)
    normals.cooler.two = za {difference} nižja kot običajno (nižja kot v {years} od {n} let)
    normals.cooler.few = za {difference} nižja kot običajno (nižja kot v {years} od {n} let)
    normals.cooler.other = za {difference} nižja kot običajno (nižja kot v {years} od {n} let)
    normals.wetter.one = padavine {amount}, običajno {usual} na dan (več kot v {years} od {n} leta)
    normals.wetter.two = padavine {amount}, običajno {usual} na dan (več kot v {years} od {n} let)
    normals.wetter.few = padavine {amount}, običajno {usual} na dan (več kot v {years} od {n} let)
    normals.wetter.other = padavine {amount}, običajno {usual} na dan (več kot v {years} od {n} let)
    normals.drier.one = padavine {amount}, običajno {usual} na dan (manj kot v {years} od {n} leta)
    normals.drier.two = padavine {amount}, običajno {usual} na dan (manj kot v {years} od {n} let)
    normals.drier.few = padavine {amount}, običajno {usual} na dan (manj kot v {years} od {n} let)
    normals.drier.other = padavine {amount}, običajno {usual} na dan (manj kot v {years} od {n} let)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = tudi: {places}
    note.alsoMore.one = tudi: {places} (in še {n})
    note.alsoMore.two = tudi: {places} (in še {n})
    note.alsoMore.few = tudi: {places} (in še {n})
    note.alsoMore.other = tudi: {places} (in še {n})
    note.alsoUse = {also}; uporabite {hints}
    note.or = {first} ali {rest}
    note.staleForecast = prikazana je napoved, prenesena {ago}: {reason}
    note.warningsNotChecked = opozorila niso preverjena: {reason}
    note.warningsNotAllChecked = niso preverjena vsa opozorila: {reason}
    note.warningsEarlier = opozorila iz prejšnjega odgovora: {reason}
    note.airMissing = kakovost zraka ni prikazana: {reason}
    note.airEarlier = kakovost zraka iz prejšnjega odgovora: {reason}
    note.normalsMissing = dnevi niso primerjani z dolgoletnim povprečjem: {reason}
    note.normalsEarlier = dolgoletna povprečja iz prejšnjega odgovora: {reason}
    note.modelsFailed = vremenski modeli niso primerjani: {reason}
    note.radarMissing = radar ni prikazan: {reason}
    note.radarNotCovered = radar ni prikazan: radarja, ki ju bere program rainstorm, pokrivata Nemčijo in 48 sklenjenih zveznih držav ZDA, skupaj z okolico do 100 km
    note.warningsInEnglish = opozorila v angleščini: {source} jih v slovenščini ne izdaja
    note.keptPlace = uporabljen je kraj, najden {ago}: ponovno iskanje ni uspelo
    note.keptPlaceBecause = uporabljen je kraj, najden {ago}: ponovno iskanje ni uspelo: {reason}
    note.fallback = {reason}; prikazana je napoved ponudnika {provider}
    note.deprecated = {provider} sporoča, da je ta različica njegove napovedi zastarela (HTTP 203); novejša različica programa rainstorm bo zahtevala trenutno
    note.noModels = {provider} ne primerja vremenskih modelov; --models ne prikaže nobenega
    note.hourlyRain = čas padavin je naveden na uro natančno: {provider} tu nima 15-minutne napovedi

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Vremenski podatki: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Podatki: MET Norway (CC BY 4.0)
    credit.nws = Opozorila: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Opozorila: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Opozorila: Deutscher Wetterdienst prek Bright Sky (brightsky.dev)
    credit.environmentCanada = Opozorila: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Opozorila: MeteoAlarm (meteoalarm.org) in nacionalne vremenske službe
    credit.metService = Opozorila: MetService (metservice.com), CC BY 4.0
    credit.wmo = Opozorila: {service}, prek Informacijskega centra WMO za nevarno vreme (severeweather.wmo.int)
    """#
}
