/// A shell `viper-gen completions` writes a script for.
enum CompletionShell: String, CaseIterable {
    case bash
    case zsh
    case fish

    func script(_ model: CompletionModel) -> String {
        switch self {
        case .bash: return BashCompletionScript.rendered(model)
        case .zsh: return ZshCompletionScript.rendered(model)
        case .fish: return FishCompletionScript.rendered(model)
        }
    }
}
