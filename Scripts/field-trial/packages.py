#!/usr/bin/env python3
"""Counts the third-party packages SwiftUI apps depend on and which of their symbols they use.

usage: packages.py [-o OUT.tsv] APP_FOLDER...

Each APP_FOLDER is one app's whole clone. Three kinds of rows, names and counts only (never code):

  package   a remote package the app declares: a pin of a Package.resolved, a repositoryURL of an Xcode
            project (XCRemoteSwiftPackageReference), a `.package(url:` of a Package.swift, a
            `.remote(url:` / `.package(url:` of a Tuist manifest, a `url:` under an XcodeGen
            project.yml's packages. Named by the repository's last path component, lowercased
            (`https://github.com/pointfreeco/swift-composable-architecture` is
            swift-composable-architecture); `uses` is the app count too.
  import    a module named in `import` lines that is neither Apple's (a fixed list of SDK modules)
            nor the app's own (a folder of the clone with that name holding Swift files, or a
            target the app's manifests or Xcode project name); `uses` counts the files importing it.
  symbol    a name used in the files that import a third-party module and attributed to it: a
            capitalised identifier not after '.', an @attribute or a #macro, or `Name.member` for
            such a name, that the app does not declare itself, that ViewGraph's prelude does not
            declare (so not SwiftUI's, Foundation's or Combine's), and at least two thirds of whose
            uses over the whole corpus (in apps that do not declare it) are in files importing that
            module (when a file imports several, the module with most such uses wins). `uses` counts
            the uses in those files.

Columns: kind, module (for package rows the package), name, uses, apps. Rows are sorted by kind
(package, import, symbol), then by apps and uses (descending). Reuses vocabulary.py's scanner.
"""

import argparse
import json
import os
import re
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vocabulary  # noqa: E402

APPLE = set('''
SwiftUI Foundation Combine UIKit AppKit Cocoa SwiftData CoreData WidgetKit Observation os OSLog Charts
MapKit CoreLocation StoreKit UserNotifications WatchKit AVFoundation AVKit PhotosUI Photos HealthKit
CoreGraphics CoreImage CoreML Vision RealityKit RealityKitContent ARKit SpriteKit SceneKit GameKit
WebKit SafariServices AuthenticationServices LocalAuthentication Security CryptoKit CloudKit EventKit
EventKitUI Contacts ContactsUI MessageUI Intents IntentsUI AppIntents UniformTypeIdentifiers
QuickLook QuickLookThumbnailing PDFKit Network SystemConfiguration CoreBluetooth CoreMotion
CoreHaptics CoreText CoreFoundation CoreServices CoreTelephony CoreSpotlight CoreTransferable
Accelerate Metal MetalKit GameController MediaPlayer MusicKit ShazamKit Speech NaturalLanguage
Translation TipKit ActivityKit BackgroundTasks LinkPresentation Darwin Dispatch
Foundation ObjectiveC XCTest Testing ImageIO MobileCoreServices IOKit ServiceManagement Carbon
ScreenCaptureKit DeviceActivity FamilyControls ManagedSettings WeatherKit VisionKit AudioToolbox
CoreAudio CoreMedia CoreVideo VideoToolbox PassKit AdSupport AppTrackingTransparency StoreKitTest
ExtensionFoundation Synchronization RegexBuilder Distributed Glibc ExtensionKit NotificationCenter
FoundationModels ImagePlayground GroupActivities SharedWithYou CallKit PushKit HomeKit Social
Accounts _Concurrency _StringProcessing WatchConnectivity SwiftUICore ClockKit UIKitCore
'''.split())
# Modules of the project tools, imported by their manifests' helpers: not the app's dependencies.
TOOLS = {'ProjectDescription', 'ProjectDescriptionHelpers', 'PackageDescription'}
SKIP_DIRS = vocabulary.SKIP_DIRS | {'.git'}


