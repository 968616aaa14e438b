extension Catalog {
  /// French (fr).
  static let french = #"""
    # Glossary: rain = pluie, showers = averses, drizzle = bruine, sleet = pluie et neige
    # mêlées, thunderstorm = orage, fog = brouillard, feels like = ressenti;
    # precipitation = précipitations, chance = probabilité, low/high = minimale/maximale.
    # Plural: "one" is 0 and 1 in French; "many" is for 1 000 000 and the like, where a noun
    # right after the number takes "de" ("1 000 000 de jours").

    # How the place was found, under its name.
    source.coordinates = pour les coordonnées indiquées
    source.search = trouvé par recherche de lieu
    source.ip = d'après votre adresse IP, via {service}
    source.config = votre lieu par défaut configuré

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first} ; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Ciel dégagé
    weather.1 = Peu nuageux
    weather.2 = Partiellement nuageux
    weather.3 = Couvert
    weather.45 = Brouillard
    weather.48 = Brouillard givrant
    weather.51 = Bruine faible
    weather.53 = Bruine
    weather.55 = Bruine forte
    weather.56 = Bruine verglaçante faible
    weather.57 = Bruine verglaçante
    weather.61 = Pluie faible
    weather.63 = Pluie
    weather.65 = Pluie forte
    weather.66 = Pluie verglaçante faible
    weather.67 = Pluie verglaçante
    weather.68 = Pluie et neige mêlées faibles
    weather.69 = Pluie et neige mêlées
    weather.71 = Neige faible
    weather.73 = Neige
    weather.75 = Neige forte
    weather.77 = Neige en grains
    weather.80 = Averses faibles
    weather.81 = Averses
    weather.82 = Averses violentes
    weather.83 = Averses de pluie et neige mêlées faibles
    weather.84 = Averses de pluie et neige mêlées
    weather.85 = Averses de neige faibles
    weather.86 = Averses de neige fortes
    weather.95 = Orage
    weather.96 = Orage avec grêle faible
    weather.97 = Orage violent
    weather.99 = Orage avec forte grêle
    weather.unknown = Inconnu (code {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = jour
    flag.night = nuit

    # Compass points the wind comes from: north, north-east, ... (O = ouest).
    compass.n = N
    compass.ne = NE
    compass.e = E
    compass.se = SE
    compass.s = S
    compass.sw = SO
    compass.w = O
    compass.nw = NO

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} à {time}

    # Conditions now.
    now.heading = En ce moment
    now.headingAt = En ce moment, {time} {zone}
    now.none = Aucune observation actuelle disponible.
    now.feelsLike = ressenti {temperature}
    now.humidity = humidité {percent}
    now.dewPoint = point de rosée {temperature}
    now.wind = vent {speed}
    # "vent SO 20 km/h", as French forecasts write it (avoids "de O" / "d'O").
    now.windFrom = vent {direction} {speed}
    now.precipitation = précipitations {amount}
    now.pressure = pression {pressure}
    now.pressureChange = pression {pressure} ({change} en 3 h)
    now.visibility = visibilité {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Jour
    table.weather = Temps
    table.low = Min.
    table.high = Max.
    table.precipitation = Précip.
    table.chance = Prob.
    table.wind = Vent
    table.air = Air
    table.model = Modèle
    table.noDays = Aucune journée disponible.
    past.heading = Temps des jours passés, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} les modèles ({models}) divergent : écart d'au moins {spread} sur les maximales ou les minimales, ou pluie prévue par certains seulement
    models.disagreeHint = {mark} les modèles ({models}) divergent : écart d'au moins {spread} sur les maximales ou les minimales, ou pluie prévue par certains seulement (--models les affiche)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are B (bas) and H (haut).
    # (.one: the chart is only drawn for at least one hour, so it never says 0.)
    chart.next.one = La prochaine heure
    chart.next.many = Les {n} prochaines heures
    chart.next.other = Les {n} prochaines heures
    chart.none = Aucune prévision horaire à partir de l'heure actuelle.
    chart.temperature = Température
    chart.chance = Précip. %
    chart.hour = Heure
    chart.lowMark = B
    chart.highMark = H
    chart.low = minimale {temperature} à {time}
    chart.high = maximale {temperature} à {time}
    chart.chanceUpTo = probabilité de précipitations jusqu'à {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Pluie à partir de 14:30 (dans 25 min) jusque vers 15:45, faible, 1,2 mm, 40 % de
    # probabilité." The kinds are all feminine, as the intensities agree.
    rain.kind.rain = pluie
    rain.kind.snow = neige
    rain.kind.freezingRain = pluie verglaçante
    rain.intensity.light = faible
    rain.intensity.moderate = modérée
    rain.intensity.heavy = forte
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} en cours
    rain.startsAt = {kind} à partir de {time} ({wait})
    rain.endsAt = jusque vers {time}
    rain.endsAfter = jusqu'après {time}
    rain.chance = {percent} de probabilité
    rain.again = de nouveau à partir de {time}
    rain.none = Pas de pluie attendue avant {time}.
    rain.unknown = Prévision de pluie inconnue : la prévision au pas de 15 minutes ne couvre pas l'heure actuelle.
    rain.inMinutes.one = dans {n} min
    rain.inMinutes.many = dans {n} min
    rain.inMinutes.other = dans {n} min
    rain.inHours.one = dans {n} h
    rain.inHours.many = dans {n} h
    rain.inHours.other = dans {n} h
    rain.inHoursMinutes = dans {hours} h {minutes} min
    rain.withinTheHour = dans l'heure
    rain.inAboutHours.one = dans {n} h environ
    rain.inAboutHours.many = dans {n} h environ
    rain.inAboutHours.other = dans {n} h environ
    # After "à partir de": "à partir de 15:00 environ".
    rain.aboutTime = {time} environ
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} en cours
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} jusqu'à {time}
    rain.short.none = pas de pluie
    rain.hourly.now = pluie en cours
    rain.hourly.withinAnHour = pluie dans l'heure
    rain.hourly.in.one = pluie dans {n} h
    rain.hourly.in.many = pluie dans {n} h
    rain.hourly.in.other = pluie dans {n} h
    # (.one: the outlook covers at least one hour, so it never says 0.)
    rain.hourly.none.one = pas de pluie dans l'heure à venir
    rain.hourly.none.many = pas de pluie dans les {n} h à venir
    rain.hourly.none.other = pas de pluie dans les {n} h à venir
    rain.hourly.unknown = prévision de pluie inconnue
    rain.chanceToday = {percent} de probabilité de précipitations aujourd'hui

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time} : {text}
    radar.here = il pleut ici
    radar.coming.one = pluie à {distance} {direction}, se rapproche, ici dans {n} min environ
    radar.coming.many = pluie à {distance} {direction}, se rapproche, ici dans {n} min environ
    radar.coming.other = pluie à {distance} {direction}, se rapproche, ici dans {n} min environ
    radar.away = pluie à {distance} {direction}, s'éloigne
    radar.still = pluie à {distance} {direction}, ne se rapproche pas
    radar.seen = pluie à {distance} {direction}
    radar.none = pas de pluie dans un rayon de {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = pluie à {distance} {direction} dans {n} min
    radar.short.coming.many = pluie à {distance} {direction} dans {n} min
    radar.short.coming.other = pluie à {distance} {direction} dans {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = il y a moins d'une minute
    ago.minutes.one = il y a {n} min
    ago.minutes.many = il y a {n} min
    ago.minutes.other = il y a {n} min
    ago.hours.one = il y a {n} h
    ago.hours.many = il y a {n} h
    ago.hours.other = il y a {n} h
    ago.days.one = il y a {n} jour
    ago.days.many = il y a {n} de jours
    ago.days.other = il y a {n} jours

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = météo indisponible
    bar.unavailableShort = n.d.
    bar.range = {low} à {high}
    bar.kept = Prévision conservée, obtenue {ago} : la mise à jour a échoué

    # Official warnings: the frame around the issuer's own words (CAP levels: mineure,
    # modérée, sévère, extrême).
    alert.title.minor = {sign} Alerte mineure : {event}
    alert.title.moderate = {sign} Alerte modérée : {event}
    alert.title.severe = {sign} Alerte sévère : {event}
    alert.title.extreme = {sign} Alerte extrême : {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = mineure
    alert.level.moderate = modérée
    alert.level.severe = sévère
    alert.level.extreme = extrême
    alert.from = à partir de {time}
    alert.until = jusqu'à {time}
    alert.untilAssumed = jusque vers {time} (fin non précisée)
    alert.anywhereInCountry = Alertes de tout le pays : la source n'indique aucune région pour ce lieu.
    alert.none = Aucune alerte en cours ni prévue dans la période couverte par la prévision.
    alert.partialNone = Certaines alertes n'ont pas pu être lues ; aucune des autres n'est en cours ni prévue dans la période couverte par la prévision.
    alert.partial = Certaines alertes n'ont pas pu être lues.
    alert.unavailable = Les alertes n'ont pas pu être vérifiées.
    alert.unsupported = Aucune source d'alertes officielles ne couvre ce lieu.
    watch.lifted = Fin : {event}

    # Air quality and UV (--air). Categories follow the index's own scale (European index:
    # the labels of the French ATMO index, which follows it; masculine, as "l'air").
    air.line = Air : {category} ({index} {value})
    air.unknown = Air : {index} inconnu
    air.ozone = ozone
    air.uv = UV {value} ({category})
    air.pollen = Pollens : {plants}
    air.european.good = bon
    air.european.fair = moyen
    air.european.moderate = dégradé
    air.european.poor = mauvais
    air.european.veryPoor = très mauvais
    air.european.extremelyPoor = extrêmement mauvais
    air.us.good = bon
    air.us.moderate = modéré
    air.us.unhealthyForSensitiveGroups = malsain pour les groupes sensibles
    air.us.unhealthy = malsain
    air.us.veryUnhealthy = très malsain
    air.us.hazardous = dangereux
    uv.low = faible
    uv.moderate = modéré
    uv.high = élevé
    uv.veryHigh = très élevé
    uv.extreme = extrême
    pollen.alder = aulne
    pollen.birch = bouleau
    pollen.grass = graminées
    pollen.mugwort = armoise
    pollen.olive = olivier
    pollen.ragweed = ambroisie

    # Against the climate normals (--normals). In .one, {n} is 0 or 1, so {years} is too.
    normals.headingAll = Par rapport à la même semaine sur la période {first}-{last} :
    normals.headingUnusual = Par rapport à la même semaine sur la période {first}-{last}, les jours inhabituels :
    normals.day = {date} : {comparisons}
    normals.high = maximale {comparison}
    normals.low = minimale {comparison}
    normals.warmer.one = {difference} au-dessus de la normale (plus chaud qu'en {years} année sur {n})
    normals.warmer.many = {difference} au-dessus de la normale (plus chaud qu'en {years} des {n} d'années)
    normals.warmer.other = {difference} au-dessus de la normale (plus chaud qu'en {years} des {n} années)
    normals.cooler.one = {difference} en dessous de la normale (plus frais qu'en {years} année sur {n})
    normals.cooler.many = {difference} en dessous de la normale (plus frais qu'en {years} des {n} d'années)
    normals.cooler.other = {difference} en dessous de la normale (plus frais qu'en {years} des {n} années)
    normals.wetter.one = précipitations {amount}, habituellement {usual} par jour (plus qu'en {years} année sur {n})
    normals.wetter.many = précipitations {amount}, habituellement {usual} par jour (plus qu'en {years} des {n} d'années)
    normals.wetter.other = précipitations {amount}, habituellement {usual} par jour (plus qu'en {years} des {n} années)
    normals.drier.one = précipitations {amount}, habituellement {usual} par jour (moins qu'en {years} année sur {n})
    normals.drier.many = précipitations {amount}, habituellement {usual} par jour (moins qu'en {years} des {n} d'années)
    normals.drier.other = précipitations {amount}, habituellement {usual} par jour (moins qu'en {years} des {n} années)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = autres lieux de ce nom : {places}
    note.alsoMore.one = autres lieux de ce nom : {places} (et {n} autre)
    note.alsoMore.many = autres lieux de ce nom : {places} (et {n} autres)
    note.alsoMore.other = autres lieux de ce nom : {places} (et {n} autres)
    note.alsoUse = {also} ; utilisez {hints}
    note.or = {first} ou {rest}
    note.staleForecast = affichage de la prévision obtenue {ago} : {reason}
    note.warningsNotChecked = alertes non vérifiées : {reason}
    note.warningsNotAllChecked = alertes vérifiées en partie seulement : {reason}
    note.warningsEarlier = alertes issues d'une réponse antérieure : {reason}
    note.airMissing = qualité de l'air non affichée : {reason}
    note.airEarlier = qualité de l'air issue d'une réponse antérieure : {reason}
    note.normalsMissing = jours non comparés aux normales : {reason}
    note.normalsEarlier = normales issues d'une réponse antérieure : {reason}
    note.modelsFailed = modèles météo non comparés : {reason}
    note.radarMissing = radar non affiché : {reason}
    note.radarNotCovered = radar non affiché : les radars lus par rainstorm couvrent l'Allemagne et les États-Unis contigus, ainsi que jusqu'à 100 km autour de chacun
    note.warningsInEnglish = alertes en anglais : {source} ne les publie pas en français
    note.keptPlace = utilisation du lieu trouvé {ago} : la nouvelle recherche a échoué
    note.keptPlaceBecause = utilisation du lieu trouvé {ago} : la nouvelle recherche a échoué : {reason}
    note.fallback = {reason} ; affichage de la prévision de {provider}
    note.deprecated = {provider} indique que cette version de sa prévision est obsolète (HTTP 203) ; une version plus récente de rainstorm demandera la version actuelle
    note.noModels = {provider} ne compare aucun modèle météo ; --models n'en affiche aucun
    note.hourlyRain = horaires de pluie à l'heure près : {provider} ne fournit pas ici de prévision au pas de 15 minutes

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Données météo fournies par Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Données fournies par MET Norway (CC BY 4.0)
    credit.nws = Alertes : US National Weather Service, weather.gov
    credit.metNorwayWarnings = Alertes : MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Alertes : Deutscher Wetterdienst via Bright Sky (brightsky.dev)
    credit.environmentCanada = Alertes : Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Alertes : MeteoAlarm (meteoalarm.org) et les services météorologiques nationaux
    credit.metService = Alertes : MetService (metservice.com), CC BY 4.0
    credit.wmo = Alertes : {service}, via le Centre d'information sur les phénomènes météorologiques dangereux de l'OMM (severeweather.wmo.int)
    """#
}
