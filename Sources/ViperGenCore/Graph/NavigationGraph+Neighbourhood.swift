/// `viper-gen graph --module X --depth N`: the part of the map around one module.
extension NavigationGraph {
    /// The largest `--depth` taken: no app's path between two modules is longer,
    /// and a larger number would draw the same.
    public static let maximumDepth = 1000

    /// The nodes at most `depth` edges from the module `name`, counting edges
    /// of every kind and following each both ways (a module's neighbours are the
    /// modules it opens, embeds or hears and the ones that open, embed or hear
    /// it), with every edge between two of them; `nil` when no module has that
    /// name. Nodes and edges keep their order; the cost is linear in the graph.
    public func neighbourhood(ofModule name: String, depth: Int) -> NavigationGraph? {
        neighbourhood(ofModules: [name], depth: depth)
    }

    /// The nodes at most `depth` edges from any of the modules `names` (see
    /// ``neighbourhood(ofModule:depth:)``); `nil` when one of them is no module.
    public func neighbourhood(ofModules names: [String], depth: Int) -> NavigationGraph? {
        var index: [ID: Int] = [:]
        for (position, node) in nodes.enumerated() { index[node.id] = position }
        var starts: [Int] = []
        for name in names {
            guard let start = index[.module(name)], nodes[start].kind == .module else {
                return nil
            }
            starts.append(start)
        }
        var neighbours = [[Int]](repeating: [], count: nodes.count)
        for edge in edges {
            guard let from = index[edge.from], let to = index[edge.to] else { continue }
            neighbours[from].append(to)
            neighbours[to].append(from)
        }
        var distance = [Int?](repeating: nil, count: nodes.count)
        var queue: [Int] = []
        for start in starts where distance[start] == nil {
            distance[start] = 0
            queue.append(start)
        }
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            let reached = distance[current]! + 1
            guard reached <= depth else { continue }
            for neighbour in neighbours[current] where distance[neighbour] == nil {
                distance[neighbour] = reached
                queue.append(neighbour)
            }
        }
        let kept = Set(queue.map { nodes[$0].id })
        return NavigationGraph(
            nodes: nodes.filter { kept.contains($0.id) },
            edges: edges.filter { kept.contains($0.from) && kept.contains($0.to) })
    }

    /// The names of the graph's modules (with a spec), in node order.
    public var moduleNames: [String] {
        nodes.filter { $0.kind == .module }.map(\.name)
    }
}
