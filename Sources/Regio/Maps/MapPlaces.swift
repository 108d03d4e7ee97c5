/// Which places an overview map shows besides regions and countries.
///
/// Favourites show in every case (marked with a star).
public enum MapPlaces: String, CaseIterable, Codable, Sendable {
    /// Towns, named in Czech, sized by population; parts of cities left out.
    case towns
    /// Towns and every other place (castles, lookout towers, …) with its category's symbol.
    case pois
    /// Towns, with the other places grouped into cluster badges that show how
    /// many places each stands for (every place in badges when there are only towns).
    case clusters
    /// Regions and countries only.
    case none
}
