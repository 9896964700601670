#!/usr/bin/env python3
"""Runs the code listings of The Swift Programming Language's Language Guide through
`viewgraph run` and compares what they print with what the book shows (issue 35).

    Scripts/language-guide/run.py BOOK [--viewgraph PATH] [--out DIR] [--chapter NAME]

BOOK is a checkout of swiftlang/swift-book, or its bare git directory (as the `fetch` tool
leaves it): a git directory is read at PINNED_COMMIT; a checkout is read as it is, with a
warning when it is at another commit. Writes results.tsv (one row per chapter and a total)
and failures.tsv (one row per listing that did not pass) next to this script: names and
counts only, never the book's text or code.

How a listing is read: each ```swift listing of a chapter is followed, in the book's source,
by an HTML comment holding the book's own test of it (`- test: `name``, then a ```swifttest
block). In that block `->` lines are the listing's code, `<-` and `</` lines what it prints
(`// Prints "…"`, `// Prints two lines:` and the bare `// …` output lines of the visible
listing), `>>`/`<<` hidden set-up code and its output, `/>` a hidden expression whose value
the listing states in a comment (`// x is now 5`: not run, not compared), `!!`/`!$` the
compiler errors the listing is meant to produce (excluded), and `xx` a runtime trap it is meant
to hit (passes when the run stops with a runtime error). The code run is the test's `->` and
`>>` lines: the listing as the reader sees it plus the set-up the prose describes in comments
(`// customersInLine is ["Alex", …]`). A listing no test follows (the book's newer sections)
runs as shown, with the output of its `// Prints "…"` and `// Prints N lines:` comments, built
up with the chapter's other such listings.

How a chapter is built up: listings that name the same test are one program in the book's
own build, in order, so a later listing uses the declarations of earlier ones. Each listing
runs as the listings before it in its test that ran cleanly, followed by itself; what it
printed is the output past what those earlier listings printed. A listing that fails is left
out of the ones after it, so one gap is counted once where later listings do not need it.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

PINNED_COMMIT = "29329996c4ec537de0b16e70609e2a6c4ecc2af7"
GUIDE = "TSPL.docc/LanguageGuide"
HERE = os.path.dirname(os.path.abspath(__file__))
SHOW_DIFFERENCES = False

# Listings the engine cannot honestly run (issue 35, point 4), by what they contain.
EXCLUSIONS = [
    (re.compile(r"<#"), "a syntax template, not code"),
    (re.compile(r"^\s*(@freestanding|@attached|(public\s+)?macro\s+\w+)", re.M), "a macro declaration"),
    (re.compile(r"\bUnsafe(Mutable)?(Raw)?(Buffer)?Pointer\b"), "unsafe pointers"),
    (re.compile(r"\bimport\s+(Darwin|Glibc|UIKit|AppKit)\b"), "a platform module"),
]


@dataclass
class Listing:
    chapter: str
    number: int  # 1-based, in the chapter
    line: int  # of the ```swift fence in the chapter's source
    code: str
    test: str | None = None
    output: list[str] | None = None  # None: the listing shows no output
    traps: bool = False
    excluded: str | None = None
    shown: list[str] | None = None  # what the listing's own `// Prints` comments show, if any


# A program that makes a Set or a Dictionary: what iterating or printing one shows comes in an
# order Swift's per-process random hash seed picks, so the book's order is one run's.
UNORDERED_COLLECTION = re.compile(r"\b(Set|Dictionary)\b|(?<![\w)\]?!])\[\s*(\w+|\"[^\"\n]*\")\s*:\s*[\w\"\[]")


@dataclass
class Outcome:
    listing: Listing
    passed: bool
    ran: bool
    cause: str = ""
    unordered: bool = False  # passed with its lines in another order (a Set's or Dictionary's)
    as_shown: bool = False  # passed printing what the listing's comments show, which its test checks less of


@dataclass
class ChapterResult:
    name: str
    outcomes: list[Outcome] = field(default_factory=list)


def read_chapters(book: str) -> dict[str, str]:
    """The Language Guide's chapters, by name, from a checkout or a git directory."""
    if not os.path.isdir(os.path.join(book, GUIDE)) and not os.path.exists(os.path.join(book, "HEAD")) \
            and os.path.exists(os.path.join(book, "repo", "HEAD")):
        book = os.path.join(book, "repo")  # the folder the `fetch` tool leaves, holding the git directory
    git_dir = book if os.path.exists(os.path.join(book, "HEAD")) and not os.path.isdir(os.path.join(book, GUIDE)) else None
    if git_dir is None:
        folder = os.path.join(book, GUIDE)
        head = subprocess.run(["git", "-C", book, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
        if head and head != PINNED_COMMIT:
            print(f"warning: the book is at {head}, the results are pinned to {PINNED_COMMIT}", file=sys.stderr)
        return {name[:-3]: open(os.path.join(folder, name), encoding="utf-8").read()
                for name in sorted(os.listdir(folder)) if name.endswith(".md")}
    names = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "--name-only", f"{PINNED_COMMIT}:{GUIDE}"],
                           capture_output=True, text=True, check=True).stdout.split()
    return {name[:-3]: subprocess.run(["git", "--git-dir", git_dir, "show", f"{PINNED_COMMIT}:{GUIDE}/{name}"],
                                      capture_output=True, text=True, check=True).stdout
            for name in names if name.endswith(".md")}


