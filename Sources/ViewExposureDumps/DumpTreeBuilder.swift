import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree

/// Turns a ``RawElementTree`` into an ``ImportedDump``: reads every element's traits, orders
/// the windows and siblings, builds the views with parent-relative frames, and names them.
/// Every pass is a loop over the pre-order array or an explicit stack: no recursion.
enum DumpTreeBuilder {
    static func build(_ tree: RawElementTree, format: DumpFormat) throws(DumpError) -> ImportedDump {
        let raw = tree.elements
        let docRoots = tree.windowRoots(format: format)

        // Which elements become views: the window roots and everything below them. Pre-order
        // puts a parent before its children, so one forward pass suffices.
        var isView = [Bool](repeating: false, count: raw.count)
        for r in docRoots { isView[Int(r)] = true }
        for i in raw.indices where !isView[i] {
            let p = Int(raw[i].parent)
            if p >= 0 && isView[p] { isView[i] = true }
        }

        // Traits, with every problem located.
        var traits = [ElementTraits](repeating: ElementTraits(), count: raw.count)
        var problems: [DumpProblem] = []
        var messages: [String] = []
        let (names, typeNames) = try tree.withReader { (reader: inout TraitReader) throws(DumpError) -> (ByteInterner, [String]) in
            // Written in place (a trait record is a hundred bytes: no copy per element).
            traits.withUnsafeMutableBufferPointer { out in
                for i in raw.indices where isView[i] {
                    if format.isAndroid {
                        out[i] = reader.android(i, hasChildren: tree.hasChildren(i), problems: &messages)
                    } else {
                        reader.ios(i, format: format, into: &out[i], problems: &messages)
                    }
                    if !messages.isEmpty {
                        let path = tree.path(i, format: format, roots: docRoots)
                        for m in messages {
                            problems.append(DumpProblem(position: raw[i].position, elementPath: path, message: m))
                        }
                        messages.removeAll()
                    }
                }
            }
            return (reader.names, reader.shortTypes)
        }
        if !problems.isEmpty { throw DumpError(problems: problems) }
        if docRoots.isEmpty {
            throw DumpError(position: raw.first?.position, "the dump has no windows: expected elements under the root <\(raw.isEmpty ? "" : tree.elementName(0))>")
        }

        var notes: [String] = []
        let screenIndex = docRoots.first.map { Int(raw[Int($0)].parent) } ?? -1
        let screenAttributes = screenIndex >= 0 ? tree.attributeDictionary(screenIndex) : [:]
        if screenIndex >= 0 {
            try checkScreenNumbers(screenAttributes, element: "<\(tree.elementName(screenIndex))>", at: raw[screenIndex].position)
        }
        var extent = Rect.zero
        for r in docRoots { extent = extent.union(traits[Int(r)].frame) }

        // Names first: paths are written with them, and notes use them.
        let ids = identifiers(tree, traits: traits, names: names, typeNames: typeNames, isView: isView, roots: docRoots)

        // Window order, back to front.
        var windowOrder = docRoots
        if format.isAndroid {
            windowOrder = androidWindowOrder(docRoots, tree: tree, traits: traits, extent: extent)
            if windowOrder != docRoots {
                notes.append("windows put back to front by kind (application, overlay, input method, system UI; the dump lists the front-most first): "
                    + windowOrder.map { ids.text(Int($0)) + " (" + (tree.value(Int($0), .package) ?? "?") + ")" }.joined(separator: ", "))
            }
        }
        // The rules (Rules/, one file each), in the pipeline's order; what each decided is
        // recorded per element. The context ends with the block (and what the rules worked out
        // in it); the traits and the record are moved out of it, so the writes below copy neither.
        var record: [DumpRuleSet] = []
        let childOrder: [Int32: [Int32]]
        do {
            var context = RuleContext(tree: tree, traits: traits, isView: isView, roots: docRoots, typeNames: typeNames,
                                      format: format, extent: extent,
                                      record: [DumpRuleSet](repeating: .empty, count: traits.count))
            traits = []
            for rule in format.isAndroid ? DumpRules.android : DumpRules.ios { rule.apply(&context) }
            swap(&traits, &context.traits)
            swap(&record, &context.record)
            childOrder = context.childOrder
        }
        recordOrderRules(tree, traits: traits, isView: isView, roots: docRoots, format: format, typeNames: typeNames,
                         extent: extent, record: &record)
        notes += screenNotes(format: format, screenAttributes: screenAttributes, extent: extent,
                             raw: raw, traits: traits, isView: isView, roots: docRoots, ids: ids)

        let hitBox = hitBoxes(tree, traits: traits, isView: isView)

        // Elements are numbered in document order first; then the views are built, iteratively,
        // and each element is written in its place as its view is made (while the view is still
        // in cache: no second pass over the views).
        var elementIndex = [Int32](repeating: -1, count: raw.count)
        var elementCount = 0
        var parents = [Int32](repeating: -1, count: raw.count)
        var isRoot = [Bool](repeating: false, count: raw.count)
        for r in docRoots { isRoot[Int(r)] = true }
        for i in raw.indices where isView[i] {
            elementIndex[i] = Int32(elementCount)
            parents[elementCount] = isRoot[i] ? -1 : elementIndex[Int(raw[i].parent)]
            elementCount += 1
        }
        parents.removeLast(raw.count - elementCount)
        let storage = DumpTextStorage(tree: tree, format: format)
        let screen = Screen()
        let elements = [DumpElement](unsafeUninitializedCapacity: elementCount) { buffer, initialized in
            // Constants from here: read by `place` without the dynamic exclusivity check a
            // captured variable costs on every access.
            let traits = traits, elementIndex = elementIndex
            func place(_ i: Int, _ v: View) {
                let t = traits[i]
                (buffer.baseAddress! + Int(elementIndex[i])).initialize(to: DumpElement(
                    view: v, stepIndex: ids.steps.stepIndex[i], type: typeNames[Int(t.type)],
                    isInteractive: t.audited, isEnabled: t.enabled, frameOnScreen: t.frame,
                    attributeList: DumpAttributes(storage: storage, element: Int32(i), labelAttribute: t.labelAttribute)))
            }
            for r in windowOrder {
                let ri = Int(r)
                let window = Window(frame: traits[ri].frame)
                ids.give(window, ri)
                configure(window, traits[ri], hitBox: hitBox[ri], isWindow: true, format: format)
                place(ri, window)
                var stack: [(index: Int, view: View)] = [(ri, window)]
                while let (p, parentView) = stack.popLast() {
                    let parentOrigin = traits[p].frame.origin
                    var children = orderedChildren(tree.children(p), traits: traits, format: format)
                    if let reordered = childOrder[Int32(p)] { children = ArraySlice(reordered) }
                    // Room for every child at once: the subview array grows once, not by doubling.
                    parentView.reserveSubviewCapacity(children.count)
                    for c in children {
                        let ci = Int(c)
                        let f = traits[ci].frame
                        let v = View(frame: Rect(x: f.minX - parentOrigin.x, y: f.minY - parentOrigin.y,
                                                 width: f.width, height: f.height))
                        ids.give(v, ci)
                        configure(v, traits[ci], hitBox: hitBox[ci], isWindow: false, format: format)
                        parentView.addSubview(v)
                        place(ci, v)
                        if tree.hasChildren(ci) { stack.append((ci, v)) }
                    }
                }
                // On the screen once built: while a window is on no screen, adding a view to
                // it has no screen's observers to look for.
                screen.addWindow(window)
            }
            // Every view element was reached from its window root exactly once: all are set.
            initialized = elementCount
        }
        // Parents whose children's order rests on a rule that has not earned certainty.
        let uncertainOrder = DumpRules.all.filter { $0.aspect == .order && !$0.isCertain
            && $0 != IOSWindowOrder.info && $0 != AndroidWindowOrder.info && $0 != AndroidSystemUIWindow.info
            && $0 != AndroidWindowListOrder.info }
        // Of those, the rules that leave unsettled only the order of nested layers (the list
        // order of any other two children is the position order, `android-document-order`'s).
        let nestedOnly = [AndroidSameFrameDocumentOrder.info, AndroidNestedLayerDocumentOrder.info]
        var uncertainBits: UInt64 = 0, nestedBits: UInt64 = 0
        for r in uncertainOrder {
            if nestedOnly.contains(r) { nestedBits |= DumpRules.bit(r) } else { uncertainBits |= DumpRules.bit(r) }
        }
        if !AndroidDocumentOrder.info.isCertain { (uncertainBits, nestedBits) = (uncertainBits | nestedBits, 0) }
        let unordered = raw.indices.filter { isView[$0] && record[$0].bits & uncertainBits != 0 }
            .map { elements[Int(elementIndex[$0])].view }
        let nestedUnordered = raw.indices.filter { isView[$0] && record[$0].bits & nestedBits != 0 }
            .map { elements[Int(elementIndex[$0])].view }
        var rules = [DumpRuleSet](repeating: .empty, count: elementCount)
        for i in raw.indices where isView[i] { rules[Int(elementIndex[i])] = record[i] }
        return ImportedDump(format: format, screen: screen, elements: elements, parents: parents,
                            screenAttributes: screenAttributes, notes: notes, viewsWithUnknownChildOrder: unordered,
                            viewsWithUnknownNestedChildOrder: nestedUnordered,
                            rules: rules)
    }

