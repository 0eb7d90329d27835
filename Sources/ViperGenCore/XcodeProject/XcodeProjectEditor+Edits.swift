/// Turns an editor's plan into text edits laid out as Xcode lays out its own:
/// new objects in their `isa` section at their place in ID order (a new section
/// at its place in `isa` order), new children at their name's place in groups
/// kept sorted by name (else at the end), new build files at the end of the
/// phase, a new phase at the end of its target's `buildPhases`, and removed
/// entries with their whole lines.
extension XcodeProjectEditor {
    /// The edits of the plan, against the file's original bytes.
    public func edits() -> [TextEdit] {
        let layout = XcodeFileLayout(file: model.file)
        let writer = XcodeObjectWriter(indentUnit: layout.indentUnit, newline: layout.newline)
        let objects = newObjects(writer)
        return objectInsertions(objects, layout, writer) + listInsertions(layout, writer)
            + removals(layout, addedKinds: Set(objects.keys))
    }

    /// The file's bytes with the plan applied.
    public func editedBytes() -> [UInt8] {
        TextEdit.apply(edits(), to: model.file.bytes)
    }

    // MARK: - New objects

    private func newObjects(_ writer: XcodeObjectWriter) -> [String: [(id: String, text: String)]] {
        var objects: [String: [(id: String, text: String)]] = [:]
        for group in newGroups.values {
            objects["PBXGroup", default: []].append(
                (
                    group.id,
                    writer.group(
                        id: group.id, name: group.name, path: group.path,
                        children: Self.sortedByName(group.children))
                ))
        }
        for (path, id) in newFileReferences {
            let name = PathText.lastComponent(of: path)
            objects["PBXFileReference", default: []].append(
                (
                    id,
                    writer.fileReference(
                        id: id, path: name,
                        type: newFileTypes[path]?.rawValue ?? XcodeObjectWriter.fileType(of: name))
                ))
        }
        for (id, buildFile) in newBuildFiles {
            objects["PBXBuildFile", default: []].append(
                (
                    id,
                    writer.buildFile(
                        id: id,
                        fileReference: .init(
                            id: buildFile.fileReferenceID, comment: buildFile.name),
                        phase: buildFile.phase.name)
                ))
        }
        for phase in newResourcesPhases.values {
            objects[phase.kind.isa, default: []].append(
                (phase.id, writer.buildPhase(id: phase.id, kind: phase.kind, files: phase.files)))
        }
        return objects.mapValues { $0.sorted { $0.id < $1.id } }
    }

    private func objectInsertions(
        _ newObjectsByKind: [String: [(id: String, text: String)]], _ layout: XcodeFileLayout,
        _ writer: XcodeObjectWriter
    ) -> [TextEdit] {
        let objects = model.file.objects
        let closeLine =
            layout.isFirstOnLine(objects.closeOffset)
            ? layout.lineStart(of: objects.closeOffset) : objects.closeOffset
        var edits: [TextEdit] = []
        for (isa, newObjects) in newObjectsByKind.sorted(by: { $0.key < $1.key }) {
            if let section = layout.sections.first(where: { $0.isa == isa }) {
                // Both lists are in ID order: one pass puts each new object before the first greater ID.
                var position = 0
                for object in newObjects {
                    while position < section.entryIndices.count,
                        objects.entries[section.entryIndices[position]].key.value <= object.id
                    {
                        position += 1
                    }
                    let offset =
                        position < section.entryIndices.count
                        ? layout.insertionPoint(
                            before: objects.entries[section.entryIndices[position]].range.start)
                        : section.endLineStart
                    edits.append(.insert(object.text, at: offset))
                }
            } else if !layout.sections.isEmpty {
                let text = writer.section(isa, objects: newObjects.map(\.text).joined())
                if let next = layout.sections.first(where: { $0.isa > isa }) {
                    edits.append(.insert(text + layout.newline, at: next.beginLineStart))
                } else {
                    edits.append(.insert(layout.newline + text, at: closeLine))
                }
            } else {
                for object in newObjects { edits.append(.insert(object.text, at: closeLine)) }
            }
        }
        return edits
    }

    // MARK: - New list items

    private func listInsertions(_ layout: XcodeFileLayout, _ writer: XcodeObjectWriter)
        -> [TextEdit]
    {
        var edits: [TextEdit] = []
        // Targets sharing a phase share its object, so either copy will do.
        let phases = Dictionary(
            (Array(model.sourcesPhases.values) + Array(model.resourcesPhases.values)).map {
                ($0.id, $0)
            }, uniquingKeysWith: { first, _ in first })
        // A target listed twice in the project is one object: its first listing will do.
        let phaseLists = Dictionary(
            model.targets.compactMap { target in target.buildPhaseList.map { (target.id, $0) } },
            uniquingKeysWith: { first, _ in first })
        for (ownerID, references) in additions.sorted(by: { $0.key < $1.key }) {
            if let group = model.groups[ownerID], let children = group.children {
                let names = group.childIDs.map { SortName(displayName(of: $0)) }
                let isSorted = zip(names, names.dropFirst()).allSatisfy {
                    SortName.order($0, $1) != .orderedDescending
                }
                edits += insertions(
                    Self.sortedByName(references), into: children,
                    sortedNames: isSorted ? names : nil,
                    layout, writer)
            } else if let phase = phases[ownerID] {
                edits += insertions(references, into: phase.files, sortedNames: nil, layout, writer)
            } else if let buildPhases = phaseLists[ownerID] {
                edits += insertions(references, into: buildPhases, sortedNames: nil, layout, writer)
            }
        }
        return edits
    }

