import Foundation
import RainstormCore
import Synchronization
import Testing

@Suite struct GeocodingTests {
  let base = WebAddress("https://geocoding-api.open-meteo.com")!

  func service(
    _ text: String, country: String? = nil, http: StubHTTP,
    notes: Recorder<String>? = nil
  ) throws -> GeocodingLocationService {
    GeocodingLocationService(
      query: try PlaceQuery(text, country: country), baseURL: base, http: http.client,
      timeout: 3,
      onOtherMatches: { best, others in
        notes?.record(GeocodingLocationService.otherMatchesNote(best: best, others: others) ?? "")
      })
  }

  func locate(_ service: GeocodingLocationService) async -> Result<Location, LocationServiceError> {
    do {
      return .success(try await service.requestLocation())
    } catch {
      return .failure(error)
    }
  }

  /// A poisoned answer's 300,000-word region is cut to 200 characters before anything
  /// matches or shows it.
  @Test func cutsEveryNameOfAnAnswer() throws {
    let huge = Array(repeating: "word", count: 300_000).joined(separator: " ")
    let text = String(decoding: Fixture.data(Fixture.geocodingHollywood), as: UTF8.self)
      .replacingOccurrences(of: "\"admin1\":\"Florida\"", with: "\"admin1\":\"\(huge)\"")
      .replacingOccurrences(of: "\"country\":\"United States\"", with: "\"country\":\"\(huge)\"")
    let places = try GeocodingLocationService.places(from: Array(text.utf8), host: "h")
    #expect(places.first?.region?.count == Location.nameLimit)
    #expect(places.allSatisfy { ($0.country?.count ?? 0) <= Location.nameLimit })
    #expect(places.contains { $0.country?.count == Location.nameLimit })
  }

