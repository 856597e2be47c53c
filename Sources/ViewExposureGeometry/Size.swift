/// A width and a height, in points (what `CGSize` is on Apple platforms).
public struct Size: Hashable, Sendable {
    /// The extent along each axis; negative values are allowed by the type but make a rect
    /// empty.
    public var width, height: Double

    /// Creates a size.
    @inlinable public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }

    /// The zero size.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite.
    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Size: CustomStringConvertible {
    /// `(width × height)`.
    public var description: String { "(\(width) × \(height))" }
}
