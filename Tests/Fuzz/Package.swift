// swift-tools-version:6.0
// libFuzzer harnesses for BarKit's untrusted-input entry points (Docs/Security.md).
// A separate package so the fuzzer and sanitizer flags never reach the main build:
//   swift build -c release --package-path Tests/Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// Tests/Scripts/fuzz.sh builds and runs them.
import PackageDescription

/// One executable per harness; each exports `LLVMFuzzerTestOneInput`.
let harnesses = ["FuzzPNG", "FuzzSVG", "FuzzCompare", "FuzzManifest", "FuzzScene"]

let package = Package(
  name: "BarKitFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "BarKit", path: "../..")],
  targets: [.target(name: "FuzzSupport")]
    + harnesses.map { name in
      .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: "BarKit", package: "BarKit")])
    },
  swiftLanguageModes: [.v6]
)
