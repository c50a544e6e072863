import BarKitGeometry
import Foundation
import Testing

@testable import BarKitChrome

/// Reads the absolute SVG subset icons use (`M L H V C Q A Z`) and returns the box that holds every
/// point the path passes through: end points, Bézier control points (the curve stays in their hull)
/// and circular arcs' extreme points. A stand-in until `Path(svgPathData:)` lands in BarKitGeometry.
struct IconPathScan {
  enum Failure: Error, Equatable {
    case unsupportedCommand(Character)
    case badNumber(String)
    case missingOperands(Character)
  }

  var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
  /// How many subpaths there are, and how many of them end with `Z`.
  var subpaths = 0, closedSubpaths = 0

  init(_ data: String) throws {
    var tokens: [String] = []
    var current = ""
    for character in data {
      if character.isLetter {
        if !current.isEmpty { tokens.append(current) }
        tokens.append(String(character))
        current = ""
      } else if character == " " || character == "," {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }

    var index = 0
    var point = Point.zero
    func numbers(_ count: Int, for command: Character) throws -> [Double] {
      guard index + count <= tokens.count else { throw Failure.missingOperands(command) }
      let values = try tokens[index..<index + count].map { token in
        guard let value = Double(token) else { throw Failure.badNumber(token) }
        return value
      }
      index += count
      return values
    }
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      guard let command = token.first, token.count == 1, command.isLetter else { throw Failure.badNumber(token) }
      switch command {
      case "M", "L":
        let v = try numbers(2, for: command)
        point = Point(x: v[0], y: v[1])
        if command == "M" { subpaths += 1 }
        include(point)
      case "H": point.x = try numbers(1, for: command)[0]; include(point)
      case "V": point.y = try numbers(1, for: command)[0]; include(point)
      case "C", "Q":
        let v = try numbers(command == "C" ? 6 : 4, for: command)
        for pair in stride(from: 0, to: v.count, by: 2) { include(Point(x: v[pair], y: v[pair + 1])) }
        point = Point(x: v[v.count - 2], y: v[v.count - 1])
      case "A":
        let v = try numbers(7, for: command)
        let end = Point(x: v[5], y: v[6])
        includeCircularArc(from: point, to: end, radius: v[0], largeArc: v[3] != 0, sweep: v[4] != 0)
        point = end
      case "Z": closedSubpaths += 1
      default: throw Failure.unsupportedCommand(command)
      }
    }
  }

  private mutating func include(_ p: Point) {
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }

  /// Adds an arc of a circle (icons use `rx == ry` and no rotation): its end points and each of the
  /// four axis-extreme points that the swept angle passes (SVG 1.1 appendix F.6.5 centre conversion).
  private mutating func includeCircularArc(from a: Point, to b: Point, radius: Double, largeArc: Bool, sweep: Bool) {
    include(a)
    include(b)
    let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    let half = (b - a) * 0.5
    let chordHalf = (half.x * half.x + half.y * half.y).squareRoot()
    guard chordHalf > 0 else { return }
    let r = max(radius, chordHalf)
    let offset = (r * r - chordHalf * chordHalf).squareRoot()
    // The centre lies on the chord's perpendicular bisector; the flags pick the side.
    let sign: Double = largeArc == sweep ? -1 : 1
    let centre = Point(x: mid.x - sign * offset * half.y / chordHalf, y: mid.y + sign * offset * half.x / chordHalf)
    let start = atan2(a.y - centre.y, a.x - centre.x)
    var span = atan2(b.y - centre.y, b.x - centre.x) - start
    if sweep, span < 0 { span += 2 * .pi }
    if !sweep, span > 0 { span -= 2 * .pi }
    for quadrant in 0..<4 {
      let angle = Double(quadrant) * .pi / 2
      // How far the sweep must turn from the start to reach this extreme: [0, 2π) clockwise on
      // screen (sweep 1), (−2π, 0] the other way.
      var delta = (angle - start).truncatingRemainder(dividingBy: 2 * .pi)
      if sweep, delta < 0 { delta += 2 * .pi }
      if !sweep, delta > 0 { delta -= 2 * .pi }
      if sweep ? delta <= span : delta >= span {
        include(Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
      }
    }
  }
}

@Suite struct IconBoundsTests {
  @Test func scanFindsTheBulgeOfACircleDrawnAsTwoArcs() throws {
    let scan = try IconPathScan("M19.5 12 A7.5 7.5 0 1 1 4.5 12 A7.5 7.5 0 1 1 19.5 12 Z")
    #expect(abs(scan.minY - 4.5) < 1e-9)
    #expect(abs(scan.maxY - 19.5) < 1e-9)
    #expect(scan.minX == 4.5 && scan.maxX == 19.5)
    #expect(scan.subpaths == 1 && scan.closedSubpaths == 1)
  }

