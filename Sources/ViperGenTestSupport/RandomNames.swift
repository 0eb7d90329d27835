/// Makes random, valid and unique Swift names for generated specs.
///
/// Every name ends in a number no other name has, so no two names are equal and
/// no name plus a generated suffix (`Presenter`, `RouterTrait`, ...) can equal
/// another: a suffix starts with a letter, a longer number with a digit. The
/// syllables avoid Swift keywords and the words the validator rejects in method
/// names (`trait`, `router`, `interactor`).
struct RandomNames {
    private static let syllables = [
        "ba", "do", "fi", "ka", "lu", "me", "no", "pa", "ri", "so", "vu", "xe", "zo", "ga", "hy",
        "je", "qu", "wo",
    ]
    private var counter = 0

    /// A lowerCamelCase name such as `kaLu7` or `so_me12`.
    mutating func lowerCamel(using random: inout SplitMix64) -> String {
        counter += 1
        var name = random.element(of: Self.syllables)
        for _ in 0..<random.int(in: 0...2) {
            let syllable = random.element(of: Self.syllables)
            name +=
                random.chance(0.15)
                ? "_" + syllable : syllable.prefix(1).uppercased() + syllable.dropFirst()
        }
        return name + String(counter)
    }

    /// An UpperCamelCase name such as `KaLu7` (module and type names).
    mutating func upperCamel(using random: inout SplitMix64) -> String {
        let name = lowerCamel(using: &random)
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
