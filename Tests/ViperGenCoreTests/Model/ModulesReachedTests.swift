import ViperGenCore
import XCTest

/// The modules a module reaches through routes that name a module and through
/// children, at every depth: the specs a run on its spec alone must read.
final class ModulesReachedTests: XCTestCase {
    private func module(_ name: String, routes: [String?] = [], children: [String] = [])
        -> ModuleDefinition
    {
        ModuleDefinition(
            name: name, style: .mvp,
            routes: routes.enumerated().map {
                Route(name: "route\($0.offset)", module: $0.element)
            },
            children: children.map { ChildModule(name: $0.lowercased(), module: $0) },
            specPath: "Specs/\(name).viper.yml")
    }

    func testRoutesAndChildren_areFollowedAtEveryDepth_throughCycles_withoutTheModuleItself() {
        let project = Project(
            rootPath: "/p", catalog: .builtIn,
            modules: [
                module("Home", routes: [nil, "Detail"]),
                module("Detail", children: ["Reviews"]),
                module("Reviews", routes: ["Home", "Profile"]),
                module("Profile", children: ["Avatar"]),
                module("Avatar"),
                module("Settings", routes: ["Home"]),
            ])
        func reached(_ name: String) -> [String] {
            project.modulesReached(from: project.module(named: name)!).map(\.name)
        }

        XCTAssertEqual(reached("Home"), ["Avatar", "Detail", "Profile", "Reviews"])
        XCTAssertEqual(reached("Reviews"), ["Avatar", "Detail", "Home", "Profile"])
        XCTAssertEqual(reached("Profile"), ["Avatar"])
        XCTAssertEqual(reached("Avatar"), [])
        XCTAssertEqual(
            reached("Settings"), ["Avatar", "Detail", "Home", "Profile", "Reviews"])
    }

    func testAModuleNoSpecDefines_isLeftOut() {
        let project = Project(
            rootPath: "/p", catalog: .builtIn, modules: [module("Home", routes: ["Missing"])])

        XCTAssertEqual(project.modulesReached(from: project.modules[0]), [])
    }
}
