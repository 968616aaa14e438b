extension Catalog {
  /// Brazilian Portuguese (pt-BR).
  static let portugueseBrazil = #"""
    # Glossary: rain = chuva, showers = pancadas de chuva, drizzle = chuvisco, sleet = chuva com neve,
    # thunderstorm = trovoada, fog = nevoeiro, feels like = sensação térmica; precipitation =
    # precipitação, chance = probabilidade, warning = aviso; light/moderate/heavy = fraco/moderado/forte.

    # How the place was found, under its name.
    source.coordinates = para as coordenadas informadas
    source.search = encontrado pela busca de locais
    source.ip = pelo seu endereço IP, via {service}
    source.config = sua localização padrão configurada

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Céu claro
    weather.1 = Poucas nuvens
    weather.2 = Parcialmente nublado
    weather.3 = Encoberto
    weather.45 = Nevoeiro
    weather.48 = Nevoeiro com geada
    weather.51 = Chuvisco fraco
    weather.53 = Chuvisco
    weather.55 = Chuvisco forte
    weather.56 = Chuvisco congelante fraco
    weather.57 = Chuvisco congelante
    weather.61 = Chuva fraca
    weather.63 = Chuva
    weather.65 = Chuva forte
    weather.66 = Chuva congelante fraca
    weather.67 = Chuva congelante
    weather.68 = Chuva com neve fraca
    weather.69 = Chuva com neve
    weather.71 = Neve fraca
    weather.73 = Neve
    weather.75 = Neve forte
    weather.77 = Grãos de neve
    weather.80 = Pancadas de chuva fracas
    weather.81 = Pancadas de chuva
    weather.82 = Pancadas de chuva muito fortes
    weather.83 = Pancadas de chuva com neve fracas
    weather.84 = Pancadas de chuva com neve
    weather.85 = Pancadas de neve fracas
    weather.86 = Pancadas de neve fortes
    weather.95 = Trovoada
    weather.96 = Trovoada com granizo fraco
    weather.97 = Trovoada forte
    weather.99 = Trovoada com granizo forte
    weather.unknown = Desconhecido (código {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = dia
    flag.night = noite

    # Compass points the wind comes from (L = leste, O = oeste).
    compass.n = N
    compass.ne = NE
    compass.e = L
    compass.se = SE
    compass.s = S
    compass.sw = SO
    compass.w = O
    compass.nw = NO

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} às {time}

    # Conditions now.
    now.heading = Agora
    now.headingAt = Agora, {time} {zone}
    now.none = Sem dados das condições atuais.
    now.feelsLike = sensação térmica de {temperature}
    now.humidity = umidade {percent}
    now.dewPoint = ponto de orvalho {temperature}
    now.wind = vento {speed}
    now.windFrom = vento de {direction} a {speed}
    now.precipitation = precipitação {amount}
    now.pressure = pressão {pressure}
    now.pressureChange = pressão {pressure} ({change} em 3 h)
    now.visibility = visibilidade {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Dia
    table.weather = Tempo
    table.low = Mín.
    table.high = Máx.
    table.precipitation = Precip.
    table.chance = Prob.
    table.wind = Vento
    table.air = Ar
    table.model = Modelo
    table.noDays = Nenhum dia na previsão.
    past.heading = Histórico do tempo, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} os modelos ({models}) divergem: máximas ou mínimas com diferença de {spread} ou mais, ou chuva em alguns e não em outros
    models.disagreeHint = {mark} os modelos ({models}) divergem: máximas ou mínimas com diferença de {spread} ou mais, ou chuva em alguns e não em outros (--models os mostra)

    # The hourly chart. Row labels are at most 11 columns wide; the marks: m = mínima,
    # M = máxima (as in chart.low and chart.high).
    chart.next.one = Próxima hora
    chart.next.many = Próximas {n} de horas
    chart.next.other = Próximas {n} horas
    chart.none = Sem previsão horária a partir da hora atual.
    chart.temperature = Temperatura
    chart.chance = Prob. %
    chart.hour = Hora
    chart.lowMark = m
    chart.highMark = M
    chart.low = mínima de {temperature} às {time}
    chart.high = máxima de {temperature} às {time}
    chart.chanceUpTo = probabilidade de precipitação de até {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}." All three kinds
    # are feminine, so the intensities (fraca, moderada, forte) agree with each. Times take
    # "de" (a partir de 14:30), so that "aproximadamente" and a weekday fit in the slot.
    rain.kind.rain = chuva
    rain.kind.snow = neve
    rain.kind.freezingRain = chuva congelante
    rain.intensity.light = fraca
    rain.intensity.moderate = moderada
    rain.intensity.heavy = forte
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} agora
    rain.startsAt = {kind} a partir de {time} ({wait})
    rain.endsAt = até aproximadamente {time}
    rain.endsAfter = pelo menos até {time}
    rain.chance = probabilidade de {percent}
    rain.again = novamente a partir de {time}
    rain.none = Sem chuva prevista antes de {time}.
    rain.unknown = Previsão de chuva desconhecida: a previsão de 15 minutos não cobre o horário atual.
    rain.inMinutes.one = em {n} min
    rain.inMinutes.many = em {n} min
    rain.inMinutes.other = em {n} min
    rain.inHours.one = em {n} h
    rain.inHours.many = em {n} h
    rain.inHours.other = em {n} h
    rain.inHoursMinutes = em {hours} h {minutes} min
    rain.withinTheHour = em menos de uma hora
    rain.inAboutHours.one = em cerca de {n} h
    rain.inAboutHours.many = em cerca de {n} h
    rain.inAboutHours.other = em cerca de {n} h
    rain.aboutTime = aproximadamente {time}
    rain.weekdayTime = {weekday} às {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} agora
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} até {time}
    rain.short.none = sem chuva
    rain.hourly.now = chuva agora
    rain.hourly.withinAnHour = chuva em até 1 h
    rain.hourly.in.one = chuva em {n} h
    rain.hourly.in.many = chuva em {n} h
    rain.hourly.in.other = chuva em {n} h
    rain.hourly.none.one = sem chuva na próxima hora
    rain.hourly.none.many = sem chuva nas próximas {n} h
    rain.hourly.none.other = sem chuva nas próximas {n} h
    rain.hourly.unknown = previsão de chuva desconhecida
    rain.chanceToday = probabilidade de {percent} hoje

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = chovendo aqui agora
    radar.coming.one = chuva a {distance} {direction}, se aproximando, chega em cerca de {n} min
    radar.coming.many = chuva a {distance} {direction}, se aproximando, chega em cerca de {n} min
    radar.coming.other = chuva a {distance} {direction}, se aproximando, chega em cerca de {n} min
    radar.away = chuva a {distance} {direction}, se afastando
    radar.still = chuva a {distance} {direction}, não está se aproximando
    radar.seen = chuva a {distance} {direction}
    radar.none = sem chuva num raio de {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = chuva a {distance} {direction} em {n} min
    radar.short.coming.many = chuva a {distance} {direction} em {n} min
    radar.short.coming.other = chuva a {distance} {direction} em {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = há menos de um minuto
    ago.minutes.one = há {n} min
    ago.minutes.many = há {n} min
    ago.minutes.other = há {n} min
    ago.hours.one = há {n} h
    ago.hours.many = há {n} h
    ago.hours.other = há {n} h
    ago.days.one = há {n} dia
    ago.days.many = há {n} de dias
    ago.days.other = há {n} dias

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = previsão indisponível
    bar.unavailableShort = n/d
    bar.range = {low} a {high}
    bar.kept = Previsão armazenada, obtida {ago}: a atualização falhou

    # Official warnings: the frame around the issuer's own words ("aviso", as INMET says;
    # the CAP severity as the level of danger).
    alert.title.minor = {sign} Aviso de perigo menor: {event}
    alert.title.moderate = {sign} Aviso de perigo moderado: {event}
    alert.title.severe = {sign} Aviso de perigo grave: {event}
    alert.title.extreme = {sign} Aviso de perigo extremo: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = menor
    alert.level.moderate = moderado
    alert.level.severe = grave
    alert.level.extreme = extremo
    alert.from = a partir de {time}
    alert.until = até {time}
    alert.untilAssumed = até aproximadamente {time} (sem horário de término informado)
    alert.anywhereInCountry = Avisos para qualquer parte do país: a fonte não indica a região deste local.
    alert.none = Nenhum aviso em vigor ou previsto dentro do período da previsão.
    alert.partialNone = Alguns avisos não puderam ser lidos; nenhum dos demais está em vigor ou previsto dentro do período da previsão.
    alert.partial = Alguns avisos não puderam ser lidos.
    alert.unavailable = Não foi possível verificar os avisos.
    alert.unsupported = Nenhuma fonte oficial de avisos cobre este local.
    watch.lifted = Encerrado: {event}

    # Air quality and UV (--air). The index categories agree with "qualidade do ar", the UV
    # ones with "índice UV".
    air.line = Qualidade do ar: {category} ({index} {value})
    air.unknown = Qualidade do ar: {index} desconhecido
    air.ozone = ozônio
    air.uv = UV {value} ({category})
    air.pollen = Pólen: {plants}
    air.european.good = boa
    air.european.fair = razoável
    air.european.moderate = moderada
    air.european.poor = ruim
    air.european.veryPoor = muito ruim
    air.european.extremelyPoor = extremamente ruim
    air.us.good = boa
    air.us.moderate = moderada
    air.us.unhealthyForSensitiveGroups = insalubre para grupos sensíveis
    air.us.unhealthy = insalubre
    air.us.veryUnhealthy = muito insalubre
    air.us.hazardous = perigosa
    uv.low = baixo
    uv.moderate = moderado
    uv.high = alto
    uv.veryHigh = muito alto
    uv.extreme = extremo
    pollen.alder = amieiro
    pollen.birch = bétula
    pollen.grass = gramíneas
    pollen.mugwort = artemísia
    pollen.olive = oliveira
    pollen.ragweed = ambrósia

    # Against the climate normals (--normals). The comparisons agree with "máxima"/"mínima".
    normals.headingAll = Em relação à mesma semana de {first} a {last}:
    normals.headingUnusual = Em relação à mesma semana de {first} a {last}, os dias atípicos:
    normals.day = {date}: {comparisons}
    normals.high = máxima {comparison}
    normals.low = mínima {comparison}
    normals.warmer.one = {difference} acima do normal (mais alta que em {years} de {n} ano)
    normals.warmer.many = {difference} acima do normal (mais alta que em {years} de {n} de anos)
    normals.warmer.other = {difference} acima do normal (mais alta que em {years} de {n} anos)
    normals.cooler.one = {difference} abaixo do normal (mais baixa que em {years} de {n} ano)
    normals.cooler.many = {difference} abaixo do normal (mais baixa que em {years} de {n} de anos)
    normals.cooler.other = {difference} abaixo do normal (mais baixa que em {years} de {n} anos)
    normals.wetter.one = precipitação de {amount}, normalmente {usual} por dia (mais que em {years} de {n} ano)
    normals.wetter.many = precipitação de {amount}, normalmente {usual} por dia (mais que em {years} de {n} de anos)
    normals.wetter.other = precipitação de {amount}, normalmente {usual} por dia (mais que em {years} de {n} anos)
    normals.drier.one = precipitação de {amount}, normalmente {usual} por dia (menos que em {years} de {n} ano)
    normals.drier.many = precipitação de {amount}, normalmente {usual} por dia (menos que em {years} de {n} de anos)
    normals.drier.other = precipitação de {amount}, normalmente {usual} por dia (menos que em {years} de {n} anos)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = outros locais com esse nome: {places}
    note.alsoMore.one = outros locais com esse nome: {places} (e mais {n})
    note.alsoMore.many = outros locais com esse nome: {places} (e mais {n})
    note.alsoMore.other = outros locais com esse nome: {places} (e mais {n})
    note.alsoUse = {also}; use {hints}
    note.or = {first} ou {rest}
    note.staleForecast = exibindo a previsão obtida {ago}: {reason}
    note.warningsNotChecked = avisos não verificados: {reason}
    note.warningsNotAllChecked = nem todos os avisos foram verificados: {reason}
    note.warningsEarlier = avisos de uma resposta anterior: {reason}
    note.airMissing = qualidade do ar não exibida: {reason}
    note.airEarlier = qualidade do ar de uma resposta anterior: {reason}
    note.normalsMissing = dias não comparados com as normais climatológicas: {reason}
    note.normalsEarlier = normais climatológicas de uma resposta anterior: {reason}
    note.modelsFailed = modelos meteorológicos não comparados: {reason}
    note.radarMissing = radar não exibido: {reason}
    note.radarNotCovered = radar não exibido: os radares que o rainstorm lê cobrem a Alemanha e os Estados Unidos contíguos, cada um com até 100 km ao redor
    note.warningsInEnglish = avisos em inglês: {source} não os emite em português
    note.keptPlace = usando o local encontrado {ago}: a nova busca falhou
    note.keptPlaceBecause = usando o local encontrado {ago}: a nova busca falhou: {reason}
    note.fallback = {reason}; exibindo a previsão de {provider}
    note.deprecated = {provider} informa que esta versão da previsão está obsoleta (HTTP 203); uma versão mais recente do rainstorm pedirá a atual
    note.noModels = {provider} não compara modelos meteorológicos; --models não mostra nenhum
    note.hourlyRain = horário da chuva com precisão de uma hora: {provider} não tem previsão de 15 minutos aqui

    # Credits (names of services and addresses stay as they are).
    credit.openMeteo = Dados meteorológicos: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Dados: MET Norway (CC BY 4.0)
    credit.nws = Avisos: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Avisos: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Avisos: Deutscher Wetterdienst via Bright Sky (brightsky.dev)
    credit.environmentCanada = Avisos: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Avisos: MeteoAlarm (meteoalarm.org) e os serviços meteorológicos nacionais
    credit.metService = Avisos: MetService (metservice.com), CC BY 4.0
    credit.wmo = Avisos: {service}, via Centro de Informações sobre Tempo Severo da OMM (severeweather.wmo.int)
    """#
}
