/// The version of Regio, written in this one place: `regio --version` prints
/// it and `scripts/package` names the Debian package after it.
public enum RegioVersion {
    public static let current = "0.1.0"
}
