// Fuzzing the front end: random sequences of the language's tokens (every keyword, identifiers
// with Polish and Dutch letters, numbers, dates, strings, comments, punctuation, stray
// characters), alone, inside a valid scheme, and spliced into the seed schemes, and nesting
// thousands of levels deep. analyze() must never throw, every diagnostic must lie inside the
// text, and nesting deeper than the parser accepts must give AL0103, not a stack overflow.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { analyze } from "../src/analysis.js";
import { load } from "../src/compile/load.js";
import { lex, MAX_DEPTH } from "../src/syntax/parse.js";
import { keywords } from "../src/syntax/tokens.js";
import { allCodes } from "../src/diagnostics/codes.js";

const root = join(__dirname, "../../../schemes");
const seeds = readdirSync(root).flatMap((d) => readdirSync(join(root, d)).filter((f) => f.endsWith(".allot")).map((f) => readFileSync(join(root, d, f), "utf8")));
const known = new Set<string>(allCodes.map((c) => c.code));

/** analyze without throwing, every diagnostic with a known code and a span inside the text */
function sound(text: string) {
  const a = analyze(text);
  for (const d of a.diagnostics) {
    const s = d.span;
    const inside = Number.isInteger(s.start) && Number.isInteger(s.end) && s.start >= 0 && s.start <= s.end && s.end <= text.length;
    if (!inside) throw new Error(`diagnostic ${d.code} '${d.message}' has span ${s.start}-${s.end} outside a text of ${text.length}`);
    // no span cuts a character outside the BMP in two (a letter like 𠀀 was two "unknown characters")
    for (const at of [s.start, s.end]) {
      const splits = at > 0 && at < text.length && /[\ud800-\udbff]/.test(text[at - 1]!) && /[\udc00-\udfff]/.test(text[at]!);
      if (splits) throw new Error(`diagnostic ${d.code} '${d.message}' has span ${s.start}-${s.end} splitting a surrogate pair`);
    }
    expect(known.has(d.code), d.code).toBe(true);
    expect(d.message.length).toBeGreaterThan(0);
  }
  return a;
}

// ── tokens ───────────────────────────────────────────────────────────────

// with letters outside the BMP (CJK Extension B, mathematical script), which take two UTF-16 units
const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZąćęłńóśźżĄĆĘŁŃÓŚŹŻĳĲéëïöüèÉËÏÖÜ_𠀀𝒜";
const rest = letters + "0123456789\u0301";
const identifier = fc
  .tuple(fc.constantFrom(...letters), fc.array(fc.constantFrom(...rest), { maxLength: 10 }))
  .map(([h, t]) => h + t.join(""));
const word = fc.constantFrom("money", "EUR", "PLN", "integer", "decimal", "text", "date", "datetime", "boolean", "percentage", "stop", "skip", "partial", "full", "half_up", "down", "largest_remainder", "unallocated", "total", "id", "call", "article", "paragraph", "PL", "NL", "weekdays", "round", "sum", "mean", "min", "max", "count", "date_of", "wniosek", "aanvraag", "współczynnik", "beoordelingsscore");
const number = fc.oneof(
  fc.nat({ max: 1_000_000 }).map(String),
  fc.tuple(fc.nat({ max: 9999 }), fc.nat({ max: 99 })).map(([i, f]) => `${i}.${f}`),
  fc.nat({ max: 150 }).map((x) => `${x}%`),
  fc.constantFrom("2024-11-08", "2024-02-30", "0000-00-00", "2024-11-08T10:00", "2023-11-30T23:59:59", "2024-01-15T12:00:00.123+01:00", "2024-01-15T12:00:00Z", "1..4", "0..100", "1e5", "00", "007", "99999999999999999999999"),
);
const string = fc.oneof(
  fc.string({ maxLength: 12 }).map((s) => JSON.stringify(s)),
  fc.constantFrom('"unclosed', '"', '""', '"a\\"b"', '"""block\nof text"""', '"""unclosed block', '""""""', '"\\', '"ż\u00a0ó"'),
);
const punctuation = fc.constantFrom("(", ")", "{", "}", "[", "]", ",", ":", ".", "..", "|", "=", "==", "!=", "≠", "<", ">", "<=", ">=", "≤", "≥", "+", "-", "−", "*", "×", "/", "=>", "⇒", "!", "%");
const trivia = fc.constantFrom("// a comment\n", "/* block */", "/* unclosed", "//", "\u00a0", "\ufeff", "\t", "\r\n");
const stray = fc.oneof(fc.constantFrom("@", "#", "$", "€", "§", "?", "&", "^", "~", "`", "'", ";", "\\", "\u0000", "\u200b", "\u2028", "\ud800", "😀", "\u0301"), fc.string({ unit: "grapheme", maxLength: 2 }));
const keyword = fc.constantFrom(...keywords);

