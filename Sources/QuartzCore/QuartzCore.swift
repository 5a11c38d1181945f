//  QuartzCore.swift — QuartzCore
//  `import QuartzCore` for files shared with an iOS app: Flipbook's Core Animation (layers,
//  animations, transactions, media timing) and the geometry it uses. Status: complete (a name).

@_exported import FlipbookCore
@_exported import FlipbookGraphics
