extension Catalog {
  /// Persian (fa).
  static let persian = #"""
    # Glossary: rain = باران, showers = رگبار, drizzle = نم‌نم باران, sleet = برف و باران,
    # thunderstorm = توفان تندری, fog = مه, feels like = دمای محسوس; snow = برف,
    # freezing = یخ‌زن, hail = تگرگ, precipitation = بارش, chance = احتمال,
    # forecast = پیش‌بینی, warning = هشدار, low/high = کمینه/بیشینه (IRIMO's words),
    # usual = معمول, normals = میانگین بلندمدت. Nouns stay singular after a number.

    # How the place was found, under its name.
    source.coordinates = برای مختصاتی که وارد کردید
    source.search = یافته‌شده با جست‌وجوی مکان
    source.ip = از نشانی IP شما از طریق {service}
    source.config = مکان پیش‌فرضی که تنظیم کرده‌اید

    # Lists of values and parts of a sentence.
    list.pair = {first}، {rest}
    list.clauses = {first}؛ {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = آسمان صاف
    weather.1 = عمدتاً صاف
    weather.2 = نیمه‌ابری
    weather.3 = تمام‌ابری
    weather.45 = مه
    weather.48 = مه یخ‌زده
    weather.51 = نم‌نم باران خفیف
    weather.53 = نم‌نم باران
    weather.55 = نم‌نم باران شدید
    weather.56 = نم‌نم باران یخ‌زن خفیف
    weather.57 = نم‌نم باران یخ‌زن
    weather.61 = باران خفیف
    weather.63 = باران
    weather.65 = باران شدید
    weather.66 = باران یخ‌زن خفیف
    weather.67 = باران یخ‌زن
    weather.68 = برف و باران خفیف
    weather.69 = برف و باران
    weather.71 = برف خفیف
    weather.73 = برف
    weather.75 = برف سنگین
    weather.77 = دانه‌های ریز برف
    weather.80 = رگبار خفیف
    weather.81 = رگبار
    weather.82 = رگبار بسیار شدید
    weather.83 = رگبار خفیف برف و باران
    weather.84 = رگبار برف و باران
    weather.85 = رگبار خفیف برف
    weather.86 = رگبار شدید برف
    weather.95 = توفان تندری
    weather.96 = توفان تندری همراه با تگرگ خفیف
    weather.97 = توفان تندری شدید
    weather.99 = توفان تندری همراه با تگرگ شدید
    weather.unknown = نامعلوم (کد {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = روز
    flag.night = شب

    # Compass points the wind comes from: north, north-east, ...
    compass.n = شمال
    compass.ne = شمال‌شرق
    compass.e = شرق
    compass.se = جنوب‌شرق
    compass.s = جنوب
    compass.sw = جنوب‌غرب
    compass.w = غرب
    compass.nw = شمال‌غرب

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} ساعت {time}

    # Conditions now.
    now.heading = اکنون
    now.headingAt = اکنون، {time} به وقت {zone}
    now.none = وضعیت کنونی هوا گزارش نشده است.
    now.feelsLike = دمای محسوس {temperature}
    now.humidity = رطوبت {percent}
    now.dewPoint = نقطه شبنم {temperature}
    now.wind = باد {speed}
    now.windFrom = باد از {direction} با سرعت {speed}
    now.precipitation = بارش {amount}
    now.pressure = فشار هوا {pressure}
    now.pressureChange = فشار هوا {pressure} ({change} در ۳ ساعت)
    now.visibility = دید {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = روز
    table.weather = وضع هوا
    table.low = کمینه
    table.high = بیشینه
    table.precipitation = بارش
    table.chance = احتمال
    table.wind = باد
    table.air = کیفیت هوا
    table.model = مدل
    table.noDays = داده‌ای برای روزها گزارش نشده است.
    past.heading = هوای روزهای گذشته، {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} مدل‌ها ({models}) هم‌خوانی ندارند: اختلاف بیشینه‌ها یا کمینه‌ها {spread} یا بیشتر است، یا در برخی باران هست و در برخی نه
    models.disagreeHint = {mark} مدل‌ها ({models}) هم‌خوانی ندارند: اختلاف بیشینه‌ها یا کمینه‌ها {spread} یا بیشتر است، یا در برخی باران هست و در برخی نه (--models آن‌ها را نشان می‌دهد)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are ک (کمینه) and ب (بیشینه). "one" is also 0, so it keeps {n}.
    chart.next.one = {n} ساعت آینده
    chart.next.other = {n} ساعت آینده
    chart.none = پیش‌بینی ساعتی از ساعت کنونی در دست نیست.
    chart.temperature = دما
    chart.chance = احتمال بارش
    chart.hour = ساعت
    chart.lowMark = ک
    chart.highMark = ب
    chart.low = کمینه {temperature} ساعت {time}
    chart.high = بیشینه {temperature} ساعت {time}
    chart.chanceUpTo = احتمال بارش تا {percent}

    # Rain timing (--rain-within). A sentence reads "باران از ۱۴:۳۰ (۲۵ دقیقه دیگر) تا حدود
    # ۱۵:۴۵، خفیف، ۱٫۲ میلی‌متر، احتمال ۴۰%."
    rain.kind.rain = باران
    rain.kind.snow = برف
    rain.kind.freezingRain = باران یخ‌زن
    rain.intensity.light = خفیف
    rain.intensity.moderate = متوسط
    rain.intensity.heavy = شدید
    rain.sentence = {start} {end}، {details}.
    rain.startsNow = {kind} از هم‌اکنون
    rain.startsAt = {kind} از {time} ({wait})
    rain.endsAt = تا حدود {time}
    rain.endsAfter = تا بعد از {time}
    rain.chance = احتمال {percent}
    rain.again = و دوباره از {time}
    rain.none = تا {time} بارانی پیش‌بینی نمی‌شود.
    rain.unknown = وضعیت باران نامعلوم است: پیش‌بینی ۱۵ دقیقه‌ای زمان کنونی را پوشش نمی‌دهد.
    rain.inMinutes.one = {n} دقیقه دیگر
    rain.inMinutes.other = {n} دقیقه دیگر
    rain.inHours.one = {n} ساعت دیگر
    rain.inHours.other = {n} ساعت دیگر
    rain.inHoursMinutes = {hours} ساعت و {minutes} دقیقه دیگر
    rain.withinTheHour = در یک ساعت آینده
    rain.inAboutHours.one = حدود {n} ساعت دیگر
    rain.inAboutHours.other = حدود {n} ساعت دیگر
    rain.aboutTime = حدود {time}
    rain.weekdayTime = {weekday} ساعت {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = هم‌اکنون {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} تا {time}
    rain.short.none = بدون باران
    rain.hourly.now = هم‌اکنون باران
    rain.hourly.withinAnHour = باران در یک ساعت آینده
    rain.hourly.in.one = باران {n} ساعت دیگر
    rain.hourly.in.other = باران {n} ساعت دیگر
    rain.hourly.none.one = بدون باران در {n} ساعت آینده
    rain.hourly.none.other = بدون باران در {n} ساعت آینده
    rain.hourly.unknown = وضعیت باران نامعلوم
    rain.chanceToday = احتمال بارش امروز {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = رادار {time}: {text}
    radar.here = هم‌اکنون اینجا باران می‌بارد
    radar.coming.one = باران در {direction}، به فاصله {distance}، در حال نزدیک شدن، حدود {n} دقیقه دیگر می‌رسد
    radar.coming.other = باران در {direction}، به فاصله {distance}، در حال نزدیک شدن، حدود {n} دقیقه دیگر می‌رسد
    radar.away = باران در {direction}، به فاصله {distance}، در حال دور شدن
    radar.still = باران در {direction}، به فاصله {distance}، نزدیک نمی‌شود
    radar.seen = باران در {direction}، به فاصله {distance}
    radar.none = بدون باران در شعاع {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = باران {distance} {direction}، {n} دقیقه دیگر
    radar.short.coming.other = باران {distance} {direction}، {n} دقیقه دیگر

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = کمتر از یک دقیقه پیش
    ago.minutes.one = {n} دقیقه پیش
    ago.minutes.other = {n} دقیقه پیش
    ago.hours.one = {n} ساعت پیش
    ago.hours.other = {n} ساعت پیش
    ago.days.one = {n} روز پیش
    ago.days.other = {n} روز پیش

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = اطلاعات هوا در دسترس نیست
    bar.unavailableShort = ناموجود
    bar.range = {low} تا {high}
    bar.kept = پیش‌بینی ذخیره‌شده که {ago} دریافت شد: به‌روزرسانی ناموفق بود

    # Official warnings: the frame around the issuer's own words (CAP's severities).
    alert.title.minor = {sign} هشدار جزئی: {event}
    alert.title.moderate = {sign} هشدار متوسط: {event}
    alert.title.severe = {sign} هشدار شدید: {event}
    alert.title.extreme = {sign} هشدار بسیار شدید: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = جزئی
    alert.level.moderate = متوسط
    alert.level.severe = شدید
    alert.level.extreme = بسیار شدید
    alert.from = از {time}
    alert.until = تا {time}
    alert.untilAssumed = تا حدود {time} (زمان پایان اعلام نشده)
    alert.anywhereInCountry = هشدارهای سراسر کشور: منبع، منطقه‌ای برای این مکان مشخص نمی‌کند.
    alert.none = هیچ هشداری در بازه پیش‌بینی فعال نیست یا آغاز نمی‌شود.
    alert.partialNone = برخی هشدارها خوانده نشدند؛ هیچ‌یک از بقیه در بازه پیش‌بینی فعال نیست یا آغاز نمی‌شود.
    alert.partial = برخی هشدارها خوانده نشدند.
    alert.unavailable = بررسی هشدارها ممکن نشد.
    alert.unsupported = هیچ منبع رسمی هشدار این مکان را پوشش نمی‌دهد.
    watch.lifted = پایان یافت: {event}

    # Air quality and UV (--air). Categories follow the index's own scale (the US index in
    # the words Iran's air quality index uses).
    air.line = کیفیت هوا: {category} ({index} {value})
    air.unknown = کیفیت هوا: {index} نامعلوم
    air.ozone = ازن
    air.uv = شاخص UV {value} ({category})
    air.pollen = گرده گیاهان: {plants}
    air.european.good = خوب
    air.european.fair = مناسب
    air.european.moderate = متوسط
    air.european.poor = بد
    air.european.veryPoor = بسیار بد
    air.european.extremelyPoor = به‌شدت بد
    air.us.good = پاک
    air.us.moderate = قابل‌قبول
    air.us.unhealthyForSensitiveGroups = ناسالم برای گروه‌های حساس
    air.us.unhealthy = ناسالم
    air.us.veryUnhealthy = بسیار ناسالم
    air.us.hazardous = خطرناک
    uv.low = کم
    uv.moderate = متوسط
    uv.high = زیاد
    uv.veryHigh = بسیار زیاد
    uv.extreme = فوق‌العاده زیاد
    pollen.alder = توسکا
    pollen.birch = توس
    pollen.grass = گندمیان
    pollen.mugwort = درمنه
    pollen.olive = زیتون
    pollen.ragweed = آمبروزیا

    # Against the climate normals (--normals).
    normals.headingAll = در مقایسه با همین هفته در سال‌های {first}-{last}:
    normals.headingUnusual = در مقایسه با همین هفته در سال‌های {first}-{last}، روزهای غیرعادی:
    normals.day = {date}: {comparisons}
    normals.high = بیشینه {comparison}
    normals.low = کمینه {comparison}
    normals.warmer.one = {difference} گرم‌تر از معمول (گرم‌تر از {years} سال از {n} سال)
    normals.warmer.other = {difference} گرم‌تر از معمول (گرم‌تر از {years} سال از {n} سال)
    normals.cooler.one = {difference} سردتر از معمول (سردتر از {years} سال از {n} سال)
    normals.cooler.other = {difference} سردتر از معمول (سردتر از {years} سال از {n} سال)
    normals.wetter.one = بارش {amount}، معمولاً {usual} در روز (بیشتر از {years} سال از {n} سال)
    normals.wetter.other = بارش {amount}، معمولاً {usual} در روز (بیشتر از {years} سال از {n} سال)
    normals.drier.one = بارش {amount}، معمولاً {usual} در روز (کمتر از {years} سال از {n} سال)
    normals.drier.other = بارش {amount}، معمولاً {usual} در روز (کمتر از {years} سال از {n} سال)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = موارد دیگر: {places}
    note.alsoMore.one = موارد دیگر: {places} (و {n} مورد دیگر)
    note.alsoMore.other = موارد دیگر: {places} (و {n} مورد دیگر)
    note.alsoUse = {also}؛ از {hints} استفاده کنید
    note.or = {first} یا {rest}
    note.staleForecast = نمایش پیش‌بینی‌ای که {ago} دریافت شد: {reason}
    note.warningsNotChecked = هشدارها بررسی نشدند: {reason}
    note.warningsNotAllChecked = همه هشدارها بررسی نشدند: {reason}
    note.warningsEarlier = هشدارها از پاسخ قبلی: {reason}
    note.airMissing = کیفیت هوا نمایش داده نشد: {reason}
    note.airEarlier = کیفیت هوا از پاسخ قبلی: {reason}
    note.normalsMissing = روزها با میانگین بلندمدت مقایسه نشدند: {reason}
    note.normalsEarlier = میانگین بلندمدت از پاسخ قبلی: {reason}
    note.modelsFailed = مدل‌های هواشناسی مقایسه نشدند: {reason}
    note.radarMissing = رادار نمایش داده نشد: {reason}
    note.radarNotCovered = رادار نمایش داده نشد: رادارهایی که rainstorm می‌خواند آلمان و 48 ایالت پیوسته ایالات متحده و تا 100 km اطراف هر کدام را پوشش می‌دهند
    note.warningsInEnglish = هشدارها به انگلیسی: {source} آن‌ها را به این زبان منتشر نمی‌کند
    note.keptPlace = استفاده از مکانی که {ago} یافته شد: جست‌وجوی دوباره ناموفق بود
    note.keptPlaceBecause = استفاده از مکانی که {ago} یافته شد: جست‌وجوی دوباره ناموفق بود: {reason}
    note.fallback = {reason}؛ نمایش پیش‌بینی {provider}
    note.deprecated = به گفته {provider} این نسخه از پیش‌بینی‌اش منسوخ شده است (HTTP 203)؛ نسخه جدیدتر rainstorm نسخه کنونی را درخواست خواهد کرد
    note.noModels = {provider} مدل‌های هواشناسی را مقایسه نمی‌کند؛ --models چیزی نشان نمی‌دهد
    note.hourlyRain = زمان‌بندی باران در حد ساعت است: {provider} در اینجا پیش‌بینی ۱۵ دقیقه‌ای ندارد

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = داده‌های هواشناسی از Open-Meteo.com (CC BY 4.0)
    credit.metNorway = داده‌ها از MET Norway (CC BY 4.0)
    credit.nws = هشدارها: US National Weather Service، weather.gov
    credit.metNorwayWarnings = هشدارها: MET Norway (MetAlerts)، CC BY 4.0
    credit.brightSky = هشدارها: Deutscher Wetterdienst از طریق Bright Sky (brightsky.dev)
    credit.environmentCanada = هشدارها: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = هشدارها: MeteoAlarm (meteoalarm.org) و سازمان‌های هواشناسی ملی
    credit.metService = هشدارها: MetService (metservice.com)، CC BY 4.0
    credit.wmo = هشدارها: {service}، از طریق مرکز اطلاعات آب و هوای شدید سازمان جهانی هواشناسی (severeweather.wmo.int)
    """#
}
