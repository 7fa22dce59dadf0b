import SwiftDiagnostics
import SwiftSyntax

/// Where a module type's members run, as its declaration says.
enum Isolation {
    /// An actor: its methods are isolated to it.
    case actor
    /// A `@MainActor` type: its methods are isolated to the main actor.
    case mainActor
    /// Neither: its methods run where they are called.
    case none

    init(_ decl: some DeclGroupSyntax) {
        if decl.is(ActorDeclSyntax.self) {
            self = .actor
        } else if decl.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) {
            self = .mainActor
        } else {
            self = .none
        }
    }

    /// The isolation of the type `context` (a macro's lexical context, innermost first) declares.
    init?(lexicalContext context: [Syntax]) {
        for node in context {
            if let decl = node.asProtocol(DeclGroupSyntax.self) {
                guard !decl.is(ExtensionDeclSyntax.self) else { return nil }
                self.init(decl)
                return
            }
        }
        return nil
    }
}

/// One `@Method` function, read from its declaration: what the registration needs.
struct MethodShape {
    struct Parameter {
        /// The argument label at the call (nil: none).
        var label: String?
        /// The name JS's signature gives it.
        var name: String
        var type: String
    }

    var name: String
    var kind: String
    var parameters: [Parameter]
    var returnType: String
    var isAsync: Bool
    var isThrowing: Bool
    /// Whether a call must be isolated to the type (an actor's or main-actor's method that is not
    /// `nonisolated`).
    var isIsolated: Bool

    /// `name(a:b:)` as the registration names the method.
    var signature: String {
        parameters.isEmpty ? name : "\(name)(" + parameters.map { "\($0.name):" }.joined() + ")"
    }

    /// The kind `@Method(…)` names, if any.
    static func declaredKind(_ attribute: AttributeSyntax) -> String? {
        guard let arguments = attribute.arguments?.as(LabeledExprListSyntax.self), let first = arguments.first else { return nil }
        return first.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    static func methodAttribute(_ decl: FunctionDeclSyntax) -> AttributeSyntax? {
        decl.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.trimmedDescription == "Method" }
    }

    /// Reads `decl` (a function marked `@Method`) in a type of `isolation`: its shape, or the
    /// diagnostics that say what is wrong with it (each with a fix-it where one helps).
    static func read(_ decl: FunctionDeclSyntax, isolation: Isolation) -> Result<MethodShape, DiagnosticsError> {
        let attribute = methodAttribute(decl)
        var problems: [Diagnostic] = []
        func problem(_ node: some SyntaxProtocol, _ message: MacroMessage, _ fixIts: [FixIt] = []) {
            problems.append(Diagnostic(node: Syntax(node), message: message, fixIts: fixIts))
        }
        let modifiers = Set(decl.modifiers.map(\.name.text))
        let isNonisolated = modifiers.contains("nonisolated")
        let effects = decl.signature.effectSpecifiers
        let isAsync = effects?.asyncSpecifier != nil
        let isThrowing = effects?.throwsClause != nil
        let returnType = decl.signature.returnClause?.type.trimmedDescription ?? "Void"
        if modifiers.contains("static") || modifiers.contains("class") {
            problem(decl.name, .staticMethod)
        }
        if modifiers.contains("mutating") {
            problem(decl.name, .mutatingMethod)
        }
        var parameters: [Parameter] = []
        for p in decl.signature.parameterClause.parameters {
            let label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
            let name = p.secondName.map(\.text) ?? p.firstName.text
            if p.ellipsis != nil { problem(p, .variadic(name)) }
            if let attributed = p.type.as(AttributedTypeSyntax.self), attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" }) {
                problem(p, .inoutParameter(name))
            }
            parameters.append(Parameter(label: label, name: name == "_" ? "arg\(parameters.count + 1)" : name, type: p.type.trimmedDescription))
        }
        let takesCallback = parameters.contains { $0.type == "BridgeCallback" || $0.type.hasPrefix("Callback<") }
        let declared = attribute.flatMap(declaredKind)
        let kind = declared ?? (takesCallback ? "callback" : "promise")
        if let declared, !["promise", "callback", "sync", "fireAndForget"].contains(declared), let attribute {
            problem(attribute, .unknownKind(declared))
        }
        switch kind {
        case "sync":
            if isAsync, let async = effects?.asyncSpecifier {
                problem(async, .asyncSync, [FixIt(message: MacroFixIt.removeAsync, changes: [.replace(oldNode: Syntax(async), newNode: Syntax(TokenSyntax(.keyword(.async), presence: .missing)))])])
            }
            if isolation != .none, !isNonisolated {
                let modifier = DeclModifierSyntax(name: .keyword(.nonisolated), trailingTrivia: .space)
                var fixed = decl
                fixed.modifiers.append(modifier)
                problem(decl.funcKeyword, .isolatedSync(isolation == .actor ? "an actor" : "a @MainActor type"),
                        [FixIt(message: MacroFixIt.addNonisolated, changes: [.replace(oldNode: Syntax(decl), newNode: Syntax(fixed))])])
            }
        case "fireAndForget":
            if returnType != "Void", returnType != "()", let clause = decl.signature.returnClause {
                problem(clause, .fireAndForgetResult, [FixIt(message: MacroFixIt.usePromise, changes: attribute.map { attr in
                    [.replace(oldNode: Syntax(attr), newNode: Syntax(AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("Method")))))]
                } ?? [])])
            }
        case "callback" where !takesCallback:
            problem(decl.name, .callbackWithoutCallback)
        default:
            break
        }
        if !problems.isEmpty { return .failure(DiagnosticsError(diagnostics: problems)) }
        return .success(MethodShape(
            name: decl.name.text, kind: kind, parameters: parameters, returnType: returnType, isAsync: isAsync, isThrowing: isThrowing,
            isIsolated: isolation != .none && !isNonisolated))
    }
}
