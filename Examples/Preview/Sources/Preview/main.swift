import Flipbook

// The resource bundle SwiftPM builds from this target's Assets.xcassets: missing, it is said at start.
Flipbook.main(demos: demos, resources: ["Preview_Preview"])
