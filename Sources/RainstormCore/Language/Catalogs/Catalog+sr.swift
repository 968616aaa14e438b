extension Catalog {
  /// Serbian, Cyrillic script (sr).
  static let serbianCyrillic = #"""
    # Glossary: rain = киша, showers = пљускови (кише, снега), drizzle = росуља,
    # sleet = суснежица, thunderstorm = грмљавина, fog = магла, feels like = осећа се као;
    # precipitation = падавине, freezing = ледена (киша, росуља), chance = вероватноћа,
    # warning = упозорење, low/high = минимум/максимум; light/moderate/heavy = слаб/умерен/јак
    # (after a kind: слабог/умереног/јаког интензитета). The rain outlook speaks of
    # "падавине", as RHMZ does ("без падавина"); a spell's kind is named (киша, снег).
    # Ekavian. Catalog+sr-Latn.swift says the same in Latin script.

    # How the place was found, under its name.
    source.coordinates = за задате координате
    source.search = пронађено претрагом места
    source.ip = према вашој IP адреси преко {service}
    source.config = ваша подразумевана локација из подешавања

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Ведро
    weather.1 = Претежно ведро
    weather.2 = Умерено облачно
    weather.3 = Облачно
    weather.45 = Магла
    weather.48 = Магла са ињем
    weather.51 = Слаба росуља
    weather.53 = Росуља
    weather.55 = Јака росуља
    weather.56 = Слаба ледена росуља
    weather.57 = Ледена росуља
    weather.61 = Слаба киша
    weather.63 = Киша
    weather.65 = Јака киша
    weather.66 = Слаба ледена киша
    weather.67 = Ледена киша
    weather.68 = Слаба суснежица
    weather.69 = Суснежица
    weather.71 = Слаб снег
    weather.73 = Снег
    weather.75 = Јак снег
    weather.77 = Зрнасти снег
    weather.80 = Слаби пљускови кише
    weather.81 = Пљускови кише
    weather.82 = Веома јаки пљускови кише
    weather.83 = Слаби пљускови суснежице
    weather.84 = Пљускови суснежице
    weather.85 = Слаби пљускови снега
    weather.86 = Јаки пљускови снега
    weather.95 = Грмљавина
    weather.96 = Грмљавина са слабим градом
    weather.97 = Јака грмљавина
    weather.99 = Грмљавина са јаким градом
    weather.unknown = Непознато (код {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = дан
    flag.night = ноћ

    # Compass points the wind comes from (С = север, И = исток, Ј = југ, З = запад).
    compass.n = С
    compass.ne = СИ
    compass.e = И
    compass.se = ЈИ
    compass.s = Ј
    compass.sw = ЈЗ
    compass.w = З
    compass.nw = СЗ

    # A day and a time of day, such as a warning's end in another year ("уто 29. сеп у 02:10").
    time.dateTime = {date} у {time}

    # Conditions now.
    now.heading = Сада
    now.headingAt = Сада, {time} {zone}
    now.none = Нема података о тренутном времену.
    now.feelsLike = осећа се као {temperature}
    now.humidity = влажност {percent}
    now.dewPoint = тачка росе {temperature}
    now.wind = ветар {speed}
    now.windFrom = ветар {direction} {speed}
    now.precipitation = падавине {amount}
    now.pressure = притисак {pressure}
    now.pressureChange = притисак {pressure} ({change} за 3 сата)
    now.visibility = видљивост {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Дан
    table.weather = Време
    table.low = Мин.
    table.high = Макс.
    table.precipitation = Падавине
    table.chance = Вероватн.
    table.wind = Ветар
    table.air = Ваздух
    table.model = Модел
    table.noDays = Нема података по данима.
    past.heading = Време протеклих дана, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} модели ({models}) се не слажу: максималне или минималне температуре се разликују за {spread} или више, или неки модели дају падавине, а други не
    models.disagreeHint = {mark} модели ({models}) се не слажу: максималне или минималне температуре се разликују за {spread} или више, или неки модели дају падавине, а други не (приказује их --models)

    # The hourly chart. Row labels are at most 11 columns wide; the marks: Н = ниска,
    # В = висока температура (chart.low and chart.high), as Н and В on weather maps.
    chart.next.one = Наредни {n} сат
    chart.next.few = Наредна {n} сата
    chart.next.other = Наредних {n} сати
    chart.none = Нема прогнозе по сатима од текућег сата.
    chart.temperature = Температура
    chart.chance = Вероватн. %
    chart.hour = Сат
    chart.lowMark = Н
    chart.highMark = В
    chart.low = минимум {temperature} у {time}
    chart.high = максимум {temperature} у {time}
    chart.chanceUpTo = вероватноћа падавина до {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Киша од 14:30 (за 25 мин) до око 15:45, слабог интензитета, 1,2 mm, вероватноћа 40%."
    # The kinds differ in gender (киша, снег), so the intensities are "… интензитета".
    rain.kind.rain = киша
    rain.kind.snow = снег
    rain.kind.freezingRain = ледена киша
    rain.intensity.light = слабог интензитета
    rain.intensity.moderate = умереног интензитета
    rain.intensity.heavy = јаког интензитета
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = сада пада {kind}
    rain.startsAt = {kind} од {time} ({wait})
    rain.endsAt = до око {time}
    rain.endsAfter = најмање до {time}
    rain.chance = вероватноћа {percent}
    rain.again = поново од {time}
    rain.none = До {time} се не очекују падавине.
    rain.unknown = Изгледи за падавине нису познати: 15-минутна прогноза не обухвата садашњи тренутак.
    rain.inMinutes.one = за {n} мин
    rain.inMinutes.few = за {n} мин
    rain.inMinutes.other = за {n} мин
    rain.inHours.one = за {n} сат
    rain.inHours.few = за {n} сата
    rain.inHours.other = за {n} сати
    rain.inHoursMinutes = за {hours} ч {minutes} мин
    rain.withinTheHour = у року од сат времена
    rain.inAboutHours.one = за око {n} сат
    rain.inAboutHours.few = за око {n} сата
    rain.inAboutHours.other = за око {n} сати
    rain.aboutTime = око {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = пада {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} до {time}
    rain.short.none = без падавина
    rain.hourly.now = падавине сада
    rain.hourly.withinAnHour = падавине у року од сат времена
    rain.hourly.in.one = падавине за {n} сат
    rain.hourly.in.few = падавине за {n} сата
    rain.hourly.in.other = падавине за {n} сати
    rain.hourly.none.one = без падавина наредни {n} сат
    rain.hourly.none.few = без падавина наредна {n} сата
    rain.hourly.none.other = без падавина наредних {n} сати
    rain.hourly.unknown = изгледи за падавине нису познати
    rain.chanceToday = вероватноћа падавина данас {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    # The outlook's "падавине", as in rain.hourly.
    radar.line = Радар {time}: {text}
    radar.here = падавине сада овде
    radar.coming.one = падавине {distance} у правцу {direction}, приближавају се, стижу за око {n} мин
    radar.coming.few = падавине {distance} у правцу {direction}, приближавају се, стижу за око {n} мин
    radar.coming.other = падавине {distance} у правцу {direction}, приближавају се, стижу за око {n} мин
    radar.away = падавине {distance} у правцу {direction}, удаљавају се
    radar.still = падавине {distance} у правцу {direction}, не приближавају се
    radar.seen = падавине {distance} у правцу {direction}
    radar.none = без падавина у кругу од {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = падавине {distance} {direction} за {n} мин
    radar.short.coming.few = падавине {distance} {direction} за {n} мин
    radar.short.coming.other = падавине {distance} {direction} за {n} мин

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = пре мање од минута
    ago.minutes.one = пре {n} мин
    ago.minutes.few = пре {n} мин
    ago.minutes.other = пре {n} мин
    ago.hours.one = пре {n} сат
    ago.hours.few = пре {n} сата
    ago.hours.other = пре {n} сати
    ago.days.one = пре {n} дан
    ago.days.few = пре {n} дана
    ago.days.other = пре {n} дана

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = време није доступно
    bar.unavailableShort = н/д
    bar.range = од {low} до {high}
    bar.kept = Сачувана прогноза преузета {ago}: освежавање није успело

    # Official warnings: the frame around the issuer's own words (CAP severity as the degree
    # of danger: мала, умерена, велика, екстремна опасност).
    alert.title.minor = {sign} Упозорење на малу опасност: {event}
    alert.title.moderate = {sign} Упозорење на умерену опасност: {event}
    alert.title.severe = {sign} Упозорење на велику опасност: {event}
    alert.title.extreme = {sign} Упозорење на екстремну опасност: {event}
    # The level after the warning sign in a status bar (%W), agreeing with "опасност".
    alert.level.minor = мала
    alert.level.moderate = умерена
    alert.level.severe = велика
    alert.level.extreme = екстремна
    alert.from = од {time}
    alert.until = до {time}
    alert.untilAssumed = до око {time} (крај није наведен)
    alert.anywhereInCountry = Упозорења за целу земљу: извор не наводи регион овог места.
    alert.none = Нема упозорења која су на снази или се очекују у периоду прогнозе.
    alert.partialNone = Нека упозорења нису могла да се прочитају; ниједно од осталих није на снази нити се очекује у периоду прогнозе.
    alert.partial = Нека упозорења нису могла да се прочитају.
    alert.unavailable = Упозорења није било могуће проверити.
    alert.unsupported = Ниједан извор званичних упозорења не покрива ово место.
    watch.lifted = Опозвано: {event}

    # Air quality and UV (--air). The index categories agree with "квалитет ваздуха", the UV
    # ones with "УВ индекс".
    air.line = Квалитет ваздуха: {category} ({index} {value})
    air.unknown = Квалитет ваздуха: вредност {index} није позната
    air.ozone = озон
    air.uv = УВ индекс {value} ({category})
    air.pollen = Полен: {plants}
    air.european.good = добар
    air.european.fair = задовољавајући
    air.european.moderate = умерен
    air.european.poor = лош
    air.european.veryPoor = веома лош
    air.european.extremelyPoor = изузетно лош
    air.us.good = добар
    air.us.moderate = умерен
    air.us.unhealthyForSensitiveGroups = нездрав за осетљиве групе
    air.us.unhealthy = нездрав
    air.us.veryUnhealthy = веома нездрав
    air.us.hazardous = опасан
    uv.low = низак
    uv.moderate = умерен
    uv.high = висок
    uv.veryHigh = веома висок
    uv.extreme = екстреман
    pollen.alder = јова
    pollen.birch = бреза
    pollen.grass = траве
    pollen.mugwort = пелин
    pollen.olive = маслина
    pollen.ragweed = амброзија

    # Against the climate normals (--normals). The comparisons agree with "температура";
    # "од {n} година": 1, 21 … године; 2–4 године; 5–20 … година.
    normals.headingAll = У поређењу са истом недељом у периоду {first}–{last}:
    normals.headingUnusual = У поређењу са истом недељом у периоду {first}–{last}, необични дани:
    normals.day = {date}: {comparisons}
    normals.high = максимална температура {comparison}
    normals.low = минимална температура {comparison}
    normals.warmer.one = за {difference} виша од уобичајене (виша него у {years} од {n} године)
    normals.warmer.few = за {difference} виша од уобичајене (виша него у {years} од {n} године)
    normals.warmer.other = за {difference} виша од уобичајене (виша него у {years} од {n} година)
    normals.cooler.one = за {difference} нижа од уобичајене (нижа него у {years} од {n} године)
    normals.cooler.few = за {difference} нижа од уобичајене (нижа него у {years} од {n} године)
    normals.cooler.other = за {difference} нижа од уобичајене (нижа него у {years} од {n} година)
    normals.wetter.one = падавине {amount}, обично {usual} дневно (више него у {years} од {n} године)
    normals.wetter.few = падавине {amount}, обично {usual} дневно (више него у {years} од {n} године)
    normals.wetter.other = падавине {amount}, обично {usual} дневно (више него у {years} од {n} година)
    normals.drier.one = падавине {amount}, обично {usual} дневно (мање него у {years} од {n} године)
    normals.drier.few = падавине {amount}, обично {usual} дневно (мање него у {years} од {n} године)
    normals.drier.other = падавине {amount}, обично {usual} дневно (мање него у {years} од {n} година)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = такође: {places}
    note.alsoMore.one = такође: {places} (и још {n})
    note.alsoMore.few = такође: {places} (и још {n})
    note.alsoMore.other = такође: {places} (и још {n})
    note.alsoUse = {also}; користите {hints}
    note.or = {first} или {rest}
    note.staleForecast = приказана је прогноза преузета {ago}: {reason}
    note.warningsNotChecked = упозорења нису проверена: {reason}
    note.warningsNotAllChecked = нису проверена сва упозорења: {reason}
    note.warningsEarlier = упозорења из ранијег одговора: {reason}
    note.airMissing = квалитет ваздуха није приказан: {reason}
    note.airEarlier = квалитет ваздуха из ранијег одговора: {reason}
    note.normalsMissing = дани нису упоређени са нормалом: {reason}
    note.normalsEarlier = нормале из ранијег одговора: {reason}
    note.modelsFailed = метеоролошки модели нису упоређени: {reason}
    note.radarMissing = радар није приказан: {reason}
    note.radarNotCovered = радар није приказан: радари које чита програм rainstorm покривају Немачку и 48 суседних савезних држава САД, као и до 100 km око њих
    note.warningsInEnglish = упозорења на енглеском: {source} их не издаје на српском
    note.keptPlace = користи се место пронађено {ago}: поновна претрага није успела
    note.keptPlaceBecause = користи се место пронађено {ago}: поновна претрага није успела: {reason}
    note.fallback = {reason}; приказана је прогноза сервиса {provider}
    note.deprecated = {provider} наводи да је ова верзија његове прогнозе застарела (HTTP 203); новија верзија програма rainstorm тражиће актуелну
    note.noModels = {provider} не упоређује метеоролошке моделе; --models не приказује ниједан
    note.hourlyRain = време падавина дато је с тачношћу од сат времена: {provider} овде нема 15-минутну прогнозу

    # Credits (names of services and addresses stay as they are).
    credit.openMeteo = Метеоролошки подаци: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Подаци: MET Norway (CC BY 4.0)
    credit.nws = Упозорења: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Упозорења: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Упозорења: Deutscher Wetterdienst преко Bright Sky (brightsky.dev)
    credit.environmentCanada = Упозорења: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Упозорења: MeteoAlarm (meteoalarm.org) и националне метеоролошке службе
    credit.metService = Упозорења: MetService (metservice.com), CC BY 4.0
    credit.wmo = Упозорења: {service}, преко Информационог центра СМО за опасне временске појаве (severeweather.wmo.int)
    """#
}
