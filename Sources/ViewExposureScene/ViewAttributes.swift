import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

/// The properties a scene file sets on one view: every key of the scene format's view table
/// except `id` and `subviews`, each `nil` when the key is absent. Parsing validates everything
/// first; ``apply(to:)`` then sets the present properties, so a view is never half-changed.
///
/// Mapping to `View` (docs/scene-format.md §2):
/// - `frame` [x, y, w, h] is the *untransformed* frame: `center` = its middle,
///   `bounds.size` = (w, h). It does not go through `View/frame`'s setter, which would
///   undo the transform. Width and height are ≥ 0. Every coordinate (frame, `boundsOrigin`,
///   the transform's translation) is within ±2 × 10⁷ (docs/scene-format.md).
/// - `boundsOrigin` [x, y] sets `bounds.origin` (the scroll offset).
/// - `transform` [a, b, c, d, tx, ty] is applied about the center; any finite matrix is
///   accepted, a singular one included (a view scaled to nothing is legal UIKit).
/// - `alpha` is stored as `Float` (as `CALayer.opacity`).
/// - `alignmentInsets` and `hitInsets` are [top, left, bottom, right]; any finite values.
/// - `painting` is what the view paints itself (`Painting`): `"bounds"`, `"nothing"` or
///   `{"border": w}` with a finite `w > 0` (docs/painting.md). `drawsContent: false` is the
///   older spelling of `"nothing"` (`true` of `"bounds"`); a view may carry one of the two keys.
/// - `friendlyObstruction` is `{"purpose": …, "reason": …}` (reason optional, validated as the
///   OM SDK does) or `null`, which clears a registration.
public struct ViewAttributes: Hashable, Sendable {
    /// The untransformed frame in the superview (center = its middle, bounds size = its size).
    public var frame: Rect?
    /// The bounds origin (scroll offset).
    public var boundsOrigin: Point?
    /// The transform about the center.
    public var transform: AffineTransform?
    /// `clipsToBounds`.
    public var clipsToBounds: Bool?
    /// `isHidden` (key `hidden`).
    public var isHidden: Bool?
    /// `alpha`, in 0...1.
    public var alpha: Float?
    /// `isUserInteractionEnabled` (key `userInteractionEnabled`).
    public var isUserInteractionEnabled: Bool?
    /// `drawsContent`.
    public var drawsContent: Bool?
    /// `painting`.
    public var painting: Painting?
    /// `alignmentRectInsets` (key `alignmentInsets`).
    public var alignmentInsets: EdgeInsets?
    /// `hitInsets`.
    public var hitInsets: EdgeInsets?
    /// `hitTestPolicy`.
    public var hitTestPolicy: HitTestPolicy?
    /// `friendlyObstruction`: `.some(nil)` clears the registration.
    public var friendlyObstruction: FriendlyObstruction??

    /// No attributes: applying it changes nothing.
    public init() {}

    /// The keys this type reads, in the scene format's table order.
    public static let keys: [String] = Key.allCases.map(\.rawValue)

    /// One key this type reads.
    enum Key: String, CaseIterable {
        case frame, boundsOrigin, transform, clipsToBounds, hidden, alpha
        case userInteractionEnabled, drawsContent, painting, alignmentInsets, hitInsets
        case hitTestPolicy, friendlyObstruction
    }

    /// Every key of a view object in a scene file: ``keys`` plus `id`, `interception` (which
    /// names other views, so the decoder resolves it at the end) and `subviews`.
    package static let sceneViewKeys: [String] = ["id"] + keys + ["interception", "subviews"]

    /// Parses and validates the view keys of `object`, a JSON object whose path is `path`
    /// (used in error messages, e.g. `events[1].set`). Members named in `ignoring` are skipped
    /// (for example the `view` member of a timeline `set` event); `id`, `subviews` and any
    /// other key are errors. Every problem is reported, with its path.
    public static func parse(
        _ object: JSONValue, at path: String, ignoring: Set<String> = []
    ) throws(SceneError) -> ViewAttributes {
        var reader = SceneValueReader()
        guard object.isObject else {
            throw SceneError(problems: [SceneProblem(
                path: path, message: "expected an object of view keys, got \(object.typeDescription)")])
        }
        var attributes = ViewAttributes()
        for member in object.members where !ignoring.contains(member.key) {
            if !attributes.read(member, reader: &reader, path: { path }) {
                let allowed = keys + ignoring.sorted()
                reader.unknownKey(member.key, allowed: allowed, JSONPath.appending(member.key, to: path))
            }
        }
        if !reader.problems.isEmpty { throw SceneError(problems: reader.problems) }
        return attributes
    }

    /// Reads `member` if it is one of ``keys``, recording problems; returns `false` for any
    /// other key (the caller decides whether that is an error).
    mutating func read(_ member: JSONMember, reader: inout SceneValueReader,
                       path base: () -> String) -> Bool {
        guard let key = Key(rawValue: member.key) else { return false }
        read(key, member.value, reader: &reader, path: base)
        return true
    }

    /// Whether the numbers of `n` in `lanes` are coordinates a scene may hold
    /// (``InputBounds/sceneCoordinate``); a problem at `path()[i]` for each that is not.
    static func coordinatesAdmitted(_ n: SIMD8<Double>, lanes: Range<Int>, reader: inout SceneValueReader,
                                    _ path: () -> String) -> Bool {
        var admitted = true
        for i in lanes where !InputBounds.admitsSceneCoordinate(n[i]) {
            reader.report(path() + "[\(i)]", InputBounds.sceneCoordinateProblem(JSONNumber.shortest(n[i])))
            admitted = false
        }
        return admitted
    }

