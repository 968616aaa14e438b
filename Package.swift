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
    // The variadic libcurl calls of the Linux transport, made from C (no libcurl header needed).
    .target(name: "CCurlShim"),
    // The URLSession transport: the executable's on Apple platforms; tests run it everywhere,
    // so the Linux binary never links FoundationNetworking.
    .target(name: "RainstormURLSession", dependencies: ["RainstormCore"]),
    .executableTarget(
      name: "rainstorm",
      dependencies: [
        "RainstormCore",
        .target(name: "CCurlShim", condition: .when(platforms: [.linux])),
        .target(
          name: "RainstormURLSession",
          condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])),
      ]),
    .testTarget(
      name: "RainstormTests",
      dependencies: ["RainstormCore", "rainstorm", "RainstormURLSession"],
      exclude: ["Fixtures", "Golden"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
