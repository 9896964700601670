func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
struct A: View {
    var body: some View { Text("\(fib(32))") }
}
