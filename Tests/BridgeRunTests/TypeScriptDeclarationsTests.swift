import BridgeRuntime
import Foundation
import ProgramTestSupport
import Testing

/// A module with every kind of method, records, an enum and typed events, for the declarations.
private enum Shelf {
    enum Genre: String, Codable, CaseIterable {
        case fiction, poetry
    }

    struct Book: Codable {
        var title: String
        var genre: Genre
        var pages: Int
        var published: Date
        var tags: [String]
        var subtitle: String?
    }

    struct Added: Codable {
        var book: Book
        var count: Int
    }

    static let events = EventEmitter()

    static let definition = ModuleDefinition("Shelf") { m in
        m.constant("capacity", 100)
        m.constant("genres", ["fiction", "poetry"])
        m.promise("add(book:)") { (book: Book) in Added(book: book, count: 1) }
        m.promise("find(title:genre:)") { (title: String, genre: Genre?) in [Book]() }
        m.sync("count") { 0 }
        m.callback("load(id:onError:onSuccess:)") { (id: Int, _: BridgeCallback, _: BridgeCallback) in }
        m.fireAndForget("log(message:level:)") { (message: String, level: Int?) in }
        m.promise("cover(title:)") { (title: String) in Data() }
        m.callback("lookup(title:onError:onFound:)") { (title: String, _: BridgeCallback, found: Callback<Book?, Int>) in found(nil, 0) }
        m.promise("borrow(title:promise:)") { (title: String, promise: TypedPromise<Book>) in promise.reject(code: "E_OUT", message: "out") }
        m.events(["added", "cleared"], emitter: events)
        m.eventBody("added", Added.self)
    }
}

/// A shared object with a constructor, methods and properties, for the declarations.
private final class Tally: SharedObject {
    let count = Locked(0)
    init(_ start: Int) { count.withLock { $0 = start } }

    static let definition = ModuleDefinition("Tallies") { m in
        m.sharedClass(Tally.self) { c in
            c.constructor("init(start:)") { (start: Int) in Tally(start) }
            c.method("add(amount:)") { (t: Tally, amount: Int) in t.count.withLock { $0 += amount; return $0 } }
            c.syncMethod("peek") { (t: Tally) in t.count.withLock { $0 } }
            c.property("total", get: { (t: Tally) in t.count.withLock { $0 } }, set: { (t: Tally, v: Int) in t.count.withLock { $0 = v } })
            c.property("label", get: { (_: Tally) in "tally" })
            c.property("settled", get: { (t: Tally) async in t.count.withLock { $0 } })
        }
        m.sync("merge(a:b:)") { (a: Tally, b: Tally) in Tally(a.count.withLock { $0 } + b.count.withLock { $0 }) }
    }
}

/// Runs TypeScript's compiler (`tsc --noEmit --strict`) on `files`; nil when it is not installed.
private func typeCheck(_ files: [String: String]) async throws -> ProcessResult? {
    try await offPool { try typeCheckWaiting(files) }
}

private func typeCheckWaiting(_ files: [String: String]) throws -> ProcessResult? {
    let candidates = ["/usr/bin/tsc", "/usr/local/bin/tsc"]
    guard let tsc = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tsc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    let paths = files.keys.sorted().map { folder.appendingPathComponent($0).path }
    let child = try ChildProcess(tsc, ["--noEmit", "--strict", "--target", "es2020", "--lib", "es2020"] + paths, error: .standardOutput)
    let data = child.standardOutput?.readDataToEndOfFile() ?? Data()
    return ProcessResult(status: child.waitForExit().status, stdout: String(decoding: data, as: UTF8.self), stderr: "")
}

/// In CI TypeScript is installed by scripts/setup.sh, so there the checks always run.
private let tscRequired = ProcessInfo.processInfo.environment["CI"] == "true"

@Suite struct TypeScriptDeclarationsTests {
    static let declarations = TypeScriptDeclarations.generate(try! ModuleRegistry([Shelf.definition]))

