import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGColor and the CG types' Swift members (`.zero`, `.identity`) on Darwin
#endif

/// `UIScrollView`: a view that clips and whose `contentOffset` is its `bounds.origin`.
@MainActor
open class UIScrollViewStandIn: UIViewStandIn {
    /// The size of the scrollable content.
    public var contentSize: CGSize = .zero

    /// A scroll view with `frame`; it clips to its bounds, as `UIScrollView` does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// The scroll position: the same point as `bounds.origin`.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
}