  @Test func scanFollowsTheSweepDirectionOfAnOpenArc() throws {
    // From the top of a circle centred (14, 16), counter-clockwise on screen through the left
    // and bottom: the left and bottom extremes count, and so does the right one (the arc ends past it).
    // The end point is rounded to 0.01 pt, which moves the centre by about 0.001 pt.
    let scan = try IconPathScan("M14 7.5 A8.5 8.5 0 1 0 21.36 11.75")
    #expect(abs(scan.minX - 5.5) < 0.01)
    #expect(abs(scan.maxY - 24.5) < 0.01)
    #expect(abs(scan.maxX - 22.5) < 0.01)
    #expect(abs(scan.minY - 7.5) < 0.01)
    // The same end points swept clockwise take the short way round and never reach the left side.
    let short = try IconPathScan("M14 7.5 A8.5 8.5 0 0 1 21.36 11.75")
    #expect(short.minX == 14)
    #expect(short.maxY == 11.75)
  }

  @Test func scanFindsTheTopOfAnArcThatStartsLeftOfIt() throws {
    // The outer Wi-Fi band: clockwise from −132° to −48° passes −90°, the top of its circle (y 0).
    let scan = try IconPathScan("M0.08 2.27 A8.85 8.85 0 0 1 11.92 2.27")
    #expect(abs(scan.minY) < 0.01)
    #expect(scan.maxY == 2.27)
  }

  @Test func scanRejectsRelativeCommandsAndBadNumbers() {
    #expect(throws: IconPathScan.Failure.unsupportedCommand("l")) { try IconPathScan("M0 0 l1 1") }
    #expect(throws: IconPathScan.Failure.badNumber("1..2")) { try IconPathScan("M1..2 0") }
    #expect(throws: IconPathScan.Failure.missingOperands("L")) { try IconPathScan("M0 0 L1") }
  }

  @Test(arguments: IconCatalog.all.map(\.name))
  func inkStaysInsideTheViewBox(name: String) throws {
    let icon = try #require(IconCatalog.icon(named: name))
    #expect(!icon.viewBox.isEmpty)
    for layer in icon.layers {
      #expect(!layer.pathData.isEmpty)
      let scan = try IconPathScan(layer.pathData)
      let reach = layer.inkOutset
      // Coordinates are written to 0.01 pt, so an arc's centre may move by about that much.
      let box = icon.viewBox.inset(by: EdgeInsets(top: -0.01, left: -0.01, bottom: -0.01, right: -0.01))
      #expect(scan.minX - reach >= box.minX, "\(name): ink leaves the left edge")
      #expect(scan.minY - reach >= box.minY, "\(name): ink leaves the top edge")
      #expect(scan.maxX + reach <= box.maxX, "\(name): ink leaves the right edge")
      #expect(scan.maxY + reach <= box.maxY, "\(name): ink leaves the bottom edge")
      if case .fill = layer.paint {
        #expect(scan.closedSubpaths == scan.subpaths, "\(name): a filled subpath is left open")
      }
    }
  }

  @Test func barButtonGlyphsFillMostOfTheirGrid() throws {
    // §9: real nav and toolbar glyphs are 17–19 pt wide or 22–25 pt tall; none is a speck.
    for icon in BarButtonIcons.all {
      var scans: [IconPathScan] = []
      for layer in icon.layers { scans.append(try IconPathScan(layer.pathData)) }
      let width = scans.map(\.maxX).max()! - scans.map(\.minX).min()!
      let height = scans.map(\.maxY).max()! - scans.map(\.minY).min()!
      #expect(max(width, height) >= 14, "\(icon.name) is only \(width) × \(height) pt")
    }
  }
}
