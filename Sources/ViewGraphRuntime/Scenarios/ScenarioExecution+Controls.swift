import ViewGraphEngine
import ViewGraphModel

/// The scenario words that operate SwiftUI's value controls as a user does, found by their label
/// like `tap` and `toggle`: `select("Vanilla", in: "Flavor")` picks a `Picker`'s option (any
/// style: menu, segmented, wheel, inline), `set("Volume", to: 0.8)` moves a `Slider`, a
/// `DatePicker`, a `ColorPicker`, a `Stepper` or any control bound to a value, and
/// `increment("Quantity")` / `decrement("Quantity")` press a `Stepper`'s `+` and `-`.
extension ScenarioExecution {
  /// The controls `set` reaches.
  static let valueControls: Set<String> = [
    "Slider", "Stepper", "DatePicker", "ColorPicker", "Picker", "Toggle", "TextField", "SecureField", "TextEditor",
  ]

  /// `select("Vanilla", in: "Flavor")`: the option whose text reads "Vanilla" becomes the picker's
  /// selection: its `.tag`, or, in a `ForEach`, its element's id (SwiftUI's implicit tag).
  func select(_ option: String, in label: String, at location: SourceLocation) throws {
    let (picker, _) = try control(["Picker"], label, noun: "picker", at: location)
    let options = pickerOptions(in: picker)
    guard
      let chosen = options.first(where: { $0.texts.joined(separator: " ") == option })
        ?? options.first(where: { $0.texts.contains(option) })
    else {
      throw ViewGraphDiagnostic.error(
        .noOption(option, in: label, options.map { $0.texts.joined(separator: " ") }), at: location)
    }
    guard let binding = picker.binding else { return }
    try interpreter.swiftUI.writeBinding(binding, chosen.value, at: location)
  }

  /// `set("Volume", to: 0.8)`: the control's value becomes `value`, as dragging or picking it does.
  func set(_ label: String, to value: Value, at location: SourceLocation) throws {
    let (node, _) = try control(Self.valueControls, label, noun: "control", at: location)
    guard let binding = node.binding ?? boundValue(of: node) else {
      throw ViewGraphDiagnostic.error(.notAdjustable(label), at: location)
    }
    let current = try interpreter.untracked { try interpreter.swiftUI.readBinding(binding, at: location) }
    try interpreter.swiftUI.writeBinding(binding, value.coerced(like: current), at: location)
  }

  /// `increment("Quantity")` (`by: 1`) or `decrement`: the stepper's `onIncrement`/`onDecrement`,
  /// or its value moved by its step, kept within its bounds.
  func step(_ label: String, up: Bool, at location: SourceLocation) throws {
    let (stepper, _) = try control(["Stepper"], label, noun: "stepper", at: location)
    let stepping = stepper.stepping ?? ViewNode.Stepping()
    if let action = up ? stepping.onIncrement : stepping.onDecrement {
      _ = try interpreter.call(action, [], at: location)
      return
    }
    guard let binding = stepper.binding else { throw ViewGraphDiagnostic.error(.notAdjustable(label), at: location) }
    let current = try interpreter.untracked { try interpreter.swiftUI.readBinding(binding, at: location) }
    var next = try interpreter.binary(up ? .add : .subtract, current, stepping.step, at: location)
    if let bounds = stepping.bounds, let clamped = clamp(next, to: bounds) { next = clamped }
    try interpreter.swiftUI.writeBinding(binding, next.coerced(like: current), at: location)
  }

  /// `value` kept within a range's bounds (`0...10`), nil when either is not a number.
  private func clamp(_ value: Value, to bounds: Value) -> Value? {
    if case .int(let number) = value, case .range(let lower, let upper, _) = bounds {
      return .int(min(max(number, lower), upper - 1))  // a range's upper bound is exclusive here
    }
    guard value.kind == .int || value.kind == .double else { return nil }
    let number = value.doubleValue
    switch bounds {
    case .range(let lower, let upper, _):
      return .double(min(max(number, Double(lower)), Double(upper - 1)))
    case .structure(let range):
      guard let lower = range.fields[PreludeContract.lowerBound]?.doubleValue,
        let upper = range.fields[PreludeContract.upperBound]?.doubleValue
      else { return nil }
      return .double(min(max(number, lower), upper))
    default:
      return nil
    }
  }

  /// The binding a control the prelude writes as a view keeps (`ColorPicker`'s `selection`).
  private func boundValue(of node: ViewNode) -> BindingValue? {
    guard let view = node.customView else { return nil }
    for property in view.type.storedProperties {
      if case .binding(let binding)? = view.fields[property.name] { return binding }
    }
    return nil
  }

  /// A picker's options with what each shows: each view with a `.tag`, and each row of a
  /// `ForEach` in it (tagged by its `.tag`, else by its id).
  private func pickerOptions(in picker: ViewNode) -> [(value: Value, texts: [String])] {
    var options: [(value: Value, texts: [String])] = []
    func visit(_ node: ViewNode) {
      if let tag = node.modifiers.last(where: { $0.name == "tag" })?.value {
        options.append((tag, node.allTexts))
        return
      }
      if let rows = node.rows {
        for (element, id) in zip(rows.elements, rows.ids) {
          let output = rowOutput(of: rows, element)
          let tagged = output.lazy.compactMap { node in node.modifiers.last { $0.name == "tag" }?.value }.first
          options.append((tagged ?? id, output.flatMap(\.allTexts)))
        }
        return
      }
      node.children.forEach(visit)
    }
    picker.children.forEach(visit)
    return options
  }

  /// What the live row unit of `element` in `rows` shows.
  private func rowOutput(of rows: ViewNode.LazyRows, _ element: Value) -> [ViewNode] {
    host.liveUnits.first { $0.runsContent(of: rows, for: element) }?.output ?? []
  }
}
