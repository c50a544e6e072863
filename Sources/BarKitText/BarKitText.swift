// The BarKitText module. See Docs/Architecture.md.
