// swift-tools-version:6.0
// BarKit renders iOS 7 bar chrome into pixel buffers and PNG files on the CPU.
//
// Targets are layered; each imports only the ones listed before it (Docs/Architecture.md):
//   BarKitConcurrency, BarKitGeometry, BarKitFiles → BarKitJSON → BarKitElements → BarKitRaster
//   → BarKitPNG, BarKitEffects, BarKitText, BarKitCompare → BarKitReport, BarKitScene → BarKitChrome
//   → BarKitMockups → BarKit (umbrella) → BarKitTesting, BarKitCLI → barkit
import PackageDescription

/// The test targets' code is compiled without optimization in release builds too: `swift test
/// -c release` exists to run the libraries' optimized code, and optimizing the tests themselves
/// would only lengthen the build.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(configuration: .release))]

/// What static FoundationEssentials needs beside itself (the dynamic libraries load these on
/// their own; SwiftPM's `--static-swift-stdlib` adds them through flags on every target, which a
/// package whose libraries others depend on cannot set). The package's modules import
/// FoundationEssentials where it exists, never all of Foundation, whose CoreFoundation and ICU
/// would come with it (Docs/Architecture.md, "Foundation").
let staticFoundationLibraries = ["_FoundationCollections", "_FoundationCShims", "stdc++"]

