import BridgeMacrosExpansions
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// The compiler plugin of `BridgeMacros`.
@main
struct BridgeMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [NativeModuleMacro.self, MethodMacro.self, ConstantMacro.self]
}

// The compiler asks the plugin for each macro by the name `BridgeMacros` declares it with
// (`BridgeMacrosPlugin.NativeModuleMacro`, …), so each is a type of this module that hands the
// work to its expansion in `BridgeMacrosExpansions` (which the expansion tests call directly).

/// `@NativeModule`: ``NativeModuleExpansion``.
struct NativeModuleMacro: ExtensionMacro {
    static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try NativeModuleExpansion.expansion(of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols, in: context)
    }
}

/// `@Method`: ``MethodExpansion``.
struct MethodMacro: PeerMacro {
    static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try MethodExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

/// `@Constant`: ``ConstantExpansion``.
struct ConstantMacro: PeerMacro {
    static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try ConstantExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}
