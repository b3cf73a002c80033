import FoundationEssentials
import MealKit
import SousCore

extension Services {
    /// The Edamam client and its banner words, from the environment and the settings file.
    ///
    /// `apiBase` (`--api-base`), else `SOUS_EDAMAM_BASE`, points it at another server (the tests' local
    /// one); `SOUS_API_BASE` does not, since it names TheMealDB's server. `SOUS_EDAMAM_RATE`
    /// changes the requests allowed a minute (a paid plan allows more). Missing keys do not stop the
    /// shell: favorites and help still work, and the first request says what to set.
    static func edamam(
        environment: [String: String], apiBase: String?, settings store: any Storing<Settings, Settings.Change>, transport: HTTPTransport
    ) -> Result<(any RecipeProviding, String), OptionsError> {
        var configuration = EdamamClient.Configuration()
        let origin = apiBase != nil ? "--api-base" : "SOUS_EDAMAM_BASE"
        if let text = apiBase ?? environment["SOUS_EDAMAM_BASE"], !text.isEmpty {
            guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
                return .failure(.invalidURL(text, from: origin))
            }
            configuration.baseURL = url
        }
        configuration.policy = configuration.policy.withAnswerTimeout(answerTimeout(environment))
        if let text = environment["SOUS_EDAMAM_RATE"], let rate = Int(text), rate > 0 {
            configuration.requestsPerWindow = rate
        }
        // Read at each request, so `set edamam.app_key …` works without a restart.
        let credentials = EdamamCredentialSource.environment(environment, thenSettings: { await store.load().value.flattened })
        // A rate-limit wait is said as it begins, not after the answer it delayed; stderr keeps it
        // out of a script's output.
        let client = EdamamClient(configuration: configuration, credentials: credentials, noticeSink: { notice in
            FileDescriptorTerminal.writeToStandardError(" " + TerminalText.sanitizedLine(notice.userMessage) + "\n")
        }, transport: transport)
        var line = "Edamam Recipe Search · \(configuration.requestsPerWindow) requests a minute"
        if EdamamCredentials.from(environment: environment) == nil {
            line += " · keys: EDAMAM_APP_ID, EDAMAM_APP_KEY"
        }
        return .success((client, line))
    }
}