  @Test func asksForTheNameInEnglish() throws {
    let http = StubHTTP(fixture: Fixture.geocodingEnschede)
    #expect(
      try service("  São Paulo ", country: "br", http: http).url.text
        == "https://geocoding-api.open-meteo.com/v1/search?name=S%C3%A3o%20Paulo&count=10"
        + "&language=en&format=json&countryCode=BR")
    // A qualified name asks for more results, to filter them.
    #expect(
      try service("Melbourne, Florida", http: http).url.text
        == "https://geocoding-api.open-meteo.com/v1/search?name=Melbourne&count=100"
        + "&language=en&format=json")
  }

  @Test func usesTheBestMatchNamedInFull() async throws {
    let http = StubHTTP(fixture: Fixture.geocodingEnschede)
    let notes = Recorder<String>()
    let location = try await locate(try service("Enschede", http: http, notes: notes)).get()
    #expect(location.name == "Enschede, Overijssel, The Netherlands")
    #expect(location.latitude == 52.21833)
    #expect(location.longitude == 6.89583)
    #expect(location.source == .search)
    // Its regions, largest first, match warnings issued per region.
    #expect(location.regions == ["Overijssel", "Enschede Municipality"])
    #expect(location.countryCode == "NL")
    #expect(http.requests.count == 1)
    // The airport is another place, not another Enschede.
    #expect(notes.all.isEmpty)
  }

  @Test func namesOtherPlacesWithTheSameNameAndHowToPickThem() async throws {
    let notes = Recorder<String>()
    let location = try await locate(
      try service("Hollywood", http: StubHTTP(fixture: Fixture.geocodingHollywood), notes: notes)
    ).get()
    #expect(location.name == "Hollywood, Florida, United States")
    #expect(
      notes.all == [
        "also: Hollywood, California, United States; Hollywood, South Carolina, United States; "
          + "Hollywood, Alabama, United States (and 3 more); "
          + "use \"Hollywood, California\" or --country IE"
      ])
  }

  @Test func aRegionPicksAmongPlacesWithTheSameName() async throws {
    let notes = Recorder<String>()
    let http = StubHTTP(fixture: Fixture.geocodingHollywood)
    let location = try await locate(
      try service("hollywood, south carolina", http: http, notes: notes)
    ).get()
    #expect(location.name == "Hollywood, South Carolina, United States")
    #expect(location.latitude == 32.73434)
    #expect(notes.all.isEmpty)
    let byCountryName = try await locate(try service("Hollywood, Ireland", http: http)).get()
    #expect(byCountryName.name == "Hollywood, Leinster, Ireland")
  }

  /// A US state's, Canadian province's or Australian state's two-letter code (ISO 3166-2,
  /// their postal codes) after the comma picks the place there.
  @Test func aStatesCodePicksAmongPlacesWithTheSameName() async throws {
    let http = StubHTTP(fixture: Fixture.geocodingHollywood)
    let carolina = try await locate(try service("Hollywood, SC", http: http)).get()
    #expect(carolina.name == "Hollywood, South Carolina, United States")
    let maryland = try await locate(try service("hollywood, md", http: http)).get()
    #expect(maryland.name == "Hollywood, Maryland, United States")
    // CA is California's code as well as Canada's: California's Hollywood is found.
    let california = try await locate(try service("Hollywood, CA", http: http)).get()
    #expect(california.name == "Hollywood, California, United States")
    // A code that is no state of the place's country picks nothing.
    #expect(
      (try? await locate(try service("Hollywood, NS", http: http)).get()) == nil)
    #expect(Subdivisions.name(country: "us", code: "il") == "Illinois")
    #expect(Subdivisions.name(country: "CA", code: "NS") == "Nova Scotia")
    #expect(Subdivisions.name(country: "AU", code: "WA") == "Western Australia")
  }

  @Test func aCountryCodeKeepsOnlyThatCountry() async throws {
    let notes = Recorder<String>()
    let location = try await locate(
      try service(
        "Hollywood", country: "ie", http: StubHTTP(fixture: Fixture.geocodingHollywood),
        notes: notes)
    ).get()
    #expect(location.name == "Hollywood, Leinster, Ireland")
    #expect(notes.all == ["also: Hollywood, Munster, Ireland; use \"Hollywood, Munster\""])
  }

  @Test func anAnswerWithoutResultsIsNoMatch() async throws {
    let result = await locate(
      try service("Xyzzy", http: StubHTTP(fixture: Fixture.geocodingNoMatch)))
    #expect(result == .failure(.notFound(query: "Xyzzy")))
    // So is a match in the wrong country or region.
    let elsewhere = await locate(
      try service("Enschede", country: "DE", http: StubHTTP(fixture: Fixture.geocodingEnschede)))
    #expect(elsewhere == .failure(.notFound(query: "Enschede")))
  }

  @Test func readsResultsWithFieldsLeftOut() throws {
    let places = try GeocodingLocationService.places(
      from: Fixture.data(Fixture.geocodingMissingFields), host: "h")
    #expect(
      places.map(\.fullName) == [
        "Antarctica", "Île MacMurdo, TF", "Atlantic Point, Maine, United States",
      ])
    #expect(places[0].population == 1100)
    #expect(places[1].population == nil)
    #expect(places[1].region == nil)
    #expect(places[0].countryCode == nil)
  }

  @Test func reportsTheServicesErrorBody() async throws {
    let result = await locate(
      try service(
        "Paris", http: StubHTTP(status: 400, fixture: Fixture.geocodingCountError)))
    #expect(
      result
        == .failure(
          .requestFailed(
            .errorBody(
              host: "geocoding-api.open-meteo.com", status: 400,
              reason: "Parameter count must be between 1 and 100."))))
  }

  @Test func reportsAnAnswerThatIsNotAPlaceList() throws {
    #expect(
      throws: ServiceError.unreadable(
        host: "h", detail: "expected a list of places, got an HTML page")
    ) {
      try GeocodingLocationService.places(from: Array("<html>".utf8), host: "h")
    }
  }

  @Test func rejectsQueriesItCannotSearchFor() {
    #expect(throws: PlaceQueryError.tooShort) { try PlaceQuery("P") }
    #expect(throws: PlaceQueryError.tooShort) { try PlaceQuery(" , Florida") }
    #expect(throws: PlaceQueryError.tooLong) { try PlaceQuery(String(repeating: "a", count: 201)) }
    #expect(throws: PlaceQueryError.controlCharacters) { try PlaceQuery("Paris\u{1B}[31m") }
    #expect(throws: PlaceQueryError.badCountry("FRA")) { try PlaceQuery("Paris", country: "FRA") }
    #expect(throws: PlaceQueryError.badCountry("1F")) { try PlaceQuery("Paris", country: "1F") }
  }

  @Test func splitsQualifiers() throws {
    let query = try PlaceQuery(" Melbourne ,  Florida, US ", country: "us")
    #expect(query.name == "Melbourne")
    #expect(query.qualifiers == ["Florida", "US"])
    #expect(query.country == "US")
    #expect(query.text == "Melbourne ,  Florida, US")
  }
}
