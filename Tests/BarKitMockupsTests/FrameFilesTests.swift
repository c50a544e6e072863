import BarKit
import BarKitMockups
import BarKitPNG
import Foundation
import Testing

/// `FrameFiles` renders a batch of frames at a time and compresses each into the animation as it
/// comes: the render hook is never asked for more than a batch, the animation is byte for byte
/// the one built from every frame at once, and the memory budget counts only the frames held.
struct FrameFilesTests {
  static let scene = try! Scene(
    decoding: Data(
      #"{"canvas": {"width": 40, "height": 60, "scale": 1}, "navigationBar": {"backgroundHidden": true}}"#.utf8))

  @Test func framesAreRenderedInBatchesAndTheAnimationMatchesTheWholeOne() throws {
    let plan = try SceneFrames(Self.scene, motion: .scroll(from: -20, to: 40, step: 3))
    let renderer = SceneRenderer()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frame-files-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = FrameFiles(
      animation: folder.appendingPathComponent("a.png"), framesDirectory: folder.appendingPathComponent("frames"),
      hold: 0.5, loops: 3)
    var requested: [Range<Int>] = []
    try files.write(plan, sheetScale: .x1) { range in
      requested.append(range)
      return try plan.render(with: renderer, frames: range)
    }
    #expect(requested.allSatisfy { $0.count <= FrameFiles.batchSize })
    #expect(requested.map(\.lowerBound) == Array(stride(from: 0, to: plan.frames.count, by: FrameFiles.batchSize)))
    let images = try plan.render(with: renderer)
    let whole = try AnimatedPNG(images: images, framesPerSecond: 30, hold: 0.5, loops: 3).data()
    #expect(try Data(contentsOf: files.animation) == whole)
    for i in images.indices {
      let frame = folder.appendingPathComponent("frames").appendingPathComponent(FrameFiles.frameName(i))
      #expect(try Data(contentsOf: frame) == images[i].pngData())
    }
  }

  @Test func theFrameBudgetCountsFramesHeldAtOnce() throws {
    // 1,000 frames of 2000 × 1000 pixels are 8 GB: over the 2 GiB budget when the contact
    // sheet keeps them all, within it when only a batch is held.
    let url = URL(fileURLWithPath: "/tmp/a.png")
    let streamed = FrameFiles(animation: url, framesDirectory: url)
    let sheet = FrameFiles(animation: url, contactSheet: url)
    #expect(streamed.framesHeld(of: 1000) == FrameFiles.batchSize + 1)
    #expect(sheet.framesHeld(of: 1000) == 1000)
    try MemoryBudget.checkFrames(streamed.framesHeld(of: 1000), of: 1000, pixels: 2_000_000)
    #expect(throws: MemoryBudget.Exceeded.self) {
      try MemoryBudget.checkFrames(sheet.framesHeld(of: 1000), of: 1000, pixels: 2_000_000)
    }
  }
}
