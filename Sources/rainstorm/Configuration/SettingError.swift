/// Why a setting's value is wrong, as a phrase that follows its name: `expects ...`.
struct SettingError: Error, Equatable {
  let reason: String
}
