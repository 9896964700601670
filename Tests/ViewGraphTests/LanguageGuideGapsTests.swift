import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// Swift as *The Swift Programming Language* writes it (issue 35, point 3): each construct the
/// issue names, and the gaps the Language Guide harness (`Scripts/language-guide/`) counted most,
/// run as a script's top-level code with what it prints compared.
@Suite("Swift as the book writes it (issue 35)")
struct LanguageGuideGapsTests {
  @Test("a subscript the program declares: instance get and set, labelled, several indices, static")
  func declaredSubscripts() throws {
    let source = """
      struct Matrix {
          let columns: Int
          var grid: [Double]
          init(rows: Int, columns: Int) {
              self.columns = columns
              grid = Array(repeating: 0.0, count: rows * columns)
          }
          subscript(row: Int, column: Int) -> Double {
              get { grid[(row * columns) + column] }
              set { grid[(row * columns) + column] = newValue }
          }
      }
      struct TimesTable {
          let multiplier: Int
          subscript(index: Int) -> Int { multiplier * index }
          subscript(times times: Int) -> Int { multiplier * times * 10 }
      }
      enum Planet: Int {
          case mercury = 1, venus
          static subscript(n: Int) -> Planet { Planet(rawValue: n)! }
      }
      var matrix = Matrix(rows: 2, columns: 2)
      matrix[0, 1] = 1.5
      matrix[1, 0] += 3.2
      print(matrix[0, 1], matrix[1, 0], matrix.grid)
      let threeTimes = TimesTable(multiplier: 3)
      print(threeTimes[6], threeTimes[times: 2])
      print(Planet[2])
      """
    #expect(try printed(source) == "1.5 3.2 [0.0, 1.5, 3.2, 0.0]\n18 60\nvenus\n")
  }

