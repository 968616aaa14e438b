import Foundation

/// Answers as Open-Meteo shapes them when several models are asked for (`models=`), built
/// from a recorded single-model body: every key of the `hourly`, `daily` and `minutely_15`
/// blocks but `time` gets the `_best_match` suffix, and each compared model gets a copy of the
/// daily low, high and precipitation under its own suffix, its values changed only as a test
/// says. The shape (suffixes, an unsuffixed `current`) is the recorded Zurich answer's
/// (`Fixture.zurichModels`).
enum ModelsBody {
  /// The recorded Zagreb answer moved to today (`RecordedAnswer`), in the shape `target` asks for:
  /// the forecast, or the compared models' days. For the built binary, on the real clock.
  static func zagreb(for target: String) -> [UInt8] {
    body(RecordedAnswer.zagreb.present(), models: models(in: target))
  }

  /// The models a request asks for, from its target's `models=` item (empty when none).
  static func models(in target: String) -> [String] {
    guard let query = target.split(separator: "?", maxSplits: 1).last else { return [] }
    for item in query.split(separator: "&") where item.hasPrefix("models=") {
      return item.dropFirst("models=".count).split(separator: ",").map(String.init)
    }
    return []
  }

  /// `body` (one forecast object) in the several-models shape for `models` (the first being
  /// `best_match`); `change` may change a compared model's daily values (`key` is the
  /// unsuffixed variable).
  static func body(
    _ body: [UInt8], models: [String],
    change: (_ model: String, _ key: String, _ values: [Any]) -> [Any] = { $2 }
  ) -> [UInt8] {
    guard models.count > 1,
      var object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    else { return body }
    // The compared models asked alone (`ModelComparisonService`): their daily values only.
    if models.first != "best_match" {
      for name in ["daily", "daily_units"] {
        guard let values = object[name] as? [String: Any] else { continue }
        var renamed: [String: Any] = ["time": values["time"] ?? []]
        for model in models {
          for key in ["temperature_2m_min", "temperature_2m_max", "precipitation_sum"] {
            guard let copied = values[key] else { continue }
            renamed[key + "_" + model] =
              name == "daily" ? change(model, key, copied as? [Any] ?? []) : copied
          }
        }
        object[name] = renamed
      }
      for block in ["current", "current_units", "hourly", "hourly_units", "minutely_15"] {
        object[block] = nil
      }
      return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
        .map { [UInt8]($0) } ?? body
    }
    for block in ["hourly", "daily", "minutely_15"] {
      for name in [block, block + "_units"] {
        guard let values = object[name] as? [String: Any] else { continue }
        var renamed: [String: Any] = [:]
        for (key, value) in values {
          renamed[key == "time" ? key : key + "_best_match"] = value
        }
        if block == "daily" {
          for model in models.dropFirst() {
            for key in ["temperature_2m_min", "temperature_2m_max", "precipitation_sum"] {
              guard let copied = values[key] else { continue }
              renamed[key + "_" + model] =
                name == block ? change(model, key, copied as? [Any] ?? []) : copied
            }
          }
        }
        object[name] = renamed
      }
    }
    return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
      .map { [UInt8]($0) } ?? body
  }
}
