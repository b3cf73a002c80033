import FoundationEssentials

/// The contents of `config.json`: one object, `{"version": 1, "page-size": 5, "color": "never"}`, with
/// the settings that differ from their defaults; numbers as JSON numbers, words as strings.
///
/// One object rather than a list of records, because that is what a person editing the file expects.
/// A key sous does not know, or a value a setting does not take, makes the file damaged like a broken
/// entry elsewhere: it is moved aside and every other setting is kept.
struct SettingsDocument: VersionedDocument {
    static let formatVersion = 1
    static let empty = SettingsDocument(settings: Settings())

    var settings: Settings

    init(settings: Settings) { self.settings = settings }

    struct Unreadable: Error {
        var key: String
    }

    init(reading decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: DynamicKey.self)
        var chosen: [SettingKey: String] = [:]
        for codingKey in container.allKeys where codingKey.stringValue != "version" {
            guard let key = SettingKey(rawValue: codingKey.stringValue),
                  let value = Self.canonical(key, text: Self.text(in: container, at: codingKey))
            else { throw Unreadable(key: codingKey.stringValue) }
            chosen[key] = value
        }
        settings = Settings(chosen)
    }

    func write(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DynamicKey.self)
        for (key, value) in settings.chosen {
            if case .range = key.domain, let number = Int(value) {
                try container.encode(number, forKey: DynamicKey(key.rawValue))
            } else {
                try container.encode(value, forKey: DynamicKey(key.rawValue))
            }
        }
    }

    static func salvage(_ bytes: [UInt8], decoder: JSONDecoder) -> (document: SettingsDocument, recovered: Int) {
        var chosen: [SettingKey: String] = [:]
        for (name, value) in StoreSalvage.members(SettingText.self, in: bytes, decoder: decoder) {
            guard let key = SettingKey(rawValue: name), let value = canonical(key, text: value.text) else { continue }
            chosen[key] = value
        }
        return (SettingsDocument(settings: Settings(chosen)), chosen.count)
    }

    /// A setting's value as the file holds it, a number or a string.
    private struct SettingText: Decodable {
        var text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                text = String(number)
            } else {
                text = try container.decode(String.self)
            }
        }
    }

    /// A number or a string, whichever the file holds; a hand-edited `"page-size": "5"` is fine too.
    private static func text(in container: KeyedDecodingContainer<DynamicKey>, at key: DynamicKey) -> String? {
        if let number = try? container.decode(Int.self, forKey: key) { return String(number) }
        return try? container.decode(String.self, forKey: key)
    }

    private static func canonical(_ key: SettingKey, text: String?) -> String? {
        text.flatMap { key.domain.canonical($0) }
    }
}

/// The settings in `config.json` under the config directory: each `set` changes that one key in the
/// newest file under its lock, so two shells setting different keys keep both.
public typealias FileSettingsStore = FileStore<Settings, Settings.Change>

extension Settings.Change: StoredChange {
    public static var storeFile: StoreFile<Settings, Self> {
        StoreFile("config.json", as: SettingsDocument.self, read: \.settings, make: SettingsDocument.init(settings:),
                  applying: { $1.setting($0.key, to: $0.value) })
    }
}

extension FileStore where Value == Settings, Change == Settings.Change {
    /// The settings store for these directories: the file in the config directory (made 0700 if
    /// needed), or memory when there is none, with why.
    public static func open(
        _ directories: XDGDirectories, fileSystem: any FileSystem = PosixFileSystem(), lockWait: LockWait = LockWait()
    ) -> (store: FileSettingsStore, problems: [StorageProblem]) {
        switch directories.prepareConfigDirectory(fileSystem: fileSystem) {
        case .success(let directory):
            return (FileSettingsStore(directory: directory, fileSystem: fileSystem, lockWait: lockWait), [])
        case .failure(let problem):
            return (inMemory(), [problem])
        }
    }
}
