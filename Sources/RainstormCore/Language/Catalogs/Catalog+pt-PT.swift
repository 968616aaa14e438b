extension Catalog {
  /// European Portuguese (pt-PT).
  static let portuguesePortugal = #"""
    # Glossary: rain = chuva, showers = aguaceiros, drizzle = chuvisco, sleet = chuva e neve,
    # thunderstorm = trovoada, fog = nevoeiro, feels like = sensação térmica; forecast =
    # previsão, precipitation = precipitação, chance = probabilidade, warning = aviso,
    # low/high = mínima/máxima; light/moderate/heavy = fraco/moderado/forte (IPMA).
    # Plural: "many" is for 1 000 000 and the like, where a noun after the number takes "de".

    # How the place was found, under its name.
    source.coordinates = para as coordenadas indicadas
    source.search = encontrado pela pesquisa de locais
    source.ip = a partir do seu endereço IP, via {service}
    source.config = a sua localização predefinida

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); sincelo = rime.
    weather.0 = Céu limpo
    weather.1 = Céu pouco nublado
    weather.2 = Céu parcialmente nublado
    weather.3 = Céu encoberto
    weather.45 = Nevoeiro
    weather.48 = Nevoeiro com sincelo
    weather.51 = Chuvisco fraco
    weather.53 = Chuvisco
    weather.55 = Chuvisco forte
    weather.56 = Chuvisco gelado fraco
    weather.57 = Chuvisco gelado
    weather.61 = Chuva fraca
    weather.63 = Chuva
    weather.65 = Chuva forte
    weather.66 = Chuva gelada fraca
    weather.67 = Chuva gelada
    weather.68 = Chuva e neve fracas
    weather.69 = Chuva e neve
    weather.71 = Neve fraca
    weather.73 = Neve
    weather.75 = Neve forte
    weather.77 = Grãos de neve
    weather.80 = Aguaceiros fracos
    weather.81 = Aguaceiros
    weather.82 = Aguaceiros muito fortes
    weather.83 = Aguaceiros de chuva e neve fracos
    weather.84 = Aguaceiros de chuva e neve
    weather.85 = Aguaceiros de neve fracos
    weather.86 = Aguaceiros de neve fortes
    weather.95 = Trovoada
    weather.96 = Trovoada com granizo fraco
    weather.97 = Trovoada forte
    weather.99 = Trovoada com granizo forte
    weather.unknown = Desconhecido (código {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = dia
    flag.night = noite

    # Compass points the wind comes from: north, north-east, ... (W for oeste, as IPMA
    # writes it).
    compass.n = N
    compass.ne = NE
    compass.e = E
    compass.se = SE
    compass.s = S
    compass.sw = SW
    compass.w = W
    compass.nw = NW

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} às {time}

    # Conditions now.
    now.heading = Agora
    now.headingAt = Agora, {time} {zone}
    now.none = Sem dados das condições atuais.
    now.feelsLike = sensação térmica {temperature}
    now.humidity = humidade {percent}
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
    table.noDays = Sem dias na previsão.
    past.heading = Tempo dos dias anteriores, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} os modelos ({models}) divergem: máximas ou mínimas com diferenças de {spread} ou mais, ou chuva prevista só por alguns
    models.disagreeHint = {mark} os modelos ({models}) divergem: máximas ou mínimas com diferenças de {spread} ou mais, ou chuva prevista só por alguns (--models mostra-os)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are m (mínima) and M (máxima).
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
    chart.chanceUpTo = probabilidade de precipitação até {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g. "Chuva a
    # partir de 14:30 (daqui a 25 min) até aproximadamente 15:45, fraca, 1,2 mm,
    # probabilidade de 40%." The kinds are all feminine, as the intensities agree. Times
    # take "de" ("a partir de 14:30"), so that a weekday ("terça às 14:00") fits the slot.
    rain.kind.rain = chuva
    rain.kind.snow = neve
    rain.kind.freezingRain = chuva gelada
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
    rain.unknown = Previsão de chuva indisponível: a previsão a 15 minutos não abrange a hora atual.
    rain.inMinutes.one = daqui a {n} min
    rain.inMinutes.many = daqui a {n} min
    rain.inMinutes.other = daqui a {n} min
    rain.inHours.one = daqui a {n} h
    rain.inHours.many = daqui a {n} h
    rain.inHours.other = daqui a {n} h
    rain.inHoursMinutes = daqui a {hours} h {minutes} min
    rain.withinTheHour = dentro de uma hora
    rain.inAboutHours.one = daqui a cerca de {n} h
    rain.inAboutHours.many = daqui a cerca de {n} h
    rain.inAboutHours.other = daqui a cerca de {n} h
    # After "a partir de": "a partir de 15:00 aproximadamente".
    rain.aboutTime = {time} aproximadamente
    rain.weekdayTime = {weekday} às {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} agora
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} até {time}
    rain.short.none = sem chuva
    rain.hourly.now = chuva agora
    rain.hourly.withinAnHour = chuva dentro de 1 h
    rain.hourly.in.one = chuva daqui a {n} h
    rain.hourly.in.many = chuva daqui a {n} h
    rain.hourly.in.other = chuva daqui a {n} h
    rain.hourly.none.one = sem chuva na próxima hora
    rain.hourly.none.many = sem chuva nas próximas {n} h
    rain.hourly.none.other = sem chuva nas próximas {n} h
    rain.hourly.unknown = previsão de chuva indisponível
    rain.chanceToday = probabilidade de {percent} hoje

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = está a chover aqui
    radar.coming.one = chuva a {distance} {direction}, a aproximar-se, chega daqui a cerca de {n} min
    radar.coming.many = chuva a {distance} {direction}, a aproximar-se, chega daqui a cerca de {n} min
    radar.coming.other = chuva a {distance} {direction}, a aproximar-se, chega daqui a cerca de {n} min
    radar.away = chuva a {distance} {direction}, a afastar-se
    radar.still = chuva a {distance} {direction}, não se está a aproximar
    radar.seen = chuva a {distance} {direction}
    radar.none = sem chuva num raio de {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = chuva a {distance} {direction} daqui a {n} min
    radar.short.coming.many = chuva a {distance} {direction} daqui a {n} min
    radar.short.coming.other = chuva a {distance} {direction} daqui a {n} min

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
    bar.range = de {low} a {high}
    bar.kept = Previsão guardada, obtida {ago}: a atualização falhou

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
    alert.from = a partir de {time}
    alert.until = até {time}
    alert.untilAssumed = até aproximadamente {time} (sem hora de fim indicada)
    alert.anywhereInCountry = Avisos para qualquer parte do país: a fonte não indica a região deste local.
    alert.none = Nenhum aviso em vigor ou previsto no período abrangido pela previsão.
    alert.partialNone = Não foi possível ler alguns avisos; nenhum dos restantes está em vigor ou previsto no período abrangido pela previsão.
    alert.partial = Não foi possível ler alguns avisos.
    alert.unavailable = Não foi possível verificar os avisos.
    alert.unsupported = Nenhuma fonte de avisos oficiais abrange este local.
    watch.lifted = Terminado: {event}

    # Air quality and UV (--air). The index categories agree with "qualidade do ar" (European
    # index: fraca as APA's QualAr says), the UV ones with "índice UV" (IPMA: elevado).
    air.line = Qualidade do ar: {category} ({index} {value})
    air.unknown = Qualidade do ar: {index} indisponível
    air.ozone = ozono
    air.uv = UV {value} ({category})
    air.pollen = Pólen: {plants}
    air.european.good = boa
    air.european.fair = razoável
    air.european.moderate = moderada
    air.european.poor = fraca
    air.european.veryPoor = muito fraca
    air.european.extremelyPoor = extremamente fraca
    air.us.good = boa
    air.us.moderate = moderada
    air.us.unhealthyForSensitiveGroups = prejudicial para grupos sensíveis
    air.us.unhealthy = prejudicial
    air.us.veryUnhealthy = muito prejudicial
    air.us.hazardous = perigosa
    uv.low = baixo
    uv.moderate = moderado
    uv.high = elevado
    uv.veryHigh = muito elevado
    uv.extreme = extremo
    pollen.alder = amieiro
    pollen.birch = bétula
    pollen.grass = gramíneas
    pollen.mugwort = artemísia
    pollen.olive = oliveira
    pollen.ragweed = ambrósia

    # Against the climate normals (--normals). The comparisons agree with "máxima"/"mínima".
    normals.headingAll = Em relação à mesma semana de {first} a {last}:
    normals.headingUnusual = Em relação à mesma semana de {first} a {last}, os dias invulgares:
    normals.day = {date}: {comparisons}
    normals.high = máxima {comparison}
    normals.low = mínima {comparison}
    normals.warmer.one = {difference} acima do normal (mais alta do que em {years} de {n} ano)
    normals.warmer.many = {difference} acima do normal (mais alta do que em {years} de {n} de anos)
    normals.warmer.other = {difference} acima do normal (mais alta do que em {years} de {n} anos)
    normals.cooler.one = {difference} abaixo do normal (mais baixa do que em {years} de {n} ano)
    normals.cooler.many = {difference} abaixo do normal (mais baixa do que em {years} de {n} de anos)
    normals.cooler.other = {difference} abaixo do normal (mais baixa do que em {years} de {n} anos)
    normals.wetter.one = precipitação de {amount}, normalmente {usual} por dia (mais do que em {years} de {n} ano)
    normals.wetter.many = precipitação de {amount}, normalmente {usual} por dia (mais do que em {years} de {n} de anos)
    normals.wetter.other = precipitação de {amount}, normalmente {usual} por dia (mais do que em {years} de {n} anos)
    normals.drier.one = precipitação de {amount}, normalmente {usual} por dia (menos do que em {years} de {n} ano)
    normals.drier.many = precipitação de {amount}, normalmente {usual} por dia (menos do que em {years} de {n} de anos)
    normals.drier.other = precipitação de {amount}, normalmente {usual} por dia (menos do que em {years} de {n} anos)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = também: {places}
    note.alsoMore.one = também: {places} (e mais {n})
    note.alsoMore.many = também: {places} (e mais {n})
    note.alsoMore.other = também: {places} (e mais {n})
    note.alsoUse = {also}; utilize {hints}
    note.or = {first} ou {rest}
    note.staleForecast = a mostrar a previsão obtida {ago}: {reason}
    note.warningsNotChecked = avisos não verificados: {reason}
    note.warningsNotAllChecked = nem todos os avisos foram verificados: {reason}
    note.warningsEarlier = avisos de uma resposta anterior: {reason}
    note.airMissing = qualidade do ar não apresentada: {reason}
    note.airEarlier = qualidade do ar de uma resposta anterior: {reason}
    note.normalsMissing = dias não comparados com o normal: {reason}
    note.normalsEarlier = normais climatológicas de uma resposta anterior: {reason}
    note.modelsFailed = modelos meteorológicos não comparados: {reason}
    note.radarMissing = radar não apresentado: {reason}
    note.radarNotCovered = radar não apresentado: os radares que o rainstorm lê cobrem a Alemanha e os Estados Unidos contíguos, cada um com até 100 km em redor
    note.warningsInEnglish = avisos em inglês: {source} não os emite em português
    note.keptPlace = a usar o local tal como foi encontrado {ago}: a nova pesquisa falhou
    note.keptPlaceBecause = a usar o local tal como foi encontrado {ago}: a nova pesquisa falhou: {reason}
    note.fallback = {reason}; a mostrar a previsão de {provider}
    note.deprecated = {provider} indica que esta versão da sua previsão está obsoleta (HTTP 203); uma versão mais recente do rainstorm pedirá a atual
    note.noModels = {provider} não compara modelos meteorológicos; --models não mostra nenhum
    note.hourlyRain = as horas da chuva são indicadas à hora: {provider} não tem aqui previsão a 15 minutos

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Dados meteorológicos de Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Dados do MET Norway (CC BY 4.0)
    credit.nws = Avisos: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Avisos: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Avisos: Deutscher Wetterdienst via Bright Sky (brightsky.dev)
    credit.environmentCanada = Avisos: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Avisos: MeteoAlarm (meteoalarm.org) e os serviços meteorológicos nacionais
    credit.metService = Avisos: MetService (metservice.com), CC BY 4.0
    credit.wmo = Avisos: {service}, via Centro de Informação sobre Tempo Severo da OMM (severeweather.wmo.int)
    """#
}