    /// Edits that put `references` in `list`: each before the first item whose
    /// name sorts after it when `sortedNames` gives the items' names, else at the end.
    private func insertions(
        _ references: [XcodeObjectWriter.Reference], into list: PlistArray,
        sortedNames: [SortName]?,
        _ layout: XcodeFileLayout, _ writer: XcodeObjectWriter
    ) -> [TextEdit] {
        let firstItemOnOwnLine =
            list.items.first.map { layout.isFirstOnLine($0.range.start) } ?? false
        let indentation =
            firstItemOnOwnLine
            ? layout.indentation(ofLineAt: list.items[0].range.start)
            : layout.indentation(ofLineAt: list.closeOffset) + layout.indentUnit
        let closesOnOwnLine = layout.isFirstOnLine(list.closeOffset)
        let closeLineStart = layout.lineStart(of: list.closeOffset)
        var edits: [TextEdit] = []
        var needsComma = list.items.last.map { !$0.hasComma } ?? false
        for reference in references {
            let next = sortedNames.flatMap { names in
                SortName(reference.comment).firstGreater(in: names)
            }
            if let next {
                let item = list.items[next]
                if layout.isFirstOnLine(item.range.start) {
                    edits.append(
                        .insert(
                            writer.listItem(reference, indentation: indentation),
                            at: layout.lineStart(of: item.range.start)))
                } else {
                    edits.append(
                        .insert(writer.referenceText(reference) + ", ", at: item.range.start))
                }
                continue
            }
            if closesOnOwnLine {
                if needsComma, let last = list.items.last {
                    edits.append(.insert(",", at: last.range.end))
                }
                edits.append(
                    .insert(
                        writer.listItem(reference, indentation: indentation), at: closeLineStart))
            } else {
                let separator = list.items.isEmpty && edits.isEmpty ? "" : needsComma ? ", " : " "
                edits.append(
                    .insert(separator + writer.referenceText(reference) + ",", at: list.closeOffset)
                )
            }
            needsComma = false
        }
        return edits
    }

    private func displayName(of id: String) -> String {
        if let group = model.groups[id] { return group.displayName }
        if let file = model.fileReferences[id] { return file.displayName }
        if let folder = model.synchronizedGroups[id]?.folder {
            return PathText.lastComponent(of: folder)
        }
        return ""
    }

    static func sortedByName(_ references: [XcodeObjectWriter.Reference]) -> [XcodeObjectWriter
        .Reference]
    {
        references.map { (name: SortName($0.comment), reference: $0) }
            .sorted { SortName.order($0.name, $1.name) == .orderedAscending }
            .map(\.reference)
    }

    enum NameOrder { case orderedAscending, orderedSame, orderedDescending }

    /// A name with its lowercased form, worked out once for the many comparisons of a sort or search.
    struct SortName {
        var text: String
        var lowercased: String

        init(_ text: String) {
            self.text = text
            self.lowercased = text.lowercased()
        }

        /// Xcode's "Sort by Name" order: case-insensitive, then by exact text.
        static func order(_ lhs: SortName, _ rhs: SortName) -> NameOrder {
            if lhs.lowercased != rhs.lowercased {
                return lhs.lowercased < rhs.lowercased ? .orderedAscending : .orderedDescending
            }
            if lhs.text != rhs.text {
                return lhs.text < rhs.text ? .orderedAscending : .orderedDescending
            }
            return .orderedSame
        }

        /// The index of the first of `names` (sorted by ``order(_:_:)``) that sorts after this name, found by halving.
        func firstGreater(in names: [SortName]) -> Int? {
            var low = 0
            var high = names.count
            while low < high {
                let middle = (low + high) / 2
                if Self.order(self, names[middle]) == .orderedAscending {
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            return low < names.count ? low : nil
        }
    }

    // MARK: - Removals

    private func removals(_ layout: XcodeFileLayout, addedKinds: Set<String>) -> [TextEdit] {
        let file = model.file
        var edits: [TextEdit] = []
        for id in removedObjects.sorted() {
            if let entry = file.objectEntry(id) {
                edits.append(.remove(layout.removal(of: entry.range)))
            }
        }
        var lists: [String: PlistArray] = [:]
        for group in model.groups.values { lists[group.id] = group.children }

        for (phaseID, files) in model.phaseFiles { lists[phaseID] = files }
        for set in model.exceptionSets.values { lists[set.id] = set.membershipList }
        for (ownerID, ids) in removedItems.sorted(by: { $0.key < $1.key })
        where !removedObjects.contains(ownerID) {
            guard let list = lists[ownerID] else { continue }
            for item in list.items where item.value.string.map({ ids.contains($0.value) }) == true {
                edits.append(.remove(layout.removal(of: item.range)))
            }
        }
        for section in layout.sections
        where !section.entryIndices.isEmpty && !addedKinds.contains(section.isa)
            && section.entryIndices.allSatisfy({
                removedObjects.contains(file.objects.entries[$0].key.value)
            })
        {
            edits.append(.remove(emptiedSection(section, layout)))
        }
        return edits
    }

    /// A section left without objects, with the blank line that separates it from the next (or the previous) one.
    private func emptiedSection(_ section: XcodeFileLayout.Section, _ layout: XcodeFileLayout)
        -> Range<Int>
    {
        let end = section.endLineEnd
        if end < layout.bytes.count, layout.isBlankLine(at: end),
            let blankEnd = layout.endOfLineIfLast(end)
        {
            return section.beginLineStart..<blankEnd
        }
        if section.beginLineStart > 0, layout.isBlankLine(at: section.beginLineStart - 1) {
            return layout.lineStart(of: section.beginLineStart - 1)..<end
        }
        return section.beginLineStart..<end
    }
}
