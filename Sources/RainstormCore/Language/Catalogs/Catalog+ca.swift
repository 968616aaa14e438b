extension Catalog {
  /// Catalan (ca).
  static let catalan = #"""
    # Glossary: rain = pluja, showers = ruixats, drizzle = plugim, sleet = aiguaneu,
    # thunderstorm = tempesta, fog = boira, feels like = sensació tèrmica; forecast =
    # previsió, precipitation = precipitació, chance = probabilitat, warning = avís,
    # low/high = mínima/màxima; light/moderate/heavy = feble/moderat/fort (Meteocat).
    # Times go without an article ("a partir de 14:30"): the slot may hold "1:00", which
    # would need "la", or a weekday or "aproximadament" with the time.
    # Plural: "many" is for 1 000 000 and the like, where a noun after the number takes "de".

    # How the place was found, under its name.
    source.coordinates = per a les coordenades indicades
    source.search = trobat amb la cerca de llocs
    source.ip = a partir de la vostra adreça IP, mitjançant {service}
    source.config = la vostra ubicació predeterminada

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Cel serè
    weather.1 = Cel poc ennuvolat
    weather.2 = Cel mig ennuvolat
    weather.3 = Cel cobert
    weather.45 = Boira
    weather.48 = Boira gebradora
    weather.51 = Plugim feble
    weather.53 = Plugim
    weather.55 = Plugim fort
    weather.56 = Plugim glaçant feble
    weather.57 = Plugim glaçant
    weather.61 = Pluja feble
    weather.63 = Pluja
    weather.65 = Pluja forta
    weather.66 = Pluja glaçant feble
    weather.67 = Pluja glaçant
    weather.68 = Aiguaneu feble
    weather.69 = Aiguaneu
    weather.71 = Neu feble
    weather.73 = Neu
    weather.75 = Neu forta
    weather.77 = Neu granulada
    weather.80 = Ruixats febles
    weather.81 = Ruixats
    weather.82 = Ruixats molt forts
    weather.83 = Ruixats d'aiguaneu febles
    weather.84 = Ruixats d'aiguaneu
    weather.85 = Ruixats de neu febles
    weather.86 = Ruixats de neu forts
    weather.95 = Tempesta
    weather.96 = Tempesta amb calamarsa feble
    weather.97 = Tempesta forta
    weather.99 = Tempesta amb calamarsa forta
    weather.unknown = Desconegut (codi {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = dia
    flag.night = nit

    # Compass points the wind comes from: north, north-east, ... (O = oest).
    compass.n = N
    compass.ne = NE
    compass.e = E
    compass.se = SE
    compass.s = S
    compass.sw = SO
    compass.w = O
    compass.nw = NO

    # A day and a time of day, such as a warning's end in another year ("dt., 29 de set., 2:10",
    # as CLDR joins them).
    time.dateTime = {date}, {time}

    # Conditions now.
    now.heading = Ara
    now.headingAt = Ara, {time} {zone}
    now.none = No hi ha dades de les condicions actuals.
    now.feelsLike = sensació tèrmica {temperature}
    now.humidity = humitat {percent}
    now.dewPoint = punt de rosada {temperature}
    now.wind = vent {speed}
    # "vent SO 20 km/h", as the tables of Meteocat write it (avoids "de O" / "d'O").
    now.windFrom = vent {direction} {speed}
    now.precipitation = precipitació {amount}
    now.pressure = pressió {pressure}
    now.pressureChange = pressió {pressure} ({change} en 3 h)
    now.visibility = visibilitat {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Dia
    table.weather = Temps
    table.low = Mín.
    table.high = Màx.
    table.precipitation = Precip.
    table.chance = Prob.
    table.wind = Vent
    table.air = Aire
    table.model = Model
    table.noDays = No hi ha dies a la previsió.
    past.heading = Temps dels dies anteriors, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} els models ({models}) discrepen: les màximes o les mínimes difereixen {spread} o més, o uns preveuen pluja i d'altres no
    models.disagreeHint = {mark} els models ({models}) discrepen: les màximes o les mínimes difereixen {spread} o més, o uns preveuen pluja i d'altres no (--models els mostra)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are m (mínima) and M (màxima). The time of the low and the high goes in
    # brackets, which needs no article ("a la 1:00", "a les 6:00").
    chart.next.one = Pròxima hora
    chart.next.many = Pròximes {n} d'hores
    chart.next.other = Pròximes {n} hores
    chart.none = No hi ha previsió horària a partir de l'hora actual.
    chart.temperature = Temperatura
    chart.chance = Prob. %
    chart.hour = Hora
    chart.lowMark = m
    chart.highMark = M
    chart.low = mínima de {temperature} ({time})
    chart.high = màxima de {temperature} ({time})
    chart.chanceUpTo = probabilitat de precipitació de fins a {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g. "Pluja a
    # partir de 14:30 (d'aquí a 25 min) fins a 15:45 aproximadament, feble, 1,2 mm, 40 % de
    # probabilitat." The kinds are all feminine, as the intensities agree.
    rain.kind.rain = pluja
    rain.kind.snow = neu
    rain.kind.freezingRain = pluja glaçant
    rain.intensity.light = feble
    rain.intensity.moderate = moderada
    rain.intensity.heavy = forta
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} ara
    rain.startsAt = {kind} a partir de {time} ({wait})
    rain.endsAt = fins a {time} aproximadament
    rain.endsAfter = almenys fins a {time}
    rain.chance = {percent} de probabilitat
    rain.again = de nou a partir de {time}
    rain.none = No s'espera pluja abans de {time}.
    rain.unknown = Previsió de pluja no disponible: la previsió cada 15 minuts no cobreix l'hora actual.
    rain.inMinutes.one = d'aquí a {n} min
    rain.inMinutes.many = d'aquí a {n} min
    rain.inMinutes.other = d'aquí a {n} min
    rain.inHours.one = d'aquí a {n} h
    rain.inHours.many = d'aquí a {n} h
    rain.inHours.other = d'aquí a {n} h
    rain.inHoursMinutes = d'aquí a {hours} h {minutes} min
    rain.withinTheHour = en menys d'una hora
    rain.inAboutHours.one = d'aquí a {n} h aproximadament
    rain.inAboutHours.many = d'aquí a unes {n} h
    rain.inAboutHours.other = d'aquí a unes {n} h
    # After "a partir de": "a partir de 15:00 aproximadament".
    rain.aboutTime = {time} aproximadament
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} ara
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} fins a {time}
    rain.short.none = sense pluja
    rain.hourly.now = pluja ara
    rain.hourly.withinAnHour = pluja en menys d'1 h
    rain.hourly.in.one = pluja d'aquí a {n} h
    rain.hourly.in.many = pluja d'aquí a {n} h
    rain.hourly.in.other = pluja d'aquí a {n} h
    rain.hourly.none.one = sense pluja durant la pròxima hora
    rain.hourly.none.many = sense pluja durant les pròximes {n} h
    rain.hourly.none.other = sense pluja durant les pròximes {n} h
    rain.hourly.unknown = previsió de pluja no disponible
    rain.chanceToday = {percent} de probabilitat avui

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = plou aquí ara
    radar.coming.one = pluja a {distance} {direction}, s'acosta, arribarà d'aquí a uns {n} min
    radar.coming.many = pluja a {distance} {direction}, s'acosta, arribarà d'aquí a uns {n} min
    radar.coming.other = pluja a {distance} {direction}, s'acosta, arribarà d'aquí a uns {n} min
    radar.away = pluja a {distance} {direction}, s'allunya
    radar.still = pluja a {distance} {direction}, no s'acosta
    radar.seen = pluja a {distance} {direction}
    radar.none = sense pluja en {distance} a la rodona
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = pluja a {distance} {direction} d'aquí a {n} min
    radar.short.coming.many = pluja a {distance} {direction} d'aquí a {n} min
    radar.short.coming.other = pluja a {distance} {direction} d'aquí a {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = fa menys d'un minut
    ago.minutes.one = fa {n} min
    ago.minutes.many = fa {n} min
    ago.minutes.other = fa {n} min
    ago.hours.one = fa {n} h
    ago.hours.many = fa {n} h
    ago.hours.other = fa {n} h
    ago.days.one = fa {n} dia
    ago.days.many = fa {n} de dies
    ago.days.other = fa {n} dies

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = temps no disponible
    bar.unavailableShort = n/d
    bar.range = de {low} a {high}
    bar.kept = Previsió desada, obtinguda {ago}: l'actualització ha fallat

    # Official warnings: the frame around the issuer's own words (the CAP severity).
    alert.title.minor = {sign} Avís menor: {event}
    alert.title.moderate = {sign} Avís moderat: {event}
    alert.title.severe = {sign} Avís greu: {event}
    alert.title.extreme = {sign} Avís extrem: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = menor
    alert.level.moderate = moderat
    alert.level.severe = greu
    alert.level.extreme = extrem
    alert.from = des de {time}
    alert.until = fins a {time}
    alert.untilAssumed = fins a {time} aproximadament (no s'ha indicat el final)
    alert.anywhereInCountry = Avisos per a qualsevol part del país: la font no indica cap regió per a aquest lloc.
    alert.none = No hi ha cap avís vigent ni previst dins del període de la previsió.
    alert.partialNone = No s'han pogut llegir alguns avisos; cap dels altres no és vigent ni previst dins del període de la previsió.
    alert.partial = No s'han pogut llegir alguns avisos.
    alert.unavailable = No s'han pogut comprovar els avisos.
    alert.unsupported = Cap font d'avisos oficials no cobreix aquest lloc.
    watch.lifted = Finalitzat: {event}

    # Air quality and UV (--air). The index categories agree with "qualitat de l'aire"
    # (European index: the labels of the Generalitat's ICQA), the UV ones with "índex UV".
    air.line = Qualitat de l'aire: {category} ({index} {value})
    air.unknown = Qualitat de l'aire: {index} no disponible
    air.ozone = ozó
    air.uv = UV {value} ({category})
    air.pollen = Pol·len: {plants}
    air.european.good = bona
    air.european.fair = raonablement bona
    air.european.moderate = regular
    air.european.poor = desfavorable
    air.european.veryPoor = molt desfavorable
    air.european.extremelyPoor = extremadament desfavorable
    air.us.good = bona
    air.us.moderate = moderada
    air.us.unhealthyForSensitiveGroups = perjudicial per a grups sensibles
    air.us.unhealthy = perjudicial
    air.us.veryUnhealthy = molt perjudicial
    air.us.hazardous = perillosa
    uv.low = baix
    uv.moderate = moderat
    uv.high = alt
    uv.veryHigh = molt alt
    uv.extreme = extrem
    pollen.alder = vern
    pollen.birch = bedoll
    pollen.grass = gramínies
    pollen.mugwort = artemísia
    pollen.olive = olivera
    pollen.ragweed = ambròsia

    # Against the climate normals (--normals). The comparisons agree with "màxima"/"mínima".
    normals.headingAll = Respecte a la mateixa setmana del període {first}-{last}:
    normals.headingUnusual = Respecte a la mateixa setmana del període {first}-{last}, els dies inusuals:
    normals.day = {date}: {comparisons}
    normals.high = màxima {comparison}
    normals.low = mínima {comparison}
    normals.warmer.one = {difference} per sobre del normal (més alta que en {years} d'{n} any)
    normals.warmer.many = {difference} per sobre del normal (més alta que en {years} dels {n} d'anys)
    normals.warmer.other = {difference} per sobre del normal (més alta que en {years} dels {n} anys)
    normals.cooler.one = {difference} per sota del normal (més baixa que en {years} d'{n} any)
    normals.cooler.many = {difference} per sota del normal (més baixa que en {years} dels {n} d'anys)
    normals.cooler.other = {difference} per sota del normal (més baixa que en {years} dels {n} anys)
    normals.wetter.one = precipitació de {amount}, normalment {usual} al dia (més que en {years} d'{n} any)
    normals.wetter.many = precipitació de {amount}, normalment {usual} al dia (més que en {years} dels {n} d'anys)
    normals.wetter.other = precipitació de {amount}, normalment {usual} al dia (més que en {years} dels {n} anys)
    normals.drier.one = precipitació de {amount}, normalment {usual} al dia (menys que en {years} d'{n} any)
    normals.drier.many = precipitació de {amount}, normalment {usual} al dia (menys que en {years} dels {n} d'anys)
    normals.drier.other = precipitació de {amount}, normalment {usual} al dia (menys que en {years} dels {n} anys)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = també: {places}
    note.alsoMore.one = també: {places} (i {n} més)
    note.alsoMore.many = també: {places} (i {n} més)
    note.alsoMore.other = també: {places} (i {n} més)
    note.alsoUse = {also}; utilitzeu {hints}
    note.or = {first} o {rest}
    note.staleForecast = es mostra la previsió obtinguda {ago}: {reason}
    note.warningsNotChecked = avisos no comprovats: {reason}
    note.warningsNotAllChecked = no s'han comprovat tots els avisos: {reason}
    note.warningsEarlier = avisos d'una resposta anterior: {reason}
    note.airMissing = qualitat de l'aire no mostrada: {reason}
    note.airEarlier = qualitat de l'aire d'una resposta anterior: {reason}
    note.normalsMissing = dies no comparats amb el normal: {reason}
    note.normalsEarlier = valors normals d'una resposta anterior: {reason}
    note.modelsFailed = models meteorològics no comparats: {reason}
    note.radarMissing = radar no mostrat: {reason}
    note.radarNotCovered = radar no mostrat: els radars que llegeix rainstorm cobreixen Alemanya i els Estats Units contigus, cadascun amb fins a 100 km al voltant
    note.warningsInEnglish = avisos en anglès: {source} no els publica en aquesta llengua
    note.keptPlace = s'utilitza el lloc tal com es va trobar {ago}: no s'ha pogut tornar a cercar
    note.keptPlaceBecause = s'utilitza el lloc tal com es va trobar {ago}: no s'ha pogut tornar a cercar: {reason}
    note.fallback = {reason}; es mostra la previsió de {provider}
    note.deprecated = {provider} indica que aquesta versió de la seva previsió està obsoleta (HTTP 203); una versió més nova de rainstorm demanarà l'actual
    note.noModels = {provider} no compara models meteorològics; --models no en mostra cap
    note.hourlyRain = la pluja s'indica per hores: {provider} no té aquí previsió cada 15 minuts

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Dades meteorològiques d'Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Dades de MET Norway (CC BY 4.0)
    credit.nws = Avisos: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Avisos: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Avisos: Deutscher Wetterdienst mitjançant Bright Sky (brightsky.dev)
    credit.environmentCanada = Avisos: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Avisos: MeteoAlarm (meteoalarm.org) i els serveis meteorològics nacionals
    credit.metService = Avisos: MetService (metservice.com), CC BY 4.0
    credit.wmo = Avisos: {service}, mitjançant el Centre d'Informació sobre Temps Sever de l'OMM (severeweather.wmo.int)
    """#
}
