import BarKitFiles
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension BatchRunner {
  /// Why the run must not start, when an output of `jobs` is an input of any of them: the
  /// manifest, an entry's scene file, an image a scene names, the devices file. One entry's
  /// output could otherwise replace the screenshot another entry reads, whichever renders
  /// first. Paths are compared as ``PathKind/location(_:)`` resolves them (links, `..`, outputs
  /// that do not exist yet), and existing files also by device and inode (hard links). A job
  /// whose scene does not decode is left out: it fails on its own when it runs.
  package func outputThatIsAnInput(of jobs: [BatchJob], manifest: URL?) -> String? {
    guard !dryRun else { return nil }
    var readers: [String: String] = [:]
    var identities: [FileIdentity: String] = [:]
    func read(_ url: URL, by reader: String) {
      readers[PathKind.location(url.path)] = readers[PathKind.location(url.path)] ?? reader
      if let identity = FileIdentity(url.path), identities[identity] == nil { identities[identity] = reader }
    }
    if let manifest { read(manifest, by: "the manifest") }
    if let devicesFile { read(devicesFile, by: "the devices file") }
    for job in jobs {
      guard let scene = try? job.scene(devices: devices) else { continue }
      for input in job.inputs(of: scene, manifest: nil) {
        read(input, by: "an input of entry \(job.entry.name) (\(job.entry.path))")
      }
    }
    for job in jobs {
      let file = folder.appendingPathComponent(job.output)
      guard let reader = readers[PathKind.location(file.path)] ?? FileIdentity(file.path).flatMap({ identities[$0] })
      else { continue }
      return "\(job.output): the output of entry \(job.entry.name) is \(reader) (\(file.path)); "
        + "refusing to overwrite it (nothing was rendered)"
    }
    return nil
  }
}