const token = fc.oneof(
  { arbitrary: keyword, weight: 8 },
  { arbitrary: identifier, weight: 4 },
  { arbitrary: word, weight: 2 },
  { arbitrary: number, weight: 3 },
  { arbitrary: string, weight: 2 },
  { arbitrary: punctuation, weight: 6 },
  { arbitrary: trivia, weight: 1 },
  { arbitrary: stray, weight: 1 },
);
const separator = fc.constantFrom(" ", " ", " ", "\n", "", "  ", "\n\n");
const soup = (max: number) =>
  fc.array(fc.tuple(token, separator), { maxLength: max }).map((ts) => ts.map(([t, s]) => t + s).join(""));

const head = `scheme fuzz "Fuzz" {
  version "1"
}
act law "Ustawa o dniach wolnych" {
  identifier "L"
}
source art1 = law article 1 """
  Tekst artykułu.
  """
call {
  ceiling: money(EUR)
  loting: draw
}
application {
  id: text unique
  score: integer in 0..10
  scores: record {
    a: integer in 1..4
  }
  asked: money(EUR)
  submitted_at: datetime("Europe/Warsaw")
}
`;

describe("random token sequences", () => {
  it("are analysed without throwing, with every diagnostic inside the text", () => {
    fc.assert(fc.property(soup(60), (text) => void sound(text)), { numRuns: 300 });
  });

  it("inside a valid scheme, in expression and block positions", () => {
    const place = fc.constantFrom(
      (s: string) => `${head}criterion c "C" per art1: ${s}\n`,
      (s: string) => `${head}let x = ${s}\n`,
      (s: string) => `${head}eligibility per art1 {\n  rule r "R": ${s}\n}\n`,
      (s: string) => `${head}ranking per art1 {\n  by ${s}\n}\n`,
      (s: string) => `${head}ranking per art1 {\n  by total highest first\n  tiebreak at boundary per art1 {\n    ${s}\n  }\n}\n`,
      (s: string) => `${head}allocation per art1 {\n  budget call.ceiling\n  amount asked\n  ${s}\n}\n`,
      (s: string) => `${head}criterion c "C" per art1: bands score {\n  ${s}\n}\n`,
      (s: string) => `${head}publish per art1 {\n  ${s}\n}\nlabels {\n  ${s}\n}\n`,
      (s: string) => `${head}regime r "R" per art1 when ${s} {\n  ${s}\n}\n`,
      (s: string) => `${s}\n${head}`,
    );
    fc.assert(fc.property(place, soup(30), (wrap, s) => void sound(wrap(s))), { numRuns: 300 });
  });

  it("spliced into the seed schemes at token boundaries", () => {
    const lexed = seeds.map((text) => ({ text, offsets: [0, ...lex(text).tokens.flatMap((t) => [t.startOffset, t.endOffset! + 1]), text.length] }));
    const edit = fc.record({
      seed: fc.nat({ max: lexed.length - 1 }),
      edits: fc.array(fc.record({ at: fc.nat(), drop: fc.nat({ max: 3 }), insert: soup(4) }), { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(edit, ({ seed, edits }) => {
        const { text, offsets } = lexed[seed]!;
        // apply from the end, so earlier offsets stay valid
        const cuts = edits.map((e) => ({ ...e, i: e.at % offsets.length })).sort((x, y) => offsets[y.i]! - offsets[x.i]!);
        let out = text;
        for (const c of cuts) {
          const start = offsets[c.i]!;
          const end = offsets[Math.min(offsets.length - 1, c.i + c.drop)]!;
          out = out.slice(0, start) + c.insert + out.slice(Math.max(start, end));
        }
        sound(out);
      }),
      { numRuns: 100 },
    );
  });

  it("arbitrary unicode text", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => void sound(text)), { numRuns: 200 });
  });
});

