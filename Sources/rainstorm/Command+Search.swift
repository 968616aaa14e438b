import RainstormCore

extension Command {

  /// `--search NAME`: the matching places, best first.
  static func search(
    _ plan: SearchPlan, _ context: CommandContext
  ) async -> ExitCode {
    let (query, output) = (plan.query, plan.output)
    let service = Services(plan.services, output, context).search(query)
    do {
      let places = try await service.search()
      let text: String
      switch output.format {
      case .json: text = PlaceListRenderer.json(places, query: query)
      case .tsv: text = PlaceListRenderer.tsv(places)
      case .human, .template, .bar, .wttr:
        text = PlaceListRenderer.human(
          places,
          color: output.usesColor(context),
          ascii: !output.localeIsUTF8, width: outputWidth(context))
      }
      context.writeOutput(text)
      return .success
    } catch {
      return fail(Failure(error, output: output), context)
    }
  }
}
