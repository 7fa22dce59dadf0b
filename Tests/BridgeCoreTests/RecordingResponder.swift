import BridgeCore
import Synchronization

/// Records what callbacks and promises send, in place of a runtime.
final class RecordingResponder: BridgeResponder {
    let invoked = Mutex<[(Int, [BridgeValue])]>([])
    let retired = Mutex<[Int]>([])
    let reports = Mutex<[String]>([])

    func invokeCallback(_ callbackID: Int, arguments: [BridgeValue]) { invoked.withLock { $0.append((callbackID, arguments)) } }
    func callRetired(_ callID: Int) { retired.withLock { $0.append(callID) } }
    func report(_ message: String) { reports.withLock { $0.append(message) } }
}
