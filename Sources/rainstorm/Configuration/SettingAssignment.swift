/// One value for one setting, and where it came from.
struct SettingAssignment: Sendable {
  let setting: Setting
  let value: String
  let origin: SettingOrigin
}
