/// Every rule, by id: the table ``DumpRuleSet`` numbers its bits by, and the pipelines the
/// importer runs (docs/dumps.md, "Rules", lists them with their judged precision).
enum DumpRules {
    /// Every rule (at most 64), in a fixed order.
    static let all: [DumpRuleInfo] = [
        // Facts the dump states.
        Frames.info, VisibilityFlags.info, AndroidClickable.info, AndroidDrawingOrder.info, RicoChildOrder.info,
        IOSWindowOrder.info, AndroidInputMethodWindow.info, IOSModalAlert.info, IOSKeyboard.info,
        AndroidMaterialSheetDialog.info,
        // Inferences.
        IOSTypeTraits.info, IOSVisibleFalse.info, AndroidClassDraws.info, AndroidDescribedFocusableLeaf.info,
        IOSDocumentOrder.info, IOSLegacyOrder.info, IOSLegacyBackdrop.info, IOSBarsOverContent.info,
        IOSDuplicatedTwins.info, StaleFrame.info, IOSBarItemsSideBySide.info,
        AndroidDocumentOrder.info, WebViewDocumentOrder.info, AndroidWindowOrder.info,
        AndroidVirtualNodes.info, AndroidSystemDecorationWindow.info,
        AndroidClickableLayoutPaints.info, AndroidCardPaints.info, AndroidSheetOverScrim.info,
        AndroidSurfaceOverContent.info, AndroidBarOverContent.info, AndroidChildlessWindowPaints.info,
        AndroidFloatingWindowPaints.info, AndroidSystemBarBackground.info, SameFrameTwin.info, AndroidHeaderOverList.info, AndroidSystemUIWindow.info,
        AndroidWindowListOrder.info, AndroidWindowRootTakesTouch.info, AndroidBareViewDrawsNothing.info, AndroidIconTouchBoxPaints.info,
        AndroidTiedDrawingOrder.info, IOSLayerOverHiddenPage.info, AndroidReorderedDrawingOrder.info, IOSScrollEdgeEffect.info,
        AndroidSameFrameDocumentOrder.info, AndroidSystemUIScrim.info, AndroidSemanticsNodePaints.info, AndroidNestedLayerDocumentOrder.info,
        AndroidTopBarOverContent.info,
    ]

    /// The rules run over an Android dump's traits, in order (after its windows are ordered).
    static let android: [any DumpRule.Type] = [
        AndroidInputMethodWindow.self, AndroidSystemDecorationWindow.self, AndroidSystemUIScrim.self, AndroidVirtualNodes.self,
        AndroidBareViewDrawsNothing.self,
        AndroidClickableLayoutPaints.self, AndroidCardPaints.self, AndroidSheetOverScrim.self,
        AndroidSurfaceOverContent.self, AndroidBarOverContent.self, AndroidTopBarOverContent.self, AndroidChildlessWindowPaints.self,
        AndroidFloatingWindowPaints.self, AndroidSystemBarBackground.self, AndroidHeaderOverList.self,
        AndroidWindowRootTakesTouch.self, AndroidDescribedFocusableLeaf.self,
    ]

    /// The rules run over an iOS dump's traits, in order.
    static let ios: [any DumpRule.Type] = [
        IOSDuplicatedTwins.self, StaleFrame.self, IOSModalAlert.self, IOSKeyboard.self, IOSLayerOverHiddenPage.self, IOSScrollEdgeEffect.self, IOSBarsOverContent.self, IOSLegacyBackdrop.self,
        IOSBarItemsSideBySide.self,
    ]

    private static let bitByID: [String: UInt64] = {
        var out: [String: UInt64] = [:]
        for (k, r) in all.enumerated() { out[r.id] = 1 << UInt64(k) }
        return out
    }()

    /// The ids by bit number.
    static let ids: [String] = all.map(\.id)

    /// The bits of the rules that may make a finding certain (stated or earned).
    static let certainBits: UInt64 = {
        var bits: UInt64 = 0
        for (k, r) in all.enumerated() where r.isCertain { bits |= 1 << UInt64(k) }
        return bits
    }()

    /// The bits of the rules that decide one of `aspects`.
    static func bits(deciding aspects: Set<RuleAspect>) -> UInt64 {
        var bits: UInt64 = 0
        for (k, r) in all.enumerated() where aspects.contains(r.aspect) { bits |= 1 << UInt64(k) }
        return bits
    }

    /// The bit of `rule` in a ``DumpRuleSet``.
    static func bit(_ rule: DumpRuleInfo) -> UInt64 { bitByID[rule.id] ?? 0 }

    /// The rule with id `id`, `nil` for none.
    static func rule(id: String) -> DumpRuleInfo? { all.first { $0.id == id } }
}

extension DumpRuleInfo {
    /// Every rule the importer knows, by id (docs/dumps.md has a section for each).
    package static var all: [DumpRuleInfo] { DumpRules.all }
}
