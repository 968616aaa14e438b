extension Catalog {
  /// Italian (it).
  static let italian = #"""
    # Glossary: rain = pioggia, showers = rovesci, drizzle = pioviggine, sleet = pioggia mista
    # a neve, thunderstorm = temporale, fog = nebbia, feels like = temperatura percepita;
    # forecast = previsione, precipitation = precipitazioni, chance = probabilità, warning =
    # avviso, low/high = minima/massima; light/moderate/heavy = debole/moderata/forte.
    # Plural: "many" is for 1 000 000 and the like, where a noun after the number takes "di".

    # How the place was found, under its name.
    source.coordinates = per le coordinate indicate
    source.search = trovata con la ricerca delle località
    source.ip = in base al tuo indirizzo IP, tramite {service}
    source.config = la tua località predefinita

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them).
    weather.0 = Sereno
    weather.1 = Poco nuvoloso
    weather.2 = Parzialmente nuvoloso
    weather.3 = Coperto
    weather.45 = Nebbia
    weather.48 = Nebbia con brina
    weather.51 = Pioviggine debole
    weather.53 = Pioviggine
    weather.55 = Pioviggine forte
    weather.56 = Pioviggine congelantesi debole
    weather.57 = Pioviggine congelantesi
    weather.61 = Pioggia debole
    weather.63 = Pioggia
    weather.65 = Pioggia forte
    weather.66 = Pioggia congelantesi debole
    weather.67 = Pioggia congelantesi
    weather.68 = Pioggia mista a neve debole
    weather.69 = Pioggia mista a neve
    weather.71 = Neve debole
    weather.73 = Neve
    weather.75 = Neve forte
    weather.77 = Neve granulosa
    weather.80 = Rovesci deboli
    weather.81 = Rovesci
    weather.82 = Rovesci violenti
    weather.83 = Rovesci di pioggia mista a neve deboli
    weather.84 = Rovesci di pioggia mista a neve
    weather.85 = Rovesci di neve deboli
    weather.86 = Rovesci di neve forti
    weather.95 = Temporale
    weather.96 = Temporale con grandine debole
    weather.97 = Temporale forte
    weather.99 = Temporale con grandine forte
    weather.unknown = Sconosciuto (codice {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = giorno
    flag.night = notte

    # Compass points the wind comes from: north, north-east, ... (O = ovest).
    compass.n = N
    compass.ne = NE
    compass.e = E
    compass.se = SE
    compass.s = S
    compass.sw = SO
    compass.w = O
    compass.nw = NO

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} alle {time}

    # Conditions now.
    now.heading = Condizioni attuali
    now.headingAt = Condizioni attuali, {time} {zone}
    now.none = Nessun dato sulle condizioni attuali.
    now.feelsLike = temperatura percepita {temperature}
    now.humidity = umidità {percent}
    now.dewPoint = punto di rugiada {temperature}
    now.wind = vento {speed}
    now.windFrom = vento da {direction} a {speed}
    now.precipitation = precipitazioni {amount}
    now.pressure = pressione {pressure}
    now.pressureChange = pressione {pressure} ({change} in 3 h)
    now.visibility = visibilità {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Giorno
    table.weather = Tempo
    table.low = Min.
    table.high = Max.
    table.precipitation = Precip.
    table.chance = Prob.
    table.wind = Vento
    table.air = Aria
    table.model = Modello
    table.noDays = Nessun giorno disponibile.
    past.heading = Tempo dei giorni passati, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} i modelli ({models}) non concordano: massime o minime distanti {spread} o più, oppure pioggia prevista solo da alcuni
    models.disagreeHint = {mark} i modelli ({models}) non concordano: massime o minime distanti {spread} o più, oppure pioggia prevista solo da alcuni (--models li mostra)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are m (minima) and M (massima).
    chart.next.one = Prossima ora
    chart.next.many = Prossime {n} di ore
    chart.next.other = Prossime {n} ore
    chart.none = Nessuna previsione oraria a partire dall'ora attuale.
    chart.temperature = Temperatura
    chart.chance = Prob. %
    chart.hour = Ora
    chart.lowMark = m
    chart.highMark = M
    chart.low = minima {temperature} alle {time}
    chart.high = massima {temperature} alle {time}
    # "massima" before the percent: "fino al" would need "allo 0%", "all'8%".
    chart.chanceUpTo = probabilità massima di precipitazioni {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g. "Pioggia
    # dalle 14:30 (tra 25 min) fino alle 15:45 circa, debole, 1,2 mm, 40% di probabilità."
    # The kinds are all feminine, as the intensities agree. A time of another day is
    # "14:00 di mar", so that it follows "dalle", "alle" and "prima delle".
    rain.kind.rain = pioggia
    rain.kind.snow = neve
    rain.kind.freezingRain = pioggia congelantesi
    rain.intensity.light = debole
    rain.intensity.moderate = moderata
    rain.intensity.heavy = forte
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} in corso
    rain.startsAt = {kind} dalle {time} ({wait})
    rain.endsAt = fino alle {time} circa
    rain.endsAfter = fino a oltre le {time}
    rain.chance = {percent} di probabilità
    rain.again = di nuovo dalle {time}
    rain.none = Nessuna pioggia prevista prima delle {time}.
    rain.unknown = Previsione della pioggia non disponibile: la previsione a 15 minuti non copre l'ora attuale.
    rain.inMinutes.one = tra {n} min
    rain.inMinutes.many = tra {n} min
    rain.inMinutes.other = tra {n} min
    rain.inHours.one = tra {n} h
    rain.inHours.many = tra {n} h
    rain.inHours.other = tra {n} h
    rain.inHoursMinutes = tra {hours} h {minutes} min
    rain.withinTheHour = entro un'ora
    rain.inAboutHours.one = tra circa {n} h
    rain.inAboutHours.many = tra circa {n} h
    rain.inAboutHours.other = tra circa {n} h
    # After "dalle": "dalle 15:00 circa".
    rain.aboutTime = {time} circa
    rain.weekdayTime = {time} di {weekday}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} in corso
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} fino alle {time}
    rain.short.none = niente pioggia
    rain.hourly.now = pioggia in corso
    rain.hourly.withinAnHour = pioggia entro 1 h
    rain.hourly.in.one = pioggia tra {n} h
    rain.hourly.in.many = pioggia tra {n} h
    rain.hourly.in.other = pioggia tra {n} h
    rain.hourly.none.one = niente pioggia nella prossima ora
    rain.hourly.none.many = niente pioggia nelle prossime {n} h
    rain.hourly.none.other = niente pioggia nelle prossime {n} h
    rain.hourly.unknown = previsione della pioggia non disponibile
    rain.chanceToday = {percent} di probabilità oggi

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = piove qui ora
    radar.coming.one = pioggia a {distance} {direction}, in avvicinamento, qui tra circa {n} min
    radar.coming.many = pioggia a {distance} {direction}, in avvicinamento, qui tra circa {n} min
    radar.coming.other = pioggia a {distance} {direction}, in avvicinamento, qui tra circa {n} min
    radar.away = pioggia a {distance} {direction}, in allontanamento
    radar.still = pioggia a {distance} {direction}, non si avvicina
    radar.seen = pioggia a {distance} {direction}
    radar.none = nessuna pioggia entro {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = pioggia a {distance} {direction} tra {n} min
    radar.short.coming.many = pioggia a {distance} {direction} tra {n} min
    radar.short.coming.other = pioggia a {distance} {direction} tra {n} min

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = meno di un minuto fa
    ago.minutes.one = {n} min fa
    ago.minutes.many = {n} min fa
    ago.minutes.other = {n} min fa
    ago.hours.one = {n} h fa
    ago.hours.many = {n} h fa
    ago.hours.other = {n} h fa
    ago.days.one = {n} giorno fa
    ago.days.many = {n} di giorni fa
    ago.days.other = {n} giorni fa

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = meteo non disponibile
    bar.unavailableShort = n.d.
    bar.range = da {low} a {high}
    bar.kept = Previsione salvata di {ago}: aggiornamento non riuscito

    # Official warnings: the frame around the issuer's own words (the CAP severity). In a
    # warning the time always has its date: "fino al mar 29 set alle 02:10".
    alert.title.minor = {sign} Avviso minore: {event}
    alert.title.moderate = {sign} Avviso moderato: {event}
    alert.title.severe = {sign} Avviso grave: {event}
    alert.title.extreme = {sign} Avviso estremo: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = minore
    alert.level.moderate = moderato
    alert.level.severe = grave
    alert.level.extreme = estremo
    alert.from = dal {time}
    alert.until = fino al {time}
    alert.untilAssumed = fino al {time} circa (fine non indicata)
    alert.anywhereInCountry = Avvisi per qualsiasi zona del paese: la fonte non indica alcuna regione per questa località.
    alert.none = Nessun avviso in vigore o previsto nel periodo coperto dalla previsione.
    alert.partialNone = Non è stato possibile leggere alcuni avvisi; nessuno degli altri è in vigore o previsto nel periodo coperto dalla previsione.
    alert.partial = Non è stato possibile leggere alcuni avvisi.
    alert.unavailable = Non è stato possibile verificare gli avvisi.
    alert.unsupported = Nessuna fonte di avvisi ufficiali copre questa località.
    watch.lifted = Fine: {event}

    # Air quality and UV (--air). The index categories agree with "qualità dell'aria"
    # (European index: the EEA's Italian labels), the UV ones with "indice UV".
    air.line = Qualità dell'aria: {category} ({index} {value})
    air.unknown = Qualità dell'aria: {index} non disponibile
    air.ozone = ozono
    air.uv = UV {value} ({category})
    air.pollen = Pollini: {plants}
    air.european.good = buona
    air.european.fair = discreta
    air.european.moderate = moderata
    air.european.poor = scadente
    air.european.veryPoor = molto scadente
    air.european.extremelyPoor = estremamente scadente
    air.us.good = buona
    air.us.moderate = moderata
    air.us.unhealthyForSensitiveGroups = malsana per i gruppi sensibili
    air.us.unhealthy = malsana
    air.us.veryUnhealthy = molto malsana
    air.us.hazardous = pericolosa
    uv.low = basso
    uv.moderate = moderato
    uv.high = alto
    uv.veryHigh = molto alto
    uv.extreme = estremo
    pollen.alder = ontano
    pollen.birch = betulla
    pollen.grass = graminacee
    pollen.mugwort = artemisia
    pollen.olive = olivo
    pollen.ragweed = ambrosia

    # Against the climate normals (--normals). The comparisons agree with "massima"/"minima".
    normals.headingAll = Rispetto alla stessa settimana nel periodo {first}-{last}:
    normals.headingUnusual = Rispetto alla stessa settimana nel periodo {first}-{last}, i giorni insoliti:
    normals.day = {date}: {comparisons}
    normals.high = massima {comparison}
    normals.low = minima {comparison}
    normals.warmer.one = {difference} sopra la norma (più alta che in {years} su {n} anno)
    normals.warmer.many = {difference} sopra la norma (più alta che in {years} su {n} di anni)
    normals.warmer.other = {difference} sopra la norma (più alta che in {years} su {n} anni)
    normals.cooler.one = {difference} sotto la norma (più bassa che in {years} su {n} anno)
    normals.cooler.many = {difference} sotto la norma (più bassa che in {years} su {n} di anni)
    normals.cooler.other = {difference} sotto la norma (più bassa che in {years} su {n} anni)
    normals.wetter.one = precipitazioni {amount}, di solito {usual} al giorno (più che in {years} su {n} anno)
    normals.wetter.many = precipitazioni {amount}, di solito {usual} al giorno (più che in {years} su {n} di anni)
    normals.wetter.other = precipitazioni {amount}, di solito {usual} al giorno (più che in {years} su {n} anni)
    normals.drier.one = precipitazioni {amount}, di solito {usual} al giorno (meno che in {years} su {n} anno)
    normals.drier.many = precipitazioni {amount}, di solito {usual} al giorno (meno che in {years} su {n} di anni)
    normals.drier.other = precipitazioni {amount}, di solito {usual} al giorno (meno che in {years} su {n} anni)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = anche: {places}
    note.alsoMore.one = anche: {places} (e un altro)
    note.alsoMore.many = anche: {places} (e altri {n})
    note.alsoMore.other = anche: {places} (e altri {n})
    note.alsoUse = {also}; usa {hints}
    note.or = {first} o {rest}
    note.staleForecast = viene mostrata la previsione di {ago}: {reason}
    note.warningsNotChecked = avvisi non verificati: {reason}
    note.warningsNotAllChecked = avvisi non tutti verificati: {reason}
    note.warningsEarlier = avvisi da una risposta precedente: {reason}
    note.airMissing = qualità dell'aria non mostrata: {reason}
    note.airEarlier = qualità dell'aria da una risposta precedente: {reason}
    note.normalsMissing = giorni non confrontati con la norma: {reason}
    note.normalsEarlier = valori normali da una risposta precedente: {reason}
    note.modelsFailed = modelli meteorologici non confrontati: {reason}
    note.radarMissing = radar non mostrato: {reason}
    note.radarNotCovered = radar non mostrato: i radar letti da rainstorm coprono la Germania e gli Stati Uniti contigui, e fino a 100 km intorno a ciascuno
    note.warningsInEnglish = avvisi in inglese: {source} non li emette in italiano
    note.keptPlace = viene usata la località trovata {ago}: la nuova ricerca non è riuscita
    note.keptPlaceBecause = viene usata la località trovata {ago}: la nuova ricerca non è riuscita: {reason}
    note.fallback = {reason}; viene mostrata la previsione di {provider}
    note.deprecated = {provider} indica che questa versione della sua previsione è deprecata (HTTP 203); una versione più recente di rainstorm richiederà quella attuale
    note.noModels = {provider} non confronta modelli meteorologici; --models non ne mostra nessuno
    note.hourlyRain = gli orari della pioggia sono indicati all'ora: {provider} qui non ha una previsione a 15 minuti

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Dati meteo di Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Dati di MET Norway (CC BY 4.0)
    credit.nws = Avvisi: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Avvisi: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Avvisi: Deutscher Wetterdienst tramite Bright Sky (brightsky.dev)
    credit.environmentCanada = Avvisi: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Avvisi: MeteoAlarm (meteoalarm.org) e i servizi meteorologici nazionali
    credit.metService = Avvisi: MetService (metservice.com), CC BY 4.0
    credit.wmo = Avvisi: {service}, tramite il Centro informazioni sul maltempo dell'OMM (severeweather.wmo.int)
    """#
}
