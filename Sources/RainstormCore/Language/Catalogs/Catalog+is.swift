extension Catalog {
  /// Icelandic (is).
  static let icelandic = #"""
    # Glossary: rain = rigning, showers = skúrir (él for snow and sleet: snjóél, slydduél),
    # drizzle = súld, sleet = slydda, thunderstorm = þrumuveður, fog = þoka,
    # feels like = upplifaður hiti; precipitation = úrkoma, chance = líkur,
    # low/high = lægst/hæst (lágmarkshiti/hámarkshiti), forecast = spá, warning = viðvörun,
    # normal = meðaltal; freezing = frost- (frostrigning, frostsúld).
    # Plural: "one" is every count ending in 1 but not 11 (1, 21, 31, ...), so the one
    # forms keep {n}: "af 21 ári", "fyrir 21 degi".

    # How the place was found, under its name.
    source.coordinates = fyrir hnitin sem þú gafst upp
    source.search = fannst með staðarleit
    source.ip = út frá IP-tölu þinni í gegnum {service}
    source.config = sjálfgefin staðsetning þín

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); Veðurstofa Íslands
    # wording.
    weather.0 = Heiðskírt
    weather.1 = Léttskýjað
    weather.2 = Hálfskýjað
    weather.3 = Alskýjað
    weather.45 = Þoka
    weather.48 = Hrímþoka
    weather.51 = Lítils háttar súld
    weather.53 = Súld
    weather.55 = Þétt súld
    weather.56 = Lítils háttar frostsúld
    weather.57 = Frostsúld
    weather.61 = Lítils háttar rigning
    weather.63 = Rigning
    weather.65 = Mikil rigning
    weather.66 = Lítils háttar frostrigning
    weather.67 = Frostrigning
    weather.68 = Lítils háttar slydda
    weather.69 = Slydda
    weather.71 = Lítils háttar snjókoma
    weather.73 = Snjókoma
    weather.75 = Mikil snjókoma
    weather.77 = Kornsnjór
    weather.80 = Lítils háttar skúrir
    weather.81 = Skúrir
    weather.82 = Úrhellisskúrir
    weather.83 = Lítils háttar slydduél
    weather.84 = Slydduél
    weather.85 = Lítils háttar snjóél
    weather.86 = Mikil snjóél
    weather.95 = Þrumuveður
    weather.96 = Þrumuveður og lítils háttar hagl
    weather.97 = Mikið þrumuveður
    weather.99 = Þrumuveður og mikið hagl
    weather.unknown = Óþekkt (kóði {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = dagur
    flag.night = nótt

    # Compass points the wind comes from: north, north-east, ... (A = austur, V = vestur).
    compass.n = N
    compass.ne = NA
    compass.e = A
    compass.se = SA
    compass.s = S
    compass.sw = SV
    compass.w = V
    compass.nw = NV

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} kl. {time}

    # Conditions now.
    now.heading = Núna
    now.headingAt = Núna, {time} {zone}
    now.none = Engar upplýsingar um núverandi veður.
    now.feelsLike = upplifaður hiti {temperature}
    now.humidity = raki {percent}
    now.dewPoint = daggarmark {temperature}
    now.wind = vindur {speed}
    now.windFrom = vindur {direction} {speed}
    now.precipitation = úrkoma {amount}
    now.pressure = loftþrýstingur {pressure}
    now.pressureChange = loftþrýstingur {pressure} ({change} á 3 klst.)
    now.visibility = skyggni {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Dagur
    table.weather = Veður
    table.low = Lægst
    table.high = Hæst
    table.precipitation = Úrkoma
    table.chance = Líkur
    table.wind = Vindur
    table.air = Loftgæði
    table.model = Líkan
    table.noDays = Engar dagspár bárust.
    past.heading = Veður síðustu daga, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} líkönin ({models}) eru ósammála: hámarks- eða lágmarkshita munar {spread} eða meira, eða rigning í sumum en ekki öðrum
    models.disagreeHint = {mark} líkönin ({models}) eru ósammála: hámarks- eða lágmarkshita munar {spread} eða meira, eða rigning í sumum en ekki öðrum (--models sýnir þau)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are L (lægst) and H (hæst). "klst." (klukkustund/klukkustundir) serves
    # one and other, as on vedur.is ("síðustu 24 klst.").
    chart.next.one = Næstu {n} klst.
    chart.next.other = Næstu {n} klst.
    chart.none = Engin klukkustundarspá frá yfirstandandi klukkustund.
    chart.temperature = Hiti
    chart.chance = Úrkoma %
    chart.hour = Klukkan
    chart.lowMark = L
    chart.highMark = H
    chart.low = lægst {temperature} kl. {time}
    chart.high = hæst {temperature} kl. {time}
    chart.chanceUpTo = úrkomulíkur allt að {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Rigning frá 14:30 (eftir 25 mín.) til um 15:45, lítils háttar, 1,2 mm, 40 % líkur."
    # The kinds are feminine, and the intensities agree with them.
    rain.kind.rain = rigning
    rain.kind.snow = snjókoma
    rain.kind.freezingRain = frostrigning
    rain.intensity.light = lítils háttar
    rain.intensity.moderate = miðlungs
    rain.intensity.heavy = mikil
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} núna
    rain.startsAt = {kind} frá {time} ({wait})
    rain.endsAt = til um {time}
    rain.endsAfter = fram yfir {time}
    rain.chance = {percent} líkur
    rain.again = aftur frá {time}
    rain.none = Ekki er búist við rigningu fyrir {time}.
    rain.unknown = Rigningarhorfur óþekktar: 15 mínútna spáin nær ekki til núverandi tíma.
    rain.inMinutes.one = eftir {n} mín.
    rain.inMinutes.other = eftir {n} mín.
    rain.inHours.one = eftir {n} klst.
    rain.inHours.other = eftir {n} klst.
    rain.inHoursMinutes = eftir {hours} klst. og {minutes} mín.
    rain.withinTheHour = innan klukkustundar
    rain.inAboutHours.one = eftir um {n} klst.
    rain.inAboutHours.other = eftir um {n} klst.
    rain.aboutTime = um {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} núna
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} til {time}
    rain.short.none = engin rigning
    rain.hourly.now = rigning núna
    rain.hourly.withinAnHour = rigning innan 1 klst.
    rain.hourly.in.one = rigning eftir {n} klst.
    rain.hourly.in.other = rigning eftir {n} klst.
    rain.hourly.none.one = engin rigning næstu {n} klst.
    rain.hourly.none.other = engin rigning næstu {n} klst.
    rain.hourly.unknown = rigningarhorfur óþekktar
    rain.chanceToday = {percent} úrkomulíkur í dag

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Ratsjá {time}: {text}
    radar.here = rigning hér núna
    radar.coming.one = rigning í {distance} fjarlægð í {direction}, færist nær, kemur eftir um {n} mín.
    radar.coming.other = rigning í {distance} fjarlægð í {direction}, færist nær, kemur eftir um {n} mín.
    radar.away = rigning í {distance} fjarlægð í {direction}, færist fjær
    radar.still = rigning í {distance} fjarlægð í {direction}, færist ekki nær
    radar.seen = rigning í {distance} fjarlægð í {direction}
    radar.none = engin rigning innan {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = rigning {distance} {direction} eftir {n} mín.
    radar.short.coming.other = rigning {distance} {direction} eftir {n} mín.

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = fyrir innan við mínútu
    ago.minutes.one = fyrir {n} mín.
    ago.minutes.other = fyrir {n} mín.
    ago.hours.one = fyrir {n} klst.
    ago.hours.other = fyrir {n} klst.
    ago.days.one = fyrir {n} degi
    ago.days.other = fyrir {n} dögum

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = veðurgögn ekki tiltæk
    bar.unavailableShort = vantar
    bar.range = {low} til {high}
    bar.kept = Vistuð spá, sótt {ago}: uppfærsla mistókst

    # Official warnings: the frame around the issuer's own words. The four CAP severities
    # (minor, moderate, severe, extreme), not the Met Office's colours, as the feed may be
    # any issuer's; the levels agree with "viðvörun" (feminine).
    alert.title.minor = {sign} Væg viðvörun: {event}
    alert.title.moderate = {sign} Miðlungs viðvörun: {event}
    alert.title.severe = {sign} Alvarleg viðvörun: {event}
    alert.title.extreme = {sign} Afar alvarleg viðvörun: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = væg
    alert.level.moderate = miðlungs
    alert.level.severe = alvarleg
    alert.level.extreme = afar alvarleg
    alert.from = frá {time}
    alert.until = til {time}
    alert.untilAssumed = til um {time} (enginn lokatími gefinn)
    alert.anywhereInCountry = Viðvaranir fyrir allt landið: gagnaveitan tilgreinir ekkert svæði fyrir þennan stað.
    alert.none = Engar viðvaranir í gildi eða væntanlegar innan spátímans.
    alert.partialNone = Ekki tókst að lesa sumar viðvaranir; engin hinna er í gildi eða væntanleg innan spátímans.
    alert.partial = Ekki tókst að lesa sumar viðvaranir.
    alert.unavailable = Ekki tókst að athuga viðvaranir.
    alert.unsupported = Engin opinber viðvörunarveita nær yfir þennan stað.
    watch.lifted = Aflétt: {event}

    # Air quality and UV (--air). Categories follow the index's own scale; the air categories
    # agree with "loftgæði" (neuter plural), the UV ones with "UV-stuðull" (masculine).
    air.line = Loftgæði: {category} ({index} {value})
    air.unknown = Loftgæði: {index} óþekkt
    air.ozone = óson
    air.uv = UV {value} ({category})
    air.pollen = Frjókorn: {plants}
    air.european.good = góð
    air.european.fair = sæmileg
    air.european.moderate = miðlungs
    air.european.poor = slæm
    air.european.veryPoor = mjög slæm
    air.european.extremelyPoor = afar slæm
    air.us.good = góð
    air.us.moderate = miðlungs
    air.us.unhealthyForSensitiveGroups = óholl viðkvæmum hópum
    air.us.unhealthy = óholl
    air.us.veryUnhealthy = mjög óholl
    air.us.hazardous = hættuleg
    uv.low = lágur
    uv.moderate = miðlungs
    uv.high = hár
    uv.veryHigh = mjög hár
    uv.extreme = afar hár
    pollen.alder = elri
    pollen.birch = birki
    pollen.grass = gras
    pollen.mugwort = búrót
    pollen.olive = ólífa
    pollen.ragweed = ambrósía

    # Against the climate normals (--normals). A temperature is "hærri/lægri"; the one
    # forms take the dative singular "ári", the other forms the dative plural "árum".
    normals.headingAll = Borið saman við sömu viku árin {first}–{last}:
    normals.headingUnusual = Borið saman við sömu viku árin {first}–{last}, óvenjulegu dagarnir:
    normals.day = {date}: {comparisons}
    normals.high = hámarkshiti {comparison}
    normals.low = lágmarkshiti {comparison}
    normals.warmer.one = {difference} hærri en venjulega (hærri en í {years} af {n} ári)
    normals.warmer.other = {difference} hærri en venjulega (hærri en í {years} af {n} árum)
    normals.cooler.one = {difference} lægri en venjulega (lægri en í {years} af {n} ári)
    normals.cooler.other = {difference} lægri en venjulega (lægri en í {years} af {n} árum)
    normals.wetter.one = úrkoma {amount}, venjulega {usual} á dag (meiri en í {years} af {n} ári)
    normals.wetter.other = úrkoma {amount}, venjulega {usual} á dag (meiri en í {years} af {n} árum)
    normals.drier.one = úrkoma {amount}, venjulega {usual} á dag (minni en í {years} af {n} ári)
    normals.drier.other = úrkoma {amount}, venjulega {usual} á dag (minni en í {years} af {n} árum)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = einnig: {places}
    note.alsoMore.one = einnig: {places} (og {n} í viðbót)
    note.alsoMore.other = einnig: {places} (og {n} í viðbót)
    note.alsoUse = {also}; notaðu {hints}
    note.or = {first} eða {rest}
    note.staleForecast = spá sem var sótt {ago} er sýnd: {reason}
    note.warningsNotChecked = viðvaranir ekki athugaðar: {reason}
    note.warningsNotAllChecked = ekki tókst að athuga allar viðvaranir: {reason}
    note.warningsEarlier = viðvaranir úr fyrra svari: {reason}
    note.airMissing = loftgæði ekki sýnd: {reason}
    note.airEarlier = loftgæði úr fyrra svari: {reason}
    note.normalsMissing = dagar ekki bornir saman við meðaltal: {reason}
    note.normalsEarlier = meðaltöl úr fyrra svari: {reason}
    note.modelsFailed = veðurlíkön ekki borin saman: {reason}
    note.radarMissing = ratsjá ekki sýnd: {reason}
    note.radarNotCovered = ratsjá ekki sýnd: ratsjárnar sem rainstorm les ná yfir Þýskaland og 48 samliggjandi fylki Bandaríkjanna og allt að 100 km út fyrir hvort svæði
    note.warningsInEnglish = viðvaranir á ensku: {source} gefur þær ekki út á þessu tungumáli
    note.keptPlace = staðurinn eins og hann fannst {ago} er notaður: ný leit mistókst
    note.keptPlaceBecause = staðurinn eins og hann fannst {ago} er notaður: ný leit mistókst: {reason}
    note.fallback = {reason}; spáin frá {provider} er sýnd
    note.deprecated = {provider} segir að þessi útgáfa spárinnar sé úrelt (HTTP 203); nýrri útgáfa af rainstorm mun biðja um núgildandi útgáfu
    note.noModels = {provider} ber ekki saman nein veðurlíkön; --models sýnir engin
    note.hourlyRain = tímasetning rigningar miðast við heilar klukkustundir: {provider} er ekki með 15 mínútna spá hér

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Veðurgögn frá Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Gögn frá MET Norway (CC BY 4.0)
    credit.nws = Viðvaranir: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Viðvaranir: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Viðvaranir: Deutscher Wetterdienst í gegnum Bright Sky (brightsky.dev)
    credit.environmentCanada = Viðvaranir: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Viðvaranir: MeteoAlarm (meteoalarm.org) og veðurstofur einstakra landa
    credit.metService = Viðvaranir: MetService (metservice.com), CC BY 4.0
    credit.wmo = Viðvaranir: {service}, í gegnum upplýsingamiðstöð WMO um hættulegt veður (severeweather.wmo.int)
    """#
}
