import Foundation
import Testing
import ViewGraph

/// Foundation's dates and timers on the launch's simulated clock: "now" fixed per launch (`--now`),
/// moved only by a scenario's `advance(seconds:)`, which fires what is due in order (SPEC §3:
/// deterministic, no clock is read).
@Suite("The simulated clock: Date, Calendar, UUID and timers")
struct SimulatedClockTests {
  private static let program = """
      import SwiftUI

      struct Clock: View {
          @State private var started = Date()
          @State private var ticks = 0
          let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

          var body: some View {
              VStack {
                  Text("\\(ticks) ticks")
                  Text(started, style: .time)
                  Text(started.formatted(date: .long, time: .shortened))
                  Text(started, format: Date.FormatStyle(date: .abbreviated, time: .omitted))
              }
              .onReceive(timer) { date in
                  ticks += 1
              }
          }
      }

      #scenario("dates", root: Clock()) {
          let now = Date()
          #expect(now == Date.now)
          #expect(now.timeIntervalSince1970 == 1748768400)
          #expect(now.formatted() == "6/1/2025, 9:00 AM")
          #expect(now.formatted(date: .complete, time: .standard) == "Sunday, June 1, 2025 at 9:00:00 AM")
          let later = now.addingTimeInterval(90)
          #expect(later > now)
          #expect(later.timeIntervalSince(now) == 90)
          #expect(now + 60 < later)
          #expect(later - now == 90)
          #expect(now - 30 < now)
          #expect("\\(now)" == "2025-06-01 09:00:00 +0000")
          #expect([later, now].sorted() == [now, later])
          #expect([later, now].max() == later)
          let calendar = Calendar.current
          #expect(calendar.component(.year, from: now) == 2025)
          #expect(calendar.component(.weekday, from: now) == 1)
          #expect(calendar.startOfDay(for: now).formatted(date: .omitted, time: .standard) == "12:00:00 AM")
          #expect(calendar.isDate(now, inSameDayAs: later))
          #expect(calendar.isDateInToday(now))
          let tomorrow = calendar.date(byAdding: .day, value: 1, to: now)
          #expect(calendar.isDateInTomorrow(tomorrow!))
          #expect(calendar.dateComponents([.year, .month], from: now).month == 6)
          #expect(calendar.date(from: DateComponents(year: 2024, month: 2, day: 29)) == Date(timeIntervalSince1970: 1709164800))
          #expect(Date.distantPast < now && now < Date.distantFuture)
          #expect(UUID().uuidString == "00000000-0000-4000-8000-000000000001")
          #expect(UUID().uuidString == "00000000-0000-4000-8000-000000000002")
          #expect(UUID() != UUID())
      }

      #scenario("a timer", root: Clock()) {
          advance(seconds: 0.5)
          #expectUpdates()
          advance(seconds: 3)
          #expectUpdates(Clock.self, Clock.self, Clock.self)
          #expect(find(Clock.self).ticks == 3)
          #expect(Date().timeIntervalSince1970 == 1748768403.5)
      }

      #scenario("asyncAfter", root: Clock()) {
          var fired: [String] = []
          DispatchQueue.main.asyncAfter(deadline: .now() + 2) { fired.append("two") }
          DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1500)) { fired.append("one and a half") }
          let t = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fired.append("tick") }
          advance(seconds: 2)
          #expect(fired == ["tick", "one and a half", "two", "tick"])
          t.invalidate()
          advance(seconds: 5)
          #expect(fired.count == 4)
      }
    """

