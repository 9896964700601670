#!/usr/bin/env python3
"""Counts the framework vocabulary that SwiftUI apps use: which types, members, modifiers, free
functions and attributes, how often, and in how many apps.

usage: vocabulary.py [-o OUT.tsv] [--summary] APP_FOLDER...

Each APP_FOLDER is one app: every .swift file under it, except Package.swift and files under
folders named *Tests*, .build, .swiftpm, .git, Pods, Carthage or DerivedData. Comments are dropped
and string literals lose their text (an interpolation's code is kept and counted). A name counts as
framework vocabulary in an app only when that app does not declare it itself (see the kinds below);
the names an app declares are collected over all of its files first.

Kinds (one row per kind and name):
  type        a capitalised identifier that is not after a '.', '@' or '#': in expressions, type
              annotations, inheritance clauses, generic arguments and attribute arguments
              (`@Query(sort: \\Item.date)` counts Item); not the app's own struct, class, enum,
              protocol, actor, typealias or associatedtype names, nor its generic parameters
  modifier    a name after '.' that is called (`.name(` or `.name {`) right after ')' or '}', or
              on a line that starts with '.': a chained call such as `Text("a").bold()` or
              `    .padding()` under a view
  member      any other name after '.' (`x.foo`, implicit `.foo`, key path `\\.foo`, `x?.foo`)
              For both: not a name the app declares with func, var, let or case anywhere.
  function    a call of a lowercase name without a receiver (`print(`, `min(`,
              `withAnimation {`), that the app does not declare as a func, var, let, case or
              parameter name
  attribute   `@Name` (attributes and property wrappers, `@State`, `@MainActor`, `@escaping`)
  attribute (own)
              `@Name` where the app declares Name itself as a @propertyWrapper, @resultBuilder or
              @globalActor type, or as a macro; kept apart so they do not dilute the framework's
              share
  macro       `#Name` expressions (`#Preview`, `#Predicate`, `#selector`); not #if and the
              other compiler directives, nor #available
  import      the modules named in `import` lines

Output: TSV with the header `kind<TAB>name<TAB>uses<TAB>apps<TAB>cumulative`, sorted by uses
(descending), where `cumulative` is the share of all uses of that kind covered by that row and every
row of the same kind above it. Only names and counts are written, never code. With --summary (or
always on stderr) it prints, per kind, how many names cover 95% of that kind's uses.

The scanner is lexical, not a parser: it knows comments, string literals (with interpolations,
multi-line and raw strings), `#/regex/#` literals and compiler directives, and recognises
declarations by their keywords. It is meant for frequency ranking across many apps, where a rare
misreading does not change the order.
"""

import argparse
import os
import re
import sys
from collections import Counter, defaultdict

SKIP_DIRS = {'.build', '.swiftpm', '.git', 'Pods', 'Carthage', 'DerivedData'}
ATTRIBUTE_MAKERS = {'propertyWrapper', 'resultBuilder', 'globalActor'}
TYPE_DECL = {'struct', 'class', 'enum', 'protocol', 'actor', 'typealias', 'associatedtype'}
# Words that can stand before '(' or '{' without being a call of a free function.
KEYWORDS = {
    'if', 'else', 'guard', 'switch', 'case', 'default', 'for', 'while', 'repeat', 'do', 'catch',
    'return', 'throw', 'throws', 'rethrows', 'try', 'await', 'in', 'where', 'is', 'as', 'some', 'any',
    'func', 'init', 'deinit', 'subscript', 'get', 'set', 'willSet', 'didSet', 'defer', 'let', 'var',
    'self', 'super', 'Self', 'true', 'false', 'nil', 'import', 'static', 'private', 'fileprivate',
    'internal', 'public', 'open', 'final', 'override', 'mutating', 'nonmutating', 'lazy', 'weak',
    'unowned', 'inout', 'convenience', 'required', 'optional', 'indirect', 'extension', 'operator',
    'precedencegroup', 'async', 'break', 'continue', 'fallthrough', 'consuming', 'borrowing',
    'nonisolated', 'isolated', 'package', 'macro', 'each', '_modify', '_read',
} | TYPE_DECL
DIRECTIVES = {'if', 'elseif', 'else', 'endif', 'warning', 'error', 'sourceLocation', 'line_directive',
              'available', 'unavailable'}
IDENT_START = re.compile(r'[A-Za-z_]')
IDENT = re.compile(r'[A-Za-z_][A-Za-z0-9_]*')
OPERATOR_CHARS = set('/=-+!*%<>&|^~?')


