#if Macros
import BridgeMacros

/// A module declared with the macros: an actor, so each call is isolated to it and its state
/// needs no lock.
@NativeModule
actor Greeter {
    @Constant let greeting = "Hello"
    let greeted = Event<String>("greeted")
    private var names: [String] = []

    @Method func greet(name: String) throws -> String {
        guard !name.isEmpty else { throw BridgeError(.invalidArgument, "Greeter.greet: a name cannot be empty") }
        names.append(name)
        greeted.send(name)
        return "\(greeting), \(name)!"
    }

    @Method func everyone() -> [String] { names }

    @Method(.sync) nonisolated func shout(_ text: String) -> String { text.uppercased() + "!" }
}
#endif
