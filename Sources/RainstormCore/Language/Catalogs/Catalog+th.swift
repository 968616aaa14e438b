extension Catalog {
  /// Thai (th).
  static let thai = #"""
    # Glossary: rain = ฝน, showers = ฝนซู่ (หิมะซู่, ฝนซู่ปนหิมะ), drizzle = ฝนละออง,
    # sleet = ฝนปนหิมะ, thunderstorm = พายุฟ้าคะนอง, fog = หมอก, feels like = รู้สึกเหมือน;
    # freezing = เยือกแข็ง, hail = ลูกเห็บ, precipitation = ปริมาณฝน, chance = โอกาสเกิดฝน,
    # warning = คำเตือน, model = แบบจำลอง, usual (normals) = ค่าปกติ. Rain grades as TMD:
    # เล็กน้อย/ปานกลาง/หนัก. Thai ends no sentence with a full stop, so none is written.

    # How the place was found, under its name.
    source.coordinates = สำหรับพิกัดที่คุณระบุ
    source.search = พบจากการค้นหาสถานที่
    source.ip = จากที่อยู่ IP ของคุณผ่าน {service}
    source.config = ตำแหน่งเริ่มต้นที่คุณตั้งค่าไว้

    # Lists of values and parts of a sentence (commas keep numbers and units apart).
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); TMD wording.
    weather.0 = ท้องฟ้าแจ่มใส
    weather.1 = มีเมฆเล็กน้อย
    weather.2 = มีเมฆบางส่วน
    weather.3 = มีเมฆมาก
    weather.45 = หมอก
    weather.48 = หมอกเยือกแข็ง
    weather.51 = ฝนละอองเล็กน้อย
    weather.53 = ฝนละออง
    weather.55 = ฝนละอองหนาแน่น
    weather.56 = ฝนละอองเยือกแข็งเล็กน้อย
    weather.57 = ฝนละอองเยือกแข็ง
    weather.61 = ฝนเล็กน้อย
    weather.63 = ฝนปานกลาง
    weather.65 = ฝนหนัก
    weather.66 = ฝนเยือกแข็งเล็กน้อย
    weather.67 = ฝนเยือกแข็ง
    weather.68 = ฝนปนหิมะเล็กน้อย
    weather.69 = ฝนปนหิมะ
    weather.71 = หิมะตกเล็กน้อย
    weather.73 = หิมะตก
    weather.75 = หิมะตกหนัก
    weather.77 = หิมะเม็ดเล็ก
    weather.80 = ฝนซู่เล็กน้อย
    weather.81 = ฝนซู่
    weather.82 = ฝนซู่รุนแรง
    weather.83 = ฝนซู่ปนหิมะเล็กน้อย
    weather.84 = ฝนซู่ปนหิมะ
    weather.85 = หิมะซู่เล็กน้อย
    weather.86 = หิมะซู่หนัก
    weather.95 = พายุฟ้าคะนอง
    weather.96 = พายุฟ้าคะนองมีลูกเห็บเล็กน้อย
    weather.97 = พายุฟ้าคะนองรุนแรง
    weather.99 = พายุฟ้าคะนองมีลูกเห็บหนัก
    weather.unknown = ไม่ทราบ (รหัส {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = กลางวัน
    flag.night = กลางคืน

    # Compass points the wind comes from, written out as TMD does ("ลมตะวันตกเฉียงใต้").
    compass.n = เหนือ
    compass.ne = ตะวันออกเฉียงเหนือ
    compass.e = ตะวันออก
    compass.se = ตะวันออกเฉียงใต้
    compass.s = ใต้
    compass.sw = ตะวันตกเฉียงใต้
    compass.w = ตะวันตก
    compass.nw = ตะวันตกเฉียงเหนือ

    # A day and a time of day, such as a warning's end in another year: "อ. 29 ก.ย. เวลา 14:30".
    time.dateTime = {date} เวลา {time}

    # Conditions now.
    now.heading = ขณะนี้
    now.headingAt = ขณะนี้ {time} {zone}
    now.none = ไม่มีรายงานสภาพอากาศปัจจุบัน
    now.feelsLike = รู้สึกเหมือน {temperature}
    now.humidity = ความชื้นสัมพัทธ์ {percent}
    now.dewPoint = จุดน้ำค้าง {temperature}
    now.wind = ลม {speed}
    now.windFrom = ลม{direction} {speed}
    now.precipitation = ปริมาณฝน {amount}
    now.pressure = ความกดอากาศ {pressure}
    now.pressureChange = ความกดอากาศ {pressure} ({change} ใน 3 ชม.)
    now.visibility = ทัศนวิสัย {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = วัน
    table.weather = สภาพอากาศ
    table.low = ต่ำสุด
    table.high = สูงสุด
    table.precipitation = ปริมาณฝน
    table.chance = โอกาส
    table.wind = ลม
    table.air = คุณภาพอากาศ
    table.model = แบบจำลอง
    table.noDays = ไม่มีรายงานรายวัน
    past.heading = สภาพอากาศที่ผ่านมา {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} แบบจำลอง ({models}) ให้ผลไม่ตรงกัน: อุณหภูมิสูงสุดหรือต่ำสุดต่างกันตั้งแต่ {spread} ขึ้นไป หรือบางแบบจำลองมีฝนแต่บางแบบจำลองไม่มี
    models.disagreeHint = {mark} แบบจำลอง ({models}) ให้ผลไม่ตรงกัน: อุณหภูมิสูงสุดหรือต่ำสุดต่างกันตั้งแต่ {spread} ขึ้นไป หรือบางแบบจำลองมีฝนแต่บางแบบจำลองไม่มี (--models แสดงผลของแต่ละแบบจำลอง)

    # The hourly chart. Row labels are at most 11 columns wide; the marks are one column
    # each, so L and H as on TMD's weather charts.
    chart.next.other = {n} ชั่วโมงข้างหน้า
    chart.none = ไม่มีพยากรณ์รายชั่วโมงตั้งแต่ชั่วโมงปัจจุบัน
    chart.temperature = อุณหภูมิ
    chart.chance = โอกาสฝน %
    chart.hour = เวลา
    chart.lowMark = L
    chart.highMark = H
    chart.low = อุณหภูมิต่ำสุด {temperature} เวลา {time}
    chart.high = อุณหภูมิสูงสุด {temperature} เวลา {time}
    chart.chanceUpTo = โอกาสเกิดฝนสูงสุด {percent}

    # Rain timing (--rain-within). A line reads
    # "มีฝนตั้งแต่ 14:30 (อีก 25 นาที) ถึงประมาณ 15:45, ตกเล็กน้อย, 1.2 มม., โอกาส 40%"
    rain.kind.rain = ฝน
    rain.kind.snow = หิมะ
    rain.kind.freezingRain = ฝนเยือกแข็ง
    rain.intensity.light = ตกเล็กน้อย
    rain.intensity.moderate = ตกปานกลาง
    rain.intensity.heavy = ตกหนัก
    rain.sentence = {start} {end}, {details}
    rain.startsNow = ขณะนี้มี{kind}
    rain.startsAt = มี{kind}ตั้งแต่ {time} ({wait})
    rain.endsAt = ถึงประมาณ {time}
    rain.endsAfter = ต่อเนื่องไปหลัง {time}
    rain.chance = โอกาส {percent}
    rain.again = ตกอีกครั้งตั้งแต่ {time}
    rain.none = ไม่คาดว่าจะมีฝนก่อน {time}
    rain.unknown = ไม่ทราบแนวโน้มฝน: พยากรณ์ราย 15 นาทีไม่ครอบคลุมเวลาปัจจุบัน
    rain.inMinutes.other = อีก {n} นาที
    rain.inHours.other = อีก {n} ชม.
    rain.inHoursMinutes = อีก {hours} ชม. {minutes} นาที
    rain.withinTheHour = ภายในหนึ่งชั่วโมง
    rain.inAboutHours.other = อีกประมาณ {n} ชม.
    rain.aboutTime = ประมาณ {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind}กำลังตก
    rain.short.in = {kind}จะตก{wait}
    rain.short.until = {kind}ตกถึง {time}
    rain.short.none = ไม่มีฝน
    rain.hourly.now = ฝนกำลังตก
    rain.hourly.withinAnHour = ฝนจะตกภายใน 1 ชม.
    rain.hourly.in.other = ฝนจะตกอีก {n} ชม.
    rain.hourly.none.other = ไม่มีฝนใน {n} ชม. ข้างหน้า
    rain.hourly.unknown = ไม่ทราบแนวโน้มฝน
    rain.chanceToday = โอกาสเกิดฝนวันนี้ {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = เรดาร์ {time}: {text}
    radar.here = ฝนกำลังตกที่นี่
    radar.coming.other = ฝนห่างไป {distance} ทาง{direction} กำลังเคลื่อนเข้ามา จะถึงในอีกประมาณ {n} นาที
    radar.away = ฝนห่างไป {distance} ทาง{direction} กำลังเคลื่อนออกไป
    radar.still = ฝนห่างไป {distance} ทาง{direction} ไม่ได้เคลื่อนเข้ามาใกล้
    radar.seen = ฝนห่างไป {distance} ทาง{direction}
    radar.none = ไม่มีฝนในรัศมี {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.other = ฝน {distance} ทาง{direction} อีก {n} นาที

    # How long ago a kept forecast was fetched ("เมื่อ 5 นาทีที่แล้ว").
    ago.lessThanAMinute = ไม่ถึงหนึ่งนาทีที่แล้ว
    ago.minutes.other = {n} นาทีที่แล้ว
    ago.hours.other = {n} ชั่วโมงที่แล้ว
    ago.days.other = {n} วันที่แล้ว

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = ไม่มีข้อมูลสภาพอากาศ
    bar.unavailableShort = ไม่มีข้อมูล
    bar.range = {low} ถึง {high}
    bar.kept = พยากรณ์ที่บันทึกไว้เมื่อ {ago}: รีเฟรชไม่สำเร็จ

    # Official warnings: the frame around the issuer's own words. The levels are CAP's
    # severities.
    alert.title.minor = {sign} คำเตือนระดับเล็กน้อย: {event}
    alert.title.moderate = {sign} คำเตือนระดับปานกลาง: {event}
    alert.title.severe = {sign} คำเตือนระดับรุนแรง: {event}
    alert.title.extreme = {sign} คำเตือนระดับรุนแรงมาก: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = เล็กน้อย
    alert.level.moderate = ปานกลาง
    alert.level.severe = รุนแรง
    alert.level.extreme = รุนแรงมาก
    alert.from = ตั้งแต่ {time}
    alert.until = ถึง {time}
    alert.untilAssumed = ถึงประมาณ {time} (ไม่ได้ระบุเวลาสิ้นสุด)
    alert.anywhereInCountry = คำเตือนสำหรับทุกพื้นที่ในประเทศ: แหล่งข้อมูลไม่ได้ระบุภูมิภาคของสถานที่นี้
    alert.none = ไม่มีคำเตือนที่มีผลอยู่หรือจะมีผลภายในช่วงพยากรณ์
    alert.partialNone = อ่านคำเตือนบางรายการไม่ได้ ส่วนคำเตือนที่เหลือไม่มีรายการใดที่มีผลอยู่หรือจะมีผลภายในช่วงพยากรณ์
    alert.partial = อ่านคำเตือนบางรายการไม่ได้
    alert.unavailable = ตรวจสอบคำเตือนไม่ได้
    alert.unsupported = ไม่มีแหล่งคำเตือนอย่างเป็นทางการที่ครอบคลุมสถานที่นี้
    watch.lifted = ยกเลิกแล้ว: {event}

    # Air quality and UV (--air). Categories follow the index's own scale.
    air.line = คุณภาพอากาศ: {category} ({index} {value})
    air.unknown = คุณภาพอากาศ: ไม่ทราบ {index}
    air.ozone = โอโซน
    air.uv = ดัชนียูวี {value} ({category})
    air.pollen = ละอองเกสร: {plants}
    air.european.good = ดี
    air.european.fair = พอใช้
    air.european.moderate = ปานกลาง
    air.european.poor = แย่
    air.european.veryPoor = แย่มาก
    air.european.extremelyPoor = แย่อย่างยิ่ง
    air.us.good = ดี
    air.us.moderate = ปานกลาง
    air.us.unhealthyForSensitiveGroups = มีผลต่อสุขภาพของกลุ่มเสี่ยง
    air.us.unhealthy = มีผลต่อสุขภาพ
    air.us.veryUnhealthy = มีผลต่อสุขภาพมาก
    air.us.hazardous = อันตราย
    uv.low = ต่ำ
    uv.moderate = ปานกลาง
    uv.high = สูง
    uv.veryHigh = สูงมาก
    uv.extreme = อันตราย
    pollen.alder = อัลเดอร์
    pollen.birch = เบิร์ช
    pollen.grass = หญ้า
    pollen.mugwort = มักเวิร์ต
    pollen.olive = มะกอกโอลีฟ
    pollen.ragweed = แร็กวีด

    # Against the climate normals (--normals).
    normals.headingAll = เทียบกับสัปดาห์เดียวกันในช่วงปี {first}-{last}:
    normals.headingUnusual = เทียบกับสัปดาห์เดียวกันในช่วงปี {first}-{last} เฉพาะวันที่ผิดปกติ:
    normals.day = {date}: {comparisons}
    normals.high = อุณหภูมิสูงสุด{comparison}
    normals.low = อุณหภูมิต่ำสุด{comparison}
    normals.warmer.other = สูงกว่าค่าปกติ {difference} (สูงกว่า {years} ปีจาก {n} ปี)
    normals.cooler.other = ต่ำกว่าค่าปกติ {difference} (ต่ำกว่า {years} ปีจาก {n} ปี)
    normals.wetter.other = ปริมาณฝน {amount} ค่าปกติวันละ {usual} (มากกว่า {years} ปีจาก {n} ปี)
    normals.drier.other = ปริมาณฝน {amount} ค่าปกติวันละ {usual} (น้อยกว่า {years} ปีจาก {n} ปี)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = ผลการค้นหาอื่น: {places}
    note.alsoMore.other = ผลการค้นหาอื่น: {places} (และอีก {n} แห่ง)
    note.alsoUse = {also}; ระบุด้วย {hints}
    note.or = {first} หรือ {rest}
    note.staleForecast = แสดงพยากรณ์ที่ได้รับเมื่อ {ago}: {reason}
    note.warningsNotChecked = ไม่ได้ตรวจสอบคำเตือน: {reason}
    note.warningsNotAllChecked = ตรวจสอบคำเตือนได้ไม่ครบ: {reason}
    note.warningsEarlier = คำเตือนจากผลลัพธ์ก่อนหน้า: {reason}
    note.airMissing = ไม่ได้แสดงคุณภาพอากาศ: {reason}
    note.airEarlier = คุณภาพอากาศจากผลลัพธ์ก่อนหน้า: {reason}
    note.normalsMissing = ไม่ได้เทียบกับค่าปกติ: {reason}
    note.normalsEarlier = ค่าปกติจากผลลัพธ์ก่อนหน้า: {reason}
    note.modelsFailed = ไม่ได้เปรียบเทียบแบบจำลองสภาพอากาศ: {reason}
    note.radarMissing = ไม่ได้แสดงเรดาร์: {reason}
    note.radarNotCovered = ไม่ได้แสดงเรดาร์: เรดาร์ที่ rainstorm ใช้ครอบคลุมประเทศเยอรมนีและ 48 รัฐที่อยู่ติดกันของสหรัฐอเมริกา รวมถึงพื้นที่โดยรอบแต่ละแห่งในระยะ 100 km
    note.warningsInEnglish = คำเตือนเป็นภาษาอังกฤษ: {source} ไม่ได้ออกคำเตือนเป็นภาษานี้
    note.keptPlace = ใช้สถานที่ที่ค้นพบเมื่อ {ago}: ค้นหาใหม่ไม่สำเร็จ
    note.keptPlaceBecause = ใช้สถานที่ที่ค้นพบเมื่อ {ago}: ค้นหาใหม่ไม่สำเร็จ: {reason}
    note.fallback = {reason}; แสดงพยากรณ์จาก {provider}
    note.deprecated = {provider} แจ้งว่าพยากรณ์รุ่นนี้เลิกใช้แล้ว (HTTP 203); rainstorm รุ่นใหม่กว่าจะขอรุ่นปัจจุบัน
    note.noModels = {provider} ไม่มีการเปรียบเทียบแบบจำลองสภาพอากาศ; --models จึงไม่แสดงผลใด
    note.hourlyRain = เวลาฝนละเอียดถึงระดับชั่วโมงเท่านั้น: {provider} ไม่มีพยากรณ์ราย 15 นาทีสำหรับที่นี่

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = ข้อมูลสภาพอากาศจาก Open-Meteo.com (CC BY 4.0)
    credit.metNorway = ข้อมูลจาก MET Norway (CC BY 4.0)
    credit.nws = คำเตือน: US National Weather Service, weather.gov
    credit.metNorwayWarnings = คำเตือน: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = คำเตือน: Deutscher Wetterdienst ผ่าน Bright Sky (brightsky.dev)
    credit.environmentCanada = คำเตือน: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = คำเตือน: MeteoAlarm (meteoalarm.org) และหน่วยงานอุตุนิยมวิทยาของแต่ละประเทศ
    credit.metService = คำเตือน: MetService (metservice.com), CC BY 4.0
    credit.wmo = คำเตือน: {service} ผ่านศูนย์ข้อมูลสภาพอากาศรุนแรงของ WMO (severeweather.wmo.int)
    """#
}
