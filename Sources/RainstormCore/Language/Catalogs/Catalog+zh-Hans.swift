extension Catalog {
  /// Simplified Chinese (zh-Hans).
  static let chineseSimplified = #"""
    # Glossary: rain = 雨, showers = 阵雨 (阵雪, 阵性雨夹雪), drizzle = 毛毛雨, sleet = 雨夹雪,
    # thunderstorm = 雷阵雨, fog = 雾, feels like = 体感温度; freezing = 冻, hail = 冰雹,
    # precipitation = 降水量, chance = 降水概率 (table heading 概率), warning = 预警,
    # model = 模式, usual (normals) = 常年. Grades as CMA: 小/中/大 (雨, 雪), 强 for showers.

    # How the place was found, under its name.
    source.coordinates = 按您提供的坐标
    source.search = 通过地名搜索找到
    source.ip = 根据您的IP地址（经由{service}）
    source.config = 您设置的默认地点

    # Lists of values and parts of a sentence.
    list.pair = {first}，{rest}
    list.clauses = {first}；{rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); CMA wording.
    weather.0 = 晴
    weather.1 = 少云
    weather.2 = 多云
    weather.3 = 阴
    weather.45 = 雾
    weather.48 = 冻雾
    weather.51 = 轻毛毛雨
    weather.53 = 毛毛雨
    weather.55 = 浓毛毛雨
    weather.56 = 轻冻毛毛雨
    weather.57 = 冻毛毛雨
    weather.61 = 小雨
    weather.63 = 中雨
    weather.65 = 大雨
    weather.66 = 小冻雨
    weather.67 = 冻雨
    weather.68 = 小雨夹雪
    weather.69 = 雨夹雪
    weather.71 = 小雪
    weather.73 = 中雪
    weather.75 = 大雪
    weather.77 = 米雪
    weather.80 = 小阵雨
    weather.81 = 阵雨
    weather.82 = 强阵雨
    weather.83 = 小阵性雨夹雪
    weather.84 = 阵性雨夹雪
    weather.85 = 小阵雪
    weather.86 = 强阵雪
    weather.95 = 雷阵雨
    weather.96 = 雷阵雨伴有小冰雹
    weather.97 = 强雷阵雨
    weather.99 = 雷阵雨伴有大冰雹
    weather.unknown = 未知（代码{code}）
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = 白天
    flag.night = 夜间

    # Compass points the wind comes from ("西南风" in now.windFrom).
    compass.n = 北
    compass.ne = 东北
    compass.e = 东
    compass.se = 东南
    compass.s = 南
    compass.sw = 西南
    compass.w = 西
    compass.nw = 西北

    # A day and a time of day, such as a warning's end in another year: "9月29日周二 14:30".
    time.dateTime = {date} {time}

    # Conditions now.
    now.heading = 当前
    now.headingAt = 当前（{time} {zone}）
    now.none = 暂无当前天气实况。
    now.feelsLike = 体感温度{temperature}
    now.humidity = 相对湿度{percent}
    now.dewPoint = 露点{temperature}
    now.wind = 风速{speed}
    now.windFrom = {direction}风{speed}
    now.precipitation = 降水量{amount}
    now.pressure = 气压{pressure}
    now.pressureChange = 气压{pressure}（3小时变化{change}）
    now.visibility = 能见度{distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = 日期
    table.weather = 天气
    table.low = 最低
    table.high = 最高
    table.precipitation = 降水量
    table.chance = 概率
    table.wind = 风
    table.air = 空气
    table.model = 模式
    table.noDays = 暂无逐日预报。
    past.heading = 过去天气：{dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} 各模式（{models}）预报有分歧：最高或最低气温相差{spread}或以上，或部分模式有雨而其他模式无雨
    models.disagreeHint = {mark} 各模式（{models}）预报有分歧：最高或最低气温相差{spread}或以上，或部分模式有雨而其他模式无雨（--models可显示各模式）

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are D (低) and G (高), as on CMA weather charts.
    chart.next.other = 未来{n}小时
    chart.none = 从当前时次起暂无逐小时预报。
    chart.temperature = 气温
    chart.chance = 降水概率
    chart.hour = 时刻
    chart.lowMark = D
    chart.highMark = G
    chart.low = 最低气温{temperature}（{time}）
    chart.high = 最高气温{temperature}（{time}）
    chart.chanceUpTo = 降水概率最高{percent}

    # Rain timing (--rain-within). A line reads
    # "14:30起有雨（25分钟后），约15:45结束。弱降水，1.2毫米，降水概率40%。"
    rain.kind.rain = 雨
    rain.kind.snow = 雪
    rain.kind.freezingRain = 冻雨
    rain.intensity.light = 弱降水
    rain.intensity.moderate = 中等强度降水
    rain.intensity.heavy = 强降水
    rain.sentence = {start}，{end}。{details}。
    rain.startsNow = 现在有{kind}
    rain.startsAt = {time}起有{kind}（{wait}）
    rain.endsAt = 约{time}结束
    rain.endsAfter = {time}后仍将持续
    rain.chance = 降水概率{percent}
    rain.again = {time}起再次降水
    rain.none = {time}前预计无雨。
    rain.unknown = 降雨趋势未知：15分钟预报未覆盖当前时间。
    rain.inMinutes.other = {n}分钟后
    rain.inHours.other = {n}小时后
    rain.inHoursMinutes = {hours}小时{minutes}分钟后
    rain.withinTheHour = 一小时内
    rain.inAboutHours.other = 约{n}小时后
    rain.aboutTime = 约{time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = 现在有{kind}
    rain.short.in = {wait}有{kind}
    rain.short.until = {kind}持续至{time}
    rain.short.none = 无雨
    rain.hourly.now = 现在有雨
    rain.hourly.withinAnHour = 1小时内有雨
    rain.hourly.in.other = {n}小时后有雨
    rain.hourly.none.other = 未来{n}小时无雨
    rain.hourly.unknown = 降雨趋势未知
    rain.chanceToday = 今天降水概率{percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = 雷达（{time}）：{text}
    radar.here = 本地现在有雨
    radar.coming.other = {direction}方{distance}处有雨，正在靠近，约{n}分钟后到达
    radar.away = {direction}方{distance}处有雨，正在远离
    radar.still = {direction}方{distance}处有雨，没有靠近
    radar.seen = {direction}方{distance}处有雨
    radar.none = {distance}内无雨
    # Short forms for a status bar and templates (%n).
    radar.short.coming.other = {direction}{distance}有雨，{n}分钟后到

    # How long ago a kept forecast was fetched ("显示5分钟前获取的预报").
    ago.lessThanAMinute = 不到一分钟前
    ago.minutes.other = {n}分钟前
    ago.hours.other = {n}小时前
    ago.days.other = {n}天前

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = 天气数据不可用
    bar.unavailableShort = 无数据
    bar.range = {low}至{high}
    bar.kept = {ago}获取的已保存预报：刷新失败

    # Official warnings: the frame around the issuer's own words. The CAP severities in the
    # words of China's four warning grades (一般, 较重, 严重, 特别严重), not its colours,
    # which the issuers here do not use.
    alert.title.minor = {sign} 预警（一般）：{event}
    alert.title.moderate = {sign} 预警（较重）：{event}
    alert.title.severe = {sign} 预警（严重）：{event}
    alert.title.extreme = {sign} 预警（特别严重）：{event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = 一般
    alert.level.moderate = 较重
    alert.level.severe = 严重
    alert.level.extreme = 特别严重
    alert.from = {time}起
    alert.until = 至{time}
    alert.untilAssumed = 约至{time}（未给出结束时间）
    alert.anywhereInCountry = 全国范围的预警：数据源未注明此地所属区域。
    alert.none = 当前无生效预警，预报时段内也无即将生效的预警。
    alert.partialNone = 部分预警无法读取；其余预警均未生效，在预报时段内也不会生效。
    alert.partial = 部分预警无法读取。
    alert.unavailable = 无法检查预警。
    alert.unsupported = 没有覆盖此地的官方预警来源。
    watch.lifted = 已解除：{event}

    # Air quality and UV (--air). Categories follow the index's own scale (US AQI: the US
    # embassy's Chinese labels; UV: WHO's five grades).
    air.line = 空气质量：{category}（{index} {value}）
    air.unknown = 空气质量：{index}未知
    air.ozone = 臭氧
    air.uv = 紫外线指数{value}（{category}）
    air.pollen = 花粉：{plants}
    air.european.good = 良好
    air.european.fair = 尚可
    air.european.moderate = 中等
    air.european.poor = 差
    air.european.veryPoor = 很差
    air.european.extremelyPoor = 极差
    air.us.good = 良好
    air.us.moderate = 中等
    air.us.unhealthyForSensitiveGroups = 对敏感人群不健康
    air.us.unhealthy = 不健康
    air.us.veryUnhealthy = 非常不健康
    air.us.hazardous = 危险
    uv.low = 低
    uv.moderate = 中等
    uv.high = 高
    uv.veryHigh = 很高
    uv.extreme = 极高
    pollen.alder = 桤木
    pollen.birch = 桦树
    pollen.grass = 禾本科
    pollen.mugwort = 艾蒿
    pollen.olive = 油橄榄
    pollen.ragweed = 豚草

    # Against the climate normals (--normals).
    normals.headingAll = 与{first}—{last}年同一周相比：
    normals.headingUnusual = 与{first}—{last}年同一周相比（仅列出异常的日子）：
    normals.day = {date}：{comparisons}
    normals.high = 最高气温{comparison}
    normals.low = 最低气温{comparison}
    normals.warmer.other = 较常年偏高{difference}（高于{n}年中的{years}年）
    normals.cooler.other = 较常年偏低{difference}（低于{n}年中的{years}年）
    normals.wetter.other = 降水量{amount}，常年日均{usual}（多于{n}年中的{years}年）
    normals.drier.other = 降水量{amount}，常年日均{usual}（少于{n}年中的{years}年）

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = 其他结果：{places}
    note.alsoMore.other = 其他结果：{places}（另有{n}个）
    note.alsoUse = {also}；可用{hints}指定
    note.or = {first}或{rest}
    note.staleForecast = 显示{ago}获取的预报：{reason}
    note.warningsNotChecked = 未能检查预警：{reason}
    note.warningsNotAllChecked = 未能检查全部预警：{reason}
    note.warningsEarlier = 预警来自较早的结果：{reason}
    note.airMissing = 未显示空气质量：{reason}
    note.airEarlier = 空气质量来自较早的结果：{reason}
    note.normalsMissing = 未与常年值比较：{reason}
    note.normalsEarlier = 常年值来自较早的结果：{reason}
    note.modelsFailed = 未能比较天气模式：{reason}
    note.radarMissing = 未显示雷达：{reason}
    note.radarNotCovered = 未显示雷达：rainstorm读取的雷达覆盖德国和美国本土48州，以及各自周边100 km以内
    note.warningsInEnglish = 预警以英文显示：{source}不以此语言发布预警
    note.keptPlace = 使用{ago}查得的地点：重新查询失败
    note.keptPlaceBecause = 使用{ago}查得的地点：重新查询失败：{reason}
    note.fallback = {reason}；显示{provider}的预报
    note.deprecated = {provider}表示此版本的预报已弃用（HTTP 203）；新版rainstorm会请求当前版本
    note.noModels = {provider}不比较天气模式；--models不显示任何内容
    note.hourlyRain = 降水时间只精确到小时：{provider}在此处没有15分钟预报

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = 天气数据来自Open-Meteo.com（CC BY 4.0）
    credit.metNorway = 数据来自MET Norway（CC BY 4.0）
    credit.nws = 预警：US National Weather Service，weather.gov
    credit.metNorwayWarnings = 预警：MET Norway（MetAlerts），CC BY 4.0
    credit.brightSky = 预警：Deutscher Wetterdienst（经由Bright Sky，brightsky.dev）
    credit.environmentCanada = 预警：Environment and Climate Change Canada（weather.gc.ca）
    credit.meteoAlarm = 预警：MeteoAlarm（meteoalarm.org）及各国气象部门
    credit.metService = 预警：MetService（metservice.com），CC BY 4.0
    credit.wmo = 预警：{service}（经由世界气象组织恶劣天气信息中心，severeweather.wmo.int）
    """#
}
