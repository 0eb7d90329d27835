import ViperGenCore
import XCTest

/// `naming:` problems, each located where the template is written, or at the
/// module when the problem is the module's name under a config's template.
final class NamingValidationTests: XCTestCase {
    /// `interactorInput` may take VIP's `{Module}BusinessLogic`: no style has both roles.
    func testTemplatesTheConfigCannotUse_areEachLocated() {
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-gen.yml": """
                naming:
                  veiw: "{Module}ViewInput"
                  assembly: Configurator
                  presenter: "{Module}{Name}Presenter"
                  router: "{Module}-Router"
                  routerInput: "1{Module}Router"
                  interactorInput: "{Module}BusinessLogic"

                """,
                "Specs/Login.viper.yml": """
                module: Login

                """,
            ]),
            """
            viper-gen.yml:2:3: error: unknown key 'veiw' in 'naming'
               2 |   veiw: "{Module}ViewInput"
                 |   ^~~~
            hint: did you mean 'view'? Known keys: assembly, businessLogic, displayLogic, interactor, \
            interactorInput, interactorLogic, interactorOutput, models, moduleInput, moduleOutput, \
            presentationLogic, presenter, presenterLogic, router, routerInput, routingLogic, view, viewOutput
            viper-gen.yml:3:13: error: naming template 'Configurator' for the assembly has no '{Module}'
               3 |   assembly: Configurator
                 |             ^~~~~~~~~~~~
            hint: without the module's name every module would declare the same type: write e.g. \
            '{Module}Assembly', or name one module's type in its spec's 'naming:'
            viper-gen.yml:4:14: error: naming template '{Module}{Name}Presenter' for the presenter class \
            has a placeholder other than '{Module}'
               4 |   presenter: "{Module}{Name}Presenter"
                 |              ^~~~~~~~~~~~~~~~~~~~~~~~~
            hint: '{Module}' is the only placeholder; write the rest of the name as is
            viper-gen.yml:5:11: error: naming template '{Module}-Router' for the router class does not make \
            a Swift type name: it contains '-'
               5 |   router: "{Module}-Router"
                 |           ^~~~~~~~~~~~~~~~~
            hint: write letters, digits and '_' around '{Module}', e.g. 'I{Module}Router'
            viper-gen.yml:6:16: error: naming template '1{Module}Router' for the router input protocol does \
            not make a Swift type name: it starts with a digit
               6 |   routerInput: "1{Module}Router"
                 |                ^~~~~~~~~~~~~~~~~
            hint: write letters, digits and '_' around '{Module}', e.g. 'I{Module}RouterInput'

            """)
    }

    /// `moduleInput` may take `{Module}View`: the view protocol is renamed, so the name is free.
    func testTwoRolesNamedAlike_orAFixedTypesName_areRefusedInTheConfig() {
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-gen.yml": """
                naming:
                  view: "{Module}ViewInput"
                  viewOutput: "{Module}ViewInput"
                  presenter: "{Module}ViewSpy"
                  moduleInput: "{Module}View"

                """,
                "Specs/Login.viper.yml": """
                module: Login

                """,
            ]),
            """
            viper-gen.yml:3:15: error: naming template '{Module}ViewInput' names both the view output \
            protocol and the view protocol
               3 |   viewOutput: "{Module}ViewInput"
                 |               ^~~~~~~~~~~~~~~~~~~
            viper-gen.yml:2:9: note: view is named here
               2 |   view: "{Module}ViewInput"
                 |         ^~~~~~~~~~~~~~~~~~~
            hint: give each role a name of its own
            viper-gen.yml:4:14: error: naming template '{Module}ViewSpy' for the presenter class names a \
            type viper-gen generates for every module under that name
               4 |   presenter: "{Module}ViewSpy"
                 |              ^~~~~~~~~~~~~~~~~
            hint: test doubles, the state, the route and the screen's types keep their names: choose \
            another name, e.g. '{Module}Presenter'

            """)
    }

    func testASpec_namesOnlyItsStylesRoles_andNoneLikeAConfigsRole() {
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-gen.yml": """
                naming:
                  view: "{Module}ViewInput"
                  displayLogic: "I{Module}Display"

                """,
                "Specs/Login.viper.yml": """
                module: Login
                naming:
                  routerInput: "I{Module}Router"
                  viewOutput: "{Module}ViewInput"

                """,
            ]),
            """
            Specs/Login.viper.yml:3:3: error: 'routerInput' names the router input protocol, which a module \
            of style 'mvp' does not have
               3 |   routerInput: "I{Module}Router"
                 |   ^~~~~~~~~~~
            hint: name it in viper-gen.yml, where every style's roles may be named; here name one of: view, \
            viewOutput, presenter, presenterLogic, moduleInput, moduleOutput, assembly
            Specs/Login.viper.yml:4:15: error: naming template '{Module}ViewInput' names both the view \
            output protocol and the view protocol
               4 |   viewOutput: "{Module}ViewInput"
                 |               ^~~~~~~~~~~~~~~~~~~
            viper-gen.yml:2:9: note: view is named here
               2 |   view: "{Module}ViewInput"
                 |         ^~~~~~~~~~~~~~~~~~~
            hint: give each role a name of its own

            """)
    }

    func testANameTooLong_isReportedAtTheModule_withTheConfigsTemplate() {
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-gen.yml": """
                naming:
                  assembly: "{Module}ModuleConfigurator"

                """,
                "Specs/Long.viper.yml": """
                module: LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL

                """,
            ]),
            """
            Specs/Long.viper.yml:1:9: error: naming gives the assembly of module \
            'LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL' \
            the name 'LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL…', which is not a valid \
            type name: it is 108 bytes long; a name may be at most 100
               1 | module: \
            LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
                 |         \
            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            viper-gen.yml:2:13: note: the naming template is here
               2 |   assembly: "{Module}ModuleConfigurator"
                 |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
            hint: shorten the template or the module's name

            """)
    }

    func testANameOfAnotherTypeOfTheModule_orOfASharedType_isRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Login.viper.yml": """
                module: Login
                traits: [request]
                naming:
                  presenter: "{Module}Service"

                """,
                "Specs/X.viper.yml": """
                module: X
                naming:
                  presenter: "X{Module}"
                  presenterLogic: "{Module}X"

                """,
                "Specs/Transition.viper.yml": """
                module: Transition
                naming:
                  assembly: "{Module}Handler"

                """,
            ]),
            """
            Specs/Login.viper.yml:4:14: error: naming gives the presenter class of module 'Login' the name \
            'LoginService', which is also a starter type of trait 'request'
               4 |   presenter: "{Module}Service"
                 |              ^~~~~~~~~~~~~~~~~
            hint: change the template so that the name is the module's only type of that name
            Specs/Transition.viper.yml:3:13: error: naming gives the assembly of module 'Transition' the \
            name 'TransitionHandler', which the viper-gen runtime already declares
               3 |   assembly: "{Module}Handler"
                 |             ^~~~~~~~~~~~~~~~~
            hint: change the template, or the module's name
            Specs/X.viper.yml:4:19: error: naming gives the presenter's logic protocol of module 'X' the \
            name 'XX', which is also the presenter class
               4 |   presenterLogic: "{Module}X"
                 |                   ^~~~~~~~~~~
            hint: change the template so that the name is the module's only type of that name

            """)
    }

    func testANameAnotherModuleDeclares_isRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Login.viper.yml": """
                module: Login
                naming:
                  view: "{Module}PresenterView"

                """,
                "Specs/LoginPresenter.viper.yml": """
                module: LoginPresenter

                """,
            ]),
            """
            Specs/Login.viper.yml:1:9: error: module 'Login' would declare 'LoginPresenterView' (the view \
            protocol), which module 'LoginPresenter' declares too (the view protocol)
               1 | module: Login
                 |         ^~~~~
            Specs/LoginPresenter.viper.yml:1:9: note: module 'LoginPresenter' is defined here
               1 | module: LoginPresenter
                 |         ^~~~~~~~~~~~~~
            hint: rename one of the modules, or change the naming template that makes the name

            """)
    }

    /// Two specs giving one name outright declare one type twice.
    func testTwoSpecsNamingOneTypeOutright_areRefused() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Add.viper.yml":
                    "module: Add\nstyle: viper\nnaming:\n  interactor: StoreInteractor\n",
                "Specs/Edit.viper.yml":
                    "module: Edit\nstyle: viper\nnaming:\n  interactor: StoreInteractor\n",
            ]),
            """
            Specs/Edit.viper.yml:1:9: error: module 'Edit' would declare 'StoreInteractor' (the interactor \
            class), which module 'Add' declares too (the interactor class)
               1 | module: Edit
                 |         ^~~~
            Specs/Add.viper.yml:1:9: note: module 'Add' is defined here
               1 | module: Add
                 |         ^~~
            hint: rename one of the modules, or change the naming template that makes the name

            """)
    }

    /// Messages that name a generated type name it as the naming does.
    func testMessagesAboutAModulesTypes_useItsNames() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Cart.viper.yml": """
                module: Cart
                style: vip
                naming:
                  models: "{Module}Scene"
                useCases:
                  load:
                    response:
                      next: Request

                """
            ]),
            """
            Specs/Cart.viper.yml:8:7: error: field 'next' names 'Request', which inside CartScene means the \
            module's own 'Request'
               8 |       next: Request
                 |       ^~~~
            hint: rename the use case that declares 'Request', or write the type with its module, e.g. \
            'Foundation.Date' or 'MyApp.User'

            """)
    }

    func testAVIPRouteToAModuleWithAnOutput_namesTheOutputAsItsSpecDoes() {
        XCTAssertEqual(
            renderedDiagnostics([
                "Specs/Cart.viper.yml": """
                module: Cart
                style: vip
                routes:
                  detail:
                    module: Detail

                """,
                "Specs/Detail.viper.yml": """
                module: Detail
                naming:
                  moduleOutput: "{Module}Delegate"
                output:
                  didClose:

                """,
            ]),
            """
            Specs/Cart.viper.yml:5:13: error: route 'detail' opens module 'Detail', which has an output, \
            from a 'vip' module
               5 |     module: Detail
                 |             ^~~~~~
            hint: a VIP module has no presenter logic to hear 'DetailDelegate': let the app's route factory \
            build the destination (remove 'module:'), or give 'Detail' no output

            """)
    }

    /// The built-in name of a renamed role is free: a trait may declare it.
    /// The new name is checked against the trait's types instead.
    func testATraitsTypeOfARenamedRolesBuiltInName_isNoClash_butItsNewNameIs() throws {
        let traits = """
            traits:
              deepLink:
                kind: router
                declarations: |
                  protocol SettingsAssembly {}
                  protocol SettingsBuilder {}

            """
        XCTAssertEqual(
            try loadedProject([
                "viper-traits.yml": traits,
                "Specs/Settings.viper.yml":
                    "module: Settings\nnaming:\n  assembly: \"{Module}Configurator\"\n",
            ]).modules.map(\.names.assembly), ["SettingsConfigurator"])
        XCTAssertEqual(
            renderedDiagnostics([
                "viper-traits.yml": traits,
                "Specs/Settings.viper.yml":
                    "module: Settings\nnaming:\n  assembly: \"{Module}Builder\"\n",
            ]),
            """
            Specs/Settings.viper.yml:3:13: error: naming gives the assembly of module 'Settings' the name \
            'SettingsBuilder', which trait 'deepLink' already declares
               3 |   assembly: "{Module}Builder"
                 |             ^~~~~~~~~~~~~~~~~
            hint: change the template, or the module's name

            """)
    }
}
