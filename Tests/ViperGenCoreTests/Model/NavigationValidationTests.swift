import ViperGenCore
import XCTest

/// `navigation: uikit | swiftui`: where it applies, and what SwiftUI
/// navigation refuses, each located.
final class NavigationValidationTests: XCTestCase {
    func testTheConfigsDefault_appliesToSwiftUIScreensOnly() throws {
        let project = try loadedProject([
            "viper-gen.yml": "navigation: swiftui\n",
            "Specs/Feed.viper.yml": "module: Feed\nui: swiftui\n",
            "Specs/Login.viper.yml": "module: Login\n",
            "Specs/Sync.viper.yml": "module: Sync\nui: none\n",
            "Specs/Post.viper.yml": "module: Post\nui: swiftui\nnavigation: uikit\n",
        ])
        let navigation = Dictionary(
            uniqueKeysWithValues: project.modules.map { ($0.name, $0.navigation) })
        XCTAssertEqual(
            navigation, ["Feed": .swiftui, "Login": .uikit, "Sync": .uikit, "Post": .uikit])
    }

    func testSwiftUINavigation_withoutASwiftUIScreen_isRefusedAtTheValue() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Login.viper.yml": "module: Login\nnavigation: swiftui\n"
            ]),
            """
            Specs/Login.viper.yml:2:13: error: 'navigation: swiftui' needs a SwiftUI screen, and this module has 'ui: uikit'
               2 | navigation: swiftui
                 |             ^~~~~~~
            hint: add 'ui: swiftui', or remove 'navigation' to navigate with UIKit

            """)
    }

    func testAnUnknownNavigation_isRefusedInTheSpecAndTheConfig() {
        let rendered = renderedDiagnostics([
            "viper-gen.yml": "navigation: compose\n",
            "Specs/Feed.viper.yml": "module: Feed\nui: swiftui\nnavigation: stack\n",
        ])
        XCTAssert(rendered.contains("viper-gen.yml:1:13: error:"), rendered)
        XCTAssert(rendered.contains("'compose'"), rendered)
        XCTAssert(
            rendered.contains("uikit, swiftui") || rendered.contains("uikit or swiftui"), rendered)
    }

    func testSwiftUINavigation_belowIOS16_isRefusedAtTheModule() {
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-gen.yml": "platform: iOS 15.0\n",
                "Specs/Feed.viper.yml": "module: Feed\nui: swiftui\nnavigation: swiftui\n",
            ]),
            """
            Specs/Feed.viper.yml:1:9: error: module 'Feed' navigates with SwiftUI, whose NavigationStack needs \
            iOS 16.0; 'platform' is iOS 15.0
               1 | module: Feed
                 |         ^~~~
            hint: raise 'platform' in viper-gen.yml to iOS 16.0, or give the module 'navigation: uikit'

            """)
    }

    func testARouteBetweenNavigations_anAnimator_andChildren_areRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-gen.yml": "ui: swiftui\nnavigation: swiftui\n",
                "Specs/Feed.viper.yml": """
                module: Feed
                routes:
                  settings:
                    module: Settings
                  gallery:
                    animator: fade
                children:
                  banner: Banner

                """,
                "Specs/Settings.viper.yml": "module: Settings\nui: uikit\n",
                "Specs/Banner.viper.yml": "module: Banner\noutput:\n  didTap:\n",
            ]),
            """
            Specs/Feed.viper.yml:4:13: error: route 'settings' opens 'Settings', which navigates with UIKit, \
            from 'Feed', which navigates with SwiftUI
               4 |     module: Settings
                 |             ^~~~~~~~
            hint: give both modules the same 'navigation', or leave 'module' out and build the destination \
            in the route factory
            Specs/Feed.viper.yml:5:3: error: route 'gallery' has an 'animator', a UIKit push animation, and its \
            module navigates with SwiftUI
               5 |   gallery:
                 |   ^~~~~~~
            hint: remove 'animator' (SwiftUI animates the push), or use 'navigation: uikit'
            Specs/Feed.viper.yml:8:3: error: child 'banner' (Banner) can't be embedded: a module that navigates \
            with SwiftUI neither embeds children nor is embedded
               8 |   banner: Banner
                 |   ^~~~~~
            hint: use 'navigation: uikit' for both modules, or show the child through a route

            """)
    }

    func testAModuleNamedLikeTheSwiftUIRuntime_isRefused_onlyWhereItWouldClash() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Screen.viper.yml": "module: Screen\nui: swiftui\nnavigation: swiftui\n"
            ]),
            """
            Specs/Screen.viper.yml:1:9: error: module 'Screen' would generate the type 'ScreenNavigator', \
            which the viper-gen runtime already declares
               1 | module: Screen
                 |         ^~~~~~
            hint: choose another module name

            """)
        XCTAssertEqual(
            renderedDiagnostics(["Specs/Screen.viper.yml": "module: Screen\nui: swiftui\n"]), "",
            "with UIKit navigation, no ScreenNavigator is generated")
    }
}
