// Mutated schemes through the whole front end: every seed scheme and every scheme of the error
// corpus, changed at the token level (a token deleted, duplicated, swapped with the next, a
// keyword, a comment or a stray unicode character inserted, a name replaced by a keyword), with a fixed
// seed. For each mutant: analyze never throws and its diagnostics lie inside the text;
// formatScheme never throws, and what it prints analyses to the same diagnostics (codes and
// messages); a mutant without errors compiles and loads. The budget is small in the suite;
// FUZZ_LONG=1 runs forty times as many mutants (the adversarial run's scale).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { analyze } from "../src/analysis.js";
import { load } from "../src/compile/load.js";
import { formatScheme } from "../src/format/format.js";
import { keywords } from "../src/syntax/tokens.js";

const long = process.env["FUZZ_LONG"] === "1";
const schemesDir = join(__dirname, "../../../schemes");
const corpusDir = join(__dirname, "corpus");
const inputs = [
  ...readdirSync(schemesDir).flatMap((d) => readdirSync(join(schemesDir, d)).filter((f) => f.endsWith(".allot")).map((f) => join(schemesDir, d, f))),
  ...["good", "bad"].flatMap((d) => readdirSync(join(corpusDir, d)).filter((f) => f.endsWith(".allot")).map((f) => join(corpusDir, d, f))),
].map((file) => ({ file, text: readFileSync(file, "utf8") }));

const unicode = ["\u00a0", "\u200b", "\ufeff", "\u2028", "\u0301", "ż", "Ĳ", "€", "§", "“", "”", "😀", "𝐀", "\ud800", "\u0000", "\t", "\r\n", "−", "×", "≤"];

const comments = ["// a note \n", "// a note\t\n", "/* a note */ ", "/* two\n lines */ ", "//\n", "// ends the file"];

type Mutation = { kind: "delete" | "duplicate" | "swap" | "keyword" | "unicode" | "rename" | "comment"; at: number; pick: number };
const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom("delete", "duplicate", "swap", "keyword", "unicode", "rename", "comment"),
  at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
  pick: fc.nat(10_000),
});

/** `text` with the mutations applied at token boundaries (tokens re-lexed after each). */
function mutate(text: string, mutations: readonly Mutation[]): string {
  let t = text;
  for (const m of mutations) {
    const tokens = analyze(t).parse.tokens;
    if (tokens.length === 0) break;
    const i = Math.floor(m.at * tokens.length);
    const tok = tokens[i]!;
    const start = tok.startOffset;
    const end = start + tok.image.length;
    const next = tokens[i + 1];
    switch (m.kind) {
      case "delete":
        t = t.slice(0, start) + t.slice(end);
        break;
      case "duplicate":
        t = t.slice(0, end) + " " + tok.image + t.slice(end);
        break;
      case "swap":
        if (next) t = t.slice(0, start) + next.image + t.slice(end, next.startOffset) + tok.image + t.slice(next.startOffset + next.image.length);
        break;
      case "keyword":
        t = t.slice(0, start) + keywords[m.pick % keywords.length] + " " + t.slice(start);
        break;
      case "unicode":
        t = t.slice(0, start) + unicode[m.pick % unicode.length] + t.slice(start);
        break;
      case "comment":
        t = t.slice(0, start) + comments[m.pick % comments.length] + (comments[m.pick % comments.length]!.startsWith("//") ? "\n" : "") + t.slice(start);
        break;
      case "rename":
        if (tok.tokenType.name === "Identifier") t = t.slice(0, start) + keywords[m.pick % keywords.length] + t.slice(end);
        break;
    }
  }
  return t;
}

/** What the diagnostics say, without where: formatting moves text but must not change meaning. */
const said = (text: string) => analyze(text).diagnostics.map((d) => `${d.code} ${d.message}`).sort();

function survives(text: string): void {
  const a = analyze(text);
  for (const d of a.diagnostics) {
    const s = d.span;
    if (!(Number.isInteger(s.start) && Number.isInteger(s.end) && s.start >= 0 && s.start <= s.end && s.end <= text.length)) throw new Error(`${d.code} span ${s.start}-${s.end} outside ${text.length}`);
  }
  const f = formatScheme(text);
  if (f.ok) {
    expect(said(f.text), "the formatted text analyses to the same diagnostics").toEqual(said(text));
    expect(formatScheme(f.text), "formatting is idempotent").toEqual({ ok: true, text: f.text });
  } else expect(f.diagnostics.every((d) => d.code.startsWith("AL01"))).toBe(true);
  if (!a.hasErrors) load(a);
}

describe("mutated schemes through analyze, formatScheme and compile", () => {
  it(`every seed and corpus scheme, ${long ? "long" : "short"} budget`, () => {
    expect(inputs.length).toBeGreaterThan(100);
    fc.assert(
      fc.property(fc.nat(inputs.length - 1), fc.array(mutation, { minLength: 1, maxLength: 3 }), (which, mutations) => {
        survives(mutate(inputs[which]!.text, mutations));
      }),
      { seed: 18, numRuns: long ? 12_000 : 300, endOnFailure: true },
    );
  }, long ? 3_600_000 : 300_000);

  it("every seed scheme with one mutation of each kind", () => {
    for (const { text } of inputs.slice(0, 5)) {
      for (const kind of ["delete", "duplicate", "swap", "keyword", "unicode", "rename", "comment"] as const) {
        for (const at of [0, 0.25, 0.5, 0.75, 0.999]) survives(mutate(text, [{ kind, at, pick: 7 }]));
      }
    }
  });
});
