import ViewExposure
import ViewExposureJSON

/// The invariants of the NativeViewInfo reader (`NativeViewInfoTree.read`), Open Measurement's
/// geometry and the NativeViewInfo writer, for any bytes:
/// - a refused text yields at least one problem, each with a message and a place: a syntax
///   error where the parser fails, or a JSON path that names a value (or a missing member) of
///   the document, and any position inside the text;
/// - a read tree measures (`OMIDMeasurer`) to a `geometryChange` within its invariants
///   (``OMIDGeometry``'s: on-screen rect inside the ad and the viewport or zero, pixels in
///   0...on-screen area, percentage in 0...100, obstructions distinct and overlapping, reasons
///   distinct and ordered), the walk beside MRAID (`measureWithOMID`) gives both standards'
///   separate answers exactly, and MRAID's exposure is in 0...100;
/// - the tree written again (`NativeViewInfoWriter`) reads back and measures the same.
public enum NativeViewInfoInvariants {
    public static func check(_ bytes: [UInt8]) {
        let tree: NativeViewInfoTree
        do {
            tree = try NativeViewInfoTree.read(bytes, session: nil)
        } catch {
            checkRefusal(error, in: bytes)
            return
        }
        let omid = OMIDMeasurer()
        let g = omid.measure(tree.ad, root: tree.root, state: tree.state)
        checkGeometry(g, input: bytes)
        if let ad = tree.ad {
            let mraid = ExposureMeasurer()
            let e = mraid.measure(ad)
            guard e.exposedPercentage.isFinite, (0...100).contains(e.exposedPercentage) else {
                fuzzFailure("MRAID exposure \(e.exposedPercentage) is outside 0...100", input: bytes)
            }
            let joint = mraid.measureWithOMID(ad, state: tree.state, using: omid)
            if joint.mraid != e || joint.omid != g {
                fuzzFailure("one walk for both gives \(joint.mraid) and \(joint.omid.json), apart \(e) and \(g.json)", input: bytes)
            }
        }
        checkReplay(tree, g, input: bytes)
    }

    /// A refusal: problems that lead to their place.
    static func checkRefusal(_ refusal: NativeViewInfoError, in bytes: [UInt8]) {
        guard !refusal.problems.isEmpty else { fuzzFailure("a refusal without a problem", input: bytes) }
        let document = try? JSONDocument.parse(bytes)
        let positions = TextPositions(bytes)
        for problem in refusal.problems {
            if problem.message.isEmpty { fuzzFailure("a problem without a message: \(problem)", input: bytes) }
            if let position = problem.position, positions.offset(of: position) == nil {
                fuzzFailure("problem position \(position) is outside the text: \(problem)", input: bytes)
            }
            guard let document else {
                // A syntax error: the parser's own, at its place.
                do {
                    _ = try JSONDocument.parse(bytes)
                } catch {
                    RejectionInvariants.check(syntaxError: error, in: bytes)
                    if problem.position != error.problems[0].position || refusal.problems.count != 1 {
                        fuzzFailure("syntax error reported as \(refusal.problems), the parser says \(error)", input: bytes)
                    }
                }
                continue
            }
            guard let path = problem.path else {
                fuzzFailure("a problem of a parsed text without a path: \(problem)", input: bytes)
            }
            switch JSONPathLookup.resolve(path, in: document.root) {
            case .value, .missingMember: break
            case .malformed: fuzzFailure("problem path is malformed: \(problem)", input: bytes)
            case .notFound: fuzzFailure("problem path names nothing in the document: \(problem)", input: bytes)
            }
        }
    }

    /// `OMIDGeometry`'s documented invariants.
    static func checkGeometry(_ g: OMIDGeometry, input: [UInt8]) {
        let on = g.onScreenGeometry
        if on != .zero {
            let viewport = Rect(x: 0, y: 0, width: g.viewport.width, height: g.viewport.height)
            guard on.minX >= g.geometry.minX, on.maxX <= g.geometry.maxX, on.minY >= g.geometry.minY,
                  on.maxY <= g.geometry.maxY, on.minX >= viewport.minX, on.maxX <= viewport.maxX,
                  on.minY >= viewport.minY, on.maxY <= viewport.maxY else {
                fuzzFailure("on-screen rect outside the ad or the viewport: \(g.json)", input: input)
            }
        }
        let onArea = on.width > 0 && on.height > 0 ? on.width * on.height : 0
        guard !g.pixelsInView.isNaN, g.pixelsInView >= 0, g.pixelsInView <= onArea else {
            fuzzFailure("pixelsInView outside 0...on-screen area: \(g.json)", input: input)
        }
        guard (0...100).contains(g.percentageInView) else {
            fuzzFailure("percentageInView outside 0...100: \(g.json)", input: input)
        }
        if Set(g.obstructions).count != g.obstructions.count {
            fuzzFailure("an obstruction listed twice: \(g.json)", input: input)
        }
        for o in g.obstructions where !(o.width > 0 && o.height > 0) {
            fuzzFailure("an obstruction without area: \(g.json)", input: input)
        }
        if g.reasons != g.reasons.sorted() || Set(g.reasons).count != g.reasons.count {
            fuzzFailure("reasons repeated or out of order: \(g.json)", input: input)
        }
        if g.declaredFriendlyObstructions < g.friendlyObstructions.count {
            fuzzFailure("fewer friendly nodes declared than reported: \(g.json)", input: input)
        }
    }

    /// The tree written as a native layer would send it reads back and, under the same session
    /// state (the writer only knows the views), measures the same; friendly identifiers are the
    /// reader's JSON paths, which the extra root level moves, so they are left out.
    static func checkReplay(_ tree: NativeViewInfoTree, _ g: OMIDGeometry, input: [UInt8]) {
        let written = NativeViewInfoWriter.utf8(tree.screen, ad: tree.ad, session: tree.session ?? "S")
        let replay: NativeViewInfoTree
        do {
            replay = try NativeViewInfoTree.read(written, session: tree.session)
        } catch {
            fuzzFailure("the written tree does not read back: \(error.lines(fileName: "written"))\nwritten: \(String(decoding: written, as: UTF8.self))",
                        input: input)
        }
        if (replay.ad == nil) != (tree.ad == nil) {
            fuzzFailure("the written tree loses or gains the ad", input: input)
        }
        var again = OMIDMeasurer().measure(replay.ad, root: replay.root, state: tree.state)
        var first = g
        for i in again.friendlyObstructions.indices { again.friendlyObstructions[i].identifier = nil }
        for i in first.friendlyObstructions.indices { first.friendlyObstructions[i].identifier = nil }
        if again != first {
            fuzzFailure("the written tree measures \(again.json), not \(first.json)\nwritten: \(String(decoding: written, as: UTF8.self))",
                        input: input)
        }
    }
}