    /// Sets the view's flags from the element's traits; `hitBox` (on screen) becomes its hit
    /// area through `hitInsets`.
    private static func configure(_ v: View, _ t: ElementTraits, hitBox: Rect, isWindow: Bool, format: DumpFormat) {
        let f = t.frame
        if hitBox != f, !hitBox.isEmpty {
            let box = f.isEmpty ? hitBox : hitBox.union(f)
            v.hitInsets = EdgeInsets(top: box.minY - f.minY, left: box.minX - f.minX,
                                     bottom: f.maxY - box.maxY, right: f.maxX - box.maxX)
        }
        // Only what differs from a new view's defaults is set (each setter checks and notifies).
        if t.hidden { v.isHidden = true }
        if !t.drawsContent { v.drawsContent = false }
        if t.clips { v.clipsToBounds = true }
        // Android hands a touch to one window: a window root takes every touch in its bounds
        // (`android-clickable`; an empty one: `android-window-root-takes-touch`).
        let takes = t.takesTouches || (isWindow && format.isAndroid && !t.passesTouches)
        if !takes { v.hitTestPolicy = .passThrough }
    }

    /// Children back to front: Android by `drawing-order` (ties in document order), iOS in
    /// document order.
    static func orderedChildren(_ children: ArraySlice<Int32>, traits: [ElementTraits],
                                        format: DumpFormat) -> ArraySlice<Int32> {
        guard format.isAndroid, children.count > 1 else { return children }
        var sorted = true
        var previous = Int.min
        for c in children {
            let order = traits[Int(c)].drawingOrder
            if order < previous { sorted = false; break }
            previous = order
        }
        if sorted { return children }
        return ArraySlice(children.enumerated().sorted {
            let a = traits[Int($0.element)].drawingOrder, b = traits[Int($1.element)].drawingOrder
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element))
    }

