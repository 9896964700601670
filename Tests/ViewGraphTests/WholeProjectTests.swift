import Foundation
import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// Issue 36, point 1: the whole project is read — local packages however they keep their files,
/// packages added to an Xcode project as folders, Tuist and XcodeGen projects (their manifests read
/// as data, never run), and remote packages already checked out on the machine.
@Suite("Issue 36: the whole project is read")
struct WholeProjectTests {
  /// Writes `files` (relative path → text) into a fresh folder and returns it.
  private func folder(_ files: [String: String]) throws -> URL {
    try temporaryProject(files, named: "vg-whole")
  }

  private func names(_ program: Program) -> [String] {
    program.sources.programFiles.map { ($0.path as NSString).lastPathComponent }.sorted()
  }

  private func launched(_ program: Program) throws -> [String] {
    try program.launch().launchUpdate.inserted.map(\.name)
  }

  private static let app =
    "import SwiftUI\nimport Shelf\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Shelf(title: \"Books\") } } }"
  private static let shelf =
    "import SwiftUI\npublic struct Shelf: View { let title: String; public var body: some View { Text(title) } }"

  @Test(
    "a package's one target may keep its files directly in Sources/; another names its folder with path: and its files with sources:"
  )
  func packageLayouts() throws {
    let root = try folder([
      "App/App.swift": Self.app,
      "Shelf/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Shelf", products: [.library(name: "Shelf", targets: ["Shelf"])], targets: [.target(name: "Shelf")])
      """,
      "Shelf/Sources/Shelf.swift": Self.shelf,
      "Kit/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Kit", targets: [
        .target(name: "Kit", path: "Code", sources: ["Used"]),
        .target(name: "Other", path: "More"),
      ])
      """,
      "Kit/Code/Used/Price.swift": "public let price = 3",
      "Kit/Code/Unused/Stale.swift": "public let price = 4",
      "Kit/More/More.swift": "public let more = 5",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["App.swift", "More.swift", "Price.swift", "Shelf.swift"])
    #expect(!program.warnings.contains { $0.message.contains("has no folder") })
    #expect(try launched(program).contains("Shelf"))
  }

  @Test(
    "issue 36 (SwiftEvolution of the third field trial): a package's one target may keep its files in folders of any names below Sources/"
  )
  func oneTargetInSourcesSubfolders() throws {
    let root = try folder([
      "App/App.swift": Self.app,
      "Shelf/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Shelf", products: [.library(name: "Shelf", targets: ["Shelf"])],
        targets: [.target(name: "Shelf"), .testTarget(name: "ShelfTests", dependencies: ["Shelf"])])
      """,
      "Shelf/Sources/Screens/Shelf.swift": Self.shelf,
      "Shelf/Sources/Models/Book.swift": "public struct Book { public let title: String }",
      "Shelf/Tests/ShelfTests/ShelfTests.swift": "import Testing",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["App.swift", "Book.swift", "Shelf.swift"])
    #expect(!program.warnings.contains { $0.message.contains("has no folder") })
    #expect(try launched(program).contains("Shelf"))
  }

  /// SwiftPM on a Mac finds `Sources/proposalKit` for the target `ProposalKit` (the file system
  /// ignores case), and a package builds only when each target's folder is there: a folder the
  /// manifest names in a way ViewGraph cannot read is found by the target's name below the package.
  @Test("a target's folder is found as a Mac finds it: without case, else by the target's name below the package")
  func targetFoldersFoundAsOnAMac() throws {
    let root = try folder([
      "App/App.swift":
        "import SwiftUI\nimport ProposalKit\n@main struct EvoApp: App { var body: some Scene { WindowGroup { ProposalList() } } }",
      "Packages/ProposalKit/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "ProposalKit", products: [.library(name: "ProposalKit", targets: ["ProposalKit", "Rows"])],
        targets: [.target(name: "ProposalKit", dependencies: ["Rows"]), .target(name: "Rows", path: Paths.rows)])
      enum Paths { static let rows = ["Modules", "Rows"].joined(separator: "/") }
      """,
      "Packages/ProposalKit/Sources/proposalKit/List.swift":
        "import SwiftUI\nimport Rows\npublic struct ProposalList: View { public init() {}\n public var body: some View { VStack { Text(\"Proposals\"); Row() } } }",
      "Packages/ProposalKit/Modules/Rows/Row.swift":
        "import SwiftUI\npublic struct Row: View { public init() {}\n public var body: some View { Text(\"row\") } }",
      "Packages/ProposalKit/Tests/RowsTests/Rows/RowTests.swift": "import Testing\n@Test func row() {}",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["App.swift", "List.swift", "Row.swift"])
    #expect(!program.warnings.contains { $0.message.contains("has no folder") })
    #expect(try launched(program).contains("Row"))
  }