    @Test func recordsEnumsAndEveryMethodKindAreDeclaredExactly() {
        let d = Self.declarations
        #expect(d.contains("interface ShelfBook {\n  title: string;\n  genre: \"fiction\" | \"poetry\";\n  pages: number;\n  published: number;\n  tags: string[];\n  subtitle?: string | null;\n}"))
        #expect(d.contains("add(book: ShelfBook): Promise<ShelfAdded>;"))
        #expect(d.contains("find(title: string, genre?: \"fiction\" | \"poetry\" | null | undefined): Promise<ShelfBook[]>;"))
        #expect(d.contains("count(): number;"))
        #expect(d.contains("load(id: number, onError: (error: NativeModuleError) => void, onSuccess: (...results: any[]) => void): void;"))
        #expect(d.contains("log(message: string, level?: number | null | undefined): void;"))
        #expect(d.contains("cover(title: string): Promise<Uint8Array>;"))
        // Typed callbacks and promises a method settles itself are declared from their types.
        #expect(d.contains("lookup(title: string, onError: (error: NativeModuleError) => void, onFound: (arg1: ShelfBook | null, arg2: number) => void): void;"))
        #expect(d.contains("borrow(title: string): Promise<ShelfBook>;"))
        #expect(d.contains("interface ShelfEvents {\n  added: ShelfAdded;\n  cleared: unknown;\n}"))
        #expect(d.contains("interface ShelfModule extends NativeEventSource<ShelfEvents> {"))
        #expect(d.contains("readonly genres: string[];"))
        #expect(d.contains("Shelf: ShelfModule;"))
    }

    @Test(.enabled(if: tscRequired || FileManager.default.isExecutableFile(atPath: "/usr/bin/tsc")))
    func typedUsageCompilesAndMisuseDoesNot() async throws {
        let usage = """
            async function main(): Promise<number> {
              const shelf = NativeModules.Shelf;
              const added = await shelf.add({ title: 'Odes', genre: 'poetry', pages: 80, published: Date.now(), tags: [] });
              const books = await shelf.find('Odes');
              shelf.load(7, e => console.log(e.code), (...r) => console.log(r));
              shelf.log('hi');
              const cover: Uint8Array = await shelf.cover('Odes');
              shelf.lookup('Odes', e => console.log(e.message), (book, copies) => console.log(book?.title, copies + 1));
              const borrowed = await shelf.borrow('Odes');
              console.log(borrowed.pages);
              const sub = new NativeEventEmitter(shelf).addListener('added', body => console.log(body.book.title, body.count));
              sub.remove();
              return added.count + books.length + shelf.count() + shelf.capacity + cover.length;
            }
            main();
            """
        guard let ok = try await typeCheck(["native-modules.d.ts": Self.declarations, "usage.ts": usage + "\ndeclare const console: { log(...a: unknown[]): void };\n"])
        else { throw TSCMissing() }
        #expect(ok.status == 0, "\(ok.stdout)")

        let misuses = [
            "NativeModules.Shelf.add({ title: 'x', genre: 'drama', pages: 1, published: 0, tags: [] });",
            "NativeModules.Shelf.find(42);",
            "NativeModules.Shelf.load(7);",
            "new NativeEventEmitter(NativeModules.Shelf).addListener('removed', () => {});",
            "const n: string = NativeModules.Shelf.count();",
            "NativeModules.Nope.call();",
            "NativeModules.Shelf.lookup('x', () => {}, (book: number) => {});",
            "NativeModules.Shelf.lookup('x', () => {}, (book) => book.title);",
            "NativeModules.Shelf.borrow('x').then((b: string) => b);",
        ]
        for misuse in misuses {
            guard let bad = try await typeCheck(["native-modules.d.ts": Self.declarations, "misuse.ts": misuse]) else { throw TSCMissing() }
            #expect(bad.status != 0, "expected a type error for: \(misuse)")
            #expect(bad.stdout.contains("misuse.ts"), "\(bad.stdout)")
        }
    }

