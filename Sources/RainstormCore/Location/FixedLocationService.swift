/// A location service that always answers with the same place, such as coordinates from arguments.
public struct FixedLocationService: LocationService {
  private let location: Location

  /// Creates a service that answers with `location`.
  public init(location: Location) {
    self.location = location
  }

  /// Returns the fixed location.
  public func requestLocation() async throws(LocationServiceError) -> Location {
    location
  }
}
