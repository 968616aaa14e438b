/// A location service that always answers with the same place, such as coordinates from arguments.
package struct FixedLocationService: LocationService {
  private let location: Location

  /// Creates a service that answers with `location`.
  package init(location: Location) {
    self.location = location
  }

  /// Returns the fixed location.
  package func requestLocation() async throws(LocationServiceError) -> Location {
    location
  }
}
