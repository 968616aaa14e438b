extension Catalog {
  /// Slovak (sk).
  static let slovak = #"""
    # Glossary: rain = dážď, showers = prehánky, drizzle = mrholenie, sleet = dážď so snehom,
    # thunderstorm = búrka, fog = hmla, feels like = pocitovo (pocitová teplota);
    # precipitation = zrážky, chance = pravdepodobnosť, warning = výstraha, hail = krúpy;
    # light/moderate/heavy = slabý/mierny/silný. The rain outlook speaks of "zrážky", as SHMÚ
    # does ("bez zrážok"); a spell's kind is named (dážď, sneh). Plural: "many" is for decimal
    # numbers only (genitive singular: "1,5 hodiny"); counts here are whole numbers.

    # How the place was found, under its name.
    source.coordinates = pre zadané súradnice
    source.search = nájdené vyhľadaním miesta
    source.ip = podľa vašej IP adresy cez {service}
    source.config = vaše nastavené predvolené miesto

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); SHMÚ wording.
    weather.0 = Jasno
    weather.1 = Malá oblačnosť
    weather.2 = Polooblačno
    weather.3 = Zamračené
    weather.45 = Hmla
    weather.48 = Hmla s námrazou
    weather.51 = Slabé mrholenie
    weather.53 = Mrholenie
    weather.55 = Silné mrholenie
    weather.56 = Slabé mrznúce mrholenie
    weather.57 = Mrznúce mrholenie
    weather.61 = Slabý dážď
    weather.63 = Dážď
    weather.65 = Silný dážď
    weather.66 = Slabý mrznúci dážď
    weather.67 = Mrznúci dážď
    weather.68 = Slabý dážď so snehom
    weather.69 = Dážď so snehom
    weather.71 = Slabé sneženie
    weather.73 = Sneženie
    weather.75 = Silné sneženie
    weather.77 = Snehové zrná
    weather.80 = Slabé dažďové prehánky
    weather.81 = Dažďové prehánky
    weather.82 = Prudké dažďové prehánky
    weather.83 = Slabé prehánky dažďa so snehom
    weather.84 = Prehánky dažďa so snehom
    weather.85 = Slabé snehové prehánky
    weather.86 = Silné snehové prehánky
    weather.95 = Búrka
    weather.96 = Búrka so slabými krúpami
    weather.97 = Silná búrka
    weather.99 = Búrka so silnými krúpami
    weather.unknown = Neznámy jav (kód {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = deň
    flag.night = noc

    # Compass points the wind comes from (S = sever, V = východ, J = juh, Z = západ).
    compass.n = S
    compass.ne = SV
    compass.e = V
    compass.se = JV
    compass.s = J
    compass.sw = JZ
    compass.w = Z
    compass.nw = SZ

    # A day and a time of day, such as a warning's end in another year ("ut 29. 9. o 2:10").
    time.dateTime = {date} o {time}

    # Conditions now.
    now.heading = Teraz
    now.headingAt = Teraz, {time} {zone}
    now.none = Aktuálne údaje o počasí nie sú k dispozícii.
    now.feelsLike = pocitovo {temperature}
    now.humidity = vlhkosť {percent}
    now.dewPoint = rosný bod {temperature}
    now.wind = vietor {speed}
    # "vietor JZ 20 km/h".
    now.windFrom = vietor {direction} {speed}
    now.precipitation = zrážky {amount}
    now.pressure = tlak {pressure}
    now.pressureChange = tlak {pressure} ({change} za 3 h)
    now.visibility = dohľadnosť {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Deň
    table.weather = Počasie
    table.low = Min.
    table.high = Max.
    table.precipitation = Zrážky
    table.chance = Pravdep.
    table.wind = Vietor
    table.air = Ovzdušie
    table.model = Model
    table.noDays = Údaje pre jednotlivé dni nie sú k dispozícii.
    past.heading = Počasie v uplynulých dňoch, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modely ({models}) sa nezhodujú: maximálne alebo minimálne teploty sa líšia o {spread} alebo viac, alebo niektoré predpovedajú zrážky a iné nie
    models.disagreeHint = {mark} modely ({models}) sa nezhodujú: maximálne alebo minimálne teploty sa líšia o {spread} alebo viac, alebo niektoré predpovedajú zrážky a iné nie (zobrazí ich --models)

    # The hourly chart. Row labels are at most 11 columns wide; the marks: N = najnižšia,
    # V = najvyššia teplota (as in chart.low and chart.high).
    chart.next.one = Nasledujúca hodina
    chart.next.few = Nasledujúce {n} hodiny
    chart.next.many = Nasledujúcich {n} hodiny
    chart.next.other = Nasledujúcich {n} hodín
    chart.none = Hodinová predpoveď od aktuálnej hodiny nie je k dispozícii.
    chart.temperature = Teplota
    chart.chance = Pravdep. %
    chart.hour = Hodina
    chart.lowMark = N
    chart.highMark = V
    chart.low = najnižšia {temperature} o {time}
    chart.high = najvyššia {temperature} o {time}
    chart.chanceUpTo = pravdepodobnosť zrážok až {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Dážď od 14:30 (o 25 min) približne do 15:45, slabý, 1,2 mm, pravdepodobnosť 40 %."
    # All three kinds are masculine, so the intensities agree with each.
    rain.kind.rain = dážď
    rain.kind.snow = sneh
    rain.kind.freezingRain = mrznúci dážď
    rain.intensity.light = slabý
    rain.intensity.moderate = mierny
    rain.intensity.heavy = silný
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = teraz padá {kind}
    rain.startsAt = {kind} od {time} ({wait})
    rain.endsAt = približne do {time}
    rain.endsAfter = najmenej do {time}
    rain.chance = pravdepodobnosť {percent}
    rain.again = znova od {time}
    rain.none = Do {time} sa zrážky neočakávajú.
    rain.unknown = Výhľad zrážok nie je známy: 15-minútová predpoveď nepokrýva aktuálny čas.
    rain.inMinutes.one = o {n} min
    rain.inMinutes.few = o {n} min
    rain.inMinutes.many = o {n} min
    rain.inMinutes.other = o {n} min
    rain.inHours.one = o {n} h
    rain.inHours.few = o {n} h
    rain.inHours.many = o {n} h
    rain.inHours.other = o {n} h
    rain.inHoursMinutes = o {hours} h {minutes} min
    rain.withinTheHour = do hodiny
    rain.inAboutHours.one = približne o {n} h
    rain.inAboutHours.few = približne o {n} h
    rain.inAboutHours.many = približne o {n} h
    rain.inAboutHours.other = približne o {n} h
    # After "od": "od približne 15:00".
    rain.aboutTime = približne {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = padá {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} do {time}
    rain.short.none = bez zrážok
    rain.hourly.now = zrážky teraz
    rain.hourly.withinAnHour = zrážky do hodiny
    rain.hourly.in.one = zrážky o {n} h
    rain.hourly.in.few = zrážky o {n} h
    rain.hourly.in.many = zrážky o {n} h
    rain.hourly.in.other = zrážky o {n} h
    rain.hourly.none.one = bez zrážok v nasledujúcej hodine
    rain.hourly.none.few = bez zrážok v nasledujúcich {n} h
    rain.hourly.none.many = bez zrážok v nasledujúcich {n} h
    rain.hourly.none.other = bez zrážok v nasledujúcich {n} h
    rain.hourly.unknown = výhľad zrážok nie je známy
    rain.chanceToday = pravdepodobnosť zrážok dnes {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    # The outlook's "zrážky", as in rain.hourly.
    radar.line = Radar {time}: {text}
    radar.here = práve tu padajú zrážky
    radar.coming.one = zrážky {distance} na {direction}, približujú sa, dorazia približne o {n} min
    radar.coming.few = zrážky {distance} na {direction}, približujú sa, dorazia približne o {n} min
    radar.coming.many = zrážky {distance} na {direction}, približujú sa, dorazia približne o {n} min
    radar.coming.other = zrážky {distance} na {direction}, približujú sa, dorazia približne o {n} min
    radar.away = zrážky {distance} na {direction}, vzďaľujú sa
    radar.still = zrážky {distance} na {direction}, nepribližujú sa
    radar.seen = zrážky {distance} na {direction}
    radar.none = bez zrážok v okruhu {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = zrážky {distance} na {direction} o {n} min
    radar.short.coming.few = zrážky {distance} na {direction} o {n} min
    radar.short.coming.many = zrážky {distance} na {direction} o {n} min
    radar.short.coming.other = zrážky {distance} na {direction} o {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = pred menej ako minútou
    ago.minutes.one = pred {n} min
    ago.minutes.few = pred {n} min
    ago.minutes.many = pred {n} min
    ago.minutes.other = pred {n} min
    ago.hours.one = pred {n} h
    ago.hours.few = pred {n} h
    ago.hours.many = pred {n} h
    ago.hours.other = pred {n} h
    ago.days.one = pred {n} dňom
    ago.days.few = pred {n} dňami
    ago.days.many = pred {n} dňa
    ago.days.other = pred {n} dňami

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = počasie nie je k dispozícii
    bar.unavailableShort = nedost.
    bar.range = {low} až {high}
    bar.kept = Uložená predpoveď stiahnutá {ago}: obnovenie zlyhalo

    # Official warnings: the frame around the issuer's own words (CAP severity as the degree
    # of danger: minimálny, nízky, vysoký, extrémny stupeň nebezpečenstva).
    alert.title.minor = {sign} Výstraha minimálneho stupňa nebezpečenstva: {event}
    alert.title.moderate = {sign} Výstraha nízkeho stupňa nebezpečenstva: {event}
    alert.title.severe = {sign} Výstraha vysokého stupňa nebezpečenstva: {event}
    alert.title.extreme = {sign} Výstraha extrémneho stupňa nebezpečenstva: {event}
    # The level after the warning sign in a status bar (%W), agreeing with "stupeň".
    alert.level.minor = minimálny
    alert.level.moderate = nízky
    alert.level.severe = vysoký
    alert.level.extreme = extrémny
    alert.from = od {time}
    alert.until = do {time}
    alert.untilAssumed = približne do {time} (koniec neuvedený)
    alert.anywhereInCountry = Výstrahy pre celú krajinu: zdroj neuvádza región tohto miesta.
    alert.none = Žiadne výstrahy nie sú v platnosti ani sa v rozsahu predpovede neočakávajú.
    alert.partialNone = Niektoré výstrahy sa nepodarilo prečítať; žiadna z ostatných nie je v platnosti ani sa v rozsahu predpovede neočakáva.
    alert.partial = Niektoré výstrahy sa nepodarilo prečítať.
    alert.unavailable = Výstrahy sa nepodarilo overiť.
    alert.unsupported = Toto miesto nepokrýva žiadny zdroj oficiálnych výstrah.
    watch.lifted = Zrušené: {event}

    # Air quality and UV (--air). The index categories agree with "kvalita ovzdušia", the UV
    # ones with "UV index".
    air.line = Kvalita ovzdušia: {category} ({index} {value})
    air.unknown = Kvalita ovzdušia: hodnota {index} nie je známa
    air.ozone = ozón
    air.uv = UV index {value} ({category})
    air.pollen = Peľ: {plants}
    air.european.good = dobrá
    air.european.fair = prijateľná
    air.european.moderate = stredná
    air.european.poor = zlá
    air.european.veryPoor = veľmi zlá
    air.european.extremelyPoor = extrémne zlá
    air.us.good = dobrá
    air.us.moderate = stredná
    air.us.unhealthyForSensitiveGroups = nezdravá pre citlivé skupiny
    air.us.unhealthy = nezdravá
    air.us.veryUnhealthy = veľmi nezdravá
    air.us.hazardous = nebezpečná
    uv.low = nízky
    uv.moderate = stredný
    uv.high = vysoký
    uv.veryHigh = veľmi vysoký
    uv.extreme = extrémny
    pollen.alder = jelša
    pollen.birch = breza
    pollen.grass = trávy
    pollen.mugwort = palina
    pollen.olive = oliva
    pollen.ragweed = ambrózia

    # Against the climate normals (--normals). "vyššia/nižšia" agree with "teplota";
    # "z {n} roka" for 1, "z {n} rokov" for 2 and more.
    normals.headingAll = V porovnaní s rovnakým týždňom v rokoch {first}–{last}:
    normals.headingUnusual = V porovnaní s rovnakým týždňom v rokoch {first}–{last}, neobvyklé dni:
    normals.day = {date}: {comparisons}
    normals.high = max. teplota {comparison}
    normals.low = min. teplota {comparison}
    normals.warmer.one = o {difference} vyššia ako zvyčajne (vyššia ako v {years} z {n} roka)
    normals.warmer.few = o {difference} vyššia ako zvyčajne (vyššia ako v {years} z {n} rokov)
    normals.warmer.many = o {difference} vyššia ako zvyčajne (vyššia ako v {years} z {n} roka)
    normals.warmer.other = o {difference} vyššia ako zvyčajne (vyššia ako v {years} z {n} rokov)
    normals.cooler.one = o {difference} nižšia ako zvyčajne (nižšia ako v {years} z {n} roka)
    normals.cooler.few = o {difference} nižšia ako zvyčajne (nižšia ako v {years} z {n} rokov)
    normals.cooler.many = o {difference} nižšia ako zvyčajne (nižšia ako v {years} z {n} roka)
    normals.cooler.other = o {difference} nižšia ako zvyčajne (nižšia ako v {years} z {n} rokov)
    normals.wetter.one = zrážky {amount}, zvyčajne {usual} za deň (viac ako v {years} z {n} roka)
    normals.wetter.few = zrážky {amount}, zvyčajne {usual} za deň (viac ako v {years} z {n} rokov)
    normals.wetter.many = zrážky {amount}, zvyčajne {usual} za deň (viac ako v {years} z {n} roka)
    normals.wetter.other = zrážky {amount}, zvyčajne {usual} za deň (viac ako v {years} z {n} rokov)
    normals.drier.one = zrážky {amount}, zvyčajne {usual} za deň (menej ako v {years} z {n} roka)
    normals.drier.few = zrážky {amount}, zvyčajne {usual} za deň (menej ako v {years} z {n} rokov)
    normals.drier.many = zrážky {amount}, zvyčajne {usual} za deň (menej ako v {years} z {n} roka)
    normals.drier.other = zrážky {amount}, zvyčajne {usual} za deň (menej ako v {years} z {n} rokov)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = tiež: {places}
    note.alsoMore.one = tiež: {places} (a ešte {n})
    note.alsoMore.few = tiež: {places} (a ešte {n})
    note.alsoMore.many = tiež: {places} (a ešte {n})
    note.alsoMore.other = tiež: {places} (a ešte {n})
    note.alsoUse = {also}; použite {hints}
    note.or = {first} alebo {rest}
    note.staleForecast = zobrazuje sa predpoveď stiahnutá {ago}: {reason}
    note.warningsNotChecked = výstrahy neboli overené: {reason}
    note.warningsNotAllChecked = nie všetky výstrahy boli overené: {reason}
    note.warningsEarlier = výstrahy z predchádzajúcej odpovede: {reason}
    note.airMissing = kvalita ovzdušia sa nezobrazuje: {reason}
    note.airEarlier = kvalita ovzdušia z predchádzajúcej odpovede: {reason}
    note.normalsMissing = dni neboli porovnané s normálom: {reason}
    note.normalsEarlier = normály z predchádzajúcej odpovede: {reason}
    note.modelsFailed = meteorologické modely neboli porovnané: {reason}
    note.radarMissing = radar sa nezobrazuje: {reason}
    note.radarNotCovered = radar sa nezobrazuje: radary, ktoré program rainstorm číta, pokrývajú Nemecko a 48 súvislých štátov USA, vždy aj s okolím do 100 km
    note.warningsInEnglish = výstrahy v angličtine: {source} ich v slovenčine nevydáva
    note.keptPlace = použité miesto nájdené {ago}: opätovné vyhľadanie zlyhalo
    note.keptPlaceBecause = použité miesto nájdené {ago}: opätovné vyhľadanie zlyhalo: {reason}
    note.fallback = {reason}; zobrazuje sa predpoveď od {provider}
    note.deprecated = {provider} uvádza, že táto verzia jeho predpovede je zastaraná (HTTP 203); novšia verzia programu rainstorm si vyžiada aktuálnu
    note.noModels = {provider} neporovnáva meteorologické modely; --models nezobrazí žiadne
    note.hourlyRain = čas zrážok je s presnosťou na hodinu: {provider} tu nemá 15-minútovú predpoveď

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Meteorologické údaje: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Údaje: MET Norway (CC BY 4.0)
    credit.nws = Výstrahy: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Výstrahy: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Výstrahy: Deutscher Wetterdienst prostredníctvom Bright Sky (brightsky.dev)
    credit.environmentCanada = Výstrahy: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Výstrahy: MeteoAlarm (meteoalarm.org) a národné meteorologické služby
    credit.metService = Výstrahy: MetService (metservice.com), CC BY 4.0
    credit.wmo = Výstrahy: {service}, prostredníctvom Informačného centra WMO pre nebezpečné počasie (severeweather.wmo.int)
    """#
}
