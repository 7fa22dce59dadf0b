import Foundation
import ProgramTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// AsyncStorage in bridge-run: where the data lives, and what survives a killed process.
@Suite struct BridgeRunStorageTests {
    /// The test's folder, removed after it.
    let folder: ScratchFolder
    var scratch: String { folder.path }

    init() throws { folder = try ScratchFolder("bridge-run-storage") }

    func script(_ name: String, _ source: String) throws -> String {
        let path = scratch + "/" + name
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let prelude = "const AsyncStorage = require('@react-native-async-storage/async-storage').default;\n"

    /// Every value whose setItem resolved before the process was killed with SIGKILL is there
    /// when the next process opens the database.
    @Test func writesThatResolvedSurviveSIGKILL() async throws {
        let database = scratch + "/killed.sqlite"
        let writer = try script("writer.js", Self.prelude + """
            (async () => {
              for (let i = 0; ; i++) {
                await AsyncStorage.setItem('key' + i, 'value' + i);
                console.log('saved ' + i);
              }
            })();
            """)
        let child = try ChildProcess(product("bridge-run").path, ["--storage", database, writer], error: .discard)
        let out = try #require(child.standardOutput)
        // Kill it while it writes, after a few hundred writes have resolved.
        let (text, ended) = try await offPool {
            var text = ""
            while !text.contains("saved 300\n") {
                let chunk = out.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            child.send(SIGKILL)
            let ended = child.waitForExit()
            return (text + String(decoding: out.readDataToEndOfFile(), as: UTF8.self), ended)
        }
        #expect(ended == .signaled(SIGKILL))
        let saved = text.split(separator: "\n").compactMap { $0.hasPrefix("saved ") ? Int($0.dropFirst(6)) : nil }
        let last = try #require(saved.last)
        #expect(last >= 300)

        let reader = try script("reader.js", Self.prelude + """
            (async () => {
              const keys = Array.from({ length: \(last + 1) }, (_, i) => 'key' + i);
              const pairs = await AsyncStorage.multiGet(keys);
              const missing = pairs.filter(([k, v]) => v !== 'value' + k.slice(3)).map(([k]) => k);
              console.log('missing ' + missing.length + (missing.length ? ': ' + missing.slice(0, 5).join(', ') : ''));
            })();
            """)
        let r = try await run("bridge-run", ["--storage", database, reader])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "missing 0\n")
    }

    /// Two bridge-run processes writing to one database at once: no write is lost.
    @Test func twoProcessesWritingAtOnceLoseNoWrite() async throws {
        let database = scratch + "/shared.sqlite"
        let writer = try script("writer.js", Self.prelude + """
            const name = process.argv[2];
            (async () => {
              for (let batch = 0; batch < 20; batch++) {
                const writes = [];
                for (let i = 0; i < 20; i++) {
                  writes.push(AsyncStorage.setItem(`${name}-${batch}-${i}`, 'v'));
                  writes.push(AsyncStorage.mergeItem('both', JSON.stringify({ [`${name}-${batch}-${i}`]: 1 })));
                }
                await Promise.all(writes);
              }
            })();
            """)
        let children = try ["a", "b"].map { name in
            try ChildProcess(product("bridge-run").path, ["--storage", database, writer, name], output: .discard, error: .discard)
        }
        let ended = try await offPool { children.map { $0.waitForExit() } }
        #expect(ended == [.exited(0), .exited(0)])
        let reader = try script("reader.js", Self.prelude + """
            (async () => {
              const keys = await AsyncStorage.getAllKeys();
              console.log(keys.length, Object.keys(JSON.parse(await AsyncStorage.getItem('both'))).length);
            })();
            """)
        let r = try await run("bridge-run", ["--storage", database, reader])
        #expect(r.stdout == "801 800\n", "\(r.stderr)")
    }

    @Test func eachScriptHasItsOwnDatabaseByDefaultKeptAcrossRuns() async throws {
        let counter = Self.prelude + """
            (async () => {
              const n = Number(await AsyncStorage.getItem('runs') || 0) + 1;
              await AsyncStorage.setItem('runs', String(n));
              console.log(n);
            })();
            """
        try FileManager.default.createDirectory(atPath: scratch + "/other", withIntermediateDirectories: true)
        let one = try script("counter.js", counter)
        let two = try script("other/counter.js", counter)
        let environment = ["XDG_DATA_HOME": scratch + "/data"]
        #expect(try await run("bridge-run", [one], environment: environment).stdout == "1\n")
        #expect(try await run("bridge-run", [one], environment: environment).stdout == "2\n")
        #expect(try await run("bridge-run", [two], environment: environment).stdout == "1\n", "a script of the same name elsewhere has its own data")
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch + "/data/bridge-run/storage").filter { $0.hasSuffix(".sqlite") }
        #expect(files.count == 2)
        #expect(files.allSatisfy { $0.hasPrefix("counter-") })
        // A script that never touches storage makes no file.
        let quiet = try script("quiet.js", "console.log('hi')")
        #expect(try await run("bridge-run", [quiet], environment: environment).stdout == "hi\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch + "/data/bridge-run/storage").filter { $0.hasSuffix(".sqlite") }.count == 2)
    }

