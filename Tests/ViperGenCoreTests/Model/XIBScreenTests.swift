import Foundation
import ViperGenCore
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `xib: true`: a UIKit screen whose view controller loads its views from
/// `<Module>ViewController.xib`, which is scaffolded beside it.
final class XIBScreenTests: XCTestCase {
    private func generated(_ spec: String) throws -> [String: String] {
        let pipeline = GenerationPipeline(
            fileSystem: InMemoryFileSystem(files: ["/p/Specs/Login.viper.yml": spec]),
            workingDirectory: "/p")
        let generation = try pipeline.generate()
        var files: [String: String] = [:]
        for file in generation.rendered { files[file.path] = file.contents }
        return files
    }

    private let folder = "Sources/App/Modules/Login/"

    func testXIBTrue_scaffoldsTheXIB_andMakeModuleLoadsIt() throws {
        let project = try loadedProject(["Specs/Login.viper.yml": "module: Login\nxib: true\n"])
        let module = try XCTUnwrap(project.modules.first)
        XCTAssertTrue(module.loadsXIB)
        let xib = try XCTUnwrap(
            ContextBuilder.layout(of: module, config: project.config).first {
                $0.path.hasSuffix(".xib")
            })
        XCTAssertEqual(xib.path, folder + "LoginViewController.xib")
        XCTAssertEqual(xib.ownership, .scaffolded)

        let files = try generated("module: Login\nxib: true\n")
        XCTAssert(
            try XCTUnwrap(files[folder + "LoginAssembly.swift"]).contains(
                """
                            let viewController = LoginViewController(
                                nibName: "LoginViewController",
                                bundle: Bundle(for: LoginViewController.self))
                """))
        XCTAssert(
            try XCTUnwrap(files[folder + "LoginViewController.swift"]).contains(
                "/// Its views come from `LoginViewController.xib`: connect outlets there."))
    }

    func testWithoutXIB_theScreenIsBuiltInCode() throws {
        let files = try generated("module: Login\n")
        XCTAssertNil(files[folder + "LoginViewController.xib"])
        XCTAssert(
            try XCTUnwrap(files[folder + "LoginAssembly.swift"]).contains(
                "let viewController = LoginViewController()\n"))
    }

    /// The XIB is one Interface Builder opens: well-formed XML whose File's
    /// Owner is the view controller, with its `view` outlet on the root view.
    func testTheXIB_isOwnedByTheViewController_withItsViewOutletConnected() throws {
        let text = try XCTUnwrap(
            try generated("module: Login\nstyle: vip\nxib: true\n")[
                folder + "LoginViewController.xib"])
        let reader = XIBReader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        XCTAssertTrue(parser.parse(), parser.parserError.map { "\($0)" } ?? "")
        XCTAssertEqual(reader.root, "document")
        XCTAssertEqual(reader.documentType, "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        XCTAssertEqual(reader.ownerClass, "LoginViewController")
        let outlet = try XCTUnwrap(reader.viewOutletDestination)
        XCTAssertEqual(reader.viewIDs, [outlet], "the outlet points at the one root view")
    }

    func testXIB_onAScreenThatIsNotUIKit_isRefusedAtItsLine() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Login.viper.yml": "module: Login\nui: swiftui\nxib: true\n"
            ]),
            """
            Specs/Login.viper.yml:3:6: error: 'xib: true' loads a UIKit view controller's views, and this module has 'ui: swiftui'
               3 | xib: true
                 |      ^~~~
            hint: add 'ui: uikit', or remove 'xib'

            """)
        XCTAssert(
            renderedDiagnostics(["Specs/Login.viper.yml": "module: Login\nxib: yes\n"])
                .contains("error: "))
    }
}

/// What the XIB test looks at: the root element, the File's Owner's class,
/// the target of its `view` outlet, and the root views' IDs.
private final class XIBReader: NSObject, XMLParserDelegate {
    var root: String?
    var documentType: String?
    var ownerClass: String?
    var viewOutletDestination: String?
    var viewIDs: [String] = []
    private var path: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        if root == nil {
            root = element
            documentType = attributes["type"]
        }
        if element == "placeholder", attributes["placeholderIdentifier"] == "IBFilesOwner" {
            ownerClass = attributes["customClass"]
        }
        if element == "outlet", attributes["property"] == "view",
            path.suffix(2) == ["placeholder", "connections"]
        {
            viewOutletDestination = attributes["destination"]
        }
        if element == "view", path.last == "objects", let id = attributes["id"] {
            viewIDs.append(id)
        }
        path.append(element)
    }

    func parser(
        _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        path.removeLast()
    }
}
