extension Catalog {
  /// Ukrainian (uk).
  static let ukrainian = #"""
    # Glossary: rain = дощ, showers = зливовий дощ (зливовий сніг), drizzle = мряка,
    # sleet = дощ зі снігом, thunderstorm = гроза, fog = туман, feels like = відчувається як;
    # precipitation = опади, freezing = переохолоджений, chance = ймовірність,
    # warning = попередження, low/high = мінімум/максимум; light/moderate/heavy =
    # слабкий/помірний/сильний. The rain outlook speaks of "опади", as UkrHMC does
    # ("без опадів"); a spell's kind is named (дощ, сніг).

    # How the place was found, under its name.
    source.coordinates = за вказаними координатами
    source.search = знайдено пошуком місця
    source.ip = за вашою IP-адресою через {service}
    source.config = ваше типове місце з налаштувань

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Ясно
    weather.1 = Малохмарно
    weather.2 = Мінлива хмарність
    weather.3 = Похмуро
    weather.45 = Туман
    weather.48 = Туман із памороззю
    weather.51 = Слабка мряка
    weather.53 = Мряка
    weather.55 = Сильна мряка
    weather.56 = Слабка переохолоджена мряка
    weather.57 = Переохолоджена мряка
    weather.61 = Слабкий дощ
    weather.63 = Дощ
    weather.65 = Сильний дощ
    weather.66 = Слабкий переохолоджений дощ
    weather.67 = Переохолоджений дощ
    weather.68 = Слабкий дощ зі снігом
    weather.69 = Дощ зі снігом
    weather.71 = Слабкий сніг
    weather.73 = Сніг
    weather.75 = Сильний сніг
    weather.77 = Снігові зерна
    weather.80 = Слабкий зливовий дощ
    weather.81 = Зливовий дощ
    weather.82 = Дуже сильний зливовий дощ
    weather.83 = Слабкий зливовий дощ зі снігом
    weather.84 = Зливовий дощ зі снігом
    weather.85 = Слабкий зливовий сніг
    weather.86 = Сильний зливовий сніг
    weather.95 = Гроза
    weather.96 = Гроза зі слабким градом
    weather.97 = Сильна гроза
    weather.99 = Гроза з сильним градом
    weather.unknown = Невідомо (код {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = день
    flag.night = ніч

    # Compass points the wind comes from (Пн = північ, Сх = схід, Пд = південь, Зх = захід).
    compass.n = Пн
    compass.ne = Пн-Сх
    compass.e = Сх
    compass.se = Пд-Сх
    compass.s = Пд
    compass.sw = Пд-Зх
    compass.w = Зх
    compass.nw = Пн-Зх

    # A day and a time of day, such as a warning's end in another year ("вт, 29 вер. о 02:10").
    time.dateTime = {date} о {time}

    # Conditions now.
    now.heading = Зараз
    now.headingAt = Зараз, {time} {zone}
    now.none = Немає даних про поточну погоду.
    now.feelsLike = відчувається як {temperature}
    now.humidity = вологість {percent}
    now.dewPoint = точка роси {temperature}
    now.wind = вітер {speed}
    now.windFrom = вітер {direction} {speed}
    now.precipitation = опади {amount}
    now.pressure = тиск {pressure}
    now.pressureChange = тиск {pressure} ({change} за 3 год)
    now.visibility = видимість {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = День
    table.weather = Погода
    table.low = Мін.
    table.high = Макс.
    table.precipitation = Опади
    table.chance = Ймовірн.
    table.wind = Вітер
    table.air = Повітря
    table.model = Модель
    table.noDays = Немає даних за дні.
    past.heading = Погода за минулі дні, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} моделі ({models}) розходяться: максимуми або мінімуми відрізняються на {spread} або більше, або одні моделі дають опади, а інші ні
    models.disagreeHint = {mark} моделі ({models}) розходяться: максимуми або мінімуми відрізняються на {spread} або більше, або одні моделі дають опади, а інші ні (їх показує --models)

    # The hourly chart. Row labels are at most 11 columns wide; the marks: Н = найнижча,
    # В = найвища температура (chart.low and chart.high), as Н and В on weather maps.
    chart.next.one = Найближча {n} година
    chart.next.few = Найближчі {n} години
    chart.next.many = Найближчі {n} годин
    chart.next.other = Найближчі {n} години
    chart.none = Немає погодинного прогнозу від поточної години.
    chart.temperature = Температура
    chart.chance = Ймовірн. %
    chart.hour = Година
    chart.lowMark = Н
    chart.highMark = В
    chart.low = мінімум {temperature} о {time}
    chart.high = максимум {temperature} о {time}
    chart.chanceUpTo = ймовірність опадів до {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Дощ з 14:30 (через 25 хв) приблизно до 15:45, слабкий, 1,2 мм, ймовірність 40%."
    # All three kinds are masculine, so the intensities agree with each.
    rain.kind.rain = дощ
    rain.kind.snow = сніг
    rain.kind.freezingRain = переохолоджений дощ
    rain.intensity.light = слабкий
    rain.intensity.moderate = помірний
    rain.intensity.heavy = сильний
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = зараз іде {kind}
    rain.startsAt = {kind} з {time} ({wait})
    rain.endsAt = приблизно до {time}
    rain.endsAfter = щонайменше до {time}
    rain.chance = ймовірність {percent}
    rain.again = знову з {time}
    rain.none = До {time} опадів не очікується.
    rain.unknown = Прогноз опадів невідомий: 15-хвилинний прогноз не охоплює поточного моменту.
    rain.inMinutes.one = через {n} хв
    rain.inMinutes.few = через {n} хв
    rain.inMinutes.many = через {n} хв
    rain.inMinutes.other = через {n} хв
    rain.inHours.one = через {n} год
    rain.inHours.few = через {n} год
    rain.inHours.many = через {n} год
    rain.inHours.other = через {n} год
    rain.inHoursMinutes = через {hours} год {minutes} хв
    rain.withinTheHour = протягом години
    rain.inAboutHours.one = приблизно через {n} год
    rain.inAboutHours.few = приблизно через {n} год
    rain.inAboutHours.many = приблизно через {n} год
    rain.inAboutHours.other = приблизно через {n} год
    # A rounded time only ever follows "з" (rain.startsAt, rain.again), where Ukrainian cannot
    # put "близько"; the wait ("приблизно через 2 год") says it is approximate.
    rain.aboutTime = {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = іде {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} до {time}
    rain.short.none = без опадів
    rain.hourly.now = зараз опади
    rain.hourly.withinAnHour = опади протягом години
    rain.hourly.in.one = опади через {n} год
    rain.hourly.in.few = опади через {n} год
    rain.hourly.in.many = опади через {n} год
    rain.hourly.in.other = опади через {n} год
    rain.hourly.none.one = без опадів на {n} год уперед
    rain.hourly.none.few = без опадів на {n} год уперед
    rain.hourly.none.many = без опадів на {n} год уперед
    rain.hourly.none.other = без опадів на {n} год уперед
    rain.hourly.unknown = прогноз опадів невідомий
    rain.chanceToday = ймовірність опадів сьогодні {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    # The outlook's "опади", as in rain.hourly.
    radar.line = Радар {time}: {text}
    radar.here = зараз тут опади
    radar.coming.one = опади за {distance} на {direction}, наближаються, будуть тут приблизно через {n} хв
    radar.coming.few = опади за {distance} на {direction}, наближаються, будуть тут приблизно через {n} хв
    radar.coming.many = опади за {distance} на {direction}, наближаються, будуть тут приблизно через {n} хв
    radar.coming.other = опади за {distance} на {direction}, наближаються, будуть тут приблизно через {n} хв
    radar.away = опади за {distance} на {direction}, віддаляються
    radar.still = опади за {distance} на {direction}, не наближаються
    radar.seen = опади за {distance} на {direction}
    radar.none = без опадів у радіусі {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = опади {distance} {direction} через {n} хв
    radar.short.coming.few = опади {distance} {direction} через {n} хв
    radar.short.coming.many = опади {distance} {direction} через {n} хв
    radar.short.coming.other = опади {distance} {direction} через {n} хв

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = менше хвилини тому
    ago.minutes.one = {n} хв тому
    ago.minutes.few = {n} хв тому
    ago.minutes.many = {n} хв тому
    ago.minutes.other = {n} хв тому
    ago.hours.one = {n} год тому
    ago.hours.few = {n} год тому
    ago.hours.many = {n} год тому
    ago.hours.other = {n} год тому
    ago.days.one = {n} день тому
    ago.days.few = {n} дні тому
    ago.days.many = {n} днів тому
    ago.days.other = {n} дня тому

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = погода недоступна
    bar.unavailableShort = н/д
    bar.range = від {low} до {high}
    bar.kept = Збережений прогноз, отриманий {ago}: оновити не вдалося

    # Official warnings: the frame around the issuer's own words (CAP severity as the degree
    # of danger: незначна, помірна, висока, екстремальна небезпека).
    alert.title.minor = {sign} Попередження про незначну небезпеку: {event}
    alert.title.moderate = {sign} Попередження про помірну небезпеку: {event}
    alert.title.severe = {sign} Попередження про високу небезпеку: {event}
    alert.title.extreme = {sign} Попередження про екстремальну небезпеку: {event}
    # The level after the warning sign in a status bar (%W), agreeing with "небезпека".
    alert.level.minor = незначна
    alert.level.moderate = помірна
    alert.level.severe = висока
    alert.level.extreme = екстремальна
    alert.from = з {time}
    alert.until = до {time}
    alert.untilAssumed = приблизно до {time} (закінчення не вказано)
    alert.anywhereInCountry = Попередження для всієї країни: джерело не вказує регіону цього місця.
    alert.none = Немає попереджень, чинних зараз або очікуваних у межах прогнозу.
    alert.partialNone = Частину попереджень не вдалося прочитати; жодне з решти не діє і не очікується в межах прогнозу.
    alert.partial = Частину попереджень не вдалося прочитати.
    alert.unavailable = Не вдалося перевірити попередження.
    alert.unsupported = Жодне джерело офіційних попереджень не охоплює цього місця.
    watch.lifted = Скасовано: {event}

    # Air quality and UV (--air). The index categories agree with "якість повітря", the UV
    # ones with "УФ-індекс".
    air.line = Якість повітря: {category} ({index} {value})
    air.unknown = Якість повітря: значення {index} невідоме
    air.ozone = озон
    air.uv = УФ-індекс {value} ({category})
    air.pollen = Пилок: {plants}
    air.european.good = добра
    air.european.fair = задовільна
    air.european.moderate = помірна
    air.european.poor = погана
    air.european.veryPoor = дуже погана
    air.european.extremelyPoor = надзвичайно погана
    air.us.good = добра
    air.us.moderate = помірна
    air.us.unhealthyForSensitiveGroups = шкідлива для чутливих груп
    air.us.unhealthy = шкідлива
    air.us.veryUnhealthy = дуже шкідлива
    air.us.hazardous = небезпечна
    uv.low = низький
    uv.moderate = помірний
    uv.high = високий
    uv.veryHigh = дуже високий
    uv.extreme = екстремальний
    pollen.alder = вільха
    pollen.birch = береза
    pollen.grass = злаки
    pollen.mugwort = полин
    pollen.olive = оливка
    pollen.ragweed = амброзія

    # Against the climate normals (--normals). "з {n} років": genitive, "з 21 року".
    normals.headingAll = Порівняно з тим самим тижнем у {first}–{last} рр.:
    normals.headingUnusual = Порівняно з тим самим тижнем у {first}–{last} рр., незвичайні дні:
    normals.day = {date}: {comparisons}
    normals.high = максимум {comparison}
    normals.low = мінімум {comparison}
    normals.warmer.one = на {difference} вище норми (вище, ніж у {years} з {n} року)
    normals.warmer.few = на {difference} вище норми (вище, ніж у {years} з {n} років)
    normals.warmer.many = на {difference} вище норми (вище, ніж у {years} з {n} років)
    normals.warmer.other = на {difference} вище норми (вище, ніж у {years} з {n} року)
    normals.cooler.one = на {difference} нижче норми (нижче, ніж у {years} з {n} року)
    normals.cooler.few = на {difference} нижче норми (нижче, ніж у {years} з {n} років)
    normals.cooler.many = на {difference} нижче норми (нижче, ніж у {years} з {n} років)
    normals.cooler.other = на {difference} нижче норми (нижче, ніж у {years} з {n} року)
    normals.wetter.one = опади {amount}, зазвичай {usual} на добу (більше, ніж у {years} з {n} року)
    normals.wetter.few = опади {amount}, зазвичай {usual} на добу (більше, ніж у {years} з {n} років)
    normals.wetter.many = опади {amount}, зазвичай {usual} на добу (більше, ніж у {years} з {n} років)
    normals.wetter.other = опади {amount}, зазвичай {usual} на добу (більше, ніж у {years} з {n} року)
    normals.drier.one = опади {amount}, зазвичай {usual} на добу (менше, ніж у {years} з {n} року)
    normals.drier.few = опади {amount}, зазвичай {usual} на добу (менше, ніж у {years} з {n} років)
    normals.drier.many = опади {amount}, зазвичай {usual} на добу (менше, ніж у {years} з {n} років)
    normals.drier.other = опади {amount}, зазвичай {usual} на добу (менше, ніж у {years} з {n} року)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = також: {places}
    note.alsoMore.one = також: {places} (і ще {n})
    note.alsoMore.few = також: {places} (і ще {n})
    note.alsoMore.many = також: {places} (і ще {n})
    note.alsoMore.other = також: {places} (і ще {n})
    note.alsoUse = {also}; вкажіть {hints}
    note.or = {first} або {rest}
    note.staleForecast = показано прогноз, отриманий {ago}: {reason}
    note.warningsNotChecked = попередження не перевірено: {reason}
    note.warningsNotAllChecked = перевірено не всі попередження: {reason}
    note.warningsEarlier = попередження з попередньої відповіді: {reason}
    note.airMissing = якість повітря не показано: {reason}
    note.airEarlier = якість повітря з попередньої відповіді: {reason}
    note.normalsMissing = дні не порівняно з нормою: {reason}
    note.normalsEarlier = норми з попередньої відповіді: {reason}
    note.modelsFailed = погодні моделі не порівняно: {reason}
    note.radarMissing = радар не показано: {reason}
    note.radarNotCovered = радар не показано: радари, які читає rainstorm, охоплюють Німеччину та 48 суміжних штатів США, а також до 100 km навколо них
    note.warningsInEnglish = попередження англійською: {source} не публікує їх цією мовою
    note.keptPlace = використано місце, знайдене {ago}: повторний пошук не вдався
    note.keptPlaceBecause = використано місце, знайдене {ago}: повторний пошук не вдався: {reason}
    note.fallback = {reason}; показано прогноз від {provider}
    note.deprecated = {provider} повідомляє, що ця версія його прогнозу застаріла (HTTP 203); новіша версія rainstorm запитуватиме актуальну
    note.noModels = {provider} не порівнює погодні моделі; --models нічого не покаже
    note.hourlyRain = час опадів указано з точністю до години: {provider} не має тут 15-хвилинного прогнозу

    # Credits (names of services and addresses stay as they are).
    credit.openMeteo = Дані про погоду: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Дані: MET Norway (CC BY 4.0)
    credit.nws = Попередження: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Попередження: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Попередження: Deutscher Wetterdienst через Bright Sky (brightsky.dev)
    credit.environmentCanada = Попередження: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Попередження: MeteoAlarm (meteoalarm.org) і національні метеорологічні служби
    credit.metService = Попередження: MetService (metservice.com), CC BY 4.0
    credit.wmo = Попередження: {service}, через Інформаційний центр ВМО з небезпечних погодних явищ (severeweather.wmo.int)
    """#
}
