extension Catalog {
  /// Arabic (ar), Modern Standard Arabic.
  static let arabic = #"""
    # Glossary: rain = أمطار, showers = زخات, drizzle = رذاذ, sleet = أمطار مختلطة بالثلوج,
    # thunderstorm = عاصفة رعدية, fog = ضباب, feels like = الحرارة المحسوسة; snow = ثلوج,
    # freezing = متجمد(ة), hail = برد, forecast = توقعات, precipitation = الهطول,
    # chance = احتمال, warning = تحذير, high/low = العظمى/الصغرى, usual = المعتاد.
    # Counted nouns follow the number: one and two in the noun alone (ساعة، ساعتان), 3 to 10
    # with the plural (ساعات), 11 to 99 and the rest with the singular (ساعة، يومًا/يوم).

    # How the place was found, under its name.
    source.coordinates = للإحداثيات التي أدخلتها
    source.search = عُثر عليه بالبحث عن الأماكن
    source.ip = حُدد من عنوان IP الخاص بك عبر {service}
    source.config = موقعك الافتراضي المحدد في الإعدادات

    # Lists of values and parts of a sentence.
    list.pair = {first}، {rest}
    list.clauses = {first}؛ {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = صحو
    weather.1 = صحو غالبًا
    weather.2 = غائم جزئيًا
    weather.3 = غائم كليًا
    weather.45 = ضباب
    weather.48 = ضباب متجمد
    weather.51 = رذاذ خفيف
    weather.53 = رذاذ
    weather.55 = رذاذ كثيف
    weather.56 = رذاذ متجمد خفيف
    weather.57 = رذاذ متجمد
    weather.61 = أمطار خفيفة
    weather.63 = أمطار
    weather.65 = أمطار غزيرة
    weather.66 = أمطار متجمدة خفيفة
    weather.67 = أمطار متجمدة
    weather.68 = أمطار خفيفة مختلطة بالثلوج
    weather.69 = أمطار مختلطة بالثلوج
    weather.71 = ثلوج خفيفة
    weather.73 = ثلوج
    weather.75 = ثلوج كثيفة
    weather.77 = حبيبات ثلجية
    weather.80 = زخات أمطار خفيفة
    weather.81 = زخات أمطار
    weather.82 = زخات أمطار عنيفة
    weather.83 = زخات خفيفة من الأمطار المختلطة بالثلوج
    weather.84 = زخات من الأمطار المختلطة بالثلوج
    weather.85 = زخات ثلوج خفيفة
    weather.86 = زخات ثلوج كثيفة
    weather.95 = عاصفة رعدية
    weather.96 = عاصفة رعدية مصحوبة ببرد خفيف
    weather.97 = عاصفة رعدية قوية
    weather.99 = عاصفة رعدية مصحوبة ببرد كثيف
    weather.unknown = غير معروف (الرمز {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = نهار
    flag.night = ليل

    # Compass points the wind comes from, as the services name the wind: "رياح شمالية غربية".
    compass.n = شمالية
    compass.ne = شمالية شرقية
    compass.e = شرقية
    compass.se = جنوبية شرقية
    compass.s = جنوبية
    compass.sw = جنوبية غربية
    compass.w = غربية
    compass.nw = شمالية غربية

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} الساعة {time}

    # Conditions now.
    now.heading = الآن
    now.headingAt = الآن، {time} بتوقيت {zone}
    now.none = لا تتوفر بيانات عن الأحوال الجوية الحالية.
    now.feelsLike = الحرارة المحسوسة {temperature}
    now.humidity = الرطوبة {percent}
    now.dewPoint = نقطة الندى {temperature}
    now.wind = سرعة الرياح {speed}
    now.windFrom = الرياح {direction} بسرعة {speed}
    now.precipitation = الهطول {amount}
    now.pressure = الضغط الجوي {pressure}
    now.pressureChange = الضغط الجوي {pressure} ({change} خلال 3 ساعات)
    now.visibility = مدى الرؤية {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    # The day column holds dates; "اليوم" would also read as "today".
    table.day = التاريخ
    table.weather = الطقس
    table.low = الصغرى
    table.high = العظمى
    table.precipitation = الهطول
    table.chance = الاحتمال
    table.wind = الرياح
    table.air = جودة الهواء
    table.model = النموذج
    table.noDays = لا تتوفر بيانات للأيام.
    past.heading = الطقس السابق، {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} النماذج ({models}) غير متفقة: فارق في العظمى أو الصغرى قدره {spread} أو أكثر، أو أمطار في بعضها دون بعض
    models.disagreeHint = {mark} النماذج ({models}) غير متفقة: فارق في العظمى أو الصغرى قدره {spread} أو أكثر، أو أمطار في بعضها دون بعض (يعرضها الخيار --models)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are one column each: ص for الصغرى, ع for العظمى.
    chart.next.zero = الساعات الـ{n} القادمة
    chart.next.one = الساعة القادمة
    chart.next.two = الساعتان القادمتان
    chart.next.few = الساعات الـ{n} القادمة
    chart.next.many = الساعات الـ{n} القادمة
    chart.next.other = الساعات الـ{n} القادمة
    chart.none = لا تتوفر توقعات ساعية بدءًا من الساعة الحالية.
    chart.temperature = الحرارة
    chart.chance = الهطول %
    chart.hour = الساعة
    chart.lowMark = ص
    chart.highMark = ع
    chart.low = الصغرى {temperature} في الساعة {time}
    chart.high = العظمى {temperature} في الساعة {time}
    chart.chanceUpTo = احتمال الهطول يصل إلى {percent}

    # Rain timing (--rain-within). A sentence reads "تهطل أمطار ابتداءً من 2:30 م (بعد 25
    # دقيقة) حتى نحو 3:45 م، خفيفة، 1.2 مم، باحتمال 40%." The intensities agree with
    # أمطار and ثلوج (feminine).
    rain.kind.rain = أمطار
    rain.kind.snow = ثلوج
    rain.kind.freezingRain = أمطار متجمدة
    rain.intensity.light = خفيفة
    rain.intensity.moderate = معتدلة
    rain.intensity.heavy = غزيرة
    rain.sentence = {start} {end}، {details}.
    rain.startsNow = تهطل {kind} الآن
    rain.startsAt = تهطل {kind} ابتداءً من {time} ({wait})
    rain.endsAt = حتى نحو {time}
    rain.endsAfter = حتى ما بعد {time}
    rain.chance = باحتمال {percent}
    rain.again = ثم تعود ابتداءً من {time}
    rain.none = لا يُتوقع هطول أمطار قبل {time}.
    rain.unknown = توقعات الأمطار غير معروفة: التوقعات كل 15 دقيقة لا تغطي الوقت الحالي.
    rain.inMinutes.zero = بعد {n} دقيقة
    rain.inMinutes.one = بعد دقيقة
    rain.inMinutes.two = بعد دقيقتين
    rain.inMinutes.few = بعد {n} دقائق
    rain.inMinutes.many = بعد {n} دقيقة
    rain.inMinutes.other = بعد {n} دقيقة
    rain.inHours.zero = بعد {n} ساعة
    rain.inHours.one = بعد ساعة
    rain.inHours.two = بعد ساعتين
    rain.inHours.few = بعد {n} ساعات
    rain.inHours.many = بعد {n} ساعة
    rain.inHours.other = بعد {n} ساعة
    # Two numbers with no count of their own: the abbreviations س (hour, as in كم/س) and د.
    rain.inHoursMinutes = بعد {hours} س و{minutes} د
    rain.withinTheHour = خلال الساعة القادمة
    rain.inAboutHours.zero = بعد نحو {n} ساعة
    rain.inAboutHours.one = بعد نحو ساعة
    rain.inAboutHours.two = بعد نحو ساعتين
    rain.inAboutHours.few = بعد نحو {n} ساعات
    rain.inAboutHours.many = بعد نحو {n} ساعة
    rain.inAboutHours.other = بعد نحو {n} ساعة
    rain.aboutTime = نحو {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} الآن
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} حتى {time}
    rain.short.none = لا أمطار
    rain.hourly.now = أمطار الآن
    rain.hourly.withinAnHour = أمطار خلال ساعة
    rain.hourly.in.zero = أمطار بعد {n} ساعة
    rain.hourly.in.one = أمطار بعد ساعة
    rain.hourly.in.two = أمطار بعد ساعتين
    rain.hourly.in.few = أمطار بعد {n} ساعات
    rain.hourly.in.many = أمطار بعد {n} ساعة
    rain.hourly.in.other = أمطار بعد {n} ساعة
    rain.hourly.none.zero = لا أمطار في الساعات الـ{n} القادمة
    rain.hourly.none.one = لا أمطار في الساعة القادمة
    rain.hourly.none.two = لا أمطار في الساعتين القادمتين
    rain.hourly.none.few = لا أمطار في الساعات الـ{n} القادمة
    rain.hourly.none.many = لا أمطار في الساعات الـ{n} القادمة
    rain.hourly.none.other = لا أمطار في الساعات الـ{n} القادمة
    rain.hourly.unknown = توقعات الأمطار غير معروفة
    rain.chanceToday = احتمال الهطول اليوم {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = الرادار {time}: {text}
    radar.here = أمطار هنا الآن
    radar.coming.zero = أمطار على بعد {distance} في جهة {direction}، تقترب، تصل بعد نحو {n} دقيقة
    radar.coming.one = أمطار على بعد {distance} في جهة {direction}، تقترب، تصل بعد نحو دقيقة
    radar.coming.two = أمطار على بعد {distance} في جهة {direction}، تقترب، تصل بعد نحو دقيقتين
    radar.coming.few = أمطار على بعد {distance} في جهة {direction}، تقترب، تصل بعد نحو {n} دقائق
    radar.coming.many = أمطار على بعد {distance} في جهة {direction}، تقترب، تصل بعد نحو {n} دقيقة
    radar.coming.other = أمطار على بعد {distance} في جهة {direction}، تقترب، تصل بعد نحو {n} دقيقة
    radar.away = أمطار على بعد {distance} في جهة {direction}، تبتعد
    radar.still = أمطار على بعد {distance} في جهة {direction}، لا تقترب
    radar.seen = أمطار على بعد {distance} في جهة {direction}
    radar.none = لا أمطار في نطاق {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.zero = أمطار {direction} ({distance}) بعد {n} دقيقة
    radar.short.coming.one = أمطار {direction} ({distance}) بعد دقيقة
    radar.short.coming.two = أمطار {direction} ({distance}) بعد دقيقتين
    radar.short.coming.few = أمطار {direction} ({distance}) بعد {n} دقائق
    radar.short.coming.many = أمطار {direction} ({distance}) بعد {n} دقيقة
    radar.short.coming.other = أمطار {direction} ({distance}) بعد {n} دقيقة

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = قبل أقل من دقيقة
    ago.minutes.zero = قبل {n} دقيقة
    ago.minutes.one = قبل دقيقة
    ago.minutes.two = قبل دقيقتين
    ago.minutes.few = قبل {n} دقائق
    ago.minutes.many = قبل {n} دقيقة
    ago.minutes.other = قبل {n} دقيقة
    ago.hours.zero = قبل {n} ساعة
    ago.hours.one = قبل ساعة
    ago.hours.two = قبل ساعتين
    ago.hours.few = قبل {n} ساعات
    ago.hours.many = قبل {n} ساعة
    ago.hours.other = قبل {n} ساعة
    ago.days.zero = قبل {n} يوم
    ago.days.one = قبل يوم
    ago.days.two = قبل يومين
    ago.days.few = قبل {n} أيام
    ago.days.many = قبل {n} يومًا
    ago.days.other = قبل {n} يوم

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = الطقس غير متاح
    bar.unavailableShort = غ/م
    bar.range = من {low} إلى {high}
    bar.kept = توقعات محفوظة جُلبت {ago}: تعذّر التحديث

    # Official warnings: the frame around the issuer's own words (CAP's severities).
    alert.title.minor = {sign} تحذير طفيف: {event}
    alert.title.moderate = {sign} تحذير متوسط: {event}
    alert.title.severe = {sign} تحذير شديد: {event}
    alert.title.extreme = {sign} تحذير بالغ الشدة: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = طفيف
    alert.level.moderate = متوسط
    alert.level.severe = شديد
    alert.level.extreme = بالغ الشدة
    alert.from = ابتداءً من {time}
    alert.until = حتى {time}
    alert.untilAssumed = حتى نحو {time} (دون موعد انتهاء محدد)
    alert.anywhereInCountry = تحذيرات في أي مكان من البلاد: لا يحدد المصدر منطقة هذا المكان.
    alert.none = لا توجد تحذيرات سارية أو مرتقبة ضمن مدى التوقعات.
    alert.partialNone = تعذّرت قراءة بعض التحذيرات؛ أما البقية فلا شيء منها سارٍ أو مرتقب ضمن مدى التوقعات.
    alert.partial = تعذّرت قراءة بعض التحذيرات.
    alert.unavailable = تعذّر التحقق من التحذيرات.
    alert.unsupported = لا يغطي أي مصدر رسمي للتحذيرات هذا المكان.
    watch.lifted = انتهى: {event}

    # Air quality and UV (--air). Categories follow the index's own scale; the air's agree
    # with جودة (feminine), the UV's with مؤشر (masculine).
    air.line = جودة الهواء: {category} ({index} {value})
    air.unknown = جودة الهواء: قيمة {index} غير معروفة
    air.ozone = الأوزون
    air.uv = مؤشر الأشعة فوق البنفسجية {value} ({category})
    air.pollen = حبوب اللقاح: {plants}
    air.european.good = جيدة
    air.european.fair = مقبولة
    air.european.moderate = متوسطة
    air.european.poor = رديئة
    air.european.veryPoor = رديئة جدًا
    air.european.extremelyPoor = رديئة للغاية
    air.us.good = جيدة
    air.us.moderate = متوسطة
    air.us.unhealthyForSensitiveGroups = غير صحية للفئات الحساسة
    air.us.unhealthy = غير صحية
    air.us.veryUnhealthy = غير صحية جدًا
    air.us.hazardous = خطرة
    uv.low = منخفض
    uv.moderate = متوسط
    uv.high = مرتفع
    uv.veryHigh = مرتفع جدًا
    uv.extreme = بالغ الشدة
    pollen.alder = جار الماء
    pollen.birch = البتولا
    pollen.grass = الأعشاب
    pollen.mugwort = حبق الراعي
    pollen.olive = الزيتون
    pollen.ragweed = الرجيد

    # Against the climate normals (--normals).
    normals.headingAll = مقارنةً بالأسبوع نفسه في الفترة {first}-{last}:
    normals.headingUnusual = مقارنةً بالأسبوع نفسه في الفترة {first}-{last}، الأيام غير المعتادة:
    normals.day = {date}: {comparisons}
    normals.high = العظمى {comparison}
    normals.low = الصغرى {comparison}
    normals.warmer.zero = أدفأ من المعتاد بمقدار {difference} (أدفأ من {years} من أصل {n} سنة)
    normals.warmer.one = أدفأ من المعتاد بمقدار {difference} (أدفأ من {years} من أصل سنة واحدة)
    normals.warmer.two = أدفأ من المعتاد بمقدار {difference} (أدفأ من {years} من أصل سنتين)
    normals.warmer.few = أدفأ من المعتاد بمقدار {difference} (أدفأ من {years} من أصل {n} سنوات)
    normals.warmer.many = أدفأ من المعتاد بمقدار {difference} (أدفأ من {years} من أصل {n} سنة)
    normals.warmer.other = أدفأ من المعتاد بمقدار {difference} (أدفأ من {years} من أصل {n} سنة)
    normals.cooler.zero = أبرد من المعتاد بمقدار {difference} (أبرد من {years} من أصل {n} سنة)
    normals.cooler.one = أبرد من المعتاد بمقدار {difference} (أبرد من {years} من أصل سنة واحدة)
    normals.cooler.two = أبرد من المعتاد بمقدار {difference} (أبرد من {years} من أصل سنتين)
    normals.cooler.few = أبرد من المعتاد بمقدار {difference} (أبرد من {years} من أصل {n} سنوات)
    normals.cooler.many = أبرد من المعتاد بمقدار {difference} (أبرد من {years} من أصل {n} سنة)
    normals.cooler.other = أبرد من المعتاد بمقدار {difference} (أبرد من {years} من أصل {n} سنة)
    normals.wetter.zero = الهطول {amount}، والمعتاد {usual} يوميًا (أكثر من {years} من أصل {n} سنة)
    normals.wetter.one = الهطول {amount}، والمعتاد {usual} يوميًا (أكثر من {years} من أصل سنة واحدة)
    normals.wetter.two = الهطول {amount}، والمعتاد {usual} يوميًا (أكثر من {years} من أصل سنتين)
    normals.wetter.few = الهطول {amount}، والمعتاد {usual} يوميًا (أكثر من {years} من أصل {n} سنوات)
    normals.wetter.many = الهطول {amount}، والمعتاد {usual} يوميًا (أكثر من {years} من أصل {n} سنة)
    normals.wetter.other = الهطول {amount}، والمعتاد {usual} يوميًا (أكثر من {years} من أصل {n} سنة)
    normals.drier.zero = الهطول {amount}، والمعتاد {usual} يوميًا (أقل من {years} من أصل {n} سنة)
    normals.drier.one = الهطول {amount}، والمعتاد {usual} يوميًا (أقل من {years} من أصل سنة واحدة)
    normals.drier.two = الهطول {amount}، والمعتاد {usual} يوميًا (أقل من {years} من أصل سنتين)
    normals.drier.few = الهطول {amount}، والمعتاد {usual} يوميًا (أقل من {years} من أصل {n} سنوات)
    normals.drier.many = الهطول {amount}، والمعتاد {usual} يوميًا (أقل من {years} من أصل {n} سنة)
    normals.drier.other = الهطول {amount}، والمعتاد {usual} يوميًا (أقل من {years} من أصل {n} سنة)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names. The count in
    # note.alsoMore is of مكان (places).
    note.also = أماكن أخرى بالاسم نفسه: {places}
    note.alsoMore.zero = أماكن أخرى بالاسم نفسه: {places} (و{n} مكان آخر)
    note.alsoMore.one = أماكن أخرى بالاسم نفسه: {places} (ومكان آخر)
    note.alsoMore.two = أماكن أخرى بالاسم نفسه: {places} (ومكانان آخران)
    note.alsoMore.few = أماكن أخرى بالاسم نفسه: {places} (و{n} أماكن أخرى)
    note.alsoMore.many = أماكن أخرى بالاسم نفسه: {places} (و{n} مكانًا آخر)
    note.alsoMore.other = أماكن أخرى بالاسم نفسه: {places} (و{n} مكان آخر)
    note.alsoUse = {also}؛ استخدم {hints}
    note.or = {first} أو {rest}
    note.staleForecast = تُعرض التوقعات التي جُلبت {ago}: {reason}
    note.warningsNotChecked = لم يُتحقق من التحذيرات: {reason}
    note.warningsNotAllChecked = لم يُتحقق من جميع التحذيرات: {reason}
    note.warningsEarlier = التحذيرات مأخوذة من رد سابق: {reason}
    note.airMissing = لا تُعرض جودة الهواء: {reason}
    note.airEarlier = جودة الهواء مأخوذة من رد سابق: {reason}
    note.normalsMissing = لم تُقارن الأيام بالمعدلات المناخية: {reason}
    note.normalsEarlier = المعدلات المناخية مأخوذة من رد سابق: {reason}
    note.modelsFailed = لم تُقارن نماذج الطقس: {reason}
    note.radarMissing = لا يُعرض الرادار: {reason}
    note.radarNotCovered = لا يُعرض الرادار: الرادارات التي يقرؤها rainstorm تغطي ألمانيا والولايات المتحدة المتجاورة، مع ما يصل إلى 100 km حول كل منهما
    note.warningsInEnglish = التحذيرات بالإنجليزية: لا يُصدر {source} تحذيراته بهذه اللغة
    note.keptPlace = يُستخدم المكان كما حُدد {ago}: تعذّر البحث عنه مجددًا
    note.keptPlaceBecause = يُستخدم المكان كما حُدد {ago}: تعذّر البحث عنه مجددًا: {reason}
    note.fallback = {reason}؛ تُعرض التوقعات من {provider}
    note.deprecated = يفيد {provider} بأن هذا الإصدار من توقعاته مهمل (HTTP 203)؛ سيطلب إصدار أحدث من rainstorm الإصدار الحالي
    note.noModels = لا يقارن {provider} بين نماذج الطقس؛ لن يعرض الخيار --models أيًا منها
    note.hourlyRain = توقيت الأمطار بدقة الساعة: لا تتوفر لدى {provider} توقعات كل 15 دقيقة هنا

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = بيانات الطقس من Open-Meteo.com (CC BY 4.0)
    credit.metNorway = البيانات من MET Norway (CC BY 4.0)
    credit.nws = التحذيرات: US National Weather Service، weather.gov
    credit.metNorwayWarnings = التحذيرات: MET Norway (MetAlerts)، CC BY 4.0
    credit.brightSky = التحذيرات: Deutscher Wetterdienst عبر Bright Sky (brightsky.dev)
    credit.environmentCanada = التحذيرات: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = التحذيرات: MeteoAlarm (meteoalarm.org) وخدمات الأرصاد الجوية الوطنية
    credit.metService = التحذيرات: MetService (metservice.com)، CC BY 4.0
    credit.wmo = التحذيرات: {service}، عبر مركز معلومات الطقس القاسي التابع للمنظمة العالمية للأرصاد الجوية (severeweather.wmo.int)
    """#
}
