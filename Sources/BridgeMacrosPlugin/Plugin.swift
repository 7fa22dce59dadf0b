import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of `BridgeMacros`: the compiler asks it for each macro by the name
/// `BridgeMacros` declares it with (`BridgeMacrosPlugin.NativeModuleMacro`, …).
@main
struct BridgeMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [NativeModuleMacro.self, MethodMacro.self, ConstantMacro.self]
}
