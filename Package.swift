// swift-tools-version:6.0
import PackageDescription

// The release build on Linux (Tests/Benchmark/README.md has the numbers):
// - libstdc++ and libgcc are linked into the binary, not loaded at start, and it exports no
//   symbols. When libcurl is loaded for the first request, each of its ten thousand symbol
//   look-ups searches every library already loaded first: with libstdc++, libgcc_s and libm
//   loaded, loading libcurl took 8.0 ms instead of 6.0, and a hello world started in 2.4 ms
//   instead of 1.8. `Linking/libstdc++.so` is a linker script that names `libstdc++.a` for the
//   `-lstdc++` the Swift runtime asks for.
// - The toolchain's own linker, lld. The release (`.release/build`) and the benchmark link a
//   second time with the functions that common runs execute side by side (`-Xlinker
//   --symbol-ordering-file`, the list made from the first link by
//   `Tests/Benchmark/hot-functions.sh`, never kept in git). The kernel maps 64 KiB around each
//   page of code touched: in the benchmark, a cold run peaked at 14.4 MiB against 16.9 MiB
//   with gold's layout, and `--version` at 4.8 MiB against 7.4 MiB (/usr/bin/time).
// - Built on a newer glibc, it starts on glibc 2.34 and later (RHEL 9): the relative
//   relocations are not packed (RELR needs glibc 2.36; 0.6 MB more), and the two symbols of
//   glibc 2.35 it would use, `hypotf` and GCC 12's unwinder's `_dl_find_object`, go to
//   `CLinuxShim/GlibcFloor.c` (`--wrap`). The release (`.release/build`) is also linked
//   against Debian 11's glibc (`.release/sysroot`) and starts on 2.31 and later; `.ci/distros`
//   checks its symbol versions and runs it on Debian 11, 12 and 13.
// - The standard library's Unicode scalar names (552 KB) are left out: rainstorm never asks
//   one, and `CLinuxShim/UnusedTables.c` answers the one function that would read them.
let linuxRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
let linking = Context.packageDirectory + "/Sources/rainstorm/Linking"

// The library is a product an app depends on by version (README, "The library"), and SwiftPM
// refuses a package with unsafe flags there. Such a package is checked out under `checkouts/`
// (`.build/checkouts`, Xcode's `SourcePackages/checkouts`): there it builds without the flags
// below, which serve this package's own release (`Tests/Consumer` depends on it so).
let isDependency = Context.packageDirectory.contains("/checkouts/")
let releaseLinking: [LinkerSetting] =
  isDependency
  ? []
  : [
    .unsafeFlags(
      [
        "-L", linking, "-Xclang-linker", "-static-libgcc", "-Xlinker", "--no-export-dynamic",
        "-use-ld=lld", "-Xlinker", "--wrap=hypotf", "-Xlinker", "--wrap=_dl_find_object",
        "-Xlinker", "--wrap=_swift_stdlib_getScalarName",
      ], linuxRelease)
  ]

// - Concrete types' metadata is reached through accessor functions, not by demangling their
//   names at run time (`-disable-concrete-type-metadata-mangled-name-accessors`), which the
//   first use of each generic type (`[String: JSONValue]`, an array of tuples) did, looking
//   its conformances up too. A cached `-f line` runs 5.16 million instructions instead of
//   6.80 (callgrind) and takes 2.1 ms instead of 2.4 (hyperfine), for 32 KB more code.
let releaseCompiling: [SwiftSetting] =
  isDependency
  ? []
  : [
    .unsafeFlags(
      ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], linuxRelease)
  ]

let package = Package(
  name: "rainstorm",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "RainstormCore", targets: ["RainstormCore"]),
    .executable(name: "rainstorm", targets: ["rainstorm"]),
  ],
  targets: [
    .target(name: "RainstormCore", swiftSettings: releaseCompiling),
    // What the Linux executable needs from C: the variadic libcurl calls of its transport (no
    // libcurl header needed), and its arguments as the C library gives them to constructors.
    .target(name: "CLinuxShim"),
    // The URLSession transport: the executable's on Apple platforms; tests run it everywhere,
    // so the Linux binary never links FoundationNetworking.
    .target(name: "RainstormURLSession", dependencies: ["RainstormCore"]),
    .executableTarget(
      name: "rainstorm",
      dependencies: [
        "RainstormCore",
        .target(name: "CLinuxShim", condition: .when(platforms: [.linux])),
        .target(
          name: "RainstormURLSession",
          condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])),
      ],
      exclude: ["Linking"],
      swiftSettings: releaseCompiling,
      linkerSettings: releaseLinking),
    .testTarget(
      name: "RainstormTests",
      dependencies: ["RainstormCore", "rainstorm", "RainstormURLSession"],
      exclude: ["Fixtures", "Golden"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
