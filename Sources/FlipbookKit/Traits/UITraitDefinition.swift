//  UITraitDefinition.swift — FlipbookKit
//  Mirrors UIKit's iOS 17 trait system: UITraitDefinition, UITrait, UIMutableTraits and the
//  system traits' definitions. Status: complete for trait collections (custom traits are stored,
//  read, compared and combined; views and controllers have no traitOverrides yet).

import Foundation

/// A trait: a type that names a value in a trait collection, with the value it has when unspecified.
///
///     struct ContainedInSettingsTrait: UITraitDefinition {
///         static let defaultValue = false
///     }
///     let traits = UITraitCollection { $0[ContainedInSettingsTrait.self] = true }
public protocol UITraitDefinition {
    associatedtype Value = Self
    /// The value of the trait in a collection that does not specify it.
    static var defaultValue: Value { get }
    /// Whether dynamic colours and images resolve differently when the trait changes. Default false.
    static var affectsColorAppearance: Bool { get }
    /// A readable name for debugging. Default: the type's name.
    static var name: String { get }
    /// A unique identifier (reverse-DNS). Default: the type's name.
    static var identifier: String { get }
}

extension UITraitDefinition {
    public static var affectsColorAppearance: Bool { false }
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { String(reflecting: Self.self) }
}

/// A trait, as the trait system's methods take and return them: a trait definition's type.
public typealias UITrait = any UITraitDefinition.Type

/// Trait values to set: what `UITraitCollection(mutations:)` and `modifyingTraits(_:)` edit.
public protocol UIMutableTraits {
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] } set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] } set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] } set { self[UITraitLayoutDirection.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] } set { self[UITraitDisplayScale.self] = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] } set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] } set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    public var forceTouchCapability: UIForceTouchCapability {
        get { self[UITraitForceTouchCapability.self] } set { self[UITraitForceTouchCapability.self] = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] } set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] } set { self[UITraitDisplayGamut.self] = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] } set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] } set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] } set { self[UITraitLegibilityWeight.self] = newValue }
    }
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] } set { self[UITraitActiveAppearance.self] = newValue }
    }
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
        get { self[UITraitToolbarItemPresentationSize.self] } set { self[UITraitToolbarItemPresentationSize.self] = newValue }
    }
    public var imageDynamicRange: UIImage.DynamicRange {
        get { self[UITraitImageDynamicRange.self] } set { self[UITraitImageDynamicRange.self] = newValue }
    }
    public var typesettingLanguage: Locale.Language? {
        get { self[UITraitTypesettingLanguage.self] } set { self[UITraitTypesettingLanguage.self] = newValue }
    }
    public var sceneCaptureState: UISceneCaptureState {
        get { self[UITraitSceneCaptureState.self] } set { self[UITraitSceneCaptureState.self] = newValue }
    }
    public var listEnvironment: UIListEnvironment {
        get { self[UITraitListEnvironment.self] } set { self[UITraitListEnvironment.self] = newValue }
    }
    public var hdrHeadroomUsageLimit: UIHDRHeadroomUsageLimit {
        get { self[UITraitHDRHeadroomUsageLimit.self] } set { self[UITraitHDRHeadroomUsageLimit.self] = newValue }
    }
}

// MARK: - The system traits (UIKit's UITrait… definitions)

public struct UITraitUserInterfaceIdiom: UITraitDefinition { public static let defaultValue = UIUserInterfaceIdiom.unspecified }
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public struct UITraitLayoutDirection: UITraitDefinition { public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified }
public struct UITraitDisplayScale: UITraitDefinition { public static let defaultValue: CGFloat = 0 }
public struct UITraitHorizontalSizeClass: UITraitDefinition { public static let defaultValue = UIUserInterfaceSizeClass.unspecified }
public struct UITraitVerticalSizeClass: UITraitDefinition { public static let defaultValue = UIUserInterfaceSizeClass.unspecified }
public struct UITraitForceTouchCapability: UITraitDefinition { public static let defaultValue = UIForceTouchCapability.unknown }
public struct UITraitPreferredContentSizeCategory: UITraitDefinition { public static let defaultValue = UIContentSizeCategory.unspecified }
public struct UITraitDisplayGamut: UITraitDefinition {
    public static let defaultValue = UIDisplayGamut.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public struct UITraitAccessibilityContrast: UITraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public struct UITraitLegibilityWeight: UITraitDefinition { public static let defaultValue = UILegibilityWeight.unspecified }
public struct UITraitActiveAppearance: UITraitDefinition { public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified }
public struct UITraitToolbarItemPresentationSize: UITraitDefinition { public static let defaultValue = UINSToolbarItemPresentationSize.unspecified }
public struct UITraitImageDynamicRange: UITraitDefinition { public static let defaultValue = UIImage.DynamicRange.unspecified }
public struct UITraitTypesettingLanguage: UITraitDefinition { public static let defaultValue: Locale.Language? = nil }
public struct UITraitSceneCaptureState: UITraitDefinition { public static let defaultValue = UISceneCaptureState.unspecified }
public struct UITraitListEnvironment: UITraitDefinition { public static let defaultValue = UIListEnvironment.unspecified }
public struct UITraitHDRHeadroomUsageLimit: UITraitDefinition { public static let defaultValue = UIHDRHeadroomUsageLimit.unspecified }
