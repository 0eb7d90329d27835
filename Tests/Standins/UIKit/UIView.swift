import Foundation

/// A rectangular area of the interface. The stand-in keeps its geometry,
/// opacity and subviews; it draws nothing.
/// Apple: https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@MainActor open class UIView: UIResponder {
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// The stand-in cannot decode interfaces; it creates an empty view.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/init(coder:) (page not read; the required NSCoding initializer)
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// `UIView()` is a view with a zero frame.
    /// Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init() (UIKit routes it to init(frame:) with .zero)
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The location and size in the superview's coordinate system.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        didSet { storedBounds.size = frame.size }
    }

    private lazy var storedBounds = CGRect(origin: .zero, size: frame.size)

    /// The location and size in the view's own coordinate system.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/bounds (page not read; UICoordinateSpace.bounds page read)
    open var bounds: CGRect {
        get { storedBounds }
        set {
            storedBounds = newValue
            frame.size = newValue.size
        }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// Views added with `addSubview(_:)`; read by the stand-in's own tests.
    internal private(set) var standInSubviews: [UIView] = []
    internal private(set) weak var standInSuperview: UIView?

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { standInSuperview }

    /// Adds `view` on top of the other subviews, removing it from its previous superview.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        view.standInSuperview?.standInSubviews.removeAll { $0 === view }
        standInSubviews.append(view)
        view.standInSuperview = self
    }

    /// Applies `animations` at once (the stand-in does not animate), then
    /// calls `completion` with `true`.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
    @available(iOS 4.0, *)
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
    @available(iOS 4.0, *)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }
}

extension UIView {
    /// Options for automatic view resizing.
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/rawvalue (page not read; OptionSet requirement, the type of init(rawValue:))
        public let rawValue: UInt

        /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblerightmargin
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibletopmargin
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblebottommargin
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
