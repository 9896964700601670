import Testing
import ViewGraphTesting

/// One Swift Testing case per `#scenario` under `Scenarios/` (each subfolder is one program).
@Test(arguments: try Scenarios.load("Scenarios", relativeTo: #filePath))
func updateSet(_ scenario: Scenario) {
    scenario.expectPasses()
}
