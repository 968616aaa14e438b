extension Catalog {
  /// Hebrew (he).
  static let hebrew = #"""
    # Glossary: rain = גשם, showers = ממטרים, drizzle = טפטוף, sleet = גשם מעורב בשלג,
    # thunderstorm = סופת רעמים, fog = ערפל, feels like = טמפרטורה מורגשת; snow = שלג,
    # freezing = קופא, hail = ברד, precipitation = משקעים, chance = סיכוי, forecast = תחזית,
    # warning = אזהרה, low/high = נמוכה/גבוהה (of the temperature, feminine), usual = הרגיל.
    # Counted words: one and two without the number (דקה, שעתיים, יומיים), the rest with it.

    # How the place was found, under its name.
    source.coordinates = עבור הקואורדינטות שהזנת
    source.search = נמצא בחיפוש מקומות
    source.ip = לפי כתובת ה-IP שלך דרך {service}
    source.config = מיקום ברירת המחדל שהגדרת

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = בהיר
    weather.1 = בהיר ברובו
    weather.2 = מעונן חלקית
    weather.3 = מעונן
    weather.45 = ערפל
    weather.48 = ערפל קופא
    weather.51 = טפטוף קל
    weather.53 = טפטוף
    weather.55 = טפטוף חזק
    weather.56 = טפטוף קופא קל
    weather.57 = טפטוף קופא
    weather.61 = גשם קל
    weather.63 = גשם
    weather.65 = גשם חזק
    weather.66 = גשם קופא קל
    weather.67 = גשם קופא
    weather.68 = גשם קל מעורב בשלג
    weather.69 = גשם מעורב בשלג
    weather.71 = שלג קל
    weather.73 = שלג
    weather.75 = שלג כבד
    weather.77 = גרגרי שלג
    weather.80 = ממטרים קלים
    weather.81 = ממטרים
    weather.82 = ממטרים עזים
    weather.83 = ממטרים קלים של גשם מעורב בשלג
    weather.84 = ממטרים של גשם מעורב בשלג
    weather.85 = ממטרי שלג קלים
    weather.86 = ממטרי שלג כבדים
    weather.95 = סופת רעמים
    weather.96 = סופת רעמים עם ברד קל
    weather.97 = סופת רעמים חזקה
    weather.99 = סופת רעמים עם ברד כבד
    weather.unknown = לא ידוע (קוד {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = יום
    flag.night = לילה

    # Compass points the wind comes from: north, north-east, ...
    compass.n = צפון
    compass.ne = צפון-מזרח
    compass.e = מזרח
    compass.se = דרום-מזרח
    compass.s = דרום
    compass.sw = דרום-מערב
    compass.w = מערב
    compass.nw = צפון-מערב

    # A day and a time of day, such as a warning's end in another year. The time comes
    # first, so "מ-" before it always meets a digit: "מ-2:10 ביום ג׳, 29 בספט׳".
    time.dateTime = {time} ב{date}

    # Conditions now.
    now.heading = כעת
    now.headingAt = כעת, {time} לפי שעון {zone}
    now.none = לא דווחו תנאים נוכחיים.
    now.feelsLike = טמפרטורה מורגשת {temperature}
    now.humidity = לחות {percent}
    now.dewPoint = נקודת טל {temperature}
    now.wind = רוח {speed}
    now.windFrom = רוח {speed} מכיוון {direction}
    now.precipitation = משקעים {amount}
    now.pressure = לחץ אוויר {pressure}
    now.pressureChange = לחץ אוויר {pressure} ({change} ב-3 שעות)
    now.visibility = ראות {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = יום
    table.weather = מזג אוויר
    table.low = נמוכה
    table.high = גבוהה
    table.precipitation = משקעים
    table.chance = סיכוי
    table.wind = רוח
    table.air = אוויר
    table.model = מודל
    table.noDays = לא דווחו נתונים לימים.
    past.heading = מזג האוויר בימים שחלפו, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} המודלים ({models}) אינם מסכימים: הפרש של {spread} או יותר בטמפרטורות הגבוהות או הנמוכות, או גשם בחלקם ולא באחרים
    models.disagreeHint = {mark} המודלים ({models}) אינם מסכימים: הפרש של {spread} או יותר בטמפרטורות הגבוהות או הנמוכות, או גשם בחלקם ולא באחרים (--models מציג אותם)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are נ (נמוכה) and ג (גבוהה).
    chart.next.one = השעה הקרובה
    chart.next.two = השעתיים הקרובות
    chart.next.other = {n} השעות הקרובות
    chart.none = אין תחזית שעתית מהשעה הנוכחית.
    chart.temperature = טמפרטורה
    chart.chance = משקעים %
    chart.hour = שעה
    chart.lowMark = נ
    chart.highMark = ג
    chart.low = הנמוכה ביותר {temperature} בשעה {time}
    chart.high = הגבוהה ביותר {temperature} בשעה {time}
    chart.chanceUpTo = סיכוי למשקעים עד {percent}

    # Rain timing (--rain-within). A sentence reads "גשם מ-14:30 (בעוד 25 דקות) עד 15:45
    # לערך, קל, 1.2 מ״מ, סיכוי 40%." The kinds are masculine, and so are the intensities.
    # Times always start with a digit (a weekday follows the time), hence "מ-{time}".
    rain.kind.rain = גשם
    rain.kind.snow = שלג
    rain.kind.freezingRain = גשם קופא
    rain.intensity.light = קל
    rain.intensity.moderate = מתון
    rain.intensity.heavy = חזק
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} כעת
    rain.startsAt = {kind} מ-{time} ({wait})
    rain.endsAt = עד {time} לערך
    rain.endsAfter = עד אחרי {time}
    rain.chance = סיכוי {percent}
    rain.again = ושוב מ-{time}
    rain.none = לא צפוי גשם לפני {time}.
    rain.unknown = תחזית הגשם אינה ידועה: התחזית ברזולוציה של 15 דקות אינה מכסה את השעה הנוכחית.
    rain.inMinutes.one = בעוד דקה
    rain.inMinutes.two = בעוד {n} דקות
    rain.inMinutes.other = בעוד {n} דקות
    rain.inHours.one = בעוד שעה
    rain.inHours.two = בעוד שעתיים
    rain.inHours.other = בעוד {n} שעות
    # Two numbers with no count of their own: the abbreviations ש׳ and דק׳.
    rain.inHoursMinutes = בעוד {hours} ש׳ ו-{minutes} דק׳
    rain.withinTheHour = בתוך השעה הקרובה
    rain.inAboutHours.one = בעוד כשעה
    rain.inAboutHours.two = בעוד כשעתיים
    rain.inAboutHours.other = בעוד כ-{n} שעות
    rain.aboutTime = {time} לערך
    rain.weekdayTime = {time} ב{weekday}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} כעת
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} עד {time}
    rain.short.none = אין גשם
    rain.hourly.now = גשם כעת
    rain.hourly.withinAnHour = גשם בתוך שעה
    rain.hourly.in.one = גשם בעוד שעה
    rain.hourly.in.two = גשם בעוד שעתיים
    rain.hourly.in.other = גשם בעוד {n} שעות
    rain.hourly.none.one = אין גשם בשעה הקרובה
    rain.hourly.none.two = אין גשם בשעתיים הקרובות
    rain.hourly.none.other = אין גשם ב-{n} השעות הקרובות
    rain.hourly.unknown = תחזית הגשם אינה ידועה
    rain.chanceToday = סיכוי למשקעים היום {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = מכ״ם {time}: {text}
    radar.here = יורד כאן גשם כעת
    radar.coming.one = גשם במרחק {distance} לכיוון {direction}, מתקרב, יגיע בעוד כדקה
    radar.coming.two = גשם במרחק {distance} לכיוון {direction}, מתקרב, יגיע בעוד כ-{n} דקות
    radar.coming.other = גשם במרחק {distance} לכיוון {direction}, מתקרב, יגיע בעוד כ-{n} דקות
    radar.away = גשם במרחק {distance} לכיוון {direction}, מתרחק
    radar.still = גשם במרחק {distance} לכיוון {direction}, אינו מתקרב
    radar.seen = גשם במרחק {distance} לכיוון {direction}
    radar.none = אין גשם ברדיוס {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = גשם {distance} {direction}, בעוד דקה
    radar.short.coming.two = גשם {distance} {direction}, בעוד {n} דקות
    radar.short.coming.other = גשם {distance} {direction}, בעוד {n} דקות

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = לפני פחות מדקה
    ago.minutes.one = לפני דקה
    ago.minutes.two = לפני {n} דקות
    ago.minutes.other = לפני {n} דקות
    ago.hours.one = לפני שעה
    ago.hours.two = לפני שעתיים
    ago.hours.other = לפני {n} שעות
    ago.days.one = לפני יום
    ago.days.two = לפני יומיים
    ago.days.other = לפני {n} ימים

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = מזג האוויר אינו זמין
    bar.unavailableShort = לא זמין
    bar.range = {low} עד {high}
    bar.kept = תחזית שמורה שהתקבלה {ago}: הרענון נכשל

    # Official warnings: the frame around the issuer's own words (CAP's severities); the
    # levels agree with אזהרה (feminine).
    alert.title.minor = {sign} אזהרה קלה: {event}
    alert.title.moderate = {sign} אזהרה בינונית: {event}
    alert.title.severe = {sign} אזהרה חמורה: {event}
    alert.title.extreme = {sign} אזהרה קיצונית: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = קלה
    alert.level.moderate = בינונית
    alert.level.severe = חמורה
    alert.level.extreme = קיצונית
    alert.from = מ-{time}
    alert.until = עד {time}
    alert.untilAssumed = עד {time} לערך (לא צוין מועד סיום)
    alert.anywhereInCountry = אזהרות בכל מקום במדינה: המקור אינו מציין אזור עבור מקום זה.
    alert.none = אין אזהרות בתוקף או צפויות בטווח התחזית.
    alert.partialNone = לא ניתן היה לקרוא חלק מהאזהרות; אף אחת מהאחרות אינה בתוקף או צפויה בטווח התחזית.
    alert.partial = לא ניתן היה לקרוא חלק מהאזהרות.
    alert.unavailable = לא ניתן היה לבדוק את האזהרות.
    alert.unsupported = אין מקור אזהרות רשמי שמכסה מקום זה.
    watch.lifted = סיום: {event}

    # Air quality and UV (--air). Categories follow the index's own scale; the air's agree
    # with איכות (feminine), the UV's with מדד (masculine).
    air.line = איכות אוויר: {category} ({index} {value})
    air.unknown = איכות אוויר: {index} לא ידוע
    air.ozone = אוזון
    air.uv = מדד UV {value} ({category})
    air.pollen = אבקה: {plants}
    air.european.good = טובה
    air.european.fair = סבירה
    air.european.moderate = בינונית
    air.european.poor = ירודה
    air.european.veryPoor = ירודה מאוד
    air.european.extremelyPoor = ירודה ביותר
    air.us.good = טובה
    air.us.moderate = בינונית
    air.us.unhealthyForSensitiveGroups = לא בריאה לקבוצות רגישות
    air.us.unhealthy = לא בריאה
    air.us.veryUnhealthy = לא בריאה מאוד
    air.us.hazardous = מסוכנת
    uv.low = נמוך
    uv.moderate = בינוני
    uv.high = גבוה
    uv.veryHigh = גבוה מאוד
    uv.extreme = קיצוני
    pollen.alder = אלמון
    pollen.birch = שדר
    pollen.grass = עשבים
    pollen.mugwort = לענה
    pollen.olive = זית
    pollen.ragweed = אמברוסיה

    # Against the climate normals (--normals). The comparisons agree with הגבוהה/הנמוכה
    # (the day's high and low temperature, feminine).
    normals.headingAll = בהשוואה לאותו שבוע בשנים {first}-{last}:
    normals.headingUnusual = בהשוואה לאותו שבוע בשנים {first}-{last}, הימים החריגים:
    normals.day = {date}: {comparisons}
    normals.high = הגבוהה {comparison}
    normals.low = הנמוכה {comparison}
    normals.warmer.one = חמה ב-{difference} מהרגיל (חמה יותר מאשר ב-{years} מתוך שנה אחת)
    normals.warmer.two = חמה ב-{difference} מהרגיל (חמה יותר מאשר ב-{years} מתוך שנתיים)
    normals.warmer.other = חמה ב-{difference} מהרגיל (חמה יותר מאשר ב-{years} מתוך {n} שנים)
    normals.cooler.one = קרה ב-{difference} מהרגיל (קרה יותר מאשר ב-{years} מתוך שנה אחת)
    normals.cooler.two = קרה ב-{difference} מהרגיל (קרה יותר מאשר ב-{years} מתוך שנתיים)
    normals.cooler.other = קרה ב-{difference} מהרגיל (קרה יותר מאשר ב-{years} מתוך {n} שנים)
    normals.wetter.one = משקעים {amount}, בדרך כלל {usual} ליום (יותר מאשר ב-{years} מתוך שנה אחת)
    normals.wetter.two = משקעים {amount}, בדרך כלל {usual} ליום (יותר מאשר ב-{years} מתוך שנתיים)
    normals.wetter.other = משקעים {amount}, בדרך כלל {usual} ליום (יותר מאשר ב-{years} מתוך {n} שנים)
    normals.drier.one = משקעים {amount}, בדרך כלל {usual} ליום (פחות מאשר ב-{years} מתוך שנה אחת)
    normals.drier.two = משקעים {amount}, בדרך כלל {usual} ליום (פחות מאשר ב-{years} מתוך שנתיים)
    normals.drier.other = משקעים {amount}, בדרך כלל {usual} ליום (פחות מאשר ב-{years} מתוך {n} שנים)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = נמצאו גם: {places}
    note.alsoMore.one = נמצאו גם: {places} (ועוד מקום אחד)
    note.alsoMore.two = נמצאו גם: {places} (ועוד שני מקומות)
    note.alsoMore.other = נמצאו גם: {places} (ועוד {n} מקומות)
    note.alsoUse = {also}; אפשר לציין {hints}
    note.or = {first} או {rest}
    note.staleForecast = מוצגת התחזית שהתקבלה {ago}: {reason}
    note.warningsNotChecked = האזהרות לא נבדקו: {reason}
    note.warningsNotAllChecked = לא כל האזהרות נבדקו: {reason}
    note.warningsEarlier = אזהרות מתשובה קודמת: {reason}
    note.airMissing = איכות האוויר אינה מוצגת: {reason}
    note.airEarlier = איכות האוויר מתשובה קודמת: {reason}
    note.normalsMissing = הימים לא הושוו לממוצע הרב-שנתי: {reason}
    note.normalsEarlier = הממוצע הרב-שנתי מתשובה קודמת: {reason}
    note.modelsFailed = מודלי מזג האוויר לא הושוו: {reason}
    note.radarMissing = המכ״ם אינו מוצג: {reason}
    note.radarNotCovered = המכ״ם אינו מוצג: המכ״מים שבהם rainstorm משתמש מכסים את גרמניה ואת 48 המדינות הרציפות של ארצות הברית, וכן עד 100 km סביב כל אחת מהן
    note.warningsInEnglish = אזהרות באנגלית: {source} אינו מפרסם אותן בשפה זו
    note.keptPlace = נעשה שימוש במקום כפי שנמצא {ago}: החיפוש החוזר נכשל
    note.keptPlaceBecause = נעשה שימוש במקום כפי שנמצא {ago}: החיפוש החוזר נכשל: {reason}
    note.fallback = {reason}; מוצגת התחזית של {provider}
    note.deprecated = לפי {provider}, גרסה זו של התחזית שלו מיושנת (HTTP 203); גרסה חדשה יותר של rainstorm תבקש את הגרסה הנוכחית
    note.noModels = {provider} אינו משווה מודלי מזג אוויר; --models לא יציג דבר
    note.hourlyRain = תזמון הגשם מדויק לשעה בלבד: ל-{provider} אין כאן תחזית ברזולוציה של 15 דקות

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = נתוני מזג אוויר מ-Open-Meteo.com (CC BY 4.0)
    credit.metNorway = נתונים מ-MET Norway (CC BY 4.0)
    credit.nws = אזהרות: US National Weather Service, weather.gov
    credit.metNorwayWarnings = אזהרות: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = אזהרות: Deutscher Wetterdienst דרך Bright Sky (brightsky.dev)
    credit.environmentCanada = אזהרות: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = אזהרות: MeteoAlarm (meteoalarm.org) ושירותי המטאורולוגיה הלאומיים
    credit.metService = אזהרות: MetService (metservice.com), CC BY 4.0
    credit.wmo = אזהרות: {service}, דרך מרכז המידע על מזג אוויר קיצוני של הארגון המטאורולוגי העולמי (severeweather.wmo.int)
    """#
}
