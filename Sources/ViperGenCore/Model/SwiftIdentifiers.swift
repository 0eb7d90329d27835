/// Finds the names a piece of Swift (a type, a default value) refers to
/// without qualification: those a nested type of the same name would hide.
enum SwiftIdentifiers {
    /// The identifiers in `text` not preceded by `.` (so `Foundation.Date`
    /// gives `Foundation` only), outside string literals.
    static func unqualified(in text: String) -> [String] {
        var names: [String] = []
        var current = ""
        var afterDot = false
        var inString = false
        var escaped = false
        func finish() {
            if !current.isEmpty, !afterDot, !(current.first?.isNumber ?? false) {
                names.append(current)
            }
            if !current.isEmpty { afterDot = false }
            current = ""
        }
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "_" || character.isLetter || character.isNumber {
                current.append(character)
                continue
            }
            finish()
            if character == "." {
                afterDot = true
            } else if character == "\"" {
                inString = true
                afterDot = false
            } else if character != " " {
                afterDot = false
            }
        }
        finish()
        return names
    }
}
