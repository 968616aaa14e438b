// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "rainstorm",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "RainstormCore", targets: ["RainstormCore"]),
    .executable(name: "rainstorm", targets: ["rainstorm"]),
  ],
  targets: [
    .target(name: "RainstormCore"),
    .executableTarget(name: "rainstorm", dependencies: ["RainstormCore"]),
    .testTarget(
      name: "RainstormTests",
      dependencies: ["RainstormCore", "rainstorm"],
      exclude: ["Fixtures", "Golden"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
