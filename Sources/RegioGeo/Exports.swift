// The base module is part of RegioGeo's vocabulary (JSON values, folding, the
// seeded generator): modules that import RegioGeo see it without importing it.
@_exported import RegioCore
