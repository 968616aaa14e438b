extension Catalog {
  /// Czech (cs).
  static let czech = #"""
    # Glossary: rain = déšť, showers = přeháňky, drizzle = mrholení, sleet = déšť se sněhem,
    # thunderstorm = bouřka, fog = mlha, feels like = pocitově (pocitová teplota);
    # precipitation = srážky, chance = pravděpodobnost, warning = výstraha, hail = kroupy;
    # light/moderate/heavy = slabý/mírný/silný. The rain outlook speaks of "srážky", as ČHMÚ
    # does ("bez srážek"); a spell's kind is named (déšť, sníh). Plural: "many" is for decimal
    # numbers only (genitive singular: "1,5 hodiny"); counts here are whole numbers.

    # How the place was found, under its name.
    source.coordinates = pro zadané souřadnice
    source.search = nalezeno vyhledáním místa
    source.ip = podle vaší IP adresy přes {service}
    source.config = vaše nastavené výchozí místo

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); ČHMÚ wording.
    weather.0 = Jasno
    weather.1 = Skoro jasno
    weather.2 = Polojasno
    weather.3 = Zataženo
    weather.45 = Mlha
    weather.48 = Mlha s námrazou
    weather.51 = Slabé mrholení
    weather.53 = Mrholení
    weather.55 = Silné mrholení
    weather.56 = Slabé mrznoucí mrholení
    weather.57 = Mrznoucí mrholení
    weather.61 = Slabý déšť
    weather.63 = Déšť
    weather.65 = Silný déšť
    weather.66 = Slabý mrznoucí déšť
    weather.67 = Mrznoucí déšť
    weather.68 = Slabý déšť se sněhem
    weather.69 = Déšť se sněhem
    weather.71 = Slabé sněžení
    weather.73 = Sněžení
    weather.75 = Silné sněžení
    weather.77 = Sněhová zrna
    weather.80 = Slabé dešťové přeháňky
    weather.81 = Dešťové přeháňky
    weather.82 = Prudké dešťové přeháňky
    weather.83 = Slabé přeháňky deště se sněhem
    weather.84 = Přeháňky deště se sněhem
    weather.85 = Slabé sněhové přeháňky
    weather.86 = Silné sněhové přeháňky
    weather.95 = Bouřka
    weather.96 = Bouřka se slabými kroupami
    weather.97 = Silná bouřka
    weather.99 = Bouřka se silnými kroupami
    weather.unknown = Neznámý jev (kód {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = den
    flag.night = noc

    # Compass points the wind comes from (S = sever, V = východ, J = jih, Z = západ).
    compass.n = S
    compass.ne = SV
    compass.e = V
    compass.se = JV
    compass.s = J
    compass.sw = JZ
    compass.w = Z
    compass.nw = SZ

    # A day and a time of day, such as a warning's end in another year ("út 29. 9. 2:10").
    time.dateTime = {date} {time}

    # Conditions now.
    now.heading = Nyní
    now.headingAt = Nyní, {time} {zone}
    now.none = Aktuální údaje o počasí nejsou k dispozici.
    now.feelsLike = pocitově {temperature}
    now.humidity = vlhkost {percent}
    now.dewPoint = rosný bod {temperature}
    now.wind = vítr {speed}
    # "vítr JZ 20 km/h".
    now.windFrom = vítr {direction} {speed}
    now.precipitation = srážky {amount}
    now.pressure = tlak {pressure}
    now.pressureChange = tlak {pressure} ({change} za 3 h)
    now.visibility = dohlednost {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Den
    table.weather = Počasí
    table.low = Min.
    table.high = Max.
    table.precipitation = Srážky
    table.chance = Pravděp.
    table.wind = Vítr
    table.air = Ovzduší
    table.model = Model
    table.noDays = Údaje pro jednotlivé dny nejsou k dispozici.
    past.heading = Počasí v minulých dnech, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modely ({models}) se neshodují: maximální nebo minimální teploty se liší o {spread} či více, nebo některé předpovídají srážky a jiné ne
    models.disagreeHint = {mark} modely ({models}) se neshodují: maximální nebo minimální teploty se liší o {spread} či více, nebo některé předpovídají srážky a jiné ne (zobrazí je --models)

    # The hourly chart. Row labels are at most 11 columns wide; the marks: N = nejnižší,
    # V = nejvyšší (as in chart.low and chart.high).
    chart.next.one = Příští hodina
    chart.next.few = Příští {n} hodiny
    chart.next.many = Příštích {n} hodiny
    chart.next.other = Příštích {n} hodin
    chart.none = Hodinová předpověď od aktuální hodiny není k dispozici.
    chart.temperature = Teplota
    chart.chance = Pravděp. %
    chart.hour = Hodina
    chart.lowMark = N
    chart.highMark = V
    chart.low = nejnižší {temperature} v {time}
    chart.high = nejvyšší {temperature} v {time}
    chart.chanceUpTo = pravděpodobnost srážek až {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Déšť od 14:30 (za 25 min) přibližně do 15:45, slabý, 1,2 mm, pravděpodobnost 40 %."
    # All three kinds are masculine, so the intensities agree with each.
    rain.kind.rain = déšť
    rain.kind.snow = sníh
    rain.kind.freezingRain = mrznoucí déšť
    rain.intensity.light = slabý
    rain.intensity.moderate = mírný
    rain.intensity.heavy = silný
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = nyní padá {kind}
    rain.startsAt = {kind} od {time} ({wait})
    rain.endsAt = přibližně do {time}
    rain.endsAfter = nejméně do {time}
    rain.chance = pravděpodobnost {percent}
    rain.again = znovu od {time}
    rain.none = Do {time} se srážky neočekávají.
    rain.unknown = Výhled srážek není znám: 15minutová předpověď nepokrývá aktuální čas.
    rain.inMinutes.one = za {n} min
    rain.inMinutes.few = za {n} min
    rain.inMinutes.many = za {n} min
    rain.inMinutes.other = za {n} min
    rain.inHours.one = za {n} h
    rain.inHours.few = za {n} h
    rain.inHours.many = za {n} h
    rain.inHours.other = za {n} h
    rain.inHoursMinutes = za {hours} h {minutes} min
    rain.withinTheHour = do hodiny
    rain.inAboutHours.one = přibližně za {n} h
    rain.inAboutHours.few = přibližně za {n} h
    rain.inAboutHours.many = přibližně za {n} h
    rain.inAboutHours.other = přibližně za {n} h
    # After "od": "od přibližně 15:00".
    rain.aboutTime = přibližně {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = padá {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} do {time}
    rain.short.none = bez srážek
    rain.hourly.now = srážky nyní
    rain.hourly.withinAnHour = srážky do hodiny
    rain.hourly.in.one = srážky za {n} h
    rain.hourly.in.few = srážky za {n} h
    rain.hourly.in.many = srážky za {n} h
    rain.hourly.in.other = srážky za {n} h
    rain.hourly.none.one = bez srážek v příští hodině
    rain.hourly.none.few = bez srážek v příštích {n} h
    rain.hourly.none.many = bez srážek v příštích {n} h
    rain.hourly.none.other = bez srážek v příštích {n} h
    rain.hourly.unknown = výhled srážek není znám
    rain.chanceToday = pravděpodobnost srážek dnes {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    # The outlook's "srážky", as in rain.hourly.
    radar.line = Radar {time}: {text}
    radar.here = právě tu padají srážky
    radar.coming.one = srážky {distance} na {direction}, blíží se, dorazí asi za {n} min
    radar.coming.few = srážky {distance} na {direction}, blíží se, dorazí asi za {n} min
    radar.coming.many = srážky {distance} na {direction}, blíží se, dorazí asi za {n} min
    radar.coming.other = srážky {distance} na {direction}, blíží se, dorazí asi za {n} min
    radar.away = srážky {distance} na {direction}, vzdalují se
    radar.still = srážky {distance} na {direction}, nepřibližují se
    radar.seen = srážky {distance} na {direction}
    radar.none = bez srážek v okruhu {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = srážky {distance} na {direction} za {n} min
    radar.short.coming.few = srážky {distance} na {direction} za {n} min
    radar.short.coming.many = srážky {distance} na {direction} za {n} min
    radar.short.coming.other = srážky {distance} na {direction} za {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = před méně než minutou
    ago.minutes.one = před {n} min
    ago.minutes.few = před {n} min
    ago.minutes.many = před {n} min
    ago.minutes.other = před {n} min
    ago.hours.one = před {n} h
    ago.hours.few = před {n} h
    ago.hours.many = před {n} h
    ago.hours.other = před {n} h
    ago.days.one = před {n} dnem
    ago.days.few = před {n} dny
    ago.days.many = před {n} dne
    ago.days.other = před {n} dny

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = počasí není k dispozici
    bar.unavailableShort = nedost.
    bar.range = {low} až {high}
    bar.kept = Uložená předpověď stažená {ago}: aktualizace se nezdařila

    # Official warnings: the frame around the issuer's own words. ČHMÚ's degrees of danger
    # (nízký, vysoký, extrémní stupeň nebezpečí) for CAP moderate, severe and extreme;
    # "minimální" for minor, below them.
    alert.title.minor = {sign} Výstraha minimálního stupně nebezpečí: {event}
    alert.title.moderate = {sign} Výstraha nízkého stupně nebezpečí: {event}
    alert.title.severe = {sign} Výstraha vysokého stupně nebezpečí: {event}
    alert.title.extreme = {sign} Výstraha extrémního stupně nebezpečí: {event}
    # The level after the warning sign in a status bar (%W), agreeing with "stupeň".
    alert.level.minor = minimální
    alert.level.moderate = nízký
    alert.level.severe = vysoký
    alert.level.extreme = extrémní
    alert.from = od {time}
    alert.until = do {time}
    alert.untilAssumed = přibližně do {time} (konec neuveden)
    alert.anywhereInCountry = Výstrahy pro celou zemi: zdroj neuvádí region tohoto místa.
    alert.none = Žádné výstrahy nejsou v platnosti ani se v rozsahu předpovědi neočekávají.
    alert.partialNone = Některé výstrahy se nepodařilo přečíst; žádná z ostatních není v platnosti ani se v rozsahu předpovědi neočekává.
    alert.partial = Některé výstrahy se nepodařilo přečíst.
    alert.unavailable = Výstrahy se nepodařilo ověřit.
    alert.unsupported = Toto místo nepokrývá žádný zdroj oficiálních výstrah.
    watch.lifted = Zrušeno: {event}

    # Air quality and UV (--air). The index categories agree with "kvalita ovzduší", the UV
    # ones with "UV index".
    air.line = Kvalita ovzduší: {category} ({index} {value})
    air.unknown = Kvalita ovzduší: hodnota {index} není známa
    air.ozone = ozon
    air.uv = UV index {value} ({category})
    air.pollen = Pyl: {plants}
    air.european.good = dobrá
    air.european.fair = přijatelná
    air.european.moderate = střední
    air.european.poor = špatná
    air.european.veryPoor = velmi špatná
    air.european.extremelyPoor = extrémně špatná
    air.us.good = dobrá
    air.us.moderate = střední
    air.us.unhealthyForSensitiveGroups = nezdravá pro citlivé skupiny
    air.us.unhealthy = nezdravá
    air.us.veryUnhealthy = velmi nezdravá
    air.us.hazardous = nebezpečná
    uv.low = nízký
    uv.moderate = střední
    uv.high = vysoký
    uv.veryHigh = velmi vysoký
    uv.extreme = extrémní
    pollen.alder = olše
    pollen.birch = bříza
    pollen.grass = trávy
    pollen.mugwort = pelyněk
    pollen.olive = olivovník
    pollen.ragweed = ambrozie

    # Against the climate normals (--normals). "vyšší/nižší" agree with "teplota";
    # "z {n} roku" for 1, "z {n} let" for 2 and more.
    normals.headingAll = Ve srovnání se stejným týdnem v letech {first}–{last}:
    normals.headingUnusual = Ve srovnání se stejným týdnem v letech {first}–{last}, neobvyklé dny:
    normals.day = {date}: {comparisons}
    normals.high = max. teplota {comparison}
    normals.low = min. teplota {comparison}
    normals.warmer.one = o {difference} vyšší než obvykle (vyšší než v {years} z {n} roku)
    normals.warmer.few = o {difference} vyšší než obvykle (vyšší než v {years} z {n} let)
    normals.warmer.many = o {difference} vyšší než obvykle (vyšší než v {years} z {n} roku)
    normals.warmer.other = o {difference} vyšší než obvykle (vyšší než v {years} z {n} let)
    normals.cooler.one = o {difference} nižší než obvykle (nižší než v {years} z {n} roku)
    normals.cooler.few = o {difference} nižší než obvykle (nižší než v {years} z {n} let)
    normals.cooler.many = o {difference} nižší než obvykle (nižší než v {years} z {n} roku)
    normals.cooler.other = o {difference} nižší než obvykle (nižší než v {years} z {n} let)
    normals.wetter.one = srážky {amount}, obvykle {usual} za den (více než v {years} z {n} roku)
    normals.wetter.few = srážky {amount}, obvykle {usual} za den (více než v {years} z {n} let)
    normals.wetter.many = srážky {amount}, obvykle {usual} za den (více než v {years} z {n} roku)
    normals.wetter.other = srážky {amount}, obvykle {usual} za den (více než v {years} z {n} let)
    normals.drier.one = srážky {amount}, obvykle {usual} za den (méně než v {years} z {n} roku)
    normals.drier.few = srážky {amount}, obvykle {usual} za den (méně než v {years} z {n} let)
    normals.drier.many = srážky {amount}, obvykle {usual} za den (méně než v {years} z {n} roku)
    normals.drier.other = srážky {amount}, obvykle {usual} za den (méně než v {years} z {n} let)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = také: {places}
    note.alsoMore.one = také: {places} (a ještě {n})
    note.alsoMore.few = také: {places} (a ještě {n})
    note.alsoMore.many = také: {places} (a ještě {n})
    note.alsoMore.other = také: {places} (a ještě {n})
    note.alsoUse = {also}; použijte {hints}
    note.or = {first} nebo {rest}
    note.staleForecast = zobrazena předpověď stažená {ago}: {reason}
    note.warningsNotChecked = výstrahy nebyly ověřeny: {reason}
    note.warningsNotAllChecked = ne všechny výstrahy byly ověřeny: {reason}
    note.warningsEarlier = výstrahy z dřívější odpovědi: {reason}
    note.airMissing = kvalita ovzduší není zobrazena: {reason}
    note.airEarlier = kvalita ovzduší z dřívější odpovědi: {reason}
    note.normalsMissing = dny nebyly porovnány s normálem: {reason}
    note.normalsEarlier = normály z dřívější odpovědi: {reason}
    note.modelsFailed = meteorologické modely nebyly porovnány: {reason}
    note.radarMissing = radar není zobrazen: {reason}
    note.radarNotCovered = radar není zobrazen: radary, které program rainstorm čte, pokrývají Německo a 48 souvislých států USA, vždy včetně okolí do 100 km
    note.warningsInEnglish = výstrahy v angličtině: {source} je v češtině nevydává
    note.keptPlace = použito místo nalezené {ago}: nové vyhledání se nezdařilo
    note.keptPlaceBecause = použito místo nalezené {ago}: nové vyhledání se nezdařilo: {reason}
    note.fallback = {reason}; zobrazena předpověď od {provider}
    note.deprecated = {provider} uvádí, že tato verze jeho předpovědi je zastaralá (HTTP 203); novější verze programu rainstorm si vyžádá aktuální
    note.noModels = {provider} neporovnává meteorologické modely; --models žádné nezobrazí
    note.hourlyRain = načasování srážek je s přesností na hodinu: {provider} zde nemá 15minutovou předpověď

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Meteorologická data: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Data: MET Norway (CC BY 4.0)
    credit.nws = Výstrahy: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Výstrahy: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Výstrahy: Deutscher Wetterdienst prostřednictvím Bright Sky (brightsky.dev)
    credit.environmentCanada = Výstrahy: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Výstrahy: MeteoAlarm (meteoalarm.org) a národní meteorologické služby
    credit.metService = Výstrahy: MetService (metservice.com), CC BY 4.0
    credit.wmo = Výstrahy: {service}, prostřednictvím Informačního centra WMO pro nebezpečné počasí (severeweather.wmo.int)
    """#
}
