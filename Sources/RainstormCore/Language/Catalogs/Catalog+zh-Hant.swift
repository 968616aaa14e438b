extension Catalog {
  /// Traditional Chinese as written in Taiwan (zh-Hant).
  static let chineseTraditional = #"""
    # Glossary: rain = 雨, showers = 陣雨 (陣雪, 陣性雨夾雪), drizzle = 毛毛雨, sleet = 雨夾雪,
    # thunderstorm = 雷雨, fog = 霧, feels like = 體感溫度; freezing = 凍, hail = 冰雹,
    # precipitation = 降水量, chance = 降雨機率 (table heading 機率), warning = 警報,
    # model = 模式, usual (normals) = 氣候平均值, air quality = 空氣品質.

    # How the place was found, under its name.
    source.coordinates = 依您提供的座標
    source.search = 透過地名搜尋找到
    source.ip = 依您的IP位址推測（透過{service}）
    source.config = 您設定的預設地點

    # Lists of values and parts of a sentence.
    list.pair = {first}，{rest}
    list.clauses = {first}；{rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); CWA wording.
    weather.0 = 晴
    weather.1 = 晴時多雲
    weather.2 = 多雲
    weather.3 = 陰
    weather.45 = 霧
    weather.48 = 凍霧
    weather.51 = 輕毛毛雨
    weather.53 = 毛毛雨
    weather.55 = 濃毛毛雨
    weather.56 = 輕凍毛毛雨
    weather.57 = 凍毛毛雨
    weather.61 = 小雨
    weather.63 = 中雨
    weather.65 = 大雨
    weather.66 = 小凍雨
    weather.67 = 凍雨
    weather.68 = 小雨夾雪
    weather.69 = 雨夾雪
    weather.71 = 小雪
    weather.73 = 中雪
    weather.75 = 大雪
    weather.77 = 米雪
    weather.80 = 小陣雨
    weather.81 = 陣雨
    weather.82 = 強陣雨
    weather.83 = 小陣性雨夾雪
    weather.84 = 陣性雨夾雪
    weather.85 = 小陣雪
    weather.86 = 強陣雪
    weather.95 = 雷雨
    weather.96 = 雷雨伴隨小冰雹
    weather.97 = 強烈雷雨
    weather.99 = 雷雨伴隨大冰雹
    weather.unknown = 未知（代碼{code}）
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = 白天
    flag.night = 夜晚

    # Compass points the wind comes from ("西南風" in now.windFrom).
    compass.n = 北
    compass.ne = 東北
    compass.e = 東
    compass.se = 東南
    compass.s = 南
    compass.sw = 西南
    compass.w = 西
    compass.nw = 西北

    # A day and a time of day, such as a warning's end in another year: "9月29日 週二 下午2:30".
    time.dateTime = {date} {time}

    # Conditions now.
    now.heading = 目前
    now.headingAt = 目前（{time} {zone}）
    now.none = 目前沒有天氣觀測資料。
    now.feelsLike = 體感溫度{temperature}
    now.humidity = 相對濕度{percent}
    now.dewPoint = 露點{temperature}
    now.wind = 風速{speed}
    now.windFrom = {direction}風{speed}
    now.precipitation = 降水量{amount}
    now.pressure = 氣壓{pressure}
    now.pressureChange = 氣壓{pressure}（3小時變化{change}）
    now.visibility = 能見度{distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = 日期
    table.weather = 天氣
    table.low = 最低
    table.high = 最高
    table.precipitation = 降水量
    table.chance = 機率
    table.wind = 風
    table.air = 空氣
    table.model = 模式
    table.noDays = 沒有逐日預報資料。
    past.heading = 過去天氣：{dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} 各模式（{models}）預報有分歧：最高或最低氣溫相差{spread}以上，或部分模式有雨而其他模式沒有
    models.disagreeHint = {mark} 各模式（{models}）預報有分歧：最高或最低氣溫相差{spread}以上，或部分模式有雨而其他模式沒有（--models可顯示各模式）

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are L and H, as on CWA weather charts.
    chart.next.other = 未來{n}小時
    chart.none = 從目前時刻起沒有逐時預報。
    chart.temperature = 氣溫
    chart.chance = 降雨機率
    chart.hour = 時間
    chart.lowMark = L
    chart.highMark = H
    chart.low = 最低氣溫{temperature}（{time}）
    chart.high = 最高氣溫{temperature}（{time}）
    chart.chanceUpTo = 降雨機率最高{percent}

    # Rain timing (--rain-within). A line reads
    # "下午2:30起有雨（25分鐘後），約下午3:45結束。弱降水，1.2 公釐，降雨機率40%。"
    rain.kind.rain = 雨
    rain.kind.snow = 雪
    rain.kind.freezingRain = 凍雨
    rain.intensity.light = 弱降水
    rain.intensity.moderate = 中等降水
    rain.intensity.heavy = 強降水
    rain.sentence = {start}，{end}。{details}。
    rain.startsNow = 目前有{kind}
    rain.startsAt = {time}起有{kind}（{wait}）
    rain.endsAt = 約{time}結束
    rain.endsAfter = {time}後仍持續
    rain.chance = 降雨機率{percent}
    rain.again = {time}起再度降水
    rain.none = {time}前預計不會下雨。
    rain.unknown = 降雨趨勢不明：15分鐘預報未涵蓋目前時間。
    rain.inMinutes.other = {n}分鐘後
    rain.inHours.other = {n}小時後
    rain.inHoursMinutes = {hours}小時{minutes}分鐘後
    rain.withinTheHour = 一小時內
    rain.inAboutHours.other = 約{n}小時後
    rain.aboutTime = 約{time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = 目前有{kind}
    rain.short.in = {wait}有{kind}
    rain.short.until = {kind}持續至{time}
    rain.short.none = 無雨
    rain.hourly.now = 目前有雨
    rain.hourly.withinAnHour = 1小時內有雨
    rain.hourly.in.other = {n}小時後有雨
    rain.hourly.none.other = 未來{n}小時無雨
    rain.hourly.unknown = 降雨趨勢不明
    rain.chanceToday = 今天降雨機率{percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = 雷達（{time}）：{text}
    radar.here = 目前本地有雨
    radar.coming.other = {direction}方{distance}處有雨，正在接近，約{n}分鐘後抵達
    radar.away = {direction}方{distance}處有雨，正在遠離
    radar.still = {direction}方{distance}處有雨，沒有接近
    radar.seen = {direction}方{distance}處有雨
    radar.none = {distance}內無雨
    # Short forms for a status bar and templates (%n).
    radar.short.coming.other = {direction}{distance}有雨，{n}分鐘後到

    # How long ago a kept forecast was fetched ("顯示5分鐘前取得的預報").
    ago.lessThanAMinute = 不到一分鐘前
    ago.minutes.other = {n}分鐘前
    ago.hours.other = {n}小時前
    ago.days.other = {n}天前

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = 無法取得天氣資料
    bar.unavailableShort = 無資料
    bar.range = {low}至{high}
    bar.kept = {ago}取得的暫存預報：更新失敗

    # Official warnings: the frame around the issuer's own words. The levels are CAP's
    # severities (not CWA's own warning names, which the issuers here do not use).
    alert.title.minor = {sign} 警報（輕微）：{event}
    alert.title.moderate = {sign} 警報（中度）：{event}
    alert.title.severe = {sign} 警報（嚴重）：{event}
    alert.title.extreme = {sign} 警報（極端）：{event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = 輕微
    alert.level.moderate = 中度
    alert.level.severe = 嚴重
    alert.level.extreme = 極端
    alert.from = {time}起
    alert.until = 至{time}
    alert.untilAssumed = 約至{time}（未提供結束時間）
    alert.anywhereInCountry = 全國範圍的警報：資料來源未指明此地點所屬的地區。
    alert.none = 目前沒有生效中的警報，預報期間內也沒有即將生效的警報。
    alert.partialNone = 部分警報無法讀取；其餘警報皆未生效，在預報期間內也不會生效。
    alert.partial = 部分警報無法讀取。
    alert.unavailable = 無法檢查警報。
    alert.unsupported = 沒有涵蓋此地點的官方警報來源。
    watch.lifted = 已解除：{event}

    # Air quality and UV (--air). Categories follow the index's own scale (US AQI: Taiwan's
    # MOENV labels, the same scale; UV: the CWA's 量級).
    air.line = 空氣品質：{category}（{index} {value}）
    air.unknown = 空氣品質：{index}不明
    air.ozone = 臭氧
    air.uv = 紫外線指數{value}（{category}）
    air.pollen = 花粉：{plants}
    air.european.good = 良好
    air.european.fair = 尚可
    air.european.moderate = 普通
    air.european.poor = 差
    air.european.veryPoor = 很差
    air.european.extremelyPoor = 極差
    air.us.good = 良好
    air.us.moderate = 普通
    air.us.unhealthyForSensitiveGroups = 對敏感族群不健康
    air.us.unhealthy = 對所有族群不健康
    air.us.veryUnhealthy = 非常不健康
    air.us.hazardous = 危害
    uv.low = 低量級
    uv.moderate = 中量級
    uv.high = 高量級
    uv.veryHigh = 過量級
    uv.extreme = 危險級
    pollen.alder = 榿木
    pollen.birch = 樺樹
    pollen.grass = 禾本科
    pollen.mugwort = 艾草
    pollen.olive = 油橄欖
    pollen.ragweed = 豚草

    # Against the climate normals (--normals).
    normals.headingAll = 與{first}至{last}年同一週相比：
    normals.headingUnusual = 與{first}至{last}年同一週相比（僅列出異常的日子）：
    normals.day = {date}：{comparisons}
    normals.high = 最高氣溫{comparison}
    normals.low = 最低氣溫{comparison}
    normals.warmer.other = 比氣候平均值高{difference}（高於{n}年中的{years}年）
    normals.cooler.other = 比氣候平均值低{difference}（低於{n}年中的{years}年）
    normals.wetter.other = 降水量{amount}，氣候平均值為每日{usual}（多於{n}年中的{years}年）
    normals.drier.other = 降水量{amount}，氣候平均值為每日{usual}（少於{n}年中的{years}年）

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = 其他結果：{places}
    note.alsoMore.other = 其他結果：{places}（另有{n}個）
    note.alsoUse = {also}；可使用{hints}指定
    note.or = {first}或{rest}
    note.staleForecast = 顯示{ago}取得的預報：{reason}
    note.warningsNotChecked = 未能檢查警報：{reason}
    note.warningsNotAllChecked = 未能檢查所有警報：{reason}
    note.warningsEarlier = 警報來自先前的結果：{reason}
    note.airMissing = 未顯示空氣品質：{reason}
    note.airEarlier = 空氣品質來自先前的結果：{reason}
    note.normalsMissing = 未與氣候平均值比較：{reason}
    note.normalsEarlier = 氣候平均值來自先前的結果：{reason}
    note.modelsFailed = 未能比較天氣模式：{reason}
    note.radarMissing = 未顯示雷達：{reason}
    note.radarNotCovered = 未顯示雷達：rainstorm讀取的雷達涵蓋德國和美國本土48州，以及各自周邊100 km以內
    note.warningsInEnglish = 警報以英文顯示：{source}不以此語言發布警報
    note.keptPlace = 使用{ago}查到的地點：重新查詢失敗
    note.keptPlaceBecause = 使用{ago}查到的地點：重新查詢失敗：{reason}
    note.fallback = {reason}；顯示{provider}的預報
    note.deprecated = {provider}表示此版本的預報已不建議使用（HTTP 203）；新版rainstorm會改用目前的版本
    note.noModels = {provider}不比較天氣模式；--models不會顯示任何內容
    note.hourlyRain = 降水時間只精確到小時：{provider}在此地沒有15分鐘預報

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = 天氣資料來源：Open-Meteo.com（CC BY 4.0）
    credit.metNorway = 資料來源：MET Norway（CC BY 4.0）
    credit.nws = 警報：US National Weather Service，weather.gov
    credit.metNorwayWarnings = 警報：MET Norway（MetAlerts），CC BY 4.0
    credit.brightSky = 警報：Deutscher Wetterdienst（透過Bright Sky，brightsky.dev）
    credit.environmentCanada = 警報：Environment and Climate Change Canada（weather.gc.ca）
    credit.meteoAlarm = 警報：MeteoAlarm（meteoalarm.org）及各國氣象機構
    credit.metService = 警報：MetService（metservice.com），CC BY 4.0
    credit.wmo = 警報：{service}（透過世界氣象組織惡劣天氣資訊中心，severeweather.wmo.int）
    """#
}