@dataclass
class TestBlock:
    """The book's own test of a listing (the ```swifttest block in the comment after it)."""
    name: str
    code: str  # its `->` (shown) and `>>` (hidden set-up) lines, as the book's test runs them
    output: list[str]  # everything that code prints: shown (`<-`, `</`) or not (`<<`)
    shows_output: bool  # whether the reader is shown any of it
    traps: bool
    fails_to_compile: bool


def read_test_block(lines: list[str], start: int) -> TestBlock | None:
    """The test comment after a listing, if one follows it (past comments that are not tests)."""
    i = start
    while True:
        while i < len(lines) and not lines[i].strip():
            i += 1
        if i >= len(lines) or not lines[i].strip().startswith("<!--"):
            return None
        end = next((k for k in range(i, len(lines)) if "-->" in lines[k]), len(lines))
        if any(re.match(r"\s*- test: `", line) for line in lines[i:end]):
            break
        i = end + 1
    name = None
    code: list[str] = []
    output: list[str] = []
    shown = traps = fails_to_compile = in_block = False
    marker = None  # the marker of the last marked line: unmarked lines continue it
    producer = None  # the marker of the code whose output follows: `->`, `>>` or `/>`
    while i < len(lines) and "-->" not in lines[i]:
        text = lines[i]
        stripped = text.strip()
        i += 1
        match = re.match(r"- test: `([^`,]+)", stripped)
        if match and name is None:
            name = match.group(1).strip()
        if stripped.startswith("```"):
            in_block = not in_block
            continue
        if not in_block:
            continue
        head = stripped[:2]
        rest = text[5:] if len(text) > 5 else ""
        if head in ("->", ">>", "/>", "!!", "!$", "xx", "<-", "</", "<<") and text[:2].strip() == "" and text[2:4] == head:
            marker = head
            if head in ("->", ">>", "/>"):
                producer = head
                if head != "/>":
                    code.append(rest)
            elif head in ("!!", "!$"):
                fails_to_compile = True
            elif head == "xx":
                traps = True
            elif producer in ("->", ">>"):  # the output of code that runs (not of a hidden `/>`)
                output.append(rest)
                shown = shown or (head != "<<" and producer == "->")
            continue
        if stripped.startswith("//") and len(text) - len(text.lstrip()) <= 2:
            continue  # the block's own comments
        if marker in ("->", ">>"):
            code.append(rest)  # a continuation of the statement above
    if name is None:
        return None
    return TestBlock(name, "\n".join(code) + "\n", output, shown, traps, fails_to_compile)


def shown_in_comments(code: str) -> list[str] | None:
    """The output a listing's comments show: `// Prints "…"` (a line each), and `// Prints N
    lines:` followed by one `// …` comment line per printed line."""
    output: list[str] = []
    lines = code.split("\n")
    i = 0
    while i < len(lines):
        comment = lines[i].split("//", 1)[1].strip() if "//" in lines[i] and '"' not in lines[i].split("//", 1)[0][-1:] else ""
        single = re.fullmatch(r'Prints "(.*)"\.?', comment)
        several = re.fullmatch(r"Prints \w+ lines:", comment)
        if single:
            output.append(single.group(1).replace('\\"', '"').replace("\\\\", "\\"))
        elif several:
            while i + 1 < len(lines) and lines[i + 1].strip().startswith("//"):
                i += 1
                output.append(lines[i].strip()[2:].strip())
        i += 1
    return output or None


