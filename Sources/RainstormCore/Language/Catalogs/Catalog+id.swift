extension Catalog {
  /// Indonesian (id).
  static let indonesian = #"""
    # Glossary: rain = hujan, showers = hujan lokal (BMKG's word; salju lokal), drizzle = gerimis,
    # sleet = hujan bercampur salju, thunderstorm = hujan petir, fog = kabut,
    # feels like = terasa seperti; freezing = beku, hail = hujan es, precipitation = curah hujan,
    # chance = peluang hujan, warning = peringatan, usual (normals) = normal,
    # low/high = terendah/tertinggi. Rain grades as BMKG: ringan/sedang/lebat.

    # How the place was found, under its name.
    source.coordinates = untuk koordinat yang Anda berikan
    source.search = ditemukan melalui pencarian tempat
    source.ip = dari alamat IP Anda melalui {service}
    source.config = lokasi bawaan yang Anda atur

    # Lists of values and parts of a sentence.
    list.pair = {first}, {rest}
    list.clauses = {first}; {rest}

    # The weather conditions (WMO 4677 codes, as Open-Meteo uses them); BMKG wording.
    weather.0 = Cerah
    weather.1 = Cerah berawan
    weather.2 = Berawan
    weather.3 = Berawan tebal
    weather.45 = Kabut
    weather.48 = Kabut beku
    weather.51 = Gerimis ringan
    weather.53 = Gerimis
    weather.55 = Gerimis lebat
    weather.56 = Gerimis beku ringan
    weather.57 = Gerimis beku
    weather.61 = Hujan ringan
    weather.63 = Hujan sedang
    weather.65 = Hujan lebat
    weather.66 = Hujan beku ringan
    weather.67 = Hujan beku
    weather.68 = Hujan bercampur salju ringan
    weather.69 = Hujan bercampur salju
    weather.71 = Salju ringan
    weather.73 = Salju
    weather.75 = Salju lebat
    weather.77 = Butiran salju
    weather.80 = Hujan lokal ringan
    weather.81 = Hujan lokal
    weather.82 = Hujan lokal sangat lebat
    weather.83 = Hujan lokal bercampur salju ringan
    weather.84 = Hujan lokal bercampur salju
    weather.85 = Salju lokal ringan
    weather.86 = Salju lokal lebat
    weather.95 = Hujan petir
    weather.96 = Hujan petir disertai hujan es ringan
    weather.97 = Hujan petir kuat
    weather.99 = Hujan petir disertai hujan es lebat
    weather.unknown = Tidak diketahui (kode {code})
    # Whether it is day or night at a time (a template's is_day field).
    flag.day = siang
    flag.night = malam

    # Compass points the wind comes from, written out ("angin 15 km/j dari barat daya").
    compass.n = utara
    compass.ne = timur laut
    compass.e = timur
    compass.se = tenggara
    compass.s = selatan
    compass.sw = barat daya
    compass.w = barat
    compass.nw = barat laut

    # A day and a time of day, such as a warning's end in another year: "Sel, 29 Sep pukul 14.30".
    time.dateTime = {date} pukul {time}

    # Conditions now.
    now.heading = Sekarang
    now.headingAt = Sekarang, {time} {zone}
    now.none = Tidak ada laporan kondisi cuaca saat ini.
    now.feelsLike = terasa seperti {temperature}
    now.humidity = kelembapan {percent}
    now.dewPoint = titik embun {temperature}
    now.wind = angin {speed}
    now.windFrom = angin {speed} dari {direction}
    now.precipitation = curah hujan {amount}
    now.pressure = tekanan udara {pressure}
    now.pressureChange = tekanan udara {pressure} ({change} dalam 3 jam)
    now.visibility = jarak pandang {distance}

    # The table of days: column headings (short: a column is as wide as its widest cell).
    table.day = Tanggal
    table.weather = Cuaca
    table.low = Terendah
    table.high = Tertinggi
    table.precipitation = Curah hujan
    table.chance = Peluang
    table.wind = Angin
    table.air = Udara
    table.model = Model
    table.noDays = Tidak ada data harian.
    past.heading = Cuaca beberapa hari terakhir, {dates}

    # Weather models that disagree (--models); {mark} is the table's mark, an asterisk.
    models.disagree = {mark} model-model ({models}) tidak sepakat: suhu tertinggi atau terendah berselisih {spread} atau lebih, atau sebagian model memprakirakan hujan sementara yang lain tidak
    models.disagreeHint = {mark} model-model ({models}) tidak sepakat: suhu tertinggi atau terendah berselisih {spread} atau lebih, atau sebagian model memprakirakan hujan sementara yang lain tidak (--models menampilkannya)

    # The hourly chart. Row labels are at most 11 columns wide; the marks under the
    # temperatures are R (rendah) and T (tinggi).
    chart.next.other = {n} jam ke depan
    chart.none = Tidak ada prakiraan per jam mulai jam ini.
    chart.temperature = Suhu
    chart.chance = Peluang %
    chart.hour = Jam
    chart.lowMark = R
    chart.highMark = T
    chart.low = suhu terendah {temperature} pukul {time}
    chart.high = suhu tertinggi {temperature} pukul {time}
    chart.chanceUpTo = peluang hujan hingga {percent}

    # Rain timing (--rain-within). A line reads
    # "Hujan mulai 14.30 (25 menit lagi) hingga sekitar 15.45, ringan, 1,2 mm, peluang 40%."
    rain.kind.rain = hujan
    rain.kind.snow = salju
    rain.kind.freezingRain = hujan beku
    rain.intensity.light = ringan
    rain.intensity.moderate = sedang
    rain.intensity.heavy = lebat
    rain.sentence = {start} {end}, {details}.
    rain.startsNow = saat ini turun {kind}
    rain.startsAt = {kind} mulai {time} ({wait})
    rain.endsAt = hingga sekitar {time}
    rain.endsAfter = hingga lewat {time}
    rain.chance = peluang {percent}
    rain.again = turun lagi mulai {time}
    rain.none = Diperkirakan tidak ada hujan sebelum {time}.
    rain.unknown = Prakiraan hujan tidak diketahui: prakiraan 15 menit tidak mencakup waktu saat ini.
    rain.inMinutes.other = {n} menit lagi
    rain.inHours.other = {n} jam lagi
    rain.inHoursMinutes = {hours} jam {minutes} menit lagi
    rain.withinTheHour = dalam satu jam
    rain.inAboutHours.other = sekitar {n} jam lagi
    rain.aboutTime = sekitar {time}
    rain.weekdayTime = {weekday} {time}
    # Short forms for a status bar and templates (%R, %u, %r, %k).
    rain.short.now = saat ini {kind}
    rain.short.in = {kind} {wait}
    rain.short.until = {kind} hingga {time}
    rain.short.none = tidak hujan
    rain.hourly.now = saat ini hujan
    rain.hourly.withinAnHour = hujan dalam 1 jam
    rain.hourly.in.other = hujan {n} jam lagi
    rain.hourly.none.other = tidak hujan dalam {n} jam ke depan
    rain.hourly.unknown = prakiraan hujan tidak diketahui
    rain.chanceToday = peluang hujan hari ini {percent}

    # The radar's nearest rain (the radar setting, --radar): {distance} such as "12 km",
    # {direction} a compass point (compass.*), {time} the radar frame's clock time.
    radar.line = Radar {time}: {text}
    radar.here = saat ini hujan di sini
    radar.coming.other = hujan {distance} di sebelah {direction}, bergerak mendekat, tiba di sini sekitar {n} menit lagi
    radar.away = hujan {distance} di sebelah {direction}, bergerak menjauh
    radar.still = hujan {distance} di sebelah {direction}, tidak mendekat
    radar.seen = hujan {distance} di sebelah {direction}
    radar.none = tidak ada hujan dalam radius {distance}
    # Short forms for a status bar and templates (%n).
    radar.short.coming.other = hujan {distance} {direction}, {n} menit lagi

    # How long ago a kept forecast was fetched.
    ago.lessThanAMinute = kurang dari semenit yang lalu
    ago.minutes.other = {n} menit yang lalu
    ago.hours.other = {n} jam yang lalu
    ago.days.other = {n} hari yang lalu

    # Status bars: the placeholder, the tooltip's days and the note on a kept forecast.
    bar.unavailable = cuaca tidak tersedia
    bar.unavailableShort = t/a
    bar.range = {low} hingga {high}
    bar.kept = Prakiraan tersimpan dari {ago}: pembaruan gagal

    # Official warnings: the frame around the issuer's own words. The levels are CAP's
    # severities.
    alert.title.minor = {sign} Peringatan ringan: {event}
    alert.title.moderate = {sign} Peringatan sedang: {event}
    alert.title.severe = {sign} Peringatan berat: {event}
    alert.title.extreme = {sign} Peringatan ekstrem: {event}
    # The level after the warning sign in a status bar (%W).
    alert.level.minor = ringan
    alert.level.moderate = sedang
    alert.level.severe = berat
    alert.level.extreme = ekstrem
    alert.from = mulai {time}
    alert.until = hingga {time}
    alert.untilAssumed = hingga sekitar {time} (waktu berakhir tidak disebutkan)
    alert.anywhereInCountry = Peringatan untuk wilayah mana pun di negara ini: sumber data tidak menyebutkan wilayah tempat ini.
    alert.none = Tidak ada peringatan yang berlaku atau akan berlaku dalam rentang prakiraan.
    alert.partialNone = Sebagian peringatan tidak dapat dibaca; tidak satu pun dari yang lain berlaku atau akan berlaku dalam rentang prakiraan.
    alert.partial = Sebagian peringatan tidak dapat dibaca.
    alert.unavailable = Peringatan tidak dapat diperiksa.
    alert.unsupported = Tidak ada sumber peringatan resmi yang mencakup tempat ini.
    watch.lifted = Dicabut: {event}

    # Air quality and UV (--air). Categories follow the index's own scale (UV: BMKG's).
    air.line = Kualitas udara: {category} ({index} {value})
    air.unknown = Kualitas udara: {index} tidak diketahui
    air.ozone = ozon
    air.uv = indeks UV {value} ({category})
    air.pollen = Serbuk sari: {plants}
    air.european.good = baik
    air.european.fair = cukup
    air.european.moderate = sedang
    air.european.poor = buruk
    air.european.veryPoor = sangat buruk
    air.european.extremelyPoor = buruk ekstrem
    air.us.good = baik
    air.us.moderate = sedang
    air.us.unhealthyForSensitiveGroups = tidak sehat bagi kelompok sensitif
    air.us.unhealthy = tidak sehat
    air.us.veryUnhealthy = sangat tidak sehat
    air.us.hazardous = berbahaya
    uv.low = rendah
    uv.moderate = sedang
    uv.high = tinggi
    uv.veryHigh = sangat tinggi
    uv.extreme = ekstrem
    pollen.alder = alder
    pollen.birch = birch
    pollen.grass = rumput
    pollen.mugwort = baru cina
    pollen.olive = zaitun
    pollen.ragweed = ragweed

    # Against the climate normals (--normals).
    normals.headingAll = Dibandingkan dengan pekan yang sama pada {first}-{last}:
    normals.headingUnusual = Dibandingkan dengan pekan yang sama pada {first}-{last}, hari-hari yang tidak biasa:
    normals.day = {date}: {comparisons}
    normals.high = suhu tertinggi {comparison}
    normals.low = suhu terendah {comparison}
    normals.warmer.other = {difference} lebih hangat daripada normal (lebih hangat daripada {years} dari {n} tahun)
    normals.cooler.other = {difference} lebih sejuk daripada normal (lebih sejuk daripada {years} dari {n} tahun)
    normals.wetter.other = curah hujan {amount}, normalnya {usual} per hari (lebih banyak daripada {years} dari {n} tahun)
    normals.drier.other = curah hujan {amount}, normalnya {usual} per hari (lebih sedikit daripada {years} dari {n} tahun)

    # Notes on standard error beside an answer ("rainstorm: ..."). {reason} is an error's
    # explanation, which stays English; {provider} and {service} are names.
    note.also = hasil lain: {places}
    note.alsoMore.other = hasil lain: {places} (dan {n} lainnya)
    note.alsoUse = {also}; gunakan {hints}
    note.or = {first} atau {rest}
    note.staleForecast = menampilkan prakiraan dari {ago}: {reason}
    note.warningsNotChecked = peringatan tidak diperiksa: {reason}
    note.warningsNotAllChecked = tidak semua peringatan diperiksa: {reason}
    note.warningsEarlier = peringatan dari hasil sebelumnya: {reason}
    note.airMissing = kualitas udara tidak ditampilkan: {reason}
    note.airEarlier = kualitas udara dari hasil sebelumnya: {reason}
    note.normalsMissing = hari-hari tidak dibandingkan dengan normal: {reason}
    note.normalsEarlier = nilai normal dari hasil sebelumnya: {reason}
    note.modelsFailed = model cuaca tidak dibandingkan: {reason}
    note.radarMissing = radar tidak ditampilkan: {reason}
    note.radarNotCovered = radar tidak ditampilkan: radar yang dibaca rainstorm mencakup Jerman dan 48 negara bagian AS yang bersebelahan, masing-masing hingga 100 km di sekitarnya
    note.warningsInEnglish = peringatan dalam bahasa Inggris: {source} tidak menerbitkannya dalam bahasa ini
    note.keptPlace = menggunakan tempat yang ditemukan {ago}: pencarian ulang gagal
    note.keptPlaceBecause = menggunakan tempat yang ditemukan {ago}: pencarian ulang gagal: {reason}
    note.fallback = {reason}; menampilkan prakiraan dari {provider}
    note.deprecated = {provider} menyatakan versi prakiraannya ini sudah usang (HTTP 203); rainstorm versi lebih baru akan meminta versi yang berlaku
    note.noModels = {provider} tidak membandingkan model cuaca; --models tidak menampilkan apa pun
    note.hourlyRain = waktu hujan hanya per jam: {provider} tidak memiliki prakiraan 15 menit di sini

    # Credits, in the form the data's licences allow (CC BY 4.0 lets the credit be translated;
    # names of services and addresses stay as they are).
    credit.openMeteo = Data cuaca dari Open-Meteo.com (CC BY 4.0)
    credit.metNorway = Data dari MET Norway (CC BY 4.0)
    credit.nws = Peringatan: US National Weather Service, weather.gov
    credit.metNorwayWarnings = Peringatan: MET Norway (MetAlerts), CC BY 4.0
    credit.brightSky = Peringatan: Deutscher Wetterdienst melalui Bright Sky (brightsky.dev)
    credit.environmentCanada = Peringatan: Environment and Climate Change Canada (weather.gc.ca)
    credit.meteoAlarm = Peringatan: MeteoAlarm (meteoalarm.org) dan badan meteorologi nasional
    credit.metService = Peringatan: MetService (metservice.com), CC BY 4.0
    credit.wmo = Peringatan: {service}, melalui Pusat Informasi Cuaca Ekstrem WMO (severeweather.wmo.int)
    """#
}
