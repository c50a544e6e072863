import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The result of parsing one command's arguments, with typed accessors whose errors name the
/// option and what was expected.
///
/// Every read names an option the command's spec declares, as what it declares (a flag or a
/// value): a misspelt or undeclared name would otherwise compile and read as "not given", so it
/// stops the program instead, naming the command and the option (`DeclaredOptionTests` finds
/// such reads before anything runs).
public struct ParsedArguments: Sendable {
  public let command: String
  public let positionals: [String]
  /// Values by option name (`--size`), in the order given.
  private let values: [String: [String]]
  private let flags: Set<String>
  /// The deprecated former names given, in order, once each: the caller warns of them.
  public let deprecatedSpellings: [DeprecatedSpelling]
  /// Whether each option the spec declares takes a value, by name (`--size`: true, `--json`: false).
  private var declared: [String: Bool]

  init(
    spec: CommandSpec, positionals: [String], values: [String: [String]], flags: Set<String>,
    deprecatedSpellings: [DeprecatedSpelling] = []
  ) {
    command = spec.name
    self.positionals = positionals
    self.values = values
    self.flags = flags
    self.deprecatedSpellings = deprecatedSpellings
    declared = Dictionary(spec.options.map { ($0.name, $0.valueName != nil) }, uniquingKeysWith: { first, _ in first })
  }

  /// These arguments for a command that shares `other`'s parsing code but declares fewer of its
  /// options (`barkit-bench compare` and `compare`): what only `other` declares reads as not given.
  package func sharingParsing(of other: CommandSpec) -> ParsedArguments {
    var shared = self
    for option in other.options where shared.declared[option.name] == nil {
      shared.declared[option.name] = option.valueName != nil
    }
    return shared
  }

  /// The last value of an option, if given.
  public func string(_ name: String) -> String? { strings(name).last }

  /// Every value of a repeatable option.
  public func strings(_ name: String) -> [String] {
    check(name, takesValue: true)
    return values[name] ?? []
  }

  /// Whether a flag was given.
  public func flag(_ name: String) -> Bool {
    check(name, takesValue: false)
    return flags.contains(name)
  }

  /// Stops on a read the spec does not declare: a programmer's error, not the user's.
  private func check(_ name: String, takesValue: Bool) {
    guard let declaredValue = declared[name] else {
      preconditionFailure("\(command): reads undeclared option \(name)")
    }
    guard declaredValue == takesValue else {
      let (read, kind) = takesValue ? ("value", "flag") : ("flag", "value")
      preconditionFailure("\(command): reads \(name) as a \(read), but declares it a \(kind)")
    }
  }

  /// A required option's value.
  public func required(_ name: String) throws(CommandLineError) -> String {
    guard let v = string(name) else { throw .usage("\(command): missing \(name)") }
    return v
  }

  /// An integer option within `range`.
  public func int(_ name: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int? {
    guard let text = string(name) else { return nil }
    guard let v = Int(text), range.contains(v) else {
      throw .usage("\(command): \(name) \"\(text)\": expected an integer in \(range.lowerBound)...\(range.upperBound)")
    }
    return v
  }

  /// A PNG compression level option: `fast`, `default`, `smallest` or a number.
  public func compressionLevel(_ name: String) throws(CommandLineError) -> PNGCompressionLevel? {
    guard let text = string(name) else { return nil }
    guard let level = PNGCompressionLevel(text) else {
      throw .usage("\(command): \(name) \"\(text)\": expected \(PNGCompressionLevel.parsingExpectation)")
    }
    return level
  }

  /// A finite number option within `range`.
  public func double(_ name: String, in range: ClosedRange<Double>) throws(CommandLineError) -> Double? {
    guard let text = string(name) else { return nil }
    guard let v = Double(text), v.isFinite, range.contains(v) else {
      throw .usage("\(command): \(name) \"\(text)\": expected a number in \(range.lowerBound)...\(range.upperBound)")
    }
    return v
  }

  /// A color option (`#RRGGBB`, a palette name, …).
  public func color(_ name: String) throws(CommandLineError) -> RGBA8? {
    guard let text = string(name) else { return nil }
    guard let c = RGBA8(parsing: text) else {
      throw .usage("\(command): \(name) \"\(text)\": expected \(RGBA8.parsingExpectation)")
    }
    return c
  }

  /// A `WxH` size option with positive finite parts.
  public func size(_ name: String) throws(CommandLineError) -> Size? {
    guard let text = string(name) else { return nil }
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
    guard parts.count == 2, let w = parts[0], let h = parts[1], w > 0, h > 0, w.isFinite, h.isFinite else {
      throw .usage("\(command): \(name) \"\(text)\": expected WIDTHxHEIGHT with positive numbers, e.g. 320x64")
    }
    return Size(width: w, height: h)
  }

  /// `X,Y,W,H` rectangles of a (repeatable) option, each with its text as given, which a
  /// command's own checks of a rectangle quote.
  public func rects(_ name: String) throws(CommandLineError) -> [(text: String, rect: Rect)] {
    var out: [(text: String, rect: Rect)] = []
    for text in strings(name) {
      let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
        Double($0.trimmingWhitespace)
      }
      guard parts.count == 4, parts.allSatisfy({ $0 != nil && $0!.isFinite }), parts[2]! >= 0, parts[3]! >= 0 else {
        throw .usage("\(command): \(name) \"\(text)\": expected X,Y,WIDTH,HEIGHT, e.g. 0,0,100,40")
      }
      out.append((text, Rect(x: parts[0]!, y: parts[1]!, width: parts[2]!, height: parts[3]!)))
    }
    return out
  }

  /// The `--scale` option as a display scale.
  public func scale(_ name: String = "--scale") throws(CommandLineError) -> DisplayScale? {
    guard let v = try int(name, in: 1...3) else { return nil }
    return DisplayScale(v)
  }

  /// The output file (`-o`/`--output`), required.
  public func outputURL() throws(CommandLineError) -> URL {
    URL(fileURLWithPath: try required("--output"))
  }
}
