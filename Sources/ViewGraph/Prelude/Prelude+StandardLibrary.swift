extension Prelude {
  /// The standard library's numeric constants, declared as the standard library declares them.
  static let standardLibrary = #"""
    extension Int {
        static let max = 9223372036854775807
        static let min = -9223372036854775807 - 1
        static let zero = 0
    }

    extension Double {
        static let pi = 3.141592653589793
        static let infinity = 1.0 / 0.0
        static let nan = 0.0 / 0.0
        static let greatestFiniteMagnitude = 1.7976931348623157e308
        static let leastNonzeroMagnitude = 5e-324
        static let zero = 0.0
    }

    extension CGFloat {
        static let pi = 3.141592653589793
        static let infinity = 1.0 / 0.0
        static let zero = 0.0
    }
    """#
}
