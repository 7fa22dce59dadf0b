/// TypeScript declarations (`.d.ts`) of a registry's modules, exact because the registry knows
/// every method's kind, parameter names and types: the `NativeModules` global with each module's
/// methods (a promise method returns a `Promise`, a `sync` one its value, a callback method takes
/// its callbacks), constants, and events (typing `NativeEventEmitter`), plus an interface for
/// every `Codable` record a method takes or returns. Safe to use on any thread.
///
/// The declarations are global, as the runtime's built-in JS half installs `NativeModules`,
/// `NativeEventEmitter` and `DeviceEventEmitter`, and the same are the exports of
/// `declare module 'react-native'`, so `import { NativeModules } from 'react-native'` type-checks
/// too: add the file to a bundle's TypeScript sources.
public enum TypeScriptDeclarations {
    /// The `.d.ts` text for `registry`'s modules.
    public static func generate(_ registry: ModuleRegistry) -> String {
        var out = header
        for module in registry.modules {
            var writer = Writer(module)
            let body = writer.module(module)
            for record in writer.records { out += writer.interface(for: record) }
            out += body
        }
        out += "\ninterface NativeModulesStatic {\n"
        for module in registry.modules { out += "  \(Writer.key(module.name)): \(Writer.interfaceName(module));\n" }
        out += "}\n\ndeclare const NativeModules: NativeModulesStatic;\n"
        return out
    }

    /// The declarations every file starts with (`Declarations/header.d.ts`, embedded at build time).
    private static let header = String(decoding: PackageResources.header_d_ts, as: UTF8.self)

    /// Renders one module's types, naming the records they use.
    private struct Writer {
        /// The module's records, in the order first met.
        private(set) var records: [BridgeRecord] = []
        /// Each record's interface name: the module's name and the Swift type's (`ShelfBook`;
        /// the types it is nested in too when two records of the module share a name), so a
        /// record's name never depends on the other modules or on the order of anything.
        private var names: [BridgeRecord: String] = [:]

