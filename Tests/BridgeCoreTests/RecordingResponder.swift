import BridgeCore


/// Records what callbacks and promises send, in place of a runtime.
final class RecordingResponder: BridgeResponder {
    let invoked = Locked<[(Int, [BridgeValue])]>([])
    let retired = Locked<[Int]>([])
    let reports = Locked<[String]>([])

    func invokeCallback(_ callbackID: Int, arguments: [BridgeValue]) { invoked.withLock { $0.append((callbackID, arguments)) } }
    func callRetired(_ callID: Int) { retired.withLock { $0.append(callID) } }
    func report(_ message: String) { reports.withLock { $0.append(message) } }
}