def read(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        return f.read()


def repo_name(url):
    url = url.strip().rstrip('/')
    if url.endswith('.git'):
        url = url[:-4]
    return url.rsplit('/', 1)[-1].rsplit(':', 1)[-1].lower()


def declared_packages(app):
    """Package names the app's manifests and projects declare, and its own module/target names."""
    packages, own = set(), set()
    for dirpath, dirnames, filenames in os.walk(app):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        if any(f.endswith('.swift') for f in filenames):
            own.add(os.path.basename(dirpath))
        for f in filenames:
            path = os.path.join(dirpath, f)
            if f == 'Package.resolved':
                try:
                    data = json.loads(read(path))
                except ValueError:
                    continue
                pins = data.get('pins') or data.get('object', {}).get('pins', [])
                for pin in pins:
                    url = pin.get('location') or pin.get('repositoryURL') or pin.get('identity') or pin.get('package', '')
                    if url:
                        packages.add(repo_name(url))
            elif f == 'project.pbxproj':
                text = read(path)
                packages |= {repo_name(u) for u in re.findall(r'repositoryURL = "?([^";]+)"?;', text)}
                section = re.search(r'Begin PBXNativeTarget section \*/(.*?)/\* End PBXNativeTarget section', text, flags=re.S)
                block = section.group(1) if section else ''
                targets = set(re.findall(r'\b(?:name|productName) = "?([^";]+)"?;', block))
                own |= targets | {re.sub(r'[^A-Za-z0-9_]', '_', t) for t in targets}
            elif f in ('Package.swift', 'Project.swift', 'Workspace.swift', 'Dependencies.swift'):
                text = read(path)
                packages |= {repo_name(u) for u in re.findall(r'\.(?:package|remote)\(\s*url:\s*"([^"]+)"', text)}
                own |= set(re.findall(r'\.(?:target|executableTarget|library|testTarget)\(\s*name:\s*"([^"]+)"', text))
                own |= set(re.findall(r'name:\s*"([^"]+)"', text)) if f != 'Package.swift' else set()
            elif f == 'project.yml':
                text = read(path)
                packages |= {repo_name(u) for u in re.findall(r'url:\s*"?(https?://[^"\s]+)', text)}
                own |= set(re.findall(r'^  ([A-Za-z0-9_-]+):\s*$', text, flags=re.M))
    return packages, own


def prelude_names(repo):
    """Type, function and attribute names ViewGraph's prelude declares."""
    names = set()
    root = os.path.join(repo, 'Sources', 'ViewGraph', 'Prelude')
    for dirpath, _, filenames in os.walk(root):
        for f in filenames:
            if f.endswith('.swift'):
                text = read(os.path.join(dirpath, f))
                names |= set(re.findall(r'\b(?:struct|class|enum|protocol|typealias|actor|func|macro)\s+([A-Za-z_]\w*)', text))
    return names


def scan_app(app):
    """Per file: the modules it imports and Counter of candidate symbols; and the app's own names."""
    files = []
    for path in vocabulary.swift_files(app):
        if os.path.basename(path) in ('Project.swift', 'Workspace.swift'):
            continue
        files.append(vocabulary.tokenize(read(path)))
    own_types, own_values, _, own_attributes = vocabulary.declarations(files)
    own = own_types | own_values | own_attributes
    result = []
    for toks in files:
        imports, symbols = set(), Counter()
        n = len(toks)
        for k, t in enumerate(toks):
            prev = toks[k - 1] if k > 0 else None
            if t.kind == 'id' and t.text == 'import' and (t.line_start or (prev is not None and prev.kind == 'attr')):
                j = k + 1
                if j < n and toks[j].kind == 'id' and toks[j].text in vocabulary.TYPE_DECL | {'func', 'var', 'let'}:
                    j += 1
                if j < n and toks[j].kind == 'id':
                    imports.add(toks[j].text)
                continue
            if t.kind == 'attr':
                if t.text not in own:
                    symbols['@' + t.text] += 1
                continue
            if t.kind == 'pound':
                if t.text not in vocabulary.DIRECTIVES and t.text not in own:
                    symbols['#' + t.text] += 1
                continue
            if t.kind != 'id' or not t.text[:1].isupper() or t.text in own or t.text in vocabulary.KEYWORDS:
                continue
            if prev is not None and ((prev.kind == 'punct' and prev.text == '.') or (prev.kind == 'id' and prev.text in ('import', 'func'))):
                continue
            if prev is not None and prev.kind == 'id' and prev.text in vocabulary.TYPE_DECL:
                continue
            symbols[t.text] += 1
            if k + 2 < n and toks[k + 1].text == '.' and toks[k + 2].kind == 'id' and toks[k + 2].text not in ('self', 'init'):
                symbols[t.text + '.' + toks[k + 2].text] += 1
        result.append((imports, symbols))
    return result, own


def main(argv=None):
    ap = argparse.ArgumentParser(description='Count third-party packages and their symbols over SwiftUI app clones.')
    ap.add_argument('apps', nargs='+', metavar='APP_FOLDER')
    ap.add_argument('-o', '--output', help='write the TSV here (default: standard output)')
    args = ap.parse_args(argv)
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    prelude = prelude_names(repo)

    package_apps = defaultdict(set)
    import_files, import_apps = Counter(), defaultdict(set)
    scanned = {}
    for app in args.apps:
        name = os.path.basename(os.path.normpath(app))
        packages, own_modules = declared_packages(app)
        for p in packages:
            package_apps[p].add(name)
        files, own = scan_app(app)
        third = set()
        for imports, _ in files:
            for m in imports:
                if m not in APPLE and m not in TOOLS and m not in own_modules:
                    import_files[m] += 1
                    import_apps[m].add(name)
                    third.add(m)
        scanned[name] = (files, own, third)

    # Where each symbol is used: in files importing module m, and in all (per app not declaring it).
    total = Counter()
    by_module = defaultdict(Counter)
    module_apps = defaultdict(set)
    for name, (files, own, third) in scanned.items():
        for imports, symbols in files:
            mods = [m for m in imports if m in third]
            for s, c in symbols.items():
                base = s.split('.', 1)[0].lstrip('@#')
                if base in prelude or base in own:
                    continue
                total[s] += c
                for m in mods:
                    by_module[s][m] += c
                    module_apps[(s, m)].add(name)
    rows = []
    for p, apps in package_apps.items():
        rows.append(('package', p, '-', len(apps), len(apps)))
    for m, c in import_files.items():
        rows.append(('import', m, m, c, len(import_apps[m])))
    for s, mods in by_module.items():
        m, c = max(mods.items(), key=lambda kv: (kv[1], kv[0]))
        if c * 3 >= total[s] * 2:
            rows.append(('symbol', m, s, c, len(module_apps[(s, m)])))
    order = {'package': 0, 'import': 1, 'symbol': 2}
    rows.sort(key=lambda r: (order[r[0]], -r[4], -r[3], r[1], r[2]))
    text = 'kind\tmodule\tname\tuses\tapps\n' + ''.join('\t'.join(map(str, r)) + '\n' for r in rows)
    if args.output:
        with open(args.output, 'w', encoding='utf-8') as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    print(f'{len(args.apps)} apps; {len(package_apps)} packages declared, {len(import_files)} third-party modules imported',
          file=sys.stderr)


if __name__ == '__main__':
    main()
