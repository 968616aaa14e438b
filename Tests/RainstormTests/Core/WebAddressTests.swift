import Foundation
import Testing

@testable import RainstormCore
@testable import rainstorm

@Suite struct WebAddressTests {
  static let accepted = [
    "http://127.0.0.1:8080", "https://api.open-meteo.com/v1/forecast?latitude=52.2&x=a,b",
    "HTTPS://Example.ORG/", "http://user:secret@proxy.example:3128/", "http://[::1]:8080/x",
    "socks5h://proxy:1080", "https://host/path#part", "http://a.b/c?d=%20e", "http://h:/",
  ]

  @Test(arguments: accepted)
  func readsWhatFoundationReads(text: String) throws {
    let ours = try #require(WebAddress(text))
    let theirs = try #require(URL(string: text))
    #expect(ours.text == text)
    #expect(ours.scheme == theirs.scheme?.lowercased())
    #expect(ours.host == theirs.host(percentEncoded: true))
    #expect(ours.path == theirs.path(percentEncoded: true))
    #expect(ours.query.map(String.init) == theirs.query(percentEncoded: true))
  }

  @Test(arguments: [
    "", "127.0.0.1", "api.open-meteo.com/v1", "http://", "http:///path", "http://a b/",
    "http://host/a b", "http://exa\u{7F}mple.org", "http://bücher.de/", "http://h:99999/",
    "http://h:8o/", "http://[zz]/", "http://[::1/", "http://h/\u{0}", "http://h/<script>",
    "javascript:alert(1)", "1http://h/", "http://h\u{200B}/", "http://h/\n", "http://h|x/",
  ])
  func refusesWhatIsNoAbsoluteURL(text: String) {
    #expect(WebAddress(text) == nil)
  }

  /// Every ASCII byte in a path and in a host name, against RFC 3986's rules written out here.
  @Test func acceptsEachByteByRFC3986() {
    let neverInAURL = Array("\"<>\\^`{|}".utf8)
    let inAHostName = Array("-._~%!$&'()*+,;=".utf8)
    let endingTheHost = Array(":/?#@[]".utf8)
    for byte in UInt8(0)...127 {
      let character = String(decoding: [byte], as: UTF8.self)
      let inAPath = (0x21...0x7E).contains(byte) && !neverInAURL.contains(byte)
      #expect((WebAddress("http://h/a\(character)b") != nil) == inAPath, "\(byte)")
      guard !endingTheHost.contains(byte) else { continue }
      let hostByte =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
        || (0x61...0x7A).contains(byte) || inAHostName.contains(byte)
      #expect((WebAddress("http://a\(character)b/") != nil) == hostByte, "\(byte)")
    }
  }

  @Test func dropsCredentialsForShowing() throws {
    let proxy = try #require(WebAddress("http://user:p%40ss@proxy.example:3128/"))
    #expect(proxy.host == "proxy.example")
    #expect(proxy.textWithoutCredentials == "http://proxy.example:3128/")
    let plain = try #require(WebAddress("https://api.met.no"))
    #expect(plain.textWithoutCredentials == "https://api.met.no")
    #expect(plain.isWeb && !(WebAddress("socks5://p:1")?.isWeb ?? true))
  }

  @Test func buildsRequestsUnderARoot() throws {
    let root = try #require(WebAddress("http://127.0.0.1:8080/mirror/"))
    #expect(
      root.request(path: "/v1/forecast", query: [("latitude", "1"), ("longitude", "2")]).text
        == "http://127.0.0.1:8080/mirror/v1/forecast?latitude=1&longitude=2")
    #expect(
      root.appending(path: "ipapi.co/json/").text == "http://127.0.0.1:8080/mirror/ipapi.co/json/")
    let bare = try #require(WebAddress("http://127.0.0.1:8080"))
    #expect(bare.appending(path: "ipwho.is/").text == "http://127.0.0.1:8080/ipwho.is/")
  }
}
