// The library an app imports: `import ViewExposure` brings what an app calls — the geometry,
// the view tree, measurement, hit-testing, alignment, the intersection observer and the live
// path — so users need not know how the package is split (README "Architecture"). The file
// formats (ViewExposureScene, ViewExposureJSON), UI dumps, the audit and loading are products
// of their own (docs/apps.md "Products").
@_exported import ViewExposureGeometry
@_exported import ViewExposureTree
@_exported import ViewExposureMeasurement
@_exported import ViewExposureHitTesting
@_exported import ViewExposureAlignment
@_exported import ViewExposureObserver
@_exported import ViewExposureLive
