extension Catalog {
  /// Spanish (es).
  static let spanish = #"""
    # Glossary: rain = lluvia, showers = chubascos, drizzle = llovizna, sleet = aguanieve,
    # thunderstorm = tormenta, fog = niebla, feels like = sensación térmica; forecast =
    # predicción, precipitation = precipitación, chance = probabilidad, warning = aviso,
    # low/high = mínima/máxima; light/moderate/heavy = débil/moderada/fuerte (AEMET).
    # Times go without an article ("a partir de 14:30"): the slot may hold "1:00", which
    # would need "la", or a weekday or "aproximadamente" before the time.
    # Plural: "many" is for 1 000 000 and the like, where a noun after the number takes "de".

    # How the place was found, under its name.
    source.coordinates = para las coordenadas indicadas
    source.search = encontrado mediante la búsqueda de lugares
    source.ip = según su dirección IP, a través de {service}
    source.config = su ubicación predeterminada configurada

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Despejado
    weather.1 = Poco nuboso
    weather.2 = Parcialmente nuboso
    weather.3 = Cubierto
    weather.45 = Niebla
    weather.48 = Niebla con cencellada
    weather.51 = Llovizna débil
    weather.53 = Llovizna
    weather.55 = Llovizna fuerte
    weather.56 = Llovizna engelante débil
    weather.57 = Llovizna engelante
    weather.61 = Lluvia débil
    weather.63 = Lluvia
    weather.65 = Lluvia fuerte
    weather.66 = Lluvia engelante débil
    weather.67 = Lluvia engelante
    weather.68 = Aguanieve débil
    weather.69 = Aguanieve
    weather.71 = Nieve débil
    weather.73 = Nieve
    weather.75 = Nieve fuerte
    weather.77 = Cinarra
    weather.80 = Chubascos débiles
    weather.81 = Chubascos
    weather.82 = Chubascos muy fuertes
    weather.83 = Chubascos de aguanieve débiles
    weather.84 = Chubascos de aguanieve
    weather.85 = Chubascos de nieve débiles
    weather.86 = Chubascos de nieve fuertes
    weather.95 = Tormenta
    weather.96 = Tormenta con granizo débil
    weather.97 = Tormenta fuerte
    weather.99 = Tormenta con granizo fuerte
    weather.unknown = Desconocido (código {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = día
    flag.night = noche

    # Compass points the wind comes from: north, north-east, ... (O = oeste, as AEMET).
    compass.n = N
    compass.ne = NE
    compass.e = E
    compass.se = SE
    compass.s = S
    compass.sw = SO
    compass.w = O
    compass.nw = NO

    # A day and a time of day, such as a warning's end in another year ("mar, 29 sept, 2:10",
    # as CLDR joins them).
    time.dateTime = {date}, {time}

    # Conditions now.
    now.heading = Ahora
    now.headingAt = Ahora, {time} {zone}
    now.none = No hay datos de las condiciones actuales.
    now.feelsLike = sensación térmica {temperature}
    now.humidity = humedad {percent}
    now.dewPoint = punto de rocío {temperature}
    now.wind = viento {speed}
    now.windFrom = viento del {direction} a {speed}
    now.precipitation = precipitación {amount}
    now.pressure = presión {pressure}
    now.pressureChange = presión {pressure} ({change} en 3 h)
    now.visibility = visibilidad {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Día
    table.weather = Tiempo
    table.low = Mín.
    table.high = Máx.
    table.precipitation = Precip.
    table.chance = Prob.
    table.wind = Viento
    table.air = Aire
    table.model = Modelo
    table.noDays = No hay días en la predicción.
    past.heading = Tiempo de días anteriores, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} los modelos ({models}) discrepan: las máximas o las mínimas difieren en {spread} o más, o unos prevén lluvia y otros no
    models.disagreeHint = {mark} los modelos ({models}) discrepan: las máximas o las mínimas difieren en {spread} o más, o unos prevén lluvia y otros no (--models los muestra)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are m (mínima) and M (máxima). The time of the low and the high goes in
    # brackets, which needs no article ("a la 1:00", "a las 6:00").
    chart.next.one = Próxima hora
    chart.next.many = Próximas {n} de horas
    chart.next.other = Próximas {n} horas
    chart.none = No hay predicción horaria a partir de la hora actual.
    chart.temperature = Temperatura
    chart.chance = Prob. %
    chart.hour = Hora
    chart.lowMark = m
    chart.highMark = M
    chart.low = mínima de {temperature} ({time})
    chart.high = máxima de {temperature} ({time})
    chart.chanceUpTo = probabilidad de precipitación de hasta {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g. "Lluvia a
    # partir de 14:30 (dentro de 25 min) hasta aproximadamente 15:45, débil, 1,2 mm, 40 % de
    # probabilidad." The kinds are all feminine, as the intensities agree.
    rain.kind.rain = lluvia
    rain.kind.snow = nieve
    rain.kind.freezingRain = lluvia engelante
    rain.intensity.light = débil
    rain.intensity.moderate = moderada
    rain.intensity.heavy = fuerte
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} ahora
    rain.startsAt = {kind} a partir de {time} ({wait})
    rain.endsAt = hasta aproximadamente {time}
    rain.endsAfter = al menos hasta {time}
    rain.chance = {percent} de probabilidad
    rain.again = de nuevo a partir de {time}
    rain.none = No se espera lluvia antes de {time}.
    rain.unknown = Predicción de lluvia no disponible: la predicción cada 15 minutos no cubre la hora actual.
    rain.inMinutes.one = dentro de {n} min
    rain.inMinutes.many = dentro de {n} min
    rain.inMinutes.other = dentro de {n} min
    rain.inHours.one = dentro de {n} h
    rain.inHours.many = dentro de {n} h
    rain.inHours.other = dentro de {n} h
    rain.inHoursMinutes = dentro de {hours} h {minutes} min
    rain.withinTheHour = en menos de una hora
    rain.inAboutHours.one = dentro de {n} h aproximadamente
    rain.inAboutHours.many = dentro de unas {n} h
    rain.inAboutHours.other = dentro de unas {n} h
    # After "a partir de": "a partir de aproximadamente 14:00".
    rain.aboutTime = aproximadamente {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} ahora
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} hasta {time}
    rain.short.none = sin lluvia
    rain.hourly.now = lluvia ahora
    rain.hourly.withinAnHour = lluvia en menos de 1 h
    rain.hourly.in.one = lluvia dentro de {n} h
    rain.hourly.in.many = lluvia dentro de {n} h
    rain.hourly.in.other = lluvia dentro de {n} h
    rain.hourly.none.one = sin lluvia en la próxima hora
    rain.hourly.none.many = sin lluvia en las próximas {n} h
    rain.hourly.none.other = sin lluvia en las próximas {n} h
    rain.hourly.unknown = predicción de lluvia no disponible
    rain.chanceToday = {percent} de probabilidad hoy

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = llueve aquí ahora
    radar.coming.one = lluvia a {distance} al {direction}, se acerca, llegará dentro de unos {n} min
    radar.coming.many = lluvia a {distance} al {direction}, se acerca, llegará dentro de unos {n} min
    radar.coming.other = lluvia a {distance} al {direction}, se acerca, llegará dentro de unos {n} min
    radar.away = lluvia a {distance} al {direction}, se aleja
    radar.still = lluvia a {distance} al {direction}, no se acerca
    radar.seen = lluvia a {distance} al {direction}
    radar.none = sin lluvia en {distance} a la redonda
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = lluvia a {distance} al {direction} en {n} min
    radar.short.coming.many = lluvia a {distance} al {direction} en {n} min
    radar.short.coming.other = lluvia a {distance} al {direction} en {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = hace menos de un minuto
    ago.minutes.one = hace {n} min
    ago.minutes.many = hace {n} min
    ago.minutes.other = hace {n} min
    ago.hours.one = hace {n} h
    ago.hours.many = hace {n} h
    ago.hours.other = hace {n} h
    ago.days.one = hace {n} día
    ago.days.many = hace {n} de días
    ago.days.other = hace {n} días

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = tiempo no disponible
    bar.unavailableShort = n/d
    bar.range = de {low} a {high}
    bar.kept = Predicción guardada, obtenida {ago}: no se pudo actualizar

    # Official warnings: the frame around the issuer's own words (the CAP severity).
    alert.title.minor = {sign} Aviso menor: {event}
    alert.title.moderate = {sign} Aviso moderado: {event}
    alert.title.severe = {sign} Aviso grave: {event}
    alert.title.extreme = {sign} Aviso extremo: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = menor
    alert.level.moderate = moderado
    alert.level.severe = grave
    alert.level.extreme = extremo
    alert.from = desde {time}
    alert.until = hasta {time}
    alert.untilAssumed = hasta aproximadamente {time} (sin hora de fin indicada)
    alert.anywhereInCountry = Avisos para cualquier parte del país: la fuente no indica ninguna región para este lugar.
    alert.none = No hay avisos en vigor ni previstos dentro del periodo de la predicción.
    alert.partialNone = Algunos avisos no se pudieron leer; ninguno de los demás está en vigor ni previsto dentro del periodo de la predicción.
    alert.partial = Algunos avisos no se pudieron leer.
    alert.unavailable = No se pudieron comprobar los avisos.
    alert.unsupported = Ninguna fuente de avisos oficiales cubre este lugar.
    watch.lifted = Finalizado: {event}

    # Air quality and UV (--air). The index categories agree with "calidad del aire"
    # (European index: the labels of Spain's ICA; US index: AirNow's Spanish ones), the UV
    # ones with "índice UV" (AEMET).
    air.line = Calidad del aire: {category} ({index} {value})
    air.unknown = Calidad del aire: {index} no disponible
    air.ozone = ozono
    air.uv = UV {value} ({category})
    air.pollen = Polen: {plants}
    air.european.good = buena
    air.european.fair = razonablemente buena
    air.european.moderate = regular
    air.european.poor = desfavorable
    air.european.veryPoor = muy desfavorable
    air.european.extremelyPoor = extremadamente desfavorable
    air.us.good = buena
    air.us.moderate = moderada
    air.us.unhealthyForSensitiveGroups = dañina para grupos sensibles
    air.us.unhealthy = dañina
    air.us.veryUnhealthy = muy dañina
    air.us.hazardous = peligrosa
    uv.low = bajo
    uv.moderate = moderado
    uv.high = alto
    uv.veryHigh = muy alto
    uv.extreme = extremo
    pollen.alder = aliso
    pollen.birch = abedul
    pollen.grass = gramíneas
    pollen.mugwort = artemisa
    pollen.olive = olivo
    pollen.ragweed = ambrosía

    # Against the climate normals (--normals). The comparisons agree with "máxima"/"mínima".
    normals.headingAll = Respecto a la misma semana en {first}-{last}:
    normals.headingUnusual = Respecto a la misma semana en {first}-{last}, los días inusuales:
    normals.day = {date}: {comparisons}
    normals.high = máxima {comparison}
    normals.low = mínima {comparison}
    normals.warmer.one = {difference} por encima de lo normal (más alta que en {years} de {n} año)
    normals.warmer.many = {difference} por encima de lo normal (más alta que en {years} de los {n} de años)
    normals.warmer.other = {difference} por encima de lo normal (más alta que en {years} de los {n} años)
    normals.cooler.one = {difference} por debajo de lo normal (más baja que en {years} de {n} año)
    normals.cooler.many = {difference} por debajo de lo normal (más baja que en {years} de los {n} de años)
    normals.cooler.other = {difference} por debajo de lo normal (más baja que en {years} de los {n} años)
    normals.wetter.one = precipitación de {amount}, normalmente {usual} al día (más que en {years} de {n} año)
    normals.wetter.many = precipitación de {amount}, normalmente {usual} al día (más que en {years} de los {n} de años)
    normals.wetter.other = precipitación de {amount}, normalmente {usual} al día (más que en {years} de los {n} años)
    normals.drier.one = precipitación de {amount}, normalmente {usual} al día (menos que en {years} de {n} año)
    normals.drier.many = precipitación de {amount}, normalmente {usual} al día (menos que en {years} de los {n} de años)
    normals.drier.other = precipitación de {amount}, normalmente {usual} al día (menos que en {years} de los {n} años)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = también: {places}
    note.alsoMore.one = también: {places} (y {n} más)
    note.alsoMore.many = también: {places} (y {n} más)
    note.alsoMore.other = también: {places} (y {n} más)
    note.alsoUse = {also}; use {hints}
    note.or = {first} o {rest}
    note.staleForecast = se muestra la predicción obtenida {ago}: {reason}
    note.warningsNotChecked = avisos no comprobados: {reason}
    note.warningsNotAllChecked = no se comprobaron todos los avisos: {reason}
    note.warningsEarlier = avisos de una respuesta anterior: {reason}
    note.airMissing = calidad del aire no mostrada: {reason}
    note.airEarlier = calidad del aire de una respuesta anterior: {reason}
    note.normalsMissing = días no comparados con lo normal: {reason}
    note.normalsEarlier = valores normales de una respuesta anterior: {reason}
    note.modelsFailed = modelos meteorológicos no comparados: {reason}
    note.radarMissing = radar no mostrado: {reason}
    note.radarNotCovered = radar no mostrado: los radares que lee rainstorm cubren Alemania y los Estados Unidos contiguos, cada uno con hasta 100 km a su alrededor
    note.warningsInEnglish = avisos en inglés: {source} no los emite en español
    note.keptPlace = se usa el lugar tal como se encontró {ago}: no se pudo volver a buscar
    note.keptPlaceBecause = se usa el lugar tal como se encontró {ago}: no se pudo volver a buscar: {reason}
    note.fallback = {reason}; se muestra la predicción de {provider}
    note.deprecated = {provider} indica que esta versión de su predicción está obsoleta (HTTP 203); una versión más reciente de rainstorm pedirá la actual
    note.noModels = {provider} no compara modelos meteorológicos; --models no muestra ninguno
    note.hourlyRain = la lluvia se indica por horas: {provider} no tiene aquí predicción cada 15 minutos

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Datos meteorológicos de Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Datos de MET Norway (CC BY 4.0)
    credit.nws = Avisos: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Avisos: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Avisos: Deutscher Wetterdienst a través de Bright Sky (brightsky.dev)
    credit.environmentCanada = Avisos: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Avisos: MeteoAlarm (meteoalarm.org) y los servicios meteorológicos nacionales
    credit.metService = Avisos: MetService (metservice.com), CC BY 4.0
    credit.wmo = Avisos: {service}, a través del Centro de Información sobre Fenómenos Meteorológicos Adversos de la OMM (severeweather.wmo.int)
    """#
}
