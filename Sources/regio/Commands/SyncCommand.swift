import ArgumentParser

/// `sync <base-url>` and `sync status`: catalogue updates from a content server.
struct SyncCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "sync",
            abstract: tr(.helpSyncAbstract),
            discussion: tr(.helpSyncDiscussion),
            subcommands: [SyncUpdateCommand.self, SyncStatusCommand.self],
            defaultSubcommand: SyncUpdateCommand.self
        )
    }
}