  /// An Xcode project whose app target uses the product `Shelf` of a package folder added to the
  /// project as a file reference (as Xcode did before XCLocalSwiftPackageReference), and the remote
  /// package `Money`.
  private static let pbxproj = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        A1 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        A2 = {isa = PBXFileReference; lastKnownFileType = folder; name = Shelf; path = Shelf; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = A1; };
        G0 = {isa = PBXGroup; children = (G1, A2); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (A1); path = Shop; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        S1 = {isa = XCSwiftPackageProductDependency; productName = Shelf; };
        S2 = {isa = XCSwiftPackageProductDependency; package = R1; productName = Money; };
        R1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/someone/Money.git"; };
        R2 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/someone/Absent"; };
        T1 = {isa = PBXNativeTarget; name = Shop; buildPhases = (P1); dependencies = (); packageProductDependencies = (S1, S2); productType = "com.apple.product-type.application"; };
        R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); packageReferences = (R1, R2); };
      };
      rootObject = R0;
    }
    """

  private static let shelfPackage: [String: String] = [
    "Shelf/Package.swift": """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "Shelf", products: [.library(name: "Shelf", targets: ["Shelf"])], targets: [.target(name: "Shelf")])
    """,
    "Shelf/Sources/Shelf/Shelf.swift": shelf,
  ]

  /// A remote package's checkout: the product `Money` (the target `Money`, which uses `Rounding`),
  /// and a target no product of the app uses.
  private static func money(in folder: String) -> [String: String] {
    [
      "\(folder)/Money/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Money", products: [.library(name: "Money", targets: ["Money"]), .library(name: "Charts", targets: ["Charts"])],
        targets: [.target(name: "Money", dependencies: ["Rounding"]), .target(name: "Rounding"), .target(name: "Charts"), .testTarget(name: "MoneyTests")])
      """,
      "\(folder)/Money/Sources/Money/Money.swift":
        "public func shown(_ cents: Int) -> String { \"$\\(rounded(cents) / 100)\" }",
      "\(folder)/Money/Sources/Rounding/Rounding.swift": "public func rounded(_ cents: Int) -> Int { cents }",
      "\(folder)/Money/Sources/Charts/Chart.swift": "public let chartKind = 1",
      "\(folder)/Money/Tests/MoneyTests/MoneyTests.swift": "import Testing",
    ]
  }

  @Test("a package folder added to an Xcode project as a file reference is read as the package")
  func packageAsFolderReference() throws {
    let root = try folder(
      ["Shop.xcodeproj/project.pbxproj": Self.pbxproj, "Shop/App.swift": Self.app].merging(Self.shelfPackage) { $1 })
    // The folder as a user names it from inside (`viewgraph explain .`) reads the same.
    for path in [root.path, root.path + "/."] {
      let program = try Program.load(paths: [path])
      #expect(names(program) == ["App.swift", "Shelf.swift"], "\(path)")
      #expect(try launched(program).contains("Shelf"), "\(path)")
    }
  }

  /// An app project that references a module's own project (`Modules/Shelf/Shelf.xcodeproj`,
  /// dragged in): the app links the module's framework and depends on it; the module's project
  /// also has a demo app and tests, which are not the app's code.
  private static let appWithSubproject = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        A1 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        A2 = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; name = Shelf.xcodeproj; path = Modules/Shelf/Shelf.xcodeproj; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = A1; };
        B2 = {isa = PBXBuildFile; fileRef = F1; };
        F1 = {isa = PBXReferenceProxy; fileType = wrapper.framework; path = Shelf.framework; remoteRef = C1; sourceTree = BUILT_PRODUCTS_DIR; };
        C1 = {isa = PBXContainerItemProxy; containerPortal = A2; proxyType = 2; remoteGlobalIDString = K1; remoteInfo = Shelf; };
        C2 = {isa = PBXContainerItemProxy; containerPortal = A2; proxyType = 1; remoteGlobalIDString = K1; remoteInfo = Shelf; };
        D1 = {isa = PBXTargetDependency; name = Shelf; targetProxy = C2; };
        G0 = {isa = PBXGroup; children = (G1, A2); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (A1); path = Shop; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        P2 = {isa = PBXFrameworksBuildPhase; files = (B2); };
        T1 = {isa = PBXNativeTarget; name = Shop; buildPhases = (P1, P2); dependencies = (D1); productType = "com.apple.product-type.application"; };
        R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
      };
      rootObject = R0;
    }
    """

  private static let shelfProject = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        A1 = {isa = PBXFileReference; path = Shelf.swift; sourceTree = "<group>"; };
        A2 = {isa = PBXFileReference; path = DemoApp.swift; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = A1; };
        B2 = {isa = PBXBuildFile; fileRef = A2; };
        G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (A1); path = Sources; sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (A2); path = Demo; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
        K1 = {isa = PBXNativeTarget; name = Shelf; buildPhases = (P1); dependencies = (); productType = "com.apple.product-type.framework"; };
        K2 = {isa = PBXNativeTarget; name = ShelfDemo; buildPhases = (P2); dependencies = (); productType = "com.apple.product-type.application"; };
        R0 = {isa = PBXProject; mainGroup = G0; targets = (K1, K2); };
      };
      rootObject = R0;
    }
    """

  @Test(
    "issue 36 (WatchList of the third field trial): a framework of a module's .xcodeproj that the app's project references and links is the app's code; that project's demo app is not"
  )
  func referencedSubproject() throws {
    let root = try folder([
      "Shop.xcodeproj/project.pbxproj": Self.appWithSubproject, "Shop/App.swift": Self.app,
      "Modules/Shelf/Shelf.xcodeproj/project.pbxproj": Self.shelfProject,
      "Modules/Shelf/Sources/Shelf.swift": Self.shelf,
      "Modules/Shelf/Demo/DemoApp.swift":
        "import SwiftUI\n@main struct DemoApp: App { var body: some Scene { WindowGroup { Text(\"demo\") } } }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["App.swift", "Shelf.swift"])
    #expect(program.sources.ownModules.contains("Shelf"))
    #expect(try launched(program).contains("Shelf"))
  }

  @Test(
    "remote packages checked out in SourcePackages/ or .build/ are read for the products used; absent ones are named")
  func remotePackagesCheckedOut() throws {
    let files = ["Shop.xcodeproj/project.pbxproj": Self.pbxproj, "Shop/App.swift": Self.app].merging(Self.shelfPackage)
    { $1 }
    for checkouts in ["SourcePackages/checkouts", ".build/checkouts"] {
      let root = try folder(files.merging(Self.money(in: checkouts)) { $1 })
      let program = try Program.load(paths: [root.path])
      #expect(names(program) == ["App.swift", "Money.swift", "Rounding.swift", "Shelf.swift"], "\(checkouts)")
      #expect(program.sources.packagesRead == ["Money"])
      #expect(program.sources.packagesNotFound == ["Absent"])
      #expect(program.sources.ownModules.contains("Money"))
    }
    // Not checked out: the package's name is said, and its module stays opaque.
    let bare = try folder(files)
    let program = try Program.load(paths: [bare.path])
    #expect(program.sources.packagesNotFound == ["Money", "Absent"])
    #expect(names(program) == ["App.swift", "Shelf.swift"])
  }

  @Test("--packages names a folder of checkouts elsewhere: a package's remote dependencies are read from it")
  func packagesOption() throws {
    let checkouts = try folder(Self.money(in: "checkouts"))
    let root = try folder([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Shop", dependencies: [.package(url: "https://example.com/someone/Money.git", from: "1.0.0")],
        targets: [.executableTarget(name: "Shop", dependencies: [.product(name: "Money", package: "Money")])])
      """,
      "Sources/Shop/App.swift":
        "import SwiftUI\nimport Money\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Text(shown(300)) } } }",
    ])
    let program = try Program.load(paths: [root.path], packages: [checkouts.path])
    #expect(names(program) == ["App.swift", "Money.swift", "Rounding.swift"])
    #expect(program.sources.packagesNotFound.isEmpty)
    let without = try Program.load(paths: [root.path])
    #expect(without.sources.packagesNotFound == ["Money"])
  }

  @Test(
    "a Tuist project is read from its manifests as data: the app target's sources, the frameworks it links, its local packages; manifests are not code"
  )
  func tuistProject() throws {
    let root = try folder(
      [
        "Project.swift": """
        import ProjectDescription
        let project = Project(
          name: "Shop",
          packages: [.package(path: "Shelf")],
          targets: [
            .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "shop", sources: ["Shop/Sources/**"],
                    dependencies: [.target(name: "Catalog"), .package(product: "Shelf"), .target(name: "ShopWidget")]),
            .target(name: "Catalog", destinations: .iOS, product: .framework, bundleId: "catalog", sources: ["Catalog/Sources/**"]),
            .target(name: "ShopWidget", destinations: .iOS, product: .appExtension, bundleId: "widget", sources: ["Widget/**"]),
            .target(name: "ShopTests", destinations: .iOS, product: .unitTests, bundleId: "tests", sources: ["Shop/Tests/**"]),
          ])
        """,
        "Tuist/Config.swift": "import ProjectDescription\nlet config = Config()",
        "Tuist/ProjectDescriptionHelpers/Helpers.swift":
          "import ProjectDescription\nextension Project { static func app() -> Project { fatalError() } }",
        "Shop/Sources/App.swift":
          "import SwiftUI\nimport Shelf\nimport Catalog\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Shelf(title: catalogTitle) } } }",
        "Catalog/Sources/Catalog.swift": "public let catalogTitle = \"Books\"",
        "Widget/Widget.swift": "import SwiftUI\nstruct ShopWidgetView: View { var body: some View { Text(\"w\") } }",
        "Shop/Tests/AppTests.swift": "import Testing",
      ].merging(Self.shelfPackage) { $1 })
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["App.swift", "Catalog.swift", "Shelf.swift"])
    #expect(program.sources.readAs == ["the app target 'Shop' of the Tuist project Project.swift"])
    #expect(program.sources.ownModules.isSuperset(of: ["Catalog", "Shelf"]))
    #expect(try launched(program).contains("Shelf"))
  }

  @Test(
    "a folder with no project of its own whose subfolders hold generated projects (an app's Tuist project beside Tuist's template app, both @main struct TuistApp) reads the app's project, not every file below it: a folder named as a template, demo or example comes last; a manifest's string constants are read into its paths (\\(basePath)/Sources/**)"
  )
  func generatedProjectBelowTheFolder() throws {
    func project(_ name: String) -> String {
      """
      import ProjectDescription
      let project = Project(
        name: "\(name)",
        targets: [
          .target(name: "\(name)", destinations: .iOS, product: .app, bundleId: "\(name)", sources: ["Sources/**"]),
        ])
      """
    }
    let root = try folder([
      "AppTemplate/Project.swift": project("Template"),
      "AppTemplate/Sources/TuistApp.swift":
        "import SwiftUI\n@main struct TuistApp: App { var body: some Scene { WindowGroup { ContentView() } } }",
      "AppTemplate/Sources/ContentView.swift":
        "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"template\") } }",
      "Shop/Project.swift": """
      import ProjectDescription
      private let basePath: String = "Targets/Shop"
      private let appName = "Shop"
      let project = Project(
        name: "\\(appName)",
        targets: [
          Target(name: "ShopApp", platform: .iOS, product: .app, bundleId: "shop", sources: ["\\(basePath)/Sources/**"]),
        ])
      """,
      "Shop/Targets/Shop/Sources/TuistApp.swift":
        "import SwiftUI\n@main struct TuistApp: App { var body: some Scene { WindowGroup { Welcome() } } }",
      "Shop/Targets/Shop/Sources/Welcome.swift":
        "import SwiftUI\nstruct Welcome: View { var body: some View { Text(\"welcome\") } }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["TuistApp.swift", "Welcome.swift"])
    #expect(program.sources.readAs == ["the app target 'ShopApp' of the Tuist project Project.swift"])
    #expect(try launched(program) == ["TuistApp", "Welcome"])
  }

  @Test(
    "a generated project's local package reads the local packages it depends on in turn (.package(path: \"../Components\")), as an Xcode project's do"
  )
  func generatedProjectPackagesOfPackages() throws {
    let root = try folder([
      "Project.swift": """
      import ProjectDescription
      let project = Project(
        name: "Shop",
        packages: [.package(path: "Packages/Feature")],
        targets: [
          .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "shop", sources: ["Sources/**"],
                  dependencies: [.package(product: "Feature")]),
        ])
      """,
      "Sources/ShopApp.swift":
        "import SwiftUI\nimport Feature\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Welcome() } } }",
      "Packages/Feature/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Feature", products: [.library(name: "Feature", targets: ["Feature"])],
        dependencies: [.package(name: "Components", path: "../Components")],
        targets: [.target(name: "Feature", dependencies: ["Components"])])
      """,
      "Packages/Feature/Sources/Feature/Welcome.swift":
        "import SwiftUI\nimport Components\npublic struct Welcome: View { public var body: some View { Continue() } }",
      "Packages/Components/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Components", products: [.library(name: "Components", targets: ["Components"])],
        targets: [.target(name: "Components")])
      """,
      "Packages/Components/Sources/Components/Continue.swift":
        "import SwiftUI\npublic struct Continue: View { public var body: some View { Text(\"Continue\") } }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["Continue.swift", "ShopApp.swift", "Welcome.swift"])
    #expect(try launched(program) == ["ShopApp", "Welcome", "Continue"])
  }

  @Test(
    "a Tuist workspace names its projects by folder and glob; a target of another project is read through .project(target:path:)"
  )
  func tuistWorkspace() throws {
    let root = try folder([
      "Workspace.swift": "import ProjectDescription\nlet workspace = Workspace(name: \"Shop\", projects: [\"Apps/*\"])",
      "Apps/Shop/Project.swift": """
      import ProjectDescription
      let project = Project(name: "Shop", targets: [
        Target(name: "Shop", platform: .iOS, product: .app, bundleId: "shop", sources: "Sources/**",
               dependencies: [.project(target: "Catalog", path: .relativeToRoot("Modules/Catalog"))])
      ])
      """,
      "Apps/Shop/Sources/App.swift":
        "import SwiftUI\nimport Catalog\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Text(catalogTitle) } } }",
      "Modules/Catalog/Project.swift": """
      import ProjectDescription
      let project = Project(name: "Catalog", targets: [
        Target(name: "Catalog", platform: .iOS, product: .staticFramework, bundleId: "catalog", sources: ["Sources/**/*.swift"])
      ])
      """,
      "Modules/Catalog/Sources/Deep/Catalog.swift": "public let catalogTitle = \"Books\"",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["App.swift", "Catalog.swift"])
    #expect(try program.launch().launchUpdate.inserted.count >= 1)
  }

  @Test(
    "a Tuist project whose targets are made by its helpers: the folder is read, without the manifests, and a warning says why"
  )
  func tuistComputedTargets() throws {
    let root = try folder([
      "Project.swift":
        "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project.app(name: \"Shop\")",
      "Tuist/ProjectDescriptionHelpers/Project+App.swift":
        "import ProjectDescription\nextension Project { public static func app(name: String) -> Project { Project(name: name, targets: []) } }",
      "Shop/App.swift":
        "import SwiftUI\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Text(\"Shop\") } } }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["App.swift"])
    #expect(
      program.warnings.contains {
        $0.message.contains("Project.swift") && $0.message.contains("folder is read instead")
      })
  }

  @Test(
    "a Tuist app target linking a module whose project makes its targets with a helper: every project's Sources folder is read, tests and example apps left out, and a warning says why"
  )
  func tuistHelperModules() throws {
    let root = try folder([
      "Workspace.swift":
        "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet workspace = Workspace(name: \"Shop\", projects: [\"App\"] + moduleFolders)",
      "Tuist/ProjectDescriptionHelpers/Module.swift":
        "import ProjectDescription\npublic let moduleFolders: [Path] = []\nextension Project { public static func module(_ name: String) -> Project { Project(name: name, targets: []) } }",
      "App/Project.swift": """
      import ProjectDescription
      let project = Project(name: "Shop", targets: [
        .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "shop", sources: ["Sources/**"],
                dependencies: [.project(target: "Menu", path: .relativeToRoot("Modules/Menu"))])
      ])
      """,
      "App/Sources/App.swift":
        "import SwiftUI\nimport Menu\n@main struct ShopApp: App { var body: some Scene { WindowGroup { MenuView() } } }",
      "Modules/Menu/Project.swift":
        "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project.module(\"Menu\")",
      "Modules/Menu/Sources/MenuView.swift":
        "import SwiftUI\nimport Prices\npublic struct MenuView: View { public var body: some View { PriceTag(amount: 3) } }",
      "Modules/Menu/Tests/MenuTests.swift": "import Testing",
      "Modules/Menu/ExampleApp/MenuExampleApp.swift":
        "import SwiftUI\n@main struct MenuExampleApp: App { var body: some Scene { WindowGroup { Text(\"example\") } } }",
      "Modules/Prices/Project.swift":
        "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project.module(\"Prices\")",
      "Modules/Prices/Interface/Sources/PriceTag.swift":
        "import SwiftUI\npublic struct PriceTag: View { let amount: Int; public var body: some View { Text(\"\\(amount) €\") } }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["App.swift", "MenuView.swift", "PriceTag.swift"])
    #expect(program.warnings.contains { $0.message.contains("links 'Menu', made by code") })
    let tree = try launched(program)
    #expect(tree.contains("MenuView") && tree.contains("PriceTag"))
  }

  @Test("an XcodeGen project.yml is read as data: the app target's sources, with excludes, its framework and packages")
  func xcodeGenProject() throws {
    let root = try folder(
      [
        "project.yml": """
        name: Shop
        options:
          bundleIdPrefix: com.example   # a comment
        packages:
          Shelf:
            path: Shelf
          Money:
            url: https://example.com/someone/Money
            from: 1.0.0
        targets:
          Shop:
            type: application
            platform: iOS
            sources:
              - path: Shop
                excludes:
                  - "Old/**"
            dependencies:
              - target: Catalog
              - package: Shelf
              - package: Money
              - sdk: StoreKit.framework
          Catalog:
            type: framework
            platform: iOS
            sources: [Catalog]
          ShopTests:
            type: bundle.unit-test
            platform: iOS
            sources: ShopTests
        """,
        "Shop/App.swift":
          "import SwiftUI\nimport Shelf\nimport Catalog\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Shelf(title: catalogTitle) } } }",
        "Shop/Old/Stale.swift": "let catalogTitle = 1",
        "Catalog/Catalog.swift": "public let catalogTitle = \"Books\"",
        "ShopTests/Tests.swift": "import Testing",
      ].merging(Self.shelfPackage) { $1 })
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["App.swift", "Catalog.swift", "Shelf.swift"])
    #expect(program.sources.readAs == ["the app target 'Shop' of the XcodeGen project project.yml"])
    #expect(program.sources.packagesNotFound == ["Money"])
    #expect(try launched(program).contains("Shelf"))
  }

  @Test("the YAML ViewGraph reads: block and flow collections, '- key:' items, quotes and comments")
  func smallYAML() {
    let document = SmallYAML.parse(
      """
      name: "Shop"  # the project
      list:
      - a
      - 'b # not a comment'
      targets:
        App:
          sources: [One, "Two"]
          deps:
            - target: Kit
              link: false
            - {package: P, product: Q}
      """)
    #expect(document["name"] == .scalar("Shop"))
    #expect(document["list"] == .list([.scalar("a"), .scalar("b # not a comment")]))
    #expect(document["targets"]?["App"]?["sources"] == .list([.scalar("One"), .scalar("Two")]))
    let deps = document["targets"]?["App"]?["deps"]?.elements ?? []
    #expect(deps.count == 2)
    #expect(deps.first?["target"] == .scalar("Kit"))
    #expect(deps.first?["link"] == .scalar("false"))
    #expect(deps.last?["product"] == .scalar("Q"))
  }
}

extension WholeProjectTests {
  @Test("the folder '.' (a user in the clone's root) is read as the folder: no trap on its last path component")
  func currentFolder() throws {
    let root = try folder([
      "Shop/App.swift":
        "import SwiftUI\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Text(\"Shop\") } } }"
    ])
    for path in [".", "./"] {
      let run = try CommandLine.viewgraph(["explain", path], in: root)
      #expect(run.status == 0, "\(path): \(run.errors)")
      #expect(run.output.contains("ShopApp"), "\(path): \(run.output)")
    }
  }

  @Test(
    "a file of a synchronized folder its target does not own joins the target through the exception set that names it")
  func synchronizedFolderMembership() throws {
    let project = """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 77;
        objects = {
          F1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Shared; sourceTree = "<group>"; };
          F2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Watch; sourceTree = "<group>"; };
          E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (App/ShopApp.swift, App/Root.swift); target = T1; };
          G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; name = Shop; buildPhases = (); dependencies = (); productType = "com.apple.product-type.application"; };
          T2 = {isa = PBXNativeTarget; name = ShopWatch; buildPhases = (); fileSystemSynchronizedGroups = (F2); dependencies = (); productType = "com.apple.product-type.application"; };
          R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
        };
        rootObject = R0;
      }
      """
    let root = try folder([
      "Shop.xcodeproj/project.pbxproj": project,
      "Shared/App/ShopApp.swift":
        "import SwiftUI\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Root() } } }",
      "Shared/App/Root.swift": "import SwiftUI\nstruct Root: View { var body: some View { Text(\"Shop\") } }",
      "Shared/Other/NotInTarget.swift": "let other = 1",
      "Watch/WatchApp.swift":
        "import SwiftUI\n@main struct WatchApp: App { var body: some Scene { WindowGroup { Text(\"w\") } } }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["Root.swift", "ShopApp.swift"])
    #expect(try launched(program).contains("Root"))
  }

  @Test(
    "a type of a package target, written with its module (`extension Shelf.Tab`, `Shelf.Tab.home`), is the package's type"
  )
  func moduleQualifiedNames() throws {
    let root = try folder([
      "App/App.swift": """
      import SwiftUI
      import Shelf
      @main struct ShopApp: App { var body: some Scene { WindowGroup { Tabs() } } }
      extension Shelf.Tab {
        var title: String { self == .books ? "Books" : "Music" }
      }
      struct Tabs: View {
        @State private var tab: Shelf.Tab = Shelf.Tab.books
        var body: some View { Text(tab.title) }
      }
      """,
      "Shelf/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Shelf", products: [.library(name: "Shelf", targets: ["Shelf"])], targets: [.target(name: "Shelf")])
      """,
      "Shelf/Sources/Shelf/Tab.swift": "public enum Tab: CaseIterable { case books, music }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(program.warnings.isEmpty, "\(program.warnings)")
    let explained = try program.launch()
    #expect(explained.launchUpdate.inserted.map(\.name).contains("Tabs"))
  }

  @Test(
    "a project made on a Mac may name its files in another case than the clone has them (`Shop/` for `shop/`): they are found as the Mac's file system finds them"
  )
  func projectPathsMatchedWithoutCase() throws {
    let project = """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 56;
        objects = {
          A1 = {isa = PBXFileReference; path = ShopApp.swift; sourceTree = "<group>"; };
          A2 = {isa = PBXFileReference; path = Root.swift; sourceTree = "<group>"; };
          B1 = {isa = PBXBuildFile; fileRef = A1; };
          B2 = {isa = PBXBuildFile; fileRef = A2; };
          G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
          G1 = {isa = PBXGroup; children = (A1, G2); path = Shop; sourceTree = "<group>"; };
          G2 = {isa = PBXGroup; children = (A2); path = Views; sourceTree = "<group>"; };
          P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
          T1 = {isa = PBXNativeTarget; name = Shop; buildPhases = (P1); dependencies = (); productType = "com.apple.product-type.application"; };
          R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
        };
        rootObject = R0;
      }
      """
    let root = try folder([
      "Shop.xcodeproj/project.pbxproj": project,
      "shop/ShopApp.swift":
        "import SwiftUI\n@main struct ShopApp: App { var body: some Scene { WindowGroup { Root() } } }",
      "shop/views/Root.swift": "import SwiftUI\nstruct Root: View { var body: some View { Text(\"Shop\") } }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["Root.swift", "ShopApp.swift"])
    #expect(!program.warnings.contains { $0.message.contains("not there") })
    #expect(try launched(program).contains("Root"))
  }

  @Test(
    "a synchronized folder's exception set may take whole folders out; a package inside the folder is a local package: its targets are read, its tests never"
  )
  func packagesInsideSynchronizedFolders() throws {
    let project = """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 77;
        objects = {
          F1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Shop; sourceTree = "<group>"; };
          F2 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E2); path = Core; sourceTree = "<group>"; };
          E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Legacy); target = T1; };
          E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shelf); target = T1; };
          S1 = {isa = XCSwiftPackageProductDependency; productName = Shelf; };
          G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; name = Shop; buildPhases = (); fileSystemSynchronizedGroups = (F1, F2); dependencies = (); packageProductDependencies = (S1); productType = "com.apple.product-type.application"; };
          R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); packageReferences = (); };
        };
        rootObject = R0;
      }
      """
    let root = try folder([
      "Shop.xcodeproj/project.pbxproj": project,
      "Shop/App.swift": Self.app,
      "Shop/Legacy/Old.swift": "let old = Undeclared()",
      "Core/Shelf/Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Shelf", products: [.library(name: "Shelf", targets: ["Shelf"])],
        targets: [.target(name: "Shelf"), .testTarget(name: "ShelfTests", dependencies: ["Shelf"])])
      """,
      "Core/Shelf/Sources/Shelf/Shelf.swift": Self.shelf,
      "Core/Shelf/Tests/ShelfTests/ShelfTests.swift": "import Testing\n@Test func shelf() { #expect(1 == 1) }",
      "Core/Shelf/Tests/Integration/Sources/Integration/IntegrationTests.swift":
        "import Testing\n@Test func more() { #expect(1 == 1) }",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["App.swift", "Shelf.swift"])
    #expect(try launched(program).contains("Shelf"))
  }
}

extension WholeProjectTests {
  @Test(
    "a workspace's package folders (FileRef 'group:shelf', matched without case) are the app's packages; a target named package.name is the package's"
  )
  func workspacePackagesAndPackageName() throws {
    let project = Self.pbxproj
      .replacingOccurrences(
        of:
          "A2 = {isa = PBXFileReference; lastKnownFileType = folder; name = Shelf; path = Shelf; sourceTree = \"<group>\"; };",
        with: ""
      )
      .replacingOccurrences(of: "children = (G1, A2);", with: "children = (G1);")
    let root = try folder([
      "Shop.xcworkspace/contents.xcworkspacedata": """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:App/Shop.xcodeproj"></FileRef>
         <FileRef location = "group:shelf"></FileRef>
      </Workspace>
      """,
      "App/Shop.xcodeproj/project.pbxproj": project,
      "App/Shop/App.swift": Self.app,
      "Shelf/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Shelf")
      let src = Target.target(name: package.name, dependencies: [], path: "src")
      let test = Target.testTarget(name: "\\(src.name)Tests", dependencies: [.target(name: src.name)], path: "test")
      package.targets = [src, test]
      """,
      "Shelf/src/Shelf.swift": Self.shelf,
      "Shelf/test/ShelfTests.swift": "import Testing",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["App.swift", "Shelf.swift"])
    #expect(!program.warnings.contains { $0.message.contains("with code") })
    #expect(try launched(program).contains("Shelf"))
  }

  @Test(
    "issue 36, points 1 and 4: an app target that compiles an empty file takes its @main App from the local package its workspace holds around it, whose manifest makes its targets with code"
  )
  func mainAppFromWorkspacePackageAroundTheProject() throws {
    // The app target compiles `Empty.swift` and links the product `ShopFeature` of the package at
    // the clone's root, which the workspace beside the project names as `group:../`.
    let project = Self.pbxproj
      .replacingOccurrences(of: "path = App.swift;", with: "path = Empty.swift;")
      .replacingOccurrences(of: "productName = Shelf;", with: "productName = ShopFeature;")
      .replacingOccurrences(of: "packageProductDependencies = (S1, S2);", with: "packageProductDependencies = (S1);")
      .replacingOccurrences(of: "packageReferences = (R1, R2);", with: "packageReferences = ();")
    let root = try folder([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      struct Module {
        var name: String
        var dependencies: [Target.Dependency] = []
        var target: Target { .target(name: name, dependencies: dependencies) }
        var product: Product { .library(name: name, targets: [name]) }
      }
      let shelf = Module(name: "Shelf")
      let feature = Module(name: "ShopFeature", dependencies: [.target(name: "Shelf")])
      let package = Package(name: "ShopPackage", products: [shelf.product, feature.product], targets: [shelf.target, feature.target])
      """,
      "Sources/ShopFeature/ShopApp.swift": Self.app,
      "Sources/Shelf/Shelf.swift": Self.shelf,
      "Tests/ShelfTests/ShelfTests.swift": "import Testing",
      "App/Shop.xcworkspace/contents.xcworkspacedata": """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:Shop.xcodeproj"></FileRef>
         <FileRef location = "group:../"></FileRef>
      </Workspace>
      """,
      "App/Shop.xcodeproj/project.pbxproj": project,
      "App/Shop/Empty.swift": "// The app's code is the package's.\n",
    ])
    let program = try Program.load(paths: [root.path])
    #expect(names(program) == ["Empty.swift", "Shelf.swift", "ShopApp.swift"])
    #expect(
      !program.warnings.contains { $0.message.contains("holds the folder") }, "\(program.warnings.map(\.message))")
    let views = try launched(program)
    #expect(views.first == "ShopApp" && views.contains("Shelf"), "\(views)")
  }

  @Test(
    "issue 36 (FoodMonitoring of the third field trial): two modules of one package may each declare a type of one name; a file finds its own module's, an imported module's, and Module.Name"
  )
  func sameTypeNameInTwoModules() throws {
    func assembly(_ module: String) -> String {
      """
      import SwiftUI
      public struct Assembly {
        public init() {}
        public func screen() -> some View { \(module)Screen() }
        public func detail() -> some View { \(module)Detail() }
      }
      struct \(module)Screen: View { var body: some View { Assembly().detail() } }
      struct \(module)Detail: View { var body: some View { Text("\(module)") } }
      """
    }
    let root = try folder([
      "App/App.swift": """
      import SwiftUI
      import Books
      import Music
      @main struct ShopApp: App {
        var body: some Scene { WindowGroup { VStack { Books.Assembly().screen(); Music.Assembly().screen(); Picked() } } }
      }
      """,
      "App/Picked.swift":
        "import SwiftUI\nimport Music\nstruct Picked: View { var body: some View { Assembly().detail() } }",
      "Kit/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Kit", targets: [.target(name: "Books"), .target(name: "Music")])
      """,
      "Kit/Sources/Books/Assembly.swift": assembly("Books"),
      "Kit/Sources/Music/Assembly.swift": assembly("Music"),
    ])
    let program = try Program.load(paths: [root.path])
    #expect(!program.warnings.contains { $0.message.contains("a second declaration") })
    let views = try launched(program)
    #expect(views.filter { $0 == "BooksDetail" }.count == 1)
    #expect(views.filter { $0 == "MusicDetail" }.count == 2)
    #expect(views.contains("BooksScreen") && views.contains("MusicScreen"))
  }
}