    @Test func storageInMemoryKeepsNothing() async throws {
        let counter = try script("counter.js", Self.prelude + """
            (async () => {
              const n = Number(await AsyncStorage.getItem('runs') || 0) + 1;
              await AsyncStorage.setItem('runs', String(n));
              console.log(n);
            })();
            """)
        let environment = ["XDG_DATA_HOME": scratch + "/data"]
        #expect(try await run("bridge-run", ["--storage", ":memory:", counter], environment: environment).stdout == "1\n")
        #expect(try await run("bridge-run", ["--storage", ":memory:", counter], environment: environment).stdout == "1\n")
        #expect(!FileManager.default.fileExists(atPath: scratch + "/data"))
    }

    @Test func aCorruptDatabaseIsAClearErrorAndIsNotOverwritten() async throws {
        let database = scratch + "/corrupt.sqlite"
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 * 7) })
        try garbage.write(to: URL(fileURLWithPath: database))
        let writer = try script("writer.js", Self.prelude + "AsyncStorage.setItem('k', 'v').then(() => console.log('saved'));")
        let r = try await run("bridge-run", ["--storage", database, writer])
        #expect(r.status == 1)
        #expect(r.stdout == "")
        #expect(r.stderr.contains("E_STORAGE") || r.stderr.contains("cannot open the database"), "\(r.stderr)")
        #expect(r.stderr.contains(database), "\(r.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == garbage)
    }

    @Test func anEmptyStoragePathIsAUsageError() async throws {
        let r = try await run("bridge-run", ["--storage", "", "x.js"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--storage needs a file path or :memory:"))
    }

    /// However the script ends (idle, process.exit, an uncaught error), the database is closed:
    /// no -wal or -shm is left, and the .sqlite file alone has the data.
    @Test func everyExitLeavesOnlyTheDatabaseFile() async throws {
        let endings = [
            "idle": "",
            "exit": "process.exit(3);",
            "uncaught": "throw new Error('late');",
        ]
        for (name, ending) in endings {
            let database = scratch + "/\(name).sqlite"
            let path = try script("\(name).js", Self.prelude + """
                AsyncStorage.multiSet([['a', '1'], ['b', '2']]).then(() => { console.log('stored'); \(ending) });
                """)
            let r = try await run("bridge-run", ["--storage", database, path])
            #expect(r.stdout == "stored\n", "\(name): \(r.stderr)")
            for suffix in ["-wal", "-shm"] { #expect(!FileManager.default.fileExists(atPath: database + suffix), "\(name)\(suffix)") }
            let copy = scratch + "/\(name)-copy.sqlite"
            try FileManager.default.copyItem(atPath: database, toPath: copy)
            let reader = try script("\(name)-read.js", Self.prelude + "AsyncStorage.multiGet(['a', 'b']).then(v => console.log(JSON.stringify(v)));")
            #expect(try await run("bridge-run", ["--storage", copy, reader]).stdout == #"[["a","1"],["b","2"]]"# + "\n")
        }
    }

    /// `--storage` naming something that is not a file is a usage error before the script runs.
    @Test func aStoragePathThatIsNotAFileIsRefusedBeforeTheScriptRuns() async throws {
        let path = try script("s.js", "console.log('ran');")
        for target in ["/dev/null", scratch] {
            let r = try await run("bridge-run", ["--storage", target, path])
            #expect(r.status == 2)
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.hasPrefix("bridge-run: --storage: AsyncStorage: cannot use \(target) as the database: it is a"))
        }
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
    }

    /// A database file the user may not write is read; writes fail with E_STORAGE. (As root,
    /// which may write any file, bridge-run runs as `nobody` for this.)
    @Test func aReadOnlyDatabaseCanBeRead() async throws {
        let database = scratch + "/read-only.sqlite"
        let writer = try script("write.js", Self.prelude + "AsyncStorage.setItem('k', 'kept');")
        #expect(try await run("bridge-run", ["--storage", database, writer]).status == 0)
        let reader = try script("read.js", Self.prelude + """
            AsyncStorage.getItem('k').then(v => console.log('read', v));
            AsyncStorage.setItem('k', 'changed').catch(e => console.log(e.code, e.message.includes('readonly')));
            """)
        var arguments = ["--storage", database, reader]
        var program = "bridge-run"
        if getuid() == 0 {
            // The program and the files must be reachable by nobody: copies in a folder of its own.
            // `cp` writes the copy: a write descriptor open in this process would be inherited
            // by whatever another test forks meanwhile, and exec would fail with ETXTBSY.
            let binary = scratch + "/bridge-run"
            #expect(try await runProgramOffPool("/bin/cp", [product("bridge-run").path, binary]).status == 0)
            for path in [scratch, database, reader, binary] { _ = chown(path, 65534, 65534) }
            _ = chmod(scratch, 0o755)
            program = "/usr/bin/setpriv"
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binary] + arguments
        }
        _ = chmod(database, 0o444)
        let r = try await runProgramOffPool(program, arguments)
        #expect(r.stdout == "read kept\nE_STORAGE true\n", "\(r.stderr)")
    }
}
