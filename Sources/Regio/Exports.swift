@_exported import RegioGeo
@_exported import RegioPlaces
@_exported import RegioQuiz
@_exported import RegioStore
@_exported import RegioSync
@_exported import RegioRender
