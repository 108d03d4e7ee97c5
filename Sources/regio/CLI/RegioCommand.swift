import ArgumentParser
import Regio

/// The root command: `regio <command>`, or `regio` alone for the REPL.
struct RegioCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "regio",
            abstract: tr(.helpRegioAbstract),
            discussion: tr(.helpRegioDiscussion),
            version: RegioVersion.current,
            subcommands: [
                RegionsCommand.self,
                RegionCommand.self,
                WhereCommand.self,
                QuizzesCommand.self,
                QuizCommand.self,
                VideosCommand.self,
                WatchedCommand.self,
                SyncCommand.self,
                ClustersCommand.self,
                ClusterCommand.self,
                SearchCommand.self,
                PlaceCommand.self,
                FavCommand.self,
                MapCommand.self,
                TilesCommand.self,
                OfflineCommand.self,
                DatasetCommand.self,
                ServeCommand.self,
                TextsCommand.self,
            ]
        )
    }

    /// Commands of the REPL itself, not of the parser.
    static let replWords = ["help", "quit", "exit"]

    /// The names of the top-level commands, for help and completion.
    static var commandNames: [String] {
        configuration.subcommands.map { $0.configuration.commandName ?? "" }
    }

    /// The subcommand names of a command group (`fav` → add, remove, …).
    static func subcommandNames(of name: String) -> [String] {
        for command in configuration.subcommands where command.configuration.commandName == name {
            return command.configuration.subcommands.compactMap { $0.configuration.commandName }
        }
        return []
    }
}
