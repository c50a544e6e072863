import Foundation
import Testing

@testable import BarKitGeometry

@Suite("Affine transforms")
struct AffineTransformTests {
  let samples = [
    AffineTransform(rotation: 0.7).scaledBy(x: 2, y: -3).translatedBy(x: 5, y: 7),
    AffineTransform(a: 1, b: 0.5, c: -0.25, d: 2, tx: -3, ty: 4),
    AffineTransform(scaleX: 3, y: 3),
  ]

  @Test func concatenationAppliesSelfFirst() {
    let t = AffineTransform(translationX: 2, y: 0).concatenating(AffineTransform(scaleX: 2, y: 3))
    #expect(t.apply(pt(1, 1)) == pt(6, 3))  // translated to (3, 1), then scaled
    let u = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 2, y: 0))
    #expect(u.apply(pt(1, 1)) == pt(4, 3))
  }

  @Test func concatenationIsApplyingInTurn() {
    let p = pt(1.5, -2.25)
    for s in samples {
      for t in samples {
        #expect(isClose(s.concatenating(t).apply(p), t.apply(s.apply(p)), within: 1e-12))
      }
    }
  }

  @Test func inverseUndoesTheTransform() throws {
    for t in samples {
      let inverse = try #require(t.inverted)
      for p in [pt(0, 0), pt(1, 2), pt(-30, 17.5)] {
        #expect(isClose(inverse.apply(t.apply(p)), p, within: 1e-12))
      }
      let product = t.concatenating(inverse)
      #expect(isClose(pt(product.a, product.b), pt(1, 0), within: 1e-12))
      #expect(isClose(pt(product.c, product.d), pt(0, 1), within: 1e-12))
      #expect(isClose(pt(product.tx, product.ty), .zero, within: 1e-12))
    }
  }

  @Test func singularTransformsHaveNoInverse() {
    #expect(AffineTransform(scaleX: 0, y: 1).inverted == nil)
    #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted == nil)
  }

  @Test func rotationTurnsXTowardY() {
    #expect(isClose(AffineTransform(rotation: .pi / 2).apply(pt(1, 0)), pt(0, 1), within: 1e-15))
  }

  @Test func maximumScaleIsTheLargestStretch() {
    #expect(abs(AffineTransform(scaleX: 3, y: 2).concatenating(AffineTransform(rotation: 1)).maximumScale - 3) < 1e-12)
    #expect(abs(AffineTransform(scaleX: -0.5, y: 0.25).maximumScale - 0.5) < 1e-12)
    // A shear stretches the diagonal more than either axis.
    let shear = AffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
    #expect(abs(shear.maximumScale - (1 + 5.0.squareRoot()) / 2) < 1e-12)
  }

  @Test func pathsTransformEveryPoint() {
    let path = Path(elements: [
      .move(to: pt(1, 0)), .quad(control: pt(2, 0), to: pt(2, 1)),
      .cubic(control1: pt(3, 1), control2: pt(3, 2), to: pt(4, 2)), .close,
    ])
    let moved = path.applying(AffineTransform(translationX: 10, y: 20))
    #expect(
      moved.elements == [
        .move(to: pt(11, 20)), .quad(control: pt(12, 20), to: pt(12, 21)),
        .cubic(control1: pt(13, 21), control2: pt(13, 22), to: pt(14, 22)), .close,
      ])
    #expect(DisplayScale.x2.transform.apply(pt(1.5, 2)) == pt(3, 4))
  }
}
