extension Catalog {
  /// Latvian (lv).
  static let latvian = #"""
    # Glossary: rain = lietus, showers = īslaicīgs lietus (violent: lietusgāzes),
    # drizzle = smidzinošs lietus, sleet = slapjš sniegs, thunderstorm = pērkona negaiss,
    # fog = migla, feels like = sajūtu temperatūra; freezing rain = salstošs lietus,
    # precipitation = nokrišņi, chance = varbūtība, warning = brīdinājums,
    # light/moderate/heavy = neliels/mērens/stiprs, low/high = zemākā/augstākā.
    # Plural forms: "zero" (0, 10-20, 30, ...) takes the plural like "other"; "one" (1, 21,
    # 31, ...) the singular.

    # How the place was found, under its name.
    source.coordinates = norādītajām koordinātām
    source.search = atrasts vietu meklēšanā
    source.ip = pēc jūsu IP adreses, izmantojot {service}
    source.config = jūsu iestatītā noklusējuma atrašanās vieta

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Skaidrs
    weather.1 = Pārsvarā skaidrs
    weather.2 = Daļēji mākoņains
    weather.3 = Apmācies
    weather.45 = Migla
    weather.48 = Migla ar sarmu
    weather.51 = Neliels smidzinošs lietus
    weather.53 = Smidzinošs lietus
    weather.55 = Stiprs smidzinošs lietus
    weather.56 = Neliels salstošs smidzinošs lietus
    weather.57 = Salstošs smidzinošs lietus
    weather.61 = Neliels lietus
    weather.63 = Lietus
    weather.65 = Stiprs lietus
    weather.66 = Neliels salstošs lietus
    weather.67 = Salstošs lietus
    weather.68 = Neliels slapjš sniegs
    weather.69 = Slapjš sniegs
    weather.71 = Neliels sniegs
    weather.73 = Sniegs
    weather.75 = Stiprs sniegs
    weather.77 = Sniega graudi
    weather.80 = Neliels īslaicīgs lietus
    weather.81 = Īslaicīgs lietus
    weather.82 = Spēcīgas lietusgāzes
    weather.83 = Neliels īslaicīgs slapjš sniegs
    weather.84 = Īslaicīgs slapjš sniegs
    weather.85 = Neliels īslaicīgs sniegs
    weather.86 = Stiprs īslaicīgs sniegs
    weather.95 = Pērkona negaiss
    weather.96 = Pērkona negaiss ar nelielu krusu
    weather.97 = Stiprs pērkona negaiss
    weather.99 = Pērkona negaiss ar stipru krusu
    weather.unknown = Nezināms (kods {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = diena
    flag.night = nakts

    # Compass points the wind comes from: Z ziemeļi, ZA ziemeļaustrumi, A austrumi,
    # DA dienvidaustrumi, D dienvidi, DR dienvidrietumi, R rietumi, ZR ziemeļrietumi.
    compass.n = Z
    compass.ne = ZA
    compass.e = A
    compass.se = DA
    compass.s = D
    compass.sw = DR
    compass.w = R
    compass.nw = ZR

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} plkst. {time}

    # Conditions now.
    now.heading = Tagad
    now.headingAt = Tagad, {time} {zone}
    now.none = Nav ziņu par pašreizējiem laikapstākļiem.
    now.feelsLike = sajūtu temperatūra {temperature}
    now.humidity = mitrums {percent}
    now.dewPoint = rasas punkts {temperature}
    now.wind = vējš {speed}
    now.windFrom = vējš {speed} no {direction}
    now.precipitation = nokrišņi {amount}
    now.pressure = spiediens {pressure}
    now.pressureChange = spiediens {pressure} ({change} 3 st. laikā)
    now.visibility = redzamība {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Diena
    table.weather = Laikapstākļi
    table.low = Min.
    table.high = Maks.
    table.precipitation = Nokrišņi
    table.chance = Varbūtība
    table.wind = Vējš
    table.air = Gaiss
    table.model = Modelis
    table.noDays = Nav ziņu par dienām.
    past.heading = Iepriekšējo dienu laikapstākļi, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modeļu ({models}) prognozes atšķiras: maksimālā vai minimālā temperatūra atšķiras par {spread} vai vairāk, vai arī nokrišņus prognozē tikai daļa modeļu
    models.disagreeHint = {mark} modeļu ({models}) prognozes atšķiras: maksimālā vai minimālā temperatūra atšķiras par {spread} vai vairāk, vai arī nokrišņus prognozē tikai daļa modeļu (--models tos parāda)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are Z (zemākā) and A (augstākā).
    chart.next.zero = Nākamās {n} stundas
    chart.next.one = Nākamā {n} stunda
    chart.next.other = Nākamās {n} stundas
    chart.none = Nav stundu prognozes no pašreizējās stundas.
    chart.temperature = Temperatūra
    chart.chance = Nokrišņi %
    chart.hour = Stunda
    chart.lowMark = Z
    chart.highMark = A
    chart.low = zemākā {temperature} plkst. {time}
    chart.high = augstākā {temperature} plkst. {time}
    chart.chanceUpTo = nokrišņu varbūtība līdz {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Lietus no 14:30 (pēc 25 min) līdz apmēram 15:45, neliels, 1,2 mm, varbūtība 40%."
    # The kinds are all masculine, as the intensities are.
    rain.kind.rain = lietus
    rain.kind.snow = sniegs
    rain.kind.freezingRain = salstošs lietus
    rain.intensity.light = neliels
    rain.intensity.moderate = mērens
    rain.intensity.heavy = stiprs
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} no šī brīža
    rain.startsAt = {kind} no {time} ({wait})
    rain.endsAt = līdz apmēram {time}
    rain.endsAfter = vismaz līdz {time}
    rain.chance = varbūtība {percent}
    rain.again = atkal no {time}
    rain.none = Līdz {time} lietus nav gaidāms.
    rain.unknown = Lietus prognoze nav zināma: 15 minūšu prognoze neaptver pašreizējo brīdi.
    rain.inMinutes.zero = pēc {n} min
    rain.inMinutes.one = pēc {n} min
    rain.inMinutes.other = pēc {n} min
    rain.inHours.zero = pēc {n} st.
    rain.inHours.one = pēc {n} st.
    rain.inHours.other = pēc {n} st.
    rain.inHoursMinutes = pēc {hours} st. {minutes} min
    rain.withinTheHour = stundas laikā
    rain.inAboutHours.zero = pēc apmēram {n} st.
    rain.inAboutHours.one = pēc apmēram {n} st.
    rain.inAboutHours.other = pēc apmēram {n} st.
    rain.aboutTime = apmēram {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} tagad
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} līdz {time}
    rain.short.none = bez lietus
    rain.hourly.now = tagad līst
    rain.hourly.withinAnHour = lietus stundas laikā
    rain.hourly.in.zero = lietus pēc {n} st.
    rain.hourly.in.one = lietus pēc {n} st.
    rain.hourly.in.other = lietus pēc {n} st.
    rain.hourly.none.zero = nākamajās {n} stundās bez lietus
    rain.hourly.none.one = nākamajā {n} stundā bez lietus
    rain.hourly.none.other = nākamajās {n} stundās bez lietus
    rain.hourly.unknown = lietus prognoze nav zināma
    rain.chanceToday = nokrišņu varbūtība šodien {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radars {time}: {text}
    radar.here = šeit tagad līst
    radar.coming.zero = lietus {distance} attālumā {direction} virzienā, tuvojas, šeit pēc apmēram {n} min
    radar.coming.one = lietus {distance} attālumā {direction} virzienā, tuvojas, šeit pēc apmēram {n} min
    radar.coming.other = lietus {distance} attālumā {direction} virzienā, tuvojas, šeit pēc apmēram {n} min
    radar.away = lietus {distance} attālumā {direction} virzienā, attālinās
    radar.still = lietus {distance} attālumā {direction} virzienā, netuvojas
    radar.seen = lietus {distance} attālumā {direction} virzienā
    radar.none = lietus nav {distance} rādiusā
    # Short forms for a status bar and templates (%n).
    radar.short.coming.zero = lietus {distance} {direction} pēc {n} min
    radar.short.coming.one = lietus {distance} {direction} pēc {n} min
    radar.short.coming.other = lietus {distance} {direction} pēc {n} min

    # How long ago a kept forecast was fetched ("pirms" takes the genitive singular and the
    # dative plural).
    ago.lessThanAMinute = pirms mazāk nekā minūtes
    ago.minutes.zero = pirms {n} min
    ago.minutes.one = pirms {n} min
    ago.minutes.other = pirms {n} min
    ago.hours.zero = pirms {n} st.
    ago.hours.one = pirms {n} st.
    ago.hours.other = pirms {n} st.
    ago.days.zero = pirms {n} dienām
    ago.days.one = pirms {n} dienas
    ago.days.other = pirms {n} dienām

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = laikapstākļu dati nav pieejami
    bar.unavailableShort = nav datu
    bar.range = no {low} līdz {high}
    bar.kept = Saglabāta prognoze, iegūta {ago}: atjaunināšana neizdevās

    # Official warnings: the frame around the issuer's own words. The four CAP severities
    # (minor, moderate, severe, extreme) as degrees of danger (bīstamība).
    alert.title.minor = {sign} Mazas bīstamības brīdinājums: {event}
    alert.title.moderate = {sign} Vidējas bīstamības brīdinājums: {event}
    alert.title.severe = {sign} Augstas bīstamības brīdinājums: {event}
    alert.title.extreme = {sign} Ārkārtējas bīstamības brīdinājums: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = maza bīstamība
    alert.level.moderate = vidēja bīstamība
    alert.level.severe = augsta bīstamība
    alert.level.extreme = ārkārtēja bīstamība
    alert.from = no {time}
    alert.until = līdz {time}
    alert.untilAssumed = līdz apmēram {time} (beigas nav norādītas)
    alert.anywhereInCountry = Brīdinājumi visai valstij: avots nenorāda šīs vietas reģionu.
    alert.none = Nav spēkā esošu brīdinājumu, un prognozes periodā tādi nav gaidāmi.
    alert.partialNone = Dažus brīdinājumus neizdevās nolasīt; neviens no pārējiem nav spēkā un prognozes periodā nesākas.
    alert.partial = Dažus brīdinājumus neizdevās nolasīt.
    alert.unavailable = Brīdinājumus neizdevās pārbaudīt.
    alert.unsupported = Šai vietai nav oficiālu brīdinājumu avota.
    watch.lifted = Atcelts: {event}

    # Air quality and UV (--air). Categories follow the index's own scale (air quality is
    # feminine, the UV index masculine).
    air.line = Gaisa kvalitāte: {category} ({index} {value})
    air.unknown = Gaisa kvalitāte: {index} nav zināms
    air.ozone = ozons
    air.uv = UV {value} ({category})
    air.pollen = Putekšņi: {plants}
    air.european.good = laba
    air.european.fair = apmierinoša
    air.european.moderate = mērena
    air.european.poor = slikta
    air.european.veryPoor = ļoti slikta
    air.european.extremelyPoor = ārkārtīgi slikta
    air.us.good = laba
    air.us.moderate = mērena
    air.us.unhealthyForSensitiveGroups = neveselīga jutīgām grupām
    air.us.unhealthy = neveselīga
    air.us.veryUnhealthy = ļoti neveselīga
    air.us.hazardous = bīstama
    uv.low = zems
    uv.moderate = mērens
    uv.high = augsts
    uv.veryHigh = ļoti augsts
    uv.extreme = ārkārtējs
    pollen.alder = alksnis
    pollen.birch = bērzs
    pollen.grass = graudzāles
    pollen.mugwort = vībotne
    pollen.olive = olīvkoks
    pollen.ragweed = ambrozija

    # Against the climate normals (--normals). A temperature is "augstāka/zemāka"; "no"
    # takes the genitive singular (1 gada) and the dative plural (30 gadiem).
    normals.headingAll = Salīdzinājumā ar to pašu nedēļu {first}.–{last}. gadā:
    normals.headingUnusual = Salīdzinājumā ar to pašu nedēļu {first}.–{last}. gadā, neparastās dienas:
    normals.day = {date}: {comparisons}
    normals.high = maksimālā temperatūra {comparison}
    normals.low = minimālā temperatūra {comparison}
    normals.warmer.zero = par {difference} augstāka nekā parasti (augstāka nekā {years} no {n} gadiem)
    normals.warmer.one = par {difference} augstāka nekā parasti (augstāka nekā {years} no {n} gada)
    normals.warmer.other = par {difference} augstāka nekā parasti (augstāka nekā {years} no {n} gadiem)
    normals.cooler.zero = par {difference} zemāka nekā parasti (zemāka nekā {years} no {n} gadiem)
    normals.cooler.one = par {difference} zemāka nekā parasti (zemāka nekā {years} no {n} gada)
    normals.cooler.other = par {difference} zemāka nekā parasti (zemāka nekā {years} no {n} gadiem)
    normals.wetter.zero = nokrišņi {amount}, parasti {usual} diennaktī (vairāk nekā {years} no {n} gadiem)
    normals.wetter.one = nokrišņi {amount}, parasti {usual} diennaktī (vairāk nekā {years} no {n} gada)
    normals.wetter.other = nokrišņi {amount}, parasti {usual} diennaktī (vairāk nekā {years} no {n} gadiem)
    normals.drier.zero = nokrišņi {amount}, parasti {usual} diennaktī (mazāk nekā {years} no {n} gadiem)
    normals.drier.one = nokrišņi {amount}, parasti {usual} diennaktī (mazāk nekā {years} no {n} gada)
    normals.drier.other = nokrišņi {amount}, parasti {usual} diennaktī (mazāk nekā {years} no {n} gadiem)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = atrastas arī: {places}
    note.alsoMore.zero = atrastas arī: {places} (un vēl {n})
    note.alsoMore.one = atrastas arī: {places} (un vēl {n})
    note.alsoMore.other = atrastas arī: {places} (un vēl {n})
    note.alsoUse = {also}; izmantojiet {hints}
    note.or = {first} vai {rest}
    note.staleForecast = rāda {ago} iegūto prognozi: {reason}
    note.warningsNotChecked = brīdinājumi nav pārbaudīti: {reason}
    note.warningsNotAllChecked = ne visi brīdinājumi ir pārbaudīti: {reason}
    note.warningsEarlier = brīdinājumi no iepriekšējās atbildes: {reason}
    note.airMissing = gaisa kvalitāte netiek rādīta: {reason}
    note.airEarlier = gaisa kvalitāte no iepriekšējās atbildes: {reason}
    note.normalsMissing = dienas nav salīdzinātas ar klimatisko normu: {reason}
    note.normalsEarlier = klimatiskās normas no iepriekšējās atbildes: {reason}
    note.modelsFailed = laika prognožu modeļi nav salīdzināti: {reason}
    note.radarMissing = radars netiek rādīts: {reason}
    note.radarNotCovered = radars netiek rādīts: radari, ko lasa rainstorm, aptver Vāciju un ASV kontinentālās daļas 48 štatus, kā arī līdz 100 km ap tiem
    note.warningsInEnglish = brīdinājumi angļu valodā: {source} tos šajā valodā nepublicē
    note.keptPlace = izmanto {ago} atrasto vietu: atkārtota meklēšana neizdevās
    note.keptPlaceBecause = izmanto {ago} atrasto vietu: atkārtota meklēšana neizdevās: {reason}
    note.fallback = {reason}; rāda {provider} prognozi
    note.deprecated = {provider} ziņo, ka šī prognozes versija ir novecojusi (HTTP 203); jaunāka rainstorm versija pieprasīs pašreizējo
    note.noModels = {provider} nesalīdzina laika prognožu modeļus; --models neko nerāda
    note.hourlyRain = lietus laiks norādīts ar stundas precizitāti: {provider} šeit nepiedāvā 15 minūšu prognozi

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Laikapstākļu dati: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Dati: MET Norway (CC BY 4.0)
    credit.nws = Brīdinājumi: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Brīdinājumi: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Brīdinājumi: Deutscher Wetterdienst ar Bright Sky starpniecību (brightsky.dev)
    credit.environmentCanada = Brīdinājumi: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Brīdinājumi: MeteoAlarm (meteoalarm.org) un valstu meteoroloģiskie dienesti
    credit.metService = Brīdinājumi: MetService (metservice.com), CC BY 4.0
    credit.wmo = Brīdinājumi: {service}, ar PMO Bīstamu laikapstākļu informācijas centra starpniecību (severeweather.wmo.int)
    """#
}
