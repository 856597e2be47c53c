import ViewExposureTree

/// The ids of a dump's elements (see ``DumpElement/identifier``), as the importer worked them
/// out: a name or a rare form (`Type#n`, a `~k` kept apart from a name) as text, a generated
/// path suffix as its number of steps and the named ancestor it follows. The views read their
/// ids from it on demand (`ViewIdentifierSource`): a generated id is written the first time
/// its view's `identifier` is read, O(its length), and then kept by the view.
///
/// Indexed by element (the dump's document order, every element, views or not). Held by the
/// views that have not read their id yet; belongs to the thread that owns them.
final class DumpIdentifiers: ViewIdentifierSource {
    /// The steps' texts the generated ids are written from.
    let steps: StepTexts
    /// Ids kept as text: names, `Type#n`, and every id once they had to be told apart from
    /// names; "" where ``stepCount`` says the id is generated.
    let made: [String]
    /// The number of steps of a generated id (its suffix of the element's path); 0 when the
    /// id is in ``made``.
    let stepCount: [UInt8]
    /// The named ancestor a generated id follows (`name/Type[k]…`), -1 for none.
    let prefix: [Int32]

    /// The ids of every element: ``made``, ``stepCount`` and ``prefix`` indexed by element.
    init(_ steps: StepTexts, made: [String], stepCount: [UInt8], prefix: [Int32]) {
        self.steps = steps
        self.made = made
        self.stepCount = stepCount
        self.prefix = prefix
    }

    /// The id of element `i` from these parts (see ``text(_:)``), before they make a source.
    static func text(_ i: Int, steps: StepTexts, made: [String], stepCount: [UInt8], prefix: [Int32]) -> String {
        let n = Int(stepCount[i])
        if n == 0 { return made[i] }
        let p = Int(prefix[i])
        return steps.text(from: i, count: n, after: p >= 0 ? made[p] : nil)
    }

    /// The id of element `i`. O(its length).
    func text(_ i: Int) -> String {
        Self.text(i, steps: steps, made: made, stepCount: stepCount, prefix: prefix)
    }

    override func identifier(_ number: Int32) -> String? { text(Int(number)) }

    /// Gives `view` element `i`'s id: a kept text at once, a generated one on demand.
    @inline(__always)
    func give(_ view: View, _ i: Int) {
        if stepCount[i] == 0 { view.identifier = made[i] } else { view.setIdentifier(Int32(i), from: self) }
    }
}
