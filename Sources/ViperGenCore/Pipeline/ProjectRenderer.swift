/// Stage 6, render: applies each file's template to its context, and lays
/// out generated Swift with ``SwiftTextNormalizer``. A pure function of the
/// files and the templates: which files to render is the planner's question.
public struct ProjectRenderer: Sendable {
    public let library: TemplateLibrary
    /// The indentation of generated Swift (from the project's config).
    public var indentation: Indentation
    /// The most text one run renders (``maximumTotalOutputBytes``; tests lower it).
    var outputLimit = Self.maximumTotalOutputBytes

    public init(library: TemplateLibrary, indentation: Indentation = .spaces(4)) {
        self.library = library
        self.indentation = indentation
    }

    /// The most text one run may render across all its files (256 MiB, many
    /// times a large app's): with each file's own limit, memory stays bounded
    /// by the whole run, however many modules a project has.
    public static let maximumTotalOutputBytes = 256 << 20

    /// Every file rendered (on every core), sorted by path. Throws the errors
    /// of the first file that fails, in the order given, or the total limit.
    /// A file after one that failed is not rendered: a project template that
    /// fails for every module costs one module's render, not one per module.
    public func render(_ files: [OutputFile]) throws(DiagnosticList) -> [RenderedFile] {
        let renderer = self
        let budget = ByteBudget(limit: outputLimit)
        let failure = FirstFailure()
        let results = ParallelMap.map(Array(files.indices)) {
            index -> Result<RenderedFile, DiagnosticList>? in
            guard budget.isAvailable, !failure.isAfterAFailure(index) else { return nil }
            let result = Result { () throws(DiagnosticList) -> RenderedFile in
                try renderer.render(files[index])
            }
            switch result {
            case .success(let rendered):
                if !budget.spend(rendered.contents.utf8.count) { return nil }
            case .failure: failure.record(index)
            }
            return result
        }
        guard budget.isAvailable else {
            throw DiagnosticList([
                TemplateDiagnostics.runTooLarge(files: files.count, limit: outputLimit)
            ])
        }
        var rendered: [RenderedFile] = []
        rendered.reserveCapacity(results.count)
        // A file skipped after a failure comes after it: the failure is thrown first.
        for result in results { rendered.append(try result!.get()) }
        return rendered.sorted { $0.path < $1.path }
    }

    /// One file.
    public func render(_ file: OutputFile) throws(DiagnosticList) -> RenderedFile {
        var text = try library.render(file.template, context: file.context)
        if file.path.hasSuffix(".swift") {
            text = SwiftTextNormalizer(indentation: indentation).normalized(text)
        }
        return RenderedFile(
            path: file.path, contents: text, ownership: file.ownership, template: file.template,
            sourcePath: file.sourcePath)
    }
}
