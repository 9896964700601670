// Firebase (github.com/firebase/firebase-ios-sdk), as ViewGraph models it for a program that
// imports Firebase, FirebaseCore or FirebaseAuth: what decides an app's first screen is whether
// somebody is signed in, and on a new install nobody is. `FirebaseApp.configure()` configures;
// `Auth.auth().currentUser` is nil; a state listener is told so (a nil user) once, after the work
// in progress, as Firebase calls it on the main queue; signing in needs the network, which a
// launch has none of, so it fails with Firebase's network error. Firestore, Storage, Messaging
// and the rest are not modelled: their names stay opaque where they are used.

final class FirebaseApp {
    private static let shared = FirebaseApp()
    let name = "__FIRAPP_DEFAULT"

    static func configure() {}
    static func configure(options: Any) {}
    static func configure(name: String, options: Any) {}
    static func app() -> FirebaseApp? { shared }
    static func app(name: String) -> FirebaseApp? { nil }
}

/// A signed-in user: never one at launch, but programs name the type (`@Published var user: User?`).
final class User {
    let uid: String
    let email: String? = nil
    let displayName: String? = nil
    let photoURL: URL? = nil
    let phoneNumber: String? = nil
    let isAnonymous = false
    let isEmailVerified = false
    let providerID = "firebase"

    init(uid: String) { self.uid = uid }

    func getIDToken() async throws -> String { throw AuthErrorCode(.networkError) }
    func reload() async throws {}
    func delete() async throws { throw AuthErrorCode(.networkError) }
}

/// What `addStateDidChangeListener` returns, to remove the listener with.
final class AuthStateDidChangeListenerHandle {}

/// What a successful sign-in gives (never, here).
final class AuthDataResult {
    let user: User
    init(user: User) { self.user = user }
}

/// Firebase Auth's errors: a sign-in fails with `.networkError`.
struct AuthErrorCode: Error, Equatable {
    enum Code: Equatable { case networkError, userNotFound, wrongPassword, invalidEmail, emailAlreadyInUse, userDisabled }
    let code: Code
    init(_ code: Code) { self.code = code }
    var localizedDescription: String { "Network error (such as timeout, interrupted connection or unreachable host) has occurred." }
}

final class Auth {
    private static let shared = Auth()
    var currentUser: User? { nil }

    static func auth() -> Auth { shared }
    static func auth(app: FirebaseApp) -> Auth { shared }

    /// Told the current user (nil) once, after the work in progress, on the main queue.
    @discardableResult
    func addStateDidChangeListener(_ listener: @escaping (Auth, User?) -> Void) -> AuthStateDidChangeListenerHandle {
        DispatchQueue.main.async { listener(self, nil) }
        return AuthStateDidChangeListenerHandle()
    }

    @discardableResult
    func addIDTokenDidChangeListener(_ listener: @escaping (Auth, User?) -> Void) -> AuthStateDidChangeListenerHandle {
        addStateDidChangeListener(listener)
    }

    func removeStateDidChangeListener(_ handle: Any) {}
    func removeIDTokenDidChangeListener(_ handle: Any) {}
    func signOut() throws {}

    func signIn(withEmail email: String, password: String) async throws -> AuthDataResult { throw AuthErrorCode(.networkError) }
    func signIn(with credential: Any) async throws -> AuthDataResult { throw AuthErrorCode(.networkError) }
    func signInAnonymously() async throws -> AuthDataResult { throw AuthErrorCode(.networkError) }
    func createUser(withEmail email: String, password: String) async throws -> AuthDataResult { throw AuthErrorCode(.networkError) }
    func sendPasswordReset(withEmail email: String) async throws { throw AuthErrorCode(.networkError) }

    func signIn(withEmail email: String, password: String, completion: ((AuthDataResult?, Error?) -> Void)?) {
        DispatchQueue.main.async { completion?(nil, AuthErrorCode(.networkError)) }
    }
    func createUser(withEmail email: String, password: String, completion: ((AuthDataResult?, Error?) -> Void)?) {
        DispatchQueue.main.async { completion?(nil, AuthErrorCode(.networkError)) }
    }
    func signInAnonymously(completion: ((AuthDataResult?, Error?) -> Void)?) {
        DispatchQueue.main.async { completion?(nil, AuthErrorCode(.networkError)) }
    }
}
