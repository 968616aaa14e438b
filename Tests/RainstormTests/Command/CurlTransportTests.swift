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
          + "libcurl-not-installed.so.4; \(Self.hostHint)); "
          + "check your connection\n")
      #expect(run.stdout.isEmpty)
    }

    /// What this machine's /etc/os-release makes the message say.
    static var hostHint: String {
      CurlLibrary.installHint(
        osRelease: try? String(contentsOfFile: "/etc/os-release", encoding: .utf8))
    }

    /// The package to install is named for the system, from its /etc/os-release (the lines
    /// that matter, as these systems write them).
    @Test(arguments: [
      ("ID=debian\nVERSION_ID=\"11\"\nVERSION_CODENAME=bullseye", "apt install libcurl4"),
      ("ID=debian\nVERSION_ID=\"12\"\nVERSION_CODENAME=bookworm", "apt install libcurl4"),
      ("ID=debian\nVERSION_ID=\"13\"\nVERSION_CODENAME=trixie", "apt install libcurl4t64"),
      ("ID=debian\nVERSION_CODENAME=forky", "apt install libcurl4t64"),
      ("ID=ubuntu\nID_LIKE=debian\nVERSION_ID=\"22.04\"", "apt install libcurl4"),
      ("ID=ubuntu\nID_LIKE=debian\nVERSION_ID=\"24.04\"", "apt install libcurl4t64"),
      ("ID=linuxmint\nID_LIKE=\"ubuntu debian\"\nVERSION_ID=\"21.3\"", "apt install libcurl4"),
      ("ID=fedora\nVERSION_ID=41", "dnf install libcurl"),
      ("ID=\"rhel\"\nID_LIKE=\"fedora\"\nVERSION_ID=\"9.4\"", "dnf install libcurl"),
      ("ID=\"rocky\"\nID_LIKE=\"rhel centos fedora\"", "dnf install libcurl"),
      ("ID=arch", "pacman -S curl"),
      ("ID=manjaro\nID_LIKE=arch", "pacman -S curl"),
      ("ID=alpine\nVERSION_ID=3.20.3", "apk add libcurl"),
      ("ID=\"opensuse-tumbleweed\"\nID_LIKE=\"opensuse suse\"", "zypper install libcurl4"),
    ])
    func theMessageNamesThePackageForTheSystem(osRelease: String, command: String) {
      #expect(
        CurlLibrary.installHint(osRelease: osRelease) == "install it: \(command)")
    }

    @Test func anUnknownSystemGetsThePackagesNames() {
      for text in [nil, "", "ID=gentoo", "garbage"] as [String?] {
        #expect(
          CurlLibrary.installHint(osRelease: text).hasPrefix("install libcurl (Debian"))
      }
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
