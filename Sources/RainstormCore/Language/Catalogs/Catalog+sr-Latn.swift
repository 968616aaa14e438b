extension Catalog {
  /// Serbian, Latin script (sr-Latn).
  static let serbianLatin = #"""
    # Glossary: rain = kiša, showers = pljuskovi (kiše, snega), drizzle = rosulja,
    # sleet = susnežica, thunderstorm = grmljavina, fog = magla, feels like = oseća se kao;
    # precipitation = padavine, freezing = ledena (kiša, rosulja), chance = verovatnoća,
    # warning = upozorenje, low/high = minimum/maksimum; light/moderate/heavy = slab/umeren/jak
    # (after a kind: slabog/umerenog/jakog intenziteta). The rain outlook speaks of
    # "padavine", as RHMZ does ("bez padavina"); a spell's kind is named (kiša, sneg).
    # Ekavian. The same text as Catalog+sr.swift, in Latin script.

    # How the place was found, under its name.
    source.coordinates = za zadate koordinate
    source.search = pronađeno pretragom mesta
    source.ip = prema vašoj IP adresi preko {service}
    source.config = vaša podrazumevana lokacija iz podešavanja

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Vedro
    weather.1 = Pretežno vedro
    weather.2 = Umereno oblačno
    weather.3 = Oblačno
    weather.45 = Magla
    weather.48 = Magla sa injem
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
    weather.68 = Slaba susnežica
    weather.69 = Susnežica
    weather.71 = Slab sneg
    weather.73 = Sneg
    weather.75 = Jak sneg
    weather.77 = Zrnasti sneg
    weather.80 = Slabi pljuskovi kiše
    weather.81 = Pljuskovi kiše
    weather.82 = Veoma jaki pljuskovi kiše
    weather.83 = Slabi pljuskovi susnežice
    weather.84 = Pljuskovi susnežice
    weather.85 = Slabi pljuskovi snega
    weather.86 = Jaki pljuskovi snega
    weather.95 = Grmljavina
    weather.96 = Grmljavina sa slabim gradom
    weather.97 = Jaka grmljavina
    weather.99 = Grmljavina sa jakim gradom
    weather.unknown = Nepoznato (kod {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = dan
    flag.night = noć

    # Compass points the wind comes from (S = sever, I = istok, J = jug, Z = zapad).
    compass.n = S
    compass.ne = SI
    compass.e = I
    compass.se = JI
    compass.s = J
    compass.sw = JZ
    compass.w = Z
    compass.nw = SZ

    # A day and a time of day, such as a warning's end in another year ("uto 29. sep u 02:10").
    time.dateTime = {date} u {time}

    # Conditions now.
    now.heading = Sada
    now.headingAt = Sada, {time} {zone}
    now.none = Nema podataka o trenutnom vremenu.
    now.feelsLike = oseća se kao {temperature}
    now.humidity = vlažnost {percent}
    now.dewPoint = tačka rose {temperature}
    now.wind = vetar {speed}
    now.windFrom = vetar {direction} {speed}
    now.precipitation = padavine {amount}
    now.pressure = pritisak {pressure}
    now.pressureChange = pritisak {pressure} ({change} za 3 sata)
    now.visibility = vidljivost {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Dan
    table.weather = Vreme
    table.low = Min.
    table.high = Maks.
    table.precipitation = Padavine
    table.chance = Verovatn.
    table.wind = Vetar
    table.air = Vazduh
    table.model = Model
    table.noDays = Nema podataka po danima.
    past.heading = Vreme proteklih dana, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modeli ({models}) se ne slažu: maksimalne ili minimalne temperature se razlikuju za {spread} ili više, ili neki modeli daju padavine, a drugi ne
    models.disagreeHint = {mark} modeli ({models}) se ne slažu: maksimalne ili minimalne temperature se razlikuju za {spread} ili više, ili neki modeli daju padavine, a drugi ne (prikazuje ih --models)

    # The hourly chart. Row labels are at most 11 columns wide; the marks: N = niska,
    # V = visoka temperatura (chart.low and chart.high), as N and V on weather maps.
    chart.next.one = Naredni {n} sat
    chart.next.few = Naredna {n} sata
    chart.next.other = Narednih {n} sati
    chart.none = Nema prognoze po satima od tekućeg sata.
    chart.temperature = Temperatura
    chart.chance = Verovatn. %
    chart.hour = Sat
    chart.lowMark = N
    chart.highMark = V
    chart.low = minimum {temperature} u {time}
    chart.high = maksimum {temperature} u {time}
    chart.chanceUpTo = verovatnoća padavina do {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Kiša od 14:30 (za 25 min) do oko 15:45, slabog intenziteta, 1,2 mm, verovatnoća 40%."
    # The kinds differ in gender (kiša, sneg), so the intensities are "… intenziteta".
    rain.kind.rain = kiša
    rain.kind.snow = sneg
    rain.kind.freezingRain = ledena kiša
    rain.intensity.light = slabog intenziteta
    rain.intensity.moderate = umerenog intenziteta
    rain.intensity.heavy = jakog intenziteta
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = sada pada {kind}
    rain.startsAt = {kind} od {time} ({wait})
    rain.endsAt = do oko {time}
    rain.endsAfter = najmanje do {time}
    rain.chance = verovatnoća {percent}
    rain.again = ponovo od {time}
    rain.none = Do {time} se ne očekuju padavine.
    rain.unknown = Izgledi za padavine nisu poznati: 15-minutna prognoza ne obuhvata sadašnji trenutak.
    rain.inMinutes.one = za {n} min
    rain.inMinutes.few = za {n} min
    rain.inMinutes.other = za {n} min
    rain.inHours.one = za {n} sat
    rain.inHours.few = za {n} sata
    rain.inHours.other = za {n} sati
    rain.inHoursMinutes = za {hours} č {minutes} min
    rain.withinTheHour = u roku od sat vremena
    rain.inAboutHours.one = za oko {n} sat
    rain.inAboutHours.few = za oko {n} sata
    rain.inAboutHours.other = za oko {n} sati
    rain.aboutTime = oko {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = pada {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} do {time}
    rain.short.none = bez padavina
    rain.hourly.now = padavine sada
    rain.hourly.withinAnHour = padavine u roku od sat vremena
    rain.hourly.in.one = padavine za {n} sat
    rain.hourly.in.few = padavine za {n} sata
    rain.hourly.in.other = padavine za {n} sati
    rain.hourly.none.one = bez padavina naredni {n} sat
    rain.hourly.none.few = bez padavina naredna {n} sata
    rain.hourly.none.other = bez padavina narednih {n} sati
    rain.hourly.unknown = izgledi za padavine nisu poznati
    rain.chanceToday = verovatnoća padavina danas {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    # The outlook's "padavine", as in rain.hourly.
    radar.line = Radar {time}: {text}
    radar.here = padavine sada ovde
    radar.coming.one = padavine {distance} u pravcu {direction}, približavaju se, stižu za oko {n} min
    radar.coming.few = padavine {distance} u pravcu {direction}, približavaju se, stižu za oko {n} min
    radar.coming.other = padavine {distance} u pravcu {direction}, približavaju se, stižu za oko {n} min
    radar.away = padavine {distance} u pravcu {direction}, udaljavaju se
    radar.still = padavine {distance} u pravcu {direction}, ne približavaju se
    radar.seen = padavine {distance} u pravcu {direction}
    radar.none = bez padavina u krugu od {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = padavine {distance} {direction} za {n} min
    radar.short.coming.few = padavine {distance} {direction} za {n} min
    radar.short.coming.other = padavine {distance} {direction} za {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = pre manje od minuta
    ago.minutes.one = pre {n} min
    ago.minutes.few = pre {n} min
    ago.minutes.other = pre {n} min
    ago.hours.one = pre {n} sat
    ago.hours.few = pre {n} sata
    ago.hours.other = pre {n} sati
    ago.days.one = pre {n} dan
    ago.days.few = pre {n} dana
    ago.days.other = pre {n} dana

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = vreme nije dostupno
    bar.unavailableShort = n/d
    bar.range = od {low} do {high}
    bar.kept = Sačuvana prognoza preuzeta {ago}: osvežavanje nije uspelo

    # Official warnings: the frame around the issuer's own words (CAP severity as the degree
    # of danger: mala, umerena, velika, ekstremna opasnost).
    alert.title.minor = {sign} Upozorenje na malu opasnost: {event}
    alert.title.moderate = {sign} Upozorenje na umerenu opasnost: {event}
    alert.title.severe = {sign} Upozorenje na veliku opasnost: {event}
    alert.title.extreme = {sign} Upozorenje na ekstremnu opasnost: {event}
    # The level after the warning sign in a status bar (%W), agreeing with "opasnost".
    alert.level.minor = mala
    alert.level.moderate = umerena
    alert.level.severe = velika
    alert.level.extreme = ekstremna
    alert.from = od {time}
    alert.until = do {time}
    alert.untilAssumed = do oko {time} (kraj nije naveden)
    alert.anywhereInCountry = Upozorenja za celu zemlju: izvor ne navodi region ovog mesta.
    alert.none = Nema upozorenja koja su na snazi ili se očekuju u periodu prognoze.
    alert.partialNone = Neka upozorenja nisu mogla da se pročitaju; nijedno od ostalih nije na snazi niti se očekuje u periodu prognoze.
    alert.partial = Neka upozorenja nisu mogla da se pročitaju.
    alert.unavailable = Upozorenja nije bilo moguće proveriti.
    alert.unsupported = Nijedan izvor zvaničnih upozorenja ne pokriva ovo mesto.
    watch.lifted = Opozvano: {event}

    # Air quality and UV (--air). The index categories agree with "kvalitet vazduha", the UV
    # ones with "UV indeks".
    air.line = Kvalitet vazduha: {category} ({index} {value})
    air.unknown = Kvalitet vazduha: vrednost {index} nije poznata
    air.ozone = ozon
    air.uv = UV indeks {value} ({category})
    air.pollen = Polen: {plants}
    air.european.good = dobar
    air.european.fair = zadovoljavajući
    air.european.moderate = umeren
    air.european.poor = loš
    air.european.veryPoor = veoma loš
    air.european.extremelyPoor = izuzetno loš
    air.us.good = dobar
    air.us.moderate = umeren
    air.us.unhealthyForSensitiveGroups = nezdrav za osetljive grupe
    air.us.unhealthy = nezdrav
    air.us.veryUnhealthy = veoma nezdrav
    air.us.hazardous = opasan
    uv.low = nizak
    uv.moderate = umeren
    uv.high = visok
    uv.veryHigh = veoma visok
    uv.extreme = ekstreman
    pollen.alder = jova
    pollen.birch = breza
    pollen.grass = trave
    pollen.mugwort = pelin
    pollen.olive = maslina
    pollen.ragweed = ambrozija

    # Against the climate normals (--normals). The comparisons agree with "temperatura";
    # "od {n} godina": 1, 21 … godine; 2–4 godine; 5–20 … godina.
    normals.headingAll = U poređenju sa istom nedeljom u periodu {first}–{last}:
    normals.headingUnusual = U poređenju sa istom nedeljom u periodu {first}–{last}, neobični dani:
    normals.day = {date}: {comparisons}
    normals.high = maksimalna temperatura {comparison}
    normals.low = minimalna temperatura {comparison}
    normals.warmer.one = za {difference} viša od uobičajene (viša nego u {years} od {n} godine)
    normals.warmer.few = za {difference} viša od uobičajene (viša nego u {years} od {n} godine)
    normals.warmer.other = za {difference} viša od uobičajene (viša nego u {years} od {n} godina)
    normals.cooler.one = za {difference} niža od uobičajene (niža nego u {years} od {n} godine)
    normals.cooler.few = za {difference} niža od uobičajene (niža nego u {years} od {n} godine)
    normals.cooler.other = za {difference} niža od uobičajene (niža nego u {years} od {n} godina)
    normals.wetter.one = padavine {amount}, obično {usual} dnevno (više nego u {years} od {n} godine)
    normals.wetter.few = padavine {amount}, obično {usual} dnevno (više nego u {years} od {n} godine)
    normals.wetter.other = padavine {amount}, obično {usual} dnevno (više nego u {years} od {n} godina)
    normals.drier.one = padavine {amount}, obično {usual} dnevno (manje nego u {years} od {n} godine)
    normals.drier.few = padavine {amount}, obično {usual} dnevno (manje nego u {years} od {n} godine)
    normals.drier.other = padavine {amount}, obično {usual} dnevno (manje nego u {years} od {n} godina)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = takođe: {places}
    note.alsoMore.one = takođe: {places} (i još {n})
    note.alsoMore.few = takođe: {places} (i još {n})
    note.alsoMore.other = takođe: {places} (i još {n})
    note.alsoUse = {also}; koristite {hints}
    note.or = {first} ili {rest}
    note.staleForecast = prikazana je prognoza preuzeta {ago}: {reason}
    note.warningsNotChecked = upozorenja nisu proverena: {reason}
    note.warningsNotAllChecked = nisu proverena sva upozorenja: {reason}
    note.warningsEarlier = upozorenja iz ranijeg odgovora: {reason}
    note.airMissing = kvalitet vazduha nije prikazan: {reason}
    note.airEarlier = kvalitet vazduha iz ranijeg odgovora: {reason}
    note.normalsMissing = dani nisu upoređeni sa normalom: {reason}
    note.normalsEarlier = normale iz ranijeg odgovora: {reason}
    note.modelsFailed = meteorološki modeli nisu upoređeni: {reason}
    note.radarMissing = radar nije prikazan: {reason}
    note.radarNotCovered = radar nije prikazan: radari koje čita program rainstorm pokrivaju Nemačku i 48 susednih saveznih država SAD, kao i do 100 km oko njih
    note.warningsInEnglish = upozorenja na engleskom: {source} ih ne izdaje na srpskom
    note.keptPlace = koristi se mesto pronađeno {ago}: ponovna pretraga nije uspela
    note.keptPlaceBecause = koristi se mesto pronađeno {ago}: ponovna pretraga nije uspela: {reason}
    note.fallback = {reason}; prikazana je prognoza servisa {provider}
    note.deprecated = {provider} navodi da je ova verzija njegove prognoze zastarela (HTTP 203); novija verzija programa rainstorm tražiće aktuelnu
    note.noModels = {provider} ne upoređuje meteorološke modele; --models ne prikazuje nijedan
    note.hourlyRain = vreme padavina dato je s tačnošću od sat vremena: {provider} ovde nema 15-minutnu prognozu

    # Credits (names of services and addresses stay as they are).
    credit.openMeteo = Meteorološki podaci: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Podaci: MET Norway (CC BY 4.0)
    credit.nws = Upozorenja: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Upozorenja: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Upozorenja: Deutscher Wetterdienst preko Bright Sky (brightsky.dev)
    credit.environmentCanada = Upozorenja: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Upozorenja: MeteoAlarm (meteoalarm.org) i nacionalne meteorološke službe
    credit.metService = Upozorenja: MetService (metservice.com), CC BY 4.0
    credit.wmo = Upozorenja: {service}, preko Informacionog centra SMO za opasne vremenske pojave (severeweather.wmo.int)
    """#
}