class Token:
    __slots__ = ('kind', 'text', 'line_start')

    def __init__(self, kind, text, line_start):
        # kind: 'id', 'num', 'str', 'op', 'punct', 'attr' (@name), 'pound' (#name)
        self.kind, self.text, self.line_start = kind, text, line_start

    def __repr__(self):
        return f'{self.kind}:{self.text}'


class Lexer:
    """Turns Swift source into tokens; comments vanish and a string literal becomes one 'str'
    token, followed by '(' <interpolation tokens> ')' 'str' for each interpolation."""

    def __init__(self, src):
        self.s, self.i, self.n = src, 0, len(src)
        self.tokens = []
        self.at_line_start = True

    def add(self, kind, text):
        self.tokens.append(Token(kind, text, self.at_line_start))
        self.at_line_start = False

    def run(self):
        self.lex_code(stop_at_paren=False)
        return self.tokens

    def lex_code(self, stop_at_paren):
        """Lexes code; with stop_at_paren, stops after the ')' that closes an interpolation."""
        s, depth = self.s, 0
        while self.i < self.n:
            c = s[self.i]
            if c == '\n':
                self.at_line_start = True
                self.i += 1
            elif c in ' \t\r\f':
                self.i += 1
            elif s.startswith('//', self.i):
                j = s.find('\n', self.i)
                self.i = self.n if j < 0 else j
            elif s.startswith('/*', self.i):
                self.skip_block_comment()
            elif c == '"' or (c == '#' and re.match(r'#+"', s[self.i:self.i + 8])):
                self.lex_string()
            elif c == '#' and re.match(r'#+/', s[self.i:self.i + 8]):
                self.skip_regex()
            elif c == '#':
                m = IDENT.match(s, self.i + 1)
                if not m:
                    self.i += 1
                    continue
                name = m.group()
                if self.at_line_start and name in DIRECTIVES - {'available', 'unavailable'}:
                    j = s.find('\n', self.i)          # a compiler directive: skip its line
                    self.i = self.n if j < 0 else j
                    continue
                self.add('pound', name)
                self.i = m.end()
            elif c == '@':
                m = IDENT.match(s, self.i + 1)
                if m:
                    self.add('attr', m.group())
                    self.i = m.end()
                else:
                    self.i += 1
            elif c == '`':
                j = s.find('`', self.i + 1)
                if j < 0:
                    j = self.n - 1
                self.add('id', s[self.i + 1:j])
                self.i = j + 1
            elif c == '$':
                m = re.compile(r'\$[A-Za-z0-9_]*').match(s, self.i)
                self.add('id', m.group())
                self.i = m.end()
            elif IDENT_START.match(c):
                m = IDENT.match(s, self.i)
                self.add('id', m.group())
                self.i = m.end()
            elif c.isdigit() and c.isascii():  # not a Unicode digit such as ² in an identifier-like emoji name
                m = re.compile(r'0[xob][0-9a-fA-F_]+|[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][-+]?[0-9]+)?').match(s, self.i)
                self.add('num', m.group())
                self.i = m.end()
            elif c == '.':
                if s.startswith('...', self.i) or s.startswith('..<', self.i):
                    self.add('op', s[self.i:self.i + 3])
                    self.i += 3
                else:
                    self.add('punct', '.')
                    self.i += 1
            elif c in OPERATOR_CHARS:
                j = self.i
                while j < self.n and s[j] in OPERATOR_CHARS and not s.startswith('//', j) and not s.startswith('/*', j):
                    j += 1
                self.add('op', s[self.i:j])
                self.i = j
            else:
                if c == '(':
                    depth += 1
                elif c == ')':
                    if stop_at_paren and depth == 0:
                        self.add('punct', ')')
                        self.i += 1
                        return
                    depth -= 1
                self.add('punct', c)
                self.i += 1

    def skip_block_comment(self):
        s, depth = self.s, 0
        while self.i < self.n:
            if s.startswith('/*', self.i):
                depth += 1
                self.i += 2
            elif s.startswith('*/', self.i):
                depth -= 1
                self.i += 2
                if depth == 0:
                    return
            else:
                self.i += 1

    def skip_regex(self):
        hashes = len(re.match(r'#+', self.s[self.i:]).group())
        end = self.s.find('/' + '#' * hashes, self.i + hashes + 1)
        self.i = self.n if end < 0 else end + 1 + hashes
        self.add('str', '')

    def lex_string(self):
        s = self.s
        hashes = len(re.match(r'#*', s[self.i:]).group())
        self.i += hashes
        multi = s.startswith('"""', self.i)
        self.i += 3 if multi else 1
        close = ('"""' if multi else '"') + '#' * hashes
        escape = '\\' + '#' * hashes
        self.add('str', '')
        while self.i < self.n:
            if s.startswith(close, self.i):
                self.i += len(close)
                return
            if s.startswith(escape, self.i):
                k = self.i + len(escape)
                if k < self.n and s[k] == '(':           # an interpolation: its code counts
                    self.i = k
                    self.add('punct', '(')
                    self.i += 1
                    self.lex_code(stop_at_paren=True)
                    self.add('str', '')
                    continue
                self.i = k + 1
                continue
            if not multi and s[self.i] == '\n':        # unterminated: give up on this literal
                return
            self.i += 1


