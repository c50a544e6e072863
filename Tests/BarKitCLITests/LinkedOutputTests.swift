import BarKit
import BarKitCLI
import Foundation
import Testing

/// Issue 39 item 8: an output named through a link to an open descriptor (`/dev/stdout`,
/// `/dev/fd/N`, `/proc/self/fd/N`) is written through that descriptor, never renamed over: as
/// root, a temporary file renamed over `/dev/stdout` replaced the link for the whole machine.
/// The tests make their own link to `/proc/self/fd/N` for a descriptor of a scratch file, so a
/// regression replaces only that link.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "no /proc/self/fd on this system"))
struct LinkedOutputTests {
  /// A link named `name` in `folder` to `/proc/self/fd/N`, N a descriptor open on a scratch
  /// file: what `/dev/stdout` is while standard output goes to a file.
  struct DescriptorLink {
    let link: String
    let file: String
    let descriptor: Int32

    init(_ name: String, in folder: HostileFolder) throws {
      link = folder.path(name)
      file = folder.path("sink-of-" + name)
      descriptor = open(file, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      try #require(descriptor >= 0)
      try #require(symlink("/proc/self/fd/\(descriptor)", link) == 0)
    }

    /// What went through the descriptor; closes it.
    func received() -> Data {
      close(descriptor)
      return FileManager.default.contents(atPath: file) ?? Data()
    }

    /// Whether `link` is still the link (not a file renamed over it).
    var isStillALink: Bool {
      var info = stat()
      return lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
  }

  static func expectWrittenThrough(
    _ output: DescriptorLink, startingWith prefix: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectWrittenThrough(output, startingWith: Data(prefix.utf8), sourceLocation: sourceLocation)
  }

  static func expectWrittenThrough(
    _ output: DescriptorLink, startingWith prefix: Data, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(output.isStillALink, "\(output.link) was renamed over", sourceLocation: sourceLocation)
    let received = output.received()
    #expect(
      received.starts(with: prefix), "\(output.link) received \(received.prefix(80).debugDescription)",
      sourceLocation: sourceLocation)
  }

  @Test func compareOutputsThroughADescriptorLinkAreWrittenThrough() throws {
    let folder = try HostileFolder()
    let (expected, actual) = try OutputSafetyTests.changedFolders(folder)
    let report = try DescriptorLink("report", in: folder), junit = try DescriptorLink("junit", in: folder)
    let markdown = try DescriptorLink("markdown", in: folder)
    let run = HostileRun([
      "compare", expected, actual, "--report", report.link, "--junit", junit.link, "--markdown", markdown.link,
    ])
    #expect(run.code == 1, "\(run.err)")
    Self.expectWrittenThrough(report, startingWith: "<!DOCTYPE html>")
    Self.expectWrittenThrough(junit, startingWith: "<?xml")
    Self.expectWrittenThrough(markdown, startingWith: "#")

    let diff = try DescriptorLink("diff", in: folder)
    let files = HostileRun(["compare", expected + "/a.png", actual + "/a.png", "--diff", diff.link])
    #expect(files.code == 1, "\(files.err)")
    Self.expectWrittenThrough(diff, startingWith: Data([0x89, 0x50, 0x4E, 0x47]))
  }

  /// `report --merge -o /dev/stdout` through a pipe, in a process of its own: standard output is
  /// the merged summary alone (its status line goes to standard error), and `render -o
  /// /dev/stdout` is taken without a `.png` name.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: FaultTests.barkitExecutable.path),
      "no barkit executable beside the test bundle (swift build builds it)"))
  func standardOutputThroughDevStdoutHoldsTheFileAlone() throws {
    let folder = try HostileFolder()
    let (expected, actual) = try OutputSafetyTests.changedFolders(folder)
    let shard = try folder.write("shard.json", HostileRun(["compare", expected, actual, "--json"]).out)
    func run(_ arguments: [String]) throws -> (code: Int32, out: Data, err: String) {
      let process = Process()
      process.executableURL = FaultTests.barkitExecutable
      process.arguments = arguments
      let out = Pipe(), err = Pipe()
      process.standardOutput = out
      process.standardError = err
      try process.run()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, data, message)
    }
    let merged = try run(["report", "--merge", shard, "-o", "/dev/stdout"])
    #expect(merged.code == 0, "\(merged.err)")
    #expect(
      (try? JSONSerialization.jsonObject(with: merged.out)) != nil, "\(String(decoding: merged.out, as: UTF8.self))")
    #expect(merged.err.contains("→ /dev/stdout"), "\(merged.err)")

    let scene = try folder.write("scene.json", FaultTests.tinyScene)
    let rendered = try run(["render", scene, "-o", "/dev/stdout"])
    #expect(rendered.code == 0, "\(rendered.err)")
    let image = try Pixmap(pngData: rendered.out)
    #expect(image.width == 40 && image.height == 30)
  }

  @Test func mergedReportsAndElementMapsThroughADescriptorLinkAreWrittenThrough() throws {
    let folder = try HostileFolder()
    let (expected, actual) = try OutputSafetyTests.changedFolders(folder)
    let summary = HostileRun(["compare", expected, actual, "--json"])
    let shard = try folder.write("shard.json", summary.out)
    let merged = try DescriptorLink("merged", in: folder)
    let run = HostileRun(["report", "--merge", shard, "-o", merged.link])
    #expect(run.code == 1 || run.code == 0, "\(run.err)")
    Self.expectWrittenThrough(merged, startingWith: "{")

    let scene = try folder.write("scene.json", FaultTests.tinyScene)
    let elements = try DescriptorLink("elements", in: folder)
    let render = HostileRun(["render", scene, "-o", folder.path("out.png"), "--elements", elements.link])
    #expect(render.code == 0, "\(render.err)")
    Self.expectWrittenThrough(elements, startingWith: "{")
  }
}
