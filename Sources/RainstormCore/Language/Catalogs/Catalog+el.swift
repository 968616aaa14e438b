extension Catalog {
  /// Greek (el).
  static let greek = #"""
    # Glossary: rain = βροχή, showers = μπόρες, drizzle = ψιχάλα, sleet = χιονόνερο,
    # thunderstorm = καταιγίδα, fog = ομίχλη, feels like = αισθητή θερμοκρασία;
    # snow = χιονόπτωση (χιόνι in compounds), freezing rain = παγωμένη βροχή,
    # precipitation = υετός, chance = πιθανότητα, warning = προειδοποίηση,
    # light/moderate/heavy = ασθενής/μέτρια/ισχυρή, low/high = ελάχιστη/μέγιστη.
    # The Greek semicolon is the ano teleia "·" (";" is the question mark).

    # How the place was found, under its name.
    source.coordinates = για τις συντεταγμένες που δώσατε
    source.search = βρέθηκε με αναζήτηση τοποθεσίας
    source.ip = από τη διεύθυνση IP σας μέσω {service}
    source.config = η προεπιλεγμένη τοποθεσία σας

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}· {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); EMY wording
    # (ασθενής/ισχυρή for intensities).
    weather.0 = Αίθριος
    weather.1 = Κυρίως αίθριος
    weather.2 = Λίγες νεφώσεις
    weather.3 = Συννεφιά
    weather.45 = Ομίχλη
    weather.48 = Ομίχλη με πάχνη
    weather.51 = Ασθενής ψιχάλα
    weather.53 = Ψιχάλα
    weather.55 = Πυκνή ψιχάλα
    weather.56 = Ασθενής παγωμένη ψιχάλα
    weather.57 = Παγωμένη ψιχάλα
    weather.61 = Ασθενής βροχή
    weather.63 = Βροχή
    weather.65 = Ισχυρή βροχή
    weather.66 = Ασθενής παγωμένη βροχή
    weather.67 = Παγωμένη βροχή
    weather.68 = Ασθενές χιονόνερο
    weather.69 = Χιονόνερο
    weather.71 = Ασθενής χιονόπτωση
    weather.73 = Χιονόπτωση
    weather.75 = Ισχυρή χιονόπτωση
    weather.77 = Χιονόκοκκοι
    weather.80 = Ασθενείς μπόρες
    weather.81 = Μπόρες
    weather.82 = Ραγδαίες μπόρες
    weather.83 = Ασθενείς μπόρες χιονόνερου
    weather.84 = Μπόρες χιονόνερου
    weather.85 = Ασθενείς μπόρες χιονιού
    weather.86 = Ισχυρές μπόρες χιονιού
    weather.95 = Καταιγίδα
    weather.96 = Καταιγίδα με ασθενές χαλάζι
    weather.97 = Ισχυρή καταιγίδα
    weather.99 = Καταιγίδα με ισχυρό χαλάζι
    weather.unknown = Άγνωστο (κωδικός {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = ημέρα
    flag.night = νύχτα

    # Compass points the wind comes from: Β βοράς, Α ανατολή, Ν νότος, Δ δύση.
    compass.n = Β
    compass.ne = ΒΑ
    compass.e = Α
    compass.se = ΝΑ
    compass.s = Ν
    compass.sw = ΝΔ
    compass.w = Δ
    compass.nw = ΒΔ

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date}, {time}

    # Conditions now.
    now.heading = Τώρα
    now.headingAt = Τώρα, {time} {zone}
    now.none = Δεν αναφέρθηκαν τρέχουσες συνθήκες.
    now.feelsLike = αισθητή θερμοκρασία {temperature}
    now.humidity = υγρασία {percent}
    now.dewPoint = σημείο δρόσου {temperature}
    now.wind = άνεμος {speed}
    now.windFrom = άνεμος {direction} {speed}
    now.precipitation = υετός {amount}
    now.pressure = πίεση {pressure}
    now.pressureChange = πίεση {pressure} ({change} σε 3 ώρες)
    now.visibility = ορατότητα {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Ημέρα
    table.weather = Καιρός
    table.low = Ελάχ.
    table.high = Μέγ.
    table.precipitation = Υετός
    table.chance = Πιθανότητα
    table.wind = Άνεμος
    table.air = Ποιότ. αέρα
    table.model = Μοντέλο
    table.noDays = Δεν αναφέρθηκαν ημέρες.
    past.heading = Καιρός προηγούμενων ημερών, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} τα μοντέλα ({models}) διαφωνούν: οι μέγιστες ή οι ελάχιστες θερμοκρασίες διαφέρουν κατά {spread} ή περισσότερο, ή μόνο ορισμένα μοντέλα προβλέπουν υετό
    models.disagreeHint = {mark} τα μοντέλα ({models}) διαφωνούν: οι μέγιστες ή οι ελάχιστες θερμοκρασίες διαφέρουν κατά {spread} ή περισσότερο, ή μόνο ορισμένα μοντέλα προβλέπουν υετό (το --models τα εμφανίζει)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are Ε (ελάχιστη) and Μ (μέγιστη).
    chart.next.one = Επόμενη ώρα
    chart.next.other = Επόμενες {n} ώρες
    chart.none = Δεν υπάρχει ωριαία πρόγνωση από την τρέχουσα ώρα.
    chart.temperature = Θερμοκρασία
    chart.chance = Πιθαν. %
    chart.hour = Ώρα
    chart.lowMark = Ε
    chart.highMark = Μ
    chart.low = ελάχιστη {temperature} στις {time}
    chart.high = μέγιστη {temperature} στις {time}
    chart.chanceUpTo = πιθανότητα υετού έως {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}", e.g.
    # "Βροχή από τις 2:30 μ.μ. (σε 25 λεπτά) έως περίπου τις 3:45 μ.μ., ασθενής, 1,2 χλστ.,
    # πιθανότητα 40%". The kinds are all feminine, as the intensities are; a time on
    # another day is "2:00 π.μ. (Τρί)", so that the article "τις" stays before the clock,
    # and "about" follows it ("από τις 2:00 μ.μ. περίπου"). Greek clock times end in
    # "π.μ."/"μ.μ." and amounts in "χλστ.", so the rain sentence has no full stop of its
    # own (it would double the abbreviation's) and rain.none does not end in a time.
    rain.kind.rain = βροχή
    rain.kind.snow = χιονόπτωση
    rain.kind.freezingRain = παγωμένη βροχή
    rain.intensity.light = ασθενής
    rain.intensity.moderate = μέτρια
    rain.intensity.heavy = ισχυρή
    rain.sentence = {start} {end}, {details}
    rain.startsNow = {kind} από τώρα
    rain.startsAt = {kind} από τις {time} ({wait})
    rain.endsAt = έως περίπου τις {time}
    rain.endsAfter = τουλάχιστον έως τις {time}
    rain.chance = πιθανότητα {percent}
    rain.again = ξανά από τις {time}
    rain.none = Έως τις {time} δεν αναμένεται βροχή.
    rain.unknown = Άγνωστη πρόγνωση βροχής: η πρόγνωση 15 λεπτών δεν καλύπτει την τρέχουσα ώρα.
    rain.inMinutes.one = σε {n} λεπτό
    rain.inMinutes.other = σε {n} λεπτά
    rain.inHours.one = σε {n} ώρα
    rain.inHours.other = σε {n} ώρες
    rain.inHoursMinutes = σε {hours} ώρ. {minutes} λεπ.
    rain.withinTheHour = μέσα στην επόμενη ώρα
    rain.inAboutHours.one = σε περίπου {n} ώρα
    rain.inAboutHours.other = σε περίπου {n} ώρες
    rain.aboutTime = {time} περίπου
    rain.weekdayTime = {time} ({weekday})
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} τώρα
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} έως τις {time}
    rain.short.none = χωρίς βροχή
    rain.hourly.now = βρέχει τώρα
    rain.hourly.withinAnHour = βροχή μέσα στην επόμενη ώρα
    rain.hourly.in.one = βροχή σε {n} ώρα
    rain.hourly.in.other = βροχή σε {n} ώρες
    rain.hourly.none.one = χωρίς βροχή την επόμενη ώρα
    rain.hourly.none.other = χωρίς βροχή τις επόμενες {n} ώρες
    rain.hourly.unknown = άγνωστη πρόγνωση βροχής
    rain.chanceToday = πιθανότητα υετού σήμερα {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Ραντάρ {time}: {text}
    radar.here = βρέχει εδώ τώρα
    radar.coming.one = βροχή {distance} {direction}, πλησιάζει, φτάνει εδώ σε περίπου {n} λεπτό
    radar.coming.other = βροχή {distance} {direction}, πλησιάζει, φτάνει εδώ σε περίπου {n} λεπτά
    radar.away = βροχή {distance} {direction}, απομακρύνεται
    radar.still = βροχή {distance} {direction}, δεν πλησιάζει
    radar.seen = βροχή {distance} {direction}
    radar.none = καμία βροχή σε ακτίνα {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = βροχή {distance} {direction} σε {n} λεπτό
    radar.short.coming.other = βροχή {distance} {direction} σε {n} λεπτά

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = πριν από λιγότερο από ένα λεπτό
    ago.minutes.one = πριν από {n} λεπτό
    ago.minutes.other = πριν από {n} λεπτά
    ago.hours.one = πριν από {n} ώρα
    ago.hours.other = πριν από {n} ώρες
    ago.days.one = πριν από {n} ημέρα
    ago.days.other = πριν από {n} ημέρες

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = ο καιρός δεν είναι διαθέσιμος
    bar.unavailableShort = μ/δ
    bar.range = {low} έως {high}
    bar.kept = Αποθηκευμένη πρόγνωση που λήφθηκε {ago}: η ανανέωση απέτυχε

    # Official warnings: the frame around the issuer's own words. The four CAP severities
    # (minor, moderate, severe, extreme), as the feed may be any issuer's.
    alert.title.minor = {sign} Ήπια προειδοποίηση: {event}
    alert.title.moderate = {sign} Μέτρια προειδοποίηση: {event}
    alert.title.severe = {sign} Σοβαρή προειδοποίηση: {event}
    alert.title.extreme = {sign} Ακραία προειδοποίηση: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = ήπια
    alert.level.moderate = μέτρια
    alert.level.severe = σοβαρή
    alert.level.extreme = ακραία
    alert.from = από {time}
    alert.until = έως {time}
    alert.untilAssumed = έως περίπου {time} (δεν ορίστηκε λήξη)
    alert.anywhereInCountry = Προειδοποιήσεις για ολόκληρη τη χώρα: η πηγή δεν αναφέρει περιοχή για αυτό το μέρος.
    alert.none = Δεν υπάρχουν προειδοποιήσεις σε ισχύ ή που αρχίζουν εντός του διαστήματος της πρόγνωσης.
    alert.partialNone = Ορισμένες προειδοποιήσεις δεν ήταν δυνατό να διαβαστούν· καμία από τις υπόλοιπες δεν είναι σε ισχύ ούτε αρχίζει εντός του διαστήματος της πρόγνωσης.
    alert.partial = Ορισμένες προειδοποιήσεις δεν ήταν δυνατό να διαβαστούν.
    alert.unavailable = Δεν ήταν δυνατός ο έλεγχος των προειδοποιήσεων.
    alert.unsupported = Καμία πηγή επίσημων προειδοποιήσεων δεν καλύπτει αυτό το μέρος.
    watch.lifted = Άρση: {event}

    # Air quality and UV (--air). Categories follow the index's own scale (air quality is
    # feminine, the UV index masculine).
    air.line = Ποιότητα αέρα: {category} ({index} {value})
    air.unknown = Ποιότητα αέρα: {index} άγνωστος
    air.ozone = όζον
    air.uv = UV {value} ({category})
    air.pollen = Γύρη: {plants}
    air.european.good = καλή
    air.european.fair = ικανοποιητική
    air.european.moderate = μέτρια
    air.european.poor = κακή
    air.european.veryPoor = πολύ κακή
    air.european.extremelyPoor = εξαιρετικά κακή
    air.us.good = καλή
    air.us.moderate = μέτρια
    air.us.unhealthyForSensitiveGroups = ανθυγιεινή για ευαίσθητες ομάδες
    air.us.unhealthy = ανθυγιεινή
    air.us.veryUnhealthy = πολύ ανθυγιεινή
    air.us.hazardous = επικίνδυνη
    uv.low = χαμηλός
    uv.moderate = μέτριος
    uv.high = υψηλός
    uv.veryHigh = πολύ υψηλός
    uv.extreme = ακραίος
    pollen.alder = σκλήθρο
    pollen.birch = σημύδα
    pollen.grass = αγρωστώδη
    pollen.mugwort = αρτεμισία
    pollen.olive = ελιά
    pollen.ragweed = αμβροσία

    # Against the climate normals (--normals). A temperature is "υψηλότερη/χαμηλότερη".
    normals.headingAll = Σε σύγκριση με την ίδια εβδομάδα των ετών {first}–{last}:
    normals.headingUnusual = Σε σύγκριση με την ίδια εβδομάδα των ετών {first}–{last}, οι ασυνήθιστες ημέρες:
    normals.day = {date}: {comparisons}
    normals.high = μέγιστη {comparison}
    normals.low = ελάχιστη {comparison}
    normals.warmer.one = κατά {difference} υψηλότερη από το κανονικό (υψηλότερη από ό,τι σε {years} από {n} έτος)
    normals.warmer.other = κατά {difference} υψηλότερη από το κανονικό (υψηλότερη από ό,τι σε {years} από τα {n} έτη)
    normals.cooler.one = κατά {difference} χαμηλότερη από το κανονικό (χαμηλότερη από ό,τι σε {years} από {n} έτος)
    normals.cooler.other = κατά {difference} χαμηλότερη από το κανονικό (χαμηλότερη από ό,τι σε {years} από τα {n} έτη)
    normals.wetter.one = υετός {amount}, συνήθως {usual} ημερησίως (περισσότερος από ό,τι σε {years} από {n} έτος)
    normals.wetter.other = υετός {amount}, συνήθως {usual} ημερησίως (περισσότερος από ό,τι σε {years} από τα {n} έτη)
    normals.drier.one = υετός {amount}, συνήθως {usual} ημερησίως (λιγότερος από ό,τι σε {years} από {n} έτος)
    normals.drier.other = υετός {amount}, συνήθως {usual} ημερησίως (λιγότερος από ό,τι σε {years} από τα {n} έτη)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names, so they follow
    # "η υπηρεσία" and take no ending.
    note.also = βρέθηκαν επίσης: {places}
    note.alsoMore.one = βρέθηκαν επίσης: {places} (και {n} ακόμη)
    note.alsoMore.other = βρέθηκαν επίσης: {places} (και {n} ακόμη)
    note.alsoUse = {also}· χρησιμοποιήστε {hints}
    note.or = {first} ή {rest}
    note.staleForecast = εμφανίζεται η πρόγνωση που λήφθηκε {ago}: {reason}
    note.warningsNotChecked = οι προειδοποιήσεις δεν ελέγχθηκαν: {reason}
    note.warningsNotAllChecked = δεν ελέγχθηκαν όλες οι προειδοποιήσεις: {reason}
    note.warningsEarlier = προειδοποιήσεις από προηγούμενη απάντηση: {reason}
    note.airMissing = η ποιότητα αέρα δεν εμφανίζεται: {reason}
    note.airEarlier = ποιότητα αέρα από προηγούμενη απάντηση: {reason}
    note.normalsMissing = οι ημέρες δεν συγκρίθηκαν με τις κλιματικές κανονικές τιμές: {reason}
    note.normalsEarlier = κλιματικές κανονικές τιμές από προηγούμενη απάντηση: {reason}
    note.modelsFailed = τα μοντέλα καιρού δεν συγκρίθηκαν: {reason}
    note.radarMissing = το ραντάρ δεν εμφανίζεται: {reason}
    note.radarNotCovered = το ραντάρ δεν εμφανίζεται: τα ραντάρ που διαβάζει το rainstorm καλύπτουν τη Γερμανία και τις 48 συνεχόμενες πολιτείες των ΗΠΑ, καθώς και έως 100 km γύρω από αυτές
    note.warningsInEnglish = προειδοποιήσεις στα αγγλικά: η υπηρεσία {source} δεν τις εκδίδει στα ελληνικά
    note.keptPlace = χρησιμοποιείται η τοποθεσία που βρέθηκε {ago}: η νέα αναζήτηση απέτυχε
    note.keptPlaceBecause = χρησιμοποιείται η τοποθεσία που βρέθηκε {ago}: η νέα αναζήτηση απέτυχε: {reason}
    note.fallback = {reason}· εμφανίζεται η πρόγνωση της υπηρεσίας {provider}
    note.deprecated = η υπηρεσία {provider} αναφέρει ότι αυτή η έκδοση της πρόγνωσής της έχει καταργηθεί (HTTP 203)· νεότερη έκδοση του rainstorm θα ζητά την τρέχουσα
    note.noModels = η υπηρεσία {provider} δεν συγκρίνει μοντέλα καιρού· το --models δεν εμφανίζει κανένα
    note.hourlyRain = ο χρονισμός της βροχής είναι ανά ώρα: η υπηρεσία {provider} δεν έχει εδώ πρόγνωση 15 λεπτών

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Δεδομένα καιρού από το Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Δεδομένα από το MET Norway (CC BY 4.0)
    credit.nws = Προειδοποιήσεις: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Προειδοποιήσεις: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Προειδοποιήσεις: Deutscher Wetterdienst μέσω Bright Sky (brightsky.dev)
    credit.environmentCanada = Προειδοποιήσεις: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Προειδοποιήσεις: MeteoAlarm (meteoalarm.org) και οι εθνικές μετεωρολογικές υπηρεσίες
    credit.metService = Προειδοποιήσεις: MetService (metservice.com), CC BY 4.0
    credit.wmo = Προειδοποιήσεις: {service}, μέσω του Κέντρου Πληροφοριών για Επικίνδυνα Καιρικά Φαινόμενα του ΠΜΟ (severeweather.wmo.int)
    """#
}
