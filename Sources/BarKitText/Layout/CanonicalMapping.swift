import CHarfBuzz

/// Unicode canonical decomposition and composition (UAX #15) of one character, from the
/// Unicode data HarfBuzz carries: what font coverage and spacing need, without a Unicode
/// library of its own.
enum CanonicalMapping {
  /// HarfBuzz's built-in Unicode data (a static object: getting it costs nothing).
  private static var functions: OpaquePointer? { hb_unicode_funcs_get_default() }

  /// The first scalar of `character`'s canonical decomposition (NFD): the base letter of a
  /// precomposed letter ("e" for "é"). A starter stays first when its marks are reordered, so
  /// decomposing the first scalar again and again gives it.
  static func base(of character: Character) -> Unicode.Scalar? {
    guard var scalar = character.unicodeScalars.first?.value else { return nil }
    var first: hb_codepoint_t = 0, second: hb_codepoint_t = 0
    while hb_unicode_decompose(functions, scalar, &first, &second) != 0 { scalar = first }
    return Unicode.Scalar(scalar)
  }

  /// `character`'s scalars in Normalization Form C: fully decomposed, marks in canonical
  /// order, then composed (UAX #15 §3.11's algorithm).
  static func composed(_ character: Character) -> [Unicode.Scalar] {
    var scalars: [hb_codepoint_t] = []
    func decompose(_ scalar: hb_codepoint_t) {
      var first: hb_codepoint_t = 0, second: hb_codepoint_t = 0
      guard hb_unicode_decompose(functions, scalar, &first, &second) != 0 else { return scalars.append(scalar) }
      decompose(first)
      if second != 0 { decompose(second) }
    }
    for scalar in character.unicodeScalars { decompose(scalar.value) }
    let classes = scalars.map { Int(hb_unicode_combining_class(functions, $0).rawValue) }
    // Canonical ordering: a stable sort of each run of marks by combining class.
    var order = Array(scalars.indices)
    var start = 0
    while start < order.count {
      var end = start
      while end < order.count && classes[order[end]] != 0 { end += 1 }
      order[start..<end].sort { (classes[$0], $0) < (classes[$1], $1) }
      start = end + 1
    }
    // Canonical composition: each mark joins the last starter unless a mark of the same or
    // a higher class (or a starter) stands between them.
    var result: [hb_codepoint_t] = [], resultClasses: [Int] = []
    var starter: Int? = nil
    for index in order {
      let scalar = scalars[index], ccc = classes[index]
      if let s = starter {
        let blocked = result.count - 1 > s && (resultClasses.last! == 0 || resultClasses.last! >= ccc)
        var composite: hb_codepoint_t = 0
        if !blocked && hb_unicode_compose(functions, result[s], scalar, &composite) != 0 {
          result[s] = composite
          continue
        }
      }
      if ccc == 0 { starter = result.count }
      result.append(scalar)
      resultClasses.append(ccc)
    }
    return result.compactMap(Unicode.Scalar.init)
  }
}
