struct A: View {
    var body: some View {
        Text((try? String(contentsOfFile: "/etc/hostname")) ?? "none")
    }
}
#scenario("a file outside the program's folder is not found, never another initializer's answer") {
    #expect((try? String(contentsOfFile: "/etc/hostname")) == nil)
    #expect((try? String(contentsOfFile: "../../../../etc/passwd")) == nil)
    #expect((try? Data(contentsOf: URL(fileURLWithPath: "/etc/hostname"))) == nil)
}
