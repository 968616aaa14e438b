// swift-tools-version:6.0
import PackageDescription

// A program that uses rainstorm's library as another package would (issue 46): only what
// RainstormCore declares `public` is visible here, since `package` access stops at the
// package's edge. `.ci/run` builds and runs it; it is not part of `swift test`.
let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "rainstorm", path: "../..")],
  targets: [
    .executableTarget(
      name: "Consumer", dependencies: [.product(name: "RainstormCore", package: "rainstorm")])
  ],
  swiftLanguageModes: [.v6]
)
