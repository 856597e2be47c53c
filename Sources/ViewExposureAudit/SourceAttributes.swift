import ViewExposureTree

/// A source that reads one attribute of a view at a time, without making the view's whole
/// dictionary (``CheckEnvironment/attributes``): a dump reads it from its bytes. Its answers are
/// the dictionary's. A class (a dump), so that an existential of it copies as one reference:
/// the checks copy it on every attribute they read.
package protocol AttributeLookup: AnyObject {
    /// The source's number for `view`, `nil` when the source does not describe it.
    func describedNumber(of view: View) -> Int?
    /// The value of attribute `name` of the view the source numbers `number`, or `nil`.
    func value(_ name: String, ofDescribed number: Int) -> String?
}

/// One view's attributes as the checks read them: name by name through the environment's
/// ``AttributeLookup`` when it has one (no dictionary is made per view), else from the source's
/// dictionary. Not `Sendable`: it refers to the source.
struct SourceAttributes {
    private let lookup: (any AttributeLookup)?
    private let number: Int
    private let dictionary: [String: String]?

    /// The attributes `lookup` reads for the view it numbers `number`.
    init(lookup: any AttributeLookup, number: Int) {
        self.lookup = lookup
        self.number = number
        dictionary = nil
    }

    /// The attributes of a dictionary.
    init(_ dictionary: [String: String]) {
        lookup = nil
        number = -1
        self.dictionary = dictionary
    }

    /// The value of attribute `name`, or `nil`. O(the view's attributes) through a lookup.
    subscript(name: String) -> String? {
        // Asked in place (binding the lookup would copy the existential on every read).
        guard lookup != nil else { return dictionary?[name] }
        return lookup?.value(name, ofDescribed: number)
    }

    /// Whether attribute `name` reads `true` (or `1`).
    func flag(_ name: String) -> Bool {
        let v = self[name]
        return v == "true" || v == "1"
    }
}

extension CheckEnvironment {
    /// `view`'s attributes as the source gives them (``attributes``, read through
    /// ``attributeLookup`` when there is one), `nil` when the source does not describe it.
    func sourceAttributes(of view: View) -> SourceAttributes? {
        if let attributeLookup {
            return attributeLookup.describedNumber(of: view).map { SourceAttributes(lookup: attributeLookup, number: $0) }
        }
        return attributes(view).map(SourceAttributes.init)
    }
}
