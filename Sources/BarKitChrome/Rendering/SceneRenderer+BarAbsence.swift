import BarKitScene

extension SceneRenderer.BarKind {
  /// Why `scene` draws no bar of this kind, for `--only`: iOS hides the status bar of an
  /// all-screen iPhone in landscape (``ScreenLayout``; Docs/Scenes.md, "Today's devices"), where
  /// the scene's own `statusBar` is not hidden; otherwise the scene has none.
  public func absence(in scene: Scene) -> String {
    if self == .statusBar, !scene.statusBar.hidden, scene.appearance == .ios7,
      let canvas = try? scene.canvas.resolved(), let allScreen = canvas.allScreen, allScreen.safeAreaInsets.top == 0
    {
      let device = canvas.device.map { " (\($0.name))" } ?? ""
      return "iOS hides the status bar in landscape on an all-screen iPhone\(device); render in portrait for it"
    }
    return "the scene has no \(rawValue)"
  }
}
