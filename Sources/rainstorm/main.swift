import Foundation

let status = await Command.run(.live())
exit(status.rawValue)
