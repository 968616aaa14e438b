extension Catalog {
  /// Croatian (hr).
  static let croatian = #"""
    # Glossary: rain = kiša, showers = pljuskovi, drizzle = rosulja, sleet = susnježica,
    # thunderstorm = grmljavina, fog = magla, feels like = osjeća se kao;
    # precipitation = oborina, freezing = ledena (kiša, rosulja), chance = vjerojatnost,
    # warning = upozorenje, hail = tuča; light/moderate/heavy = slab/umjeren/jak (after a
    # kind: slabog/umjerenog/jakog intenziteta). The rain outlook speaks of "oborina", as DHMZ
    # does ("bez oborine"); a spell's kind is named (kiša, snijeg). Plural: "one" is also
    # 21, 31 ..., "few" 2–4, 22–24 ..., so {n} stays in every form.

    # How the place was found, under its name.
    source.coordinates = za zadane koordinate
    source.search = pronađeno pretraživanjem mjesta
    source.ip = prema vašoj IP adresi putem {service}
    source.config = vaša zadana lokacija iz postavki

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); DHMZ wording.
    weather.0 = Vedro
    weather.1 = Pretežno vedro
    weather.2 = Djelomično oblačno
    weather.3 = Oblačno
    weather.45 = Magla
    weather.48 = Magla s injem
    weather.51 = Slaba rosulja
    weather.53 = Rosulja
    weather.55 = Jaka rosulja
    weather.56 = Slaba ledena rosulja
    weather.57 = Ledena rosulja
    weather.61 = Slaba kiša
    weather.63 = Kiša
    weather.65 = Jaka kiša
    weather.66 = Slaba ledena kiša
    weather.67 = Ledena kiša
    weather.68 = Slaba susnježica
    weather.69 = Susnježica
    weather.71 = Slab snijeg
    weather.73 = Snijeg
    weather.75 = Jak snijeg
    weather.77 = Zrnati snijeg
    weather.80 = Slabi pljuskovi kiše
    weather.81 = Pljuskovi kiše
    weather.82 = Vrlo jaki pljuskovi kiše
    weather.83 = Slabi pljuskovi susnježice
    weather.84 = Pljuskovi susnježice
    weather.85 = Slabi snježni pljuskovi
    weather.86 = Jaki snježni pljuskovi
    weather.95 = Grmljavina
    weather.96 = Grmljavina sa slabom tučom
    weather.97 = Jaka grmljavina
    weather.99 = Grmljavina s jakom tučom
    weather.unknown = Nepoznato (kôd {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = dan
    flag.night = noć

    # Compass points the wind comes from (S = sjever, I = istok, J = jug, Z = zapad).
    compass.n = S
    compass.ne = SI
    compass.e = I
    compass.se = JI
    compass.s = J
    compass.sw = JZ
    compass.w = Z
    compass.nw = SZ

    # A day and a time of day, such as a warning's end in another year ("uto, 29. ruj u 02:10").
    time.dateTime = {date} u {time}

    # Conditions now.
    now.heading = Sada
    now.headingAt = Sada, {time} {zone}
    now.none = Nema podataka o trenutačnom vremenu.
    now.feelsLike = osjeća se kao {temperature}
    now.humidity = vlažnost {percent}
    now.dewPoint = rosište {temperature}
    now.wind = vjetar {speed}
    # "vjetar JZ 20 km/h".
    now.windFrom = vjetar {direction} {speed}
    now.precipitation = oborina {amount}
    now.pressure = tlak {pressure}
    now.pressureChange = tlak {pressure} ({change} u 3 h)
    now.visibility = vidljivost {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Dan
    table.weather = Vrijeme
    table.low = Min.
    table.high = Maks.
    table.precipitation = Oborina
    table.chance = Vjerojatn.
    table.wind = Vjetar
    table.air = Zrak
    table.model = Model
    table.noDays = Nema podataka po danima.
    past.heading = Vrijeme proteklih dana, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modeli ({models}) se ne slažu: maksimalne ili minimalne temperature razlikuju se za {spread} ili više, ili neki modeli daju oborinu, a drugi ne
    models.disagreeHint = {mark} modeli ({models}) se ne slažu: maksimalne ili minimalne temperature razlikuju se za {spread} ili više, ili neki modeli daju oborinu, a drugi ne (prikazuje ih --models)

    # The hourly chart. Row labels are at most 11 columns wide ("Vjer. %" = vjerojatnost
    # oborine); the marks: N = najniža, V = najviša temperatura (chart.low and chart.high).
    chart.next.one = Sljedeći {n} sat
    chart.next.few = Sljedeća {n} sata
    chart.next.other = Sljedećih {n} sati
    chart.none = Nema prognoze po satima od trenutačnog sata.
    chart.temperature = Temperatura
    chart.chance = Vjer. %
    chart.hour = Sat
    chart.lowMark = N
    chart.highMark = V
    chart.low = najniža {temperature} u {time}
    chart.high = najviša {temperature} u {time}
    chart.chanceUpTo = vjerojatnost oborine do {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Kiša od 14:30 (za 25 min) otprilike do 15:45, slabog intenziteta, 1,2 mm,
    # vjerojatnost 40 %." The kinds differ in gender (kiša, snijeg), so the intensities are
    # "… intenziteta".
    rain.kind.rain = kiša
    rain.kind.snow = snijeg
    rain.kind.freezingRain = ledena kiša
    rain.intensity.light = slabog intenziteta
    rain.intensity.moderate = umjerenog intenziteta
    rain.intensity.heavy = jakog intenziteta
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = sada pada {kind}
    rain.startsAt = {kind} od {time} ({wait})
    rain.endsAt = otprilike do {time}
    rain.endsAfter = najmanje do {time}
    rain.chance = vjerojatnost {percent}
    rain.again = ponovno od {time}
    rain.none = Do {time} ne očekuje se oborina.
    rain.unknown = Izgledi za oborinu nisu poznati: 15-minutna prognoza ne obuhvaća trenutačno vrijeme.
    rain.inMinutes.one = za {n} min
    rain.inMinutes.few = za {n} min
    rain.inMinutes.other = za {n} min
    rain.inHours.one = za {n} sat
    rain.inHours.few = za {n} sata
    rain.inHours.other = za {n} sati
    rain.inHoursMinutes = za {hours} h {minutes} min
    rain.withinTheHour = unutar sat vremena
    rain.inAboutHours.one = za otprilike {n} sat
    rain.inAboutHours.few = za otprilike {n} sata
    rain.inAboutHours.other = za otprilike {n} sati
    # After "od": "od otprilike 15:00".
    rain.aboutTime = otprilike {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = pada {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} do {time}
    rain.short.none = bez oborine
    rain.hourly.now = oborina sada
    rain.hourly.withinAnHour = oborina unutar sat vremena
    rain.hourly.in.one = oborina za {n} sat
    rain.hourly.in.few = oborina za {n} sata
    rain.hourly.in.other = oborina za {n} sati
    rain.hourly.none.one = bez oborine sljedeći {n} sat
    rain.hourly.none.few = bez oborine sljedeća {n} sata
    rain.hourly.none.other = bez oborine sljedećih {n} sati
    rain.hourly.unknown = izgledi za oborinu nisu poznati
    rain.chanceToday = vjerojatnost oborine danas {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    # The outlook's "oborina", as in rain.hourly.
    radar.line = Radar {time}: {text}
    radar.here = oborina sada ovdje
    radar.coming.one = oborina {distance} u smjeru {direction}, približava se, stiže za otprilike {n} min
    radar.coming.few = oborina {distance} u smjeru {direction}, približava se, stiže za otprilike {n} min
    radar.coming.other = oborina {distance} u smjeru {direction}, približava se, stiže za otprilike {n} min
    radar.away = oborina {distance} u smjeru {direction}, udaljava se
    radar.still = oborina {distance} u smjeru {direction}, ne približava se
    radar.seen = oborina {distance} u smjeru {direction}
    radar.none = bez oborine u krugu od {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = oborina {distance} {direction} za {n} min
    radar.short.coming.few = oborina {distance} {direction} za {n} min
    radar.short.coming.other = oborina {distance} {direction} za {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = prije manje od minute
    ago.minutes.one = prije {n} min
    ago.minutes.few = prije {n} min
    ago.minutes.other = prije {n} min
    ago.hours.one = prije {n} sat
    ago.hours.few = prije {n} sata
    ago.hours.other = prije {n} sati
    ago.days.one = prije {n} dan
    ago.days.few = prije {n} dana
    ago.days.other = prije {n} dana

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = vrijeme nije dostupno
    bar.unavailableShort = n/d
    bar.range = od {low} do {high}
    bar.kept = Spremljena prognoza preuzeta {ago}: osvježavanje nije uspjelo

    # Official warnings: the frame around the issuer's own words (CAP severity as the degree
    # of danger: mala, umjerena, velika, ekstremna opasnost).
    alert.title.minor = {sign} Upozorenje na malu opasnost: {event}
    alert.title.moderate = {sign} Upozorenje na umjerenu opasnost: {event}
    alert.title.severe = {sign} Upozorenje na veliku opasnost: {event}
    alert.title.extreme = {sign} Upozorenje na ekstremnu opasnost: {event}
    # The level after the warning sign in a status bar (%W), agreeing with "opasnost".
    alert.level.minor = mala
    alert.level.moderate = umjerena
    alert.level.severe = velika
    alert.level.extreme = ekstremna
    alert.from = od {time}
    alert.until = do {time}
    alert.untilAssumed = otprilike do {time} (kraj nije naveden)
    alert.anywhereInCountry = Upozorenja za cijelu zemlju: izvor ne navodi regiju ovog mjesta.
    alert.none = Nema upozorenja koja su na snazi ili se očekuju u razdoblju prognoze.
    alert.partialNone = Neka upozorenja nije bilo moguće pročitati; nijedno od ostalih nije na snazi niti se očekuje u razdoblju prognoze.
    alert.partial = Neka upozorenja nije bilo moguće pročitati.
    alert.unavailable = Upozorenja nije bilo moguće provjeriti.
    alert.unsupported = Nijedan izvor službenih upozorenja ne pokriva ovo mjesto.
    watch.lifted = Ukinuto: {event}

    # Air quality and UV (--air). The index categories agree with "kvaliteta zraka", the UV
    # ones with "UV indeks".
    air.line = Kvaliteta zraka: {category} ({index} {value})
    air.unknown = Kvaliteta zraka: vrijednost {index} nije poznata
    air.ozone = ozon
    air.uv = UV indeks {value} ({category})
    air.pollen = Pelud: {plants}
    air.european.good = dobra
    air.european.fair = prihvatljiva
    air.european.moderate = umjerena
    air.european.poor = loša
    air.european.veryPoor = vrlo loša
    air.european.extremelyPoor = iznimno loša
    air.us.good = dobra
    air.us.moderate = umjerena
    air.us.unhealthyForSensitiveGroups = nezdrava za osjetljive skupine
    air.us.unhealthy = nezdrava
    air.us.veryUnhealthy = vrlo nezdrava
    air.us.hazardous = opasna
    uv.low = nizak
    uv.moderate = umjeren
    uv.high = visok
    uv.veryHigh = vrlo visok
    uv.extreme = ekstremno visok
    pollen.alder = joha
    pollen.birch = breza
    pollen.grass = trave
    pollen.mugwort = pelin
    pollen.olive = maslina
    pollen.ragweed = ambrozija

    # Against the climate normals (--normals). The comparisons agree with "temperatura";
    # "od {n} godine" for 1, 21 … and 2–4, 22–24 …; "od {n} godina" otherwise.
    normals.headingAll = U usporedbi s istim tjednom u razdoblju {first}–{last}:
    normals.headingUnusual = U usporedbi s istim tjednom u razdoblju {first}–{last}, neuobičajeni dani:
    normals.day = {date}: {comparisons}
    normals.high = maksimalna temperatura {comparison}
    normals.low = minimalna temperatura {comparison}
    normals.warmer.one = za {difference} viša od uobičajene (viša nego u {years} od {n} godine)
    normals.warmer.few = za {difference} viša od uobičajene (viša nego u {years} od {n} godine)
    normals.warmer.other = za {difference} viša od uobičajene (viša nego u {years} od {n} godina)
    normals.cooler.one = za {difference} niža od uobičajene (niža nego u {years} od {n} godine)
    normals.cooler.few = za {difference} niža od uobičajene (niža nego u {years} od {n} godine)
    normals.cooler.other = za {difference} niža od uobičajene (niža nego u {years} od {n} godina)
    normals.wetter.one = oborina {amount}, obično {usual} na dan (više nego u {years} od {n} godine)
    normals.wetter.few = oborina {amount}, obično {usual} na dan (više nego u {years} od {n} godine)
    normals.wetter.other = oborina {amount}, obično {usual} na dan (više nego u {years} od {n} godina)
    normals.drier.one = oborina {amount}, obično {usual} na dan (manje nego u {years} od {n} godine)
    normals.drier.few = oborina {amount}, obično {usual} na dan (manje nego u {years} od {n} godine)
    normals.drier.other = oborina {amount}, obično {usual} na dan (manje nego u {years} od {n} godina)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = također: {places}
    note.alsoMore.one = također: {places} (i još {n})
    note.alsoMore.few = također: {places} (i još {n})
    note.alsoMore.other = također: {places} (i još {n})
    note.alsoUse = {also}; upotrijebite {hints}
    note.or = {first} ili {rest}
    note.staleForecast = prikazana je prognoza preuzeta {ago}: {reason}
    note.warningsNotChecked = upozorenja nisu provjerena: {reason}
    note.warningsNotAllChecked = nisu provjerena sva upozorenja: {reason}
    note.warningsEarlier = upozorenja iz ranijeg odgovora: {reason}
    note.airMissing = kvaliteta zraka nije prikazana: {reason}
    note.airEarlier = kvaliteta zraka iz ranijeg odgovora: {reason}
    note.normalsMissing = dani nisu uspoređeni s klimatskim prosjekom: {reason}
    note.normalsEarlier = klimatski prosjeci iz ranijeg odgovora: {reason}
    note.modelsFailed = meteorološki modeli nisu uspoređeni: {reason}
    note.radarMissing = radar nije prikazan: {reason}
    note.radarNotCovered = radar nije prikazan: radari koje čita program rainstorm pokrivaju Njemačku i 48 susjednih saveznih država SAD-a te do 100 km oko njih
    note.warningsInEnglish = upozorenja na engleskom: {source} ih ne izdaje na hrvatskom
    note.keptPlace = koristi se mjesto pronađeno {ago}: ponovno pretraživanje nije uspjelo
    note.keptPlaceBecause = koristi se mjesto pronađeno {ago}: ponovno pretraživanje nije uspjelo: {reason}
    note.fallback = {reason}; prikazana je prognoza servisa {provider}
    note.deprecated = {provider} navodi da je ova inačica njegove prognoze zastarjela (HTTP 203); novija inačica programa rainstorm tražit će aktualnu
    note.noModels = {provider} ne uspoređuje meteorološke modele; --models ne prikazuje nijedan
    note.hourlyRain = vrijeme oborine navedeno je s točnošću od sat vremena: {provider} ovdje nema 15-minutnu prognozu

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Meteorološki podaci: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Podaci: MET Norway (CC BY 4.0)
    credit.nws = Upozorenja: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Upozorenja: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Upozorenja: Deutscher Wetterdienst putem Bright Sky (brightsky.dev)
    credit.environmentCanada = Upozorenja: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Upozorenja: MeteoAlarm (meteoalarm.org) i nacionalne meteorološke službe
    credit.metService = Upozorenja: MetService (metservice.com), CC BY 4.0
    credit.wmo = Upozorenja: {service}, putem Informacijskog centra WMO-a za opasne vremenske pojave (severeweather.wmo.int)
    """#
}
