// 43 — Shapes, paints, geometry and gestures: values a body makes and keeps, none of them run.
//
// - `LinearGradient`, `RadialGradient`, `Gradient`, `AnyShapeStyle`, `StrokeStyle` and `Path` are
//   Swift in the prelude: making one reads only its arguments (SPEC rule 1). A `Path`'s builder
//   runs when the path is made, as in SwiftUI; ViewGraph keeps no elements.
// - A custom `Shape` is a view: a unit whose inputs compare like any view's (rule 6); its
//   `path(in:)` is not run, since ViewGraph draws nothing.
// - `GeometryReader` runs its content in a unit of its own, "GeometryReader content" (rule 11,
//   OpenSwiftUI `GeometryReader.swift`), with a fixed proxy: a 390 × 844 point size, an iPhone's
//   screen. What only the content reads runs that unit alone; whenever the body that makes the
//   reader runs, the content closure is new and the content runs too.
// - `DragGesture`, `LongPressGesture` and `MagnifyGesture` are made and attached; their closures
//   are kept, not run. `@GestureState` keeps its initial value, `@Namespace` makes an identifier,
//   `@ScaledMetric` keeps its value (the default Dynamic Type size), `@FocusState` starts false.
// - `.onTapGesture { … }` is an action: a scenario's `tap("Reset")` runs it on the view that
//   shows "Reset", when no button reads that.
//
// Badge, Wedge and Meter are ours.

import SwiftUI

@Observable
final class Meter {
    var fraction = 0.25
    var tint = Color.blue
    var caption = "Size"
}

struct Wedge: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        fatalError("path(in:) is not run")
    }
}

struct Badge: View {
    var meter: Meter
    @GestureState private var dragOffset = CGSize.zero
    @Namespace private var namespace
    @ScaledMetric private var iconSize = 24.0
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            Wedge(fraction: meter.fraction)
                .fill(LinearGradient(colors: [meter.tint, .white], startPoint: .top, endPoint: .bottom))
                .matchedGeometryEffect(id: "wedge", in: namespace)
            Circle()
                .fill(RadialGradient(gradient: Gradient(colors: [.red, .orange]), center: .center, startRadius: 0, endRadius: 40))
            Ellipse()
                .stroke(meter.tint, lineWidth: 2)
                .clipShape(ContainerRelativeShape())
            Label("Reset", systemImage: "arrow.counterclockwise")
                .onTapGesture {
                    meter.fraction = 0
                }
            Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: 10, y: 10))
            }
            .stroke(AnyShapeStyle(Color.red), style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
            GeometryReader { proxy in
                Text("\(meter.caption): \(Int(proxy.size.width)) × \(Int(proxy.size.height))")
            }
            Text("Drag me")
                .frame(width: iconSize)
                .offset(x: dragOffset.width, y: dragOffset.height)
                .focused($isFocused)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { _ in
                            meter.fraction = 1
                        }
                )
                .simultaneousGesture(LongPressGesture(minimumDuration: 1).onEnded { _ in meter.fraction = 0 })
                .gesture(MagnifyGesture().onChanged { _ in meter.fraction = 0.5 })
        }
    }
}

struct BadgeScreen: View {
    @State private var meter = Meter()

    var body: some View {
        Badge(meter: meter)
    }
}

#scenario("gestures are kept, not run: launching changes nothing, and the wrappers keep their values") {
    #expect(root.meter.fraction == 0.25)
    #expect(find(Badge.self).dragOffset == CGSize.zero)
    #expect(find(Badge.self).iconSize == 24)
    #expect(find(Badge.self).isFocused == false)
}

#scenario("the fraction is read by the badge, which passes a new input to the shape: both run") {
    root.meter.fraction = 0.5
    // Rule 11 (changed with issue 22): the badge's body makes the GeometryReader again, so its content runs.
    #expectUpdates(Badge.self, Wedge.self, "GeometryReader content")
}

#scenario("the tint is read by the badge only; the shape's input is unchanged, so it does not run") {
    root.meter.tint = .green
    // Rule 11 (changed with issue 22): the badge's body makes the GeometryReader again, so its content runs.
    #expectUpdates(Badge.self, "GeometryReader content")
}

#scenario("a shape's input compares like any view's: an equal fraction runs nothing") {
    root.meter.fraction = 0.25
    #expectUpdates()
}

#scenario("a gradient is a value: its colours and points are what it was given") {
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    #expect(gradient.gradient.stops.count == 2)
    #expect(gradient.gradient.stops[1].location == 1)
    #expect(gradient.startPoint == .top)
    #expect(StrokeStyle(lineWidth: 3).lineWidth == 3)
}

#scenario("tapping a view with .onTapGesture runs its action: the fraction's readers run") {
    tap("Reset")
    #expect(root.meter.fraction == 0)
    // Rule 11 (changed with issue 22): the badge's body makes the GeometryReader again, so its content runs.
    #expectUpdates(Badge.self, Wedge.self, "GeometryReader content")
}

#scenario("what only a GeometryReader's content reads runs that content, not the view that makes the reader") {
    root.meter.caption = "Area"
    #expectUpdates("GeometryReader content")
}
