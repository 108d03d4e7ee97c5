import Regio
import RegioCore

/// The texts only the HTTP server says: problem details of bad requests.
/// The raw value is the name (`msgctxt` in po/*.po); see ``TextKey`` for how
/// texts are named.
public enum ServerTextKey: String, CatalogueKey {

    // MARK: Start-up
    case serveListening
    case serveReadOnly

    // MARK: HTTP server messages (problem details, and the engine's errors the server shows)
    case httpViewOtherWithBox
    case httpViewNeeded
    case httpClusterSinglePlace
    case httpClusterID
    case httpQueryTooLong
    case httpPositionPair
    case httpPositionPairOrNeither
    case httpPlaceID
    case httpOptionRange
    case httpQuizOrRegion
    case httpAttemptMode
    case httpAttemptID
    case httpTileFile
    case httpRegionID
    case httpVideoID
    case httpFavouriteFormat
    case httpNoFavourite
    case httpNoteLength
    case httpTags
    case httpGivenTwice
    case httpRequired
    case httpFlag
    case httpLanguageTag
    case httpNoPathPart
    case httpInternalError
    case httpStoreCorrupt
    case httpStoreNewer
    case httpStoreCannotOpen
    case httpDiskFull
    case httpNoSuchResource
    case httpMethodNotAllowed
    case httpMethodAllowed
    case httpBodyTooLarge
    case httpNoHost
    case httpTwoHosts
    case httpHostNotAllowed
    case httpWrongToken
    case httpCrossSiteFetch
    case httpCrossSiteOrigin
    case httpActionWrite
    case httpActionPrivateRead
    case httpRefusedCrossSite
    case httpReadOnly
    case httpTokenRequired
    case httpLoopbackOnly
    case httpUnsupportedMediaType
    case httpUnsupportedMediaTypeGot
    case httpNoFileAt
    case httpCannotServe
    case httpNoFileHere
    case httpFileUnreadable
    case httpFileNamedUnreadable
    case httpRangeUnsatisfiable
    case httpTilePercent
    case httpTileSpelling
    case httpNoMBTilesTile
    case httpMapsBusy
    case httpMapRegionName
    case httpMapSubject
    case httpBearingFinite
    case httpOrientation
    case httpBodyNeeded
    case httpBodyNotJSON
    case httpBodyFieldRequired
    case httpBodyWrongType
    case httpFieldWrongType
    case httpFieldNull
    case httpFieldBadValue
    case httpFieldBadNumber
    case httpBodyDoesNotFit

    // MARK: Problem titles, one per kind (ProblemTitle)
    case problemBadHost
    case problemBadToken
    case problemBodyTooLarge
    case problemBusy
    case problemConflict
    case problemCrossSite
    case problemFailed
    case problemHeadersTooLarge
    case problemHostNotAllowed
    case problemInternalError
    case problemInvalidParameter
    case problemInvalidRequest
    case problemLoopbackOnly
    case problemMalformedRequest
    case problemMethodNotAllowed
    case problemNotFound
    case problemRangeNotSatisfiable
    case problemReadOnly
    case problemRequestLineTooLong
    case problemRequestTimeout
    case problemStoreUnavailable
    case problemTokenRequired
    case problemUnsupportedMediaType
    case problemUnsupportedTransferCoding
    case problemWrongStep
    case problemClientClosedRequest

    // MARK: Map questions (issue 27)
    case httpAnswerOptionOrPoint

    // MARK: Tiles without names (issue 27's map questions)
    case httpTileLabels
}

extension Message {
    /// The catalogue's text for `key` with `arguments` put in.
    public init(_ key: ServerTextKey, _ arguments: [String: TextValue] = [:]) { self.init(key: key, arguments) }

    /// The catalogue's text for `key` with `arguments` put in (strings, numbers, other messages).
    public init(_ key: ServerTextKey, _ arguments: KeyValuePairs<String, any TextArgument>) { self.init(key: key, arguments) }
}

extension Texts {
    /// The text of `key` with `arguments` put in.
    public func callAsFunction(_ key: ServerTextKey, _ arguments: KeyValuePairs<String, any TextArgument> = [:]) -> String {
        self(Message(key, arguments))
    }
}
