extension Catalog {
  /// Russian (ru).
  static let russian = #"""
    # Glossary: rain = дождь, showers = ливневый дождь (ливневый снег), drizzle = морось,
    # sleet = дождь со снегом, thunderstorm = гроза, fog = туман, feels like = ощущается как;
    # precipitation = осадки, freezing = переохлаждённый, chance = вероятность,
    # warning = предупреждение, low/high = минимум/максимум; light/moderate/heavy =
    # слабый/умеренный/сильный. The rain outlook speaks of "осадки", as Roshydromet does
    # ("без осадков"); a spell's kind is named (дождь, снег).

    # How the place was found, under its name.
    source.coordinates = по указанным координатам
    source.search = найдено поиском по названию
    source.ip = по вашему IP-адресу через {service}
    source.config = ваше место по умолчанию из настроек

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Ясно
    weather.1 = Малооблачно
    weather.2 = Переменная облачность
    weather.3 = Пасмурно
    weather.45 = Туман
    weather.48 = Туман с изморозью
    weather.51 = Слабая морось
    weather.53 = Морось
    weather.55 = Сильная морось
    weather.56 = Слабая переохлаждённая морось
    weather.57 = Переохлаждённая морось
    weather.61 = Слабый дождь
    weather.63 = Дождь
    weather.65 = Сильный дождь
    weather.66 = Слабый переохлаждённый дождь
    weather.67 = Переохлаждённый дождь
    weather.68 = Слабый дождь со снегом
    weather.69 = Дождь со снегом
    weather.71 = Слабый снег
    weather.73 = Снег
    weather.75 = Сильный снег
    weather.77 = Снежные зёрна
    weather.80 = Слабый ливневый дождь
    weather.81 = Ливневый дождь
    weather.82 = Очень сильный ливневый дождь
    weather.83 = Слабый ливневый дождь со снегом
    weather.84 = Ливневый дождь со снегом
    weather.85 = Слабый ливневый снег
    weather.86 = Сильный ливневый снег
    weather.95 = Гроза
    weather.96 = Гроза со слабым градом
    weather.97 = Сильная гроза
    weather.99 = Гроза с сильным градом
    weather.unknown = Неизвестно (код {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = день
    flag.night = ночь

    # Compass points the wind comes from (С = север, В = восток, Ю = юг, З = запад).
    compass.n = С
    compass.ne = СВ
    compass.e = В
    compass.se = ЮВ
    compass.s = Ю
    compass.sw = ЮЗ
    compass.w = З
    compass.nw = СЗ

    # A day and a time of day, such as a warning's end in another year ("вт, 29 сент. в 02:10").
    time.dateTime = {date} в {time}

    # Conditions now.
    now.heading = Сейчас
    now.headingAt = Сейчас, {time} {zone}
    now.none = Нет данных о текущей погоде.
    now.feelsLike = ощущается как {temperature}
    now.humidity = влажность {percent}
    now.dewPoint = точка росы {temperature}
    now.wind = ветер {speed}
    now.windFrom = ветер {direction} {speed}
    now.precipitation = осадки {amount}
    now.pressure = давление {pressure}
    now.pressureChange = давление {pressure} ({change} за 3 ч)
    now.visibility = видимость {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = День
    table.weather = Погода
    table.low = Мин.
    table.high = Макс.
    table.precipitation = Осадки
    table.chance = Вероятн.
    table.wind = Ветер
    table.air = Воздух
    table.model = Модель
    table.noDays = Нет данных по дням.
    past.heading = Погода за прошедшие дни, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} модели ({models}) расходятся: максимумы или минимумы различаются на {spread} и более либо одни модели дают осадки, а другие нет
    models.disagreeHint = {mark} модели ({models}) расходятся: максимумы или минимумы различаются на {spread} и более либо одни модели дают осадки, а другие нет (их показывает --models)

    # The hourly chart. Row labels are at most 11 columns wide; the marks: Н = низшая,
    # В = высшая температура (chart.low and chart.high), as Н and В on weather maps.
    chart.next.one = Ближайший {n} час
    chart.next.few = Ближайшие {n} часа
    chart.next.many = Ближайшие {n} часов
    chart.next.other = Ближайшие {n} часа
    chart.none = Нет почасового прогноза начиная с текущего часа.
    chart.temperature = Температура
    chart.chance = Вероятн. %
    chart.hour = Час
    chart.lowMark = Н
    chart.highMark = В
    chart.low = минимум {temperature} в {time}
    chart.high = максимум {temperature} в {time}
    chart.chanceUpTo = вероятность осадков до {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Дождь с 14:30 (через 25 мин) примерно до 15:45, слабый, 1,2 мм, вероятность 40 %."
    # All three kinds are masculine, so the intensities agree with each.
    rain.kind.rain = дождь
    rain.kind.snow = снег
    rain.kind.freezingRain = переохлаждённый дождь
    rain.intensity.light = слабый
    rain.intensity.moderate = умеренный
    rain.intensity.heavy = сильный
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = сейчас идёт {kind}
    rain.startsAt = {kind} с {time} ({wait})
    rain.endsAt = примерно до {time}
    rain.endsAfter = как минимум до {time}
    rain.chance = вероятность {percent}
    rain.again = снова с {time}
    rain.none = До {time} осадков не ожидается.
    rain.unknown = Прогноз осадков неизвестен: 15-минутный прогноз не охватывает текущий момент.
    rain.inMinutes.one = через {n} мин
    rain.inMinutes.few = через {n} мин
    rain.inMinutes.many = через {n} мин
    rain.inMinutes.other = через {n} мин
    rain.inHours.one = через {n} ч
    rain.inHours.few = через {n} ч
    rain.inHours.many = через {n} ч
    rain.inHours.other = через {n} ч
    rain.inHoursMinutes = через {hours} ч {minutes} мин
    rain.withinTheHour = в течение часа
    rain.inAboutHours.one = примерно через {n} ч
    rain.inAboutHours.few = примерно через {n} ч
    rain.inAboutHours.many = примерно через {n} ч
    rain.inAboutHours.other = примерно через {n} ч
    # A rounded time only ever follows "с" (rain.startsAt, rain.again), where Russian cannot
    # put "около"; the wait ("примерно через 2 ч") says it is approximate.
    rain.aboutTime = {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = идёт {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} до {time}
    rain.short.none = без осадков
    rain.hourly.now = сейчас осадки
    rain.hourly.withinAnHour = осадки в течение часа
    rain.hourly.in.one = осадки через {n} ч
    rain.hourly.in.few = осадки через {n} ч
    rain.hourly.in.many = осадки через {n} ч
    rain.hourly.in.other = осадки через {n} ч
    rain.hourly.none.one = без осадков на {n} ч вперёд
    rain.hourly.none.few = без осадков на {n} ч вперёд
    rain.hourly.none.many = без осадков на {n} ч вперёд
    rain.hourly.none.other = без осадков на {n} ч вперёд
    rain.hourly.unknown = прогноз осадков неизвестен
    rain.chanceToday = вероятность осадков сегодня {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    # The outlook's "осадки", as in rain.hourly.
    radar.line = Радар {time}: {text}
    radar.here = сейчас здесь осадки
    radar.coming.one = осадки в {distance} к {direction}, приближаются, будут здесь примерно через {n} мин
    radar.coming.few = осадки в {distance} к {direction}, приближаются, будут здесь примерно через {n} мин
    radar.coming.many = осадки в {distance} к {direction}, приближаются, будут здесь примерно через {n} мин
    radar.coming.other = осадки в {distance} к {direction}, приближаются, будут здесь примерно через {n} мин
    radar.away = осадки в {distance} к {direction}, удаляются
    radar.still = осадки в {distance} к {direction}, не приближаются
    radar.seen = осадки в {distance} к {direction}
    radar.none = без осадков в радиусе {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = осадки {distance} {direction} через {n} мин
    radar.short.coming.few = осадки {distance} {direction} через {n} мин
    radar.short.coming.many = осадки {distance} {direction} через {n} мин
    radar.short.coming.other = осадки {distance} {direction} через {n} мин

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = меньше минуты назад
    ago.minutes.one = {n} мин назад
    ago.minutes.few = {n} мин назад
    ago.minutes.many = {n} мин назад
    ago.minutes.other = {n} мин назад
    ago.hours.one = {n} ч назад
    ago.hours.few = {n} ч назад
    ago.hours.many = {n} ч назад
    ago.hours.other = {n} ч назад
    ago.days.one = {n} день назад
    ago.days.few = {n} дня назад
    ago.days.many = {n} дней назад
    ago.days.other = {n} дня назад

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = погода недоступна
    bar.unavailableShort = н/д
    bar.range = от {low} до {high}
    bar.kept = Сохранённый прогноз, полученный {ago}: обновить не удалось

    # Official warnings: the frame around the issuer's own words (CAP severity as the degree
    # of danger: незначительная, умеренная, высокая, экстремальная опасность).
    alert.title.minor = {sign} Предупреждение о незначительной опасности: {event}
    alert.title.moderate = {sign} Предупреждение об умеренной опасности: {event}
    alert.title.severe = {sign} Предупреждение о высокой опасности: {event}
    alert.title.extreme = {sign} Предупреждение об экстремальной опасности: {event}
    # The level after the warning sign in a status bar (%W), agreeing with "опасность".
    alert.level.minor = незначительная
    alert.level.moderate = умеренная
    alert.level.severe = высокая
    alert.level.extreme = экстремальная
    alert.from = с {time}
    alert.until = до {time}
    alert.untilAssumed = примерно до {time} (окончание не указано)
    alert.anywhereInCountry = Предупреждения для всей страны: источник не указывает регион этого места.
    alert.none = Нет предупреждений, действующих сейчас или ожидаемых в период прогноза.
    alert.partialNone = Часть предупреждений не удалось прочитать; ни одно из остальных не действует и не ожидается в период прогноза.
    alert.partial = Часть предупреждений не удалось прочитать.
    alert.unavailable = Не удалось проверить предупреждения.
    alert.unsupported = Ни один источник официальных предупреждений не охватывает это место.
    watch.lifted = Отменено: {event}

    # Air quality and UV (--air). The index categories agree with "качество воздуха", the UV
    # ones with "УФ-индекс".
    air.line = Качество воздуха: {category} ({index} {value})
    air.unknown = Качество воздуха: значение {index} неизвестно
    air.ozone = озон
    air.uv = УФ-индекс {value} ({category})
    air.pollen = Пыльца: {plants}
    air.european.good = хорошее
    air.european.fair = удовлетворительное
    air.european.moderate = умеренное
    air.european.poor = плохое
    air.european.veryPoor = очень плохое
    air.european.extremelyPoor = крайне плохое
    air.us.good = хорошее
    air.us.moderate = умеренное
    air.us.unhealthyForSensitiveGroups = вредное для чувствительных групп
    air.us.unhealthy = вредное
    air.us.veryUnhealthy = очень вредное
    air.us.hazardous = опасное
    uv.low = низкий
    uv.moderate = умеренный
    uv.high = высокий
    uv.veryHigh = очень высокий
    uv.extreme = экстремальный
    pollen.alder = ольха
    pollen.birch = берёза
    pollen.grass = злаки
    pollen.mugwort = полынь
    pollen.olive = олива
    pollen.ragweed = амброзия

    # Against the climate normals (--normals). "из {n} лет": genitive, "из 21 года".
    normals.headingAll = По сравнению с той же неделей в {first}–{last} гг.:
    normals.headingUnusual = По сравнению с той же неделей в {first}–{last} гг., необычные дни:
    normals.day = {date}: {comparisons}
    normals.high = максимум {comparison}
    normals.low = минимум {comparison}
    normals.warmer.one = на {difference} выше нормы (выше, чем в {years} из {n} года)
    normals.warmer.few = на {difference} выше нормы (выше, чем в {years} из {n} лет)
    normals.warmer.many = на {difference} выше нормы (выше, чем в {years} из {n} лет)
    normals.warmer.other = на {difference} выше нормы (выше, чем в {years} из {n} года)
    normals.cooler.one = на {difference} ниже нормы (ниже, чем в {years} из {n} года)
    normals.cooler.few = на {difference} ниже нормы (ниже, чем в {years} из {n} лет)
    normals.cooler.many = на {difference} ниже нормы (ниже, чем в {years} из {n} лет)
    normals.cooler.other = на {difference} ниже нормы (ниже, чем в {years} из {n} года)
    normals.wetter.one = осадки {amount}, обычно {usual} в сутки (больше, чем в {years} из {n} года)
    normals.wetter.few = осадки {amount}, обычно {usual} в сутки (больше, чем в {years} из {n} лет)
    normals.wetter.many = осадки {amount}, обычно {usual} в сутки (больше, чем в {years} из {n} лет)
    normals.wetter.other = осадки {amount}, обычно {usual} в сутки (больше, чем в {years} из {n} года)
    normals.drier.one = осадки {amount}, обычно {usual} в сутки (меньше, чем в {years} из {n} года)
    normals.drier.few = осадки {amount}, обычно {usual} в сутки (меньше, чем в {years} из {n} лет)
    normals.drier.many = осадки {amount}, обычно {usual} в сутки (меньше, чем в {years} из {n} лет)
    normals.drier.other = осадки {amount}, обычно {usual} в сутки (меньше, чем в {years} из {n} года)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = также: {places}
    note.alsoMore.one = также: {places} (и ещё {n})
    note.alsoMore.few = также: {places} (и ещё {n})
    note.alsoMore.many = также: {places} (и ещё {n})
    note.alsoMore.other = также: {places} (и ещё {n})
    note.alsoUse = {also}; укажите {hints}
    note.or = {first} или {rest}
    note.staleForecast = показан прогноз, полученный {ago}: {reason}
    note.warningsNotChecked = предупреждения не проверены: {reason}
    note.warningsNotAllChecked = проверены не все предупреждения: {reason}
    note.warningsEarlier = предупреждения из более раннего ответа: {reason}
    note.airMissing = качество воздуха не показано: {reason}
    note.airEarlier = качество воздуха из более раннего ответа: {reason}
    note.normalsMissing = дни не сравнены с нормой: {reason}
    note.normalsEarlier = нормы из более раннего ответа: {reason}
    note.modelsFailed = погодные модели не сравнены: {reason}
    note.radarMissing = радар не показан: {reason}
    note.radarNotCovered = радар не показан: радары, которые читает rainstorm, охватывают Германию и 48 смежных штатов США, а также до 100 km вокруг них
    note.warningsInEnglish = предупреждения на английском: {source} не выпускает их на русском
    note.keptPlace = используется место, найденное {ago}: повторный поиск не удался
    note.keptPlaceBecause = используется место, найденное {ago}: повторный поиск не удался: {reason}
    note.fallback = {reason}; показан прогноз от {provider}
    note.deprecated = {provider} сообщает, что эта версия его прогноза устарела (HTTP 203); более новая версия rainstorm будет запрашивать актуальную
    note.noModels = {provider} не сравнивает погодные модели; --models ничего не покажет
    note.hourlyRain = время осадков указано с точностью до часа: у {provider} здесь нет 15-минутного прогноза

    # Credits (names of services and addresses stay as they are).
    credit.openMeteo = Данные о погоде: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Данные: MET Norway (CC BY 4.0)
    credit.nws = Предупреждения: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Предупреждения: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Предупреждения: Deutscher Wetterdienst через Bright Sky (brightsky.dev)
    credit.environmentCanada = Предупреждения: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Предупреждения: MeteoAlarm (meteoalarm.org) и национальные метеослужбы
    credit.metService = Предупреждения: MetService (metservice.com), CC BY 4.0
    credit.wmo = Предупреждения: {service}, через Информационный центр ВМО по опасным явлениям погоды (severeweather.wmo.int)
    """#
}
