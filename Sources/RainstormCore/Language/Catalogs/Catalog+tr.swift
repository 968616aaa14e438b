extension Catalog {
  /// Turkish (tr).
  static let turkish = #"""
    # Glossary: rain = yağmur, showers = sağanak, drizzle = çisenti, sleet = karla karışık
    # yağmur, thunderstorm = gök gürültülü sağanak, fog = sis, feels like = hissedilen;
    # freezing rain = donan yağmur, precipitation = yağış, chance = olasılık,
    # warning = uyarı, light/moderate/heavy = hafif/orta/kuvvetli, low/high = en düşük/en
    # yüksek. A case ending after a number or a time depends on how it is read, which the
    # templates cannot know, so they put the ending on a word instead ("{time} saatine
    # kadar", "{n} yılın {years} tanesinden") or use forms that take none ("başlangıç",
    # "bitiş", "sonra", "önce").

    # How the place was found, under its name.
    source.coordinates = verdiğiniz koordinatlar için
    source.search = yer aramasıyla bulundu
    source.ip = IP adresinizden, {service} aracılığıyla
    source.config = yapılandırdığınız varsayılan konum

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); MGM wording.
    weather.0 = Açık
    weather.1 = Az bulutlu
    weather.2 = Parçalı bulutlu
    weather.3 = Kapalı
    weather.45 = Sis
    weather.48 = Kırağı bırakan sis
    weather.51 = Hafif çisenti
    weather.53 = Çisenti
    weather.55 = Yoğun çisenti
    weather.56 = Hafif donan çisenti
    weather.57 = Donan çisenti
    weather.61 = Hafif yağmur
    weather.63 = Yağmur
    weather.65 = Kuvvetli yağmur
    weather.66 = Hafif donan yağmur
    weather.67 = Donan yağmur
    weather.68 = Hafif karla karışık yağmur
    weather.69 = Karla karışık yağmur
    weather.71 = Hafif kar
    weather.73 = Kar
    weather.75 = Kuvvetli kar
    weather.77 = Kar taneleri
    weather.80 = Hafif sağanak
    weather.81 = Sağanak
    weather.82 = Şiddetli sağanak
    weather.83 = Hafif karla karışık yağmur sağanağı
    weather.84 = Karla karışık yağmur sağanağı
    weather.85 = Hafif kar sağanağı
    weather.86 = Kuvvetli kar sağanağı
    weather.95 = Gök gürültülü sağanak
    weather.96 = Gök gürültülü sağanak, hafif dolu
    weather.97 = Kuvvetli gök gürültülü sağanak
    weather.99 = Gök gürültülü sağanak, kuvvetli dolu
    weather.unknown = Bilinmiyor (kod {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = gündüz
    flag.night = gece

    # Compass points the wind comes from: K kuzey, KD kuzeydoğu, D doğu, GD güneydoğu,
    # G güney, GB güneybatı, B batı, KB kuzeybatı.
    compass.n = K
    compass.ne = KD
    compass.e = D
    compass.se = GD
    compass.s = G
    compass.sw = GB
    compass.w = B
    compass.nw = KB

    # A day and a time of day, such as a warning's end in another year.
    time.dateTime = {date}, saat {time}

    # Conditions now.
    now.heading = Şimdi
    now.headingAt = Şimdi, {time} {zone}
    now.none = Güncel hava durumu bildirilmedi.
    now.feelsLike = hissedilen {temperature}
    now.humidity = nem {percent}
    now.dewPoint = çiy noktası {temperature}
    now.wind = rüzgâr {speed}
    now.windFrom = rüzgâr {direction} yönünden {speed}
    now.precipitation = yağış {amount}
    now.pressure = basınç {pressure}
    now.pressureChange = basınç {pressure} (son 3 saatte {change})
    now.visibility = görüş {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Gün
    table.weather = Hava
    table.low = En düşük
    table.high = En yüksek
    table.precipitation = Yağış
    table.chance = Olasılık
    table.wind = Rüzgâr
    table.air = Hava kal.
    table.model = Model
    table.noDays = Günlük veri bildirilmedi.
    past.heading = Geçmiş günlerin havası, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} modeller ({models}) uyuşmuyor: en yüksek veya en düşük sıcaklıklar arasında {spread} ya da daha fazla fark var veya yalnızca bazı modeller yağış öngörüyor
    models.disagreeHint = {mark} modeller ({models}) uyuşmuyor: en yüksek veya en düşük sıcaklıklar arasında {spread} ya da daha fazla fark var veya yalnızca bazı modeller yağış öngörüyor (--models bunları gösterir)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are D (en düşük) and Y (en yüksek).
    chart.next.one = Önümüzdeki saat
    chart.next.other = Önümüzdeki {n} saat
    chart.none = Şu anki saatten itibaren saatlik tahmin yok.
    chart.temperature = Sıcaklık
    chart.chance = Yağış %
    chart.hour = Saat
    chart.lowMark = D
    chart.highMark = Y
    chart.low = en düşük {temperature} (saat {time})
    chart.high = en yüksek {temperature} (saat {time})
    chart.chanceUpTo = yağış olasılığı en fazla {percent}

    # Rain timing (--rain-within). The sentence has verbs, as Turkish needs them:
    # "Yağmur 14:30 saatinde (25 dk sonra) başlayacak, yaklaşık 15:45 saatine kadar
    # sürecek; hafif, 1,2 mm, olasılık %40."
    rain.kind.rain = yağmur
    rain.kind.snow = kar
    rain.kind.freezingRain = donan yağmur
    rain.intensity.light = hafif
    rain.intensity.moderate = orta
    rain.intensity.heavy = kuvvetli
    rain.sentence = {start}, {end}; {details}.
    rain.startsNow = {kind} yağıyor
    rain.startsAt = {kind} {time} saatinde ({wait}) başlayacak
    rain.endsAt = yaklaşık {time} saatine kadar sürecek
    rain.endsAfter = en az {time} saatine kadar sürecek
    rain.chance = olasılık {percent}
    rain.again = {time} saatinden itibaren yeniden yağış
    rain.none = {time} saatine kadar yağmur beklenmiyor.
    rain.unknown = Yağmur tahmini bilinmiyor: 15 dakikalık tahmin şu anı kapsamıyor.
    rain.inMinutes.one = {n} dk sonra
    rain.inMinutes.other = {n} dk sonra
    rain.inHours.one = {n} sa sonra
    rain.inHours.other = {n} sa sonra
    rain.inHoursMinutes = {hours} sa {minutes} dk sonra
    rain.withinTheHour = bir saat içinde
    rain.inAboutHours.one = yaklaşık {n} sa sonra
    rain.inAboutHours.other = yaklaşık {n} sa sonra
    rain.aboutTime = yaklaşık {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = {kind} yağıyor
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} {time} saatine kadar
    rain.short.none = yağmur yok
    rain.hourly.now = yağmur yağıyor
    rain.hourly.withinAnHour = bir saat içinde yağmur
    rain.hourly.in.one = {n} sa sonra yağmur
    rain.hourly.in.other = {n} sa sonra yağmur
    rain.hourly.none.one = önümüzdeki {n} saatte yağmur yok
    rain.hourly.none.other = önümüzdeki {n} saatte yağmur yok
    rain.hourly.unknown = yağmur tahmini bilinmiyor
    rain.chanceToday = bugün yağış olasılığı {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = şu an burada yağmur yağıyor
    radar.coming.one = {direction} yönünde {distance} uzaklıkta yağmur, yaklaşıyor, yaklaşık {n} dk sonra burada
    radar.coming.other = {direction} yönünde {distance} uzaklıkta yağmur, yaklaşıyor, yaklaşık {n} dk sonra burada
    radar.away = {direction} yönünde {distance} uzaklıkta yağmur, uzaklaşıyor
    radar.still = {direction} yönünde {distance} uzaklıkta yağmur, yaklaşmıyor
    radar.seen = {direction} yönünde {distance} uzaklıkta yağmur
    radar.none = {distance} içinde yağmur yok
    # Short forms for a status bar and templates (%n).
    radar.short.coming.one = {distance} {direction}: yağmur {n} dk sonra
    radar.short.coming.other = {distance} {direction}: yağmur {n} dk sonra

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = bir dakikadan kısa bir süre önce
    ago.minutes.one = {n} dk önce
    ago.minutes.other = {n} dk önce
    ago.hours.one = {n} sa önce
    ago.hours.other = {n} sa önce
    ago.days.one = {n} gün önce
    ago.days.other = {n} gün önce

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = hava durumu alınamadı
    bar.unavailableShort = yok
    bar.range = {low} ile {high} arası
    bar.kept = Kayıtlı tahmin, {ago} alındı: yenileme başarısız oldu

    # Official warnings: the frame around the issuer's own words. The four CAP severities
    # (minor, moderate, severe, extreme), not MGM's colours, as the feed may be any issuer's.
    alert.title.minor = {sign} Hafif uyarı: {event}
    alert.title.moderate = {sign} Orta şiddette uyarı: {event}
    alert.title.severe = {sign} Şiddetli uyarı: {event}
    alert.title.extreme = {sign} Olağanüstü uyarı: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = hafif
    alert.level.moderate = orta
    alert.level.severe = şiddetli
    alert.level.extreme = olağanüstü
    alert.from = başlangıç {time}
    alert.until = bitiş {time}
    alert.untilAssumed = bitiş yaklaşık {time} (bitiş saati belirtilmemiş)
    alert.anywhereInCountry = Ülke genelindeki uyarılar: kaynak bu yerin bölgesini belirtmiyor.
    alert.none = Yürürlükte olan ya da tahmin süresi içinde başlayacak uyarı yok.
    alert.partialNone = Bazı uyarılar okunamadı; diğerlerinden hiçbiri yürürlükte değil ve tahmin süresi içinde başlamıyor.
    alert.partial = Bazı uyarılar okunamadı.
    alert.unavailable = Uyarılar kontrol edilemedi.
    alert.unsupported = Bu yer için resmî uyarı kaynağı yok.
    watch.lifted = Kaldırıldı: {event}

    # Air quality and UV (--air). Categories follow the index's own scale.
    air.line = Hava kalitesi: {category} ({index} {value})
    air.unknown = Hava kalitesi: {index} bilinmiyor
    air.ozone = ozon
    air.uv = UV {value} ({category})
    air.pollen = Polen: {plants}
    air.european.good = iyi
    air.european.fair = kabul edilebilir
    air.european.moderate = orta
    air.european.poor = kötü
    air.european.veryPoor = çok kötü
    air.european.extremelyPoor = son derece kötü
    air.us.good = iyi
    air.us.moderate = orta
    air.us.unhealthyForSensitiveGroups = hassas gruplar için sağlıksız
    air.us.unhealthy = sağlıksız
    air.us.veryUnhealthy = çok sağlıksız
    air.us.hazardous = tehlikeli
    uv.low = düşük
    uv.moderate = orta
    uv.high = yüksek
    uv.veryHigh = çok yüksek
    uv.extreme = aşırı
    pollen.alder = kızılağaç
    pollen.birch = huş
    pollen.grass = çayır otları
    pollen.mugwort = pelin
    pollen.olive = zeytin
    pollen.ragweed = ambrosia

    # Against the climate normals (--normals).
    normals.headingAll = {first}–{last} yıllarındaki aynı haftaya göre:
    normals.headingUnusual = {first}–{last} yıllarındaki aynı haftaya göre, olağan dışı günler:
    normals.day = {date}: {comparisons}
    normals.high = en yüksek {comparison}
    normals.low = en düşük {comparison}
    normals.warmer.one = normalden {difference} daha yüksek ({n} yılın {years} tanesinden daha yüksek)
    normals.warmer.other = normalden {difference} daha yüksek ({n} yılın {years} tanesinden daha yüksek)
    normals.cooler.one = normalden {difference} daha düşük ({n} yılın {years} tanesinden daha düşük)
    normals.cooler.other = normalden {difference} daha düşük ({n} yılın {years} tanesinden daha düşük)
    normals.wetter.one = yağış {amount}, normalde günde {usual} ({n} yılın {years} tanesinden daha fazla)
    normals.wetter.other = yağış {amount}, normalde günde {usual} ({n} yılın {years} tanesinden daha fazla)
    normals.drier.one = yağış {amount}, normalde günde {usual} ({n} yılın {years} tanesinden daha az)
    normals.drier.other = yağış {amount}, normalde günde {usual} ({n} yılın {years} tanesinden daha az)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names, so they stand
    # before a word that takes the ending ("{provider} tahmini").
    note.also = ayrıca bulunan: {places}
    note.alsoMore.one = ayrıca bulunan: {places} (ve {n} yer daha)
    note.alsoMore.other = ayrıca bulunan: {places} (ve {n} yer daha)
    note.alsoUse = {also}; {hints} kullanın
    note.or = {first} veya {rest}
    note.staleForecast = {ago} alınan tahmin gösteriliyor: {reason}
    note.warningsNotChecked = uyarılar kontrol edilmedi: {reason}
    note.warningsNotAllChecked = uyarıların tümü kontrol edilmedi: {reason}
    note.warningsEarlier = uyarılar önceki bir yanıttan: {reason}
    note.airMissing = hava kalitesi gösterilmiyor: {reason}
    note.airEarlier = hava kalitesi önceki bir yanıttan: {reason}
    note.normalsMissing = günler iklim normalleriyle karşılaştırılmadı: {reason}
    note.normalsEarlier = iklim normalleri önceki bir yanıttan: {reason}
    note.modelsFailed = hava modelleri karşılaştırılmadı: {reason}
    note.radarMissing = radar gösterilmiyor: {reason}
    note.radarNotCovered = radar gösterilmiyor: rainstorm tarafından okunan radarlar Almanya'yı ve ABD'nin bitişik 48 eyaletini, her birinin çevresindeki 100 km'ye kadar alanla birlikte kapsıyor
    note.warningsInEnglish = uyarılar İngilizce: {source} servisi bunları Türkçe yayımlamıyor
    note.keptPlace = {ago} bulunan yer kullanılıyor: yeniden arama başarısız oldu
    note.keptPlaceBecause = {ago} bulunan yer kullanılıyor: yeniden arama başarısız oldu: {reason}
    note.fallback = {reason}; {provider} tahmini gösteriliyor
    note.deprecated = {provider} servisi, tahmininin bu sürümünün kullanımdan kaldırıldığını bildiriyor (HTTP 203); daha yeni bir rainstorm güncel sürümü isteyecek
    note.noModels = {provider} servisi hava modellerini karşılaştırmıyor; --models hiçbirini göstermiyor
    note.hourlyRain = yağmur zamanlaması saat hassasiyetinde: {provider} servisi burada 15 dakikalık tahmin sunmuyor

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Hava durumu verileri: Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Veriler: MET Norway (CC BY 4.0)
    credit.nws = Uyarılar: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Uyarılar: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Uyarılar: Deutscher Wetterdienst, Bright Sky aracılığıyla (brightsky.dev)
    credit.environmentCanada = Uyarılar: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Uyarılar: MeteoAlarm (meteoalarm.org) ve ulusal meteoroloji servisleri
    credit.metService = Uyarılar: MetService (metservice.com), CC BY 4.0
    credit.wmo = Uyarılar: {service}, WMO Şiddetli Hava Olayları Bilgi Merkezi aracılığıyla (severeweather.wmo.int)
    """#
}
