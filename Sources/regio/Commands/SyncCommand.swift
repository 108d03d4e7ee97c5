import ArgumentParser

/// `sync <base-url>` and `sync status`: catalogue updates from a content server.
struct SyncCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "sync",
            abstract: tr(.helpSyncAbstract),
            discussion: """
            `sync <base-url>` fetches places.json, quizzes.json and videos.json under the
            address and keeps them in your store; they work offline until the next sync.
            Only what changed is downloaded (a 304 "not modified" costs no data), and a
            failed download changes nothing: the cached copy stays in use. Examples:
              sync https://content.example.org/api
              sync https://content.example.org/api --collection videos
              sync                       (again from the server each collection came from)
              sync status
              sync status --json
            Start with --auto-sync to refresh stale collections before a command or
            the prompt: `regio --auto-sync quizzes`. Paths and staleness intervals
            come from the dataset's manifest.json ("sync" member; see the README).
            """,
            subcommands: [SyncUpdateCommand.self, SyncStatusCommand.self],
            defaultSubcommand: SyncUpdateCommand.self
        )
    }
}
