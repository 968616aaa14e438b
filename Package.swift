// swift-tools-version:6.0
import PackageDescription

// The release build on Linux (README, "Performance"): libstdc++ and libgcc are linked into the
// binary, not loaded at start, and it exports no symbols. When libcurl is loaded for the first
// request, each of its ten thousand symbol look-ups searches every library already loaded
// first: with libstdc++, libgcc_s and libm loaded, loading libcurl took 8.0 ms instead of 6.0,
// and a hello world started in 2.4 ms instead of 1.8. `StaticLibraries/libstdc++.so` is a
// linker script that names `libstdc++.a` for the `-lstdc++` the Swift runtime asks for.
let linuxRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
let staticRuntimeLibraries: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-L", Context.packageDirectory + "/Sources/rainstorm/StaticLibraries",
      "-Xclang-linker", "-static-libgcc", "-Xlinker", "--no-export-dynamic",
    ], linuxRelease)
]

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
      ],
      exclude: ["StaticLibraries"],
      linkerSettings: staticRuntimeLibraries),
    .testTarget(
      name: "RainstormTests",
      dependencies: ["RainstormCore", "rainstorm", "RainstormURLSession"],
      exclude: ["Fixtures", "Golden"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
