import BridgeRuntime

/// The module a React Native app would write to localize strings from native resources.
///
/// `localize(text, args)` looks `text` up in the current locale's catalog and fills the `{0}`,
/// `{1}`, … placeholders with `args`; an unknown text rejects with code `E_UNKNOWN_TEXT`.
final class LocalizationModule: NativeModule {
    /// Errors this module rejects with, each choosing its JS code.
    enum LocalizationError: Error, BridgeErrorConvertible {
        case unknownText(String, locale: String)
        case missingArgument(index: Int, text: String)

        var bridgeCode: BridgeError.Code {
            switch self {
            case .unknownText: "E_UNKNOWN_TEXT"
            case .missingArgument: "E_MISSING_ARGUMENT"
            }
        }

        var bridgeMessage: String {
            switch self {
            case .unknownText(let text, let locale): "no \(locale) translation for \"\(text)\""
            case .missingArgument(let index, let text): "\"\(text)\" needs an argument {\(index)}"
            }
        }
    }

    static let catalogs: [String: [String: String]] = [
        "en": ["greeting": "Hello, {0}!", "unread": "{0} has {1} unread messages"],
        "fr": ["greeting": "Bonjour, {0} !", "unread": "{0} a {1} messages non lus"],
        "de": ["greeting": "Hallo, {0}!", "unread": "{0} hat {1} ungelesene Nachrichten"],
    ]

    let locale: String

    init(locale: String) {
        self.locale = Self.catalogs[locale] == nil ? "en" : locale
    }

    var definition: ModuleDefinition {
        ModuleDefinition("Localization") { m in
            m.constant("locale", locale)
            m.constant("availableLocales", Self.catalogs.keys.sorted())
            m.promise("localize(text:args:)") { (text: String, args: [String]?) in
                try self.localize(text, args ?? [])
            }
        }
    }

    func localize(_ text: String, _ args: [String]) throws -> String {
        guard let template = Self.catalogs[locale]?[text] else { throw LocalizationError.unknownText(text, locale: locale) }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            guard let index = Int(rest[rest.index(after: open)..<close]) else {
                result += rest[open...close]
                rest = rest[rest.index(after: close)...]
                continue
            }
            guard index < args.count else { throw LocalizationError.missingArgument(index: index, text: text) }
            result += args[index]
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