    /// Android window roots back to front: by kind (application < overlay < input method <
    /// system UI), and within a kind in reverse dump order, since the accessibility service
    /// lists windows front-most first.
    private static func androidWindowOrder(_ roots: [Int32], tree: RawElementTree, traits: [ElementTraits],
                                           extent: Rect) -> [Int32] {
        guard roots.count > 1 else { return roots }
        let keyed = roots.enumerated().map { (offset, r) -> (AndroidKinds.WindowKind, Int, Int32) in
            let kind = AndroidKinds.windowKind(package: tree.value(Int(r), .package) ?? "",
                                               bounds: traits[Int(r)].frame, screen: extent)
            return (kind, -offset, r)
        }
        return keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }

    /// The longest path suffix an id is made of (see ``identifiers``).
    static let maxSteps = 12

    /// The id and the path step (`Type[k]`) of every view element (see
    /// ``DumpElement/identifier``), as a source the views read their ids from when first asked
    /// (``DumpIdentifiers``). `names` numbers the traits' names.
    private static func identifiers(_ tree: RawElementTree, traits: [ElementTraits], names: ByteInterner,
                                    typeNames: [String], isView: [Bool], roots: [Int32]) -> DumpIdentifiers {
        let raw = tree.elements
        let views = raw.indices.filter { isView[$0] }
        // Names are counted by number: no text is hashed.
        var nameCount = [Int32](repeating: 0, count: names.count), fullCount = [Int32](repeating: 0, count: names.count)
        for i in views {
            if traits[i].name >= 0 { nameCount[Int(traits[i].name)] += 1 }
            if traits[i].fullName >= 0 { fullCount[Int(traits[i].fullName)] += 1 }
        }
        // Steps `Type[k]` (k counts same-type siblings in document order) as ints: the type's
        // number and k; their text is written only for the ids that use it.
        var typeOf = [Int](repeating: -1, count: raw.count)
        for i in views { typeOf[i] = Int(traits[i].type) }
        var stepIndex = [Int](repeating: 0, count: raw.count)
        var seen = [Int](repeating: 0, count: typeNames.count)
        var touched: [Int] = []
        func number<S: Sequence>(_ siblings: S) where S.Element == Int32 {
            for s in siblings {
                let t = typeOf[Int(s)]
                if seen[t] == 0 { touched.append(t) }
                seen[t] += 1
                stepIndex[Int(s)] = seen[t]
            }
            for t in touched { seen[t] = 0 }
            touched.removeAll(keepingCapacity: true)
        }
        number(roots)
        for i in views where tree.hasChildren(i) { number(tree.children(i)) }
        // Read-only from here: constants, so that the closures below read them directly
        // rather than through the boxes captured variables live in.
        let steps = StepTexts(typeOf: typeOf, stepIndex: stepIndex, typeNames: typeNames, raw: raw, roots: roots)
        // A step's key: its (type, k) pair as one int — dense (type × (largest k + 1) + k) when
        // that range is small, so that the first level is counted in an array, not hashed.
        var largestStep = 0
        for i in views { largestStep = max(largestStep, stepIndex[i]) }
        let stepStride = largestStep + 1
        let denseSteps = typeNames.count <= (4 * views.count + 64) / stepStride
        let stepKey = { (i: Int) -> Int in
            denseSteps ? steps.typeOf[i] &* stepStride &+ steps.stepIndex[i] : steps.typeOf[i] &* 1 << 32 &+ steps.stepIndex[i]
        }
        func parentInTree(_ i: Int) -> Int { steps.parentInTree(i) }

        // Named elements first; the others get the shortest path suffix that no other element's
        // path ends with (XPath's `//Other[3]/Button[2]`), or their steps below the nearest
        // named ancestor, or their full path — up to `maxSteps` steps; beyond, `Type#n` with n
        // the element's place in document order (a deep unnamed chain would otherwise cost
        // quadratic text). Suffixes of every element are counted level by level, as interned
        // ints, only for as many levels as some element still needs.
        // Names are kept as text (`ids.made`); generated ids as their number of steps and the
        // named ancestor they follow, written when a view's id is first read.
        var made = [String](repeating: "", count: raw.count)
        var stepCount = [UInt8](repeating: 0, count: raw.count)
        var prefix = [Int32](repeating: -1, count: raw.count)
        var named = [Bool](repeating: false, count: raw.count)
        var unresolved: [Int] = []
        unresolved.reserveCapacity(views.count)
        var namesMayCollide = false
        for i in views {
            var name: Int32 = -1
            // The element's own spelling of its unique name.
            if traits[i].name >= 0, nameCount[Int(traits[i].name)] == 1 {
                name = traits[i].nameSpelling
            } else if traits[i].fullName >= 0, fullCount[Int(traits[i].fullName)] == 1 {
                name = traits[i].fullNameSpelling
            }
            if name >= 0 {
                let text = names.string(name)
                made[i] = text
                named[i] = true
                // Generated ids always hold `[` or `#`; a name without them cannot equal one.
                if text.utf8.contains(UInt8(ascii: "[")) || text.utf8.contains(UInt8(ascii: "#")) { namesMayCollide = true }
            } else {
                unresolved.append(i)
            }
        }
        var key = [Int](repeating: -1, count: raw.count)
        var top = [Int](repeating: -1, count: raw.count)   // the ancestor the suffix reached
        var sharing = [Int](repeating: 0, count: raw.count)  // how many active elements share its key
        var active = views
        var level = 1
        var count = IntCounter()
        var interned = IntCounter()
        // Keys are below `keyBound` when it is set (dense first-level keys; suffix numbers,
        // which `interned` hands out from 0): counted in `tally`, an array.
        var keyBound: Int? = denseSteps ? typeNames.count * stepStride : nil
        var tally: [Int32] = []
        // Element-indexed arrays written through their buffers: a write per element and
        // level, where an array's uniqueness check would cost more than the write.
        key.withUnsafeMutableBufferPointer { key in
        top.withUnsafeMutableBufferPointer { top in
        sharing.withUnsafeMutableBufferPointer { sharing in
        stepCount.withUnsafeMutableBufferPointer { stepCount in
        prefix.withUnsafeMutableBufferPointer { prefix in
            for i in views { key[i] = stepKey(i); top[i] = i }
            while !unresolved.isEmpty && level <= maxSteps {
                // Every unresolved element is active.
                if let bound = keyBound {
                    tally.removeAll(keepingCapacity: true)
                    tally.append(contentsOf: repeatElement(0, count: bound))
                    tally.withUnsafeMutableBufferPointer { tally in
                        for i in active { tally[key[i]] += 1 }
                        for i in unresolved { sharing[i] = Int(tally[key[i]]) }
                    }
                } else {
                    count.removeAll(capacity: active.count)
                    // Its count read at its entry, not looked up again.
                    for i in active { sharing[i] = count.add(key[i]) }
                    for i in unresolved { sharing[i] = count.count(at: sharing[i]) }
                }
                var still: [Int] = []
                still.reserveCapacity(unresolved.count)
                for i in unresolved {
                    let above = parentInTree(top[i])
                    if sharing[i] == 1 || above < 0 {
                        stepCount[i] = UInt8(level)
                    } else if named[above] {
                        stepCount[i] = UInt8(level)
                        prefix[i] = Int32(above)
                    } else {
                        still.append(i)
                    }
                }
                unresolved = still
                guard !unresolved.isEmpty else { break }
                // One level up: extend every suffix that can still grow; suffixes are numbered
                // by their (suffix below, step above) pair.
                interned.removeAll(capacity: active.count)
                var next: [Int] = []
                next.reserveCapacity(active.count)
                for i in active {
                    let above = parentInTree(top[i])
                    guard above >= 0 else { continue }
                    key[i] = interned.number(key[i], stepKey(above))
                    top[i] = above
                    next.append(i)
                }
                // Suffix numbers count from 0, one per distinct pair: fewer than the elements paired.
                keyBound = active.count
                active = next
                level += 1
            }
        }
        }
        }
        }
        }
        for (n, i) in views.enumerated() where stepCount[i] == 0 && made[i].isEmpty {
            made[i] = "\(typeNames[Int(traits[i].type)])#\(n + 1)"
        }
        if namesMayCollide {
            // A name that happens to equal a generated id: keep both apart, every id written
            // now (generated ones after the names they follow, before these change).
            for i in views where stepCount[i] > 0 {
                made[i] = DumpIdentifiers.text(i, steps: steps, made: made, stepCount: stepCount, prefix: prefix)
                stepCount[i] = 0
            }
            var used = Set<String>()
            for i in views {
                var unique = made[i], k = 2
                while used.contains(unique) {
                    unique = made[i] + "~\(k)"
                    k += 1
                }
                used.insert(unique)
                made[i] = unique
            }
        }
        let ids = DumpIdentifiers(steps, made: made, stepCount: stepCount, prefix: prefix)
        return ids
    }