def tokenize(src):
    return Lexer(src).run()


def swift_files(app):
    for dirpath, dirnames, filenames in os.walk(app):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and 'Tests' not in d)
        for f in sorted(filenames):
            if f.endswith('.swift') and f != 'Package.swift':
                yield os.path.join(dirpath, f)


def generic_params(toks, k):
    """Names declared in a generic parameter list starting at toks[k] ('<'), and the index after it."""
    names, depth, j, expect_name = set(), 0, k, True
    while j < len(toks):
        t = toks[j]
        if t.kind == 'op' and set(t.text) <= {'<', '>'}:
            depth += t.text.count('<') - t.text.count('>')
            if t.text.startswith('<') and depth == 1:
                expect_name = True
            if depth <= 0:
                return names, j + 1
        elif depth == 1 and t.kind == 'punct' and t.text == ',':
            expect_name = True
        elif depth == 1 and expect_name and t.kind == 'id':
            if t.text != 'each':
                names.add(t.text)
                expect_name = False
        elif t.kind == 'punct' and t.text in '{(;':
            break
        j += 1
    return names, j


def declarations(files_tokens):
    """The names an app declares: types (incl. generic parameters), values (func/var/let/case),
    parameters (function and closure parameters) and attributes (its @propertyWrapper,
    @resultBuilder and @globalActor types, and its macros)."""
    types, values, params, attributes = set(), set(), set(), set()
    for toks in files_tokens:
        n = len(toks)
        for k, t in enumerate(toks):
            if t.kind != 'id':
                continue
            nxt = toks[k + 1] if k + 1 < n else None
            if t.text in TYPE_DECL and nxt is not None and nxt.kind == 'id' and nxt.text not in ('func', 'var', 'let', 'subscript', 'init'):
                types.add(nxt.text)
                j = k - 1                                 # the attributes and modifiers before it
                while j >= 0 and (toks[j].kind == 'attr' or (toks[j].kind == 'id' and toks[j].text in KEYWORDS)):
                    if toks[j].kind == 'attr' and toks[j].text in ATTRIBUTE_MAKERS:
                        attributes.add(nxt.text)
                    j -= 1
                if k + 2 < n and toks[k + 2].kind == 'op' and toks[k + 2].text.startswith('<'):
                    types |= generic_params(toks, k + 2)[0]
            elif t.text == 'macro' and nxt is not None and nxt.kind == 'id' and k + 2 < n and toks[k + 2].text in ('(', '<'):
                attributes.add(nxt.text)
            elif t.text in ('func', 'init', 'subscript'):
                j = k + 1
                if t.text == 'func' and nxt is not None and nxt.kind == 'id':
                    values.add(nxt.text)
                    j = k + 2
                if j < n and toks[j].kind == 'op' and toks[j].text == '?':   # init?
                    j += 1
                if j < n and toks[j].kind == 'op' and toks[j].text.startswith('<'):
                    g, j = generic_params(toks, j)
                    types |= g
                if j < n and toks[j].text == '(':
                    depth = 0
                    while j < n:
                        u = toks[j]
                        if u.text == '(' and u.kind == 'punct':
                            depth += 1
                        elif u.text == ')' and u.kind == 'punct':
                            depth -= 1
                            if depth == 0:
                                break
                        elif depth == 1 and u.kind == 'id' and j + 1 < n and (
                                toks[j + 1].text == ':' or (toks[j + 1].kind == 'id' and j + 2 < n and toks[j + 2].text == ':')):
                            params.add(u.text)
                        j += 1
            elif t.text in ('var', 'let'):
                j = k + 1
                if j < n and toks[j].text == '(':                             # let (a, b) = ...
                    while j < n and toks[j].text != ')':
                        if toks[j].kind == 'id':
                            values.add(toks[j].text)
                        j += 1
                elif nxt is not None and nxt.kind == 'id':
                    values.add(nxt.text)
            elif t.text == 'case' and nxt is not None and nxt.kind == 'id' and nxt.text not in ('let', 'var', 'is'):
                values.add(nxt.text)                                          # case a, b(Int), c
                depth, j = 0, k + 2
                while j < n and not toks[j].line_start:
                    u = toks[j]
                    if u.text in '([' and u.kind == 'punct':
                        depth += 1
                    elif u.text in ')]' and u.kind == 'punct':
                        depth -= 1
                    elif depth == 0 and u.text == ',' and j + 1 < n and toks[j + 1].kind == 'id':
                        values.add(toks[j + 1].text)
                    elif depth == 0 and u.text in (':', '=', '{'):
                        break
                    j += 1
            elif t.text == 'in':                                              # closure parameters
                j = k - 1
                while j >= 0 and not (toks[j].kind == 'punct' and toks[j].text == '{') and k - j < 40:
                    u = toks[j]
                    if u.kind == 'id' and u.text[:1].islower() and u.text not in KEYWORDS:
                        params.add(u.text)
                    if u.line_start:
                        break
                    j -= 1
    return types, values, params, attributes


