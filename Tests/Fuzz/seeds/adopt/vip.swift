enum Login {
    enum Submit {
        struct Request { var email: String }
        struct Response {}
        struct ViewModel { var message: String }
    }
}
protocol LoginBusinessLogic { func submit(request: Login.Submit.Request) }
protocol LoginDisplayLogic: AnyObject { func displaySubmit(viewModel: Login.Submit.ViewModel) }
