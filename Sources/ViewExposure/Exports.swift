// The one library product: `import ViewExposure` brings every layer, so users need not know
// how the package is split. Each layer is its own target (see README "Architecture").
@_exported import ViewExposureGeometry
@_exported import ViewExposureJSON
@_exported import ViewExposureTree
@_exported import ViewExposureMeasurement
@_exported import ViewExposureHitTesting
@_exported import ViewExposureAlignment
@_exported import ViewExposureObserver
@_exported import ViewExposureScene
@_exported import ViewExposureLive
