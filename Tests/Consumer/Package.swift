// swift-tools-version:6.0
import PackageDescription

// A program that uses rainstorm's library as another package would (issues 46 and 57): it
// depends on rainstorm by version, from a clone (`.ci/run` makes one of the commit under test,
// tags it and names it in RAINSTORM_CONSUMER_URL), so SwiftPM holds rainstorm to a
// dependency's rules (no unsafe flags), and only what RainstormCore declares `public` is
// visible here. `.ci/run` builds and runs it; it is not part of `swift test`.
let url = Context.environment["RAINSTORM_CONSUMER_URL"] ?? "https://rainstorm.invalid/rainstorm"
let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v15)],
  dependencies: [.package(url: url, from: "0.1.0")],
  targets: [
    .executableTarget(
      name: "Consumer", dependencies: [.product(name: "RainstormCore", package: "rainstorm")])
  ],
  swiftLanguageModes: [.v6]
)
