// The golden error corpus. Every scheme under corpus/ is analysed and its diagnostics are
// compared with the NNN-name.diagnostics.json beside it (corpus/good: always an empty list);
// with UPDATE_GOLDENS=1 the goldens are rewritten instead (review the diff). A second group
// keeps codes.ts, the corpus and docs/diagnostics/ in step: each code is unique, produced by at
// least one corpus file and documented on its own page.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../src/analysis.js";
import { allCodes, codes } from "../src/diagnostics/codes.js";

const corpus = join(__dirname, "corpus");
const docs = join(__dirname, "../../../docs/diagnostics");
const update = process.env["UPDATE_GOLDENS"] === "1";
const files = ["good", "bad"].flatMap((dir) =>
  readdirSync(join(corpus, dir))
    .filter((f) => f.endsWith(".allot"))
    .sort()
    .map((f) => `${dir}/${f}`),
);
/** scheme (relative to corpus/) → its golden file */
const goldens = new Map(files.map((rel) => [rel, join(corpus, rel.replace(/\.allot$/, ".diagnostics.json"))]));

interface GoldenDiagnostic {
  code: string;
  severity: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
  hint: string | null;
}

/** The diagnostics of a scheme as a golden file holds them: 1-based, end exclusive. */
function diagnosticsOf(text: string): GoldenDiagnostic[] {
  const a = analyze(text);
  return a.diagnostics.map((d) => {
    const start = a.lines.position(d.span.start);
    const end = a.lines.position(d.span.end);
    return {
      code: d.code,
      severity: d.severity,
      line: start.line + 1,
      column: start.character + 1,
      endLine: end.line + 1,
      endColumn: end.character + 1,
      message: d.message,
      hint: d.hint ?? null,
    };
  });
}

describe("golden error corpus", () => {
  it("has a scheme for every golden and a golden for every scheme", () => {
    for (const dir of ["good", "bad"]) {
      for (const f of readdirSync(join(corpus, dir)).filter((x) => x.endsWith(".diagnostics.json"))) {
        expect(existsSync(join(corpus, dir, f.replace(/\.diagnostics\.json$/, ".allot"))), `${dir}/${f} has no scheme`).toBe(true);
      }
    }
    if (!update) for (const [rel, golden] of goldens) expect(existsSync(golden), `${rel} has no golden file; run with UPDATE_GOLDENS=1`).toBe(true);
    expect(files.filter((f) => f.startsWith("bad/")).length).toBeGreaterThanOrEqual(45);
  });

  it.each(files)("%s", (rel) => {
    const actual = diagnosticsOf(readFileSync(join(corpus, rel), "utf8"));
    if (update) {
      writeFileSync(goldens.get(rel)!, JSON.stringify(actual, null, 2) + "\n");
      return;
    }
    if (rel.startsWith("good/")) expect(actual).toEqual([]);
    else expect(actual.length, "a scheme in corpus/bad must produce a diagnostic").toBeGreaterThan(0);
    for (const d of actual) expect(d.hint, `${d.code} '${d.message}' has no hint saying what to do`).toBeTruthy();
    expect(actual).toEqual(JSON.parse(readFileSync(goldens.get(rel)!, "utf8")));
  });
});

describe("diagnostic codes", () => {
  it("are unique, and each entry is filed under its own code", () => {
    const list = allCodes.map((c) => c.code);
    expect(new Set(list).size).toBe(list.length);
    expect(new Set(allCodes.map((c) => c.name)).size).toBe(list.length);
    for (const [key, info] of Object.entries(codes)) expect(info.code).toBe(key);
  });

  it("are each produced by at least one scheme of the corpus", () => {
    const produced = new Set(files.filter((f) => f.startsWith("bad/")).flatMap((rel) => diagnosticsOf(readFileSync(join(corpus, rel), "utf8")).map((d) => d.code)));
    expect(allCodes.map((c) => c.code).filter((c) => !produced.has(c))).toEqual([]);
  });

  it("each have a documentation page, listed in the index, whose example is a corpus file that produces the code", () => {
    const index = readFileSync(join(docs, "README.md"), "utf8");
    for (const c of allCodes) {
      const page = join(docs, `${c.code}.md`);
      expect(existsSync(page), `docs/diagnostics/${c.code}.md is missing`).toBe(true);
      const text = readFileSync(page, "utf8");
      expect(text.split("\n")[0], `the title of ${c.code}.md`).toBe(`# ${c.code}: ${c.name}`);
      expect(index, `docs/diagnostics/README.md does not link ${c.code}`).toContain(`(${c.code}.md)`);
      const example = text.match(/corpus\/bad\/(\d{3}-[\w-]+\.allot)/)?.[1];
      expect(example, `${c.code}.md names no example from the corpus`).toBeDefined();
      const produced = diagnosticsOf(readFileSync(join(corpus, "bad", example!), "utf8")).map((d) => d.code);
      expect(produced, `the example of ${c.code}.md, ${example}, does not produce ${c.code}`).toContain(c.code);
    }
  });
});
