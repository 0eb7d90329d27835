import XCTest

@testable import ViperGenCore

/// The survey learns what is on disk from folder listings: one listing per
/// folder, none for a folder known to be missing, and no `lstat` per file.
final class FolderListingsTests: XCTestCase {
    private let disk = CountingFileSystem(
        InMemoryFileSystem(files: [
            "/p/Sources/App/Shared/Routing.swift": "r\n",
            "/p/Sources/App/Shared/.hidden/Old.swift": "h\n",
            "/p/outside/A.swift": "a\n",
        ]))

    func testKinds_comeFromListings_andMissingFoldersAreNeverListed() {
        let listings = FolderListings(
            fileSystem: disk, rootPath: "/p", walking: ["Sources/App"],
            needed: ["Sources/App/Shared", "Sources/App/Modules/A", "Sources/App/Modules/A/B"])

        XCTAssertEqual(listings.kind(of: "Sources/App/Shared/Routing.swift"), .file)
        XCTAssertEqual(listings.kind(of: "Sources/App/Shared"), .directory)
        XCTAssertNil(listings.kind(of: "Sources/App/Modules/A/AView.swift"))
        XCTAssertNil(listings.kind(of: "Sources/App/Modules/A/B/B.swift"))
        XCTAssertEqual(disk.listings, ["/p/Sources/App", "/p/Sources/App/Shared"])
        XCTAssertEqual(disk.kindLookups, [])
        XCTAssertEqual(
            listings.walkedMarkableFiles, ["Sources/App/Shared/Routing.swift"],
            "hidden folders are not walked")
    }

    func testInAFreshTree_onlyTheMissingRootIsLookedAt() {
        let listings = FolderListings(
            fileSystem: disk, rootPath: "/p", walking: ["Tests/AppTests"],
            needed: ["Tests/AppTests/Modules/A", "Tests/AppTests/Modules/B"])
        XCTAssertNil(listings.kind(of: "Tests/AppTests/Modules/A/AMocks.swift"))
        XCTAssertEqual(disk.listings, ["/p/Tests/AppTests"])
    }

    func testFoldersOutsideTheWalk_andLinkedFolders_areListedDirectly() throws {
        let memory = try XCTUnwrap(disk.base as? InMemoryFileSystem)
        memory.addSymbolicLink(at: "/p/Sources/App/Linked", to: "/p/outside")
        let listings = FolderListings(
            fileSystem: disk, rootPath: "/p", walking: ["Sources/App"],
            needed: ["Sources/App/Linked", "Specs"])

        XCTAssertEqual(listings.kind(of: "Sources/App/Linked"), .symbolicLink)
        XCTAssertNil(listings.kind(of: "Specs/Login.viper.yml"))
        XCTAssertEqual(
            disk.listings.sorted(),
            ["/p/Sources/App", "/p/Sources/App/Linked", "/p/Sources/App/Shared", "/p/Specs"],
            "the walk does not follow the link, so the linked folder is listed on its own")
    }
}
