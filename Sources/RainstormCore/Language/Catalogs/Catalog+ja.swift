extension Catalog {
  /// Japanese (ja).
  static let japanese = #"""
    # Glossary: rain = 雨, showers = にわか雨 (にわか雪, にわかみぞれ), drizzle = 霧雨, sleet = みぞれ,
    # thunderstorm = 雷雨, fog = 霧, feels like = 体感温度; freezing = 着氷性の, hail = ひょう,
    # precipitation = 降水量, chance = 降水確率 (table heading 確率), warning = 警報,
    # usual (normals) = 平年. Light/heavy as JMA: 弱い/強い (激しい for violent showers and storms).

    # How the place was found, under its name.
    source.coordinates = 指定された座標
    source.search = 地名検索で特定
    source.ip = IPアドレスから推定（{service}）
    source.config = 設定済みの既定の地点

    # Lists of values and parts of a sentence.
    list.pair = {first}、{rest}
    list.clauses = {first}、{rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = 快晴
    weather.1 = おおむね晴れ
    weather.2 = 晴れ時々曇り
    weather.3 = 曇り
    weather.45 = 霧
    weather.48 = 着氷性の霧
    weather.51 = 弱い霧雨
    weather.53 = 霧雨
    weather.55 = 強い霧雨
    weather.56 = 弱い着氷性の霧雨
    weather.57 = 着氷性の霧雨
    weather.61 = 弱い雨
    weather.63 = 雨
    weather.65 = 強い雨
    weather.66 = 弱い着氷性の雨
    weather.67 = 着氷性の雨
    weather.68 = 弱いみぞれ
    weather.69 = みぞれ
    weather.71 = 弱い雪
    weather.73 = 雪
    weather.75 = 強い雪
    weather.77 = 霧雪
    weather.80 = 弱いにわか雨
    weather.81 = にわか雨
    weather.82 = 激しいにわか雨
    weather.83 = 弱いにわかみぞれ
    weather.84 = にわかみぞれ
    weather.85 = 弱いにわか雪
    weather.86 = 強いにわか雪
    weather.95 = 雷雨
    weather.96 = 弱いひょうを伴う雷雨
    weather.97 = 激しい雷雨
    weather.99 = 強いひょうを伴う雷雨
    weather.unknown = 不明（コード{code}）
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = 昼
    flag.night = 夜

    # Compass points the wind comes from (JMA's 8 points).
    compass.n = 北
    compass.ne = 北東
    compass.e = 東
    compass.se = 南東
    compass.s = 南
    compass.sw = 南西
    compass.w = 西
    compass.nw = 北西

    # A day and a time of day, such as a warning's end in another year: "12月5日(火) 14:30".
    time.dateTime = {date} {time}

    # Conditions now.
    now.heading = 現在
    now.headingAt = 現在（{time} {zone}）
    now.none = 現在の気象状況の報告はありません。
    now.feelsLike = 体感温度{temperature}
    now.humidity = 湿度{percent}
    now.dewPoint = 露点温度{temperature}
    now.wind = 風{speed}
    # "北東の風5 km/h", as JMA writes wind.
    now.windFrom = {direction}の風{speed}
    now.precipitation = 降水量{amount}
    now.pressure = 気圧{pressure}
    now.pressureChange = 気圧{pressure}（3時間で{change}）
    now.visibility = 視程{distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = 日付
    table.weather = 天気
    table.low = 最低
    table.high = 最高
    table.precipitation = 降水量
    table.chance = 確率
    table.wind = 風
    table.air = 大気質
    table.model = モデル
    table.noDays = 日ごとのデータはありません。
    past.heading = 過去の天気：{dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} モデル（{models}）の予測が分かれる日：最高気温か最低気温に{spread}以上の差がある、または雨の有無が分かれる
    models.disagreeHint = {mark} モデル（{models}）の予測が分かれる日：最高気温か最低気温に{spread}以上の差がある、または雨の有無が分かれる（--modelsで各モデルを表示）

    # The hourly chart. Row labels are at most 11 columns wide; the marks are one column
    # each, so L and H (no one-column Japanese mark exists).
    chart.next.other = 今後{n}時間
    chart.none = 現在時刻以降の時間別予報はありません。
    chart.temperature = 気温
    chart.chance = 降水確率
    chart.hour = 時刻
    chart.lowMark = L
    chart.highMark = H
    chart.low = 最低気温{temperature}（{time}）
    chart.high = 最高気温{temperature}（{time}）
    chart.chanceUpTo = 降水確率は最大{percent}

    # Rain timing (--rain-within). A line reads
    # "14:30から雨（25分後）、15:45ごろまで。弱い降り、1.2 mm、降水確率40%。"
    rain.kind.rain = 雨
    rain.kind.snow = 雪
    rain.kind.freezingRain = 着氷性の雨
    # JMA's intensities 弱・並・強, as a noun phrase standing alone in the details.
    rain.intensity.light = 弱い降り
    rain.intensity.moderate = 並の降り
    rain.intensity.heavy = 強い降り
    rain.sentence = {start}、{end}。{details}。
    rain.startsNow = 現在{kind}
    rain.startsAt = {time}から{kind}（{wait}）
    rain.endsAt = {time}ごろまで
    rain.endsAfter = {time}以降も続く
    rain.chance = 降水確率{percent}
    rain.again = {time}から再び降る
    rain.none = {time}まで雨は予想されていません。
    rain.unknown = 雨の見通しは不明です。現在時刻が15分ごとの予報の範囲外です。
    rain.inMinutes.other = {n}分後
    rain.inHours.other = {n}時間後
    rain.inHoursMinutes = {hours}時間{minutes}分後
    rain.withinTheHour = 1時間以内
    rain.inAboutHours.other = 約{n}時間後
    rain.aboutTime = {time}ごろ
    rain.weekdayTime = {weekday}曜{time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = 現在{kind}
    rain.short.in = {wait}に{kind}
    rain.short.until = {time}まで{kind}
    rain.short.none = 雨なし
    rain.hourly.now = 現在雨
    rain.hourly.withinAnHour = 1時間以内に雨
    rain.hourly.in.other = {n}時間後に雨
    rain.hourly.none.other = 今後{n}時間は雨なし
    rain.hourly.unknown = 雨の見通し不明
    rain.chanceToday = 今日の降水確率{percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = レーダー（{time}）：{text}
    radar.here = 現在この地点で雨
    radar.coming.other = {direction}の{distance}先に雨、接近中、約{n}分後に到達見込み
    radar.away = {direction}の{distance}先に雨、遠ざかっています
    radar.still = {direction}の{distance}先に雨、近づいていません
    radar.seen = {direction}の{distance}先に雨
    radar.none = {distance}以内に雨なし
    # Short forms for a status bar and templates (%n).
    radar.short.coming.other = {direction}{distance}に雨、{n}分後

    # How long ago a kept forecast was fetched (also alone, in parentheses).
    ago.lessThanAMinute = たった今
    ago.minutes.other = {n}分前
    ago.hours.other = {n}時間前
    ago.days.other = {n}日前

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = 天気情報なし
    bar.unavailableShort = なし
    bar.range = {low}〜{high}
    bar.kept = {ago}取得の保存済み予報：更新に失敗しました

    # Official warnings: the frame around the issuer's own words. The levels are CAP's
    # severities (not JMA's 注意報/警報/特別警報, which the issuers here do not use).
    alert.title.minor = {sign} 警報（軽度）：{event}
    alert.title.moderate = {sign} 警報（中程度）：{event}
    alert.title.severe = {sign} 警報（重大）：{event}
    alert.title.extreme = {sign} 警報（極めて重大）：{event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = 軽度
    alert.level.moderate = 中程度
    alert.level.severe = 重大
    alert.level.extreme = 極めて重大
    alert.from = {time}から
    alert.until = {time}まで
    alert.untilAssumed = {time}ごろまで（終了時刻の発表なし）
    alert.anywhereInCountry = 国内いずれかの地域の警報です。配信情報にこの地点の地域の指定がありません。
    alert.none = 発表中の警報はなく、予報期間内に発表が見込まれる警報もありません。
    alert.partialNone = 一部の警報を読み込めませんでした。その他の警報には、発表中のものも予報期間内に発表が見込まれるものもありません。
    alert.partial = 一部の警報を読み込めませんでした。
    alert.unavailable = 警報を確認できませんでした。
    alert.unsupported = この地点を対象とする公式の警報の情報源はありません。
    watch.lifted = 解除：{event}

    # Air quality and UV (--air). Categories follow the index's own scale; UV as JMA.
    air.line = 大気質：{category}（{index} {value}）
    air.unknown = 大気質：{index}は不明
    air.ozone = オゾン
    air.uv = UVインデックス{value}（{category}）
    air.pollen = 花粉：{plants}
    air.european.good = 良い
    air.european.fair = やや良い
    air.european.moderate = 普通
    air.european.poor = 悪い
    air.european.veryPoor = 非常に悪い
    air.european.extremelyPoor = 極めて悪い
    air.us.good = 良い
    air.us.moderate = 普通
    air.us.unhealthyForSensitiveGroups = 敏感な人には不健康
    air.us.unhealthy = 不健康
    air.us.veryUnhealthy = 非常に不健康
    air.us.hazardous = 危険
    uv.low = 弱い
    uv.moderate = 中程度
    uv.high = 強い
    uv.veryHigh = 非常に強い
    uv.extreme = 極端に強い
    pollen.alder = ハンノキ
    pollen.birch = シラカンバ
    pollen.grass = イネ科
    pollen.mugwort = ヨモギ
    pollen.olive = オリーブ
    pollen.ragweed = ブタクサ

    # Against the climate normals (--normals).
    normals.headingAll = {first}〜{last}年の同じ週との比較：
    normals.headingUnusual = {first}〜{last}年の同じ週との比較（平年と大きく異なる日）：
    normals.day = {date}：{comparisons}
    normals.high = 最高気温は{comparison}
    normals.low = 最低気温は{comparison}
    normals.warmer.other = 平年より{difference}高い（{n}年中{years}年より高い）
    normals.cooler.other = 平年より{difference}低い（{n}年中{years}年より低い）
    normals.wetter.other = 降水量{amount}（平年は日平均{usual}、{n}年中{years}年より多い）
    normals.drier.other = 降水量{amount}（平年は日平均{usual}、{n}年中{years}年より少ない）

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = 同名の他の地点：{places}
    note.alsoMore.other = 同名の他の地点：{places}（ほか{n}件）
    note.alsoUse = {also}。{hints}で指定できます
    note.or = {first}または{rest}
    note.staleForecast = {ago}取得の予報を表示：{reason}
    note.warningsNotChecked = 警報を確認できません：{reason}
    note.warningsNotAllChecked = 一部の警報を確認できません：{reason}
    note.warningsEarlier = 警報は以前に取得したもの：{reason}
    note.airMissing = 大気質を表示できません：{reason}
    note.airEarlier = 大気質は以前に取得したもの：{reason}
    note.normalsMissing = 平年との比較ができません：{reason}
    note.normalsEarlier = 平年値は以前に取得したもの：{reason}
    note.modelsFailed = 気象モデルを比較できません：{reason}
    note.radarMissing = レーダーを表示できません：{reason}
    note.radarNotCovered = レーダーを表示できません：rainstormが読み込むレーダーの範囲は、ドイツとアメリカ本土48州、およびそれぞれの周囲100 kmまでです
    note.warningsInEnglish = 警報を英語で表示：{source}はこの言語で警報を発表していません
    note.keptPlace = {ago}取得の地点情報を使用：再検索に失敗しました
    note.keptPlaceBecause = {ago}取得の地点情報を使用：再検索に失敗しました：{reason}
    note.fallback = {reason}。{provider}の予報を表示
    note.deprecated = {provider}によると、この版の予報は非推奨です（HTTP 203）。新しいrainstormでは現行版を取得します
    note.noModels = {provider}は気象モデルの比較に対応していません。--modelsでは何も表示されません
    note.hourlyRain = 雨の時刻は時間単位：{provider}にはこの地点の15分ごとの予報がありません

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = 気象データ提供：Open-Meteo.com（CC BY 4.0）
    credit.metNorway = データ提供：MET Norway（CC BY 4.0）
    credit.nws = 警報：US National Weather Service、weather.gov
    credit.metNorwayWarnings = 警報：MET Norway（MetAlerts）、CC BY 4.0
    credit.brightSky = 警報：Deutscher Wetterdienst（Bright Sky経由、brightsky.dev）
    credit.environmentCanada = 警報：Environment and Climate Change Canada（weather.gc.ca）
    credit.meteoAlarm = 警報：MeteoAlarm（meteoalarm.org）および各国の気象機関
    credit.metService = 警報：MetService（metservice.com）、CC BY 4.0
    credit.wmo = 警報：{service}（WMO荒天情報センター経由、severeweather.wmo.int）
    """#
}
