import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Method`: checks the function where it is declared (the module type expands it).
struct MethodMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: MacroMessage.methodOutsideModule)])
        }
        guard let isolation = Isolation(lexicalContext: context.lexicalContext) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: MacroMessage.methodOutsideModule)])
        }
        if case .failure(let error) = MethodShape.read(function, isolation: isolation) { throw error }
        return []
    }
}

/// `@Constant`: checks the property where it is declared (the module type expands it).
struct ConstantMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard ConstantShape(declaration) != nil else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: MacroMessage.constantNotStored)])
        }
        return []
    }
}

/// A `@Constant` property: its JS key and how the definition reads it (`self.name`, or
/// `Self.name` for a static one).
struct ConstantShape {
    var key: String
    var property: String
    var isStatic: Bool
    var access: String { (isStatic ? "Self." : "self.") + property }

    init?(_ declaration: some DeclSyntaxProtocol) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil
        else { return nil }
        let attribute = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.trimmedDescription == "Constant" }
        let given = attribute?.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(StringLiteralExprSyntax.self)?
            .segments.trimmedDescription
        key = given ?? name
        property = name
        isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }
}
