extension Catalog {
  /// Lithuanian (lt).
  static let lithuanian = #"""
    # Glossary: rain = lietus, showers = trumpas lietus (violent: liūtys), drizzle = dulksna,
    # sleet = šlapdriba, thunderstorm = perkūnija, fog = rūkas, feels like = jutiminė
    # temperatūra; freezing rain = šąlantis lietus, precipitation = krituliai,
    # chance = tikimybė, warning = įspėjimas, light/moderate/heavy = silpnas/vidutinis/stiprus,
    # low/high = žemiausia/aukščiausia. Plural forms: one (1, 21, ...) nominative singular,
    # few (2-9, 22-29, ...) nominative plural, many (fractions) genitive singular, other
    # (0, 10-20, 30, ...) genitive plural.

    # How the place was found, under its name.
    source.coordinates = pagal nurodytas koordinates
    source.search = rasta ieškant vietovės
    source.ip = pagal jūsų IP adresą per {service}
    source.config = jūsų nustatyta numatytoji vieta

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Giedra
    weather.1 = Mažai debesuota
    weather.2 = Debesuota su pragiedruliais
    weather.3 = Apsiniaukę
    weather.45 = Rūkas
    weather.48 = Rūkas su šarma
    weather.51 = Silpna dulksna
    weather.53 = Dulksna
    weather.55 = Stipri dulksna
    weather.56 = Silpna šąlanti dulksna
    weather.57 = Šąlanti dulksna
    weather.61 = Silpnas lietus
    weather.63 = Lietus
    weather.65 = Stiprus lietus
    weather.66 = Silpnas šąlantis lietus
    weather.67 = Šąlantis lietus
    weather.68 = Silpna šlapdriba
    weather.69 = Šlapdriba
    weather.71 = Silpnas sniegas
    weather.73 = Sniegas
    weather.75 = Stiprus sniegas
    weather.77 = Sniego grūdeliai
    weather.80 = Silpnas trumpas lietus
    weather.81 = Trumpas lietus
    weather.82 = Smarkios liūtys
    weather.83 = Silpna trumpa šlapdriba
    weather.84 = Trumpa šlapdriba
    weather.85 = Silpnas trumpas sniegas
    weather.86 = Stiprus trumpas sniegas
    weather.95 = Perkūnija
    weather.96 = Perkūnija su silpna kruša
    weather.97 = Stipri perkūnija
    weather.99 = Perkūnija su stipria kruša
    weather.unknown = Nežinoma (kodas {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = diena
    flag.night = naktis

    # Compass points the wind comes from: Š šiaurė, ŠR šiaurės rytai, R rytai, PR pietryčiai,
    # P pietūs, PV pietvakariai, V vakarai, ŠV šiaurės vakarai.
    compass.n = Š
    compass.ne = ŠR
    compass.e = R
    compass.se = PR
    compass.s = P
    compass.sw = PV
    compass.w = V
    compass.nw = ŠV

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} {time}

    # Conditions now.
    now.heading = Dabar
    now.headingAt = Dabar, {time} {zone}
    now.none = Dabartinių orų duomenų nėra.
    now.feelsLike = jutiminė temperatūra {temperature}
    now.humidity = drėgmė {percent}
    now.dewPoint = rasos taškas {temperature}
    now.wind = vėjas {speed}
    now.windFrom = vėjas {direction}, {speed}
    now.precipitation = krituliai {amount}
    now.pressure = slėgis {pressure}
    now.pressureChange = slėgis {pressure} ({change} per 3 val.)
    now.visibility = matomumas {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Diena
    table.weather = Orai
    table.low = Min.
    table.high = Maks.
    table.precipitation = Krituliai
    table.chance = Tikimybė
    table.wind = Vėjas
    table.air = Oro kokybė
    table.model = Modelis
    table.noDays = Dienų duomenų nėra.
    past.heading = Praėjusių dienų orai, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modelių ({models}) prognozės skiriasi: aukščiausia ar žemiausia temperatūra skiriasi {spread} ar daugiau, arba kritulius prognozuoja tik dalis modelių
    models.disagreeHint = {mark} modelių ({models}) prognozės skiriasi: aukščiausia ar žemiausia temperatūra skiriasi {spread} ar daugiau, arba kritulius prognozuoja tik dalis modelių (--models juos parodo)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are Ž (žemiausia) and A (aukščiausia).
    chart.next.one = Artimiausia {n} valanda
    chart.next.few = Artimiausios {n} valandos
    chart.next.many = Artimiausios {n} valandos
    chart.next.other = Artimiausios {n} valandų
    chart.none = Valandinės prognozės nuo dabartinės valandos nėra.
    chart.temperature = Temperatūra
    chart.chance = Krituliai %
    chart.hour = Valanda
    chart.lowMark = Ž
    chart.highMark = A
    chart.low = žemiausia {temperature} {time} val.
    chart.high = aukščiausia {temperature} {time} val.
    chart.chanceUpTo = kritulių tikimybė iki {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Lietus nuo 14:30 (po 25 min.) iki maždaug 15:45, silpnas, 1,2 mm, tikimybė 40 %."
    # The kinds are all masculine, as the intensities are.
    rain.kind.rain = lietus
    rain.kind.snow = sniegas
    rain.kind.freezingRain = šąlantis lietus
    rain.intensity.light = silpnas
    rain.intensity.moderate = vidutinis
    rain.intensity.heavy = stiprus
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} nuo dabar
    rain.startsAt = {kind} nuo {time} ({wait})
    rain.endsAt = iki maždaug {time}
    rain.endsAfter = bent iki {time}
    rain.chance = tikimybė {percent}
    rain.again = vėl nuo {time}
    rain.none = Iki {time} lietaus nenumatoma.
    rain.unknown = Lietaus prognozė nežinoma: 15 minučių prognozė neapima dabartinio laiko.
    rain.inMinutes.one = po {n} min.
    rain.inMinutes.few = po {n} min.
    rain.inMinutes.many = po {n} min.
    rain.inMinutes.other = po {n} min.
    rain.inHours.one = po {n} val.
    rain.inHours.few = po {n} val.
    rain.inHours.many = po {n} val.
    rain.inHours.other = po {n} val.
    rain.inHoursMinutes = po {hours} val. {minutes} min.
    rain.withinTheHour = per valandą
    rain.inAboutHours.one = maždaug po {n} val.
    rain.inAboutHours.few = maždaug po {n} val.
    rain.inAboutHours.many = maždaug po {n} val.
    rain.inAboutHours.other = maždaug po {n} val.
    rain.aboutTime = maždaug {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} dabar
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} iki {time}
    rain.short.none = be lietaus
    rain.hourly.now = dabar lyja
    rain.hourly.withinAnHour = lietus per valandą
    rain.hourly.in.one = lietus po {n} val.
    rain.hourly.in.few = lietus po {n} val.
    rain.hourly.in.many = lietus po {n} val.
    rain.hourly.in.other = lietus po {n} val.
    rain.hourly.none.one = artimiausią {n} val. be lietaus
    rain.hourly.none.few = artimiausias {n} val. be lietaus
    rain.hourly.none.many = artimiausias {n} val. be lietaus
    rain.hourly.none.other = artimiausias {n} val. be lietaus
    rain.hourly.unknown = lietaus prognozė nežinoma
    rain.chanceToday = kritulių tikimybė šiandien {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radaras {time}: {text}
    radar.here = čia dabar lyja
    radar.coming.one = lietus už {distance} {direction} kryptimi, artėja, čia bus maždaug po {n} min.
    radar.coming.few = lietus už {distance} {direction} kryptimi, artėja, čia bus maždaug po {n} min.
    radar.coming.many = lietus už {distance} {direction} kryptimi, artėja, čia bus maždaug po {n} min.
    radar.coming.other = lietus už {distance} {direction} kryptimi, artėja, čia bus maždaug po {n} min.
    radar.away = lietus už {distance} {direction} kryptimi, tolsta
    radar.still = lietus už {distance} {direction} kryptimi, neartėja
    radar.seen = lietus už {distance} {direction} kryptimi
    radar.none = lietaus nėra {distance} spinduliu
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = lietus už {distance} {direction} po {n} min.
    radar.short.coming.few = lietus už {distance} {direction} po {n} min.
    radar.short.coming.many = lietus už {distance} {direction} po {n} min.
    radar.short.coming.other = lietus už {distance} {direction} po {n} min.

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = prieš mažiau nei minutę
    ago.minutes.one = prieš {n} min.
    ago.minutes.few = prieš {n} min.
    ago.minutes.many = prieš {n} min.
    ago.minutes.other = prieš {n} min.
    ago.hours.one = prieš {n} val.
    ago.hours.few = prieš {n} val.
    ago.hours.many = prieš {n} val.
    ago.hours.other = prieš {n} val.
    ago.days.one = prieš {n} dieną
    ago.days.few = prieš {n} dienas
    ago.days.many = prieš {n} dienos
    ago.days.other = prieš {n} dienų

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = orų duomenys nepasiekiami
    bar.unavailableShort = n. d.
    bar.range = nuo {low} iki {high}
    bar.kept = Išsaugota prognozė, gauta {ago}: atnaujinti nepavyko

    # Official warnings: the frame around the issuer's own words. The four CAP severities
    # (minor, moderate, severe, extreme) as degrees of danger (pavojus).
    alert.title.minor = {sign} Nedidelio pavojaus įspėjimas: {event}
    alert.title.moderate = {sign} Vidutinio pavojaus įspėjimas: {event}
    alert.title.severe = {sign} Didelio pavojaus įspėjimas: {event}
    alert.title.extreme = {sign} Ypač didelio pavojaus įspėjimas: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = nedidelis pavojus
    alert.level.moderate = vidutinis pavojus
    alert.level.severe = didelis pavojus
    alert.level.extreme = ypač didelis pavojus
    alert.from = nuo {time}
    alert.until = iki {time}
    alert.untilAssumed = iki maždaug {time} (pabaiga nenurodyta)
    alert.anywhereInCountry = Įspėjimai visai šaliai: šaltinis nenurodo šios vietos regiono.
    alert.none = Galiojančių įspėjimų nėra ir prognozės laikotarpiu jų nenumatoma.
    alert.partialNone = Kai kurių įspėjimų nepavyko perskaityti; nė vienas iš kitų negalioja ir prognozės laikotarpiu neprasideda.
    alert.partial = Kai kurių įspėjimų nepavyko perskaityti.
    alert.unavailable = Įspėjimų patikrinti nepavyko.
    alert.unsupported = Šiai vietai nėra oficialių įspėjimų šaltinio.
    watch.lifted = Atšaukta: {event}

    # Air quality and UV (--air). Categories follow the index's own scale (air quality is
    # feminine, the UV index masculine).
    air.line = Oro kokybė: {category} ({index} {value})
    air.unknown = Oro kokybė: {index} nežinomas
    air.ozone = ozonas
    air.uv = UV {value} ({category})
    air.pollen = Žiedadulkės: {plants}
    air.european.good = gera
    air.european.fair = patenkinama
    air.european.moderate = vidutinė
    air.european.poor = prasta
    air.european.veryPoor = labai prasta
    air.european.extremelyPoor = itin prasta
    air.us.good = gera
    air.us.moderate = vidutinė
    air.us.unhealthyForSensitiveGroups = nesveika jautrioms grupėms
    air.us.unhealthy = nesveika
    air.us.veryUnhealthy = labai nesveika
    air.us.hazardous = pavojinga
    uv.low = žemas
    uv.moderate = vidutinis
    uv.high = aukštas
    uv.veryHigh = labai aukštas
    uv.extreme = ekstremalus
    pollen.alder = alksnis
    pollen.birch = beržas
    pollen.grass = varpinės žolės
    pollen.mugwort = kietis
    pollen.olive = alyvmedis
    pollen.ragweed = ambrozija

    # Against the climate normals (--normals). A temperature is "aukštesnė/žemesnė"; "iš {n}
    # metų" is the genitive for every count.
    normals.headingAll = Palyginti su ta pačia savaite {first}–{last} m.:
    normals.headingUnusual = Palyginti su ta pačia savaite {first}–{last} m., neįprastos dienos:
    normals.day = {date}: {comparisons}
    normals.high = aukščiausia temperatūra {comparison}
    normals.low = žemiausia temperatūra {comparison}
    normals.warmer.one = {difference} aukštesnė nei įprastai (aukštesnė nei {years} iš {n} metų)
    normals.warmer.few = {difference} aukštesnė nei įprastai (aukštesnė nei {years} iš {n} metų)
    normals.warmer.many = {difference} aukštesnė nei įprastai (aukštesnė nei {years} iš {n} metų)
    normals.warmer.other = {difference} aukštesnė nei įprastai (aukštesnė nei {years} iš {n} metų)
    normals.cooler.one = {difference} žemesnė nei įprastai (žemesnė nei {years} iš {n} metų)
    normals.cooler.few = {difference} žemesnė nei įprastai (žemesnė nei {years} iš {n} metų)
    normals.cooler.many = {difference} žemesnė nei įprastai (žemesnė nei {years} iš {n} metų)
    normals.cooler.other = {difference} žemesnė nei įprastai (žemesnė nei {years} iš {n} metų)
    normals.wetter.one = krituliai {amount}, paprastai {usual} per parą (daugiau nei {years} iš {n} metų)
    normals.wetter.few = krituliai {amount}, paprastai {usual} per parą (daugiau nei {years} iš {n} metų)
    normals.wetter.many = krituliai {amount}, paprastai {usual} per parą (daugiau nei {years} iš {n} metų)
    normals.wetter.other = krituliai {amount}, paprastai {usual} per parą (daugiau nei {years} iš {n} metų)
    normals.drier.one = krituliai {amount}, paprastai {usual} per parą (mažiau nei {years} iš {n} metų)
    normals.drier.few = krituliai {amount}, paprastai {usual} per parą (mažiau nei {years} iš {n} metų)
    normals.drier.many = krituliai {amount}, paprastai {usual} per parą (mažiau nei {years} iš {n} metų)
    normals.drier.other = krituliai {amount}, paprastai {usual} per parą (mažiau nei {years} iš {n} metų)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = taip pat rasta: {places}
    note.alsoMore.one = taip pat rasta: {places} (ir dar {n})
    note.alsoMore.few = taip pat rasta: {places} (ir dar {n})
    note.alsoMore.many = taip pat rasta: {places} (ir dar {n})
    note.alsoMore.other = taip pat rasta: {places} (ir dar {n})
    note.alsoUse = {also}; naudokite {hints}
    note.or = {first} arba {rest}
    note.staleForecast = rodoma prognozė, gauta {ago}: {reason}
    note.warningsNotChecked = įspėjimai nepatikrinti: {reason}
    note.warningsNotAllChecked = ne visi įspėjimai patikrinti: {reason}
    note.warningsEarlier = įspėjimai iš ankstesnio atsakymo: {reason}
    note.airMissing = oro kokybė nerodoma: {reason}
    note.airEarlier = oro kokybė iš ankstesnio atsakymo: {reason}
    note.normalsMissing = dienos nepalygintos su klimato normomis: {reason}
    note.normalsEarlier = klimato normos iš ankstesnio atsakymo: {reason}
    note.modelsFailed = orų modeliai nepalyginti: {reason}
    note.radarMissing = radaras nerodomas: {reason}
    note.radarNotCovered = radaras nerodomas: radarai, kuriuos skaito rainstorm, apima Vokietiją ir 48 gretimas JAV valstijas bei iki 100 km aplink jas
    note.warningsInEnglish = įspėjimai anglų kalba: {source} jų šia kalba neskelbia
    note.keptPlace = naudojama vieta, rasta {ago}: pakartotinė paieška nepavyko
    note.keptPlaceBecause = naudojama vieta, rasta {ago}: pakartotinė paieška nepavyko: {reason}
    note.fallback = {reason}; rodoma {provider} prognozė
    note.deprecated = {provider} praneša, kad ši prognozės versija pasenusi (HTTP 203); naujesnė rainstorm versija prašys dabartinės
    note.noModels = {provider} nelygina orų modelių; --models nieko nerodo
    note.hourlyRain = lietaus laikas nurodomas valandos tikslumu: {provider} čia neteikia 15 minučių prognozės

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Orų duomenys: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Duomenys: MET Norway (CC BY 4.0)
    credit.nws = Įspėjimai: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Įspėjimai: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Įspėjimai: Deutscher Wetterdienst per Bright Sky (brightsky.dev)
    credit.environmentCanada = Įspėjimai: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Įspėjimai: MeteoAlarm (meteoalarm.org) ir nacionalinės meteorologijos tarnybos
    credit.metService = Įspėjimai: MetService (metservice.com), CC BY 4.0
    credit.wmo = Įspėjimai: {service}, per PMO pavojingų orų informacijos centrą (severeweather.wmo.int)
    """#
}
