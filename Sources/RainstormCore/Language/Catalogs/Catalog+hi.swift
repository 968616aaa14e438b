extension Catalog {
  /// Hindi (hi).
  static let hindi = #"""
    # Glossary: rain = वर्षा, showers = बौछारें, drizzle = बूंदाबांदी, sleet = बर्फ़ मिश्रित वर्षा,
    # thunderstorm = गरज के साथ तूफ़ान, fog = कोहरा, feels like = महसूस होता है; snow = बर्फ़बारी,
    # hail = ओले, precipitation = वर्षण, chance = संभावना, forecast = पूर्वानुमान,
    # warning = चेतावनी, low/high = न्यूनतम/अधिकतम, usual = सामान्य (IMD's wording).

    # How the place was found, under its name.
    source.coordinates = आपके दिए गए निर्देशांकों के लिए
    source.search = स्थान खोज से मिला
    source.ip = {service} के माध्यम से आपके IP पते से
    source.config = आपका निर्धारित डिफ़ॉल्ट स्थान

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = आसमान साफ़
    weather.1 = आसमान मुख्यतः साफ़
    weather.2 = आंशिक रूप से बादल छाए
    weather.3 = पूरी तरह बादल छाए
    weather.45 = कोहरा
    weather.48 = पाले वाला कोहरा
    weather.51 = हल्की बूंदाबांदी
    weather.53 = बूंदाबांदी
    weather.55 = घनी बूंदाबांदी
    weather.56 = हल्की जमने वाली बूंदाबांदी
    weather.57 = जमने वाली बूंदाबांदी
    weather.61 = हल्की वर्षा
    weather.63 = वर्षा
    weather.65 = भारी वर्षा
    weather.66 = हल्की जमने वाली वर्षा
    weather.67 = जमने वाली वर्षा
    weather.68 = हल्की बर्फ़ मिश्रित वर्षा
    weather.69 = बर्फ़ मिश्रित वर्षा
    weather.71 = हल्की बर्फ़बारी
    weather.73 = बर्फ़बारी
    weather.75 = भारी बर्फ़बारी
    weather.77 = हिमकण
    weather.80 = हल्की बौछारें
    weather.81 = बौछारें
    weather.82 = तीव्र बौछारें
    weather.83 = बर्फ़ मिश्रित वर्षा की हल्की बौछारें
    weather.84 = बर्फ़ मिश्रित वर्षा की बौछारें
    weather.85 = बर्फ़ की हल्की बौछारें
    weather.86 = बर्फ़ की भारी बौछारें
    weather.95 = गरज के साथ तूफ़ान
    weather.96 = गरज के साथ तूफ़ान, हल्के ओले
    weather.97 = गरज के साथ तेज़ तूफ़ान
    weather.99 = गरज के साथ तूफ़ान, भारी ओले
    weather.unknown = अज्ञात (कोड {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = दिन
    flag.night = रात

    # Compass points the wind comes from, written out as IMD does.
    compass.n = उत्तर
    compass.ne = उत्तर-पूर्व
    compass.e = पूर्व
    compass.se = दक्षिण-पूर्व
    compass.s = दक्षिण
    compass.sw = दक्षिण-पश्चिम
    compass.w = पश्चिम
    compass.nw = उत्तर-पश्चिम

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} को {time}

    # Conditions now.
    now.heading = अभी
    now.headingAt = अभी, {time} {zone}
    now.none = वर्तमान मौसम की कोई जानकारी उपलब्ध नहीं।
    now.feelsLike = महसूस होता है {temperature}
    now.humidity = आर्द्रता {percent}
    now.dewPoint = ओसांक {temperature}
    now.wind = हवा {speed}
    now.windFrom = {direction} से हवा {speed}
    now.precipitation = वर्षण {amount}
    now.pressure = वायुदाब {pressure}
    now.pressureChange = वायुदाब {pressure} (3 घंटे में {change})
    now.visibility = दृश्यता {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = दिन
    table.weather = मौसम
    table.low = न्यूनतम
    table.high = अधिकतम
    table.precipitation = वर्षण
    table.chance = संभावना
    table.wind = हवा
    table.air = वायु
    table.model = मॉडल
    table.noDays = किसी दिन का पूर्वानुमान उपलब्ध नहीं।
    past.heading = पिछले दिनों का मौसम, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} मॉडल ({models}) एकमत नहीं हैं: अधिकतम या न्यूनतम में {spread} या अधिक का अंतर है, या कुछ में वर्षा है और कुछ में नहीं
    models.disagreeHint = {mark} मॉडल ({models}) एकमत नहीं हैं: अधिकतम या न्यूनतम में {spread} या अधिक का अंतर है, या कुछ में वर्षा है और कुछ में नहीं (--models उन्हें दिखाता है)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are न (न्यूनतम) and अ (अधिकतम). "one" is also 0, so it keeps {n}.
    chart.next.one = अगला {n} घंटा
    chart.next.other = अगले {n} घंटे
    chart.none = वर्तमान घंटे से कोई घंटेवार पूर्वानुमान उपलब्ध नहीं।
    chart.temperature = तापमान
    chart.chance = वर्षण %
    chart.hour = समय
    chart.lowMark = न
    chart.highMark = अ
    chart.low = {time} पर न्यूनतम {temperature}
    chart.high = {time} पर अधिकतम {temperature}
    chart.chanceUpTo = वर्षण की संभावना {percent} तक

    # Rain timing (--rain-within). A sentence reads "वर्षा 2:30 pm से (25 मिनट में) लगभग
    # 3:45 pm तक, हल्की, 1.2 मि॰मी॰, 40% संभावना।" The kinds are all feminine, so the
    # intensities agree with them (हल्की).
    rain.kind.rain = वर्षा
    rain.kind.snow = बर्फ़बारी
    rain.kind.freezingRain = जमने वाली वर्षा
    rain.intensity.light = हल्की
    rain.intensity.moderate = मध्यम
    rain.intensity.heavy = भारी
    rain.sentence = {start} {end}, {details}।
    rain.startsNow = {kind} अभी से
    rain.startsAt = {kind} {time} से ({wait})
    rain.endsAt = लगभग {time} तक
    rain.endsAfter = {time} के बाद तक
    rain.chance = {percent} संभावना
    rain.again = फिर {time} से
    rain.none = {time} से पहले वर्षा अपेक्षित नहीं।
    rain.unknown = वर्षा का पूर्वानुमान अज्ञात: 15 मिनट वाले पूर्वानुमान में वर्तमान समय शामिल नहीं है।
    rain.inMinutes.one = {n} मिनट में
    rain.inMinutes.other = {n} मिनट में
    rain.inHours.one = {n} घंटे में
    rain.inHours.other = {n} घंटे में
    rain.inHoursMinutes = {hours} घंटे {minutes} मिनट में
    rain.withinTheHour = एक घंटे के भीतर
    rain.inAboutHours.one = लगभग {n} घंटे में
    rain.inAboutHours.other = लगभग {n} घंटे में
    rain.aboutTime = लगभग {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = अभी {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} {time} तक
    rain.short.none = वर्षा नहीं
    rain.hourly.now = अभी वर्षा
    rain.hourly.withinAnHour = एक घंटे के भीतर वर्षा
    rain.hourly.in.one = {n} घंटे में वर्षा
    rain.hourly.in.other = {n} घंटे में वर्षा
    rain.hourly.none.one = अगले {n} घंटे में वर्षा नहीं
    rain.hourly.none.other = अगले {n} घंटों में वर्षा नहीं
    rain.hourly.unknown = वर्षा का पूर्वानुमान अज्ञात
    rain.chanceToday = आज वर्षण की संभावना {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = रडार {time}: {text}
    radar.here = अभी यहाँ वर्षा हो रही है
    radar.coming.one = {direction} में {distance} दूर वर्षा, इस ओर बढ़ रही है, लगभग {n} मिनट में यहाँ
    radar.coming.other = {direction} में {distance} दूर वर्षा, इस ओर बढ़ रही है, लगभग {n} मिनट में यहाँ
    radar.away = {direction} में {distance} दूर वर्षा, दूर जा रही है
    radar.still = {direction} में {distance} दूर वर्षा, पास नहीं आ रही है
    radar.seen = {direction} में {distance} दूर वर्षा
    radar.none = {distance} के भीतर कोई वर्षा नहीं
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = {distance} {direction} में वर्षा, {n} मिनट में
    radar.short.coming.other = {distance} {direction} में वर्षा, {n} मिनट में

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = एक मिनट से भी कम समय पहले
    ago.minutes.one = {n} मिनट पहले
    ago.minutes.other = {n} मिनट पहले
    ago.hours.one = {n} घंटा पहले
    ago.hours.other = {n} घंटे पहले
    ago.days.one = {n} दिन पहले
    ago.days.other = {n} दिन पहले

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = मौसम उपलब्ध नहीं
    bar.unavailableShort = अनुपलब्ध
    bar.range = {low} से {high} तक
    bar.kept = {ago} का सहेजा गया पूर्वानुमान: अद्यतन विफल रहा

    # Official warnings: the frame around the issuer's own words (CAP's severities).
    alert.title.minor = {sign} मामूली चेतावनी: {event}
    alert.title.moderate = {sign} मध्यम चेतावनी: {event}
    alert.title.severe = {sign} गंभीर चेतावनी: {event}
    alert.title.extreme = {sign} अति गंभीर चेतावनी: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = मामूली
    alert.level.moderate = मध्यम
    alert.level.severe = गंभीर
    alert.level.extreme = अति गंभीर
    alert.from = {time} से
    alert.until = {time} तक
    alert.untilAssumed = लगभग {time} तक (समाप्ति का समय नहीं दिया गया)
    alert.anywhereInCountry = देश में कहीं भी लागू चेतावनियाँ: स्रोत इस स्थान का कोई क्षेत्र नहीं बताता।
    alert.none = पूर्वानुमान की अवधि में कोई चेतावनी लागू या आने वाली नहीं है।
    alert.partialNone = कुछ चेतावनियाँ पढ़ी नहीं जा सकीं; बाक़ी में से कोई भी पूर्वानुमान की अवधि में लागू या आने वाली नहीं है।
    alert.partial = कुछ चेतावनियाँ पढ़ी नहीं जा सकीं।
    alert.unavailable = चेतावनियों की जाँच नहीं हो सकी।
    alert.unsupported = इस स्थान के लिए आधिकारिक चेतावनियों का कोई स्रोत नहीं है।
    watch.lifted = समाप्त: {event}

    # Air quality and UV (--air). Categories follow the index's own scale; the air's agree
    # with गुणवत्ता (feminine).
    air.line = वायु गुणवत्ता: {category} ({index} {value})
    air.unknown = वायु गुणवत्ता: {index} अज्ञात
    air.ozone = ओज़ोन
    air.uv = UV सूचकांक {value} ({category})
    air.pollen = पराग: {plants}
    air.european.good = अच्छी
    air.european.fair = संतोषजनक
    air.european.moderate = मध्यम
    air.european.poor = ख़राब
    air.european.veryPoor = बहुत ख़राब
    air.european.extremelyPoor = अत्यंत ख़राब
    air.us.good = अच्छी
    air.us.moderate = मध्यम
    air.us.unhealthyForSensitiveGroups = संवेदनशील समूहों के लिए अस्वास्थ्यकर
    air.us.unhealthy = अस्वास्थ्यकर
    air.us.veryUnhealthy = बहुत अस्वास्थ्यकर
    air.us.hazardous = ख़तरनाक
    uv.low = कम
    uv.moderate = मध्यम
    uv.high = उच्च
    uv.veryHigh = बहुत उच्च
    uv.extreme = अत्यधिक
    pollen.alder = एल्डर
    pollen.birch = भोजपत्र
    pollen.grass = घास
    pollen.mugwort = नागदौना
    pollen.olive = जैतून
    pollen.ragweed = रैगवीड

    # Against the climate normals (--normals).
    normals.headingAll = {first}-{last} के इसी सप्ताह की तुलना में:
    normals.headingUnusual = {first}-{last} के इसी सप्ताह की तुलना में, असामान्य दिन:
    normals.day = {date}: {comparisons}
    normals.high = अधिकतम {comparison}
    normals.low = न्यूनतम {comparison}
    normals.warmer.one = सामान्य से {difference} अधिक गर्म ({n} में से {years} वर्ष से अधिक गर्म)
    normals.warmer.other = सामान्य से {difference} अधिक गर्म ({n} में से {years} वर्षों से अधिक गर्म)
    normals.cooler.one = सामान्य से {difference} अधिक ठंडा ({n} में से {years} वर्ष से अधिक ठंडा)
    normals.cooler.other = सामान्य से {difference} अधिक ठंडा ({n} में से {years} वर्षों से अधिक ठंडा)
    normals.wetter.one = वर्षण {amount}, सामान्यतः {usual} प्रतिदिन ({n} में से {years} वर्ष से अधिक)
    normals.wetter.other = वर्षण {amount}, सामान्यतः {usual} प्रतिदिन ({n} में से {years} वर्षों से अधिक)
    normals.drier.one = वर्षण {amount}, सामान्यतः {usual} प्रतिदिन ({n} में से {years} वर्ष से कम)
    normals.drier.other = वर्षण {amount}, सामान्यतः {usual} प्रतिदिन ({n} में से {years} वर्षों से कम)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = ये भी मिले: {places}
    note.alsoMore.one = ये भी मिले: {places} (और {n} अन्य)
    note.alsoMore.other = ये भी मिले: {places} (और {n} अन्य)
    note.alsoUse = {also}; {hints} का उपयोग करें
    note.or = {first} या {rest}
    note.staleForecast = {ago} का पूर्वानुमान दिखाया जा रहा है: {reason}
    note.warningsNotChecked = चेतावनियों की जाँच नहीं हुई: {reason}
    note.warningsNotAllChecked = सभी चेतावनियों की जाँच नहीं हुई: {reason}
    note.warningsEarlier = चेतावनियाँ पिछले उत्तर से: {reason}
    note.airMissing = वायु गुणवत्ता नहीं दिखाई गई: {reason}
    note.airEarlier = वायु गुणवत्ता पिछले उत्तर से: {reason}
    note.normalsMissing = दिनों की तुलना सामान्य से नहीं की गई: {reason}
    note.normalsEarlier = सामान्य मान पिछले उत्तर से: {reason}
    note.modelsFailed = मौसम मॉडलों की तुलना नहीं हुई: {reason}
    note.radarMissing = रडार नहीं दिखाया गया: {reason}
    note.radarNotCovered = रडार नहीं दिखाया गया: rainstorm जिन रडारों का डेटा पढ़ता है, वे जर्मनी और सन्निहित संयुक्त राज्य अमेरिका को, दोनों के आसपास 100 km तक के क्षेत्र सहित, कवर करते हैं
    note.warningsInEnglish = चेतावनियाँ अंग्रेज़ी में: {source} इन्हें इस भाषा में प्रकाशित नहीं करता
    note.keptPlace = {ago} खोजा गया स्थान उपयोग किया जा रहा है: उसे दोबारा खोजना विफल रहा
    note.keptPlaceBecause = {ago} खोजा गया स्थान उपयोग किया जा रहा है: उसे दोबारा खोजना विफल रहा: {reason}
    note.fallback = {reason}; {provider} का पूर्वानुमान दिखाया जा रहा है
    note.deprecated = {provider} के अनुसार उसके पूर्वानुमान का यह संस्करण अप्रचलित है (HTTP 203); rainstorm का नया संस्करण वर्तमान संस्करण माँगेगा
    note.noModels = {provider} मौसम मॉडलों की तुलना नहीं करता; --models कुछ नहीं दिखाता
    note.hourlyRain = वर्षा का समय केवल घंटे तक सटीक है: यहाँ {provider} के पास 15 मिनट वाला पूर्वानुमान नहीं है

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = मौसम डेटा: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = डेटा: MET Norway (CC BY 4.0)
    credit.nws = चेतावनियाँ: US National Weather Service, weather.gov
    credit.metNorwayWarnings = चेतावनियाँ: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = चेतावनियाँ: Deutscher Wetterdienst, Bright Sky (brightsky.dev) के माध्यम से
    credit.environmentCanada = चेतावनियाँ: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = चेतावनियाँ: MeteoAlarm (meteoalarm.org) और राष्ट्रीय मौसम सेवाएँ
    credit.metService = चेतावनियाँ: MetService (metservice.com), CC BY 4.0
    credit.wmo = चेतावनियाँ: {service}, WMO के गंभीर मौसम सूचना केंद्र (severeweather.wmo.int) के माध्यम से
    """#
}
