extension Catalog {
  /// Finnish (fi).
  static let finnish = #"""
    # Glossary: rain = sade (vesisade beside snow), showers = kuurot (sadekuurot),
    # drizzle = tihkusade, sleet = räntä, thunderstorm = ukkonen, fog = sumu,
    # feels like = tuntuu kuin; precipitation = sade (amount: sademäärä),
    # chance = todennäköisyys, low/high = alin/ylin, forecast = ennuste, warning = varoitus,
    # normal = vertailuarvo. Counts are written without case endings on the number
    # ("3 tunnissa", "30 vuodesta"), as FMI's texts do.

    # How the place was found, under its name.
    source.coordinates = annetuille koordinaateille
    source.search = löydetty paikkahaulla
    source.ip = IP-osoitteesi perusteella palvelun {service} kautta
    source.config = asettamasi oletussijainti

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); FMI wording
    # (partitive, as in FMI's symbol texts).
    weather.0 = Selkeää
    weather.1 = Enimmäkseen selkeää
    weather.2 = Puolipilvistä
    weather.3 = Pilvistä
    weather.45 = Sumua
    weather.48 = Huurretta muodostavaa sumua
    weather.51 = Heikkoa tihkusadetta
    weather.53 = Tihkusadetta
    weather.55 = Tiheää tihkusadetta
    weather.56 = Heikkoa jäätävää tihkusadetta
    weather.57 = Jäätävää tihkusadetta
    weather.61 = Heikkoa vesisadetta
    weather.63 = Vesisadetta
    weather.65 = Voimakasta vesisadetta
    weather.66 = Heikkoa jäätävää vesisadetta
    weather.67 = Jäätävää vesisadetta
    weather.68 = Heikkoa räntäsadetta
    weather.69 = Räntäsadetta
    weather.71 = Heikkoa lumisadetta
    weather.73 = Lumisadetta
    weather.75 = Voimakasta lumisadetta
    weather.77 = Lumijyväsiä
    weather.80 = Heikkoja sadekuuroja
    weather.81 = Sadekuuroja
    weather.82 = Rankkoja sadekuuroja
    weather.83 = Heikkoja räntäkuuroja
    weather.84 = Räntäkuuroja
    weather.85 = Heikkoja lumikuuroja
    weather.86 = Voimakkaita lumikuuroja
    weather.95 = Ukkosta
    weather.96 = Ukkosta ja heikkoa raesadetta
    weather.97 = Voimakasta ukkosta
    weather.99 = Ukkosta ja voimakasta raesadetta
    weather.unknown = Tuntematon (koodi {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = päivä
    flag.night = yö

    # Compass points the wind comes from: P pohjoinen, KO koillinen, I itä, KA kaakko,
    # E etelä, LO lounas, L länsi, LU luode (FMI's abbreviations).
    compass.n = P
    compass.ne = KO
    compass.e = I
    compass.se = KA
    compass.s = E
    compass.sw = LO
    compass.w = L
    compass.nw = LU

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date} klo {time}

    # Conditions now.
    now.heading = Nyt
    now.headingAt = Nyt, {time} {zone}
    now.none = Ajankohtaisia säätietoja ei ilmoitettu.
    now.feelsLike = tuntuu kuin {temperature}
    now.humidity = ilmankosteus {percent}
    now.dewPoint = kastepiste {temperature}
    now.wind = tuuli {speed}
    now.windFrom = tuuli {direction} {speed}
    now.precipitation = sademäärä {amount}
    now.pressure = ilmanpaine {pressure}
    now.pressureChange = ilmanpaine {pressure} ({change} 3 tunnissa)
    now.visibility = näkyvyys {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Päivä
    table.weather = Sää
    table.low = Alin
    table.high = Ylin
    table.precipitation = Sade
    table.chance = Tod.näk.
    table.wind = Tuuli
    table.air = Ilmanlaatu
    table.model = Malli
    table.noDays = Päiväkohtaisia tietoja ei ilmoitettu.
    past.heading = Aiempi sää, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} mallit ({models}) ovat eri mieltä: ylin tai alin lämpötila eroaa vähintään {spread}, tai osa malleista ennustaa sadetta ja osa ei
    models.disagreeHint = {mark} mallit ({models}) ovat eri mieltä: ylin tai alin lämpötila eroaa vähintään {spread}, tai osa malleista ennustaa sadetta ja osa ei (--models näyttää ne)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are A (alin) and Y (ylin).
    chart.next.one = Seuraava tunti
    chart.next.other = Seuraavat {n} tuntia
    chart.none = Ei tuntiennustetta kuluvasta tunnista alkaen.
    chart.temperature = Lämpötila
    chart.chance = Sade %
    chart.hour = Kello
    chart.lowMark = A
    chart.highMark = Y
    chart.low = alin {temperature} klo {time}
    chart.high = ylin {temperature} klo {time}
    chart.chanceUpTo = sateen todennäköisyys enintään {percent}

    # Rain timing (--rain-within). A sentence is "{start} {end}, {details}.", e.g.
    # "Vesisade alkaen 14.30 (25 min kuluttua) noin 15.45 asti, heikko, 1,2 mm,
    # todennäköisyys 40 %."
    rain.kind.rain = vesisade
    rain.kind.snow = lumisade
    rain.kind.freezingRain = jäätävä sade
    rain.intensity.light = heikko
    rain.intensity.moderate = kohtalainen
    rain.intensity.heavy = voimakas
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = {kind} nyt
    rain.startsAt = {kind} alkaen {time} ({wait})
    rain.endsAt = noin {time} asti
    rain.endsAfter = jatkuen {time} jälkeenkin
    rain.chance = todennäköisyys {percent}
    rain.again = uudelleen alkaen {time}
    rain.none = Sadetta ei odoteta ennen {time}.
    rain.unknown = Sade-ennuste ei tiedossa: 15 minuutin ennuste ei kata nykyhetkeä.
    rain.inMinutes.one = {n} min kuluttua
    rain.inMinutes.other = {n} min kuluttua
    rain.inHours.one = {n} h kuluttua
    rain.inHours.other = {n} h kuluttua
    rain.inHoursMinutes = {hours} h {minutes} min kuluttua
    rain.withinTheHour = tunnin sisällä
    rain.inAboutHours.one = noin {n} h kuluttua
    rain.inAboutHours.other = noin {n} h kuluttua
    rain.aboutTime = noin {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} nyt
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} {time} asti
    rain.short.none = ei sadetta
    rain.hourly.now = sadetta nyt
    rain.hourly.withinAnHour = sadetta 1 h sisällä
    rain.hourly.in.one = sadetta {n} h kuluttua
    rain.hourly.in.other = sadetta {n} h kuluttua
    rain.hourly.none.one = ei sadetta seuraavan tunnin aikana
    rain.hourly.none.other = ei sadetta seuraavan {n} h aikana
    rain.hourly.unknown = sade-ennuste ei tiedossa
    rain.chanceToday = sateen todennäköisyys tänään {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    # The outlook's "sade", as in rain.hourly.
    radar.line = Tutka {time}: {text}
    radar.here = täällä sataa nyt
    radar.coming.one = sadetta {distance} päässä suunnassa {direction}, lähestyy, täällä noin {n} min kuluttua
    radar.coming.other = sadetta {distance} päässä suunnassa {direction}, lähestyy, täällä noin {n} min kuluttua
    radar.away = sadetta {distance} päässä suunnassa {direction}, loittonee
    radar.still = sadetta {distance} päässä suunnassa {direction}, ei lähesty
    radar.seen = sadetta {distance} päässä suunnassa {direction}
    radar.none = ei sadetta {distance} säteellä
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = sadetta {distance} {direction}, {n} min kuluttua
    radar.short.coming.other = sadetta {distance} {direction}, {n} min kuluttua

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = alle minuutti sitten
    ago.minutes.one = {n} min sitten
    ago.minutes.other = {n} min sitten
    ago.hours.one = {n} h sitten
    ago.hours.other = {n} h sitten
    ago.days.one = {n} päivä sitten
    ago.days.other = {n} päivää sitten

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = säätietoja ei saatavilla
    bar.unavailableShort = ei tietoa
    bar.range = {low} – {high}
    bar.kept = Tallennettu ennuste, haettu {ago}: päivitys epäonnistui

    # Official warnings: the frame around the issuer's own words. The four CAP severities
    # (minor, moderate, severe, extreme), not FMI's colours, as the feed may be any issuer's.
    alert.title.minor = {sign} Lievä varoitus: {event}
    alert.title.moderate = {sign} Kohtalainen varoitus: {event}
    alert.title.severe = {sign} Vakava varoitus: {event}
    alert.title.extreme = {sign} Äärimmäinen varoitus: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = lievä
    alert.level.moderate = kohtalainen
    alert.level.severe = vakava
    alert.level.extreme = äärimmäinen
    alert.from = alkaen {time}
    alert.until = {time} asti
    alert.untilAssumed = noin {time} asti (päättymisaikaa ei annettu)
    alert.anywhereInCountry = Varoitukset koko maalle: lähde ei ilmoita tämän paikan aluetta.
    alert.none = Ei voimassa olevia eikä ennustejakson aikana alkavia varoituksia.
    alert.partialNone = Osaa varoituksista ei voitu lukea; muista mikään ei ole voimassa eikä ala ennustejakson aikana.
    alert.partial = Osaa varoituksista ei voitu lukea.
    alert.unavailable = Varoituksia ei voitu tarkistaa.
    alert.unsupported = Tälle paikalle ei ole virallisten varoitusten lähdettä.
    watch.lifted = Päättynyt: {event}

    # Air quality and UV (--air). Categories follow the index's own scale (UV: as STUK
    # names them).
    air.line = Ilmanlaatu: {category} ({index} {value})
    air.unknown = Ilmanlaatu: {index} ei tiedossa
    air.ozone = otsoni
    air.uv = UV {value} ({category})
    air.pollen = Siitepöly: {plants}
    air.european.good = hyvä
    air.european.fair = tyydyttävä
    air.european.moderate = kohtalainen
    air.european.poor = huono
    air.european.veryPoor = erittäin huono
    air.european.extremelyPoor = äärimmäisen huono
    air.us.good = hyvä
    air.us.moderate = kohtalainen
    air.us.unhealthyForSensitiveGroups = epäterveellinen herkille ryhmille
    air.us.unhealthy = epäterveellinen
    air.us.veryUnhealthy = erittäin epäterveellinen
    air.us.hazardous = vaarallinen
    uv.low = heikko
    uv.moderate = kohtalainen
    uv.high = voimakas
    uv.veryHigh = hyvin voimakas
    uv.extreme = äärimmäisen voimakas
    pollen.alder = leppä
    pollen.birch = koivu
    pollen.grass = heinät
    pollen.mugwort = pujo
    pollen.olive = oliivi
    pollen.ragweed = tuoksukki

    # Against the climate normals (--normals). A temperature is "korkeampi/matalampi";
    # the same words serve one and other.
    normals.headingAll = Verrattuna samaan viikkoon vuosina {first}–{last}:
    normals.headingUnusual = Verrattuna samaan viikkoon vuosina {first}–{last}, poikkeukselliset päivät:
    normals.day = {date}: {comparisons}
    normals.high = ylin lämpötila {comparison}
    normals.low = alin lämpötila {comparison}
    normals.warmer.one = {difference} tavallista korkeampi (korkeampi kuin {years} vuotena {n} vuodesta)
    normals.warmer.other = {difference} tavallista korkeampi (korkeampi kuin {years} vuotena {n} vuodesta)
    normals.cooler.one = {difference} tavallista matalampi (matalampi kuin {years} vuotena {n} vuodesta)
    normals.cooler.other = {difference} tavallista matalampi (matalampi kuin {years} vuotena {n} vuodesta)
    normals.wetter.one = sademäärä {amount}, tavallisesti {usual} päivässä (enemmän kuin {years} vuotena {n} vuodesta)
    normals.wetter.other = sademäärä {amount}, tavallisesti {usual} päivässä (enemmän kuin {years} vuotena {n} vuodesta)
    normals.drier.one = sademäärä {amount}, tavallisesti {usual} päivässä (vähemmän kuin {years} vuotena {n} vuodesta)
    normals.drier.other = sademäärä {amount}, tavallisesti {usual} päivässä (vähemmän kuin {years} vuotena {n} vuodesta)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names, so they follow
    # "palvelun" / "palvelulla" and take no case ending.
    note.also = myös: {places}
    note.alsoMore.one = myös: {places} (ja {n} muu)
    note.alsoMore.other = myös: {places} (ja {n} muuta)
    note.alsoUse = {also}; käytä {hints}
    note.or = {first} tai {rest}
    note.staleForecast = näytetään {ago} haettu ennuste: {reason}
    note.warningsNotChecked = varoituksia ei tarkistettu: {reason}
    note.warningsNotAllChecked = kaikkia varoituksia ei tarkistettu: {reason}
    note.warningsEarlier = varoitukset aiemmasta vastauksesta: {reason}
    note.airMissing = ilmanlaatua ei näytetä: {reason}
    note.airEarlier = ilmanlaatu aiemmasta vastauksesta: {reason}
    note.normalsMissing = päiviä ei verrattu vertailuarvoihin: {reason}
    note.normalsEarlier = vertailuarvot aiemmasta vastauksesta: {reason}
    note.modelsFailed = säämalleja ei verrattu: {reason}
    note.radarMissing = tutkaa ei näytetä: {reason}
    note.radarNotCovered = tutkaa ei näytetä: tutkat, joita rainstorm lukee, kattavat Saksan ja Yhdysvaltain 48 yhtenäistä osavaltiota sekä kummankin ympäristön 100 km:n etäisyydelle asti
    note.warningsInEnglish = varoitukset englanniksi: palvelu {source} ei julkaise niitä tällä kielellä
    note.keptPlace = käytetään {ago} haettua paikkaa: uusi haku epäonnistui
    note.keptPlaceBecause = käytetään {ago} haettua paikkaa: uusi haku epäonnistui: {reason}
    note.fallback = {reason}; näytetään palvelun {provider} ennuste
    note.deprecated = palvelun {provider} mukaan tämä ennusteen versio on vanhentunut (HTTP 203); uudempi rainstorm pyytää nykyistä versiota
    note.noModels = palvelu {provider} ei vertaa säämalleja; --models ei näytä mitään
    note.hourlyRain = sateen ajoitus on tunnin tarkkuudella: palvelulla {provider} ei ole täällä 15 minuutin ennustetta

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Säätiedot: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Tiedot: MET Norway (CC BY 4.0)
    credit.nws = Varoitukset: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Varoitukset: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Varoitukset: Deutscher Wetterdienst palvelun Bright Sky kautta (brightsky.dev)
    credit.environmentCanada = Varoitukset: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Varoitukset: MeteoAlarm (meteoalarm.org) ja kansalliset sääpalvelut
    credit.metService = Varoitukset: MetService (metservice.com), CC BY 4.0
    credit.wmo = Varoitukset: {service}, WMO:n vaarallisen sään tietokeskuksen kautta (severeweather.wmo.int)
    """#
}