  /// Runs the scenario named `name` and expects it to pass.
  private func expectPasses(
    _ name: String, launchDate: Double? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let program = try Program.parse(source: Self.program, fileName: "Clock.swift")
    if let launchDate { program.launchDate = launchDate }
    let report = program.runScenarios(matching: name)
    #expect(report.results.count == 1, sourceLocation: sourceLocation)
    for result in report.results {
      #expect(
        result.failures.isEmpty, "\(result.name): \(result.failures.map(\.message))", sourceLocation: sourceLocation)
    }
  }

  @Test("Date: a fixed now (2025-06-01T09:00:00Z by default), comparison, arithmetic, formatting, Calendar, UUID")
  func dates() throws {
    try expectPasses("dates")
  }

  @Test("Date: another launch date ('--now') is another now; the same one is the same answers")
  func launchDate() throws {
    let program = try Program.parse(
      source: """
        struct V: View { var body: some View { Text(Date().formatted()) } }
        #scenario("now", root: V()) { #expect(Date().formatted(date: .numeric, time: .omitted) == "1/2/2030") }
        """, fileName: "Now.swift")
    #expect(program.runScenarios().results.first?.failures.isEmpty == false, "the default now is 2025")
    program.launchDate = 915_235_200  // 2030-01-02T00:00:00Z
    #expect(program.runScenarios().results.first?.failures.isEmpty == true)
  }

  @Test("SPEC rule 12: advance(seconds:) fires Timer.publish to the views' onReceive, each firing one step")
  func timerPublisher() throws {
    try expectPasses("a timer")
  }

  @Test(
    "asyncAfter and Timer.scheduledTimer fire in time order (ties in the order scheduled); invalidate stops a timer")
  func asyncAfterAndScheduledTimer() throws {
    try expectPasses("asyncAfter")
  }

  @Test("advance(seconds:) is a scenario word: in app code it is a located error")
  func advanceOnlyInScenarios() throws {
    #expect(throws: ViewGraphError.self) {
      try Program.parse(
        source: "struct V: View { var body: some View { Button(\"x\") { advance(seconds: 1) } } }", fileName: "A.swift")
    }
  }

  private static let sleepingProgram = """
    import SwiftUI

    struct Banner: View {
        @State private var message = ""
        @State private var shown = true
        var body: some View {
            Text(message)
            Button("Save") {
                message = "Saved"
                Task {
                    try await Task.sleep(for: .milliseconds(1500))
                    message = ""
                }
            }
            if shown {
                Ticker()
            }
            Button("Hide") { shown = false }
        }
    }

    struct Ticker: View {
        @State private var ticks = 0
        var body: some View {
            Text("\\(ticks)")
                .task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(1))
                        ticks += 1
                    }
                }
        }
    }

    #scenario("a task's sleep waits for the clock") {
        tap("Save")
        #expect(root.message == "Saved")
        advance(seconds: 1)
        #expect(root.message == "Saved")
        advance(seconds: 0.5)
        #expect(root.message == "")
    }

    #scenario("a .task sleeps in a loop: each wake-up is a step") {
        advance(seconds: 3)
        #expectUpdates(Ticker.self, Ticker.self, Ticker.self)
        #expect(find(Ticker.self).ticks == 3)
    }

    #scenario("a view's .task ends when the view goes") {
        tap("Hide")
        #expectRemoved(Ticker.self)
        advance(seconds: 5)
        #expectUpdates()
    }

    #scenario("sleeping outside a task takes no time") {
        try? Task.sleep(for: .seconds(100))
        #expect(Date() == Date.now)
    }
    """

  @Test(
    "SPEC rule 12: Task.sleep suspends a task until advance(seconds:) reaches its time; a view's .task is cancelled with the view"
  )
  func taskSleep() throws {
    try expectScenariosPass(in: Self.sleepingProgram)
  }

  #if os(Linux)
    @Test("SPEC §3: a launch that ends with tasks still sleeping leaves no thread waiting")
    func sleepingTasksEnd() throws {
      let program = try Program.parse(source: Self.sleepingProgram, fileName: "Sleep.swift")
      func threads() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0 }
      _ = program.runScenarios()
      let before = threads()
      for _ in 0..<10 {
        _ = program.runScenarios()
        let session = try program.launch()
        _ = try session.perform("advance(seconds: 2)")
      }
      // Each launch leaves a ticker's .task asleep: ended, its thread is gone.
      #expect(threads() <= before + 2)
    }
  #endif
}
