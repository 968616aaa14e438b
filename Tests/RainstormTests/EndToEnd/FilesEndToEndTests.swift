import Foundation
import Testing

/// The built binary among files that are not its own: a cache folder that is a link to the
/// user's files or that others can write, FIFOs where a cache entry or the config file should
/// be, and a password in a server URL.
@Suite struct FilesEndToEndTests {
  let manager = FileManager.default

  func server() throws -> LocalHTTPServer {
    try LocalHTTPServer { request in
      .respond(status: 200, body: ModelsBody.zagreb(for: request.target))
    }
  }

  @Test func aCacheFolderThatIsALinkToTheUsersFilesIsNotUsed() async throws {
    let home = try TemporaryHome.make("files")
    defer { TemporaryHome.remove(home) }
    let server = try server()
    defer { server.stop() }
    // ~/.cache/rainstorm points at a folder of the user's, with old files and a folder in it.
    let photos = home.appendingPathComponent("photos")
    try manager.createDirectory(
      at: photos.appendingPathComponent("2019"), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o755])
    for index in 0..<250 {
      let file = photos.appendingPathComponent("IMG_\(index).jpg")
      try Data("photo".utf8).write(to: file)
      try manager.setAttributes(
        [.modificationDate: Date().addingTimeInterval(-400 * 86_400)], ofItemAtPath: file.path)
    }
    try manager.createDirectory(
      at: home.appendingPathComponent(".cache"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      at: home.appendingPathComponent(".cache/rainstorm"), withDestinationURL: photos)
    let before = try manager.contentsOfDirectory(atPath: photos.path).sorted()
    let mode = try manager.attributesOfItem(atPath: photos.path)[.posixPermissions] as? Int

    for _ in 0..<2 {
      let run = try await RainstormProcess.run(
        ["45.6,17.22"],
        environment: [
          "RAINSTORM_WEATHER_URL": server.baseURL, "HOME": home.path, "LANG": "C.UTF-8",
        ])
      #expect(run.status == 0)
      #expect(
        run.stderr
          == "rainstorm: not using the cache in \(home.path)/.cache/rainstorm: it is a symbolic "
          + "link; point XDG_CACHE_HOME at a real directory\n")
    }
    #expect(try manager.contentsOfDirectory(atPath: photos.path).sorted() == before)
    #expect(try manager.attributesOfItem(atPath: photos.path)[.posixPermissions] as? Int == mode)
    #expect(server.requestsButModels.count == 2, "nothing was cached or read there")
  }

  @Test func aForgedEntryInAFolderOthersCanWriteIsNeverShown() async throws {
    let home = try TemporaryHome.make("files")
    defer { TemporaryHome.remove(home) }
    let server = try server()
    defer { server.stop() }
    let environment = [
      "RAINSTORM_WEATHER_URL": server.baseURL, "HOME": home.path, "LANG": "C.UTF-8",
    ]
    let first = try await RainstormProcess.run(
      ["45.6,17.22", "-f", "json"], environment: environment)
    #expect(first.status == 0)
    let cache = home.appendingPathComponent(".cache/rainstorm")
    // Someone who can write the folder replaces the entry with a forecast of their own.
    let entry = try #require(try manager.contentsOfDirectory(atPath: cache.path).first)
    let forged = String(
      decoding: try Data(contentsOf: cache.appendingPathComponent(entry)), as: UTF8.self
    )
    .replacingOccurrences(of: "12.5", with: "42.5")
    try Data(forged.utf8).write(to: cache.appendingPathComponent(entry))
    try manager.setAttributes([.posixPermissions: 0o777], ofItemAtPath: cache.path)

    let second = try await RainstormProcess.run(
      ["45.6,17.22", "-f", "json"], environment: environment)
    #expect(second.status == 0)
    #expect(!second.stdout.contains("42.5"))
    #expect(second.stderr.hasSuffix("others can write to it (mode 777); chmod go-w it to use it\n"))
    #expect(server.requestsButModels.count == 2)
  }

  @Test func aFIFOForTheConfigFileOrACacheEntryNeverHangs() async throws {
    let home = try TemporaryHome.make("files")
    defer { TemporaryHome.remove(home) }
    let server = try server()
    defer { server.stop() }
    let environment = [
      "RAINSTORM_WEATHER_URL": server.baseURL, "HOME": home.path, "LANG": "C.UTF-8",
    ]
    let fifo = home.appendingPathComponent("config-fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let named = try await RainstormProcess.run(
      ["45.6,17.22", "--config", fifo], environment: environment, limit: 5)
    #expect(named.status == 66)
    #expect(
      named.stderr
        == "rainstorm: cannot read config file \(fifo): it is not a regular file (a FIFO, a "
        + "device or a socket)\n")
    #expect(named.seconds < 4)

    // The default config file and every cache entry as FIFOs.
    try manager.createDirectory(
      at: home.appendingPathComponent(".config/rainstorm"), withIntermediateDirectories: true)
    #expect(mkfifo(home.appendingPathComponent(".config/rainstorm/config").path, 0o600) == 0)
    let defaultConfig = try await RainstormProcess.run(
      ["45.6,17.22"], environment: environment, limit: 5)
    #expect(defaultConfig.status == 66)

    let fresh = try await RainstormProcess.run(
      ["45.6,17.22", "--no-config"], environment: environment, limit: 5)
    #expect(fresh.status == 0)
    let cache = home.appendingPathComponent(".cache/rainstorm")
    for name in try manager.contentsOfDirectory(atPath: cache.path) {
      let path = cache.appendingPathComponent(name).path
      try manager.removeItem(atPath: path)
      #expect(mkfifo(path, 0o600) == 0)
    }
    let withFIFOs = try await RainstormProcess.run(
      ["45.6,17.22", "--no-config", "--timeout", "3"], environment: environment, limit: 5)
    #expect(withFIFOs.status == 0)
    #expect(withFIFOs.stdout == fresh.stdout)
    #expect(withFIFOs.seconds < 4)
  }

  @Test func aPasswordInAServerURLIsNeverWrittenToDisk() async throws {
    let home = try TemporaryHome.make("files")
    defer { TemporaryHome.remove(home) }
    let server = try server()
    defer { server.stop() }
    let url = server.baseURL.replacingOccurrences(of: "http://", with: "http://me:s3cret@")
    let run = try await RainstormProcess.run(
      ["45.6,17.22"], environment: ["RAINSTORM_WEATHER_URL": url, "HOME": home.path])
    #expect(run.status == 0)
    let cache = home.appendingPathComponent(".cache/rainstorm")
    let names = try manager.contentsOfDirectory(atPath: cache.path)
    // The forecast and the compared models' days.
    #expect(names.count == 2)
    for name in names {
      let text = String(
        decoding: try Data(contentsOf: cache.appendingPathComponent(name)), as: UTF8.self)
      #expect(!text.contains("s3cret") && !text.contains("me:"))
      #expect(text.contains("forecast http://127.0.0.1:"))
    }
  }
}
