import BridgeCore

/// React Native's `KeyboardObserver` (iOS), which its `Keyboard` module listens to: the events
/// `keyboardWillShow`, `keyboardDidShow`, `keyboardWillHide`, `keyboardDidHide`,
/// `keyboardWillChangeFrame` and `keyboardDidChangeFrame`, sent by the host through
/// ``NativeUI/sendKeyboardEvent(_:body:)`` (a runtime has no keyboard of its own). Any thread.
final class KeyboardObserverModule: NativeModule {
    static let events = [
        "keyboardWillShow", "keyboardDidShow", "keyboardWillHide", "keyboardDidHide", "keyboardWillChangeFrame", "keyboardDidChangeFrame",
    ]
    let emitter: EventEmitter

    init(emitter: EventEmitter) {
        self.emitter = emitter
    }

    var definition: ModuleDefinition {
        ModuleDefinition("KeyboardObserver", runsOn: .jsThread) { m in
            m.events(Self.events, emitter: emitter)
        }
    }
}