// ── nesting ──────────────────────────────────────────────────────────────

const tail = `
criterion c "C" per art1: score
ranking per art1 {
  by total highest first
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary stop per art1
}
`;

/** Shapes the parser cuts at MAX_DEPTH: brackets, and prefix operators in a row. */
const cut: Record<string, (n: number) => string> = {
  parentheses: (n) => `let x = ${"(".repeat(n)}score${")".repeat(n)}`,
  "unclosed parentheses": (n) => `let x = ${"(".repeat(n)}score`,
  "closing parentheses only": (n) => `let x = (${"(".repeat(n)}score${")".repeat(2 * n)}`,
  brackets: (n) => `let x = ${"[".repeat(n)}1${"]".repeat(n)}`,
  braces: (n) => `eligibility per art1 ${"{".repeat(n)}${"}".repeat(n)}`,
  "not not not": (n) => `let x = ${"not ".repeat(n)}true`,
  "- - -": (n) => `let x = ${"- ".repeat(n)}1`,
  "−−−": (n) => `let x = ${"−".repeat(n)}1`,
  "not (": (n) => `let x = ${"not (".repeat(n)}true${")".repeat(n)}`,
  "-(": (n) => `let x = ${"-(".repeat(n)}1${")".repeat(n)}`,
  "if if if": (n) => `let x = ${"if ".repeat(n)}true${" then 1 else 2".repeat(n)}`,
  "if (": (n) => `let x = ${"if (".repeat(n)}true${") then 1 else 2".repeat(n)}`,
  "min(": (n) => `let x = ${"min(".repeat(n)}1${")".repeat(n)}`,
  "every s in": (n) => `let x = ${"every s in [".repeat(n)}true${"]: true".repeat(n)}`,
};

/** Shapes the parser accepts at any depth it can hold: nested if/then, else-if chains, long chains. */
const uncut: Record<string, (n: number) => string> = {
  "if then if then": (n) => `let x = ${"if score > 1 then ".repeat(n)}1${" else 2".repeat(n)}`,
  "else if": (n) => `let x = ${"if score > 1 then 1 else ".repeat(n)}2`,
  "+ + +": (n) => `let x = 1${" + score".repeat(n)}`,
  "and and": (n) => `let x = true${" and score > 1".repeat(n)}`,
  "every s in, nested": (n) => `let x = ${"every s in [1]: ".repeat(n)}true`,
  "field access": (n) => `let x = scores${".a".repeat(n)}`,
};

describe("deep nesting", () => {
  const depth = fc.oneof(fc.integer({ min: MAX_DEPTH + 1, max: 300 }), fc.integer({ min: 300, max: 6000 }));

  it("beyond the limit gives AL0103, never a stack overflow", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(cut)), depth, fc.boolean(), (shape, n, withTail) => {
        const text = head + cut[shape]!(n) + (withTail ? tail : "\n");
        const a = sound(text);
        expect(a.diagnostics.some((d) => d.code === "AL0103"), `${shape} × ${n}`).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it("within the limit gives no AL0103", () => {
    for (const [shape, f] of Object.entries(cut)) {
      if (shape === "closing parentheses only") continue;
      // `if (` and `every s in [` nest two counted constructs a level: half as many levels fit
      const levels = shape === "if (" || shape === "every s in" ? MAX_DEPTH / 2 - 2 : MAX_DEPTH - 2;
      const a = sound(head + f(levels) + tail);
      expect(a.diagnostics.filter((d) => d.code === "AL0103"), shape).toEqual([]);
    }
  });

  it("that the parser accepts either compiles or gives AL0103, never a stack overflow", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(uncut)), fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 300, max: 5000 })), (shape, n) => {
        const a = sound(head + uncut[shape]!(n) + tail);
        if (a.diagnostics.some((d) => d.code === "AL0103")) return;
        if (!a.hasErrors) load(a);
      }),
      { numRuns: 40 },
    );
  });

  it("leaves the parser as it was: a seed analyses the same after a deep input", () => {
    const seed = seeds[0]!;
    const before = JSON.stringify(analyze(seed).diagnostics);
    for (const f of [...Object.values(cut), ...Object.values(uncut)]) {
      sound(head + f(3000) + tail);
      expect(JSON.stringify(analyze(seed).diagnostics)).toBe(before);
    }
  });
});
