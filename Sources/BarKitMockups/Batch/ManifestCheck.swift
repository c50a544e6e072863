import BarKitChrome
import BarKitJSON
import BarKitScene
import BarKitText

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything a manifest names, checked without rendering (`barkit validate MANIFEST.json`, and
/// `barkit batch` before its first output): the manifest's own keys, then for every output its
/// merged scene, the image files it names, its store image's caption, background and size, and
/// the fonts. Every error is kept, once, each naming the file and the JSON path where it is
/// written, so a manifest with four mistakes gets four messages.
public struct ManifestCheck: Sendable {
  /// The manifest as decoded, without the members that have errors (its outputs are still
  /// checked, for their own errors); `nil` when nothing of it decodes.
  public private(set) var manifest: BatchManifest?
  /// Every output, when the manifest decoded.
  public private(set) var jobs: [BatchJob] = []
  /// `file: path: message`, in the order found, each once.
  public private(set) var errors: [String] = []
  /// What the run should be told: locales that keep English system words, unmatched fonts and,
  /// when asked for, the warnings rendering would give (`output: entry name: path: message`).
  public private(set) var warnings: [String] = []

  /// The most errors kept: a manifest with more has a bigger problem than its details.
  static let errorLimit = 100

  /// Checks the manifest at `url`; `renderWarnings` adds what rendering each output would warn
  /// about (`validate` prints them; `batch` prints them as it renders).
  public init(contentsOf url: URL, devices: DeviceTable = .builtIn, renderWarnings: Bool = true) {
    let file = url.relativePath
    let json: JSONValue
    do {
      json = try SceneJSON.parse(try Scene.readJSON(url))
    } catch var error {
      if error.file == nil { error.file = file }
      errors = [error.description]
      return
    }
    decodeManifest(json, file: file, url: url, devices: devices)
    guard let manifest else { return }
    warnings += manifest.warnings
    do {
      jobs = try manifest.jobs()
    } catch {
      add(error.description)
      return
    }
    var files = FileChecks()
    var captions = Set<String>()
    for job in jobs where errors.count < Self.errorLimit {
      guard let scene = check(job, devices: devices, files: &files) else { continue }
      if let storeSet = manifest.storeSet { check(storeSet, for: job, scene: scene, seen: &captions) }
      if renderWarnings {
        warnings += SceneRenderer().warnings(for: scene).map { "\(job.output): entry \(job.entry.name): \($0)" }
      }
    }
    if let storeSet = manifest.storeSet {
      if case .image(let picture) = storeSet.background {
        do throws(SceneError) {
          _ = try picture.pixmap()
        } catch {
          add(SceneError(file: manifest.file, path: error.path, error.reason).description)
        }
      }
      checkFonts(storeSet, locales: manifest.locales)
    }
    errors = Self.unique(errors)
    warnings = Self.unique(warnings)
  }

  /// Whether `data` is a batch manifest rather than a scene: a JSON object with `entries`.
  public static func isManifest(_ data: Data) -> Bool {
    guard case .object(let members)? = try? SceneJSON.parse(data) else { return false }
    return members.contains { $0.key == "entries" }
  }

  /// Decodes the manifest, and after each error decodes it again without the member the error
  /// is about, as ``Scene`` validation does, until it decodes or nothing more can be taken away.
  private mutating func decodeManifest(_ document: JSONValue, file: String, url: URL, devices: DeviceTable) {
    var json = document
    var paths: [JSONPath] = []
    while errors.count < Self.errorLimit {
      do {
        let decoded = try BatchManifest(
          json: json, file: file, directory: url.deletingLastPathComponent(), url: url, devices: devices)
        manifest = decoded
        return
      } catch {
        // An error about an ancestor of an earlier one's member is its consequence, not news.
        let consequence = paths.contains {
          $0.components.count > error.path.components.count && $0.components.starts(with: error.path.components)
        }
        if !consequence { add(error.description) }
        paths.append(error.path)
        guard let pruned = json.removingMember(at: error.path) else { return }
        json = pruned
      }
    }
  }

  /// The output's merged scene decoded with every error it has, its images checked; `nil`
  /// when it has an error.
  private mutating func check(_ job: BatchJob, devices: DeviceTable, files: inout FileChecks) -> Scene? {
    let merged: JSONValue
    do {
      merged = try job.mergedJSON()
    } catch var error {
      if error.file == nil { error.file = job.source(of: error.path) }
      add(error.description)
      return nil
    }
    let (decoded, sceneErrors) = Scene.validating(merged, devices: devices) { job.source(of: $0) }
    for error in sceneErrors { add(error.description) }
    guard let scene = decoded?.resolvingPaths(relativeTo: job.entry.directory) else { return nil }
    var clean = true
    for reference in scene.fileReferences {
      if let (path, problem) = files.problem(
        with: reference.file, at: reference.path, crop: crop(of: scene, reference.path))
      {
        add(SceneError(file: job.source(of: path), path: path, problem).description)
        clean = false
      }
    }
    do {
      try MemoryBudget.checkImages(of: scene)
    } catch {
      add("\(job.sceneName): \(error)")
      clean = false
    }
    return clean ? scene : nil
  }

  /// The content's crop when `path` is the content image, whose crop must leave something.
  private func crop(of scene: Scene, _ path: JSONPath) -> CropInsets? {
    guard path == JSONPath.root.appending(key: "content").appending(key: "image"),
      case .image(_, _, let crop, _) = scene.content.fill
    else { return nil }
    return crop
  }

  /// The store image `job` makes: its device has a frame and a size, its background loads, its
  /// caption fits (each caption, locale and size measured once).
  private mutating func check(_ storeSet: StoreSet, for job: BatchJob, scene: Scene, seen: inout Set<String>) {
    do throws(SceneError) {
      guard let canvas = try? scene.resolvedCanvas(), let device = canvas.device else {
        throw SceneError(
          path: storeSet.path, .invalid("a store set frames device presets; the scene's canvas names none"))
      }
      if storeSet.framed, DeviceFrameSpec.builtIn[device.name] == nil {
        throw SceneError(
          path: storeSet.path.appending(key: "frame"),
          .invalid("BarKit has no frame for \"\(device.name)\"; set \"frame\": false to place its screen unframed"))
      }
      guard let size = storeSet.size(for: device.name) else {
        throw SceneError(
          path: storeSet.path.appending(key: "sizes"), .invalid("no App Store size for \"\(device.name)\""))
      }
      let landscape = canvas.pixelWidth > canvas.pixelHeight
      let (w, h) = landscape ? (size.height, size.width) : (size.width, size.height)
      let text = job.entry.caption ?? storeSet.caption?.text
      let key = "\(text?.title ?? "")\u{0}\(text?.subtitle ?? "")\u{0}\(job.locale?.identifier ?? "")\u{0}\(w)x\(h)"
      guard seen.insert(key).inserted else { return }
      _ = try storeSet.captionBlock(text: text, width: Double(w), height: Double(h), locale: job.locale)
    } catch var error {
      if error.file == nil { error.file = manifest?.file }
      add(error.description)
    }
  }

  /// Every caption family the set names, and each locale's, matched by fontconfig; a family it
  /// does not have renders in another face, which is said here.
  private mutating func checkFonts(_ storeSet: StoreSet, locales: [BatchLocale]) {
    guard let caption = storeSet.caption else { return }
    let captionPath = storeSet.path.appending(key: "caption").appending(key: "fontFamily")
    var named: [(String, String)] = caption.fontFamily.map { [(captionPath.description, $0)] } ?? []
    named += caption.fontFamilies.sorted { $0.key < $1.key }.map {
      (captionPath.appending(key: $0.key).description, $0.value)
    }
    named += locales.compactMap { l in l.fontFamily.map { ("locales.\(l.identifier).fontFamily", $0) } }
    for (path, family) in named {
      let resolved = FontLibrary.shared.resolve(family: family, weight: caption.weight)
      for warning in resolved.warnings {
        guard case .familyNotFound = warning else { continue }
        warnings.append([manifest?.file, path, "\(warning)"].compactMap { $0 }.joined(separator: ": "))
      }
    }
  }

  private mutating func add(_ message: String) {
    if errors.count < Self.errorLimit { errors.append(message) }
  }

  /// `messages` without repeats, in the order first seen (an error in a scene file is found
  /// once per output that renders it).
  private static func unique(_ messages: [String]) -> [String] {
    var seen = Set<String>()
    return messages.filter { seen.insert($0).inserted }
  }
}
