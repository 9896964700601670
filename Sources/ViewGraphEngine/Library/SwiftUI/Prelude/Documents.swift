// Document-based apps: `DocumentGroup` opens one new document and shows its editor, which reads
// and writes the document through the configuration's binding (a `FileDocument`, a value kept as
// the group's state) or observes it (a `ReferenceFileDocument`, an object). No file is read or
// written: the document is the one `newDocument` makes.

protocol FileDocument {}
protocol ReferenceFileDocument: ObservableObject {}

struct FileDocumentConfiguration {
    @Binding var document: Any
    var fileURL: URL? = nil
    var isEditable = true
}

struct ReferenceFileDocumentConfiguration {
    @ObservedObject var document: Any
    var fileURL: URL? = nil
    var isEditable = true
}

struct DocumentGroup: Scene {
    @State private var document: Any
    private let editor: (Any) -> Any
    private let isReference: Bool

    /// `DocumentGroup(newDocument: TextFile()) { file in … }`, and the reference form
    /// `DocumentGroup(newDocument: { Canvas() }) { file in … }`.
    init(newDocument: Any, @ViewBuilder editor: @escaping (Any) -> some View) {
        let isMaker = "\(type(of: newDocument))".contains(" -> ") || "\(type(of: newDocument))" == "Function"
        let made = isMaker ? (newDocument as! () -> Any)() : newDocument
        _document = State(initialValue: made)
        self.editor = editor
        self.isReference = isMaker
    }

    init(viewing documentType: Any, @ViewBuilder viewer: @escaping (Any) -> some View) {
        _document = State(initialValue: documentType)
        self.editor = viewer
        self.isReference = false
    }

    var body: some Scene {
        WindowGroup {
            if isReference {
                editor(ReferenceFileDocumentConfiguration(document: document))
            } else {
                editor(FileDocumentConfiguration(document: $document))
            }
        }
    }
}

struct UTType: Hashable {
    var identifier: String
    init(_ identifier: String) { self.identifier = identifier }
    init(exportedAs identifier: String) { self.identifier = identifier }
    init(importedAs identifier: String) { self.identifier = identifier }
    static let plainText = UTType("public.plain-text")
    static let text = UTType("public.text")
    static let json = UTType("public.json")
    static let image = UTType("public.image")
    static let png = UTType("public.png")
    static let jpeg = UTType("public.jpeg")
    static let pdf = UTType("com.adobe.pdf")
    static let data = UTType("public.data")
    static let url = UTType("public.url")
    static let fileURL = UTType("public.file-url")
}
