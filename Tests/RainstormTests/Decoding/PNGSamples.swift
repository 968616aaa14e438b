/// PNG files made by ImageMagick 6.9.11-60 (libpng 1.6) with `Tests/Generators/make-pngs.sh`, as
/// base64, each with the RGBA ImageMagick itself decodes from it (`convert FILE -depth 8 rgba:-`);
/// for the 16-bit one, whose samples ImageMagick converts on the way, the file's own samples
/// (inflated and unfiltered by Python's zlib and a separate reading of the filters), each
/// scaled to 8 bits as (v × 255 + 32767) / 65535, alpha 255.
enum PNGSamples {
  /// 16 × 8 RGBA, 8-bit: a red-to-blue gradient, alpha growing left to right; filters 1 and 4 (97 bytes).
  static let rgba8 = """
    iVBORw0KGgoAAAANSUhEUgAAABAAAAAICAYAAADwdn+XAAAAKElEQVQoz2P8z8DAwMDAIEAuZrnNoMJACWC5Q6kBtx
    lUR7wL7lDoAgD9SwkNbeutnQAAAABJRU5ErkJggg==
    """
  static let rgba8RGBA = """
    /wAAAP8AABD/AAAg/wAAMP8AAED/AABQ/wAAYP8AAHD/AACA/wAAkP8AAKD/AACw/wAAwP8AAND/AADg/wAA8NoAJA
    DaACQQ2gAkINoAJDDaACRA2gAkUNoAJGDaACRw2gAkgNoAJJDaACSg2gAksNoAJMDaACTQ2gAk4NoAJPC2AEgAtgBI
    ELYASCC2AEgwtgBIQLYASFC2AEhgtgBIcLYASIC2AEiQtgBIoLYASLC2AEjAtgBI0LYASOC2AEjwkQBtAJEAbRCRAG
    0gkQBtMJEAbUCRAG1QkQBtYJEAbXCRAG2AkQBtkJEAbaCRAG2wkQBtwJEAbdCRAG3gkQBt8G0AkQBtAJEQbQCRIG0A
    kTBtAJFAbQCRUG0AkWBtAJFwbQCRgG0AkZBtAJGgbQCRsG0AkcBtAJHQbQCR4G0AkfBIALYASAC2EEgAtiBIALYwSA
    C2QEgAtlBIALZgSAC2cEgAtoBIALaQSAC2oEgAtrBIALbASAC20EgAtuBIALbwJADaACQA2hAkANogJADaMCQA2kAk
    ANpQJADaYCQA2nAkANqAJADakCQA2qAkANqwJADawCQA2tAkANrgJADa8AAA/wAAAP8QAAD/IAAA/zAAAP9AAAD/UA
    AA/2AAAP9wAAD/gAAA/5AAAP+gAAD/sAAA/8AAAP/QAAD/4AAA//A=
    """
  /// 16 × 8 RGB, 8-bit plasma; filters 1, 3 and 4 (421 bytes).
  static let plasma = """
    iVBORw0KGgoAAAANSUhEUgAAABAAAAAICAIAAAB/FOjAAAABbElEQVQY0wXBUXOaMAAAYEgIAQmiImrtbt315t2e1u
    c97Hn/Ye/9g/0Zax/a7XZ1bT3n7AlFIiqEhBDivs/8fvM1PlmDHFJygeXHsbugQuJnA7Fu3ZXvX6rLo1jb8t23K8/z
    nqwf0Klm7m9ePNj6dhPQFTPacB7U+3rlTc3OQNkQjUZFof/MMb9PW+ZDMT235YrlWSHap0SxtyVNd8QJzuoTiC6gM0
    pfXxHqDXUu61gfD/CT6rCXy2bv7HcJNAGm4oq5B7LQkp4vfyL/rTLJdp5UrL/J26UP4EQTXP5NyWKShwNuB9uyzFpy
    zJDMcAkd5efKbTJRgcZVCWiI1anHfeNDDxxbUCU8rj0QAXUX80k8fQ79toCz7iNB5eNtV0TpDCDrSxM5Bji0Un52w2
    X6T/K00dIAyXCDsw4y9w90yKlyrF92pNeAweuzWWkTZKUAbSXdOrzmCi8MIap+01OyB0/AxSFcm3onoDEO/gPQYc0Q
    cTvO4QAAAABJRU5ErkJggg==
    """
  static let plasmaRGBA = """
    WrI9/0GxQf9ToET/QKxj/0emh/9er2T/S6de/1KCXv9Xd2z/UIVm/25hXP+QU1T/c1lO/4+gff+aq4j/dK9S/zVPQ/
    9EVTn/PktE/z1GOf9RY0H/TIlP/15wZf9RaVr/NXt9/0OKg/9Ue3L/d315/2heYf9UV3b/blFp/251av8SQTz/MUUb
    /yw3G/8nNif/FjQw/yZHHv8vRS//TF9T/1lmZ/9QjZT/VYyZ/1Bobf9haHf/bl1l/2hQTv9pVE3/MRwo/yYMQ/8kET
    f/FREX/xgjJf8mIhn/WSgt/0NPHf9MVC//aU8z/2R6T/9Qcmr/Q0VY/05Gb/9BOlv/NFRW/zAMIP8yABH/FRQB/y0B
    H/80CSj/PAAU/z4AHf9MGQn/UTAI/2QzIP9sUkT/TV5g/0M9VP8+Q1z/SDpD/0BCWP86BTf/SwBA/0IWMv8/Ayj/Jw
    AP/y0LEf9CDRn/GAAA/zAAGv8sEy3/KSZH/040N/9POSv/Jgg5/x4dI/9DH0j/cwBM/3sATv9sEzr/ZjE7/1IQEv80
    Cgn/LAgP/xIAAv8YFAD/HwAk/yQUN/8fE0v/FgAz/x4EDP8kMgr/JjQY/54ZS/+AElj/exYz/3IoIv9cCQX/UAAA/z
    UADv8AAAD/BAAR/wwQFv8SIin/FxxD/x0hPv8AEyP/ABoZ/xM+J/8=
    """
  /// 16 × 8 RGB, 8-bit, one plasma row repeated; filters 1 and 2 (125 bytes).
  static let rowsRepeated = """
    iVBORw0KGgoAAAANSUhEUgAAABAAAAAICAIAAAB/FOjAAAAARElEQVQY02Pc7Pz7hwHDY6kv53m33Xwv8ObjzbfiP0
    y/X/uqqPraw/o918lvLPsF/j95/emG8BNhwa9KTAwkglENxAAAiOkcNka7CigAAAAASUVORK5CYII=
    """
  static let rowsRepeatedRGBA = """
    s0P7/6tz+/+Oje//XZql/zaJtf8ieo7/D5GG/0SIXP85qYH/JPG8/xP7hf8J/0T/Gf4o/wTwAP8X1BP/KMk1/7ND+/
    +rc/v/jo3v/12apf82ibX/InqO/w+Rhv9EiFz/OamB/yTxvP8T+4X/Cf9E/xn+KP8E8AD/F9QT/yjJNf+zQ/v/q3P7
    /46N7/9dmqX/Nom1/yJ6jv8PkYb/RIhc/zmpgf8k8bz/E/uF/wn/RP8Z/ij/BPAA/xfUE/8oyTX/s0P7/6tz+/+Oje
    //XZql/zaJtf8ieo7/D5GG/0SIXP85qYH/JPG8/xP7hf8J/0T/Gf4o/wTwAP8X1BP/KMk1/7ND+/+rc/v/jo3v/12a
    pf82ibX/InqO/w+Rhv9EiFz/OamB/yTxvP8T+4X/Cf9E/xn+KP8E8AD/F9QT/yjJNf+zQ/v/q3P7/46N7/9dmqX/No
    m1/yJ6jv8PkYb/RIhc/zmpgf8k8bz/E/uF/wn/RP8Z/ij/BPAA/xfUE/8oyTX/s0P7/6tz+/+Oje//XZql/zaJtf8i
    eo7/D5GG/0SIXP85qYH/JPG8/xP7hf8J/0T/Gf4o/wTwAP8X1BP/KMk1/7ND+/+rc/v/jo3v/12apf82ibX/InqO/w
    +Rhv9EiFz/OamB/yTxvP8T+4X/Cf9E/xn+KP8E8AD/F9QT/yjJNf8=
    """
  /// 4 × 4 palette (PNG8) with tRNS: transparent white around a red, a green and a blue pixel; filter 0 (111 bytes).
  static let palette = """
    iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAMAAACeL25MAAAADFBMVEX/////AAAA/wAAAP9WpSYHAAAAAXRSTlMAQO
    bYZgAAABFJREFUCNdjYGQAASYGBGAGAABEAAcvqJizAAAAAElFTkSuQmCC
    """
  static let paletteRGBA =
    "/wAA/////wD///8A////AP///wAA/wD/////AP///wD///8A////AP///wD///8A////AP///wD///8AAAD//w=="
  /// 12 × 5 grey, 1-bit; filter 0 (68 bytes).
  static let grey1 = """
    iVBORw0KGgoAAAANSUhEUgAAAAwAAAAFAQAAAABZATCCAAAAC0lEQVQI12NgQAEAAA8AAS0uh5oAAAAASUVORK5CYI
    I=
    """
  static let grey1RGBA = """
    AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP
    8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA
    /wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAA
    D/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/
    """
  /// 12 × 5 grey, 2-bit; filter 0 (75 bytes).
  static let grey2 = """
    iVBORw0KGgoAAAANSUhEUgAAAAwAAAAFAgAAAAAeoUpSAAAAEklEQVQI12MIDY1iYGQMZUACABbFAVwn0MSxAAAAAE
    lFTkSuQmCC
    """
  static let grey2RGBA = """
    VVVV/1VVVf9VVVX/VVVV/1VVVf9VVVX/VVVV/1VVVf9VVVX/VVVV/6qqqv+qqqr/AAAA/wAAAP8AAAD/VVVV/wAAAP
    8AAAD/AAAA/1VVVf9VVVX/VVVV/1VVVf9VVVX/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA
    /wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAA
    D/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/
    """
  /// 12 × 5 grey, 4-bit; filter 0 (95 bytes).
  static let grey4 = """
    iVBORw0KGgoAAAANSUhEUgAAAAwAAAAFBAAAAACR4b/yAAAAJklEQVQI12OYUVle3rmawcXU2TU0gkFIiVFQSJhBgJ
    EBBIEASAAAlbUFYYiuiBsAAAAASUVORK5CYII=
    """
  static let grey4RGBA = """
    mZmZ/4iIiP93d3f/mZmZ/3d3d/93d3f/d3d3/3d3d/+IiIj/mZmZ/6qqqv+7u7v/RERE/0RERP8zMzP/VVVV/0RERP
    8zMzP/RERE/1VVVf9VVVX/VVVV/1VVVf+IiIj/ERER/yIiIv8iIiL/IiIi/wAAAP8RERH/ERER/xEREf8RERH/IiIi
    /xEREf8zMzP/ERER/wAAAP8AAAD/ERER/wAAAP8AAAD/AAAA/xEREf8AAAD/AAAA/wAAAP8RERH/AAAA/wAAAP8AAA
    D/AAAA/wAAAP8AAAD/AAAA/xEREf8AAAD/AAAA/wAAAP8AAAD/
    """
  /// 6 × 4 grey and alpha, 8-bit; filters 1 and 4 (79 bytes).
  static let greyAlpha = """
    iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAQAAAAHDYbIAAAAFklEQVQI12P8z4AALKsdcHAYGQ4gOAB12wOgfq2iFg
    AAAABJRU5ErkJggg==
    """
  static let greyAlphaRGBA = """
    ////AP///wD///8A////AP///wD///8AqqqqQKqqqkCqqqpAqqqqQKqqqkCqqqpAVVVVgFVVVYBVVVWAVVVVgFVVVY
    BVVVWAAAAAwAAAAMAAAADAAAAAwAAAAMAAAADA
    """
  /// 5 × 3 RGB, 16-bit; filters 0, 1 and 4 (141 bytes).
  static let rgb16 = """
    iVBORw0KGgoAAAANSUhEUgAAAAUAAAADEAIAAACExI7sAAAAVElEQVQI12OcOb1TdV/ebu6LFzjEQ/VMLxxKu35byE
    g/QeORvorRbpZt7y/GVz0T41nGffnAQXfGk1+rOT0F+bk+zPI7xfJfjwECRBez7TXwYMAAAM+kHTREahr/AAAAAElF
    TkSuQmCC
    """
  static let rgb16RGBA =
    "mYm+/1Rbxv+pj4j/gKG3/6jP6P9PWjj/ZQAL/2pbAP9zbAv/QmsJ/wAAAP8WBzD/AAAA/wAAAP8AAAD/"
  /// 8 × 8 palette, interlaced (Adam7) (337 bytes).
  static let interlaced = """
    iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAMAAAGE1n4vAAAAt1BMVEWHjP+usPO5xPvO5f+/1/7M+fif//Tj6P+HoP
    WQnu+azdbZvc/Oss604vrHx9ax2PGSkM6OxL+wt8arnaea0I2I09q118GezLGKq69gsbmGq72RkZFcmGxdz35to56E
    S29YWoRNm15ye2iPqmiKk2VUrmdgZUtlJi+GFzdfZB90gR+GdFGGhlOIeiZLcxI4I0NFBDI6HhE5TQAvJhJML0BOJR
    4qUxUAABcVBjAAGiQAAAAEAAAeAR4J1yOmAAAAVUlEQVQI1wXBBQKCQAAEwDUQQbq7QQklJA/+/y5mANwRprg+EOeQ
    FM1A2/8nXG4UDVnVTURJVqAbxhlPhn1xvCDCsh3X8wMX709Z1c33h2XdyE4OcgLqLwe2VLUSiwAAAABJRU5ErkJggg
    ==
    """
}
