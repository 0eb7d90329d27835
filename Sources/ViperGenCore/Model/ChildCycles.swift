/// The cycles of `children:` in a project, found once in linear time: the
/// strongly connected components of the graph whose edges go from a module
/// to the modules it embeds (Tarjan's algorithm, without recursion).
struct ChildCycles {
    /// The component of each module that lies on a cycle (a component of
    /// several modules, or a module that embeds itself).
    private var component: [String: Int] = [:]
    private let modules: [String: ModuleDefinition]

    init(_ modules: [String: ModuleDefinition]) {
        self.modules = modules
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var next = 0
        var components = 0
        // A cycle needs a module with children: the others start no search.
        let starts = modules.values.filter { !$0.children.isEmpty }.map(\.name).sorted()
        for start in starts where index[start] == nil {
            // Each frame: a module, its children and how many were visited.
            func frame(_ name: String) -> (name: String, children: [String], child: Int) {
                (name, modules[name]?.children.map(\.module).filter { modules[$0] != nil } ?? [], 0)
            }
            var frames = [frame(start)]
            index[start] = next
            lowLink[start] = next
            next += 1
            stack.append(start)
            onStack.insert(start)
            while let top = frames.last {
                if top.child < top.children.count {
                    frames[frames.count - 1].child += 1
                    let child = top.children[top.child]
                    if index[child] == nil {
                        index[child] = next
                        lowLink[child] = next
                        next += 1
                        stack.append(child)
                        onStack.insert(child)
                        frames.append(frame(child))
                    } else if onStack.contains(child) {
                        lowLink[top.name] = min(lowLink[top.name]!, index[child]!)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.name] = min(lowLink[parent.name]!, lowLink[top.name]!)
                }
                guard lowLink[top.name] == index[top.name] else { continue }
                var members: [String] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    members.append(member)
                    if member == top.name { break }
                }
                let embedsItself = top.children.contains(top.name)
                if members.count > 1 || embedsItself {
                    for member in members { component[member] = components }
                    components += 1
                }
            }
        }
    }

    /// The cycle component `module` lies on, if any.
    func component(of module: String) -> Int? {
        component[module]
    }

    /// The modules from `parent` through `child` back to `parent`, shortest
    /// first found, when embedding `child` closes a cycle; else `nil`.
    func cycle(from parent: String, through child: String) -> [String]? {
        guard let shared = component[parent], component[child] == shared else { return nil }
        if child == parent { return [parent, parent] }
        // Breadth first from `child` to `parent`, inside their component.
        var previous: [String: String] = [child: parent]
        var queue = [child]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in modules[current]?.children.map(\.module) ?? []
            where component[next] == shared {
                if next == parent {
                    var backwards = [current]
                    var step = current
                    while step != child, let before = previous[step] {
                        backwards.append(before)
                        step = before
                    }
                    return [parent] + Array(backwards.reversed()) + [parent]
                }
                if previous[next] == nil {
                    previous[next] = current
                    queue.append(next)
                }
            }
        }
        return nil
    }
}
