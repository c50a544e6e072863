// The BarKitTesting module. See Docs/Architecture.md.
