/// Every error the template engine reports, one factory per message, so the
/// wording can be read and reviewed in one place.
enum TemplateDiagnostics {
    static let tagKeywords = ["elif", "else", "endfor", "endif", "for", "if", "include"]
    static let filterNames = TemplateFilter.allCases.map(\.name)

    // MARK: Lexing

    static func unterminatedTag(opener: String, closer: String, at location: SourceLocation)
        -> Diagnostic
    {
        if opener == "{#" {
            return .error(
                "unterminated comment: '{#' has no matching '#}'", at: location,
                hint: "close the comment with '#}'")
        }
        return .error(
            "unterminated tag: '\(opener)' has no matching '\(closer)'", at: location,
            hint: "close the tag with '\(closer)' on the same line; tags cannot span lines")
    }

    static func unterminatedString(closer: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "unterminated string in tag", at: location,
            hint: "close the string with '\"' before '\(closer)'")
    }

    // MARK: Tags

    static func missingTagKeyword(at location: SourceLocation) -> Diagnostic {
        .error(
            "expected a tag name after '{%'", at: location,
            hint: "Known tags: " + tagKeywords.joined(separator: ", "))
    }

    static func unknownTag(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "unknown tag '\(name)'", at: location,
            hint: SpellingSuggestion.hint(for: name, among: tagKeywords, kind: "tags"))
    }

    static func unexpectedArguments(_ keyword: String, at location: SourceLocation) -> Diagnostic {
        let hint =
            keyword == "else"
            ? "write '{% else %}', or '{% elif name %}' for another condition"
            : "write '{% \(keyword) %}'"
        return .error("'\(keyword)' takes no arguments", at: location, hint: hint)
    }

    static func malformedCondition(_ keyword: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "malformed '\(keyword)' tag", at: location,
            hint:
                "write '{% \(keyword) name %}' or '{% \(keyword) not name %}': a condition is one variable"
        )
    }

    static func malformedFor(at location: SourceLocation) -> Diagnostic {
        .error("malformed 'for' tag", at: location, hint: "write '{% for item in items %}'")
    }

    static func loopVariableNamedLoop(at location: SourceLocation) -> Diagnostic {
        .error(
            "the loop variable cannot be named 'loop'", at: location,
            hint:
                "inside a loop, 'loop' holds loop.index, loop.first and loop.last; pick another name"
        )
    }

    static func malformedInclude(at location: SourceLocation) -> Diagnostic {
        .error(
            "malformed 'include' tag", at: location,
            hint:
                "write '{% include \"Partials/Name.tmpl\" %}' with the template's name in double quotes"
        )
    }

    // MARK: Blocks

    static func unclosedBlock(_ keyword: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "unclosed '\(keyword)' block", at: location,
            hint: "add '{% end\(keyword) %}' where the block ends")
    }

    static func unexpectedEnd(_ keyword: String, at location: SourceLocation) -> Diagnostic {
        let opener = String(keyword.dropFirst(3))
        return .error(
            "unexpected '\(keyword)'", at: location,
            hint: "no '\(opener)' block is open here")
    }

    static func branchOutsideIf(_ keyword: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "unexpected '\(keyword)'", at: location,
            hint: "'\(keyword)' belongs directly inside an '{% if ... %}' block")
    }

    static func branchAfterElse(_ keyword: String, ifLine: Int, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "unexpected '\(keyword)' after 'else'", at: location,
            hint: "the 'if' block on line \(ifLine) already has its 'else', which must come last")
    }

    // MARK: Output tags

    static func emptyOutput(at location: SourceLocation) -> Diagnostic {
        .error("empty output tag", at: location, hint: "write '{{ name }}' to print a variable")
    }

    static func expectedVariable(found text: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "expected a variable name, found '\(text)'", at: location,
            hint: "write '{{ name }}' or '{{ name | filter }}'")
    }

    static func unexpectedInOutput(_ text: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "unexpected '\(text)' in output tag", at: location,
            hint: "apply filters with '|', as in '{{ name | upperFirst }}'")
    }

    static func missingFilterName(at location: SourceLocation) -> Diagnostic {
        .error(
            "expected a filter name after '|'", at: location,
            hint: "Known filters: " + filterNames.sorted().joined(separator: ", "))
    }

    static func unknownFilter(_ name: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "unknown filter '\(name)'", at: location,
            hint: SpellingSuggestion.hint(for: name, among: filterNames, kind: "filters"))
    }

    static func invalidVariableName(_ text: String, at location: SourceLocation) -> Diagnostic {
        .error(
            "invalid variable name '\(text)'", at: location,
            hint:
                "a name is letters, digits and '_', not starting with a digit; join names with '.'")
    }

    // MARK: Library

    /// `known` is shared by every unknown include of a run: its hint is
    /// written once they are all found, and only the first few compare names.
    static func unknownTemplate(
        _ name: String, known: SpellingCandidates, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "unknown template '\(name)'", at: location,
            spelling: SpellingRequest(name, among: known))
    }

    static func duplicateTemplate(_ name: String, path: String, firstPath: String) -> Diagnostic {
        .error(
            "duplicate template '\(name)'", at: .file(path),
            notes: [.init("first defined here", at: .file(firstPath))])
    }

    /// `cycle` lists the template names, first repeated at the end; `edges`
    /// locates each include after the first.
    static func includeCycle(
        _ cycle: [String], at location: SourceLocation,
        edges: [(from: String, to: String, location: SourceLocation)]
    ) -> Diagnostic {
        .error(
            "include cycle: " + cycle.joined(separator: " -> "), at: location,
            notes: edges.map { .init("'\($0.from)' includes '\($0.to)' here", at: $0.location) },
            hint: "a template cannot include itself, directly or through other templates")
    }

    // MARK: Rendering

    static func contextNotObject(_ value: TemplateValue, template: String) -> Diagnostic {
        .error(
            "cannot render '\(template)': the context must be an object, not \(value.kindDescription)"
        )
    }

    /// What a failed lookup could have used instead.
    enum AvailableNames {
        /// The first segment is unknown: the names in scope.
        case scope([String])
        /// A later segment is unknown: the fields of the object before it.
        case fields(of: String, [String])
        /// The value before the unknown segment has no fields.
        case notAnObject(String, kind: String)
    }

    static func unknownVariable(
        _ path: String, suggestion: String?, available: AvailableNames,
        at location: SourceLocation
    ) -> Diagnostic {
        let hint: String
        if let suggestion {
            hint = "did you mean '\(suggestion)'?"
        } else {
            switch available {
            case .scope(let names):
                hint =
                    names.isEmpty
                    ? "no variables are defined here"
                    : "names in scope: " + names.sorted().joined(separator: ", ")
            case .fields(let owner, let names):
                hint =
                    names.isEmpty
                    ? "'\(owner)' is an empty object"
                    : "fields of '\(owner)': " + names.sorted().joined(separator: ", ")
            case .notAnObject(let owner, let kind):
                hint = "'\(owner)' is \(kind), which has no fields"
            }
        }
        return .error("unknown variable '\(path)'", at: location, hint: hint)
    }

    static func cannotPrint(_ path: String, value: TemplateValue, at location: SourceLocation)
        -> Diagnostic
    {
        let hint: String?
        switch value {
        case .list:
            hint = "loop over it with '{% for item in \(path) %}'"
        case .object(let fields):
            let printable = fields.filter {
                if case .string = $0.value { return true } else { return false }
            }
            let example = printable.map(\.name).min() ?? fields.names.min()
            hint = example.map { "print one of its fields, such as '{{ \(path).\($0) }}'" }
        case .string, .bool:
            hint = nil
        }
        return .error(
            "cannot print '\(path)': it is \(value.kindDescription)", at: location, hint: hint)
    }

    static func cannotLoop(_ path: String, value: TemplateValue, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            "cannot loop over '\(path)': it is \(value.kindDescription), not a list", at: location,
            hint: "'{% for %}' loops over lists; test other values with '{% if \(path) %}'")
    }

    static func renderTooLarge(steps: Int, bytes: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            "rendering one file took more than \(steps) loop iterations and includes, or wrote more than "
                + "\(bytes >> 20) MiB, here", at: location,
            hint:
                "nested loops and includes multiply: loop over fewer levels, or include fewer times"
        )
    }

    static func runTooLarge(files: Int, limit: Int) -> Diagnostic {
        .error(
            "the \(files) files of this run would hold more than \(ByteCountText.text(limit)) of text, the limit",
            hint:
                "a template writes far more than a module needs; look for a loop or include that repeats"
        )
    }

    static func includesTooDeep(limit: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            "includes are nested more than \(limit) levels deep", at: location,
            hint: "flatten the chain of templates that include one another")
    }

    static func nestingTooDeep(_ limit: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            "blocks nested more than \(limit) levels deep are not supported", at: location,
            hint:
                "flatten the template: move inner parts to partials, or decide more in the context")
    }
}
