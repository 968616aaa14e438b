extension Catalog {
  /// Hungarian (hu).
  static let hungarian = #"""
    # Glossary: rain = eső, showers = zápor, drizzle = szitálás, sleet = havas eső,
    # thunderstorm = zivatar, fog = köd, feels like = hőérzet; precipitation = csapadék,
    # freezing = ónos (eső, szitálás), chance = valószínűség, warning = figyelmeztetés,
    # hail = jégeső; light/moderate/heavy = gyenge/mérsékelt/erős. The rain outlook speaks of
    # "csapadék"; a spell's kind is named (eső, havazás). Suffixes after a slot would have to
    # follow the spoken number ("14:30-tól", "15:00-től"), so times take "órától" / "óráig"
    # ("14:30 órától"), and only the invariant "-kor" is attached; "-kal" follows a
    # temperature, which is always read "fok" ("3,2 °C-kal"). Nouns after a number stay
    # singular, so .one and .other differ only where .one needs no number.

    # How the place was found, under its name.
    source.coordinates = a megadott koordináták alapján
    source.search = helykeresés alapján
    source.ip = IP-cím alapján ({service})
    source.config = a beállított alapértelmezett hely

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); HungaroMet wording.
    weather.0 = Derült
    weather.1 = Többnyire derült
    weather.2 = Változóan felhős
    weather.3 = Borult
    weather.45 = Köd
    weather.48 = Zúzmarát lerakó köd
    weather.51 = Gyenge szitálás
    weather.53 = Szitálás
    weather.55 = Erős szitálás
    weather.56 = Gyenge ónos szitálás
    weather.57 = Ónos szitálás
    weather.61 = Gyenge eső
    weather.63 = Eső
    weather.65 = Erős eső
    weather.66 = Gyenge ónos eső
    weather.67 = Ónos eső
    weather.68 = Gyenge havas eső
    weather.69 = Havas eső
    weather.71 = Gyenge havazás
    weather.73 = Havazás
    weather.75 = Erős havazás
    weather.77 = Hószemcse
    weather.80 = Gyenge zápor
    weather.81 = Zápor
    weather.82 = Heves zápor
    weather.83 = Gyenge záporszerű havas eső
    weather.84 = Záporszerű havas eső
    weather.85 = Gyenge hózápor
    weather.86 = Erős hózápor
    weather.95 = Zivatar
    weather.96 = Zivatar gyenge jégesővel
    weather.97 = Erős zivatar
    weather.99 = Zivatar erős jégesővel
    weather.unknown = Ismeretlen (kód: {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = nappal
    flag.night = éjszaka

    # Compass points the wind comes from (É = észak, K = kelet, D = dél, Ny = nyugat).
    compass.n = É
    compass.ne = ÉK
    compass.e = K
    compass.se = DK
    compass.s = D
    compass.sw = DNy
    compass.w = Ny
    compass.nw = ÉNy

    # A day and a time of day, such as a warning's end in another year ("szept. 29., K 2:10").
    time.dateTime = {date} {time}

    # Conditions now.
    now.heading = Most
    now.headingAt = Most, {time} {zone}
    now.none = Nincsenek aktuális időjárási adatok.
    now.feelsLike = hőérzet {temperature}
    now.humidity = páratartalom {percent}
    now.dewPoint = harmatpont {temperature}
    now.wind = szél {speed}
    # "ÉNy-i szél 20 km/h" (read "északnyugati szél").
    now.windFrom = {direction}-i szél {speed}
    now.precipitation = csapadék {amount}
    now.pressure = légnyomás {pressure}
    now.pressureChange = légnyomás {pressure} ({change} 3 óra alatt)
    now.visibility = látástávolság {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Nap
    table.weather = Időjárás
    table.low = Min.
    table.high = Max.
    table.precipitation = Csapadék
    table.chance = Valószín.
    table.wind = Szél
    table.air = Levegő
    table.model = Modell
    table.noDays = Nincsenek napi adatok.
    past.heading = Az elmúlt napok időjárása, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} a modellek ({models}) eltérnek: a maximum- vagy minimumhőmérsékletek legalább {spread}-kal különböznek, vagy egyes modellek csapadékot jeleznek, mások nem
    models.disagreeHint = {mark} a modellek ({models}) eltérnek: a maximum- vagy minimumhőmérsékletek legalább {spread}-kal különböznek, vagy egyes modellek csapadékot jeleznek, mások nem (a --models megmutatja őket)

    # The hourly chart. Row labels are at most 11 columns wide ("Csapadék %" is the chance of
    # precipitation); the marks: A = legalacsonyabb, M = legmagasabb (chart.low, chart.high).
    chart.next.one = A következő óra
    chart.next.other = A következő {n} óra
    chart.none = Az aktuális órától nincs óránkénti előrejelzés.
    chart.temperature = Hőmérséklet
    chart.chance = Csapadék %
    chart.hour = Óra
    chart.lowMark = A
    chart.highMark = M
    chart.low = legalacsonyabb {temperature} {time}-kor
    chart.high = legmagasabb {temperature} {time}-kor
    chart.chanceUpTo = csapadék valószínűsége legfeljebb {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Eső 14:30 órától (25 perc múlva) kb. 15:45 óráig, gyenge, 1,2 mm, 40% valószínűséggel."
    rain.kind.rain = eső
    rain.kind.snow = havazás
    rain.kind.freezingRain = ónos eső
    rain.intensity.light = gyenge
    rain.intensity.moderate = mérsékelt
    rain.intensity.heavy = erős
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = most {kind}
    rain.startsAt = {kind} {time} órától ({wait})
    rain.endsAt = kb. {time} óráig
    rain.endsAfter = legalább {time} óráig
    rain.chance = {percent} valószínűséggel
    rain.again = ismét {time} órától
    rain.none = {time} óráig nem várható csapadék.
    rain.unknown = A csapadék várható alakulása nem ismert: a 15 perces előrejelzés nem terjed ki a jelenlegi időpontra.
    rain.inMinutes.one = {n} perc múlva
    rain.inMinutes.other = {n} perc múlva
    rain.inHours.one = {n} óra múlva
    rain.inHours.other = {n} óra múlva
    rain.inHoursMinutes = {hours} óra {minutes} perc múlva
    rain.withinTheHour = egy órán belül
    rain.inAboutHours.one = kb. {n} óra múlva
    rain.inAboutHours.other = kb. {n} óra múlva
    # Before "órától": "kb. 15:00 órától".
    rain.aboutTime = kb. {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = most {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} {time} óráig
    rain.short.none = nincs csapadék
    rain.hourly.now = most csapadék
    rain.hourly.withinAnHour = csapadék egy órán belül
    rain.hourly.in.one = csapadék {n} óra múlva
    rain.hourly.in.other = csapadék {n} óra múlva
    rain.hourly.none.one = a következő órában nincs csapadék
    rain.hourly.none.other = a következő {n} órában nincs csapadék
    rain.hourly.unknown = a csapadék várható alakulása nem ismert
    rain.chanceToday = csapadék valószínűsége ma {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    # The outlook's "csapadék", as in rain.hourly.
    radar.line = Radar {time}: {text}
    radar.here = most itt csapadék hullik
    radar.coming.one = csapadék {direction}-i irányban, {distance} távolságban, közeledik, kb. {n} perc múlva ér ide
    radar.coming.other = csapadék {direction}-i irányban, {distance} távolságban, közeledik, kb. {n} perc múlva ér ide
    radar.away = csapadék {direction}-i irányban, {distance} távolságban, távolodik
    radar.still = csapadék {direction}-i irányban, {distance} távolságban, nem közeledik
    radar.seen = csapadék {direction}-i irányban, {distance} távolságban
    radar.none = nincs csapadék {distance} sugarú körben
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = csapadék {distance} {direction}, {n} perc múlva
    radar.short.coming.other = csapadék {distance} {direction}, {n} perc múlva

    # How long ago a kept forecast was fetched ("5 perce").
    ago.lessThanAMinute = kevesebb mint egy perce
    ago.minutes.one = {n} perce
    ago.minutes.other = {n} perce
    ago.hours.one = {n} órája
    ago.hours.other = {n} órája
    ago.days.one = {n} napja
    ago.days.other = {n} napja

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = időjárás nem elérhető
    bar.unavailableShort = nincs adat
    bar.range = {low} – {high}
    bar.kept = Mentett, {ago} letöltött előrejelzés: a frissítés nem sikerült

    # Official warnings: the frame around the issuer's own words. HungaroMet's degrees
    # (első-, másod-, harmadfokú figyelmeztetés) for CAP moderate, severe and extreme;
    # "enyhe" for minor, below them.
    alert.title.minor = {sign} Enyhe figyelmeztetés: {event}
    alert.title.moderate = {sign} Elsőfokú figyelmeztetés: {event}
    alert.title.severe = {sign} Másodfokú figyelmeztetés: {event}
    alert.title.extreme = {sign} Harmadfokú figyelmeztetés: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = enyhe
    alert.level.moderate = elsőfokú
    alert.level.severe = másodfokú
    alert.level.extreme = harmadfokú
    alert.from = {time} órától
    alert.until = {time} óráig
    alert.untilAssumed = kb. {time} óráig (a vége nincs megadva)
    alert.anywhereInCountry = Figyelmeztetések az egész országra: a forrás nem nevezi meg, melyik régióban van ez a hely.
    alert.none = Nincs érvényben lévő vagy az előrejelzés időszakában várható figyelmeztetés.
    alert.partialNone = Néhány figyelmeztetést nem sikerült beolvasni; a többi közül egyik sincs érvényben, és az előrejelzés időszakában sem várható.
    alert.partial = Néhány figyelmeztetést nem sikerült beolvasni.
    alert.unavailable = A figyelmeztetéseket nem sikerült ellenőrizni.
    alert.unsupported = Erre a helyre egyetlen hivatalos figyelmeztetési forrás sem terjed ki.
    watch.lifted = Megszűnt: {event}

    # Air quality and UV (--air). Categories follow the index's own scale.
    air.line = Levegőminőség: {category} ({index} {value})
    air.unknown = Levegőminőség: {index} ismeretlen
    air.ozone = ózon
    air.uv = UV-index {value} ({category})
    air.pollen = Pollen: {plants}
    air.european.good = jó
    air.european.fair = megfelelő
    air.european.moderate = közepes
    air.european.poor = rossz
    air.european.veryPoor = nagyon rossz
    air.european.extremelyPoor = rendkívül rossz
    air.us.good = jó
    air.us.moderate = közepes
    air.us.unhealthyForSensitiveGroups = érzékeny csoportok számára egészségtelen
    air.us.unhealthy = egészségtelen
    air.us.veryUnhealthy = nagyon egészségtelen
    air.us.hazardous = veszélyes
    uv.low = alacsony
    uv.moderate = mérsékelt
    uv.high = magas
    uv.veryHigh = nagyon magas
    uv.extreme = extrém
    pollen.alder = éger
    pollen.birch = nyír
    pollen.grass = fűfélék
    pollen.mugwort = üröm
    pollen.olive = olajfa
    pollen.ragweed = parlagfű

    # Against the climate normals (--normals): "a maximum 3,2 °C-kal magasabb a szokásosnál
    # (30 évből 27 évnél magasabb)".
    normals.headingAll = Ugyanezen hét {first} és {last} közötti adataihoz képest:
    normals.headingUnusual = Ugyanezen hét {first} és {last} közötti adataihoz képest szokatlan napok:
    normals.day = {date}: {comparisons}
    normals.high = a maximum {comparison}
    normals.low = a minimum {comparison}
    normals.warmer.one = {difference}-kal magasabb a szokásosnál ({n} évből {years} évnél magasabb)
    normals.warmer.other = {difference}-kal magasabb a szokásosnál ({n} évből {years} évnél magasabb)
    normals.cooler.one = {difference}-kal alacsonyabb a szokásosnál ({n} évből {years} évnél alacsonyabb)
    normals.cooler.other = {difference}-kal alacsonyabb a szokásosnál ({n} évből {years} évnél alacsonyabb)
    normals.wetter.one = csapadék {amount}, általában {usual} naponta ({n} évből {years} évnél több)
    normals.wetter.other = csapadék {amount}, általában {usual} naponta ({n} évből {years} évnél több)
    normals.drier.one = csapadék {amount}, általában {usual} naponta ({n} évből {years} évnél kevesebb)
    normals.drier.other = csapadék {amount}, általában {usual} naponta ({n} évből {years} évnél kevesebb)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names (in parentheses,
    # so no article has to agree with them).
    note.also = további találatok: {places}
    note.alsoMore.one = további találatok: {places} (és még {n})
    note.alsoMore.other = további találatok: {places} (és még {n})
    note.alsoUse = {also}; megadható így: {hints}
    note.or = {first} vagy {rest}
    note.staleForecast = korábbi, {ago} letöltött előrejelzés látható: {reason}
    note.warningsNotChecked = a figyelmeztetések nincsenek ellenőrizve: {reason}
    note.warningsNotAllChecked = nem minden figyelmeztetés van ellenőrizve: {reason}
    note.warningsEarlier = figyelmeztetések egy korábbi válaszból: {reason}
    note.airMissing = a levegőminőség nem látható: {reason}
    note.airEarlier = levegőminőség egy korábbi válaszból: {reason}
    note.normalsMissing = a napok nincsenek összevetve a sokéves adatokkal: {reason}
    note.normalsEarlier = sokéves adatok egy korábbi válaszból: {reason}
    note.modelsFailed = az időjárási modellek nincsenek összevetve: {reason}
    note.radarMissing = a radar nem látható: {reason}
    note.radarNotCovered = a radar nem látható: a rainstorm által olvasott radarok Németországot és az Egyesült Államok 48 összefüggő államát, valamint ezek legfeljebb 100 km-es környezetét fedik le
    note.warningsInEnglish = figyelmeztetések angolul: a kibocsátó ({source}) magyarul nem adja ki őket
    note.keptPlace = a hely {ago} mentett adatait használjuk: az újbóli keresés nem sikerült
    note.keptPlaceBecause = a hely {ago} mentett adatait használjuk: az újbóli keresés nem sikerült: {reason}
    note.fallback = {reason}; a megjelenített előrejelzés forrása: {provider}
    note.deprecated = a szolgáltató ({provider}) szerint előrejelzésének ez a változata elavult (HTTP 203); a rainstorm újabb verziója már az aktuálisat fogja kérni
    note.noModels = a szolgáltató ({provider}) nem hasonlít össze időjárási modelleket; a --models nem mutat egyet sem
    note.hourlyRain = a csapadék időzítése csak órás pontosságú: itt nincs 15 perces előrejelzés ({provider})

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Időjárási adatok: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Adatok: MET Norway (CC BY 4.0)
    credit.nws = Figyelmeztetések: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Figyelmeztetések: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Figyelmeztetések: Deutscher Wetterdienst, a Bright Sky közvetítésével (brightsky.dev)
    credit.environmentCanada = Figyelmeztetések: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Figyelmeztetések: MeteoAlarm (meteoalarm.org) és a nemzeti meteorológiai szolgálatok
    credit.metService = Figyelmeztetések: MetService (metservice.com), CC BY 4.0
    credit.wmo = Figyelmeztetések: {service}, a WMO veszélyes időjárási információs központjának közvetítésével (severeweather.wmo.int)
    """#
}
