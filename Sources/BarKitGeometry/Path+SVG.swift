extension Path {
  /// The most elements ``init(svgPathData:)`` produces before it gives up: far more than any
  /// icon or bar glyph needs (those have hundreds), while bounding the memory and time a hostile
  /// input can take.
  public static let svgElementLimit = 100_000

  /// Reads SVG path data, the `d` attribute of an SVG `<path>` (SVG 2, §9.3 "Path data").
  ///
  /// Every command is supported, absolute and relative: `M L H V C S Q T A Z`. A moveto followed
  /// by more coordinate pairs draws lines to them; other commands repeat with further arguments.
  /// Numbers take SVG's forms (`1e-3`, `.5.5` is two numbers, `-1-2` too), and arc flags may
  /// be packed (`a10 10 0 01 5 5`). Elliptical arcs become cubics by the endpoint-to-center
  /// conversion of SVG 1.1, appendix F.6. After `Z`, a command other than a moveto starts its
  /// subpath with an explicit move to the closed subpath's start.
  ///
  /// Empty data (or only whitespace) gives an empty path. SVG renderers draw data up to its
  /// first error; this initializer throws instead, so that mistakes surface.
  ///
  /// - Throws: ``SVGPathError`` with the byte offset and what was expected there.
  public init(svgPathData: String) throws(SVGPathError) {
    var parser = SVGPathParser(svgPathData)
    try parser.parse()
    self = parser.path
  }
}

/// Turns SVG path data into ``Path`` elements, tracking the state commands depend on.
private struct SVGPathParser {
  var scanner: SVGPathScanner
  var path = Path()
  /// The current point, in absolute coordinates.
  var current = Point.zero
  /// The start of the current subpath, where `Z` returns.
  var subpathStart = Point.zero
  /// The second control point of the previous command when it was `C` or `S` (for `S`).
  var lastCubicControl: Point?
  /// The control point of the previous command when it was `Q` or `T` (for `T`).
  var lastQuadControl: Point?
  /// Whether the last command was `Z`, so a drawing command must first move to `subpathStart`.
  var afterClose = false
  /// The offset of the command being read, for errors about the whole command.
  var commandOffset = 0

  init(_ text: String) { scanner = SVGPathScanner(text) }

  mutating func parse() throws(SVGPathError) {
    scanner.skipWhitespace()
    if scanner.isAtEnd { return }
    var isFirst = true
    while true {
      scanner.skipWhitespace()
      if scanner.isAtEnd { return }
      commandOffset = scanner.offset
      guard let letter = scanner.command() else {
        throw SVGPathError(
          offset: scanner.offset, problem: .expectedCommand(found: scanner.currentCharacterDescription))
      }
      if isFirst && letter != UInt8(ascii: "M") && letter != UInt8(ascii: "m") {
        throw SVGPathError(offset: commandOffset, problem: .expectedMoveTo)
      }
      isFirst = false
      try readArguments(of: letter)
    }
  }

  /// Reads the argument groups of one command letter: one group, then more while numbers follow.
  mutating func readArguments(of letter: UInt8) throws(SVGPathError) {
    let isRelative = letter >= UInt8(ascii: "a")
    let upper = isRelative ? letter - 32 : letter
    if upper == UInt8(ascii: "Z") {
      path.close()
      current = subpathStart
      afterClose = true
      lastCubicControl = nil
      lastQuadControl = nil
      return
    }
    scanner.skipWhitespace()
    var command = upper
    while true {
      try readGroup(command, relative: isRelative)
      guard path.elements.count <= Path.svgElementLimit else {
        throw SVGPathError(offset: commandOffset, problem: .tooManyElements(limit: Path.svgElementLimit))
      }
      scanner.skipSeparator()
      if !scanner.isAtNumber {
        if scanner.expectsArgument { throw SVGPathError(offset: scanner.offset, problem: .expectedNumber(after: ",")) }
        return
      }
      // Extra pairs after a moveto are linetos (SVG 2, §9.3.3).
      if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
    }
  }

  /// Reads a number and the separator after it.
  mutating func nextNumber() throws(SVGPathError) -> Double {
    let value = try scanner.number()
    scanner.skipSeparator()
    return value
  }

  /// Reads a coordinate pair, made absolute.
  mutating func nextPoint(relative: Bool) throws(SVGPathError) -> Point {
    let x = try nextNumber()
    let y = try nextNumber()
    return relative ? current + Point(x: x, y: y) : Point(x: x, y: y)
  }

  /// Reads one group of arguments for `command` (an uppercase letter) and appends its elements.
  mutating func readGroup(_ command: UInt8, relative: Bool) throws(SVGPathError) {
    if command != UInt8(ascii: "M") && afterClose { path.move(to: subpathStart) }
    afterClose = false
    let firstNewElement = path.elements.count
    var cubicControl: Point?
    var quadControl: Point?
    let end: Point
    switch command {
    case UInt8(ascii: "M"):
      end = try nextPoint(relative: relative)
      path.move(to: end)
      subpathStart = end
    case UInt8(ascii: "L"):
      end = try nextPoint(relative: relative)
      path.line(to: end)
    case UInt8(ascii: "H"):
      let x = try nextNumber()
      end = Point(x: relative ? current.x + x : x, y: current.y)
      path.line(to: end)
    case UInt8(ascii: "V"):
      let y = try nextNumber()
      end = Point(x: current.x, y: relative ? current.y + y : y)
      path.line(to: end)
    case UInt8(ascii: "C"), UInt8(ascii: "S"):
      let c1 =
        command == UInt8(ascii: "C")
        ? try nextPoint(relative: relative) : reflected(lastCubicControl)
      let c2 = try nextPoint(relative: relative)
      end = try nextPoint(relative: relative)
      path.cubic(control1: c1, control2: c2, to: end)
      cubicControl = c2
    case UInt8(ascii: "Q"), UInt8(ascii: "T"):
      let c = command == UInt8(ascii: "Q") ? try nextPoint(relative: relative) : reflected(lastQuadControl)
      end = try nextPoint(relative: relative)
      path.quad(control: c, to: end)
      quadControl = c
    default:  // "A"
      let rx = try nextNumber()
      let ry = try nextNumber()
      let rotation = try nextNumber()
      let largeArc = try scanner.flag()
      scanner.skipSeparator()
      let sweep = try scanner.flag()
      scanner.skipSeparator()
      end = try nextPoint(relative: relative)
      path.appendEndpointArc(
        from: current, to: end, radiusX: rx, radiusY: ry, rotationDegrees: rotation,
        largeArc: largeArc, sweep: sweep)
    }
    try requireFiniteElements(from: firstNewElement)
    current = end
    lastCubicControl = cubicControl
    lastQuadControl = quadControl
  }

  /// The reflection of the previous command's control point about the current point, or the
  /// current point when the previous command was not of the same kind (SVG 2, §9.3.6).
  func reflected(_ control: Point?) -> Point {
    guard let control else { return current }
    return current * 2 - control
  }

  /// Throws unless every point of the elements from `start` on is finite: relative offsets can
  /// overflow, and so can arc centers for extreme radii.
  func requireFiniteElements(from start: Int) throws(SVGPathError) {
    for element in path.elements[start...] {
      let isFinite =
        switch element {
        case .move(let p), .line(let p): p.isFinite
        case .quad(let c, let p): c.isFinite && p.isFinite
        case .cubic(let c1, let c2, let p): c1.isFinite && c2.isFinite && p.isFinite
        case .close: true
        }
      guard isFinite else { throw SVGPathError(offset: commandOffset, problem: .coordinateOutOfRange) }
    }
  }
}
