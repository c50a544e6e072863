import Testing

@testable import BarKitText

@Suite struct FontSelectionTests {
  /// The library's default policy is pinned: the system face is the stand-in at the weights the
  /// bars use, Medium synthesized from Regular.
  @Test(.requiresNimbusSans, arguments: [FontWeight.regular, .medium, .bold])
  func systemFaceIsThePinnedStandIn(weight: FontWeight) {
    let library = FontLibrary()
    let resolved = library.resolve(family: FontDescriptor.systemFamily, weight: weight)
    #expect(resolved.face.family == TypefacePolicy.standInFamily)
    #expect(resolved.warnings.isEmpty, "\(resolved.warnings)")
    #expect((resolved.face.synthesis != nil) == (weight == .medium), "\(resolved.face)")
  }

  @Test(.requiresNimbusSans) func synthesizedMediumIsWiderAndHeavierThanRegular() throws {
    let regular = TextLine("Root View Controller", style: TextStyle(font: FontDescriptor(weight: .regular)))
    let medium = TextLine("Root View Controller", style: TextStyle(font: FontDescriptor(weight: .medium)))
    // 20 glyphs, each wider by the synthesized advance, which replaces Regular's tracking.
    let extra = WeightSynthesis.perHundred.advance - TypefacePolicy.tracking(size: 17)
    #expect(abs(medium.advance - regular.advance - 20 * extra * 17) < 1e-9)
    let ink = { (line: TextLine) in try #require(line.renderMask(scale: .x2)).mask.values.reduce(0) { $0 + Int($1) } }
    #expect(try Double(ink(medium)) > 1.3 * Double(ink(regular)))
    #expect(medium.face.description.contains("emboldened"))
  }

  @Test func weightsAreDistinctFaces() {
    let paths = Set(FontWeight.allCases.map { FontLibrary.shared.resolve(family: "Inter", weight: $0).face.path })
    #expect(paths.count == FontWeight.allCases.count)
  }

  @Test func missingFamilyFallsBackWithAWarningNamingTheSearch() {
    let line = TextLine("Hello", style: TextStyle(font: FontDescriptor(family: "No Such Family 42", size: 17)))
    #expect(line.face.family == TypefacePolicy.standInFamily)
    guard case .familyNotFound(let requested, let searched, let substitute)? = line.warnings.first else {
      Issue.record("expected a familyNotFound warning, got \(line.warnings)")
      return
    }
    #expect(requested == "No Such Family 42")
    #expect(searched.contains("No Such Family 42"))
    #expect(substitute.contains(TypefacePolicy.standInFamily))
    #expect(line.warnings.first!.description.contains("No Such Family 42"))
    #expect(line.renderMask(scale: .x1) != nil)
  }

  /// Nimbus Sans comes with fonts-urw-base35 (Ghostscript's fonts), present on most Debian
  /// systems but not required by BarKit: tests that use it are skipped without it.
  static var hasNimbusSans: Bool {
    FontLibrary.shared.resolve(family: "Nimbus Sans", weight: .regular).warnings.isEmpty
  }

  @Test(.requiresNimbusSans) func otherInstalledFamiliesResolve() {
    let resolved = FontLibrary.shared.resolve(family: "Nimbus Sans", weight: .bold)
    #expect(resolved.face.family == "Nimbus Sans")
    #expect(resolved.face.style == "Bold")
    #expect(resolved.warnings.isEmpty)
  }

  @Test(.requiresNimbusSans) func missingHeavierWeightIsSynthesizedAndLighterOneReported() {
    // Nimbus Sans ships Regular and Bold only: Medium is made from Regular, Thin is not made.
    let medium = FontLibrary.shared.resolve(family: "Nimbus Sans", weight: .medium)
    #expect(medium.face.style == "Regular" && medium.face.synthesis != nil)
    #expect(medium.warnings.isEmpty)
    let thin = FontLibrary.shared.resolve(family: "Nimbus Sans", weight: .thin)
    #expect(thin.face.synthesis == nil)
    #expect(thin.warnings.contains { if case .weightNotFound = $0 { true } else { false } })
  }

  @Test(.requiresNimbusSans) func fontconfigAliasesAreFollowedWithAWarning() {
    // fonts-urw-base35's fontconfig rules alias Helvetica to its metric clone.
    let resolved = FontLibrary.shared.resolve(family: "Helvetica", weight: .regular)
    #expect(resolved.face.family == "Nimbus Sans")
    guard case .familyNotFound(let requested, _, let substitute)? = resolved.warnings.first else {
      Issue.record("expected familyNotFound, got \(resolved.warnings)")
      return
    }
    #expect(requested == "Helvetica")
    #expect(substitute.contains("alias"))
  }

  @Test func weightParsing() {
    #expect(FontWeight(parsing: "Medium") == .medium)
    #expect(FontWeight(parsing: "600") == .semibold)
    #expect(FontWeight(parsing: "ultralight") == .ultraLight)
    #expect(FontWeight(parsing: "900") == .black)
    #expect(FontWeight(parsing: "extra") == nil)
    #expect(FontWeight(parsing: "450") == nil)
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs only when Nimbus Sans is installed (``FontSelectionTests/hasNimbusSans``).
  fileprivate static var requiresNimbusSans: Self {
    .enabled(if: FontSelectionTests.hasNimbusSans, "Nimbus Sans (fonts-urw-base35) is not installed")
  }
}