def count_app(app):
    """Counter of (kind, name) for one app folder."""
    files_tokens = []
    for path in swift_files(app):
        with open(path, encoding='utf-8', errors='replace') as f:
            files_tokens.append(tokenize(f.read()))
    own_types, own_values, own_params, own_attributes = declarations(files_tokens)
    counts = Counter()
    for toks in files_tokens:
        n = len(toks)
        in_import = False
        for k, t in enumerate(toks):
            prev = toks[k - 1] if k > 0 else None
            nxt = toks[k + 1] if k + 1 < n else None
            if t.line_start:
                in_import = False
            if t.kind == 'attr':
                if t.text in own_attributes:
                    counts[('attribute (own)', '@' + t.text)] += 1
                else:
                    counts[('attribute', '@' + t.text)] += 1
                continue
            if t.kind == 'pound':
                if t.text not in DIRECTIVES:
                    counts[('macro', '#' + t.text)] += 1
                continue
            if t.kind != 'id':
                continue
            if t.text == 'import' and t.line_start or (t.text == 'import' and prev is not None and prev.kind == 'attr'):
                in_import = True                      # import [struct] A.B  (kind words skipped)
                j = k + 1
                if j < n and toks[j].kind == 'id' and toks[j].text in TYPE_DECL | {'func', 'var', 'let'}:
                    j += 1
                if j < n and toks[j].kind == 'id':
                    counts[('import', toks[j].text)] += 1
                continue
            if in_import:
                continue
            name = t.text
            if name.startswith('$'):
                continue
            after_dot = prev is not None and prev.kind == 'punct' and prev.text == '.'
            if after_dot:
                if name in ('self', 'Type', 'Protocol') or name in own_values or name in own_types:
                    continue
                dot = prev
                before = toks[k - 2] if k >= 2 else None
                called = nxt is not None and nxt.kind == 'punct' and nxt.text in ('(', '{')
                chained = dot.line_start or (before is not None and before.kind == 'punct' and before.text in (')', '}'))
                counts[('modifier' if called and chained else 'member', name)] += 1
                continue
            if prev is not None and prev.kind == 'id' and prev.text in TYPE_DECL | {'func'}:
                continue                              # the name being declared
            if name[0].isupper():
                if name in KEYWORDS or name in own_types or name in own_values:
                    continue
                counts[('type', name)] += 1
                continue
            if name in KEYWORDS or name in own_values or name in own_params or name in own_types:
                continue
            if nxt is None or nxt.kind != 'punct':
                continue
            if nxt.text == '(':
                if prev is not None and prev.kind == 'id' and prev.text == 'func':
                    continue
                counts[('function', name)] += 1
            elif nxt.text == '{' and trailing_closure_call(toks, k):
                counts[('function', name)] += 1
    return counts


def trailing_closure_call(toks, k):
    """Whether `name {` at toks[k] is a call with a trailing closure, not `if flag {` and the like."""
    prev = toks[k - 1] if k > 0 else None
    if toks[k].line_start or prev is None:
        return True
    if prev.kind == 'punct' and prev.text in ('{', '(', ';', ':'):
        return True
    if prev.kind == 'op' and prev.text == '=':
        return True
    if prev.kind == 'id' and prev.text in ('return', 'try', 'await'):
        return True
    if prev.kind == 'id' and prev.text == 'in':     # `{ x in work {` but not `for x in items {`
        j = k - 1
        while j > 0 and not toks[j].line_start:
            j -= 1
            if toks[j].kind == 'id' and toks[j].text == 'for':
                return False
        return True
    return False


