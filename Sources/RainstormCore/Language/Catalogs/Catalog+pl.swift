extension Catalog {
  /// Polish (pl).
  static let polish = #"""
    # Glossary: rain = deszcz, showers = przelotne opady, drizzle = mżawka, sleet = deszcz ze śniegiem,
    # thunderstorm = burza, fog = mgła, feels like = (temperatura) odczuwalna; precipitation = opad,
    # chance = prawdopodobieństwo, warning = ostrzeżenie; light/moderate/heavy = słaby/umiarkowany/silny.

    # How the place was found, under its name (the adjectives agree with "miejsce").
    source.coordinates = dla podanych współrzędnych
    source.search = znalezione w wyszukiwarce miejsc
    source.ip = ustalone na podstawie adresu IP przez {service}
    source.config = domyślna lokalizacja z ustawień

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Bezchmurnie
    weather.1 = Małe zachmurzenie
    weather.2 = Umiarkowane zachmurzenie
    weather.3 = Całkowite zachmurzenie
    weather.45 = Mgła
    weather.48 = Mgła osadzająca szadź
    weather.51 = Słaba mżawka
    weather.53 = Mżawka
    weather.55 = Silna mżawka
    weather.56 = Słaba marznąca mżawka
    weather.57 = Marznąca mżawka
    weather.61 = Słaby deszcz
    weather.63 = Deszcz
    weather.65 = Silny deszcz
    weather.66 = Słaby marznący deszcz
    weather.67 = Marznący deszcz
    weather.68 = Słaby deszcz ze śniegiem
    weather.69 = Deszcz ze śniegiem
    weather.71 = Słabe opady śniegu
    weather.73 = Opady śniegu
    weather.75 = Silne opady śniegu
    weather.77 = Śnieg ziarnisty
    weather.80 = Słabe przelotne opady deszczu
    weather.81 = Przelotne opady deszczu
    weather.82 = Gwałtowne przelotne opady deszczu
    weather.83 = Słabe przelotne opady deszczu ze śniegiem
    weather.84 = Przelotne opady deszczu ze śniegiem
    weather.85 = Słabe przelotne opady śniegu
    weather.86 = Silne przelotne opady śniegu
    weather.95 = Burza
    weather.96 = Burza ze słabym gradem
    weather.97 = Silna burza
    weather.99 = Burza z silnym gradem
    weather.unknown = Nieznane zjawisko (kod {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = dzień
    flag.night = noc

    # Compass points the wind comes from (the international letters, as in IMGW's tables).
    compass.n = N
    compass.ne = NE
    compass.e = E
    compass.se = SE
    compass.s = S
    compass.sw = SW
    compass.w = W
    compass.nw = NW

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} {time}

    # Conditions now.
    now.heading = Teraz
    now.headingAt = Teraz, {time} {zone}
    now.none = Brak danych o bieżących warunkach.
    now.feelsLike = odczuwalna {temperature}
    now.humidity = wilgotność {percent}
    now.dewPoint = punkt rosy {temperature}
    now.wind = wiatr {speed}
    now.windFrom = wiatr {speed} z {direction}
    now.precipitation = opad {amount}
    now.pressure = ciśnienie {pressure}
    now.pressureChange = ciśnienie {pressure} ({change} w ciągu 3 godz.)
    now.visibility = widzialność {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Dzień
    table.weather = Pogoda
    table.low = Min.
    table.high = Maks.
    table.precipitation = Opad
    table.chance = Prawdop.
    table.wind = Wiatr
    table.air = Powietrze
    table.model = Model
    table.noDays = Brak danych dla żadnego dnia.
    past.heading = Pogoda w przeszłości, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modele ({models}) nie są zgodne: temperatury maksymalne lub minimalne różnią się o {spread} lub więcej albo w części modeli pada, a w innych nie
    models.disagreeHint = {mark} modele ({models}) nie są zgodne: temperatury maksymalne lub minimalne różnią się o {spread} lub więcej albo w części modeli pada, a w innych nie (pokazuje je opcja --models)

    # The hourly chart. Row labels are at most 11 columns wide; the marks: N = najniższa,
    # W = najwyższa (as in chart.low and chart.high).
    chart.next.one = Najbliższa godzina
    chart.next.few = Najbliższe {n} godziny
    chart.next.many = Najbliższe {n} godzin
    chart.next.other = Najbliższe {n} godziny
    chart.none = Brak prognozy godzinowej od bieżącej godziny.
    chart.temperature = Temperatura
    chart.chance = Prawdop. %
    chart.hour = Godzina
    chart.lowMark = N
    chart.highMark = W
    chart.low = najniższa {temperature} o {time}
    chart.high = najwyższa {temperature} o {time}
    chart.chanceUpTo = prawdopodobieństwo opadu do {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}." All three kinds
    # are masculine, so the intensities (słaby, umiarkowany, silny) agree with each.
    rain.kind.rain = deszcz
    rain.kind.snow = śnieg
    rain.kind.freezingRain = marznący deszcz
    rain.intensity.light = słaby
    rain.intensity.moderate = umiarkowany
    rain.intensity.heavy = silny
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = pada {kind}
    rain.startsAt = {kind} od {time} ({wait})
    rain.endsAt = do około {time}
    rain.endsAfter = co najmniej do {time}
    rain.chance = prawdopodobieństwo {percent}
    rain.again = ponownie od {time}
    rain.none = Do {time} nie przewiduje się deszczu.
    rain.unknown = Prognoza deszczu nieznana: prognoza 15-minutowa nie obejmuje bieżącej chwili.
    rain.inMinutes.one = za {n} min
    rain.inMinutes.few = za {n} min
    rain.inMinutes.many = za {n} min
    rain.inMinutes.other = za {n} min
    rain.inHours.one = za {n} godz.
    rain.inHours.few = za {n} godz.
    rain.inHours.many = za {n} godz.
    rain.inHours.other = za {n} godz.
    rain.inHoursMinutes = za {hours} godz. {minutes} min
    rain.withinTheHour = w ciągu godziny
    rain.inAboutHours.one = za około {n} godz.
    rain.inAboutHours.few = za około {n} godz.
    rain.inAboutHours.many = za około {n} godz.
    rain.inAboutHours.other = za około {n} godz.
    rain.aboutTime = około {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = pada {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} do {time}
    rain.short.none = bez deszczu
    rain.hourly.now = pada deszcz
    rain.hourly.withinAnHour = deszcz w ciągu godziny
    rain.hourly.in.one = deszcz za {n} godz.
    rain.hourly.in.few = deszcz za {n} godz.
    rain.hourly.in.many = deszcz za {n} godz.
    rain.hourly.in.other = deszcz za {n} godz.
    rain.hourly.none.one = bez deszczu w najbliższej godzinie
    rain.hourly.none.few = bez deszczu w najbliższych {n} godz.
    rain.hourly.none.many = bez deszczu w najbliższych {n} godz.
    rain.hourly.none.other = bez deszczu w najbliższych {n} godz.
    rain.hourly.unknown = prognoza deszczu nieznana
    rain.chanceToday = dziś prawdopodobieństwo opadu {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = tutaj teraz pada
    radar.coming.one = deszcz {distance} na {direction}, zbliża się, dotrze za około {n} min
    radar.coming.few = deszcz {distance} na {direction}, zbliża się, dotrze za około {n} min
    radar.coming.many = deszcz {distance} na {direction}, zbliża się, dotrze za około {n} min
    radar.coming.other = deszcz {distance} na {direction}, zbliża się, dotrze za około {n} min
    radar.away = deszcz {distance} na {direction}, oddala się
    radar.still = deszcz {distance} na {direction}, nie zbliża się
    radar.seen = deszcz {distance} na {direction}
    radar.none = brak deszczu w promieniu {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = deszcz {distance} na {direction} za {n} min
    radar.short.coming.few = deszcz {distance} na {direction} za {n} min
    radar.short.coming.many = deszcz {distance} na {direction} za {n} min
    radar.short.coming.other = deszcz {distance} na {direction} za {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = mniej niż minutę temu
    ago.minutes.one = {n} min temu
    ago.minutes.few = {n} min temu
    ago.minutes.many = {n} min temu
    ago.minutes.other = {n} min temu
    ago.hours.one = {n} godz. temu
    ago.hours.few = {n} godz. temu
    ago.hours.many = {n} godz. temu
    ago.hours.other = {n} godz. temu
    ago.days.one = {n} dzień temu
    ago.days.few = {n} dni temu
    ago.days.many = {n} dni temu
    ago.days.other = {n} dnia temu

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = pogoda niedostępna
    bar.unavailableShort = b.d.
    bar.range = od {low} do {high}
    bar.kept = Zapisana prognoza pobrana {ago}: nie udało się jej odświeżyć

    # Official warnings: the frame around the issuer's own words (CAP severity as the level
    # of the threat: niewielkie, umiarkowane, poważne, ekstremalne zagrożenie).
    alert.title.minor = {sign} Ostrzeżenie o niewielkim zagrożeniu: {event}
    alert.title.moderate = {sign} Ostrzeżenie o umiarkowanym zagrożeniu: {event}
    alert.title.severe = {sign} Ostrzeżenie o poważnym zagrożeniu: {event}
    alert.title.extreme = {sign} Ostrzeżenie o ekstremalnym zagrożeniu: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = niewielkie
    alert.level.moderate = umiarkowane
    alert.level.severe = poważne
    alert.level.extreme = ekstremalne
    alert.from = od {time}
    alert.until = do {time}
    alert.untilAssumed = do około {time} (nie podano końca)
    alert.anywhereInCountry = Ostrzeżenia dla całego kraju: źródło nie wskazuje regionu tego miejsca.
    alert.none = Brak ostrzeżeń obowiązujących lub spodziewanych w okresie prognozy.
    alert.partialNone = Części ostrzeżeń nie udało się odczytać; żadne z pozostałych nie obowiązuje ani nie jest spodziewane w okresie prognozy.
    alert.partial = Części ostrzeżeń nie udało się odczytać.
    alert.unavailable = Nie udało się sprawdzić ostrzeżeń.
    alert.unsupported = Żadne źródło oficjalnych ostrzeżeń nie obejmuje tego miejsca.
    watch.lifted = Odwołano: {event}

    # Air quality and UV (--air). The index categories agree with "jakość powietrza" (EEA's
    # Polish names), the UV ones with "indeks UV".
    air.line = Jakość powietrza: {category} ({index} {value})
    air.unknown = Jakość powietrza: {index} nieznany
    air.ozone = ozon
    air.uv = UV {value} ({category})
    air.pollen = Pyłki: {plants}
    air.european.good = dobra
    air.european.fair = zadowalająca
    air.european.moderate = umiarkowana
    air.european.poor = zła
    air.european.veryPoor = bardzo zła
    air.european.extremelyPoor = skrajnie zła
    air.us.good = dobra
    air.us.moderate = umiarkowana
    air.us.unhealthyForSensitiveGroups = niezdrowa dla grup wrażliwych
    air.us.unhealthy = niezdrowa
    air.us.veryUnhealthy = bardzo niezdrowa
    air.us.hazardous = niebezpieczna
    uv.low = niski
    uv.moderate = umiarkowany
    uv.high = wysoki
    uv.veryHigh = bardzo wysoki
    uv.extreme = ekstremalny
    pollen.alder = olcha
    pollen.birch = brzoza
    pollen.grass = trawy
    pollen.mugwort = bylica
    pollen.olive = oliwka
    pollen.ragweed = ambrozja

    # Against the climate normals (--normals). The comparisons agree with "temperatura".
    normals.headingAll = Na tle tego samego tygodnia w latach {first}–{last}:
    normals.headingUnusual = Na tle tego samego tygodnia w latach {first}–{last}, dni nietypowe:
    normals.day = {date}: {comparisons}
    normals.high = temp. maks. {comparison}
    normals.low = temp. min. {comparison}
    normals.warmer.one = o {difference} wyższa niż zwykle (wyższa niż w {years} z {n} roku)
    normals.warmer.few = o {difference} wyższa niż zwykle (wyższa niż w {years} z {n} lat)
    normals.warmer.many = o {difference} wyższa niż zwykle (wyższa niż w {years} z {n} lat)
    normals.warmer.other = o {difference} wyższa niż zwykle (wyższa niż w {years} z {n} roku)
    normals.cooler.one = o {difference} niższa niż zwykle (niższa niż w {years} z {n} roku)
    normals.cooler.few = o {difference} niższa niż zwykle (niższa niż w {years} z {n} lat)
    normals.cooler.many = o {difference} niższa niż zwykle (niższa niż w {years} z {n} lat)
    normals.cooler.other = o {difference} niższa niż zwykle (niższa niż w {years} z {n} roku)
    normals.wetter.one = opad {amount}, zwykle {usual} na dobę (więcej niż w {years} z {n} roku)
    normals.wetter.few = opad {amount}, zwykle {usual} na dobę (więcej niż w {years} z {n} lat)
    normals.wetter.many = opad {amount}, zwykle {usual} na dobę (więcej niż w {years} z {n} lat)
    normals.wetter.other = opad {amount}, zwykle {usual} na dobę (więcej niż w {years} z {n} roku)
    normals.drier.one = opad {amount}, zwykle {usual} na dobę (mniej niż w {years} z {n} roku)
    normals.drier.few = opad {amount}, zwykle {usual} na dobę (mniej niż w {years} z {n} lat)
    normals.drier.many = opad {amount}, zwykle {usual} na dobę (mniej niż w {years} z {n} lat)
    normals.drier.other = opad {amount}, zwykle {usual} na dobę (mniej niż w {years} z {n} roku)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names. The count in
    # note.alsoMore agrees with "miejsce" (neuter).
    note.also = inne miejsca o tej nazwie: {places}
    note.alsoMore.one = inne miejsca o tej nazwie: {places} (i jeszcze jedno)
    note.alsoMore.few = inne miejsca o tej nazwie: {places} (i jeszcze {n})
    note.alsoMore.many = inne miejsca o tej nazwie: {places} (i jeszcze {n})
    note.alsoMore.other = inne miejsca o tej nazwie: {places} (i jeszcze {n})
    note.alsoUse = {also}; podaj {hints}
    note.or = {first} lub {rest}
    note.staleForecast = wyświetlono prognozę pobraną {ago}: {reason}
    note.warningsNotChecked = nie sprawdzono ostrzeżeń: {reason}
    note.warningsNotAllChecked = nie sprawdzono wszystkich ostrzeżeń: {reason}
    note.warningsEarlier = ostrzeżenia z wcześniejszej odpowiedzi: {reason}
    note.airMissing = nie pokazano jakości powietrza: {reason}
    note.airEarlier = jakość powietrza z wcześniejszej odpowiedzi: {reason}
    note.normalsMissing = nie porównano dni z normą wieloletnią: {reason}
    note.normalsEarlier = normy wieloletnie z wcześniejszej odpowiedzi: {reason}
    note.modelsFailed = nie porównano modeli pogodowych: {reason}
    note.radarMissing = nie pokazano radaru: {reason}
    note.radarNotCovered = nie pokazano radaru: radary, z których korzysta rainstorm, obejmują Niemcy i 48 przyległych stanów USA oraz do 100 km wokół każdego z tych obszarów
    note.warningsInEnglish = ostrzeżenia po angielsku: {source} nie publikuje ich po polsku
    note.keptPlace = użyto miejsca znalezionego {ago}: ponowne wyszukanie nie powiodło się
    note.keptPlaceBecause = użyto miejsca znalezionego {ago}: ponowne wyszukanie nie powiodło się: {reason}
    note.fallback = {reason}; wyświetlono prognozę ze źródła {provider}
    note.deprecated = {provider} informuje, że ta wersja prognozy jest przestarzała (HTTP 203); nowsza wersja rainstorm pobierze aktualną
    note.noModels = {provider} nie oferuje porównania modeli pogodowych; opcja --models nic nie pokaże
    note.hourlyRain = czas deszczu z dokładnością do godziny: {provider} nie ma tu prognozy 15-minutowej

    # Credits (names of services and addresses stay as they are).
    credit.openMeteo = Dane pogodowe: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Dane: MET Norway (CC BY 4.0)
    credit.nws = Ostrzeżenia: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Ostrzeżenia: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Ostrzeżenia: Deutscher Wetterdienst za pośrednictwem Bright Sky (brightsky.dev)
    credit.environmentCanada = Ostrzeżenia: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Ostrzeżenia: MeteoAlarm (meteoalarm.org) i krajowe służby meteorologiczne
    credit.metService = Ostrzeżenia: MetService (metservice.com), CC BY 4.0
    credit.wmo = Ostrzeżenia: {service}, za pośrednictwem Centrum Informacji o Niebezpiecznych Zjawiskach Pogodowych WMO (severeweather.wmo.int)
    """#
}
