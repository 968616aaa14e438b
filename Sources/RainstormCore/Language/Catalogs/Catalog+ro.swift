extension Catalog {
  /// Romanian (ro).
  static let romanian = #"""
    # Glossary: rain = ploaie, showers = averse, drizzle = burniță, sleet = lapoviță,
    # thunderstorm = oraj, fog = ceață, feels like = temperatura resimțită;
    # freezing rain = ploaie care îngheață, precipitation = precipitații,
    # chance = probabilitate, warning = avertizare, light/moderate/heavy =
    # slabă/moderată/puternică, low/high = minima/maxima. Plural forms: one (1), few (0,
    # 2-19, 101-119, ...: "ore"), other (20 and over: "de ore"); "min" and "h" take no "de".

    # How the place was found, under its name.
    source.coordinates = pentru coordonatele indicate
    source.search = găsit prin căutarea locului
    source.ip = după adresa dvs. IP, prin {service}
    source.config = locația implicită configurată de dvs.

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); ANM wording.
    weather.0 = Cer senin
    weather.1 = Cer predominant senin
    weather.2 = Cer parțial noros
    weather.3 = Cer acoperit
    weather.45 = Ceață
    weather.48 = Ceață care depune chiciură
    weather.51 = Burniță slabă
    weather.53 = Burniță
    weather.55 = Burniță densă
    weather.56 = Burniță slabă care îngheață
    weather.57 = Burniță care îngheață
    weather.61 = Ploaie slabă
    weather.63 = Ploaie
    weather.65 = Ploaie puternică
    weather.66 = Ploaie slabă care îngheață
    weather.67 = Ploaie care îngheață
    weather.68 = Lapoviță slabă
    weather.69 = Lapoviță
    weather.71 = Ninsoare slabă
    weather.73 = Ninsoare
    weather.75 = Ninsoare puternică
    weather.77 = Zăpadă grăunțoasă
    weather.80 = Averse slabe
    weather.81 = Averse
    weather.82 = Averse torențiale
    weather.83 = Averse slabe de lapoviță
    weather.84 = Averse de lapoviță
    weather.85 = Averse slabe de ninsoare
    weather.86 = Averse puternice de ninsoare
    weather.95 = Oraj
    weather.96 = Oraj cu grindină slabă
    weather.97 = Oraj puternic
    weather.99 = Oraj cu grindină puternică
    weather.unknown = Necunoscut (cod {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = zi
    flag.night = noapte

    # Compass points the wind comes from: north, north-east, ... (V = vest).
    compass.n = N
    compass.ne = NE
    compass.e = E
    compass.se = SE
    compass.s = S
    compass.sw = SV
    compass.w = V
    compass.nw = NV

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date}, ora {time}

    # Conditions now.
    now.heading = Acum
    now.headingAt = Acum, {time} {zone}
    now.none = Nu sunt raportate condiții actuale.
    now.feelsLike = temperatura resimțită {temperature}
    now.humidity = umiditate {percent}
    now.dewPoint = punct de rouă {temperature}
    now.wind = vânt {speed}
    now.windFrom = vânt {speed} din {direction}
    now.precipitation = precipitații {amount}
    now.pressure = presiune {pressure}
    now.pressureChange = presiune {pressure} ({change} în 3 h)
    now.visibility = vizibilitate {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Ziua
    table.weather = Vremea
    table.low = Min.
    table.high = Max.
    table.precipitation = Precip.
    table.chance = Prob.
    table.wind = Vânt
    table.air = Aer
    table.model = Model
    table.noDays = Nu sunt raportate zile.
    past.heading = Vremea din zilele trecute, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modelele ({models}) nu concordă: maximele sau minimele diferă cu {spread} sau mai mult, ori doar unele modele indică precipitații
    models.disagreeHint = {mark} modelele ({models}) nu concordă: maximele sau minimele diferă cu {spread} sau mai mult, ori doar unele modele indică precipitații (--models le afișează)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are m (minima) and M (maxima).
    chart.next.one = Următoarea oră
    chart.next.few = Următoarele {n} ore
    chart.next.other = Următoarele {n} de ore
    chart.none = Nu există prognoză orară începând cu ora curentă.
    chart.temperature = Temperatură
    chart.chance = Prob. %
    chart.hour = Ora
    chart.lowMark = m
    chart.highMark = M
    chart.low = minima {temperature} la ora {time}
    chart.high = maxima {temperature} la ora {time}
    chart.chanceUpTo = probabilitate de precipitații de până la {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Ploaie de la 14:30 (peste 25 min) până la aproximativ 15:45, slabă, 1,2 mm,
    # probabilitate 40 %." The kinds are all feminine, as the intensities are.
    rain.kind.rain = ploaie
    rain.kind.snow = ninsoare
    rain.kind.freezingRain = ploaie care îngheață
    rain.intensity.light = slabă
    rain.intensity.moderate = moderată
    rain.intensity.heavy = puternică
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} din acest moment
    rain.startsAt = {kind} de la {time} ({wait})
    rain.endsAt = până la aproximativ {time}
    rain.endsAfter = cel puțin până la {time}
    rain.chance = probabilitate {percent}
    rain.again = din nou de la {time}
    rain.none = Nu se așteaptă ploaie până la {time}.
    rain.unknown = Prognoza ploii este necunoscută: prognoza la 15 minute nu acoperă momentul actual.
    rain.inMinutes.one = peste {n} min
    rain.inMinutes.few = peste {n} min
    rain.inMinutes.other = peste {n} min
    rain.inHours.one = peste {n} h
    rain.inHours.few = peste {n} h
    rain.inHours.other = peste {n} h
    rain.inHoursMinutes = peste {hours} h {minutes} min
    rain.withinTheHour = în următoarea oră
    rain.inAboutHours.one = peste aproximativ {n} h
    rain.inAboutHours.few = peste aproximativ {n} h
    rain.inAboutHours.other = peste aproximativ {n} h
    rain.aboutTime = aproximativ {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} acum
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} până la {time}
    rain.short.none = fără ploaie
    rain.hourly.now = plouă acum
    rain.hourly.withinAnHour = ploaie în următoarea oră
    rain.hourly.in.one = ploaie peste {n} h
    rain.hourly.in.few = ploaie peste {n} h
    rain.hourly.in.other = ploaie peste {n} h
    rain.hourly.none.one = fără ploaie în următoarea oră
    rain.hourly.none.few = fără ploaie în următoarele {n} ore
    rain.hourly.none.other = fără ploaie în următoarele {n} de ore
    rain.hourly.unknown = prognoza ploii necunoscută
    rain.chanceToday = probabilitate de precipitații azi {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = plouă aici acum
    radar.coming.one = ploaie la {distance} {direction}, se apropie, ajunge aici peste aproximativ {n} min
    radar.coming.few = ploaie la {distance} {direction}, se apropie, ajunge aici peste aproximativ {n} min
    radar.coming.other = ploaie la {distance} {direction}, se apropie, ajunge aici peste aproximativ {n} min
    radar.away = ploaie la {distance} {direction}, se îndepărtează
    radar.still = ploaie la {distance} {direction}, nu se apropie
    radar.seen = ploaie la {distance} {direction}
    radar.none = fără ploaie pe o rază de {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = ploaie la {distance} {direction} peste {n} min
    radar.short.coming.few = ploaie la {distance} {direction} peste {n} min
    radar.short.coming.other = ploaie la {distance} {direction} peste {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = acum mai puțin de un minut
    ago.minutes.one = acum {n} min
    ago.minutes.few = acum {n} min
    ago.minutes.other = acum {n} min
    ago.hours.one = acum {n} h
    ago.hours.few = acum {n} h
    ago.hours.other = acum {n} h
    ago.days.one = acum {n} zi
    ago.days.few = acum {n} zile
    ago.days.other = acum {n} de zile

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = vremea nu este disponibilă
    bar.unavailableShort = indisp.
    bar.range = între {low} și {high}
    bar.kept = Prognoză salvată, preluată {ago}: actualizarea a eșuat

    # Official warnings: the frame around the issuer's own words. The four CAP severities
    # (minor, moderate, severe, extreme), not ANM's colour codes, as the feed may be any
    # issuer's.
    alert.title.minor = {sign} Avertizare minoră: {event}
    alert.title.moderate = {sign} Avertizare moderată: {event}
    alert.title.severe = {sign} Avertizare severă: {event}
    alert.title.extreme = {sign} Avertizare extremă: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = minoră
    alert.level.moderate = moderată
    alert.level.severe = severă
    alert.level.extreme = extremă
    alert.from = de la {time}
    alert.until = până la {time}
    alert.untilAssumed = până la aproximativ {time} (sfârșitul nu este precizat)
    alert.anywhereInCountry = Avertizări pentru întreaga țară: sursa nu precizează regiunea acestui loc.
    alert.none = Nicio avertizare în vigoare sau care să înceapă în intervalul prognozei.
    alert.partialNone = Unele avertizări nu au putut fi citite; niciuna dintre celelalte nu este în vigoare și nici nu începe în intervalul prognozei.
    alert.partial = Unele avertizări nu au putut fi citite.
    alert.unavailable = Avertizările nu au putut fi verificate.
    alert.unsupported = Nicio sursă de avertizări oficiale nu acoperă acest loc.
    watch.lifted = Încheiat: {event}

    # Air quality and UV (--air). Categories follow the index's own scale (air quality is
    # feminine, the UV index masculine).
    air.line = Calitatea aerului: {category} ({index} {value})
    air.unknown = Calitatea aerului: {index} necunoscut
    air.ozone = ozon
    air.uv = UV {value} ({category})
    air.pollen = Polen: {plants}
    air.european.good = bună
    air.european.fair = acceptabilă
    air.european.moderate = moderată
    air.european.poor = slabă
    air.european.veryPoor = foarte slabă
    air.european.extremelyPoor = extrem de slabă
    air.us.good = bună
    air.us.moderate = moderată
    air.us.unhealthyForSensitiveGroups = nesănătoasă pentru grupurile sensibile
    air.us.unhealthy = nesănătoasă
    air.us.veryUnhealthy = foarte nesănătoasă
    air.us.hazardous = periculoasă
    uv.low = scăzut
    uv.moderate = moderat
    uv.high = ridicat
    uv.veryHigh = foarte ridicat
    uv.extreme = extrem
    pollen.alder = arin
    pollen.birch = mesteacăn
    pollen.grass = graminee
    pollen.mugwort = pelin
    pollen.olive = măslin
    pollen.ragweed = ambrozie

    # Against the climate normals (--normals). A temperature is "mai ridicată/mai scăzută".
    normals.headingAll = Față de aceeași săptămână din perioada {first}–{last}:
    normals.headingUnusual = Față de aceeași săptămână din perioada {first}–{last}, zilele neobișnuite:
    normals.day = {date}: {comparisons}
    normals.high = maxima {comparison}
    normals.low = minima {comparison}
    normals.warmer.one = cu {difference} mai ridicată decât de obicei (mai ridicată decât în {years} din {n} an)
    normals.warmer.few = cu {difference} mai ridicată decât de obicei (mai ridicată decât în {years} din {n} ani)
    normals.warmer.other = cu {difference} mai ridicată decât de obicei (mai ridicată decât în {years} din {n} de ani)
    normals.cooler.one = cu {difference} mai scăzută decât de obicei (mai scăzută decât în {years} din {n} an)
    normals.cooler.few = cu {difference} mai scăzută decât de obicei (mai scăzută decât în {years} din {n} ani)
    normals.cooler.other = cu {difference} mai scăzută decât de obicei (mai scăzută decât în {years} din {n} de ani)
    normals.wetter.one = precipitații {amount}, de obicei {usual} pe zi (mai mult decât în {years} din {n} an)
    normals.wetter.few = precipitații {amount}, de obicei {usual} pe zi (mai mult decât în {years} din {n} ani)
    normals.wetter.other = precipitații {amount}, de obicei {usual} pe zi (mai mult decât în {years} din {n} de ani)
    normals.drier.one = precipitații {amount}, de obicei {usual} pe zi (mai puțin decât în {years} din {n} an)
    normals.drier.few = precipitații {amount}, de obicei {usual} pe zi (mai puțin decât în {years} din {n} ani)
    normals.drier.other = precipitații {amount}, de obicei {usual} pe zi (mai puțin decât în {years} din {n} de ani)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = găsite și: {places}
    note.alsoMore.one = găsite și: {places} (și încă {n})
    note.alsoMore.few = găsite și: {places} (și încă {n})
    note.alsoMore.other = găsite și: {places} (și încă {n})
    note.alsoUse = {also}; folosiți {hints}
    note.or = {first} sau {rest}
    note.staleForecast = se afișează prognoza preluată {ago}: {reason}
    note.warningsNotChecked = avertizările nu au fost verificate: {reason}
    note.warningsNotAllChecked = nu toate avertizările au fost verificate: {reason}
    note.warningsEarlier = avertizări dintr-un răspuns anterior: {reason}
    note.airMissing = calitatea aerului nu este afișată: {reason}
    note.airEarlier = calitatea aerului dintr-un răspuns anterior: {reason}
    note.normalsMissing = zilele nu au fost comparate cu normalele climatologice: {reason}
    note.normalsEarlier = normale climatologice dintr-un răspuns anterior: {reason}
    note.modelsFailed = modelele meteo nu au fost comparate: {reason}
    note.radarMissing = radarul nu este afișat: {reason}
    note.radarNotCovered = radarul nu este afișat: radarele pe care le citește rainstorm acoperă Germania și Statele Unite contigue, fiecare cu până la 100 km în jur
    note.warningsInEnglish = avertizări în limba engleză: {source} nu le emite în limba română
    note.keptPlace = se folosește locul găsit {ago}: o nouă căutare a eșuat
    note.keptPlaceBecause = se folosește locul găsit {ago}: o nouă căutare a eșuat: {reason}
    note.fallback = {reason}; se afișează prognoza de la {provider}
    note.deprecated = {provider} anunță că această versiune a prognozei sale este învechită (HTTP 203); o versiune mai nouă de rainstorm o va cere pe cea actuală
    note.noModels = {provider} nu compară modele meteo; --models nu afișează niciunul
    note.hourlyRain = momentul ploii este precizat la nivel de oră: {provider} nu are aici prognoză la 15 minute

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Date meteo de la Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Date de la MET Norway (CC BY 4.0)
    credit.nws = Avertizări: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Avertizări: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Avertizări: Deutscher Wetterdienst prin Bright Sky (brightsky.dev)
    credit.environmentCanada = Avertizări: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Avertizări: MeteoAlarm (meteoalarm.org) și serviciile meteorologice naționale
    credit.metService = Avertizări: MetService (metservice.com), CC BY 4.0
    credit.wmo = Avertizări: {service}, prin Centrul de informații despre vremea severă al OMM (severeweather.wmo.int)
    """#
}
