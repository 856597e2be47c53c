/// Makes views' identifiers on demand, for a reader that builds a large tree at once (an
/// importer of UI dumps): a view given an identifier through a source
/// (`View.setIdentifier(_:from:)`) asks for its text the first time its `identifier` is read,
/// and keeps it. A screen of 10 000 generated paths then makes no `String` for the ids nobody
/// reads, and none while the tree is built.
///
/// Subclass and override ``identifier(_:)``. Invariant a subclass must keep: the text of a
/// number never changes (a view may read it at any later time, once). A source is held by
/// each view that has not read its identifier yet; it belongs to the thread that owns the
/// views.
open class ViewIdentifierSource {
    /// Creates a source.
    public init() {}

    /// The identifier numbered `number` (what `View.identifier` reads for a view given that
    /// number). The default has none. Called at most once per view.
    open func identifier(_ number: Int32) -> String? { nil }
}
