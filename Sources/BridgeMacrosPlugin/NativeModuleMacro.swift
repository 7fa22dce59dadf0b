import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@NativeModule`: the type's `definition`, registering what its members declare, through the
/// builder API (so both forms make the same registry).
struct NativeModuleMacro: ExtensionMacro {
    static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self) || declaration.is(StructDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: MacroMessage.notAType)])
        }
        let isolation = Isolation(declaration)
        if let classDecl = declaration.as(ClassDeclSyntax.self), isolation == .none {
            try checkClassState(classDecl)
        }
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
                    lines.append("m.constant(\(literal(constant.key)), \(constant.access))")
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

    /// A class that is neither an actor nor main-actor isolated is shared between threads: a
    /// stored `var` would be a data race (the compiler would refuse its `Sendable` conformance
    /// inside the expansion); say so at the property, offering to make the class an actor.
    static func checkClassState(_ decl: ClassDeclSyntax) throws {
        var actorDecl = ActorDeclSyntax(
            attributes: decl.attributes, modifiers: decl.modifiers.filter { $0.name.tokenKind != .keyword(.final) },
            actorKeyword: .keyword(.actor, leadingTrivia: decl.classKeyword.leadingTrivia, trailingTrivia: decl.classKeyword.trailingTrivia),
            name: decl.name, genericParameterClause: decl.genericParameterClause, inheritanceClause: decl.inheritanceClause,
            genericWhereClause: decl.genericWhereClause, memberBlock: decl.memberBlock)
        if decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }), decl.modifiers.count == 1 {
            actorDecl.actorKeyword.leadingTrivia = decl.modifiers.first?.leadingTrivia ?? []
        }
        let fix = FixIt(message: MacroFixIt.makeActor, changes: [.replace(oldNode: Syntax(decl), newNode: Syntax(actorDecl))])
        var problems: [Diagnostic] = []
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                !variable.modifiers.contains(where: { ["static", "class", "nonisolated"].contains($0.name.text) })
            else { continue }
            for binding in variable.bindings {
                // A computed property (a getter, or get/set) holds nothing; observers do not make one computed.
                if let accessors = binding.accessorBlock?.accessors {
                    if case .getter = accessors { continue }
                    if case .accessors(let list) = accessors, list.contains(where: { ["get", "set", "_read", "_modify"].contains($0.accessorSpecifier.text) }) {
                        continue
                    }
                }
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? binding.pattern.trimmedDescription
                problems.append(Diagnostic(node: Syntax(binding.pattern), message: MacroMessage.classState(name), fixIts: [fix]))
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(diagnostics: problems) }
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
