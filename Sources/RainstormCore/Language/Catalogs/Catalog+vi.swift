extension Catalog {
  /// Vietnamese (vi).
  static let vietnamese = #"""
    # Glossary: rain = mưa, showers = mưa rào (tuyết rơi từng đợt), drizzle = mưa phùn,
    # sleet = mưa lẫn tuyết, thunderstorm = dông, fog = sương mù, feels like = cảm giác như;
    # freezing = băng (mưa băng), hail = mưa đá, precipitation = lượng mưa,
    # chance = khả năng mưa, warning = cảnh báo, model = mô hình,
    # usual (normals) = trung bình nhiều năm. Rain grades as NCHMF: mưa nhỏ/vừa/to.

    # How the place was found, under its name.
    source.coordinates = theo tọa độ bạn đã nhập
    source.search = tìm thấy qua tìm kiếm địa điểm
    source.ip = theo địa chỉ IP của bạn qua {service}
    source.config = vị trí mặc định bạn đã đặt

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); NCHMF wording.
    weather.0 = Trời quang
    weather.1 = Ít mây
    weather.2 = Có mây
    weather.3 = Âm u
    weather.45 = Sương mù
    weather.48 = Sương mù đóng băng
    weather.51 = Mưa phùn nhẹ
    weather.53 = Mưa phùn
    weather.55 = Mưa phùn dày
    weather.56 = Mưa phùn băng nhẹ
    weather.57 = Mưa phùn băng
    weather.61 = Mưa nhỏ
    weather.63 = Mưa vừa
    weather.65 = Mưa to
    weather.66 = Mưa băng nhẹ
    weather.67 = Mưa băng
    weather.68 = Mưa lẫn tuyết nhẹ
    weather.69 = Mưa lẫn tuyết
    weather.71 = Tuyết rơi nhẹ
    weather.73 = Tuyết rơi
    weather.75 = Tuyết rơi dày
    weather.77 = Tuyết hạt
    weather.80 = Mưa rào nhẹ
    weather.81 = Mưa rào
    weather.82 = Mưa rào rất to
    weather.83 = Mưa rào lẫn tuyết nhẹ
    weather.84 = Mưa rào lẫn tuyết
    weather.85 = Tuyết rơi từng đợt nhẹ
    weather.86 = Tuyết rơi từng đợt dày
    weather.95 = Dông
    weather.96 = Dông kèm mưa đá nhỏ
    weather.97 = Dông mạnh
    weather.99 = Dông kèm mưa đá lớn
    weather.unknown = Không xác định (mã {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = ngày
    flag.night = đêm

    # Compass points the wind comes from, written out as NCHMF does ("gió Đông Bắc").
    compass.n = Bắc
    compass.ne = Đông Bắc
    compass.e = Đông
    compass.se = Đông Nam
    compass.s = Nam
    compass.sw = Tây Nam
    compass.w = Tây
    compass.nw = Tây Bắc

    # A day and a time of day, such as a warning's end in another year: "14:30 Th 3, 29 thg 9".
    time.dateTime = {time} {date}

    # Conditions now.
    now.heading = Hiện tại
    now.headingAt = Hiện tại, {time} {zone}
    now.none = Không có số liệu thời tiết hiện tại.
    now.feelsLike = cảm giác như {temperature}
    now.humidity = độ ẩm {percent}
    now.dewPoint = điểm sương {temperature}
    now.wind = gió {speed}
    now.windFrom = gió {direction} {speed}
    now.precipitation = lượng mưa {amount}
    now.pressure = khí áp {pressure}
    now.pressureChange = khí áp {pressure} ({change} trong 3 giờ)
    now.visibility = tầm nhìn {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Ngày
    table.weather = Thời tiết
    table.low = Thấp nhất
    table.high = Cao nhất
    table.precipitation = Lượng mưa
    table.chance = Khả năng
    table.wind = Gió
    table.air = Không khí
    table.model = Mô hình
    table.noDays = Không có dự báo theo ngày.
    past.heading = Thời tiết những ngày qua, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} các mô hình ({models}) không thống nhất: nhiệt độ cao nhất hoặc thấp nhất chênh nhau từ {spread} trở lên, hoặc có mô hình dự báo mưa còn mô hình khác thì không
    models.disagreeHint = {mark} các mô hình ({models}) không thống nhất: nhiệt độ cao nhất hoặc thấp nhất chênh nhau từ {spread} trở lên, hoặc có mô hình dự báo mưa còn mô hình khác thì không (--models để xem từng mô hình)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are T (thấp) and C (cao), as on Vietnamese weather maps.
    chart.next.other = {n} giờ tới
    chart.none = Không có dự báo theo giờ từ giờ hiện tại.
    chart.temperature = Nhiệt độ
    chart.chance = Khả năng %
    chart.hour = Giờ
    chart.lowMark = T
    chart.highMark = C
    chart.low = thấp nhất {temperature} lúc {time}
    chart.high = cao nhất {temperature} lúc {time}
    chart.chanceUpTo = khả năng mưa tối đa {percent}

    # Rain timing (--rain-within). A line reads
    # "Mưa từ 14:30 (sau 25 phút) đến khoảng 15:45, cường độ nhẹ, 1,2 mm, khả năng 40%."
    rain.kind.rain = mưa
    rain.kind.snow = tuyết
    rain.kind.freezingRain = mưa băng
    rain.intensity.light = cường độ nhẹ
    rain.intensity.moderate = cường độ vừa
    rain.intensity.heavy = cường độ mạnh
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = đang có {kind}
    rain.startsAt = {kind} từ {time} ({wait})
    rain.endsAt = đến khoảng {time}
    rain.endsAfter = kéo dài quá {time}
    rain.chance = khả năng {percent}
    rain.again = trở lại từ {time}
    rain.none = Dự kiến không có mưa trước {time}.
    rain.unknown = Chưa rõ diễn biến mưa: dự báo 15 phút không bao gồm thời điểm hiện tại.
    rain.inMinutes.other = sau {n} phút
    rain.inHours.other = sau {n} giờ
    rain.inHoursMinutes = sau {hours} giờ {minutes} phút
    rain.withinTheHour = trong vòng một giờ
    rain.inAboutHours.other = sau khoảng {n} giờ
    rain.aboutTime = khoảng {time}
    rain.weekdayTime = {time} {weekday}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = đang có {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} đến {time}
    rain.short.none = không mưa
    rain.hourly.now = đang mưa
    rain.hourly.withinAnHour = mưa trong 1 giờ tới
    rain.hourly.in.other = mưa sau {n} giờ
    rain.hourly.none.other = không mưa trong {n} giờ tới
    rain.hourly.unknown = chưa rõ diễn biến mưa
    rain.chanceToday = khả năng mưa hôm nay {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = đang mưa tại đây
    radar.coming.other = mưa cách {distance} về phía {direction}, đang tiến lại gần, sẽ đến sau khoảng {n} phút
    radar.away = mưa cách {distance} về phía {direction}, đang di chuyển ra xa
    radar.still = mưa cách {distance} về phía {direction}, không tiến lại gần
    radar.seen = mưa cách {distance} về phía {direction}
    radar.none = không có mưa trong bán kính {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.other = mưa cách {distance} phía {direction}, sau {n} phút

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = chưa đến một phút trước
    ago.minutes.other = {n} phút trước
    ago.hours.other = {n} giờ trước
    ago.days.other = {n} ngày trước

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = không có dữ liệu thời tiết
    bar.unavailableShort = N/A
    bar.range = {low} đến {high}
    bar.kept = Dự báo đã lưu từ {ago}: không cập nhật được

    # Official warnings: the frame around the issuer's own words. The levels are CAP's
    # severities (not Vietnam's disaster risk levels, which the issuers here do not use).
    alert.title.minor = {sign} Cảnh báo mức nhẹ: {event}
    alert.title.moderate = {sign} Cảnh báo mức trung bình: {event}
    alert.title.severe = {sign} Cảnh báo mức nghiêm trọng: {event}
    alert.title.extreme = {sign} Cảnh báo mức cực kỳ nghiêm trọng: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = nhẹ
    alert.level.moderate = trung bình
    alert.level.severe = nghiêm trọng
    alert.level.extreme = cực kỳ nghiêm trọng
    alert.from = từ {time}
    alert.until = đến {time}
    alert.untilAssumed = đến khoảng {time} (không có thời điểm kết thúc)
    alert.anywhereInCountry = Cảnh báo trên phạm vi cả nước: nguồn dữ liệu không nêu khu vực của địa điểm này.
    alert.none = Không có cảnh báo nào đang có hiệu lực hoặc sắp có hiệu lực trong thời gian dự báo.
    alert.partialNone = Không đọc được một số cảnh báo; không cảnh báo nào khác đang có hiệu lực hoặc sắp có hiệu lực trong thời gian dự báo.
    alert.partial = Không đọc được một số cảnh báo.
    alert.unavailable = Không kiểm tra được cảnh báo.
    alert.unsupported = Không có nguồn cảnh báo chính thức nào cho địa điểm này.
    watch.lifted = Đã kết thúc: {event}

    # Air quality and UV (--air). Categories follow the index's own scale.
    air.line = Chất lượng không khí: {category} ({index} {value})
    air.unknown = Chất lượng không khí: chưa rõ {index}
    air.ozone = ôzôn
    air.uv = chỉ số UV {value} ({category})
    air.pollen = Phấn hoa: {plants}
    air.european.good = tốt
    air.european.fair = khá
    air.european.moderate = trung bình
    air.european.poor = kém
    air.european.veryPoor = rất kém
    air.european.extremelyPoor = cực kỳ kém
    air.us.good = tốt
    air.us.moderate = trung bình
    air.us.unhealthyForSensitiveGroups = có hại cho nhóm nhạy cảm
    air.us.unhealthy = có hại cho sức khỏe
    air.us.veryUnhealthy = rất có hại cho sức khỏe
    air.us.hazardous = nguy hại
    uv.low = thấp
    uv.moderate = trung bình
    uv.high = cao
    uv.veryHigh = rất cao
    uv.extreme = cực cao
    pollen.alder = tống quá sủi
    pollen.birch = bạch dương
    pollen.grass = cỏ
    pollen.mugwort = ngải cứu
    pollen.olive = ô liu
    pollen.ragweed = cỏ phấn hương

    # Against the climate normals (--normals).
    normals.headingAll = So với cùng tuần trong giai đoạn {first}-{last}:
    normals.headingUnusual = So với cùng tuần trong giai đoạn {first}-{last}, những ngày bất thường:
    normals.day = {date}: {comparisons}
    normals.high = nhiệt độ cao nhất {comparison}
    normals.low = nhiệt độ thấp nhất {comparison}
    normals.warmer.other = cao hơn trung bình nhiều năm {difference} (cao hơn {years} trong số {n} năm)
    normals.cooler.other = thấp hơn trung bình nhiều năm {difference} (thấp hơn {years} trong số {n} năm)
    normals.wetter.other = lượng mưa {amount}, trung bình nhiều năm {usual} mỗi ngày (nhiều hơn {years} trong số {n} năm)
    normals.drier.other = lượng mưa {amount}, trung bình nhiều năm {usual} mỗi ngày (ít hơn {years} trong số {n} năm)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = các kết quả khác: {places}
    note.alsoMore.other = các kết quả khác: {places} (và {n} kết quả nữa)
    note.alsoUse = {also}; hãy dùng {hints}
    note.or = {first} hoặc {rest}
    note.staleForecast = đang hiển thị dự báo lấy từ {ago}: {reason}
    note.warningsNotChecked = không kiểm tra được cảnh báo: {reason}
    note.warningsNotAllChecked = không kiểm tra được hết các cảnh báo: {reason}
    note.warningsEarlier = cảnh báo lấy từ một kết quả trước đó: {reason}
    note.airMissing = không hiển thị chất lượng không khí: {reason}
    note.airEarlier = chất lượng không khí lấy từ một kết quả trước đó: {reason}
    note.normalsMissing = không so sánh được các ngày với trung bình nhiều năm: {reason}
    note.normalsEarlier = trung bình nhiều năm lấy từ một kết quả trước đó: {reason}
    note.modelsFailed = không so sánh được các mô hình thời tiết: {reason}
    note.radarMissing = không hiển thị radar: {reason}
    note.radarNotCovered = không hiển thị radar: các radar mà rainstorm đọc phủ nước Đức và 48 tiểu bang liền kề của Hoa Kỳ, mỗi vùng thêm tối đa 100 km xung quanh
    note.warningsInEnglish = cảnh báo bằng tiếng Anh: {source} không ban hành cảnh báo bằng ngôn ngữ này
    note.keptPlace = đang dùng địa điểm tìm được từ {ago}: tìm lại không thành công
    note.keptPlaceBecause = đang dùng địa điểm tìm được từ {ago}: tìm lại không thành công: {reason}
    note.fallback = {reason}; đang hiển thị dự báo của {provider}
    note.deprecated = {provider} cho biết phiên bản dự báo này đã lỗi thời (HTTP 203); bản rainstorm mới hơn sẽ yêu cầu phiên bản hiện hành
    note.noModels = {provider} không so sánh các mô hình thời tiết; --models sẽ không hiển thị gì
    note.hourlyRain = thời điểm mưa chỉ chính xác đến từng giờ: {provider} không có dự báo 15 phút cho nơi này

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Dữ liệu thời tiết của Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Dữ liệu của MET Norway (CC BY 4.0)
    credit.nws = Cảnh báo: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Cảnh báo: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Cảnh báo: Deutscher Wetterdienst qua Bright Sky (brightsky.dev)
    credit.environmentCanada = Cảnh báo: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Cảnh báo: MeteoAlarm (meteoalarm.org) và các cơ quan khí tượng quốc gia
    credit.metService = Cảnh báo: MetService (metservice.com), CC BY 4.0
    credit.wmo = Cảnh báo: {service}, qua Trung tâm Thông tin Thời tiết Nguy hiểm của WMO (severeweather.wmo.int)
    """#
}
