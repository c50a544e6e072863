import BarKitFiles
import BarKitGeometry
import BarKitJSON
import BarKitPNG
import BarKitRaster
import BarKitScene
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A picture behind a store image (`"background": {"image": "sky.png"}`), placed as a
/// `UIViewContentMode` places an image; with `panorama`, one picture runs across the
/// consecutive screens of the set: it is laid out over the entries' images side by side and cut
/// at their boundaries, so the screens, placed next to each other in the App Store, continue it.
public struct StoreBackgroundImage: Sendable {
  /// How the picture fills the image (or, for a panorama, the entries' images side by side).
  public enum Fill: String, CaseIterable, Hashable, Sendable {
    /// Covers it, cut at the sides or at the top and bottom.
    case scaleAspectFill
    /// Fits inside it whole, `color` around it.
    case scaleAspectFit
    /// Stretched to it, its proportions changed.
    case scaleToFill
    /// Its own size, centred, `color` around it.
    case center
  }

  /// The PNG file, resolved against the manifest's folder.
  public let file: URL
  public let fill: Fill
  /// Whether the picture spans every entry of the set.
  public let panorama: Bool
  /// What shows around a picture that does not cover the image.
  let color: RGBA8
  /// `storeSet.background.image`, for errors.
  let path: JSONPath
  /// The decoded picture, shared by every output of the set: decoded once, by the first.
  private let decoded = DecodedPicture()
  /// The last backgrounds painted, by size and place.
  private let painted = PaintedBackgrounds()

  static let keys = ["image", "fill", "panorama", "color"]

  init(_ o: SceneObject, directory: URL) throws(SceneError) {
    let node = o["image"]!
    let name = try node.string()
    guard !name.isEmpty else { throw node.mismatch("a PNG file path") }
    file = URL(fileURLWithPath: name, relativeTo: directory).standardizedFileURL
    path = node.path
    fill = try o.decode("fill") ?? .scaleAspectFill
    panorama = try o.decode("panorama") ?? false
    color = try o.decode("color") ?? StoreBackground.standardColor
  }

  /// The picture, decoded once (its pixel count limited as a scene's images are).
  func pixmap() throws(SceneError) -> Pixmap {
    let result = decoded.state.withLock { state -> Result<Pixmap, SceneError> in
      if let state { return state }
      let loaded: Result<Pixmap, SceneError>
      if PathKind(path: file.path) ?? .folder == .folder {
        loaded = .failure(SceneError(path: path, .missingFile(file.path)))
      } else {
        do throws(PNGError) {
          loaded = .success(
            try Pixmap(
              contentsOfPNGFile: file, limits: PNGDecodingLimits(maxPixelCount: SceneCanvas.maximumPixelCount)))
        } catch {
          loaded = .failure(SceneError(path: path, .invalid("not a usable PNG: \(file.path): \(error.message)")))
        }
      }
      state = loaded
      return loaded
    }
    return try result.get()
  }

  /// Paints `rect` (the whole output, at the origin) as the `index`-th of `count` images side by
  /// side. The painted background is kept for the next outputs of the same size and place (the
  /// other locales of the screen), which copy it instead of sampling the picture again.
  func paint(_ rect: Rect, index: Int, of count: Int, into canvas: inout Canvas) throws(SceneError) {
    let span = panorama ? max(count, 1) : 1
    let slot = panorama ? min(max(index, 0), span - 1) : 0
    let key = "\(rect.width)x\(rect.height)#\(slot)"
    if let ready = painted.pixmap(for: key) {
      canvas.replacePixels(atDeviceX: 0, y: 0, with: ready)
      return
    }
    let picture = try pixmap()
    guard var layer = Canvas(size: rect.size) else { return }
    let whole = Rect(x: 0, y: 0, width: rect.width * Double(span), height: rect.height)
    let placed = placement(of: Size(width: Double(picture.width), height: Double(picture.height)), in: whole)
    layer.fill(Rect(x: 0, y: 0, width: rect.width, height: rect.height), with: .color(color))
    layer.draw(
      DeviceFrame.reduced(picture, toWidth: placed.width),
      in: Rect(x: placed.minX - rect.width * Double(slot), y: placed.minY, width: placed.width, height: placed.height))
    painted.keep(layer.pixmap, for: key)
    canvas.replacePixels(atDeviceX: 0, y: 0, with: layer.pixmap)
  }

  /// Where a picture of `size` pixels goes in `box`, as ``fill`` says.
  func placement(of size: Size, in box: Rect) -> Rect {
    let sx = box.width / size.width, sy = box.height / size.height
    let (w, h): (Double, Double) =
      switch fill {
      case .scaleAspectFill: (size.width * max(sx, sy), size.height * max(sx, sy))
      case .scaleAspectFit: (size.width * min(sx, sy), size.height * min(sx, sy))
      case .scaleToFill: (box.width, box.height)
      case .center: (size.width, size.height)
      }
    return Rect(x: box.midX - w / 2, y: box.midY - h / 2, width: w, height: h)
  }
}

extension StoreBackgroundImage.Fill: SceneEnum {}

/// A background picture once decoded (or why it could not be), shared across threads.
private final class DecodedPicture: Sendable {
  let state = Mutex<Result<Pixmap, SceneError>?>(nil)
}

/// The last few backgrounds painted, by output size and place in the set: outputs of one screen
/// in several locales follow each other, so a few are enough, and a few bound the memory (4 ×
/// 23 MB at the largest iPad size).
private final class PaintedBackgrounds: Sendable {
  private let recent = Mutex<[(key: String, pixmap: Pixmap)]>([])
  private static let limit = 4

  func pixmap(for key: String) -> Pixmap? { recent.withLock { list in list.first { $0.key == key }?.pixmap } }

  func keep(_ pixmap: Pixmap, for key: String) {
    recent.withLock { list in
      list.removeAll { $0.key == key }
      list.insert((key, pixmap), at: 0)
      if list.count > Self.limit { list.removeLast() }
    }
  }
}
