import Foundation
import RainstormCore
import Synchronization

/// The `rainstorm` command: arguments in, text and an exit status out.
enum Command {
  /// Runs one invocation against `context` and returns its exit status.
  static func run(_ context: CommandContext) async -> ExitCode {
    let configuration: Configuration
    do {
      configuration = try Configuration.parse(
        arguments: context.arguments, environment: context.environment)
    } catch {
      context.writeError("rainstorm: \(error.message) (see 'rainstorm --help')\n")
      return .usage
    }

    switch configuration.action {
    case .help:
      context.writeOutput(HelpText.text)
      return .success
    case .version:
      context.writeOutput("rainstorm \(Rainstorm.version)\n")
      return .success
    case .forecast:
      return await forecast(configuration, context)
    }
  }

  private static func forecast(_ configuration: Configuration, _ context: CommandContext) async
    -> ExitCode
  {
    let locationService: any LocationService
    if let location = configuration.location {
      locationService = FixedLocationService(location: location)
    } else {
      locationService = IPGeolocationService(
        url: configuration.ipLookupURL,
        http: context.http,
        timeout: configuration.timeout,
        isAuthorized: configuration.ipLookupAllowed
      )
    }
    let outcome = Outcome()
    let viewModel = RootViewModel(
      locationService: locationService,
      http: context.http,
      weatherBaseURL: configuration.weatherBaseURL,
      timeout: configuration.timeout,
      onResult: { outcome.record($0) }
    )
    await viewModel.refresh()

    switch outcome.result {
    case .success(let report)?:
      let color = configuration.usesColor(
        stdoutIsTerminal: context.stdoutIsTerminal, term: context.environment["TERM"])
      context.writeOutput(HumanRenderer.render(report, options: .init(color: color)))
      return .success
    case .failure(let error)?:
      let failure = Failure(error, configuration: configuration)
      context.writeError("rainstorm: \(failure.message)\n")
      return failure.status
    case nil:
      context.writeError("rainstorm: internal error: the forecast was never reported\n")
      return .software
    }
  }
}

/// Keeps the one result a refresh reports.
private final class Outcome: Sendable {
  private let storage = Mutex<Result<WeatherReport, RootViewModelError>?>(nil)

  func record(_ result: Result<WeatherReport, RootViewModelError>) {
    storage.withLock { $0 = result }
  }

  var result: Result<WeatherReport, RootViewModelError>? {
    storage.withLock { $0 }
  }
}
