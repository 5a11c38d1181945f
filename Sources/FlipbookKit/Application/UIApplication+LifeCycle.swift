//  UIApplication+LifeCycle.swift — FlipbookKit
//  Mirrors UIApplication's life-cycle notifications. Status: declared, never posted: the previewer
//  launches no app (a demo builds its window directly), so the app is never launched, never leaves
//  the foreground and is never terminated; there are no memory warnings, clock changes or screenshots.

import Foundation

extension UIApplication {
    /// Posted when the app has finished launching. Flipbook: never posted (no launch).
    public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active. Flipbook: never posted (the app is active from the start).
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive. Flipbook: never posted (it never does).
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background. Flipbook: never posted (it never does).
    public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted before the app leaves the background. Flipbook: never posted (it is never there).
    public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate. Flipbook: never posted (quitting the previewer ends no app).
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the app receives a memory warning. Flipbook: never posted.
    public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted at a significant change in time (midnight, a time zone change). Flipbook: never posted
    /// (a scene's time is its media clock).
    public static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted when the user takes a screenshot. Flipbook: never posted (the previewer's snapshots are not the device's).
    public static let userDidTakeScreenshotNotification = NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")
}
