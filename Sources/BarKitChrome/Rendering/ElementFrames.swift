import BarKitElements
import BarKitGeometry
import BarKitScene

/// The elements a render draws, in points, as the painters place them: the content, each bar,
/// each bar's items, the status bar's parts. Each is named by its JSON path in the scene (the
/// paths scene errors use: `navigationBar.rightItems[0]`, `tabBar.items[2]`, `statusBar.time`),
/// so a failing golden can say which of them changed (``SceneRenderer/Output/elements``).
///
/// The painters add to it while they draw, from the frames they draw with: the map is the
/// layout of that render, never a second one.
struct ElementFrames {
  private(set) var entries: [(path: String, label: String?, frame: Rect)] = []

  /// Notes the element `path`, showing `label`, at `frame`. An empty frame (a space, a bar
  /// with nothing in it) is left out.
  mutating func add(_ path: String, label: String? = nil, _ frame: Rect) {
    guard frame.width > 0, frame.height > 0 else { return }
    entries.append((path, label.flatMap { $0.isEmpty ? nil : $0 }, frame))
  }

  /// Notes what is there before any bar: the whole screen as `content`, the `header` image where
  /// it is scrolled to, and the status bar's rows as `statusBar` unless it is hidden.
  mutating func addScreen(of scene: Scene, layout: ScreenLayout) {
    add("content", Rect(x: 0, y: 0, width: layout.screen.width, height: layout.screen.height))
    if let header = scene.header {
      add(
        "header",
        HeaderPainter(header: header, contentOffset: scene.contentOffset).imageFrame(width: layout.screen.width))
    }
    add("statusBar", layout.statusBar.bar)
  }

  /// Notes a bar (`navigationBar`, `tabBar`…) over its own rows (prompt, bar, scope; not the
  /// status bar area behind a top-attached bar, which is the status bar's; a bottom bar's
  /// background below it, over the home indicator's area, is the bar's) and `depth` points
  /// beyond its `edge` facing the content: iOS 7's hairline, iOS 6's shadow.
  mutating func addBar(_ laidOut: LaidOutBar, edge: LaidOutBar.Edge?, depth: Double) {
    let rows = laidOut.ownRows
    let bottom = laidOut.contentEdge == .top ? max(rows.maxY, laidOut.background.maxY) : rows.maxY
    add(
      laidOut.kind.rawValue,
      Rect(
        left: rows.minX, top: rows.minY - (edge == .top ? depth : 0), right: rows.maxX,
        bottom: bottom + (edge == .bottom ? depth : 0)))
  }

  /// Notes a segmented control's segments, equal slices of `frame` as both looks draw them, as
  /// `itemsPath[i]` (`searchBar.scopeButtonTitles[1]`) labelled with their titles.
  mutating func addSegments(_ itemsPath: String, titles: [String], in frame: Rect) {
    let width = frame.width / Double(max(1, titles.count))
    for (i, title) in titles.enumerated() {
      add(
        "\(itemsPath)[\(i)]", label: title,
        Rect(x: frame.minX + width * Double(i), y: frame.minY, width: width, height: frame.height))
    }
  }

  /// Notes a search bar's field: `searchBar.text` when it holds text, else
  /// `searchBar.placeholder`, labelled with what it shows.
  mutating func addSearchField(of bar: SearchBar, _ field: Rect) {
    if let text = bar.text, !text.isEmpty {
      add("searchBar.text", label: text, field)
    } else {
      add("searchBar.placeholder", label: bar.placeholder, field)
    }
  }

  /// Notes a scope bar: its row as `searchBar.scopeButtonTitles` and each segment of the control
  /// at `control`.
  mutating func addScopeBar(of bar: SearchBar, row: Rect, control: Rect) {
    add("searchBar.scopeButtonTitles", row)
    addSegments("searchBar.scopeButtonTitles", titles: bar.scopeButtonTitles, in: control)
  }

  /// The map in the pixels of a `width` × `height` image at `scale`: each frame rounded outward
  /// to whole pixels (an edge's partly covered pixels are its element's) and clipped to the image.
  func map(scale: DisplayScale, width: Int, height: Int) -> ElementMap {
    let k = Double(scale.factor)
    let size = ImageDimensions(width: width, height: height)
    guard let image = IntRect(x: 0, y: 0, width: width, height: height) else {
      return ElementMap(scale: scale.factor, size: size, elements: [])
    }
    // A frame edge on a pixel boundary can come out a hair off it (20 pt × 3): 1e-6 px is far
    // below any fraction a layout makes, and keeps that edge where it is.
    func low(_ v: Double) -> Int { Int((v * k + 1e-6).rounded(.down)) }
    func high(_ v: Double) -> Int { Int((v * k - 1e-6).rounded(.up)) }
    let elements = entries.compactMap { entry -> ElementMap.Element? in
      let (x, y) = (low(entry.frame.minX), low(entry.frame.minY))
      guard
        let frame = IntRect(x: x, y: y, width: high(entry.frame.maxX) - x, height: high(entry.frame.maxY) - y)?
          .intersection(image)
      else { return nil }
      return ElementMap.Element(path: entry.path, label: entry.label, frame: frame)
    }
    return ElementMap(scale: scale.factor, size: size, elements: elements)
  }
}
