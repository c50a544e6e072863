extension BatchManifest {
  /// Every output: each entry × device × locale × style × appearance, in that nesting order
  /// (an absent axis counts once). Fails when an output name is unsafe (absolute, empty parts,
  /// `..`) or when two outputs would get the same name, naming `output`.
  public func jobs() throws(SceneError) -> [BatchJob] {
    func axis<T>(_ values: [T]) -> [T?] { values.isEmpty ? [nil] : values.map(Optional.some) }
    var jobs: [BatchJob] = []
    var owners: [String: String] = [:]
    let outputPath = JSONPath.root.appending(key: "output")
    for entry in entries {
      for device in axis(devices) {
        for locale in axis(locales) {
          for style in axis(styles) {
            for appearance in axis(appearances) {
              let name = output.name([
                .name: entry.name, .device: device ?? "", .locale: locale?.identifier ?? "", .style: style?.name ?? "",
                .appearance: appearance?.rawValue ?? "",
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
                  defaults: defaults, overrides: overrides.filter { $0.matches(name) }.map(\.scene), time: time,
                  manifestFile: file))
            }
          }
        }
      }
    }
    return jobs
  }
}