def coverage(table_path, known_path, top=40):
    """Reads a table this script wrote and the names ViewGraph simulates (`viewgraph vocabulary`:
    kind<TAB>name lines) and prints, per kind, how much of the vocabulary that covers 95% of the
    uses ViewGraph simulates, and the most used names it does not (which it treats as opaque
    values, with a warning, wherever they are used)."""
    known = defaultdict(set)
    with open(known_path, encoding='utf-8') as f:
        for line in f:
            kind, _, name = line.rstrip('\n').partition('\t')
            known[kind].add(name)
            if kind == 'attribute':
                known[kind].add('@' + name)
    rows = defaultdict(list)
    with open(table_path, encoding='utf-8') as f:
        next(f)
        for line in f:
            kind, name, uses, apps, share = line.rstrip('\n').split('\t')
            rows[kind].append((name, int(uses), int(apps), float(share)))
    for kind in ['type', 'modifier', 'member', 'function', 'attribute']:
        head = []
        for row in rows[kind]:
            head.append(row)
            if row[3] >= 0.95:
                break
        simulated = [r for r in head if r[0] in known[kind]]
        uses = sum(r[1] for r in head)
        simulated_uses = sum(r[1] for r in simulated)
        print(f'{kind}: {len(simulated)} of the {len(head)} names that cover 95% of uses are simulated '
              f'({simulated_uses / max(uses, 1):.1%} of their uses); the rest are opaque values with a warning')
        missing = [r for r in head if r[0] not in known[kind]][:top]
        if missing:
            print('  most used not simulated: ' + ', '.join(f'{n} ({u})' for n, u, _, _ in missing))


def main(argv=None):
    ap = argparse.ArgumentParser(
        description='Count framework vocabulary (types, members, modifiers, functions, attributes) over SwiftUI app folders.',
        usage='%(prog)s [-o OUT.tsv] [--summary] APP_FOLDER...\n       %(prog)s --coverage TABLE.tsv --known KNOWN.tsv')
    ap.add_argument('apps', nargs='*', metavar='APP_FOLDER')
    ap.add_argument('-o', '--output', help='write the TSV here (default: standard output)')
    ap.add_argument('--summary', action='store_true', help='print the 95%% figures on standard output too')
    ap.add_argument('--coverage', metavar='TABLE.tsv', help='report how much of a table ViewGraph simulates (with --known)')
    ap.add_argument('--known', metavar='KNOWN.tsv', help="the names ViewGraph simulates: the output of 'viewgraph vocabulary'")
    args = ap.parse_args(argv)
    if args.coverage:
        if not args.known:
            ap.error('--coverage needs --known')
        coverage(args.coverage, args.known)
        return
    if not args.apps:
        ap.error('give at least one APP_FOLDER')

    uses, apps = Counter(), defaultdict(set)
    for app in args.apps:
        if not os.path.isdir(app):
            ap.error(f'not a folder: {app}')
        name = os.path.basename(os.path.normpath(app))
        for key, c in count_app(app).items():
            uses[key] += c
            apps[key].add(name)

    totals = Counter()
    for (kind, _), c in uses.items():
        totals[kind] += c
    rows = sorted(uses.items(), key=lambda kv: (-kv[1], kv[0][0], kv[0][1]))
    running = Counter()
    lines = ['kind\tname\tuses\tapps\tcumulative']
    for (kind, name), c in rows:
        running[kind] += c
        share = running[kind] / totals[kind]
        lines.append(f'{kind}\t{name}\t{c}\t{len(apps[(kind, name)])}\t{share:.4f}')
    text = '\n'.join(lines) + '\n'
    if args.output:
        with open(args.output, 'w', encoding='utf-8') as f:
            f.write(text)
    else:
        sys.stdout.write(text)

    summary = [f'{len(args.apps)} apps']
    for kind in sorted(totals, key=lambda k: -totals[k]):
        ranked = [c for (k, _), c in rows if k == kind]
        covered, needed = 0, 0
        for c in ranked:
            covered += c
            needed += 1
            if covered >= 0.95 * totals[kind]:
                break
        summary.append(f'{kind}: {totals[kind]} uses of {len(ranked)} names; {needed} names cover 95%')
    out = sys.stdout if args.summary and args.output else sys.stderr
    print('\n'.join(summary), file=out)


if __name__ == '__main__':
    main()
