// The one library product: `import ViewExposure` brings every layer, so users need not know
// how the package is split. Each layer is its own target (see README "Architecture").
@_exported import Geometry
@_exported import JSON
@_exported import ViewTree
@_exported import Exposure
@_exported import HitTesting
@_exported import Alignment
@_exported import Observation
@_exported import SceneFormat
@_exported import LiveHierarchy