    /// The screen element's numbers (`<hierarchy width height density>`, the application's
    /// frame) within ``InputBounds``, as every element's are: the checks read them as the
    /// display size and the density. Absent is fine; a `density` must be a number.
    private static func checkScreenNumbers(_ attributes: [String: String], element: String,
                                           at position: SourcePosition?) throws(DumpError) {
        var problems: [DumpProblem] = []
        for key in ["x", "y", "width", "height"] {
            guard let text = attributes[key], let v = Double(text), !InputBounds.admitsCoordinate(v) else { continue }
            // `CGRectNull`'s origin is an empty frame, as on any element.
            if (key == "x" || key == "y") && DumpNumber.isNullFrameOrigin(v) { continue }
            problems.append(DumpProblem(position: position, elementPath: nil,
                                        message: "\(element) \(key): " + (v.isFinite ? InputBounds.coordinateProblem(text) : "expected a finite number, got \"\(text)\"")))
        }
        if let text = attributes["density"], !(Double(text).map(InputBounds.admitsDensity) ?? false) {
            problems.append(DumpProblem(position: position, elementPath: nil,
                                        message: "\(element) density: expected a number from 0.1 to 100 (pixels per dp), got \"\(text)\""))
        }
        if !problems.isEmpty { throw DumpError(problems: problems) }
    }

