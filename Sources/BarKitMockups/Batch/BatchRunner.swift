import BarKitChrome
import BarKitConcurrency
import BarKitFiles
import BarKitGeometry
import BarKitPNG
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes the outputs of a batch: workers pull outputs one at a time, each output is decoded,
/// skipped when up to date (`--resume`), rendered and written atomically, and a failure is
/// reported for its output while the others go on.
package struct BatchRunner: Sendable {
  /// What happened to one output.
  package enum Outcome: Sendable, Equatable {
    case rendered, skipped
    /// Rendered and written, with warnings about its content (each naming the entry and the
    /// JSON path).
    case warned([String])
    /// The output could not be made; the reason names the entry, the file and the JSON path.
    case failed(String)
  }

  /// The folder outputs are written into (created if needed).
  package var folder: URL
  /// How many outputs render at a time.
  package var workers: Int
  /// Skip outputs made from this run's recipe (``BatchRecipe``).
  package var resume: Bool
  /// A scale for every output instead of the device's.
  package var scale: DisplayScale?
  /// Render but write nothing.
  package var dryRun: Bool
  package var png: PNGEncodingOptions
  /// The device table scenes are decoded with.
  package var devices: DeviceTable
  /// The `--devices` file, an input of every output.
  package var devicesFile: URL?
  package var renderer: SceneRenderer
  /// What made the outputs, for their recipe: `barkit VERSION` (the version of the renderer).
  package var producer: String
  /// The input files' hashes, read once per run.
  let hashes = FileHashes()

  package init(
    folder: URL, workers: Int, resume: Bool = false, scale: DisplayScale? = nil, dryRun: Bool = false,
    png: PNGEncodingOptions = .default, devices: DeviceTable = .builtIn, devicesFile: URL? = nil,
    renderer: SceneRenderer = SceneRenderer(), producer: String = "BarKit"
  ) {
    self.folder = folder
    self.workers = workers
    self.resume = resume
    self.scale = scale
    self.dryRun = dryRun
    self.png = png
    self.devices = devices
    self.devicesFile = devicesFile
    self.renderer = renderer
    self.producer = producer
  }

  /// The run's settings that change an output's bytes, for its recipe.
  var settings: String {
    "\(producer); scale \(scale.map { "\($0)" } ?? "device"); backdrop \(renderer.backdropMode); "
      + "png \(png.compressionLevel) \(png.filter) \(png.dropsOpaqueAlpha)"
  }

  /// Makes every job of `manifest`, calling `finished` once per job as it completes (from the
  /// worker threads: calls may overlap).
  package func run(
    _ jobs: [BatchJob], of manifest: BatchManifest, finished: @Sendable (BatchJob, Outcome) -> Void
  ) throws(FolderError) {
    try FolderError.create(folder)
    // The temporary files a killed run left beside these outputs, with one listing per folder.
    if !dryRun { AtomicFile.removeStaleTemporaries(beside: jobs.map { folder.appendingPathComponent($0.output) }) }
    // Workers pull outputs one at a time, so a slow output does not hold back a fixed share.
    Parallel.drain(count: jobs.count, workers: workers, makeState: {}) { _, i in
      finished(jobs[i], make(jobs[i], manifest: manifest.url))
    }
  }

  /// Makes one output: decode, skip when up to date, render, write atomically.
  package func make(_ job: BatchJob, manifest: URL?) -> Outcome {
    let file = folder.appendingPathComponent(job.output)
    let scene: Scene
    do {
      scene = try job.scene(devices: devices)
    } catch {
      return .failed(error.description)
    }
    let inputs = job.inputs(of: scene, manifest: manifest, extra: devicesFile.map { [$0] } ?? [])
    if !dryRun, let clash = FileIdentity.first(of: inputs, sameAs: file) {
      return .failed(
        "\(job.output): entry \(job.entry.name): is also an input (\(clash.path)); refusing to overwrite it")
    }
    do {
      try MemoryBudget.checkImages(of: scene)
    } catch {
      return .failed(BatchJobError(job: job, error).description)
    }
    let recipe = BatchRecipe(job: job, scene: scene, inputs: inputs, settings: settings, hashes: hashes)
    if resume, ResumeCheck.isUpToDate(file, recipe: recipe) {
      return .skipped
    }
    do {
      let rendered = try renderer.render(scene, scale: scale)
      let image = try job.output(from: rendered.pixmap, of: scene)
      if !dryRun {
        try FolderError.create(file.deletingLastPathComponent())
        var options = png
        options.text = recipe.pngText
        try AtomicFile.write(try image.pngData(options: options), to: file, removingStaleTemporaries: false)
      }
      guard rendered.warnings.isEmpty else {
        return .warned(rendered.warnings.map { "\(job.output): entry \(job.entry.name): \($0)" })
      }
      return .rendered
    } catch let error as BatchJobError {
      return .failed(error.description)
    } catch {
      return .failed(BatchJobError(job: job, error).description)
    }
  }
}
