// `NavigationPath`: a type-erased list of the values pushed on a `NavigationStack`, kept as the
// array of those values, so that `append`, `removeLast`, `count` and `isEmpty` are the array's
// and `NavigationStack(path:)` reads it as it reads `[Item]`.

func NavigationPath() -> [Any] {
    []
}

func NavigationPath(_ elements: [Any]) -> [Any] {
    elements
}
