import Foundation
import TestSupport
import Testing

/// `make deb` (.ci/build-deb.sh): the package of the barkit executable built beside the test
/// bundle (the static release one in `swift test -c release`) is built with dpkg-deb, unpacked
/// into a scratch root, and its control fields and executable checked.
@Suite struct DebPackageTests {
  static let script = SharedFixtures.repositoryRoot.appendingPathComponent(".ci/build-deb.sh")

  func run(_ executable: String, _ arguments: [String]) throws -> (code: Int32, out: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(
    .requiresExecutable("/usr/bin/dpkg-deb", package: "dpkg"),
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: FaultTests.barkitExecutable.path),
      "no barkit executable beside the test bundle (swift build builds it)"))
  func theDebianPackageInstallsARunningBarkit() throws {
    let scratch = try HostileFolder()
    let barkit = FaultTests.barkitExecutable.path
    let built = try run(Self.script.path, [barkit, scratch.path("out")])
    #expect(built.code == 0)
    let deb = built.out.trimmingCharacters(in: .whitespacesAndNewlines)
    let version = try run(barkit, ["--version"]).out.split(separator: " ").last.map(String.init)?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let arch = try run("/usr/bin/dpkg", ["--print-architecture"]).out.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(deb.hasSuffix("/barkit_\(version ?? "?")_\(arch).deb"))

    func field(_ name: String) throws -> String {
      try run("/usr/bin/dpkg-deb", ["-f", deb, name]).out.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(try field("Package") == "barkit")
    #expect(try field("Version") == version)
    #expect(try field("Architecture") == arch)
    let depends = try field("Depends")
    for package in [
      "libpng16-16", "libdeflate0", "libfreetype6", "libharfbuzz0b", "libfontconfig1", "zlib1g", "fonts-urw-base35",
      "fonts-wqy-microhei", "fonts-dejavu-core", "libicu",
    ] {
      #expect(depends.contains(package), "Depends lacks \(package): \(depends)")
    }
    #expect(try field("Recommends") == "fonts-noto-color-emoji")

    let root = scratch.path("root")
    #expect(try run("/usr/bin/dpkg", ["-x", deb, root]).code == 0)
    let installed = try run(root + "/usr/bin/barkit", ["--version"])
    #expect(installed.code == 0)
    #expect(installed.out.hasPrefix("barkit \(version ?? "?")"))
  }
}