let package = Package(
  name: "BarKit",
  // macOS 15: `Synchronization.Mutex`, the package's one lock (Docs/Architecture.md, "Concurrency").
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "BarKit", targets: ["BarKit"]),
    .library(name: "BarKitTesting", targets: ["BarKitTesting"]),
    .executable(name: "barkit", targets: ["barkit"]),
  ],
  targets: [
    // C libraries from the system (Debian: libpng-dev, libfreetype-dev, libharfbuzz-dev,
    // libfontconfig-dev, libdeflate-dev, zlib1g-dev, libicu-dev), found with pkg-config.
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CLibDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
    // ICU's common library: the bidi algorithm and line breaking (Docs/Text.md). Its symbols
    // carry ICU's version (ubidi_open_72); Foundation's own copy of ICU is renamed apart
    // (swift_ubidi_open), so the two never clash.
    .systemLibrary(
      name: "CICU", pkgConfig: "icu-uc",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),

    // Owns every libpng setjmp, so longjmp never crosses Swift frames.
    .target(name: "CBarKitPNG", dependencies: ["CLibPNG"]),
    // Stable names for the few ICU calls BarKitText makes (ICU renames its C functions per release).
    .target(name: "CBarKitICU", dependencies: ["CICU"]),

    // Spreading independent work over the cores; the package's one concurrency helper.
    .target(name: "BarKitConcurrency"),
    .target(name: "BarKitGeometry"),
    // Files: atomic writes, checked reads of untrusted paths, globs, folders. Knows no format.
    .target(name: "BarKitFiles"),
    // UIKit's font weights: what a scene names, and what the text layer draws.
    .target(name: "BarKitTypography"),
    // Strict reading of the JSON files BarKit decodes with Codable: errors naming the file and
    // the JSON path, unknown keys rejected, whole numbers checked.
    .target(name: "BarKitJSON", dependencies: ["BarKitFiles"]),
    // Where a render's elements went (ElementMap, and its JSON): the chrome makes maps, the
    // comparison attributes changed pixels to them, so it sits below both.
    .target(name: "BarKitElements", dependencies: ["BarKitGeometry", "BarKitJSON"]),
    .target(name: "BarKitRaster", dependencies: ["BarKitGeometry"]),
    .target(
      name: "BarKitPNG",
      dependencies: [
        "BarKitConcurrency", "BarKitFiles", "BarKitGeometry", "BarKitRaster", "CLibPNG", "CBarKitPNG", "CLibDeflate",
        "CZlib",
      ]),
    .target(
      name: "BarKitEffects", dependencies: ["BarKitConcurrency", "BarKitGeometry", "BarKitRaster"]),
    .target(
      name: "BarKitText",
      dependencies: [
        "BarKitGeometry", "BarKitRaster", "BarKitTypography", "CFreeType", "CHarfBuzz", "CFontconfig", "CBarKitICU",
      ]),
    .target(
      name: "BarKitCompare",
      dependencies: [
        "BarKitConcurrency", "BarKitElements", "BarKitFiles", "BarKitGeometry", "BarKitJSON", "BarKitRaster",
        "BarKitPNG",
      ]),
    // Comparison reports (HTML pages of failures): used by BarKitTesting and the CLI, so the
    // `barkit` executable links no test framework.
    .target(
      name: "BarKitReport",
      dependencies: ["BarKitCompare", "BarKitFiles", "BarKitGeometry", "BarKitJSON", "BarKitPNG", "BarKitRaster"]),
    // The scene: model, vocabulary, devices and the JSON format. Draws nothing; asks BarKitText
    // only whether a font family it names is installed.
    .target(
      name: "BarKitScene",
      dependencies: [
        "BarKitFiles", "BarKitGeometry", "BarKitJSON", "BarKitRaster", "BarKitPNG", "BarKitText", "BarKitTypography",
      ]),
    // Layout and painting of the bars, iOS 7 and iOS 6, and where each element went (an
    // ElementMap, which a comparison uses to name the elements holding its changes).
    .target(
      name: "BarKitChrome",
      dependencies: [
        "BarKitConcurrency", "BarKitEffects", "BarKitElements", "BarKitGeometry", "BarKitJSON", "BarKitPNG",
        "BarKitRaster", "BarKitScene", "BarKitText",
      ]),
    // Many renders at once: batch manifests, frames and animated PNGs, sheets, the gallery.
    .target(
      name: "BarKitMockups",
      dependencies: [
        "BarKitChrome", "BarKitConcurrency", "BarKitEffects", "BarKitFiles", "BarKitGeometry", "BarKitJSON",
        "BarKitPNG", "BarKitRaster", "BarKitScene", "BarKitText",
      ]),
    .target(
      name: "BarKit",
      dependencies: [
        "BarKitGeometry", "BarKitFiles", "BarKitJSON", "BarKitElements", "BarKitRaster", "BarKitPNG", "BarKitEffects",
        "BarKitTypography", "BarKitText", "BarKitCompare", "BarKitReport", "BarKitScene", "BarKitChrome",
        "BarKitMockups",
      ]),
    .target(name: "BarKitTesting", dependencies: ["BarKit"]),
    .target(
      name: "BarKitCLI", dependencies: ["BarKit", "BarKitConcurrency", "BarKitText"]),
    // The developers' benchmarks, a program of their own: the product's `barkit` ships none.
    .target(name: "BarKitBench", dependencies: ["BarKit", "BarKitCLI"]),
    .executableTarget(name: "barkit-bench", dependencies: ["BarKitBench"]),
    // Release builds of the command on Linux link the Swift runtime and FoundationEssentials
    // statically, so a CI job that runs one `barkit compare` per pair does not load and relocate
    // their shared libraries each time, and the binary runs where no Swift is installed
    // (Docs/Performance.md). Only FoundationEssentials, not all of Foundation: its ICU data
    // would more than double the binary.
    .executableTarget(
      name: "barkit", dependencies: ["BarKitCLI"],
      linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        + staticFoundationLibraries.map { .linkedLibrary($0, .when(platforms: [.linux], configuration: .release)) }
    ),

    .target(
      name: "TestSupport", dependencies: ["BarKit", "BarKitEffects", "BarKitTesting"], path: "Tests/TestSupport",
      swiftSettings: testSettings),
    .testTarget(name: "BarKitConcurrencyTests", dependencies: ["BarKitConcurrency"], swiftSettings: testSettings),
    .testTarget(
      name: "BarKitGeometryTests", dependencies: ["BarKitGeometry", "TestSupport"], swiftSettings: testSettings),
    .testTarget(name: "BarKitFilesTests", dependencies: ["BarKitFiles"], swiftSettings: testSettings),
    .testTarget(name: "BarKitJSONTests", dependencies: ["BarKitJSON"], swiftSettings: testSettings),
    .testTarget(
      name: "BarKitElementsTests", dependencies: ["BarKitElements", "BarKitGeometry", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "BarKitRasterTests", dependencies: ["BarKitGeometry", "BarKitRaster", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "BarKitPNGTests",
      dependencies: ["BarKitFiles", "BarKitGeometry", "BarKitPNG", "BarKitRaster", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "BarKitEffectsTests",
      dependencies: ["BarKitEffects", "BarKitGeometry", "BarKitPNG", "BarKitRaster", "BarKitTesting", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "BarKitTextTests",
      dependencies: ["BarKitGeometry", "BarKitPNG", "BarKitRaster", "BarKitText", "BarKitTesting", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "BarKitCompareTests",
      dependencies: [
        "BarKitCompare", "BarKitElements", "BarKitGeometry", "BarKitPNG", "BarKitRaster", "BarKitText", "CFreeType",
        "TestSupport",
      ],
      swiftSettings: testSettings),
    .testTarget(
      name: "BarKitSceneTests",
      dependencies: ["BarKitGeometry", "BarKitPNG", "BarKitRaster", "BarKitScene", "BarKitText", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "BarKitChromeTests",
      dependencies: [
        "BarKitChrome", "BarKitCompare", "BarKitElements", "BarKitFiles", "BarKitGeometry", "BarKitPNG", "BarKitRaster",
        "BarKitScene", "BarKitTesting", "TestSupport",
      ], swiftSettings: testSettings),
    .testTarget(
      name: "BarKitMockupsTests",
      dependencies: [
        "BarKit", "BarKitChrome", "BarKitFiles", "BarKitGeometry", "BarKitMockups", "BarKitPNG", "BarKitRaster",
        "BarKitScene", "BarKitTesting", "BarKitText", "TestSupport",
      ], swiftSettings: testSettings),
    .testTarget(
      name: "BarKitTestingTests", dependencies: ["BarKit", "BarKitTesting", "TestSupport"], swiftSettings: testSettings),
    .testTarget(
      name: "BarKitReportTests", dependencies: ["BarKitCompare", "BarKitGeometry", "BarKitRaster", "BarKitReport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "BarKitCLITests", dependencies: ["BarKit", "BarKitBench", "BarKitCLI", "BarKitTesting", "TestSupport"],
      swiftSettings: testSettings),
  ],
  swiftLanguageModes: [.v6]
)
