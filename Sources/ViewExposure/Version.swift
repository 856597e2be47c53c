/// The library's version.
public enum ViewExposureVersion {
    /// Semantic version string.
    public static let string = "0.1.0"
}
