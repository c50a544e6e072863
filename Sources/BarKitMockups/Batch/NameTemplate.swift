import BarKitChrome
import BarKitScene

/// How a batch names its outputs: text with `{placeholder}`s filled from each expanded
/// entry, e.g. `{name}-{device}-{locale}-{style}.png`.
public struct NameTemplate: Hashable, Sendable, CustomStringConvertible {
  /// What a placeholder stands for.
  public enum Placeholder: String, CaseIterable, Sendable {
    /// The entry's `name`.
    case name
    /// The device preset of the `devices` axis.
    case device
    /// The locale identifier of the `locales` axis.
    case locale
    /// The name of the `styles` axis value.
    case style
    /// The value of the `appearances` axis (`ios7`, `ios6`).
    case appearance
    /// The locale's App Store Connect language code, as fastlane deliver's folders are named
    /// (`en` → `en-US`, `de` → `de-DE`, `ja` → `ja`).
    case storeLanguage
    /// The store set's display class for the device, as a file name part (`iPhone-6.9`).
    case displayClass
    /// The entry's place in the manifest, from 01, so file names sort in the entries' order.
    case index
  }

  /// The layout fastlane deliver uploads as it is: a folder per App Store Connect language,
  /// files in the entries' order, named by display class (Docs/Batch.md, "fastlane deliver").
  public static let fastlane = "{storeLanguage}/{index}_{displayClass}_{name}.png"

  private enum Part: Hashable, Sendable {
    case text(String)
    case placeholder(Placeholder)
  }

  /// The template as written.
  public let description: String
  private let parts: [Part]

  /// The placeholders the template uses, in order.
  public var placeholders: [Placeholder] {
    parts.compactMap {
      guard case .placeholder(let p) = $0 else { return nil }
      return p
    }
  }

  /// Parses `template`; `{{` and `}}` write literal braces.
  ///
  /// - Parameter available: the placeholders that have values (the name, and the axes the
  ///   manifest has); any other is an error, as a name without its axis could not be unique.
  public init(_ template: String, available: Set<Placeholder>) throws(TemplateError) {
    var parts: [Part] = []
    var text = ""
    var i = template.startIndex
    while i < template.endIndex {
      let c = template[i]
      let next = template.index(after: i)
      if (c == "{" || c == "}"), next < template.endIndex, template[next] == c {
        text.append(c)
        i = template.index(after: next)
        continue
      }
      guard c == "{" else {
        if c == "}" { throw TemplateError("unmatched '}'") }
        text.append(c)
        i = next
        continue
      }
      guard let close = template[next...].firstIndex(of: "}") else { throw TemplateError("unterminated '{'") }
      let word = String(template[next..<close])
      guard let placeholder = Placeholder(rawValue: word) else {
        let known = Placeholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")
        throw TemplateError("unknown placeholder {\(word)} (expected one of: \(known))")
      }
      guard available.contains(placeholder) else {
        throw TemplateError("{\(word)} needs the manifest's \"\(placeholder.axisKey)\"")
      }
      if !text.isEmpty { parts.append(.text(text)) }
      text = ""
      parts.append(.placeholder(placeholder))
      i = template.index(after: close)
    }
    if !text.isEmpty { parts.append(.text(text)) }
    guard !parts.isEmpty else { throw TemplateError("expected a non-empty name") }
    description = template
    self.parts = parts
  }

  /// The name with each placeholder replaced by `values[placeholder]` (empty when absent).
  public func name(_ values: [Placeholder: String]) -> String {
    parts.map {
      switch $0 {
      case .text(let t): t
      case .placeholder(let p): values[p] ?? ""
      }
    }.joined()
  }

  /// The default template: the name and every axis the manifest has, joined by dashes.
  static func defaultText(axes: [Placeholder]) -> String {
    (["{name}"] + axes.map { "{\($0.rawValue)}" }).joined(separator: "-") + ".png"
  }
}

extension NameTemplate.Placeholder {
  /// The manifest key of the axis that gives the placeholder its values.
  var axisKey: String {
    switch self {
    case .name: "entries"
    case .device: "devices"
    case .locale: "locales"
    case .style: "styles"
    case .appearance: "appearances"
    case .storeLanguage: "locales"
    case .displayClass: "storeSet\" and \"devices"
    case .index: "entries"
    }
  }
}

/// Why an output name template was rejected (placed at its JSON path by the manifest reader).
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, one line.
  public let description: String
  init(_ description: String) { self.description = description }
}
