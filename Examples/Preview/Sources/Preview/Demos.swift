import Flipbook

/// What `swift run Preview` shows, in the order `n`/`p` and `1`…`9` step through: each demo
/// builds its first screen in the window and says what Enter (present) and Esc (dismiss) do.
/// Add your app's transitions here the same way; their files can stay in the app, linked into
/// this target (Sources/Preview/App).
let demos: [Demo] = [
    TransitionDemo(name: "postcard", summary: "A postcard rises over a dimming screen") { window in
        let home = PostcardHomeViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        return DemoScene(window: window,
                         primaryAction: { home.showPostcard() },
                         backAction: { home.presentedViewController?.dismiss(animated: true) })
    },
]
