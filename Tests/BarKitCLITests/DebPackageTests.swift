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
    for package in ["fonts-urw-base35", "fonts-wqy-microhei", "fonts-dejavu-core"] {
      #expect(depends.contains(package), "Depends lacks \(package): \(depends)")
    }
    // The executable needs glibc 2.35 and these libraries' symbols: each is declared with the
    // lowest version that has them, so apt refuses an older system instead of a failing binary.
    #expect(depends.contains("libc6 (>= 2.35)"), "Depends: \(depends)")
    for package in ["libpng16-16", "libdeflate0", "libfreetype6", "libharfbuzz0b", "libfontconfig1", "zlib1g"] {
      #expect(depends.contains("\(package) (>= "), "Depends lacks a versioned \(package): \(depends)")
    }
    // Every library (the C++ runtime too, in the static release executable) has a version.
    for clause in depends.split(separator: ",") where !clause.contains("fonts-") {
      #expect(clause.contains("(>= "), "\(clause) has no version: \(depends)")
    }
    // ICU's package is named by its major version (libicu72 on Debian 12).
    #expect(depends.contains("libicu"), "Depends lacks ICU: \(depends)")
    #expect(try field("Recommends") == "fonts-noto-color-emoji")

    let root = scratch.path("root")
    #expect(try run("/usr/bin/dpkg", ["-x", deb, root]).code == 0)
    let installed = try run(root + "/usr/bin/barkit", ["--version"])
    #expect(installed.code == 0)
    #expect(installed.out.hasPrefix("barkit \(version ?? "?")"))

    // Debian policy 12.5: every package carries its copyright file.
    let copyright = try String(contentsOfFile: root + "/usr/share/doc/barkit/copyright", encoding: .utf8)
    #expect(copyright.hasPrefix("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"))
    #expect(copyright.contains("License: Expat"))
    // readelf comes with strip (binutils), which the script needs.
    let sections = try run("/usr/bin/readelf", ["-S", "-W", root + "/usr/bin/barkit"]).out
    #expect(sections.contains(".text") && !sections.contains(".symtab"), "the packaged executable is not stripped")
  }

  /// Whether the executable beside the test bundle finds its libraries without a search path of
  /// its own: the static release one (`swift test -c release`, as `make test` runs) does; a debug
  /// one links the Swift runtime from the toolchain (`RUNPATH /opt/swift/…`), which a package
  /// cannot ship and lintian rightly calls an error.
  static let executableIsSelfContained: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/readelf"),
      FileManager.default.isExecutableFile(atPath: FaultTests.barkitExecutable.path)
    else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/readelf")
    process.arguments = ["-d", FaultTests.barkitExecutable.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return false }
    let dynamic = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return dynamic.split(separator: "\n").filter { $0.contains("RUNPATH") || $0.contains("RPATH") }
      .allSatisfy { $0.hasSuffix("[$ORIGIN]") }
  }()

  /// lintian, Debian's package checker, finds no error in the package (warnings, such as the
  /// missing manual page, are allowed).
  @Test(
    .requiresExecutable("/usr/bin/lintian", package: "lintian"),
    .requiresExecutable("/usr/bin/dpkg-deb", package: "dpkg"),
    .enabled(
      if: executableIsSelfContained,
      "the barkit beside the test bundle is a debug build that links the toolchain's Swift runtime; swift test -c release (make test) packages the self-contained release executable"
    ))
  func lintianFindsNoErrorInThePackage() throws {
    let scratch = try HostileFolder()
    let built = try run(Self.script.path, [FaultTests.barkitExecutable.path, scratch.path("out")])
    #expect(built.code == 0)
    let deb = built.out.trimmingCharacters(in: .whitespacesAndNewlines)
    let lintian = try run("/usr/bin/lintian", ["--fail-on", "error", "--no-tag-display-limit", deb])
    #expect(lintian.code == 0, "lintian: \(lintian.out)")
    #expect(!lintian.out.contains("E: "), "lintian: \(lintian.out)")
  }
}