    /// Reads the value `v` of the member `key`, recording problems at `base` + the key.
    mutating func read(_ key: Key, _ v: JSONValue, reader: inout SceneValueReader,
                       path base: () -> String) {
        func path() -> String { JSONPath.appending(key.rawValue, to: base()) }
        switch key {
        case .frame:
            if let n = reader.finiteNumbers(v, count: 4, path),
               Self.coordinatesAdmitted(n, lanes: 0..<4, reader: &reader, path) {
                if n[2] < 0 { reader.report(path(), "width must not be negative, got \(JSONNumber.shortest(n[2]))") }
                if n[3] < 0 { reader.report(path(), "height must not be negative, got \(JSONNumber.shortest(n[3]))") }
                if n[2] >= 0 && n[3] >= 0 {
                    frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
                }
            }
        case .boundsOrigin:
            if let n = reader.finiteNumbers(v, count: 2, path), Self.coordinatesAdmitted(n, lanes: 0..<2, reader: &reader, path) {
                boundsOrigin = Point(x: n[0], y: n[1])
            }
        case .transform:
            // The translation is a coordinate; the linear part any finite matrix.
            if let n = reader.finiteNumbers(v, count: 6, path), Self.coordinatesAdmitted(n, lanes: 4..<6, reader: &reader, path) {
                transform = AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
            }
        case .clipsToBounds:
            if let b = reader.bool(v, path()) { clipsToBounds = b }
        case .hidden:
            if let b = reader.bool(v, path()) { isHidden = b }
        case .alpha:
            if let x = v.number, x.isFinite, !(0...1).contains(x) {
                reader.report(path(), "expected a number in 0...1, got \(JSONNumber.shortest(x))")
            } else if let x = reader.finiteNumber(v, path()) {
                alpha = Float(x)
            }
        case .userInteractionEnabled:
            if let b = reader.bool(v, path()) { isUserInteractionEnabled = b }
        case .drawsContent:
            if painting != nil {
                reader.report(path(), "drawsContent and painting both set; keep one (painting says more)")
            } else if let b = reader.bool(v, path()) { drawsContent = b }
        case .painting:
            if drawsContent != nil {
                reader.report(path(), "drawsContent and painting both set; keep one (painting says more)")
            } else if let p = reader.painting(v, path) { painting = p }
        case .alignmentInsets:
            if let n = reader.finiteNumbers(v, count: 4, path) {
                alignmentInsets = EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
            }
        case .hitInsets:
            if let n = reader.finiteNumbers(v, count: 4, path) {
                hitInsets = EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
            }
        case .hitTestPolicy:
            if let p = reader.enumeration(v, HitTestPolicy.self, path()) { hitTestPolicy = p }
        case .friendlyObstruction:
            if v.isNull {
                friendlyObstruction = .some(nil)
            } else if let f = Self.readFriendlyObstruction(v, reader: &reader, path: path) {
                friendlyObstruction = .some(f)
            }
        }
    }

    private static func readFriendlyObstruction(
        _ v: JSONValue, reader: inout SceneValueReader, path: () -> String
    ) -> FriendlyObstruction? {
        guard v.isObject else {
            reader.report(path(), "expected {\"purpose\": …, \"reason\": …} or null, got \(v.typeDescription)")
            return nil
        }
        var purpose: FriendlyObstruction.Purpose?
        var reason: String?
        var ok = true
        for m in v.members {
            let p = JSONPath.appending(m.key, to: path())
            switch m.key {
            case "purpose":
                purpose = reader.enumeration(m.value, FriendlyObstruction.Purpose.self, p)
                if purpose == nil { ok = false }
            case "reason":
                if m.value.isNull { continue }
                reason = reader.string(m.value, p)
                if reason == nil { ok = false }
            default:
                reader.unknownKey(m.key, allowed: ["purpose", "reason"], p)
                ok = false
            }
        }
        if v["purpose"] == nil {
            reader.report(path(), "missing required key \"purpose\"")
            return nil
        }
        guard ok, let purpose else { return nil }
        do {
            return try FriendlyObstruction(purpose: purpose, reason: reason)
        } catch {
            reader.report(JSONPath.appending("reason", to: path()), error.description)
            return nil
        }
    }

    /// Sets every present attribute on `view` (absent ones are left as they are). Each
    /// property is assigned once, so observers see one change per changed property.
    public func apply(to view: View) {
        if let frame {
            view.center = frame.center
            var b = view.bounds
            b.size = frame.size
            if let boundsOrigin { b.origin = boundsOrigin }
            view.bounds = b
        } else if let boundsOrigin {
            view.bounds.origin = boundsOrigin
        }
        if let transform { view.transform = transform }
        if let clipsToBounds { view.clipsToBounds = clipsToBounds }
        if let isHidden { view.isHidden = isHidden }
        if let alpha { view.alpha = alpha }
        if let isUserInteractionEnabled { view.isUserInteractionEnabled = isUserInteractionEnabled }
        if let drawsContent { view.drawsContent = drawsContent }
        if let painting { view.painting = painting }
        if let alignmentInsets { view.alignmentRectInsets = alignmentInsets }
        if let hitInsets { view.hitInsets = hitInsets }
        if let hitTestPolicy { view.hitTestPolicy = hitTestPolicy }
        if let friendlyObstruction { view.friendlyObstruction = friendlyObstruction }
    }
}

extension View {
    /// Validates the view keys in `object` (a scene-format view object without `id` and
    /// `subviews`; members in `ignoring` are skipped) and, only when all are valid, applies
    /// them to this view. `path` is the object's JSON path for error messages.
    /// This is what a timeline's `set` event does.
    public func applySceneKeys(_ object: JSONValue, at path: String,
                               ignoring: Set<String> = []) throws(SceneError) {
        try ViewAttributes.parse(object, at: path, ignoring: ignoring).apply(to: self)
    }
}
