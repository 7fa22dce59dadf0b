import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of `BridgeMacros`.
@main
struct BridgeMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [NativeModuleMacro.self, MethodMacro.self, ConstantMacro.self]
}
