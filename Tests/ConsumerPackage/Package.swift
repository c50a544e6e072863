// swift-tools-version:6.0
// A client of BarKit, as a snapshot tester would write one: goldens asserted from XCTest and
// Swift Testing. Tests/Scripts/consumer-package.sh copies it to a scratch folder and runs it
// (`make test-consumer`); BARKIT_ROOT names the BarKit checkout it depends on.
import PackageDescription

let package = Package(
  name: "ConsumerPackage",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "BarKit", path: Context.environment["BARKIT_ROOT"] ?? "../..")],
  targets: [
    .testTarget(
      name: "ConsumerTests", dependencies: [.product(name: "BarKitTesting", package: "BarKit")],
      exclude: ["__Goldens__"])
  ]
)
