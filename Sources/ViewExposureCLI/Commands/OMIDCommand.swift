import ArgumentParser
import ViewExposure
import ViewExposureDocument
import ViewExposureJSON

/// `exposure omid FILE`: the Open Measurement `geometryChange` of an ad (docs/semantics.md
/// §3.10), keys in the OM SDK service's order (``OMIDGeometry/json``).
///
/// FILE is told apart by its content: a `NativeViewInfo` tree as a native layer logs it (an
/// object with `width`, `height` and `childViews`, `isCreative` or `adSessionId`) — the ad is
/// the node with `isCreative`, or with `adSessionId` equal to `--session`, and its friendly
/// nodes are those naming that session — or a scene or UI dump, with `--view ID` for the ad
/// and `--friendly ID[:PURPOSE[:REASON]]` (repeatable) for registrations. `--tree` prints the
/// NativeViewInfo tree a native layer would send instead.
struct OMIDCommand: ExposureSubcommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "omid",
        abstract: "Print the Open Measurement geometryChange of an ad (a NativeViewInfo tree, a scene or a dump).",
        discussion: """
            Prints {"viewport": …, "adView": {"percentageInView", "pixelsInView", "reasons", \
            "geometry", "onScreenGeometry": {…, "obstructions", "friendlyObstructions"}}, \
            "declaredFriendlyObstructions"}, rectangles in the root's coordinates.

            Examples:
              exposure omid Examples/native-view-info.json
              exposure omid Examples/feed.json --view ad
              exposure omid Examples/interstitial.json --view ad --friendly skipTimer:other:Countdown --locked
              exposure omid Examples/feed.json --view ad --tree
            """
    )

    /// The app state OMID is told.
    enum StateOption: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// In the foreground (a scene's own `appState: background` still backgrounds).
        case active
        /// In the background: 0 % and 0 px, reason `backgrounded`.
        case backgrounded
    }

    @Argument(help: ArgumentHelp("A NativeViewInfo tree (JSON), a scene file or a UI dump, or - for standard input.", valueName: "file"))
    var path: String

    @Option(name: .long, help: "NativeViewInfo: the ad is the node with this adSessionId (default: the node with isCreative).")
    var session: String?

    @Option(name: .long, help: "Scene or dump: the id of the ad view.")
    var view: String?

    @Option(name: .long, help: ArgumentHelp("Scene or dump: register a friendly obstruction; PURPOSE is mediaControls, closeAd, notVisible or other (the default), REASON at most 50 letters, digits and spaces.", valueName: "ID[:PURPOSE[:REASON]]"))
    var friendly: [String] = []

    @Option(name: .long, help: "active (default) or backgrounded.")
    var state: StateOption = .active

    @Flag(name: .long, help: "The device is locked (reason deviceLocked; numbers unchanged).")
    var locked = false

    @Flag(name: .long, help: "Print the NativeViewInfo tree a native layer would send instead of the geometry.")
    var tree = false

    /// Creates the command (ArgumentParser fills it in).
    init() {}

    /// Reads the file, measures and prints.
    func execute(in context: CommandContext) throws {
        let bytes = try context.readInput(path)
        let fileName = CommandContext.displayName(of: path)
        let ad: View?
        let root: Window?
        var omidState: OMIDSessionState
        let screen: Screen
        var sessionName = session ?? "session"
        if let replay = try OMIDInput.nativeViewInfo(bytes, fileName: fileName, session: session) {
            if view != nil || !friendly.isEmpty {
                throw CLIFailure.badInput("\(fileName): --view and --friendly are for scenes and dumps; a NativeViewInfo tree names its ad (isCreative, or --session) and friendly nodes itself")
            }
            ad = replay.ad
            root = replay.root
            screen = replay.screen
            omidState = replay.state
            sessionName = replay.session ?? sessionName
            context.keepUntilExit(replay.screen)
        } else {
            if session != nil { throw CLIFailure.badInput("\(fileName): --session is for NativeViewInfo trees; give --view ID for a scene or dump") }
            let loaded = try LoadedScene.loadReporting(bytes, fileName: fileName)
            guard let id = view else { throw CLIFailure.badInput("\(fileName): missing --view ID (the ad)") }
            ad = try loaded.view(id, option: "--view")
            root = ad?.window
            screen = loaded.screen
            try OMIDInput.register(friendly, in: loaded)
            omidState = OMIDSessionState()
            if loaded.screen.appState == .background { omidState.isBackgrounded = true }
            context.keepUntilExit(loaded)
        }
        if state == .backgrounded { omidState.isBackgrounded = true }
        if locked { omidState.isDeviceLocked = true }
        var w = JSONWriter()
        if tree {
            NativeViewInfoWriter.write(screen, ad: ad, session: sessionName, to: &w)
        } else {
            OMIDMeasurer().measure(ad, root: root, state: omidState).write(to: &w)
        }
        context.writeLine(w)
    }
}

/// Reading OMID's inputs for `omid` and `measure --omid`: a NativeViewInfo tree told apart by
/// content, and `--friendly` registrations.
enum OMIDInput {
    /// The tree in `bytes` when they are a NativeViewInfo tree (JSON whose top level looks like
    /// a node), else `nil`; its problems as bad input, located.
    static func nativeViewInfo(_ bytes: [UInt8], fileName: String, session: String?) throws(CLIFailure) -> NativeViewInfoTree? {
        guard bytes.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) == UInt8(ascii: "{"),
              let document = try? JSONDocument.parse(bytes), NativeViewInfoTree.looksLikeTree(document.root) else { return nil }
        do {
            return try NativeViewInfoTree.read(document.root, session: session)
        } catch {
            throw .badInput(error.lines(fileName: fileName))
        }
    }

    /// Registers each `ID[:PURPOSE[:REASON]]` of `specs` on its view (purpose `other` when not
    /// given); an unknown id, purpose or a reason OMID refuses is bad input naming the option.
    static func register(_ specs: [String], in loaded: LoadedScene) throws(CLIFailure) {
        for spec in specs {
            let parts = spec.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            let target = try loaded.view(parts[0], option: "--friendly")
            var purpose = FriendlyObstruction.Purpose.other
            if parts.count > 1 {
                guard let p = FriendlyObstruction.Purpose(rawValue: parts[1]) else {
                    throw .badInput("\(loaded.fileName): --friendly \(spec): unknown purpose \"\(parts[1])\"; expected one of \(FriendlyObstruction.Purpose.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                purpose = p
            }
            do {
                target.friendlyObstruction = try FriendlyObstruction(purpose: purpose, reason: parts.count > 2 ? parts[2] : nil)
            } catch {
                throw .badInput("\(loaded.fileName): --friendly \(spec): \(error.description)")
            }
        }
    }
}
