protocol LoginViewInput: AnyObject, Loading {
    func show(name: String, _ avatar: URL?)
    func showError(_ message: String) async throws -> Bool
    var isBusy: Bool { get set }
}
protocol LoginViewOutput {
    func didTapLogin(email: String, password: String)
}
