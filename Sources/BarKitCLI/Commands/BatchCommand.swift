import BarKit
import Dispatch
import Foundation
import Synchronization

extension CommandSpec {
  /// `barkit batch MANIFEST.json -o DIR`: renders a localized, multi-device set of mockups.
  static let batch = CommandSpec(
    name: "batch", summary: "Render every entry of a batch manifest over devices, locales and styles.",
    positionals: ["MANIFEST.json"],
    options: [
      .value("--output", short: "-o", "DIR", "The folder to write into (created if needed)."),
      .value("--jobs", "N", "Render N outputs at a time (default: one per core)."),
      .flag("--resume", "Skip outputs newer than all their inputs (manifest, scene, images, devices file)."),
      .value("--shard", "I/N", "Render only slice I of N (1-based): outputs sorted by name, every N-th."),
      .value("--devices", "DEVICES.json", "Add or replace device presets from a JSON file."),
      .value("--scale", "N", "Render every output at this scale (1, 2 or 3) instead of the device's."),
      .value("--backdrop", "MODE", "Translucent bar blur: exact (default) or uikit."),
      .value(
        "--compression-level", "LEVEL", "PNG compression: fast, default, smallest or 0-9 (Docs/PNG.md)."),
      .flag("--dry-run", "Render but do not encode or write PNGs (for timing and checking)."),
    ],
    discussion: """
      The manifest format is described in Docs/Batch.md. An output that fails is reported with
      its entry and JSON path and the others still render. Exit codes: 0 all rendered or
      skipped, 1 some output failed, 2 usage, 3 invalid manifest.
      """
  ) { arguments, output in
    let options = try BatchOptions(arguments)
    let plan = try options.plan()
    let folder = URL(fileURLWithPath: try arguments.required("--output"))
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw CommandLineError.badInput("batch: \(folder.path): cannot create the folder")
    }
    let progress = BatchProgress(total: plan.jobs.count, output: output, terminal: isatty(STDOUT_FILENO) != 0)
    let next = Mutex(0)
    let renderer = SceneRenderer(backdropMode: options.backdrop)
    DispatchQueue.concurrentPerform(iterations: min(options.jobs, max(plan.jobs.count, 1))) { _ in
      // Workers pull outputs one at a time, so a slow output does not hold back a fixed share.
      while let job = next.withLock({ i -> BatchJob? in
        defer { i += 1 }
        return i < plan.jobs.count ? plan.jobs[i] : nil
      }) {
        progress.finished(job.output, options.make(job, in: folder, plan: plan, renderer: renderer))
      }
    }
    progress.summarize()
    return progress.failures == 0 ? 0 : 1
  }
}

/// The options of one `barkit batch` run, checked before anything renders.
struct BatchOptions {
  let manifestURL: URL
  let devicesURL: URL?
  let devices: DeviceTable
  let jobs: Int
  let resume: Bool
  let shard: Shard?
  let scale: DisplayScale?
  let backdrop: BackdropMode
  let dryRun: Bool
  let png: PNGEncodingOptions

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    manifestURL = URL(fileURLWithPath: arguments.positionals[0])
    devicesURL = arguments.string("--devices").map { URL(fileURLWithPath: $0) }
    devices = try CommandSpec.loadDevices(arguments.string("--devices"))
    jobs = try arguments.int("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
    resume = arguments.flag("--resume")
    shard = try arguments.string("--shard").map { text throws(CommandLineError) in
      guard let shard = Shard(parsing: text) else {
        throw .usage("batch: --shard \"\(text)\": expected I/N with 1 ≤ I ≤ N, e.g. 2/4")
      }
      return shard
    }
    scale = try arguments.scale()
    backdrop = try SceneFiles.backdropMode(arguments)
    dryRun = arguments.flag("--dry-run")
    var png = PNGEncodingOptions.default
    png.compressionLevel = try arguments.compressionLevel("--compression-level") ?? png.compressionLevel
    self.png = png
  }

  /// The manifest and the outputs this run makes (this shard's, if sharded).
  func plan() throws(CommandLineError) -> (manifest: BatchManifest, jobs: [BatchJob]) {
    do {
      let manifest = try BatchManifest(contentsOf: manifestURL, devices: devices)
      let jobs = try manifest.jobs()
      return (manifest, shard?.select(jobs) ?? jobs)
    } catch {
      throw .badInput("batch: \(error)")
    }
  }

  /// Makes one output: decode, skip when up to date (`--resume`), render, write atomically.
  func make(
    _ job: BatchJob, in folder: URL, plan: (manifest: BatchManifest, jobs: [BatchJob]), renderer: SceneRenderer
  ) -> BatchProgress.Outcome {
    let file = folder.appendingPathComponent(job.output)
    do {
      let scene = try job.scene(devices: devices)
      if resume,
        ResumeCheck.isUpToDate(
          file, inputs: job.inputs(of: scene, manifest: plan.manifest.url, extra: devicesURL.map { [$0] } ?? []))
      {
        return .skipped
      }
      let rendered = try renderer.render(scene, scale: scale)
      if !dryRun {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try rendered.pixmap.writePNG(to: file, options: png)
      }
      return .rendered
    } catch let error as BatchJobError {
      return .failed(error.description)
    } catch {
      return .failed(BatchJobError(job: job, error).description)
    }
  }
}
