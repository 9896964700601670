// 77 — What `viewgraph advise` proposes for an ObservableObject whose objectWillChange runs views
//      that read none of the properties written (issue 40, finding (a); rule 9).
//
// A reading list kept in one ObservableObject: the header shows the count, the filter bar the
// filter, and the footer the time the list was last synced. Every view declares the object, so
// every `@Published` write runs all four, whatever each reads (rule 9). Migrated to @Observable
// as Apple's guide does it, a view runs only for what it reads (rules 1 and 2): `viewgraph advise
// Samples/77-AdviseMigrateToObservable.swift` proposes that migration as a diff and measures it
// on the scenarios below (Tests/ViewGraphTests/AdviseTests.swift applies the diff and checks).
//
// ReadingList, ReadingScreen, CountHeader, FilterBar and SyncFooter are ours.

import SwiftUI

final class ReadingList: ObservableObject {
    @Published var titles = ["Dune", "Emma", "Ulysses"]
    @Published var filter = ""
    @Published var lastSync = "never"
}

struct ReadingScreen: View {
    @StateObject private var list = ReadingList()

    var body: some View {
        VStack {
            CountHeader(list: list)
            FilterBar(list: list)
            SyncFooter(list: list)
        }
    }
}

struct CountHeader: View {
    @ObservedObject var list: ReadingList

    var body: some View {
        Text("\(list.titles.count) books")
    }
}

struct FilterBar: View {
    @ObservedObject var list: ReadingList

    var body: some View {
        TextField("Filter", text: $list.filter)
    }
}

struct SyncFooter: View {
    @ObservedObject var list: ReadingList

    var body: some View {
        VStack {
            Text("Synced: \(list.lastSync)")
            Button("Sync") { list.lastSync = "now" }
        }
    }
}

#scenario("typing a filter runs every view that declares the list", root: ReadingScreen()) {
    type("Du", into: "Filter")
    #expectUpdates(ReadingScreen.self, CountHeader.self, FilterBar.self, SyncFooter.self)
    #expect(find(FilterBar.self).list.filter == "Du")
}

#scenario("a sync runs every view that declares the list", root: ReadingScreen()) {
    tap("Sync")
    #expectUpdates(ReadingScreen.self, CountHeader.self, FilterBar.self, SyncFooter.self)
    #expect(find(SyncFooter.self).list.lastSync == "now")
}

#scenario("adding a title runs every view that declares the list", root: ReadingScreen()) {
    find(ReadingScreen.self).list.titles.append("Middlemarch")
    #expectUpdates(ReadingScreen.self, CountHeader.self, FilterBar.self, SyncFooter.self)
    #expect(find(CountHeader.self).list.titles.count == 4)
}
