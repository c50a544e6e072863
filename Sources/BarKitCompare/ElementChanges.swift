import BarKitElements

/// Which elements of an ``ElementMap`` hold a comparison's differing pixels, and how many each:
/// `navigationBar.rightItems[0] (Done) 412 px, statusBar.time 96 px`.
///
/// Each differing pixel (anti-aliased and ignored pixels are not) counts for one element: the
/// smallest one whose frame holds it, so a button's change is the button's and a change of the
/// bar around it is the bar's; between two of one size, the one listed later (an element drawn
/// on top). A pixel that no frame holds counts as outside every element.
public struct ElementChanges: Sendable, Hashable, Codable, CustomStringConvertible {
  /// One element and its differing pixels.
  public struct Entry: Sendable, Hashable, Codable {
    public let path: String
    public let label: String?
    public let changedPixels: Int

    /// Creates an entry.
    public init(path: String, label: String? = nil, changedPixels: Int) {
      self.path = path
      self.label = label
      self.changedPixels = changedPixels
    }

    /// `path (label) N px`.
    public var description: String {
      "\(ElementMap.Element.name(path: path, label: label)) \(changedPixels) px"
    }
  }

  /// The elements holding differing pixels, most first (then by path).
  public let elements: [Entry]
  /// Differing pixels no element holds.
  public let outsideEveryElement: Int

  /// Creates the attribution from its parts.
  public init(elements: [Entry], outsideEveryElement: Int) {
    self.elements = elements
    self.outsideEveryElement = outsideEveryElement
  }

  /// Attributes the differing pixels of `classification` to the elements of `map`.
  ///
  /// Row by row, the elements crossing the row claim its unclaimed differing pixels in order,
  /// most specific first; a disjoint-set forest over the row's differing pixels skips the
  /// claimed ones, so each pixel is visited once and each element costs a binary search per
  /// row it crosses: (rows × elements) × log(width) + pixels, where testing every element for
  /// every pixel cost pixels × elements (150,000 elements over a 1000 × 1000 change ran for
  /// minutes). ``ElementMap/maximumElementCount`` bounds the elements.
  public init(classification: PixelClassification, map: ElementMap) {
    // The candidates, most specific first: smallest, then listed later.
    let order = map.elements.indices.sorted { a, b in
      let (fa, fb) = (map.elements[a].frame, map.elements[b].frame)
      let (areaA, areaB) = (fa.width * fa.height, fb.width * fb.height)
      return areaA != areaB ? areaA < areaB : a > b
    }
    let frames = order.map { map.elements[$0].frame }
    var counts = [Int](repeating: 0, count: map.elements.count)
    var outside = 0
    let width = classification.width
    var changed: [Int] = []
    var claims = UnclaimedPixels()
    classification.classes.withUnsafeBufferPointer { classes in
      for y in 0..<classification.height {
        changed.removeAll(keepingCapacity: true)
        for x in 0..<width where PixelClass(rawValue: classes[y * width + x])?.isDifferent == true { changed.append(x) }
        guard let first = changed.first, let last = changed.last else { continue }
        claims.reset(count: changed.count)
        for (rank, frame) in frames.enumerated()
        where frame.y <= y && y < frame.maxY && frame.x <= last && first < frame.maxX {
          counts[order[rank]] += claims.claim(changed, from: frame.x, to: frame.maxX)
          if claims.unclaimed == 0 { break }
        }
        outside += claims.unclaimed
      }
    }
    let entries = map.elements.indices.filter { counts[$0] > 0 }.map { i in
      Entry(path: map.elements[i].path, label: map.elements[i].label, changedPixels: counts[i])
    }
    self.init(
      elements: entries.sorted { ($1.changedPixels, $0.path) < ($0.changedPixels, $1.path) },
      outsideEveryElement: outside)
  }

  /// Whether no differing pixel was attributed, inside or outside.
  public var isEmpty: Bool { elements.isEmpty && outsideEveryElement == 0 }

  /// `navigationBar.rightItems[0] (Done) 412 px, statusBar.time 96 px, outside every element 3 px`.
  public var description: String {
    (elements.map(\.description) + (outsideEveryElement > 0 ? ["outside every element \(outsideEveryElement) px"] : []))
      .joined(separator: ", ")
  }
}
