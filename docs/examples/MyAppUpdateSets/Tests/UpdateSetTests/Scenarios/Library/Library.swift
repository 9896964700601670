// The views and models under test, as they are in the app.
import SwiftUI

@Observable
final class Book: Identifiable {
    var title: String
    var isFavorite = false

    init(title: String) {
        self.title = title
    }
}

@Observable
final class Library {
    var books = [Book(title: "Dune"), Book(title: "Emma"), Book(title: "Ulysses")]
}

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        List(library.books) { book in
            BookRow(book: book)
        }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack {
            Text(book.title)
            if book.isFavorite {
                Image(systemName: "star.fill")
            }
        }
    }
}

#Preview {
    LibraryView()
}
