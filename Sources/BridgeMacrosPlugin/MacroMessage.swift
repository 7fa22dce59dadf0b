import SwiftDiagnostics

/// What the macros say about a declaration they cannot use.
enum MacroMessage: DiagnosticMessage {
    case notAType
    case staticMethod
    case variadic(String)
    case inoutParameter(String)
    case unknownKind(String)
    case asyncSync
    case isolatedSync(String)
    case fireAndForgetResult
    case callbackWithoutCallback
    case methodOutsideModule
    case constantNotStored
    case mutatingMethod
    case classState(String)

    var message: String {
        switch self {
        case .notAType: "@NativeModule applies to a class, an actor or a struct"
        case .staticMethod: "a native method belongs to the module's instance: @Method cannot be static"
        case .variadic(let name): "parameter \(name) is variadic: JS passes an array, declare it [Element]"
        case .inoutParameter(let name): "parameter \(name) is inout: JS arguments are values, a method cannot change them"
        case .unknownKind(let kind): "\(kind) is not a method kind: use .promise, .callback, .sync or .fireAndForget"
        case .asyncSync: "a .sync method returns to JS at once, on the JS thread: it cannot be async"
        case .isolatedSync(let owner): "a .sync method runs on the JS thread: in \(owner) it must be nonisolated"
        case .fireAndForgetResult: "a .fireAndForget method returns nothing to JS: its result would be lost"
        case .callbackWithoutCallback: "a .callback method takes a BridgeCallback or Callback parameter to answer through"
        case .methodOutsideModule: "@Method belongs in the body of the @NativeModule type (an extension's functions are not seen)"
        case .constantNotStored: "@Constant applies to a stored property with a value (let name = value)"
        case .mutatingMethod: "a struct module is copied into each call: a mutating method's changes would be lost (keep state in an actor)"
        case .classState(let name):
            "a class module is used from several threads: its stored 'var \(name)' needs the type to be an actor or @MainActor (or the value kept in a Locked 'let')"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "BridgeMacros", id: "\(self)".prefix { $0 != "(" }.description) }
    var severity: DiagnosticSeverity { .error }
}

/// The fixes the macros offer.
enum MacroFixIt: FixItMessage {
    case removeAsync, addNonisolated, usePromise, makeActor

    var message: String {
        switch self {
        case .removeAsync: "remove 'async'"
        case .addNonisolated: "add 'nonisolated'"
        case .usePromise: "make it a promise method (@Method), which resolves with the result"
        case .makeActor: "make the module an actor"
        }
    }

    var fixItID: MessageID { MessageID(domain: "BridgeMacros", id: "\(self)") }
}