  @Test(
    "a string inside a collection, a struct or an enum's payload prints as Swift's debugDescription does: its newline, quote and backslash escaped (so a value stays on one line in a tree)"
  )
  func nestedStringsPrintEscaped() throws {
    let source = #"""
      struct Option { let title: String }
      enum Label { case text(String) }
      print(["Rest \nTimer", "say \"hi\"", "a\\b"], Option(title: "Two\nlines"), Label.text("tab\there"))
      print("Rest \nTimer")
      """#
    #expect(
      try printed(source)
        == #"["Rest \nTimer", "say \"hi\"", "a\\b"] Option(title: "Two\nlines") text("tab\there")"# + "\nRest \nTimer\n"
    )
  }

  @Test(
    "a closure's capture list binds each 'name = value' when the closure is made: later changes of what it read are not seen"
  )
  func captureListInitializers() throws {
    let source = """
      var counter = 1
      var numbers = [1, 2, 3]
      let snapshot = { [count = counter, doubled = numbers.map { $0 * 2 }] in "\\(count) \\(doubled)" }
      let live = { "\\(counter) \\(numbers)" }
      counter = 5
      numbers.append(4)
      print(snapshot())
      print(live())
      func makeAdders() -> [() -> Int] {
          var adders: [() -> Int] = []
          for step in 1...2 {
              adders.append { [total = step * 10] in total + step }
          }
          return adders
      }
      print(makeAdders().map { $0() })
      """
    #expect(try printed(source) == "1 [2, 4, 6]\n5 [1, 2, 3, 4]\n[11, 22]\n")
  }

  @Test(
    "issue 36, point 2: a fixed-width integer's conversions keep its width (truncatingIfNeeded, bitPattern, clamping, exactly): a seeded generator's UInt32 is never negative"
  )
  func fixedWidthConversions() throws {
    let source = """
      var state: UInt64 = 12345
      func next() -> UInt32 {
          state = state &* 6364136223846793005 &+ 1442695040888963407
          return UInt32(truncatingIfNeeded: state >> 33)
      }
      var picks: [Int] = []
      for _ in 0..<20 { picks.append(Int(next()) % 7) }
      print(picks.allSatisfy { (0..<7).contains($0) })
      print(UInt32(truncatingIfNeeded: -1), UInt8(truncatingIfNeeded: 300), Int8(truncatingIfNeeded: 200))
      print(UInt16(clamping: -5), UInt16(clamping: 70000), Int16(bitPattern: 0xFFFF))
      print(UInt32(exactly: -1) == nil, UInt8(7) + 1)
      """
    #expect(try printed(source) == "true\n4294967295 44 -56\n0 65535 -1\ntrue 8\n")
  }

  @Test("a multi-pattern case binds the same name in each pattern")
  func multiPatternCase() throws {
    let source = """
      enum Request { case post(String), put(String), get }
      for request in [Request.post("a"), .put("b"), .get] {
          switch request {
          case .post(let data), .put(let data): print("body", data)
          case .get: print("no body")
          }
      }
      """
    #expect(try printed(source) == "body a\nbody b\nno body\n")
  }

  @Test(
    "an operator declared in an extension of a type alias, and operators a type declares: custom infix, prefix, compound"
  )
  func operatorsInExtensions() throws {
    let source = """
      struct Vector2D { var x = 0.0, y = 0.0 }
      typealias Point = Vector2D
      extension Point {
          static func + (left: Point, right: Point) -> Point { Point(x: left.x + right.x, y: left.y + right.y) }
          static prefix func - (vector: Point) -> Point { Point(x: -vector.x, y: -vector.y) }
      }
      infix operator +-: AdditionPrecedence
      extension Vector2D {
          static func +- (left: Vector2D, right: Vector2D) -> Vector2D { Vector2D(x: left.x + right.x, y: left.y - right.y) }
      }
      var sum = Vector2D(x: 1, y: 2) + Vector2D(x: 3, y: 4)
      sum += Vector2D(x: 1, y: 1)
      let negative = -sum
      let mixed = Vector2D(x: 1, y: 2) +- Vector2D(x: 3, y: 4)
      print(sum.x, sum.y, negative.x, mixed.x, mixed.y)
      """
    #expect(try printed(source) == "5.0 7.0 -5.0 4.0 -2.0\n")
  }

  @Test("String is a Collection of Characters: reduce(into:), map, filter, sorted, reversed")
  func stringAsCollection() throws {
    let source = """
      let word = "hello"
      let counts = word.reduce(into: [:]) { counts, letter in counts[letter, default: 0] += 1 }
      print(counts["l"]!, word.map { $0.uppercased() }.joined(), word.filter { $0 != "l" }, String(word.sorted()), String(word.reversed()))
      """
    #expect(try printed(source) == "2 HELLO heo ehllo olleh\n")
  }

  @Test("hashValue: equal values hash alike; elementsEqual(_:by:)")
  func hashValueAndElementsEqual() throws {
    let source = """
      print("abc".hashValue == "abc".hashValue, 7.hashValue == 7.hashValue)
      print([1, 2, 3].elementsEqual([2, 4, 6], by: { $0 * 2 == $1 }), [1, 2].elementsEqual([1, 3], by: ==), [1].elementsEqual([1, 1]) { $0 == $1 })
      """
    #expect(try printed(source) == "true true\ntrue false false\n")
  }

  @Test(
    "a CaseIterable enum that declares its own allCases is given that one, not the synthesized list of every case (SportDiary's days leave out .none)"
  )
  func declaredAllCases() throws {
    let source = """
      enum Weekday: String, CaseIterable {
          static var allCases: [Weekday] { [.monday, .tuesday] }
          case monday = "Mon", tuesday = "Tue"
          case unset
      }
      enum Size: CaseIterable { case small, large }
      extension Weekday { static var workdays: Int { allCases.count } }
      print(Weekday.allCases.map { $0.rawValue }, Weekday.workdays, Size.allCases.count)
      """
    #expect(try printed(source) == "[\"Mon\", \"Tue\"] 2 2\n")
  }

  @Test("200..<300 ~= code, as a switch's range case uses it")
  func patternMatchOperator() throws {
    let source = """
      let code = 204
      print(200..<300 ~= code, 300..<400 ~= code, 5 ~= 5)
      """
    #expect(try printed(source) == "true false true\n")
  }

  @Test("overflow operators and every compound assignment")
  func overflowAndCompoundAssignment() throws {
    let source = """
      var value = Int.max
      value = value &+ 1
      print(value == Int.min, Int.min &- 1 == Int.max)
      var bits = 0b1111
      bits &= 0b0110
      bits |= 0b1000
      bits ^= 0b0001
      bits <<= 2
      bits >>= 1
      print(bits, ~0)
      """
    #expect(try printed(source) == "true true\n30 -1\n")
  }

  @Test("Foundation's maths functions: sin, cos, exp, log, log2, atan2")
  func mathsFunctions() throws {
    #expect(
      try printed("print(sin(0.0), cos(0.0), exp(0.0), log(1.0), log2(8.0), atan2(0.0, 1.0))")
        == "0.0 1.0 1.0 0.0 3.0 0.0\n")
  }

  @Test("assertionFailure and preconditionFailure stop the program with a located error")
  func failureChecks() throws {
    let program = try Program.parse(source: "print(1)\nassertionFailure(\"no\")\nprint(2)", runsTopLevelCode: true)
    var output = ""
    let error = program.runTopLevelCode { output += $0 }
    #expect(output == "1\n")
    #expect(error?.diagnostics.first?.message == "assertion failed: no")
    #expect(error?.diagnostics.first?.location.line == 2)
  }

  @Test("one-sided ranges: a collection's start or end where a bound is missing; a range of an array replaced")
  func oneSidedRangesAndRangeAssignment() throws {
    let source = """
      var names = ["Anna", "Alex", "Brian", "Jack"]
      print(names[2...], names[..<2], names[...1], (...5).contains(-7))
      names[1...2] = ["Bo"]
      print(names)
      """
    #expect(
      try printed(source)
        == "[\"Brian\", \"Jack\"] [\"Anna\", \"Alex\"] [\"Anna\", \"Alex\"] true\n[\"Anna\", \"Bo\", \"Jack\"]\n")
  }

  @Test("Set's algebra: intersection, subtracting, symmetricDifference, isSubset, isSuperset, isDisjoint")
  func setAlgebra() throws {
    let source = """
      let odd: Set = [1, 3, 5, 7, 9]
      let even: Set = [0, 2, 4, 6, 8]
      let primes: Set = [2, 3, 5, 7]
      print(odd.intersection(even).sorted(), odd.subtracting(primes).sorted(), odd.symmetricDifference(primes).sorted())
      let small: Set = [3, 5]
      print(small.isSubset(of: odd), odd.isSuperset(of: small), odd.isDisjoint(with: even), small.isStrictSubset(of: small))
      """
    #expect(try printed(source) == "[] [1, 9] [1, 2, 9]\ntrue true true false\n")
  }

  @Test("an enum case with a labelled payload prints its labels: expert(stars: 3)")
  func enumPayloadLabels() throws {
    let source = """
      enum SkillLevel { case beginner, expert(stars: Int), pair(Int, Int) }
      print(SkillLevel.expert(stars: 3), SkillLevel.pair(1, 2), SkillLevel.beginner)
      """
    #expect(try printed(source) == "expert(stars: 3) pair(1, 2) beginner\n")
  }

  @Test("fallthrough runs the next case's body, and on through a case that falls through too")
  func fallthroughIntoNextCase() throws {
    let source = """
      for n in [5, 4, 9] {
          var text = "\\(n):"
          switch n {
          case 5: text += " prime"; fallthrough
          case 4: text += " small"; fallthrough
          default: text += " integer"
          }
          print(text)
      }
      """
    #expect(try printed(source) == "5: prime small integer\n4: small integer\n9: integer\n")
  }

  @Test("an integer literal is the Double whose extension member it names: 3.ft")
  func integerLiteralTakesDoublesMember() throws {
    let source = """
      extension Double { var ft: Double { return self / 3.28084 } }
      print(3.ft > 0.9, 3.ft < 0.92)
      """
    #expect(try printed(source) == "true true\n")
  }

  @Test("a failable initializer of an enum that returns nil makes nil; Int(exactly:) is nil for a fraction")
  func failableInitializers() throws {
    let source = """
      enum TemperatureUnit {
          case kelvin, celsius
          init?(symbol: Character) {
              switch symbol {
              case "K": self = .kelvin
              case "C": self = .celsius
              default: return nil
              }
          }
      }
      print(TemperatureUnit(symbol: "X") == nil, TemperatureUnit(symbol: "K") == .kelvin)
      print(Int(exactly: 3.5) == nil, Int(exactly: 12345.0)!)
      """
    #expect(try printed(source) == "true true\ntrue 12345\n")
  }

  @Test("tuples compare left to right: the first pair that differs decides")
  func tupleComparison() throws {
    let source = """
      print((1, "zebra") < (2, "apple"), (3, "apple") < (3, "bird"), (4, "dog") == (4, "dog"), (4, "dog") <= (4, "dog"), (5, 1) > (5, 2))
      """
    #expect(try printed(source) == "true true true true false\n")
  }

  @Test("a string's views: utf8 and utf16 code units, unicodeScalars and each scalar's value")
  func stringViews() throws {
    let source = """
      let dog = "Dog‼🐶"
      for unit in dog.utf8 { print(unit, terminator: " ") }
      print()
      print(dog.utf16.map { String($0) }.joined(separator: " "))
      print(dog.unicodeScalars.map { "\\($0.value)" }.joined(separator: " "), dog.unicodeScalars.count)
      """
    #expect(
      try printed(source)
        == "68 111 103 226 128 188 240 159 144 182 \n68 111 103 8252 55357 56374\n68 111 103 8252 128054 5\n")
  }

  @Test("super.property reads the superclass's getter on this object")
  func superProperty() throws {
    let source = """
      class Vehicle {
          var currentSpeed = 0.0
          var description: String { return "at \\(currentSpeed)" }
      }
      class Car: Vehicle {
          var gear = 1
          override var description: String { return super.description + " in gear \\(gear)" }
      }
      let car = Car()
      car.currentSpeed = 25.0
      print(car.description)
      """
    #expect(try printed(source) == "at 25.0 in gear 1\n")
  }

  @Test("a subclass that overrides a stored property with observers keeps its initial value and runs its didSet")
  func overridingPropertyObservers() throws {
    let source = """
      class Vehicle { var currentSpeed = 0.0 }
      class Car: Vehicle { var gear = 1 }
      class AutomaticCar: Car {
          override var currentSpeed: Double {
              didSet { gear = Int(currentSpeed / 10.0) + 1 }
          }
      }
      let automatic = AutomaticCar()
      print(automatic.currentSpeed, automatic.gear)
      automatic.currentSpeed = 35.0
      print(automatic.currentSpeed, automatic.gear)
      """
    #expect(try printed(source) == "0.0 1\n35.0 4\n")
  }

  @Test(
    "Comparable synthesized for an enum: declaration order, then payloads; an extension of Collection reaches arrays and strings"
  )
  func comparableEnumAndCollectionExtension() throws {
    let source = """
      enum SkillLevel: Comparable { case beginner, intermediate, expert(stars: Int) }
      let levels: [SkillLevel] = [.intermediate, .beginner, .expert(stars: 5), .expert(stars: 3)]
      print(levels.sorted().map { "\\($0)" }.joined(separator: ", "), SkillLevel.beginner < .intermediate, SkillLevel.expert(stars: 5) <= .expert(stars: 3))
      extension Collection where Element: Equatable {
          func allEqual() -> Bool {
              for element in self where element != self.first { return false }
              return true
          }
      }
      print([1, 1, 1].allEqual(), [1, 2].allEqual(), "aaa".allEqual())
      """
    #expect(
      try printed(source) == "beginner, intermediate, expert(stars: 3), expert(stars: 5) true false\ntrue false true\n")
  }

  @Test("deinit runs when the program releases its last strong reference, after the statement that released it")
  func deinitWhenTheLastReferenceGoes() throws {
    let source = """
      class Lamp {
          static var lit = 0
          let room: String
          init(room: String) { self.room = room; Lamp.lit += 1 }
          deinit { Lamp.lit -= 1; print("\\(room) lamp off") }
      }
      var kitchen: Lamp? = Lamp(room: "kitchen")
      var alias = kitchen
      kitchen = nil
      print("still lit:", Lamp.lit)
      alias = nil
      print("still lit:", Lamp.lit)
      func borrow() { let hall = Lamp(room: "hall"); print("borrowed", hall.room) }
      borrow()
      print("done")
      """
    #expect(try printed(source) == "still lit: 1\nkitchen lamp off\nstill lit: 0\nborrowed hall\nhall lamp off\ndone\n")
  }

  @Test(
    "a weak or unowned property does not keep its object: a weak one reads nil once the object is gone; what a released object held is released after its deinit"
  )
  func weakAndUnownedReferences() throws {
    let source = """
      class Owner {
          let name: String
          var pet: Pet?
          init(name: String) { self.name = name }
          deinit { print("owner \\(name) gone") }
      }
      class Pet {
          let name: String
          weak var owner: Owner?
          unowned let vet: Vet
          init(name: String, vet: Vet) { self.name = name; self.vet = vet }
          deinit { print("pet \\(name) gone") }
      }
      class Vet {
          var patients: [Pet] = []
          deinit { print("vet gone") }
      }
      var vet: Vet? = Vet()
      var ada: Owner? = Owner(name: "Ada")
      ada!.pet = Pet(name: "Rex", vet: vet!)
      ada!.pet!.owner = ada
      let rex = ada!.pet!
      print(rex.owner?.name ?? "none", rex.vet === vet)
      ada = nil
      print(rex.owner?.name ?? "none")
      vet = nil
      """
    #expect(try printed(source) == "Ada true\nowner Ada gone\nnone\nvet gone\n")
  }

  @Test("an optional protocol requirement a conforming class does not implement reads as nil: x?.step?(…) and x?.fixed")
  func optionalProtocolRequirements() throws {
    let source = """
      import Foundation
      @objc protocol Feeder {
          @objc optional func portion(after eaten: Int) -> Int
          @objc optional var fixedPortion: Int { get }
      }
      class Bowl {
          var eaten = 0
          var feeder: Feeder?
          func feed() {
              if let amount = feeder?.portion?(after: eaten) {
                  eaten += amount
              } else if let amount = feeder?.fixedPortion {
                  eaten += amount
              }
          }
      }
      class Doubling: NSObject, Feeder {
          func portion(after eaten: Int) -> Int { eaten == 0 ? 1 : eaten }
      }
      class Steady: NSObject, Feeder {
          let fixedPortion = 5
      }
      let bowl = Bowl()
      bowl.feeder = Doubling()
      bowl.feed(); bowl.feed(); bowl.feed()
      print(bowl.eaten)
      bowl.feeder = Steady()
      bowl.feed()
      print(bowl.eaten)
      bowl.feeder = nil
      bowl.feed()
      print(bowl.eaten)
      """
    #expect(try printed(source) == "4\n9\n9\n")
  }

  @Test("a switch over [Any] tells 0 from 0.0: a cast pattern never takes a Double for an Int")
  func castPatternsOverAny() throws {
    let source = """
      let values: [Any] = [0, 0.0, 7, 2.5, -1.5, "seven"]
      for value in values {
          switch value {
          case 0 as Int: print("int zero")
          case 0 as Double: print("double zero")
          case let n as Int: print("int", n)
          case let d as Double where d > 0: print("positive double", d)
          case is Double: print("other double")
          default: print("something else")
          }
      }
      """
    #expect(try printed(source) == "int zero\ndouble zero\nint 7\npositive double 2.5\nother double\nsomething else\n")
  }

  @Test("type(of:) a declared function is its type as Swift writes it, a local function's too")
  func typeOfAFunction() throws {
    let source = """
      func scale(_ value: Int, by factor: Double) -> Double { Double(value) * factor }
      func pick(up: Bool) -> (String) -> String {
          func shout(_ text: String) -> String { text.uppercased() }
          func whisper(_ text: String) -> String { text.lowercased() }
          return up ? shout : whisper
      }
      func nothing() {}
      print(type(of: scale))
      print(type(of: pick(up: true)), pick(up: true)("hi"))
      print(type(of: nothing))
      """
    #expect(try printed(source) == "(Int, Double) -> Double\n(String) -> String HI\n() -> Void\n")
  }

  @Test(
    "an assignment through an optional chain that stops at nil assigns nothing, does not evaluate its value, and is nil"
  )
  func optionalChainingAssignment() throws {
    let source = """
      struct Plate { var number = "" }
      class Car { var plate: Plate? }
      class Driver { var car: Car? }
      func makePlate(_ number: String) -> Plate { print("making", number); return Plate(number: number) }
      let driver = Driver()
      if (driver.car?.plate = makePlate("A1")) != nil { print("assigned") } else { print("not assigned") }
      driver.car = Car()
      if (driver.car?.plate = makePlate("B2")) != nil { print("assigned") } else { print("not assigned") }
      print(driver.car?.plate?.number ?? "none")
      """
    #expect(try printed(source) == "not assigned\nmaking B2\nassigned\nB2\n")
  }

  @Test("a failable initializer fails when the superclass's failable initializer it delegates to fails")
  func failableSuperInitializer() throws {
    let source = """
      class Account {
          let owner: String
          init?(owner: String) {
              if owner.isEmpty { return nil }
              self.owner = owner
          }
      }
      class Savings: Account {
          let rate: Double
          init?(owner: String, rate: Double) {
              if rate < 0 { return nil }
              self.rate = rate
              super.init(owner: owner)
          }
          convenience init?(rate: Double) { self.init(owner: "", rate: rate) }
      }
      print(Savings(owner: "Ada", rate: 0.5).map { "\\($0.owner) \\($0.rate)" } ?? "nil")
      print(Savings(owner: "", rate: 0.5) == nil, Savings(owner: "Ada", rate: -1) == nil, Savings(rate: 1) == nil)
      """
    #expect(try printed(source) == "Ada 0.5\ntrue true true\n")
  }

  @Test(
    "exclusive access: a global passed with & is not read during the call, and two & arguments in one global overlap; both stop with a located runtime error"
  )
  func exclusiveAccessToGlobals() throws {
    func stopped(_ source: String) throws -> String {
      let program = try Program.parse(source: source, runsTopLevelCode: true)
      return program.runTopLevelCode(output: { _ in }).map { "\($0)" } ?? "ran"
    }
    let reading = """
      var bonus = 2
      func addBonus(to score: inout Int) { score += bonus }
      var total = 10
      addBonus(to: &total)
      print(total)
      addBonus(to: &bonus)
      """
    #expect(try stopped(reading).contains("simultaneous accesses to 'bonus'"))
    let overlapping = """
      struct Stats { var health: Int; var energy: Int }
      func even(_ a: inout Int, _ b: inout Int) { let sum = a + b; a = sum / 2; b = sum - a }
      var mine = Stats(health: 4, energy: 8)
      var yours = Stats(health: 0, energy: 2)
      even(&mine.health, &yours.energy)
      even(&mine.health, &mine.energy)
      """
    #expect(try stopped(overlapping).contains("overlapping accesses to 'mine'"))
  }

  @Test(
    "a lazy closure property that captures [unowned self] or [weak self] does not keep its object alive: its deinit runs when the program lets go"
  )
  func closureCapturingSelfWeakly() throws {
    let source = """
      class Badge {
          let label: String
          lazy var render: () -> String = { [unowned self] in "<\\(self.label)>" }
          lazy var shout: () -> String = { [weak self] in self?.label.uppercased() ?? "gone" }
          init(label: String) { self.label = label }
          deinit { print("\\(label) released") }
      }
      var badge: Badge? = Badge(label: "new")
      print(badge!.render(), badge!.shout())
      let shout = badge!.shout
      badge = nil
      print(shout())
      """
    #expect(try printed(source) == "<new> NEW\nnew released\ngone\n")
  }

  @Test(
    "a subclass that implements all its superclass's designated initializers inherits its convenience initializers, which call the subclass's"
  )
  func inheritedConvenienceInitializers() throws {
    let source = """
      class Tool {
          var name: String
          init(name: String) { self.name = name }
          convenience init() { self.init(name: "[tool]") }
      }
      class Wrench: Tool {
          var size: Int
          init(name: String, size: Int) { self.size = size; super.init(name: name) }
          override convenience init(name: String) { self.init(name: name, size: 10) }
      }
      class Hammer: Tool {
          var weight = 1
          init(weight: Int) { self.weight = weight; super.init(name: "hammer") }
      }
      let plain = Wrench()
      print(plain.name, plain.size, Wrench(name: "big").size, Wrench(name: "small", size: 6).size)
      print(Hammer(weight: 3).name)
      """
    #expect(try printed(source) == "[tool] 10 10 6\nhammer\n")
  }

  @Test(
    "a generic property wrapper's T is the declared property type: @Inject var greeter: Greeter resolves T.self, and a generic call typed by T"
  )
  func genericWrapperTypedByTheProperty() throws {
    let source = """
      protocol Greeter { func greet(_ name: String) -> String }
      struct Polite: Greeter { func greet(_ name: String) -> String { "Good day, \\(name)" } }
      struct Curt: Greeter { func greet(_ name: String) -> String { name + "." } }
      enum Registry {
          static var made: [String: Any] = ["Greeter": Polite()]
          static func resolve<T>() -> T { made[String(describing: T.self)] as! T }
          static func resolve<T>(_ type: T.Type) -> T { made[String(describing: type)] as! T }
      }
      @propertyWrapper
      struct Inject<T> {
          let wrappedValue: T
          init() { wrappedValue = Registry.resolve() }
      }
      @propertyWrapper
      struct Named<T> {
          let wrappedValue: T
          let typeName: String
          init() { wrappedValue = Registry.resolve(T.self); typeName = "\\(T.self)" }
          var projectedValue: String { typeName }
      }
      final class Screen {
          @Inject var greeter: Greeter
          @Named var other: Greeter
      }
      let screen = Screen()
      print(screen.greeter.greet("Ada"), screen.other.greet("Bo"), screen.$other)
      """
    #expect(try printed(source) == "Good day, Ada Good day, Bo Greeter\n")
  }

  @Test(
    "a property wrapper whose storage is another wrapper, declared without a value and set in its init (_storage = …)")
  func wrapperStorageSetInInit() throws {
    let source = """
      @propertyWrapper
      struct Capped {
          private var value: Int
          let cap: Int
          init(wrappedValue: Int, cap: Int) { self.cap = cap; value = min(wrappedValue, cap) }
          var wrappedValue: Int {
              get { value }
              set { value = min(newValue, cap) }
          }
      }
      @propertyWrapper
      struct Audited {
          @Capped private var storage: Int
          private(set) var writes = 0
          init(wrappedValue: Int) { _storage = Capped(wrappedValue: wrappedValue, cap: 99) }
          var wrappedValue: Int {
              get { storage }
              set { writes += 1; storage = newValue }
          }
          var projectedValue: Int { writes }
      }
      struct Meter { @Audited var level = 120 }
      var meter = Meter()
      print(meter.level, meter.$level)
      meter.level = 7
      meter.level = 500
      print(meter.level, meter.$level)
      """
    #expect(try printed(source) == "99 0\n99 2\n")
  }

  @Test(
    "issue 36 (TCATodos of the fifth field trial): '.init(…)' where a generic type alias is expected makes the type the alias names; 'Focus?.none' is nil"
  )
  func implicitInitThroughGenericAlias() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI
        protocol Feature { associatedtype State }
        struct Counter: Feature { struct State { var count = 3 } }
        final class Box<S> {
            var state: S
            init(initialState: S, reducer: () -> Counter) { self.state = initialState }
        }
        typealias BoxOf<R: Feature> = Box<R.State>
        struct CounterView: View {
            let box: BoxOf<Counter>
            var body: some View { Text("\\(box.state.count)") }
        }
        struct Root: View {
            enum Focus: Hashable { case name }
            @State private var focus = Focus?.none
            var body: some View {
                CounterView(box: .init(initialState: Counter.State(), reducer: Counter.init))
                    .opacity(focus == nil ? 1 : 0.5)
            }
        }
        #scenario("the box is made by Box's initializer; the focus starts nil", root: Root()) {
            #expect(find(CounterView.self).box.state.count == 3)
            #expect(root.focus == nil)
        }
        """)
  }

  @Test(
    "a designated initializer that calls no other initializer calls its superclass's init() at its end, as Swift inserts it (the book's Initialization chapter: \"automatic initializer inheritance\" and implicit super.init())"
  )
  func implicitSuperInit() throws {
    let source = """
      class Vehicle {
          var numberOfWheels = 0
          var log: [String] = []
          init() { numberOfWheels = 4; log.append("Vehicle") }
      }
      class Car: Vehicle {
          var brand: String
          init(brand: String) { self.brand = brand }
      }
      final class SportsCar: Car {
          var topSpeed: Int
          init(topSpeed: Int) {
              self.topSpeed = topSpeed
              super.init(brand: "Fast")
          }
      }
      class Plain { var tag = "plain" }
      final class Named: Plain {
          let name: String
          init(name: String) { self.name = name }
      }
      class Bicycle: Vehicle {
          override init() {
              super.init()
              numberOfWheels = 2
          }
      }
      let car = Car(brand: "Saab")
      print(car.numberOfWheels, car.brand, car.log)
      let sports = SportsCar(topSpeed: 300)
      print(sports.numberOfWheels, sports.brand, sports.topSpeed, sports.log)
      print(Named(name: "n").tag)
      let bike = Bicycle()
      print(bike.numberOfWheels, bike.log)
      """
    #expect(
      try printed(source)
        == "4 Saab [\"Vehicle\"]\n4 Fast 300 [\"Vehicle\"]\nplain\n2 [\"Vehicle\"]\n")
  }

  @Test(
    "an OptionSet the program declares: made from an array literal where its type is expected, its set algebra from the standard library's protocol extensions"
  )
  func programOptionSet() throws {
    let source = """
      struct ShippingOptions: OptionSet {
          let rawValue: Int
          static let nextDay = ShippingOptions(rawValue: 1 << 0)
          static let secondDay = ShippingOptions(rawValue: 1 << 1)
          static let priority = ShippingOptions(rawValue: 1 << 2)
          static let express: ShippingOptions = [.nextDay, .secondDay]
          static let all: ShippingOptions = [.express, .priority]
      }
      func cost(_ options: ShippingOptions) -> Int { options.contains(.priority) ? 10 : 5 }
      var chosen: ShippingOptions = [.nextDay]
      print(chosen.contains(.nextDay), chosen.contains(.secondDay), ShippingOptions.all.contains(.priority))
      chosen.insert(.priority)
      print(chosen.rawValue, cost(chosen), cost([]), cost([.secondDay]))
      chosen.remove(.nextDay)
      chosen.formUnion(.express)
      print(chosen.rawValue, chosen.isEmpty, ShippingOptions().isEmpty)
      print(chosen.intersection(.express).rawValue, chosen.subtracting(.priority).rawValue)
      print(chosen.union([.nextDay]) == chosen, ShippingOptions.express.isSubset(of: .all))
      chosen.formSymmetricDifference(.secondDay)
      print(chosen.rawValue)
      """
    #expect(try printed(source) == "true false true\n5 10 5 5\n7 false true\n3 3\ntrue true\n5\n")
  }

  @Test(
    "a type the program makes expressible by a literal: the literal where that type is expected calls its init(arrayLiteral:), init(stringLiteral:) or init(integerLiteral:)"
  )
  func programLiteralConformances() throws {
    let source = """
      struct Tags: ExpressibleByArrayLiteral {
          var names: [String]
          init(arrayLiteral elements: String...) { names = elements.map { $0.uppercased() } }
      }
      struct Slug: ExpressibleByStringLiteral {
          let text: String
          init(stringLiteral value: String) { text = value.lowercased() }
      }
      struct Percent: ExpressibleByIntegerLiteral {
          let fraction: Double
          init(integerLiteral value: Int) { fraction = Double(value) / 100 }
      }
      func show(_ tags: Tags, _ slug: Slug) -> String { "\\(tags.names) \\(slug.text)" }
      let tags: Tags = ["a", "b"]
      let slug: Slug = "Hello-World"
      let half: Percent = 50
      print(tags.names, slug.text, half.fraction)
      print(show(["x"], "Y"))
      """
    #expect(try printed(source) == "[\"A\", \"B\"] hello-world 0.5\n[\"X\"] y\n")
  }

  @Test(
    "a task group whose child result type is inferred (SE-0442: withTaskGroup { group in … }, as the book's Concurrency chapter writes it), and the discarding groups"
  )
  func taskGroupWithInferredResultType() throws {
    let source = """
      func total() async -> Int {
          await withTaskGroup { group in
              group.addTask { 1 }
              group.addTask { 2 }
              var sum = 0
              for await value in group { sum += value }
              return sum
          }
      }
      func names() async throws -> [String] {
          try await withThrowingTaskGroup(of: String.self) { group in
              group.addTask { "a" }
              var all: [String] = []
              for try await name in group { all.append(name) }
              return all
          }
      }
      print(await total())
      print(try await names())
      await withDiscardingTaskGroup { group in group.addTask { print("discarded") } }
      try await withThrowingDiscardingTaskGroup { group in group.addTask { print("thrown away") } }
      """
    #expect(try printed(source) == "3\n[\"a\"]\ndiscarded\nthrown away\n")
  }

  @Test(
    "#function, #line, #column and #fileID are the place they are written (the book's Expressions chapter, Literal Expression)"
  )
  func sourceLocationLiterals() throws {
    let source = """
      struct Store {
          var log: [String] = []
          mutating func load(from path: String, _ retries: Int) { log.append(#function) }
          init(name: String) { log.append(#function) }
          var summary: String { #function }
      }
      var store = Store(name: "s")
      store.load(from: "p", 1)
      print(store.log, store.summary)
      print(#line, #column)
      print(#fileID.split(separator: "/").count)
      """
    #expect(try printed(source) == "[\"init(name:)\", \"load(from:_:)\"] summary\n10 14\n2\n")
  }

  @Test(
    "a String bridged to NSString has its path API (lastPathComponent, pathExtension, …): a logger's (#file as NSString).lastPathComponent stopped a launch once #file became a string"
  )
  func nsStringPathAPI() throws {
    let source = """
      import Foundation
      let ns = "/Users/me/Pictures/photo.large.jpg" as NSString
      print(ns.lastPathComponent, ns.pathExtension, ns.deletingPathExtension, ns.deletingLastPathComponent)
      print(("/a/b/" as NSString).lastPathComponent, ("/" as NSString).lastPathComponent, ("file" as NSString).pathExtension == "")
      print(("/a" as NSString).appendingPathComponent("x"), ("/a/" as NSString).appendingPathComponent("x"), ("a" as NSString).deletingLastPathComponent == "")
      print(("/a/b" as NSString).pathComponents, ns.length)
      """
    #expect(
      try printed(source)
        == "photo.large.jpg jpg /Users/me/Pictures/photo.large /Users/me/Pictures\nb / true\n/a/x /a/x true\n[\"/\", \"a\", \"b\"] 34\n"
    )
  }
}
