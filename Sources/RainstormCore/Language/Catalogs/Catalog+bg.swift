extension Catalog {
  /// Bulgarian (bg).
  static let bulgarian = #"""
    # Glossary: rain = дъжд, showers = превалявания (от дъжд, от сняг), drizzle = ръмеж,
    # sleet = дъжд със сняг, thunderstorm = гръмотевична буря, fog = мъгла,
    # feels like = усеща се като; precipitation = валежи, freezing = замръзващ,
    # chance = вероятност, warning = предупреждение, low/high = минимум/максимум;
    # light/moderate/heavy = слаб/умерен/силен. The rain outlook speaks of "валежи", as NIMH
    # does ("без валежи"); a spell's kind is named (дъжд, сняг).

    # How the place was found, under its name.
    source.coordinates = за зададените координати
    source.search = намерено чрез търсене на място
    source.ip = по вашия IP адрес чрез {service}
    source.config = вашето местоположение по подразбиране от настройките

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Ясно
    weather.1 = Предимно ясно
    weather.2 = Променлива облачност
    weather.3 = Облачно
    weather.45 = Мъгла
    weather.48 = Мъгла със скреж
    weather.51 = Слаб ръмеж
    weather.53 = Ръмеж
    weather.55 = Силен ръмеж
    weather.56 = Слаб замръзващ ръмеж
    weather.57 = Замръзващ ръмеж
    weather.61 = Слаб дъжд
    weather.63 = Дъжд
    weather.65 = Силен дъжд
    weather.66 = Слаб замръзващ дъжд
    weather.67 = Замръзващ дъжд
    weather.68 = Слаб дъжд със сняг
    weather.69 = Дъжд със сняг
    weather.71 = Слаб сняг
    weather.73 = Сняг
    weather.75 = Силен сняг
    weather.77 = Снежни зърна
    weather.80 = Слаби превалявания от дъжд
    weather.81 = Превалявания от дъжд
    weather.82 = Много силни превалявания от дъжд
    weather.83 = Слаби превалявания от дъжд със сняг
    weather.84 = Превалявания от дъжд със сняг
    weather.85 = Слаби превалявания от сняг
    weather.86 = Силни превалявания от сняг
    weather.95 = Гръмотевична буря
    weather.96 = Гръмотевична буря със слаба градушка
    weather.97 = Силна гръмотевична буря
    weather.99 = Гръмотевична буря със силна градушка
    weather.unknown = Неизвестно (код {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = ден
    flag.night = нощ

    # Compass points the wind comes from (С = север, И = изток, Ю = юг, З = запад).
    compass.n = С
    compass.ne = СИ
    compass.e = И
    compass.se = ЮИ
    compass.s = Ю
    compass.sw = ЮЗ
    compass.w = З
    compass.nw = СЗ

    # A day and a time of day, such as a warning's end in another year ("вт, 29.09 в 2:10").
    time.dateTime = {date} в {time}

    # Conditions now.
    now.heading = Сега
    now.headingAt = Сега, {time} {zone}
    now.none = Няма данни за текущото време.
    now.feelsLike = усеща се като {temperature}
    now.humidity = влажност {percent}
    now.dewPoint = точка на оросяване {temperature}
    now.wind = вятър {speed}
    now.windFrom = вятър {speed} от {direction}
    now.precipitation = валежи {amount}
    now.pressure = налягане {pressure}
    now.pressureChange = налягане {pressure} ({change} за 3 ч)
    now.visibility = видимост {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Ден
    table.weather = Време
    table.low = Мин.
    table.high = Макс.
    table.precipitation = Валежи
    table.chance = Вероятн.
    table.wind = Вятър
    table.air = Въздух
    table.model = Модел
    table.noDays = Няма данни за дните.
    past.heading = Времето през изминалите дни, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} моделите ({models}) се разминават: максималните или минималните температури се различават с {spread} или повече, или едни модели дават валежи, а други не
    models.disagreeHint = {mark} моделите ({models}) се разминават: максималните или минималните температури се различават с {spread} или повече, или едни модели дават валежи, а други не (--models ги показва)

    # The hourly chart. Row labels are at most 11 columns wide; the marks: Н = най-ниска,
    # В = най-висока температура (chart.low and chart.high), as Н and В on weather maps.
    # "one" is only 1 in Bulgarian.
    chart.next.one = Следващият час
    chart.next.other = Следващите {n} часа
    chart.none = Няма почасова прогноза от текущия час нататък.
    chart.temperature = Температура
    chart.chance = Вероятн. %
    chart.hour = Час
    chart.lowMark = Н
    chart.highMark = В
    chart.low = минимум {temperature} в {time}
    chart.high = максимум {temperature} в {time}
    chart.chanceUpTo = вероятност за валежи до {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Дъжд от 14:30 (след 25 мин) до около 15:45, слаб, 1,2 mm, вероятност 40%."
    # All three kinds are masculine, so the intensities agree with each.
    rain.kind.rain = дъжд
    rain.kind.snow = сняг
    rain.kind.freezingRain = замръзващ дъжд
    rain.intensity.light = слаб
    rain.intensity.moderate = умерен
    rain.intensity.heavy = силен
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = сега вали {kind}
    rain.startsAt = {kind} от {time} ({wait})
    rain.endsAt = до около {time}
    rain.endsAfter = поне до {time}
    rain.chance = вероятност {percent}
    rain.again = отново от {time}
    rain.none = Не се очакват валежи до {time}.
    rain.unknown = Прогнозата за валежи е неизвестна: 15-минутната прогноза не обхваща текущия момент.
    rain.inMinutes.one = след {n} мин
    rain.inMinutes.other = след {n} мин
    rain.inHours.one = след {n} ч
    rain.inHours.other = след {n} ч
    rain.inHoursMinutes = след {hours} ч и {minutes} мин
    rain.withinTheHour = в рамките на час
    rain.inAboutHours.one = след около {n} ч
    rain.inAboutHours.other = след около {n} ч
    rain.aboutTime = около {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = вали {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} до {time}
    rain.short.none = без валежи
    rain.hourly.now = валежи сега
    rain.hourly.withinAnHour = валежи в рамките на час
    rain.hourly.in.one = валежи след {n} ч
    rain.hourly.in.other = валежи след {n} ч
    rain.hourly.none.one = без валежи през следващия час
    rain.hourly.none.other = без валежи през следващите {n} ч
    rain.hourly.unknown = прогнозата за валежи е неизвестна
    rain.chanceToday = вероятност за валежи днес {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    # The outlook's "валежи", as in rain.hourly.
    radar.line = Радар {time}: {text}
    radar.here = валежи тук сега
    radar.coming.one = валежи на {distance} в посока {direction}, приближават се, ще са тук след около {n} мин
    radar.coming.other = валежи на {distance} в посока {direction}, приближават се, ще са тук след около {n} мин
    radar.away = валежи на {distance} в посока {direction}, отдалечават се
    radar.still = валежи на {distance} в посока {direction}, не се приближават
    radar.seen = валежи на {distance} в посока {direction}
    radar.none = без валежи в радиус от {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = валежи на {distance} {direction} след {n} мин
    radar.short.coming.other = валежи на {distance} {direction} след {n} мин

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = преди по-малко от минута
    ago.minutes.one = преди {n} мин
    ago.minutes.other = преди {n} мин
    ago.hours.one = преди {n} ч
    ago.hours.other = преди {n} ч
    ago.days.one = преди {n} ден
    ago.days.other = преди {n} дни

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = времето е недостъпно
    bar.unavailableShort = н/д
    bar.range = от {low} до {high}
    bar.kept = Запазена прогноза, получена {ago}: опресняването не успя

    # Official warnings: the frame around the issuer's own words (CAP severity as the degree
    # of danger: незначителна, умерена, висока, екстремна опасност).
    alert.title.minor = {sign} Предупреждение за незначителна опасност: {event}
    alert.title.moderate = {sign} Предупреждение за умерена опасност: {event}
    alert.title.severe = {sign} Предупреждение за висока опасност: {event}
    alert.title.extreme = {sign} Предупреждение за екстремна опасност: {event}
    # The level after the warning sign in a status bar (%W), agreeing with "опасност".
    alert.level.minor = незначителна
    alert.level.moderate = умерена
    alert.level.severe = висока
    alert.level.extreme = екстремна
    alert.from = от {time}
    alert.until = до {time}
    alert.untilAssumed = до около {time} (краят не е посочен)
    alert.anywhereInCountry = Предупреждения за цялата страна: източникът не посочва регион за това място.
    alert.none = Няма предупреждения, които са в сила или се очакват в периода на прогнозата.
    alert.partialNone = Някои предупреждения не можаха да бъдат прочетени; никое от останалите не е в сила и не се очаква в периода на прогнозата.
    alert.partial = Някои предупреждения не можаха да бъдат прочетени.
    alert.unavailable = Предупрежденията не можаха да бъдат проверени.
    alert.unsupported = Няма източник на официални предупреждения за това място.
    watch.lifted = Отменено: {event}

    # Air quality and UV (--air). The index categories agree with "качество" (neuter), the UV
    # ones with "UV индекс".
    air.line = Качество на въздуха: {category} ({index} {value})
    air.unknown = Качество на въздуха: стойността на {index} е неизвестна
    air.ozone = озон
    air.uv = UV индекс {value} ({category})
    air.pollen = Полени: {plants}
    air.european.good = добро
    air.european.fair = задоволително
    air.european.moderate = умерено
    air.european.poor = лошо
    air.european.veryPoor = много лошо
    air.european.extremelyPoor = изключително лошо
    air.us.good = добро
    air.us.moderate = умерено
    air.us.unhealthyForSensitiveGroups = вредно за чувствителни групи
    air.us.unhealthy = вредно
    air.us.veryUnhealthy = много вредно
    air.us.hazardous = опасно
    uv.low = нисък
    uv.moderate = умерен
    uv.high = висок
    uv.veryHigh = много висок
    uv.extreme = екстремен
    pollen.alder = елша
    pollen.birch = бреза
    pollen.grass = треви
    pollen.mugwort = пелин
    pollen.olive = маслина
    pollen.ragweed = амброзия

    # Against the climate normals (--normals). The comparisons agree with "температура".
    normals.headingAll = Спрямо същата седмица през {first}–{last} г.:
    normals.headingUnusual = Спрямо същата седмица през {first}–{last} г., необичайните дни:
    normals.day = {date}: {comparisons}
    normals.high = максималната температура {comparison}
    normals.low = минималната температура {comparison}
    normals.warmer.one = с {difference} над нормата (по-висока, отколкото в {years} от {n} година)
    normals.warmer.other = с {difference} над нормата (по-висока, отколкото в {years} от {n} години)
    normals.cooler.one = с {difference} под нормата (по-ниска, отколкото в {years} от {n} година)
    normals.cooler.other = с {difference} под нормата (по-ниска, отколкото в {years} от {n} години)
    normals.wetter.one = валежи {amount}, обикновено {usual} на денонощие (повече, отколкото в {years} от {n} година)
    normals.wetter.other = валежи {amount}, обикновено {usual} на денонощие (повече, отколкото в {years} от {n} години)
    normals.drier.one = валежи {amount}, обикновено {usual} на денонощие (по-малко, отколкото в {years} от {n} година)
    normals.drier.other = валежи {amount}, обикновено {usual} на денонощие (по-малко, отколкото в {years} от {n} години)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = също: {places}
    note.alsoMore.one = също: {places} (и още {n})
    note.alsoMore.other = също: {places} (и още {n})
    note.alsoUse = {also}; използвайте {hints}
    note.or = {first} или {rest}
    note.staleForecast = показана е прогнозата, получена {ago}: {reason}
    note.warningsNotChecked = предупрежденията не са проверени: {reason}
    note.warningsNotAllChecked = не всички предупреждения са проверени: {reason}
    note.warningsEarlier = предупреждения от по-ранен отговор: {reason}
    note.airMissing = качеството на въздуха не е показано: {reason}
    note.airEarlier = качество на въздуха от по-ранен отговор: {reason}
    note.normalsMissing = дните не са сравнени с нормата: {reason}
    note.normalsEarlier = климатични норми от по-ранен отговор: {reason}
    note.modelsFailed = метеорологичните модели не са сравнени: {reason}
    note.radarMissing = радарът не е показан: {reason}
    note.radarNotCovered = радарът не е показан: радарите, които rainstorm чете, покриват Германия и 48-те съседни щата на САЩ, както и до 100 km около тях
    note.warningsInEnglish = предупреждения на английски: {source} не ги издава на български
    note.keptPlace = използва се мястото, намерено {ago}: повторното търсене не успя
    note.keptPlaceBecause = използва се мястото, намерено {ago}: повторното търсене не успя: {reason}
    note.fallback = {reason}; показана е прогнозата от {provider}
    note.deprecated = {provider} съобщава, че тази версия на прогнозата му е остаряла (HTTP 203); по-нова версия на rainstorm ще изисква актуалната
    note.noModels = {provider} не сравнява метеорологични модели; --models не показва нито един
    note.hourlyRain = времето на валежите е с точност до час: {provider} няма 15-минутна прогноза тук

    # Credits (names of services and addresses stay as they are).
    credit.openMeteo = Метеорологични данни от Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Данни от MET Norway (CC BY 4.0)
    credit.nws = Предупреждения: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Предупреждения: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Предупреждения: Deutscher Wetterdienst чрез Bright Sky (brightsky.dev)
    credit.environmentCanada = Предупреждения: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Предупреждения: MeteoAlarm (meteoalarm.org) и националните метеорологични служби
    credit.metService = Предупреждения: MetService (metservice.com), CC BY 4.0
    credit.wmo = Предупреждения: {service}, чрез Информационния център за опасни метеорологични явления на СМО (severeweather.wmo.int)
    """#
}
