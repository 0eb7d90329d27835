enum LoginAssembly {
    static func build(service: LoginService) -> UIViewController {
        let view = LoginViewController()
        let presenter = LoginPresenter(service: service)
        presenter.view = view
        view.output = presenter
        return view
    }
}
extension LoginPresenter: LoginModuleInput where T: Equatable {
    func configure(with text: String = "a \(b.map { "}" }) c") {}
}
