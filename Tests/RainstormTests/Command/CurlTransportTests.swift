#if os(Linux)
  import Foundation
  import RainstormCore
  import Testing

  @testable import rainstorm

  /// The libcurl transport's own edges: a library that cannot be loaded, and its limits.
  @Suite struct CurlTransportTests {
    @Test func aMissingLibcurlIsAClearMessageNotACrash() async {
      var harness = CommandHarness()
      harness.environment["RAINSTORM_WEATHER_URL"] = "http://127.0.0.1:9"
      harness.liveTransport = .live(library: "libcurl-not-installed.so.4", environment: [:])
      let run = await harness.run(["45.6,17.22", "--no-cache"])
      #expect(run.status == .unavailable)
      #expect(
        run.stderr
          == "rainstorm: no weather data: cannot reach 127.0.0.1 (cannot load "
          + "libcurl-not-installed.so.4; install libcurl (Debian: libcurl4)); "
          + "check your connection\n")
      #expect(run.stdout.isEmpty)
    }

    @Test func certificatesComeFromCURL_CA_BUNDLEThenSSL_CERT_FILE() {
      typealias Certificates = HTTPClient.Certificates
      #expect(
        HTTPClient.caBundle(["CURL_CA_BUNDLE": "/a.pem", "SSL_CERT_FILE": "/b.pem"])
          == Certificates(path: "/a.pem", variable: "CURL_CA_BUNDLE"))
      #expect(
        HTTPClient.caBundle(["CURL_CA_BUNDLE": "", "SSL_CERT_FILE": "/b.pem"])
          == Certificates(path: "/b.pem", variable: "SSL_CERT_FILE"))
      #expect(HTTPClient.caBundle(["SSL_CERT_DIR": "/etc/ssl/certs"]) == nil)
    }

    @Test func theRealLibraryLoads() throws {
      _ = try CurlLibrary.shared.get()
    }

    @Test(arguments: [
      (0.0001, 1), (0.5, 500), (2, 2000), (-1, 1), (.nan, 1), (1e300, 86_400_000),
    ])
    func timeoutsBecomeWholeMillisecondsLibcurlAccepts(seconds: Double, milliseconds: Int) {
      #expect(CurlLibrary.milliseconds(seconds) == milliseconds)
    }
  }
#endif
