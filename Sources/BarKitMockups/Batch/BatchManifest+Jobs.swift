import BarKitChrome
import BarKitJSON
import BarKitScene

extension BatchManifest {
  /// The most outputs one manifest may make: 100,000, far above a real App Store matrix
  /// (10 screens × 10 devices × 40 locales × 2 styles is 8,000), checked before any job is built.
  public static let maximumJobCount = 100_000

  /// Every output: each entry × device × locale × style × appearance, in that nesting order
  /// (an absent axis counts once). Fails when an output name is unsafe (absolute, empty parts,
  /// `..`) or when two outputs would get the same name, naming `output`.
  public func jobs() throws(SceneError) -> [BatchJob] {
    func axis<T>(_ values: [T]) -> [T?] { values.isEmpty ? [nil] : values.map(Optional.some) }
    let outputPath = JSONPath.root.appending(key: "output")
    let axes = [entries.count, devices.count, locales.count, styles.count, appearances.count].map { max($0, 1) }
    let total = axes.dropFirst().reduce(axes[0]) { product, n in
      let (p, overflow) = product.multipliedReportingOverflow(by: n)
      return overflow ? Int.max : p
    }
    guard total <= Self.maximumJobCount else {
      throw SceneError(
        file: file, path: .root,
        .invalid(
          "entries × devices × locales × styles × appearances make \(total == Int.max ? "too many" : String(total)) outputs; the limit is \(Self.maximumJobCount)"
        ))
    }
    var jobs: [BatchJob] = []
    jobs.reserveCapacity(total)
    var owners: [String: String] = [:]
    for entry in entries {
      for device in axis(devices) {
        for locale in axis(locales) {
          for style in axis(styles) {
            for appearance in axis(appearances) {
              let name = output.name([
                .name: entry.name, .device: device ?? "", .locale: locale?.identifier ?? "", .style: style?.name ?? "",
                .appearance: appearance?.rawValue ?? "",
                .storeLanguage: locale.flatMap { AppStoreLanguage.code(for: $0.identifier) } ?? "",
                .displayClass: device.flatMap { storeSet?.size(for: $0)?.fileNamePart } ?? "",
                .index: entry.index < 9 ? "0\(entry.index + 1)" : "\(entry.index + 1)",
              ])
              let parts = name.split(separator: "/", omittingEmptySubsequences: false)
              guard !name.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
                throw SceneError(
                  file: file, path: outputPath, .invalid("\"\(name)\" is not a relative path inside the output folder"))
              }
              let owner = "\(entry.path)"
              if let first = owners[name] {
                throw SceneError(
                  file: file, path: outputPath,
                  .invalid(
                    "\(first) and \(owner) both make \"\(name)\"; add the placeholders that tell them apart"))
              }
              owners[name] = owner
              jobs.append(
                BatchJob(
                  output: name, entry: entry, device: device, locale: locale, style: style, appearance: appearance,
                  defaults: defaults, overrides: overrides.filter { $0.matches(name) }, time: time,
                  manifestFile: file, storeSet: storeSet))
            }
          }
        }
      }
    }
    return jobs
  }
}