        init(_ module: ModuleDefinition) {
            var found: [BridgeRecord] = []
            func walk(_ shape: BridgeType) {
                switch shape {
                case .array(let t), .map(let t), .optional(let t): walk(t)
                case .record(let r) where !found.contains(r):
                    found.append(r)
                    for field in r.fields { walk(field.type) }
                default: break
                }
            }
            for method in module.methods {
                method.parameterTypes.forEach(walk)
                walk(method.resultType)
            }
            for event in module.supportedEvents { walk(module.eventBodyType(event)) }
            let reserved: Set = [Self.interfaceName(module), "\(module.name)Events"]
            func sanitized(_ parts: [String]) -> String {
                var name = String(parts.joined().map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
                if name.first?.isNumber ?? true { name = "_" + name }
                return reserved.contains(name) ? name + "Record" : name
            }
            func candidate(_ r: BridgeRecord, _ level: Int) -> String {
                let steps = level == 0 ? [r.name] : level == 1 ? Array(r.path.dropFirst()) : r.path
                let base = sanitized(steps)
                return base.hasPrefix(module.name) ? base : sanitized([module.name] + steps)
            }
            // Records sharing a name are named by the types they are nested in, then by their
            // Swift modules too.
            for r in found {
                var level = 0
                while level < 2, found.contains(where: { $0 != r && candidate($0, level) == candidate(r, level) }) { level += 1 }
                names[r] = candidate(r, level)
            }
        }

        static func interfaceName(_ module: ModuleDefinition) -> String { "\(module.name)Module" }

        /// A property key: as it is when it is an identifier, quoted otherwise.
        static func key(_ name: String) -> String { Identifier.isValid(name) ? name : quoted(name) }

        static func quoted(_ text: String) -> String { BridgeValue.string(text).description }

        mutating func module(_ module: ModuleDefinition) -> String {
            var out = ""
            let events = module.supportedEvents
            let eventsName = "\(module.name)Events"
            if module.eventEmitter != nil {
                out += "interface \(eventsName) {\n"
                for event in events { out += "  \(Self.key(event)): \(type(module.eventBodyType(event), input: false));\n" }
                out += "}\n\n"
            }
            out += "interface \(Self.interfaceName(module))" + (module.eventEmitter != nil ? " extends NativeEventSource<\(eventsName)>" : "") + " {\n"
            let classes = Self.sharedClasses(module)
            for (className, _) in classes { out += "  readonly \(className): \(className)Constructor;\n" }
            let constants = module.constants.sorted { $0.key < $1.key }.filter { $0.key != "$classes" }
            for (key, value) in constants { out += "  readonly \(Self.key(key)): \(Self.shape(of: value));\n" }
            if module.method(named: "getConstants") == nil {
                let fields = constants.map { "readonly \(Self.key($0.key)): \(Self.shape(of: $0.value))" }
                out += "  getConstants(): { \(fields.joined(separator: "; "))\(fields.isEmpty ? "" : " ")};\n"
            }
            for method in module.methods where !method.name.hasPrefix("$") {
                if module.eventEmitter != nil, method.name == "addListener" || method.name == "removeListeners" { continue }
                out += "  /** \(Self.summary(method)) */\n"
                out += "  \(Self.key(method.name))(\(parameters(method))): \(result(method));\n"
            }
            out += "}\n\n"
            for (className, description) in classes { out += sharedClass(className, description, module) }
            return out
        }

        /// The shared-object classes a module declares (its `$classes` constant), by name.
        static func sharedClasses(_ module: ModuleDefinition) -> [(String, BridgeValue)] {
            (module.constants["$classes"]?.objectValue ?? [:]).sorted { $0.key < $1.key }
        }

        /// A shared object's interface (its methods, properties and `release()`) and its
        /// constructor's, from the module methods that serve them (`$Name$method(this:…)`).
        mutating func sharedClass(_ className: String, _ description: BridgeValue, _ module: ModuleDefinition) -> String {
            let prefix = "$\(className)$"
            var out = "interface \(className) {\n"
            for name in (description["methods"]?.arrayValue ?? []).compactMap(\.stringValue) {
                guard let method = module.method(named: prefix + name) else { continue }
                out += "  \(Self.key(name))(\(parameters(method, from: 1))): \(result(method));\n"
            }
            for (property, writable) in (description["properties"]?.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let getter = module.method(named: prefix + "get_" + property) else { continue }
                out += "  \(writable == true ? "" : "readonly ")\(Self.key(property)): \(result(getter));\n"
            }
            out += "  /** Lets the Swift object go now (it goes anyway once this object is collected). */\n  release(): void;\n}\n\n"
            out += "interface \(className)Constructor {\n"
            if let make = module.method(named: prefix + "new") { out += "  new (\(parameters(make))): \(className);\n" }
            return out + "  readonly prototype: \(className);\n}\n\n"
        }

        static func summary(_ method: MethodDefinition) -> String {
            switch method.kind {
            case .promise: "\(method.qualifiedName): resolves with the result, rejects with a NativeModuleError."
            case .callback: "\(method.qualifiedName): answers through its callbacks."
            case .sync: "\(method.qualifiedName): returns at once (runs on the JS thread)."
            case .fireAndForget: "\(method.qualifiedName): returns at once; failures go to the console."
            }
        }

        /// The parameters JS passes, from the `first` (1 for a shared object's method, whose
        /// first is the object itself).
        mutating func parameters(_ method: MethodDefinition, from first: Int = 0) -> String {
            let types = method.parameterTypes
            let callbackCount = method.parameters.filter { $0.role == .callback }.count
            // Optional values may be left out only when nothing required follows them.
            let lastRequired = method.parameters.lastIndex { $0.role == .callback || ($0.role == .value && !$0.isOptional) } ?? -1
            var out: [String] = []
            var callbackIndex = 0
            for (i, p) in method.parameters.enumerated() where i >= first {
                switch p.role {
                case .promise:
                    continue
                case .callback:
                    let signature: String
                    if let payload = method.callbackPayloadTypes(parameter: i) {
                        let names = payload.count == 1 ? ["value"] : payload.indices.map { "arg\($0 + 1)" }
                        signature = "(" + zip(names, payload).map { "\($0): \(type($1, input: false))" }.joined(separator: ", ") + ") => void"
                    } else if callbackCount == 2 {
                        signature = callbackIndex == 0 ? "(error: NativeModuleError) => void" : "(...results: any[]) => void"
                    } else {
                        signature = "(...args: any[]) => void"
                    }
                    callbackIndex += 1
                    out.append("\(p.name): \(signature)")
                case .value:
                    let t = type(types[i], input: true)
                    out.append(i > lastRequired && p.isOptional ? "\(p.name)?: \(t)" : "\(p.name): \(t)")
                }
            }
            return out.joined(separator: ", ")
        }

        mutating func result(_ method: MethodDefinition) -> String {
            switch method.kind {
            case .promise: "Promise<\(type(method.resultType, input: false))>"
            case .sync: type(method.resultType, input: false)
            case .callback, .fireAndForget: "void"
            }
        }

        /// The TypeScript type of `shape`, as JS passes it (`input`) or receives it.
        mutating func type(_ shape: BridgeType, input: Bool) -> String {
            switch shape {
            case .unknown: return "unknown"
            case .void: return input ? "undefined" : "void"
            case .boolean: return "boolean"
            case .number: return "number"
            case .string: return "string"
            case .date: return input ? "number | Date" : "number"
            case .bytes: return input ? "Uint8Array | ArrayBuffer | ArrayBufferView" : "Uint8Array"
            case .oneOf(let values): return values.map(\.description).joined(separator: " | ")
            case .array(let element): return Self.grouped(type(element, input: input)) + "[]"
            case .map(let value): return "Record<string, \(type(value, input: input))>"
            case .optional(let wrapped): return type(wrapped, input: input) + (input ? " | null | undefined" : " | null")
            case .record(let record): return name(of: record)
            case .sharedObject(let className): return className
            }
        }

        /// `text` in parentheses when it is a union (so `[]` applies to all of it).
        static func grouped(_ text: String) -> String { text.contains(" ") ? "(\(text))" : text }

        /// The interface name of `record`, listed (with the records its fields name) the first
        /// time it is met.
        mutating func name(of record: BridgeRecord) -> String {
            let name = names[record] ?? "unknown"
            guard !records.contains(record) else { return name }
            records.append(record)
            for field in record.fields { _ = type(field.type, input: false) }
            return name
        }

        mutating func interface(for record: BridgeRecord) -> String {
            var out = "interface \(name(of: record)) {\n"
            for f in record.fields {
                out += "  \(Self.key(f.name))\(f.isOptional ? "?" : ""): \(type(f.type, input: false))\(f.isOptional ? " | null" : "");\n"
            }
            return out + "}\n\n"
        }

        /// The type of a constant's value.
        static func shape(of value: BridgeValue) -> String {
            switch value {
            case .undefined: return "undefined"
            case .null: return "null"
            case .bool: return "boolean"
            case .number: return "number"
            case .string, .utf16: return "string"
            case .bytes: return "Uint8Array"
            case .shared(let r): return r.className
            case .array(let items):
                let kinds = Set(items.map(shape(of:)))
                guard kinds.count == 1, let only = kinds.first else { return kinds.isEmpty ? "unknown[]" : "(\(kinds.sorted().joined(separator: " | ")))[]" }
                return grouped(only) + "[]"
            case .object(let fields):
                let inner = fields.sorted { $0.key < $1.key }.map { "readonly \(key($0.key)): \(shape(of: $0.value))" }
                return "{ \(inner.joined(separator: "; "))\(inner.isEmpty ? "" : " ")}"
            }
        }
    }
}

extension BridgeRecord: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(fields.count)
    }
}

extension BridgeRecord.Field: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