def extract(chapter: str, text: str) -> list[Listing]:
    """Every ```swift listing of a chapter, with its test and the output it shows."""
    lines = text.split("\n")
    listings: list[Listing] = []
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```swift":
            indent = len(lines[i]) - len(lines[i].lstrip())
            start = i
            i += 1
            body = []
            while i < len(lines) and lines[i].strip() != "```":
                body.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i])
                i += 1
            listing = Listing(chapter, len(listings) + 1, start + 1, "\n".join(body) + "\n")
            listing.shown = shown_in_comments(listing.code)
            test = read_test_block(lines, i + 1)
            for pattern, reason in EXCLUSIONS:
                if pattern.search(listing.code):
                    listing.excluded = reason
                    break
            if test:
                listing.test, listing.code, listing.traps = test.name, test.code, test.traps
                listing.output = test.output if test.shows_output or test.traps else None
                if listing.excluded is None and test.fails_to_compile:
                    listing.excluded = "the book shows it does not compile"
            else:
                # A listing the book's tests leave out: its own `// Prints` comments say what it
                # prints, and the chapter's other such listings build it up.
                listing.test = f"{chapter} (untested listings)"
                listing.output = shown_in_comments(listing.code)
            listings.append(listing)
        i += 1
    return listings


def run_viewgraph(viewgraph: str, code: str, workdir: str) -> tuple[int, str, str]:
    path = os.path.join(workdir, "main.swift")
    with open(path, "w", encoding="utf-8") as file:
        file.write(code)
    try:
        done = subprocess.run([viewgraph, "run", "--max-seconds", "10", path], capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return -1, "", "hung: no answer in 120 seconds"
    return done.returncode, done.stdout, done.stderr


def cause_of(status: int, stderr: str) -> str:
    """The first error, one line, with the temporary file's name and quoted text taken out."""
    if status < 0 and status != -1:
        return f"crashed (signal {-status})"
    for line in stderr.split("\n"):
        match = re.search(r"\berror: (.*)", line)
        if match:
            message = re.sub(r'"[^"]*"', '"…"', match.group(1))
            message = re.sub(r"\s*\[[-\w]+\]$", "", message)  # a message ID
            return message[:140]
    return stderr.strip().split("\n")[0][:140] or f"exit status {status}"


def printed_lines(text: str) -> list[str]:
    """What a run printed, a line each, without the spaces that end a line."""
    if not text:
        return []
    return [line.rstrip() for line in (text[:-1] if text.endswith("\n") else text).split("\n")]


def run_chapter(viewgraph: str, listings: list[Listing], workdir: str) -> ChapterResult:
    result = ChapterResult(listings[0].chapter if listings else "")
    clean: dict[str, list[Listing]] = {}  # by test: the listings that ran cleanly, in order
    printed: dict[str, str] = {}  # by test: what those printed
    for listing in listings:
        if listing.excluded:
            continue
        before = clean.get(listing.test, [])
        program = "".join(earlier.code + "\n" for earlier in before) + listing.code
        status, stdout, stderr = run_viewgraph(viewgraph, program, workdir)
        earlier_output = printed.get(listing.test, "")
        own = stdout[len(earlier_output):] if stdout.startswith(earlier_output) else None
        ran = status == 0
        trapped = status == 2 and "error:" in stderr and own is not None and not load_failed(stderr)
        if own is None:
            outcome = Outcome(listing, False, ran, "what earlier listings printed changed")
        elif listing.traps:
            ok = trapped and (listing.output is None or printed_lines(own) == [line.rstrip() for line in listing.output])
            outcome = Outcome(listing, ok, trapped, "" if ok else ("did not stop with a runtime error" if not trapped else "printed other output"))
        elif not ran:
            outcome = Outcome(listing, False, False, cause_of(status, stderr))
        elif listing.output is None:
            outcome = Outcome(listing, True, True)
        else:
            got = printed_lines(own)
            want = [line.rstrip() for line in listing.output]
            # The listing's own comments are what the reader is shown: where the book's test checks
            # less than they show (a `<-` line left out), printing what they show passes too.
            shown = [line.rstrip() for line in listing.shown] if listing.shown else None
            if got == want:
                outcome = Outcome(listing, True, True)
            elif got == shown:
                outcome = Outcome(listing, True, True, as_shown=True)
            elif sorted(got) == sorted(want) and UNORDERED_COLLECTION.search(program):
                outcome = Outcome(listing, True, True, unordered=True)
            else:
                first = next((k for k in range(max(len(got), len(want))) if k >= len(got) or k >= len(want) or got[k] != want[k]), 0)
                outcome = Outcome(listing, False, True, f"printed other output (line {first + 1}: {len(got)} lines, the book shows {len(want)})")
                if SHOW_DIFFERENCES:  # on the terminal only: the book's text is never written to a file
                    print(f"--- {listing.chapter} #{listing.number}\n  got:  {got}\n  book: {want}", file=sys.stderr)
        if ran and not listing.traps:
            clean[listing.test] = before + [listing]
            printed[listing.test] = stdout
        result.outcomes.append(outcome)
    return result


def load_failed(stderr: str) -> bool:
    """Whether the program could not be read (a syntax error, something unknown or not simulated)
    rather than stopped by a runtime error."""
    return any(text in stderr for text in ("error: expected", "cannot find", "not simulated", "unsupported", "unknown"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("book", help="a checkout of swiftlang/swift-book, or its git directory")
    parser.add_argument("--viewgraph", default=None, help="the viewgraph binary (default: .build/release, else .build/debug)")
    parser.add_argument("--out", default=HERE, help="where results.tsv and failures.tsv are written")
    parser.add_argument("--chapter", action="append", help="run only this chapter (repeatable); the files are not written")
    parser.add_argument("--show-differences", action="store_true", help="print what differs on the terminal (with --chapter)")
    arguments = parser.parse_args()
    global SHOW_DIFFERENCES
    SHOW_DIFFERENCES = arguments.show_differences and bool(arguments.chapter)
    root = os.path.dirname(os.path.dirname(HERE))
    viewgraph = arguments.viewgraph or next(
        (path for path in (os.path.join(root, ".build", kind, "viewgraph") for kind in ("release", "debug")) if os.path.exists(path)), None)
    if viewgraph is None:
        print("error: no viewgraph binary; build one (swift build -c release --product viewgraph) or pass --viewgraph", file=sys.stderr)
        return 2
    chapters = read_chapters(arguments.book)
    if arguments.chapter:
        chapters = {name: text for name, text in chapters.items() if name in arguments.chapter}
    results: list[tuple[ChapterResult, list[Listing]]] = []
    with tempfile.TemporaryDirectory() as workdir:
        for name, text in chapters.items():
            listings = extract(name, text)
            result = run_chapter(viewgraph, listings, workdir)
            result.name = name
            results.append((result, listings))
            shown = [o for o in result.outcomes if o.listing.output is not None or o.listing.traps]
            print(f"{name}: {sum(o.passed for o in shown)}/{len(shown)} listings with shown output pass", file=sys.stderr)
    rows = []
    totals = [0, 0, 0, 0, 0]
    for result, listings in results:
        included = [o for o in result.outcomes]
        shown = [o for o in included if o.listing.output is not None or o.listing.traps]
        counts = [len(listings), len(listings) - len(included), len(included), len(shown), sum(o.passed for o in shown)]
        totals = [a + b for a, b in zip(totals, counts)]
        ran = sum(o.ran or o.passed for o in included)
        rows.append([result.name, *map(str, counts), str(ran)])
    total_ran = sum(int(row[-1]) for row in rows)
    rows.append(["TOTAL", *map(str, totals), str(total_ran)])
    percent = 100.0 * totals[4] / totals[3] if totals[3] else 0.0
    print(f"{totals[4]} of {totals[3]} included listings with shown output pass ({percent:.1f}%)", file=sys.stderr)
    for result, _ in results:
        for outcome in result.outcomes:
            if outcome.unordered:
                print(f"  {result.name} #{outcome.listing.number}: passed in another order (a Set or Dictionary)", file=sys.stderr)
            if outcome.as_shown:
                print(f"  {result.name} #{outcome.listing.number}: passed as its comments show it", file=sys.stderr)
    if arguments.chapter:
        for result, _ in results:
            for outcome in result.outcomes:
                if not outcome.passed:
                    print(f"  {result.name} #{outcome.listing.number} (line {outcome.listing.line}): {outcome.cause}", file=sys.stderr)
        return 0
    header = ["chapter", "listings", "excluded", "included", "with_shown_output", "passed", "ran_without_error"]
    with open(os.path.join(arguments.out, "results.tsv"), "w", encoding="utf-8") as file:
        file.write("\t".join(header) + "\n")
        for row in rows:
            file.write("\t".join(row) + "\n")
    with open(os.path.join(arguments.out, "failures.tsv"), "w", encoding="utf-8") as file:
        file.write("chapter\tlisting\tline\tshows_output\tcause\n")
        for result, listings in results:
            for listing in listings:
                if listing.excluded:
                    file.write(f"{result.name}\t{listing.number}\t{listing.line}\texcluded\t{listing.excluded}\n")
            for outcome in result.outcomes:
                if not outcome.passed:
                    shows = "yes" if outcome.listing.output is not None or outcome.listing.traps else "no"
                    cause = outcome.cause.replace("\t", " ").replace("\n", " ")
                    file.write(f"{result.name}\t{outcome.listing.number}\t{outcome.listing.line}\t{shows}\t{cause}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
