import Foundation
import RainstormCore
import Testing

@testable import rainstorm

@Suite struct HelpAndVersionTests {
  @Test(arguments: [["--help"], ["-h"], ["--lat", "1", "--help"], ["--bogus-later", "--help"]])
  func printsHelpToStdout(arguments: [String]) async {
    let outcome = await CommandHarness().run(arguments)
    if arguments.contains("--bogus-later") {
      // An unknown option is reported even when help is asked for after it.
      #expect(outcome.status == .usage)
      return
    }
    #expect(outcome.status == .success)
    #expect(outcome.stderr.isEmpty)
    #expect(outcome.stdout.hasPrefix("rainstorm \(Rainstorm.version): "))
  }

  /// Help fits two screens of 50 lines; the long tables are in the man page it points to.
  @Test func helpListsEveryOptionAndExitCodeOnTwoScreensOfEightyColumns() async {
    let help = await CommandHarness().run(["--help"]).stdout
    #expect(help.split(separator: "\n", omittingEmptySubsequences: false).count <= 100)
    for option in CommandOption.all {
      #expect(help.contains("--\(option.name)"), "missing --\(option.name)")
    }
    #expect(help.contains("man rainstorm"))
    let manPage = ManPage.text
    for variable in HelpText.environment {
      #expect(manPage.contains(ManPage.text(variable.name)))
    }
    for placeholder in Template.placeholders {
      #expect(manPage.contains(".B %\(ManPage.text(String(placeholder.code)))\n"))
    }
    for status in ExitCode.allCases {
      #expect(help.contains("\n  \(String(status.rawValue).leftPadded(3))  \(status.meaning)\n"))
    }
    #expect(help.contains("Weather data by Open-Meteo.com"))
    for line in help.split(separator: "\n") {
      #expect(line.count <= 80, "too wide: \(line)")
    }
  }

  @Test(arguments: [["--version"], ["-V"]])
  func printsTheVersion(arguments: [String]) async {
    let outcome = await CommandHarness().run(arguments)
    #expect(outcome.status == .success)
    // The version, the system, the C library, the Swift and the build: enough for a report.
    #expect(outcome.stdout.hasPrefix("rainstorm \(Rainstorm.version) ("))
    #if os(Linux) && arch(x86_64)
      #expect(outcome.stdout.contains("(Linux x86_64, glibc 2."))
    #endif
    #expect(outcome.stdout.contains(", Swift 6."))
    #expect(outcome.stdout.hasSuffix(" build)\n"))
    #expect(outcome.stdout.split(separator: "\n").count == 1)
    #expect(outcome.stderr.isEmpty)
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
