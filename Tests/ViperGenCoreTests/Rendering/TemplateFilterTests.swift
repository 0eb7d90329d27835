import XCTest

@testable import ViperGenCore

final class TemplateFilterTests: XCTestCase {
    private func assertFilter(
        _ filter: TemplateFilter, _ table: KeyValuePairs<String, String>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (input, expected) in table {
            XCTAssertEqual(
                filter.apply(to: input), expected, "\(filter.name)(\"\(input)\")", file: file,
                line: line)
        }
    }

    func testUpperFirst() {
        assertFilter(
            .upperFirst,
            [
                "": "", "a": "A", "viewModel": "ViewModel", "URL": "URL", "élan": "Élan",
                "_x": "_x", "1st": "1st",
            ])
    }

    func testLowerFirst() {
        assertFilter(
            .lowerFirst,
            [
                "": "", "A": "a", "ViewModel": "viewModel", "URLSession": "uRLSession",
                "Élan": "élan",
            ])
    }

    func testUpperAndLower() {
        assertFilter(.upper, ["": "", "open_url": "OPEN_URL", "straße": "STRASSE"])
        assertFilter(.lower, ["": "", "OpenURL": "openurl", "ÉLAN": "élan"])
    }

    func testCamelCase() {
        assertFilter(
            .camelCase,
            [
                "": "",
                "open_url": "openURL",
                "open-url": "openURL",
                "OpenURL": "openURL",
                "openURL": "openURL",
                "open url": "openURL",
                "URLSession": "urlSession",
                "url_session": "urlSession",
                "user_id": "userID",
                "ID": "id",
                "login": "login",
                "Login": "login",
                "show_login_screen": "showLoginScreen",
                "SHOW_LOGIN": "showLogin",
                "USER_ID": "userID",
                "showLOGIN": "showLOGIN",
                "getHTTPResponse": "getHTTPResponse",
                "utf8_string": "utf8String",
                "utf8String": "utf8String",
                "__private__name": "privateName",
                "view.model": "viewModel",
                "already camelCase": "alreadyCamelCase",
                "iOSApp": "iOSApp",
            ])
    }

    func testPascalCase() {
        assertFilter(
            .pascalCase,
            [
                "": "",
                "open_url": "OpenURL",
                "open-url": "OpenURL",
                "openURL": "OpenURL",
                "OpenURL": "OpenURL",
                "url_session": "URLSession",
                "id": "ID",
                "login": "Login",
                "show_login_screen": "ShowLoginScreen",
                "json-api-client": "JSONAPIClient",
                "http2_client": "Http2Client",
                "LOGIN_SCREEN": "LoginScreen",
            ])
    }

    func testSnakeCase() {
        assertFilter(
            .snakeCase,
            [
                "": "",
                "OpenURL": "open_url",
                "openURL": "open_url",
                "open-url": "open_url",
                "openURLSession": "open_url_session",
                "HTTPStatus": "http_status",
                "userID": "user_id",
                "utf8String": "utf8_string",
                "already_snake": "already_snake",
                "Show Login  Screen": "show_login_screen",
            ])
    }

    func testWordSplitting() {
        XCTAssertEqual(
            TemplateFilter.words(in: "parseJSONData2Way_v2-final").map(\.text),
            ["parse", "JSON", "Data2", "Way", "v2", "final"])
        XCTAssertEqual(TemplateFilter.words(in: "--").map(\.text), [])
    }

    func testEveryFilterIsUsableInTemplates() {
        for filter in TemplateFilter.allCases {
            XCTAssertEqual(
                render("{{ v | \(filter.name) }}", .object(["v": .string("open_url")])),
                filter.apply(to: "open_url"))
        }
    }
}
