import RainstormCore

extension Command {

  /// `--search NAME`: the matching places, best first.
  static func search(
    _ query: PlaceQuery, _ configuration: Configuration, _ context: CommandContext
  ) async -> ExitCode {
    let service = Services(configuration, context)
      .search(query)
    do {
      let places = try await service.search()
      let output: String
      switch configuration.format {
      case .json: output = PlaceListRenderer.json(places, query: query)
      case .tsv: output = PlaceListRenderer.tsv(places)
      case .human, .template, .bar, .wttr:
        output = PlaceListRenderer.human(
          places,
          color: configuration.usesColor(
            stdoutIsTerminal: context.stdoutIsTerminal, term: context.environment["TERM"]),
          ascii: !configuration.localeIsUTF8, width: outputWidth(context))
      }
      context.writeOutput(output)
      return .success
    } catch {
      return fail(Failure(error, configuration: configuration), context)
    }
  }
}
