import BridgeCore

/// React Native's `HeadlessJsTaskSupport`: JS says a headless task ended
/// (`notifyTaskFinished(taskId)`, and `notifyTaskFailed(taskId, error)` from the built-in JS
/// half). Every runtime has it; ``Runtime/runHeadlessTask(_:data:timeout:)`` waits on it.
final class HeadlessJsTaskSupportModule: NativeModule {
    let tasks: HeadlessTasks

    init(tasks: HeadlessTasks) {
        self.tasks = tasks
    }

    var definition: ModuleDefinition {
        ModuleDefinition("HeadlessJsTaskSupport", runsOn: .jsThread) { [tasks] m in
            m.fireAndForget("notifyTaskFinished(taskId:)") { (taskId: Int) in tasks.finish(taskId, .success(())) }
            m.fireAndForget("notifyTaskFailed(taskId:error:)") { (taskId: Int, error: String) in
                tasks.finish(taskId, .failure(BridgeError("E_TASK_FAILED", "headless task \(taskId) failed: \(error)")))
            }
            // React Native's retry protocol: this host does not retry, so JS finishes the task.
            m.promise("notifyTaskRetry(taskId:)") { (_: Int) in false }
        }
    }
}

/// The headless tasks a runtime waits for, across reloads. Any thread.
final class HeadlessTasks: Sendable {
    private let state = Locked<(next: Int, waiting: [Int: CheckedContinuation<Void, any Error>])>((1, [:]))

    /// A new task ID.
    func nextID() -> Int {
        state.withLock { s in
            defer { s.next += 1 }
            return s.next
        }
    }

    /// Waits until task `id` is finished (``finish(_:_:)``); `start` runs once the wait is set up.
    func wait(for id: Int, start: @Sendable () -> Void) async throws {
        try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, any Error>) in
            state.withLock { $0.waiting[id] = c }
            start()
        }
    }

    /// Ends task `id` with `result`; later ends of the same task are ignored.
    func finish(_ id: Int, _ result: Result<Void, any Error>) {
        state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(with: result)
    }
}
