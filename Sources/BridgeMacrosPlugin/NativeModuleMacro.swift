import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@NativeModule`: the type's `definition`, registering what its members declare, through the
/// builder API (so both forms make the same registry).
public struct NativeModuleMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self) || declaration.is(StructDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: MacroMessage.notAType)])
        }
        let isolation = Isolation(declaration)
        let typeName = type.trimmedDescription
        let given = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(StringLiteralExprSyntax.self)?.segments.trimmedDescription
        let moduleName = given ?? typeName.split(separator: ".").last.map(String.init) ?? typeName

        var lines: [String] = []
        for member in declaration.memberBlock.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                if variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Constant" }),
                    let constant = ConstantShape(variable)
                {
                    lines.append("m.constant(\(literal(constant.key)), self.\(constant.property))")
                }
            } else if let function = decl.as(FunctionDeclSyntax.self), MethodShape.methodAttribute(function) != nil,
                case .success(let shape) = MethodShape.read(function, isolation: isolation)
            {
                lines.append(registration(shape, isolation))
            }
        }
        let events = declaration.memberBlock.members.compactMap { eventProperty($0.decl) }
        if !events.isEmpty { lines.insert("m.events(" + events.map { "self.\($0)" }.joined(separator: ", ") + ")", at: 0) }

        let runsOn = isolation == .mainActor ? ", runsOn: .mainActor" : ""
        let conformance = protocols.isEmpty ? "" : ": " + protocols.map(\.trimmedDescription).joined(separator: ", ")
        let body = lines.map { "            " + $0 }.joined(separator: "\n")
        let source: DeclSyntax = """
            extension \(raw: typeName)\(raw: conformance) {
                nonisolated var definition: ModuleDefinition {
                    ModuleDefinition(\(raw: literal(moduleName))\(raw: runsOn)) { m in
            \(raw: body)
                    }
                }
            }
            """
        guard let ext = source.as(ExtensionDeclSyntax.self) else { return [] }
        return [ext]
    }

    /// The name of a stored property that holds an `Event<Body>` (by its type or its value).
    static func eventProperty(_ decl: DeclSyntax) -> String? {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        if let type = binding.typeAnnotation?.type.trimmedDescription, type.hasPrefix("Event<") { return name }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasPrefix("Event<") {
            return name
        }
        return nil
    }

    /// The builder call that registers `shape`.
    static func registration(_ shape: MethodShape, _ isolation: Isolation) -> String {
        let parameters = shape.parameters.enumerated().map { "a\($0.offset): \($0.element.type)" }.joined(separator: ", ")
        let arguments = shape.parameters.enumerated().map { ($0.element.label.map { "\($0): " } ?? "") + "a\($0.offset)" }.joined(separator: ", ")
        let kind = shape.kind
        let result = kind == "callback" || kind == "fireAndForget" ? "Void" : shape.returnType
        let call = "self.\(shape.name)(\(arguments))"
        let signature = literal(shape.signature)
        // A main-actor method that does not suspend runs isolated to the main actor, in step.
        if shape.isIsolated, isolation == .mainActor, !shape.isAsync {
            return "m.\(kind)(\(signature), isolation: MainActor.shared) { (\(parameters)) throws -> \(result) in \(shape.isThrowing ? "try " : "")\(call) }"
        }
        // An actor's method is awaited (the call hops onto the actor); so is an async one.
        let awaits = shape.isAsync || shape.isIsolated
        let runsOn = shape.isIsolated && isolation == .mainActor ? ", runsOn: .mainActor" : ""
        let effects = (awaits ? "async " : "") + "throws"
        let invoke = (shape.isThrowing ? "try " : "") + (awaits ? "await " : "") + call
        return "m.\(kind)(\(signature)\(runsOn)) { (\(parameters)) \(effects) -> \(result) in \(invoke) }"
    }

    static func literal(_ text: String) -> String {
        "\"" + text.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] } + "\""
    }
}
