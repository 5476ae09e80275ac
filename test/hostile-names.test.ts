// Generated code is safe whatever names and texts a scheme holds: schemes with names that
// collide with JavaScript and with the generated code's own variables, and texts full of quotes,
// backslashes, comment ends, template markers and line separators compile to a module that
// loads, runs, and gives back every text exactly as written; a control character where the
// results quote a text is refused (AL0661), in a source's text kept.
import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { compileFiles } from "../packages/dsl/src/compile/module.js";
import { keywords } from "../packages/dsl/src/syntax/tokens.js";

const repo = resolve(__dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "allot-hostile-"));
mkdirSync(join(dir, "node_modules", "@allot"), { recursive: true });
symlinkSync(join(repo, "packages", "runtime"), join(dir, "node_modules", "@allot", "runtime"), "dir");

const hostileNames = ["constructor", "__proto__", "prototype", "toString", "valueOf", "hasOwnProperty", "e", "c", "a", "p", "s", "v", "L", "K0", "K_ZERO", "v0", "ops", "rt", "Decimal", "scheme", "evaluate", "undefined", "NaN", "this", "return", "function", "ąćęłńóśźż", "Ĳsselmeer", "Øresund", "Ωμέγα", "_", "x\u0301", "naïve"];
const name = fc.oneof(fc.constantFrom(...hostileNames), fc.stringMatching(/^[a-zA-Z_ąęłóżĳ][a-zA-Z0-9_ąęłóżĳ]{0,8}$/)).filter((n) => !keywords.includes(n) && n !== "total" && n !== "id");
const text = fc.oneof(
  fc.constantFrom('"', "\\", "*/", "/*", "</script>", "${x}", "`", "'", "\u2028", "\u2029", "\0", "\n", "\t", "\r", "}", "{", "#", "//", "ż\u0301", "🇳🇱"),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);
const texts = fc.array(text, { minLength: 1, maxLength: 4 }).map((xs) => xs.join("")).filter((s) => s.length > 0);
// a title, a reason, a label, a description or a citation's part holds no control character (AL0661): a source's text may
const control = /\p{Cc}/u;
const quoted = texts.filter((s) => !control.test(s));

function quote(s: string): string {
  return '"' + [...s].map((ch) => (ch === "\\" ? "\\\\" : ch === '"' ? '\\"' : ch === "\n" ? "\\n" : ch === "\t" ? "\\t" : ch === "\r" ? "\\u{d}" : ch)).join("") + '"';
}

interface Names { scheme: string; act: string; src: string; budget: string; f1: string; f2: string; f3: string; m1: string; m2: string; let1: string; rule: string; c1: string; c2: string }
interface Texts { title: string; legal: string; otherwise: string; label: string; desc: string }

function schemeText(n: Names, t: Texts): string {
  return `scheme ${n.scheme} ${quote(t.title)} { version ${quote(t.desc)} }
act ${n.act} ${quote(t.title)} { identifier ${quote(t.desc)} }
source ${n.src} = ${n.act} article ${quote(t.desc)} ${quote(t.legal)}
call { ${n.budget}: money(EUR) ${quote(t.desc)} }
application {
  id: text unique
  ${n.f1}: integer in 0..10 ${quote(t.desc)}
  ${n.f2}: enum { ${n.m1}, ${n.m2} }
  ${n.f3}: money(EUR)
}
let ${n.let1} = ${n.f1} + 1
eligibility per ${n.src} {
  rule ${n.rule} ${quote(t.title)}: ${n.f2} = ${n.m1} or ${n.f2} = ${n.m2} otherwise ${quote(t.otherwise.replace(/[{}]/g, (b) => b + b))} label ${quote(t.label)}
}
criterion ${n.c1} ${quote(t.title)} per ${n.src}: weight 2 × ${n.f1}
criterion ${n.c2} per ${n.src}: ${n.let1}
ranking per ${n.src} { by total highest first tiebreak every tie { unresolved } }
allocation per ${n.src} { budget call.${n.budget} amount ${n.f3} at boundary stop }
labels { funded ${quote(t.label)} }
`;
}

const namesArb = fc.uniqueArray(name, { minLength: 13, maxLength: 13 }).map(([scheme, act, src, budget, f1, f2, f3, m1, m2, let1, rule, c1, c2]) => ({ scheme, act, src, budget, f1, f2, f3, m1, m2, let1, rule, c1, c2 }) as Names);
const textsArb = fc.record({ title: quoted, legal: texts.filter((s) => !s.includes('"')), otherwise: quoted, label: quoted, desc: quoted });

