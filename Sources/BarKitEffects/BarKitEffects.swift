// The BarKitEffects module. See Docs/Architecture.md.
