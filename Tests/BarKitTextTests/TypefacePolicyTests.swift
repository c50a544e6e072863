import Foundation
import Testing

@testable import BarKitText

/// Which face draws the system family: pinned by default (the same pixels on every machine),
/// Helvetica Neue first when asked (the barkit command's default).
@Suite struct TypefacePolicyTests {
  @Test func parsesTheCommandLineValues() {
    #expect(TypefacePolicy(parsing: "auto") == .realFaceFirst)
    #expect(TypefacePolicy(parsing: "Pinned") == .pinned)
    #expect(TypefacePolicy(parsing: "Inter") == .pinned(to: "Inter"))
    #expect(TypefacePolicy(parsing: "") == nil)
    #expect(TypefacePolicy.realFaceFirst.description == "Helvetica Neue, else Nimbus Sans")
  }

  @Test func theFirstInstalledFamilyOfThePolicyWins() {
    let library = FontLibrary()
    library.typefacePolicy = TypefacePolicy(families: ["No Such Family 42", "Inter"])
    let resolved = library.resolve(family: FontDescriptor.systemFamily, weight: .medium)
    #expect(resolved.face.family == "Inter" && resolved.face.style == "Medium")
    #expect(resolved.warnings.isEmpty)
    // Changing the policy re-resolves the system family.
    library.typefacePolicy = .pinned(to: "DejaVu Sans")
    #expect(library.resolve(family: FontDescriptor.systemFamily, weight: .regular).face.family == "DejaVu Sans")
    #expect(library.typefaceReport.contains("DejaVu Sans"))
  }

  @Test(.enabled(if: helveticaNeueFile != nil, "no Helvetica Neue font file (set BARKIT_HELVETICA_NEUE to one)"))
  func aPinnedPolicyIgnoresTheRealFaceEvenWhenInstalled() throws {
    let library = try Self.libraryWithHelveticaNeue(policy: .pinned)
    #expect(library.resolve(family: FontDescriptor.systemFamily, weight: .regular).face.family == "Nimbus Sans")
  }

  /// The real-face path, with a Helvetica Neue file a test points fontconfig at: set
  /// BARKIT_HELVETICA_NEUE to the file (macOS: /System/Library/Fonts/HelveticaNeue.ttc).
  @Test(.enabled(if: helveticaNeueFile != nil, "no Helvetica Neue font file (set BARKIT_HELVETICA_NEUE to one)"))
  func realFaceFirstUsesHelveticaNeueWithItsOwnMedium() throws {
    let library = try Self.libraryWithHelveticaNeue(policy: .realFaceFirst)
    let medium = library.resolve(family: FontDescriptor.systemFamily, weight: .medium)
    #expect(medium.face.family == "Helvetica Neue")
    #expect(medium.face.synthesis == nil, "Helvetica Neue ships Medium: \(medium.face)")
    #expect(library.typefaceReport.contains("Helvetica Neue"))
  }

  /// The mechanism the Helvetica Neue test relies on, checked on any machine: a configuration file
  /// adds a folder to fontconfig's defaults, which stay loaded.
  @Test func aConfigurationFileAddsToTheDefaults() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("barkit-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = try Self.library(addingFontsIn: folder.path, policy: .pinned(to: "Inter"))
    let resolved = library.resolve(family: FontDescriptor.systemFamily, weight: .regular)
    #expect(resolved.face.family == "Inter" && resolved.warnings.isEmpty)
  }

  /// A Helvetica Neue file: $BARKIT_HELVETICA_NEUE or the macOS system file, if either exists.
  static let helveticaNeueFile: String? = [
    ProcessInfo.processInfo.environment["BARKIT_HELVETICA_NEUE"], "/System/Library/Fonts/HelveticaNeue.ttc",
  ].compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0) }

  /// A library whose fontconfig also scans the directory of ``helveticaNeueFile``; the tests that
  /// call it are enabled only when there is one.
  static func libraryWithHelveticaNeue(policy: TypefacePolicy) throws -> FontLibrary {
    let file = try #require(helveticaNeueFile)
    return try library(addingFontsIn: URL(fileURLWithPath: file).deletingLastPathComponent().path, policy: policy)
  }

  /// A library on fontconfig's defaults plus a configuration file whose `<dir>` is `directory`.
  static func library(addingFontsIn directory: String, policy: TypefacePolicy) throws -> FontLibrary {
    let configuration = FileManager.default.temporaryDirectory.appendingPathComponent(
      "barkit-fonts-\(UUID().uuidString).conf")
    try """
    <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
    <fontconfig><dir>\(directory)</dir></fontconfig>
    """.write(to: configuration, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: configuration) }
    return FontLibrary(configurationPath: configuration.path, policy: policy)
  }
}
