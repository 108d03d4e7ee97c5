import Foundation
import Regio
import RegioServer

// `regio-serve`: the HTTP server, started by `regio serve` (which parses and
// checks the options) with its configuration in the environment. Kept apart
// so that the REPL builds without the server's libraries.

guard let text = ProcessInfo.processInfo.environment[ServeHandoff.environmentName] else {
    FileHandle.standardError.write(Data("regio-serve is started by `regio serve`: run `regio serve --help`\n".utf8))
    exit(2)
}
unsetenv(ServeHandoff.environmentName)  // nothing the server starts inherits the token
do {
    exit(ServeMain.run(try ServeHandoff.decode(text)))
} catch {
    FileHandle.standardError.write(Data("regio-serve: the configuration from `regio serve` cannot be read: \(error)\n".utf8))
    exit(2)
}