describe("hostile names and texts", () => {
  it("compile to modules that load, run and keep every text", async () => {
    let i = 0;
    await fc.assert(
      fc.asyncProperty(namesArb, textsArb, async (n, t) => {
        const src = schemeText(n, t);
        const a = analyze(src);
        expect(a.diagnostics.filter((d) => d.severity === "error"), src).toEqual([]);
        const files = compileFiles(a);
        const file = join(dir, `s${i++}.mjs`);
        writeFileSync(file, files.module);
        const mod = await import(pathToFileURL(file).href);
        const inMemory = load(a);
        expect(mod.scheme.title).toBe(t.title);
        expect(inMemory.title).toBe(t.title);
        expect(mod.scheme.sources[0].text).toBe(t.legal);
        // braces of a reason are written doubled ({name} prints a value): the text keeps them single
        expect(mod.scheme.rules[0].message).toBe(t.otherwise);
        const apps = [
          { id: "A", [n.f1]: 3, [n.f2]: n.m1, [n.f3]: "10.00" },
          { id: "B", [n.f1]: 7, [n.f2]: n.m2, [n.f3]: "20.00" },
        ];
        const { result } = mod.evaluate({ [n.budget]: "25.00" }, apps);
        const b = result.results.find((r: { id: string }) => r.id === "B");
        expect(b.status).toBe("funded");
        expect(b.label).toBe(t.label);
        expect(b.points[n.c1]).toBe("14");
        expect(b.points[n.c2]).toBe("8");
        expect(Object.getPrototypeOf(b.points)).toBe(Object.prototype);
        expect(Object.keys(b.points)).toContain(n.c1);
        JSON.parse(files.declarations ? JSON.stringify(files.schema) : "{}");
      }),
      { numRuns: 60 },
    );
  });
});

describe("hostile texts with a control character", () => {
  it("are refused where the results quote them (AL0661), and kept in a source's text", () => {
    fc.assert(
      fc.property(namesArb, textsArb, fc.constantFrom("\0", "\n", "\t", "\r", "\u{1b}", "\u{85}"), fc.constantFrom("title", "otherwise", "label", "desc", "legal"), (n, t, ch, where) => {
        const src = schemeText(n, { ...t, [where]: `${t[where as keyof Texts]}${ch}` });
        const codes = analyze(src).diagnostics.filter((d) => d.severity === "error").map((d) => d.code);
        if (where === "legal") expect(codes, src).toEqual([]);
        else expect(codes.length > 0 && codes.every((c) => c === "AL0661"), src).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe("the path of a scheme in the generated module", () => {
  it("cannot end the comment it is written in", async () => {
    const a = analyze(`scheme p "P" { version "1" }\nact a "A" { identifier "I" }\nsource s = a article 1 "t"\ncall { b: money(EUR) }\napplication { id: text unique  x: money(EUR) }\nranking per s { by x lowest first tiebreak every tie { unresolved } }\nallocation per s { budget call.b amount x at boundary stop }\n`, 'q\rglobalThis.__allotInjected = 1;\u2028globalThis.__allotInjected = 2;*/');
    const file = join(dir, "path.mjs");
    writeFileSync(file, compileFiles(a).module);
    await import(pathToFileURL(file).href);
    expect((globalThis as { __allotInjected?: number }).__allotInjected).toBeUndefined();
  });
});

describe("optional fields named like members of Object.prototype", () => {
  it("are absent when the input leaves them out, not the inherited member", () => {
    const a = analyze(`scheme p "P" { version "1" }
act a "A" { identifier "I" }
source s = a article 1 "t"
call { b: money(EUR)  valueOf: integer optional }
application {
  id: text unique
  x: money(EUR)
  toString: integer in 0..9 optional
  valueOf: text optional unique
  scores: record { constructor: integer optional  hasOwnProperty: boolean optional }
}
criterion c1 "Given" per s: if toString is present then toString else 5
criterion c2 "Nested" per s: if scores.constructor is present then scores.constructor else 7
criterion c3 "Flag" per s: if scores.hasOwnProperty is present then 1 else 2
criterion c4 "Call" per s: if call.valueOf is present then 1 else 3
ranking per s { by total highest first tiebreak every tie { by id lowest first } }
allocation per s { budget call.b amount x at boundary stop }
`, "proto.allot");
    expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const scheme = load(a);
    const run = (app: Record<string, unknown>, call: Record<string, unknown> = { b: "100.00" }) => evaluate(scheme, { call, applications: [{ id: "A", x: "1.00", ...app }] }, { explain: false }).result.results[0]!;
    expect(run({ scores: {} }).points).toEqual({ c1: "5", c2: "7", c3: "2", c4: "3", total: "17" });
    expect(run({ toString: 1, scores: { constructor: 2, hasOwnProperty: true } }, { b: "100.00", valueOf: 4 }).points).toEqual({ c1: "1", c2: "2", c3: "1", c4: "1", total: "5" });
    expect(run({ toString: null, scores: { constructor: null } }).status).toBe("funded");
    // two applications without the unique field do not share a value
    const two = evaluate(scheme, { call: { b: "100.00" }, applications: [{ id: "A", x: "1.00", scores: {} }, { id: "B", x: "1.00", scores: {} }] }, { explain: false });
    expect(two.issues).toEqual([]);
    expect(two.result.results.map((r) => r.status)).toEqual(["funded", "funded"]);
  });
});
