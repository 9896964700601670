// 44 — Controls and styles: `DisclosureGroup`, `Gauge`, `ColorPicker`, `AsyncImage`,
// `ContentUnavailableView`, `Canvas`, `TimelineView`, and built-in styles in both spellings.
//
// - `DisclosureGroup` is Swift in the prelude: collapsed, its content closure is not run; tapping
//   its label expands it (through `isExpanded:` when given), which builds the content.
// - `Gauge` and `ColorPicker` are views of their own: a `Gauge` runs when its value input changes
//   (SPEC rule 6); its label is built by the body that makes it (rule 1).
// - `AsyncImage` opens no connection: it is built in its placeholder phase (`.empty`), on every run.
//   Its closures are inputs that never compare equal, so it runs whenever the body that makes it
//   does — as in SwiftUI.
// - `Canvas` is a leaf, like `Text`: the renderer is not run. A `TimelineView`'s content runs in a
//   unit of its own, "TimelineView content" (rule 11; Sample 64), again whenever the dashboard runs.
// - `.buttonStyle(.bordered)` and `.buttonStyle(BorderedButtonStyle())` are the same to the graph:
//   a style is a value the modifier keeps, read by nothing.
//
// Dashboard, Details and Cover are ours.

import SwiftUI

@Observable
final class Station {
    var level = 0.4
    var name = "North"
    var showsDetails = false
}

struct Dashboard: View {
    @State private var station = Station()
    @State private var accent = Color.blue

    var body: some View {
        Form {
            Gauge(value: station.level) {
                Text("Level")
            }
            ColorPicker("Accent", selection: $accent)
            DisclosureGroup("Details", isExpanded: $station.showsDetails) {
                Details(station: station)
            }
            Cover(url: URL(string: "https://example.com/\(station.name).png"))
            Canvas { context, size in
                fatalError("a canvas renderer is not run")
            }
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date.formatted())
            }
            Button("Refresh") {}
                .buttonStyle(.bordered)
            Button("Reset") {
                station.level = 0
            }
            .buttonStyle(BorderedProminentButtonStyle())
            Picker("Mode", selection: .constant(0)) {
                Text("Auto").tag(0)
            }
            .pickerStyle(SegmentedPickerStyle())
            Toggle("Alerts", isOn: .constant(true))
                .toggleStyle(.switch)
                .toggleStyle(SwitchToggleStyle())
        }
        .listStyle(InsetGroupedListStyle())
    }
}

struct Details: View {
    var station: Station

    var body: some View {
        if station.name.isEmpty {
            ContentUnavailableView("No station", systemImage: "antenna.radiowaves.left.and.right")
        } else {
            Text(station.name)
        }
    }
}

struct Cover: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { phase in
            if let image = phase.image {
                image.resizable()
            } else {
                Text("Loading cover")
            }
        }
    }
}

#scenario("collapsed, the details are not built") {
    #expect(findAll(Details.self).isEmpty)
}

#scenario("tapping the group's label expands it through its binding: the dashboard runs and the group builds the details") {
    tap("Details")
    // The dashboard made a binding to the station's field, which reads it (rule 5), and so gives
    // the group a new content closure, an input that never compares equal.
    // SwiftUI's own views (DisclosureGroup, Gauge, AsyncImage, EditButton) run too, but update sets
    // hold the program's views only (issue 23; `--framework-units` counts SwiftUI's as well).
    #expectUpdates(Dashboard.self, "TimelineView content")  // rule 11 (issue 41): the timeline's content runs with its maker
    #expectInserted(Details.self)
    #expect(root.station.showsDetails)
    tap("Details")
    #expectRemoved(Details.self)
}

#scenario("the dashboard reads the level: it runs (and so do SwiftUI's gauge, whose value input changed, and group, whose content closure is new)") {
    tap("Reset")
    // SwiftUI's own views (DisclosureGroup, Gauge, AsyncImage, EditButton) run too, but update sets
    // hold the program's views only (issue 23; `--framework-units` counts SwiftUI's as well).
    #expectUpdates(Dashboard.self, "TimelineView content")  // rule 11 (issue 41): the timeline's content runs with its maker
    #expect(find(Gauge.self).value == 0)
}

#scenario("the cover is built in its placeholder phase; a new URL runs it (and SwiftUI's image, whose closure is new)") {
    #expect(find(Cover.self).url?.absoluteString == "https://example.com/North.png")
    root.station.name = "South"
    // SwiftUI's own views (DisclosureGroup, Gauge, AsyncImage, EditButton) run too, but update sets
    // hold the program's views only (issue 23; `--framework-units` counts SwiftUI's as well).
    #expectUpdates(Dashboard.self, Cover.self, "TimelineView content")  // rule 11 (issue 41): the timeline's content runs with its maker
}

#scenario("an expanded group's content reads the station: renaming runs the details too") {
    tap("Details")
    #expectInserted(Details.self)
    root.station.name = ""
    // SwiftUI's own views (DisclosureGroup, Gauge, AsyncImage, EditButton) run too, but update sets
    // hold the program's views only (issue 23; `--framework-units` counts SwiftUI's as well).
    #expectUpdates(Dashboard.self, Cover.self, Details.self, "TimelineView content")  // rule 11 (issue 41)
}
