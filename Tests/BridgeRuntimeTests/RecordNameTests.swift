import BridgeCore
import Testing

/// Records of the same name in different places, for the declarations' names.
private enum Cart {
    struct Item: Codable { var sku: String }
}

private enum Order {
    struct Item: Codable { var sku: String; var quantity: Int }
}

private struct Receipt: Codable { var total: Double }

/// The TypeScript names of records: the module's name and the Swift type's, the enclosing types
/// too when two of a module's records share a name; never numbered, never changed by the other
/// modules or their order.
@Suite struct RecordNameTests {
    static let shop = ModuleDefinition("Shop") { m in
        m.promise("add(item:)") { (item: Cart.Item) in Receipt(total: 1) }
        m.promise("order(item:)") { (item: Order.Item) in Receipt(total: 2) }
    }
    static let till = ModuleDefinition("Till") { m in
        m.sync("last") { Receipt(total: 0) }
    }

    @Test func recordsAreNamedByTheirModuleAndTheirSwiftType() throws {
        let d = TypeScriptDeclarations.generate(try ModuleRegistry([Self.shop, Self.till]))
        #expect(d.contains("add(item: ShopCartItem): Promise<ShopReceipt>;"))
        #expect(d.contains("order(item: ShopOrderItem): Promise<ShopReceipt>;"))
        #expect(d.contains("interface ShopOrderItem {\n  sku: string;\n  quantity: number;\n}"))
        // A record two modules use is declared for each (the same shape, so either fits both).
        #expect(d.contains("last(): TillReceipt;") && d.contains("interface TillReceipt {\n  total: number;\n}"))
        #expect(!d.contains("Receipt2") && !d.contains("Item2"))
    }

    @Test func namesDoNotDependOnTheOtherModulesOrTheirOrder() throws {
        let alone = TypeScriptDeclarations.generate(try ModuleRegistry([Self.till]))
        let both = TypeScriptDeclarations.generate(try ModuleRegistry([Self.shop, Self.till]))
        let reversed = TypeScriptDeclarations.generate(try ModuleRegistry([Self.till, Self.shop]))
        for d in [alone, both, reversed] { #expect(d.contains("interface TillModule {") && d.contains("last(): TillReceipt;")) }
        #expect(both.contains("add(item: ShopCartItem)") && reversed.contains("add(item: ShopCartItem)"))
    }
}