    @Test(.enabled(if: tscRequired || FileManager.default.isExecutableFile(atPath: "/usr/bin/tsc")))
    func sharedObjectsAreDeclaredAsClasses() async throws {
        let d = TypeScriptDeclarations.generate(try ModuleRegistry([Tally.definition]))
        #expect(d.contains("interface Tally {\n  add(amount: number): Promise<number>;\n  peek(): number;\n  readonly label: string;\n  readonly settled: Promise<number>;\n  total: number;\n"))
        #expect(d.contains("interface TallyConstructor {\n  new (start: number): Tally;\n  readonly prototype: Tally;\n}"))
        #expect(d.contains("readonly Tally: TallyConstructor;") && d.contains("merge(a: Tally, b: Tally): Tally;"))
        #expect(!d.contains("$Tally$") && !d.contains("$classes"))
        let usage = """
            import { NativeModules } from 'react-native';
            const { Tallies } = NativeModules;
            export async function use(): Promise<number> {
              const t: Tally = new Tallies.Tally(3);
              t.total = 4;
              const merged = Tallies.merge(t, new Tallies.Tally(1));
              merged.release();
              return (await t.add(2)) + t.peek() + t.total + t.label.length;
            }
            """
        guard let ok = try await typeCheck(["native-modules.d.ts": d, "usage.ts": usage]) else { throw TSCMissing() }
        #expect(ok.status == 0, "\(ok.stdout)")
        for misuse in [
            "new NativeModules.Tallies.Tally('three');", "NativeModules.Tallies.merge(new NativeModules.Tallies.Tally(1), {});",
            "const t = new NativeModules.Tallies.Tally(1); t.label = 'x';", "NativeModules.Tallies.Tally(1);",
        ] {
            guard let bad = try await typeCheck(["native-modules.d.ts": d, "misuse.ts": misuse]) else { throw TSCMissing() }
            #expect(bad.status != 0, "expected a type error for: \(misuse)")
        }
    }

    @Test(.enabled(if: tscRequired || FileManager.default.isExecutableFile(atPath: "/usr/bin/tsc")))
    func importingFromReactNativeTypeChecksAsTheGlobalsDo() async throws {
        let usage = """
            import { NativeModules, NativeEventEmitter, DeviceEventEmitter, AppRegistry, Platform } from 'react-native';
            const { Shelf } = NativeModules;
            const emitter: NativeEventEmitter<ShelfEvents> = new NativeEventEmitter(Shelf);
            emitter.addListener('added', ({ book, count }) => book.title.length + count);
            DeviceEventEmitter.addListener('anything', () => {});
            AppRegistry.registerComponent('App', () => () => {});
            const os: string = Platform.OS;
            export async function first(): Promise<string | undefined> { return (await Shelf.find('Odes'))[0]?.title + os; }
            """
        guard let ok = try await typeCheck(["native-modules.d.ts": Self.declarations, "usage.ts": usage]) else { throw TSCMissing() }
        #expect(ok.status == 0, "\(ok.stdout)")
        let misuses = [
            "import { NativeModules } from 'react-native'; NativeModules.Shelf.find(42);",
            "import { NativeModules, NativeEventEmitter } from 'react-native'; new NativeEventEmitter(NativeModules.Shelf).addListener('removed', () => {});",
            "import { NativeModules } from 'react-native'; NativeModules.Nope.call();",
            "import { Nothing } from 'react-native';",
        ]
        for misuse in misuses {
            guard let bad = try await typeCheck(["native-modules.d.ts": Self.declarations, "misuse.ts": misuse]) else { throw TSCMissing() }
            #expect(bad.status != 0, "expected a type error for: \(misuse)")
        }
    }

    @Test(.enabled(if: tscRequired || FileManager.default.isExecutableFile(atPath: "/usr/bin/tsc")))
    func bridgeRunPrintsTheStandardModulesDeclarations() async throws {
        let r = try await run("bridge-run", ["--types"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("readFile(path: string): Promise<string>;"))
        let usage = """
            NativeModules.FileSystem.readFile('a.txt').then(text => text.length);
            NativeModules.DevSettings.reload();
            NativeModules.HeadlessJsTaskSupport.notifyTaskFinished(1);
            AppRegistry.registerComponent('App', () => (props, { rootTag }) => () => console.log(rootTag));
            AppRegistry.registerHeadlessTask('Sync', () => async (data) => {});
            declare const console: { log(...a: unknown[]): void };
            """
        guard let ok = try await typeCheck(["std.d.ts": r.stdout, "usage.ts": usage]) else { throw TSCMissing() }
        #expect(ok.status == 0, "\(ok.stdout)")
        guard let bad = try await typeCheck(["std.d.ts": r.stdout, "misuse.ts": "NativeModules.FileSystem.readFile(1);"]) else { throw TSCMissing() }
        #expect(bad.status != 0)
    }
}

struct TSCMissing: Error, CustomStringConvertible {
    var description: String { "tsc is not installed (bash scripts/setup.sh installs node-typescript)" }
}
