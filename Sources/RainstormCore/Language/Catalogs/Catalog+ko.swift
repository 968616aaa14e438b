extension Catalog {
  /// Korean (ko).
  static let korean = #"""
    # Glossary: rain = 비, showers = 소나기 (소낙눈, 소낙성 진눈깨비), drizzle = 이슬비,
    # sleet = 진눈깨비, thunderstorm = 뇌우, fog = 안개, feels like = 체감온도;
    # freezing = 어는, hail = 우박, precipitation = 강수량, chance = 강수확률,
    # rain outlook = 강수 전망, warning = 특보, usual (normals) = 평년. Light/heavy as KMA:
    # 약한/강한 (매우 강한 for violent showers).

    # How the place was found, under its name.
    source.coordinates = 입력한 좌표 기준
    source.search = 지명 검색으로 찾음
    source.ip = IP 주소로 추정({service} 이용)
    source.config = 설정한 기본 위치

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); KMA wording.
    weather.0 = 맑음
    weather.1 = 대체로 맑음
    weather.2 = 구름조금
    weather.3 = 흐림
    weather.45 = 안개
    weather.48 = 착빙성 안개
    weather.51 = 약한 이슬비
    weather.53 = 이슬비
    weather.55 = 강한 이슬비
    weather.56 = 약한 어는 이슬비
    weather.57 = 어는 이슬비
    weather.61 = 약한 비
    weather.63 = 비
    weather.65 = 강한 비
    weather.66 = 약한 어는 비
    weather.67 = 어는 비
    weather.68 = 약한 진눈깨비
    weather.69 = 진눈깨비
    weather.71 = 약한 눈
    weather.73 = 눈
    weather.75 = 강한 눈
    weather.77 = 쌀알눈
    weather.80 = 약한 소나기
    weather.81 = 소나기
    weather.82 = 매우 강한 소나기
    weather.83 = 약한 소낙성 진눈깨비
    weather.84 = 소낙성 진눈깨비
    weather.85 = 약한 소낙눈
    weather.86 = 강한 소낙눈
    weather.95 = 뇌우
    weather.96 = 약한 우박을 동반한 뇌우
    weather.97 = 강한 뇌우
    weather.99 = 강한 우박을 동반한 뇌우
    weather.unknown = 알 수 없음(코드 {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = 낮
    flag.night = 밤

    # Compass points the wind comes from (KMA's 8 points; "남서풍" in now.windFrom).
    compass.n = 북
    compass.ne = 북동
    compass.e = 동
    compass.se = 남동
    compass.s = 남
    compass.sw = 남서
    compass.w = 서
    compass.nw = 북서

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} {time}

    # Conditions now.
    now.heading = 현재
    now.headingAt = 현재({time} {zone})
    now.none = 보고된 현재 기상 정보가 없습니다.
    now.feelsLike = 체감온도 {temperature}
    now.humidity = 습도 {percent}
    now.dewPoint = 이슬점온도 {temperature}
    now.wind = 바람 {speed}
    now.windFrom = {direction}풍 {speed}
    now.precipitation = 강수량 {amount}
    now.pressure = 기압 {pressure}
    now.pressureChange = 기압 {pressure}(3시간 동안 {change})
    now.visibility = 시정 {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = 날짜
    table.weather = 날씨
    table.low = 최저
    table.high = 최고
    table.precipitation = 강수량
    table.chance = 강수확률
    table.wind = 바람
    table.air = 대기질
    table.model = 모델
    table.noDays = 보고된 일별 예보가 없습니다.
    past.heading = 지난 날씨: {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} 모델({models}) 간 예측이 엇갈림: 최고기온 또는 최저기온 차이가 {spread} 이상이거나, 일부 모델만 비를 예측함
    models.disagreeHint = {mark} 모델({models}) 간 예측이 엇갈림: 최고기온 또는 최저기온 차이가 {spread} 이상이거나, 일부 모델만 비를 예측함(--models로 모델별 예보 표시)

    # The hourly chart. Row labels are at most 11 columns wide; the marks are one column
    # each, so L and H (no one-column Korean mark exists).
    chart.next.other = 향후 {n}시간
    chart.none = 현재 시각부터의 시간별 예보가 없습니다.
    chart.temperature = 기온
    chart.chance = 강수확률
    chart.hour = 시각
    chart.lowMark = L
    chart.highMark = H
    chart.low = 최저기온 {temperature}({time})
    chart.high = 최고기온 {temperature}({time})
    chart.chanceUpTo = 강수확률 최대 {percent}

    # Rain timing (--rain-within). A line reads
    # "14:30부터 비(25분 후), 15:45경까지. 약함, 1.2mm, 강수확률 40%."
    rain.kind.rain = 비
    rain.kind.snow = 눈
    rain.kind.freezingRain = 어는 비
    # KMA's intensities 약한/보통/강한, standing alone in the details.
    rain.intensity.light = 약함
    rain.intensity.moderate = 보통
    rain.intensity.heavy = 강함
    rain.sentence = {start}, {end}. {details}.
    rain.startsNow = 지금 {kind}
    rain.startsAt = {time}부터 {kind}({wait})
    rain.endsAt = {time}경까지
    rain.endsAfter = {time} 이후까지 계속
    rain.chance = 강수확률 {percent}
    rain.again = {time}부터 다시 내림
    rain.none = {time}까지 비 예보가 없습니다.
    rain.unknown = 강수 전망을 알 수 없습니다: 15분 단위 예보에 현재 시각이 포함되지 않습니다.
    rain.inMinutes.other = {n}분 후
    rain.inHours.other = {n}시간 후
    rain.inHoursMinutes = {hours}시간 {minutes}분 후
    rain.withinTheHour = 한 시간 이내
    rain.inAboutHours.other = 약 {n}시간 후
    rain.aboutTime = {time}경
    rain.weekdayTime = {weekday}요일 {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = 지금 {kind}
    rain.short.in = {wait} {kind}
    rain.short.until = {time}까지 {kind}
    rain.short.none = 비 없음
    rain.hourly.now = 지금 비
    rain.hourly.withinAnHour = 1시간 이내 비
    rain.hourly.in.other = {n}시간 후 비
    rain.hourly.none.other = 향후 {n}시간 비 없음
    rain.hourly.unknown = 강수 전망 알 수 없음
    rain.chanceToday = 오늘 강수확률 {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = 레이더 {time}: {text}
    radar.here = 지금 이곳에 비
    radar.coming.other = {direction}쪽 {distance} 거리에 비, 접근 중, 약 {n}분 후 도착
    radar.away = {direction}쪽 {distance} 거리에 비, 멀어지는 중
    radar.still = {direction}쪽 {distance} 거리에 비, 가까워지지 않음
    radar.seen = {direction}쪽 {distance} 거리에 비
    radar.none = {distance} 이내 비 없음
    # Short forms for a status bar and templates (%n).
    radar.short.coming.other = {direction}쪽 {distance} 비, {n}분 후

    # How long ago a kept forecast was fetched ("5분 전 받은 ...").
    ago.lessThanAMinute = 방금
    ago.minutes.other = {n}분 전
    ago.hours.other = {n}시간 전
    ago.days.other = {n}일 전

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = 날씨 정보 없음
    bar.unavailableShort = 없음
    bar.range = {low}~{high}
    bar.kept = {ago} 받은 저장된 예보: 새로 고침 실패

    # Official warnings: the frame around the issuer's own words. The levels are CAP's
    # severities (not KMA's 주의보/경보, which the issuers here do not use).
    alert.title.minor = {sign} 특보(경미): {event}
    alert.title.moderate = {sign} 특보(보통): {event}
    alert.title.severe = {sign} 특보(심각): {event}
    alert.title.extreme = {sign} 특보(극심): {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = 경미
    alert.level.moderate = 보통
    alert.level.severe = 심각
    alert.level.extreme = 극심
    alert.from = {time}부터
    alert.until = {time}까지
    alert.untilAssumed = {time}경까지(종료 시각 발표 없음)
    alert.anywhereInCountry = 전국 대상 특보입니다: 제공처가 이 지점이 속한 지역을 지정하지 않았습니다.
    alert.none = 발효 중이거나 예보 기간 안에 발효될 특보가 없습니다.
    alert.partialNone = 일부 특보를 읽지 못했습니다. 나머지 특보 중 발효 중이거나 예보 기간 안에 발효될 특보는 없습니다.
    alert.partial = 일부 특보를 읽지 못했습니다.
    alert.unavailable = 특보를 확인하지 못했습니다.
    alert.unsupported = 이 지점을 담당하는 공식 특보 제공처가 없습니다.
    watch.lifted = 해제: {event}

    # Air quality and UV (--air). Categories follow the index's own scale; UV as KMA.
    air.line = 대기질: {category}({index} {value})
    air.unknown = 대기질: {index} 알 수 없음
    air.ozone = 오존
    air.uv = 자외선지수 {value}({category})
    air.pollen = 꽃가루: {plants}
    air.european.good = 좋음
    air.european.fair = 양호
    air.european.moderate = 보통
    air.european.poor = 나쁨
    air.european.veryPoor = 매우 나쁨
    air.european.extremelyPoor = 극히 나쁨
    air.us.good = 좋음
    air.us.moderate = 보통
    air.us.unhealthyForSensitiveGroups = 민감군에 해로움
    air.us.unhealthy = 해로움
    air.us.veryUnhealthy = 매우 해로움
    air.us.hazardous = 위험
    uv.low = 낮음
    uv.moderate = 보통
    uv.high = 높음
    uv.veryHigh = 매우 높음
    uv.extreme = 위험
    pollen.alder = 오리나무
    pollen.birch = 자작나무
    pollen.grass = 벼과 식물
    pollen.mugwort = 쑥
    pollen.olive = 올리브
    pollen.ragweed = 돼지풀

    # Against the climate normals (--normals).
    normals.headingAll = {first}~{last}년의 같은 주와 비교:
    normals.headingUnusual = {first}~{last}년의 같은 주와 비교(평년과 크게 다른 날):
    normals.day = {date}: {comparisons}
    normals.high = 최고기온 {comparison}
    normals.low = 최저기온 {comparison}
    normals.warmer.other = 평년보다 {difference} 높음({n}년 중 {years}년보다 높음)
    normals.cooler.other = 평년보다 {difference} 낮음({n}년 중 {years}년보다 낮음)
    normals.wetter.other = 강수량 {amount}, 평년 하루 {usual}({n}년 중 {years}년보다 많음)
    normals.drier.other = 강수량 {amount}, 평년 하루 {usual}({n}년 중 {years}년보다 적음)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = 다른 검색 결과: {places}
    note.alsoMore.other = 다른 검색 결과: {places} 외 {n}곳
    note.alsoUse = {also}; 지정하려면 {hints} 사용
    note.or = {first} 또는 {rest}
    note.staleForecast = {ago} 받은 예보를 표시함: {reason}
    note.warningsNotChecked = 특보를 확인하지 못함: {reason}
    note.warningsNotAllChecked = 일부 특보를 확인하지 못함: {reason}
    note.warningsEarlier = 이전 응답의 특보를 표시함: {reason}
    note.airMissing = 대기질을 표시하지 못함: {reason}
    note.airEarlier = 이전 응답의 대기질을 표시함: {reason}
    note.normalsMissing = 평년과 비교하지 못함: {reason}
    note.normalsEarlier = 이전 응답의 평년값을 사용함: {reason}
    note.modelsFailed = 날씨 모델을 비교하지 못함: {reason}
    note.radarMissing = 레이더를 표시하지 못함: {reason}
    note.radarNotCovered = 레이더를 표시하지 못함: rainstorm이 읽는 레이더는 독일과 미국 본토 48개 주, 그리고 각각의 주변 100 km까지 관측함
    note.warningsInEnglish = 특보를 영어로 표시함: {source}에서는 이 언어로 특보를 발표하지 않음
    note.keptPlace = {ago} 찾은 위치를 사용함: 다시 찾지 못함
    note.keptPlaceBecause = {ago} 찾은 위치를 사용함: 다시 찾지 못함: {reason}
    note.fallback = {reason}; {provider}의 예보를 표시함
    note.deprecated = {provider}에 따르면 이 버전의 예보는 지원이 중단됨(HTTP 203); 새 버전의 rainstorm은 현재 버전을 요청함
    note.noModels = {provider}에서는 날씨 모델을 비교하지 않음; --models는 아무것도 표시하지 않음
    note.hourlyRain = 강수 시각은 시간 단위임: {provider}에는 이 지역의 15분 단위 예보가 없음

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = 기상 데이터: Open-Meteo.com(CC BY 4.0)
    credit.metNorway = 데이터: MET Norway(CC BY 4.0)
    credit.nws = 특보: US National Weather Service, weather.gov
    credit.metNorwayWarnings = 특보: MET Norway(MetAlerts), CC BY 4.0
    credit.brightSky = 특보: Deutscher Wetterdienst(Bright Sky 경유, brightsky.dev)
    credit.environmentCanada = 특보: Environment and Climate Change Canada(weather.gc.ca)
    credit.meteoAlarm = 특보: MeteoAlarm(meteoalarm.org) 및 각국 기상청
    credit.metService = 특보: MetService(metservice.com), CC BY 4.0
    credit.wmo = 특보: {service}(WMO 악기상 정보 센터 경유, severeweather.wmo.int)
    """#
}