    /// Oddities worth telling the user about.
    private static func screenNotes(format: DumpFormat, screenAttributes: [String: String], extent: Rect,
                                    raw: [RawElement], traits: [ElementTraits], isView: [Bool], roots: [Int32],
                                    ids: DumpIdentifiers) -> [String] {
        var notes: [String] = []
        func size(_ r: Rect) -> String { "\(JSONNumber.shortest(r.width))x\(JSONNumber.shortest(r.height))" }
        var screenRect = extent
        if format.isAndroid {
            if let w = screenAttributes["width"].flatMap(Double.init), let h = screenAttributes["height"].flatMap(Double.init),
               w != extent.width || h != extent.height {
                notes.append("declared size \(JSONNumber.shortest(w))x\(JSONNumber.shortest(h)) differs from the windows' extent \(size(extent)); the bounds are used as they are")
            }
            if let rotation = screenAttributes["rotation"], rotation == "1" || rotation == "3" {
                if extent.height > extent.width {
                    notes.append("rotation=\(rotation) (landscape) but the windows are portrait (\(size(extent))): bounds are taken as they are, in display coordinates")
                }
            }
        } else {
            let app = roots.first.map { Int(raw[Int($0)].parent) } ?? -1
            if app >= 0, let w = screenAttributes["width"].flatMap(Double.init),
               let h = screenAttributes["height"].flatMap(Double.init) {
                screenRect = Rect(x: Double(screenAttributes["x"] ?? "0") ?? 0, y: Double(screenAttributes["y"] ?? "0") ?? 0,
                                  width: w, height: h)
            } else if app >= 0, let r = raw[app].rect {
                screenRect = r
            }
            for r in roots where !screenRect.contains(traits[Int(r)].frame) {
                notes.append("window \(ids.text(Int(r))) (\(size(traits[Int(r)].frame))) extends beyond the application's frame (\(size(screenRect)))")
            }
        }
        var empty = 0, outside = 0
        for i in raw.indices where isView[i] {
            let f = traits[i].frame
            if f.isEmpty { empty += 1 } else if !f.overlaps(screenRect) { outside += 1 }
        }
        if empty > 0 { notes.append("\(empty) element\(empty == 1 ? " has" : "s have") no area (zero width or height)") }
        if outside > 0 { notes.append("\(outside) element\(outside == 1 ? " lies" : "s lie") entirely off screen (\(size(screenRect)))") }
        return notes
    }
}
