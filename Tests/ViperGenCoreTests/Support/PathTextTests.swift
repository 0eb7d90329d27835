import XCTest

@testable import ViperGenCore

/// Path arithmetic, including the byte-level fast paths used on every output path.
final class PathTextTests: XCTestCase {
    func testNormalized_removesEmptyAndDotSegments_andResolvesDotDot() {
        let cases: [(path: String, expected: String)] = [
            ("a/b", "a/b"), ("/a/b", "/a/b"), ("/", "/"), ("", "."), (".", "."), ("..", ".."),
            ("a//b", "a/b"), ("a/./b", "a/b"), ("./a", "a"), ("a/", "a"), ("a/b/..", "a"),
            ("a/../..", ".."),
            ("/../a", "/a"), ("//a", "/a"), ("a/...", "a/..."), (".hidden/x", ".hidden/x"),
            ("a/.b./c", "a/.b./c"),
            ("Module Specs/Check#out:50%", "Module Specs/Check#out:50%"), ("é/ü", "é/ü"),
        ]
        for path in ["a/b", "/a/b", "/", ".hidden/x", "Module Specs/Check#out:50%"] {
            XCTAssertTrue(PathText.isNormalized(path), "the fast path declined \"\(path)\"")
        }
        for (path, expected) in cases {
            XCTAssertEqual(PathText.normalized(path), expected, "normalized(\"\(path)\")")
            // The fast path may decline a normal path (`.`), never accept an abnormal one.
            XCTAssertTrue(
                !PathText.isNormalized(path) || path == expected, "isNormalized(\"\(path)\")")
        }
    }

    func testJoinDirectoryAndLastComponent_workOnBytes() {
        XCTAssertEqual(PathText.join("a", "b"), "a/b")
        XCTAssertEqual(PathText.join("a/", "/b"), "a/b")
        XCTAssertEqual(PathText.join("", "b"), "b")
        XCTAssertEqual(PathText.join("a", ""), "a")
        XCTAssertEqual(PathText.join(["/", "a", "", "b/c"]), "/a/b/c")
        XCTAssertEqual(
            PathText.join("é", "\u{301}x"), "é/\u{301}x",
            "a combining mark after '/' stays as it is")
        let cases: [(path: String, directory: String, last: String)] = [
            ("a/b/c.swift", "a/b", "c.swift"), ("c.swift", ".", "c.swift"), ("/c", "/", "c"),
            ("é/\u{301}x", "é", "\u{301}x"), ("a/", "a", ""),
        ]
        for (path, directory, last) in cases {
            XCTAssertEqual(PathText.directory(of: path), directory, path)
            XCTAssertEqual(PathText.lastComponent(of: path), last, path)
        }
    }

    func testRelative_isThePathInsideTheBase_orNil() {
        let cases: [(path: String, base: String, expected: String?)] = [
            ("/a/b/c", "/a/b", "c"), ("/a/b", "/a/b", "."), ("/a/bc", "/a/b", nil),
            ("/a", "/a/b", nil),
            ("/a/b/c/d", "/", "a/b/c/d"), ("x/y", "x", "y"), ("x", "x/y", nil),
            ("/a//b/./c", "/a/b/", "c"),
            ("/é/ü", "/é", "ü"),
        ]
        for (path, base, expected) in cases {
            XCTAssertEqual(
                PathText.relative(path, to: base), expected,
                "relative(\"\(path)\", to: \"\(base)\")")
        }
    }

    func testParallelMap_keepsTheOrder_withAndWithoutThreads() {
        let numbers = Array(0..<1_000)
        XCTAssertEqual(ParallelMap.map(numbers) { $0 * 2 }, numbers.map { $0 * 2 })
        XCTAssertEqual(
            ParallelMap.map(numbers, concurrently: false) { "\($0)" }, numbers.map { "\($0)" })
        XCTAssertEqual(ParallelMap.map([Int]()) { $0 }, [])
    }

    /// Only `Tests/Fuzz/run.sh` defines `VIPER_GEN_FUZZ`: the package's builds map on every core.
    func testParallelMap_isSerialOnlyInTheFuzzBuilds() {
        XCTAssertFalse(ParallelMap.mapsOnCallingThreadOnly)
    }
}

final class PlainRelativePathTests: XCTestCase {
    func testPlainRelativePaths_haveOnlyNames() {
        for path in [
            "a", "a/b.swift", "Sources/App/Modules/Login/LoginView.swift", ".hidden/x", "a/..b/c",
        ] {
            XCTAssert(PathText.isPlainRelative(path), path)
        }
        for path in ["", "/a", "a//b", "a/", "./a", "a/./b", "../a", "a/../b", "a/.."] {
            XCTAssertFalse(PathText.isPlainRelative(path), path)
        }
    }
}
