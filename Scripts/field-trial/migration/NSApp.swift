// The migration what-if on NSApp (issue 40): Войти (sign in), answered by the server, writes
// UserSettings.isLoggedIn, which the login view reads to show the main menu.

#scenario("Войти (sign in) with the server's yes opens the main menu", beforeLaunch: {
    stubNetwork("https://spacekot.ru/apishechka/login", json: #"{"code": 200, "message": "ok", "data": {"token": "t", "id": 1, "first_name": "Ada", "last_name": "L", "role": "user"}}"#)
}) {
    type("ada", into: "Логин")
    type("secret", into: "Пароль")
    #expectUpdates()
    #expect(findAll(LogInView.self).count == 1)
    tap("Войти")
    advance(seconds: 1)
    #expectUpdates(LogInView.self)
    #expectInserted(MainMenuView.self, PersonView.self)
    #expect(findAll(MainMenuView.self).count == 1)
}
