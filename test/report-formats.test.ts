// The result formats (packages/dsl/src/report): JSON streamed row by row is byte for byte what
// `JSON.stringify(result, null, 2) + "\n"` prints (the object form with and without explanations,
// and the bulk path's table); CSV and Markdown read the same from either form; no chunk holds more
// than a bounded batch of rows; written through a stream that pushes back, the bytes are the same. CSV cells that
// a spreadsheet would run as a formula are neutralised (a leading single quote) while decimal
// numbers stay numbers; Markdown escapes HTML, pipes and link brackets.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate, evaluateTable, ObjectTable, type CompiledScheme, type RawInput, type ResultTable } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { applyMapping, validateMapping } from "../packages/dsl/src/data/mapping.js";
import { resultChunks } from "../packages/dsl/src/report/formats.js";
import { csvCell, LINES_CHARS } from "../packages/dsl/src/report/csv.js";
import { mdText } from "../packages/dsl/src/report/markdown.js";
import { textOf, writeChunks, writeChunksToFile } from "../packages/dsl/src/report/sink.js";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const repo = resolve(__dirname, "..");

/** Every seed scheme with the inputs of its tests. */
function seedCases(): { name: string; scheme: CompiledScheme; raw: RawInput }[] {
  const out: { name: string; scheme: CompiledScheme; raw: RawInput }[] = [];
  for (const seed of readdirSync(join(repo, "schemes")).filter((d) => d.startsWith("seed_"))) {
    const dir = join(repo, "schemes", seed);
    const file = join(dir, readdirSync(dir).find((f) => f.endsWith(".allot"))!);
    const scheme = load(analyze(readFileSync(file, "utf8"), pathToFileURL(file).href));
    for (const t of readdirSync(join(dir, "tests")).filter((f) => f.endsWith(".test.json"))) {
      const spec = JSON.parse(readFileSync(join(dir, "tests", t), "utf8"));
      const base = join(dir, "tests");
      const data = JSON.parse(readFileSync(resolve(base, spec.input), "utf8"));
      const mapping = typeof spec.map === "string" ? validateMapping(JSON.parse(readFileSync(resolve(base, spec.map), "utf8"))) : spec.map ? validateMapping(spec.map) : undefined;
      out.push({ name: `${seed}/${t}`, scheme, raw: applyMapping(data, mapping, spec.call ?? {}) });
    }
  }
  return out;
}

/** A call ranked by id with `rules` in between, each application granted what it asks. */
function byId(title: string, rules: string) {
  return compile(`${preamble(title)}call {
  ceiling: money(EUR)
  cap: money(EUR) optional
}
application {
  id: text unique
  asked: money(EUR)
}
${rules}ranking per art1 {
  by id lowest first
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary stop per art1
}
`);
}

const legacyJson = (r: unknown) => JSON.stringify(r, null, 2) + "\n";

/** The largest chunk of a format: streaming means no chunk grows with the number of rows. */
function largestChunk(table: ResultTable, format: string): number {
  let max = 0;
  for (const c of resultChunks(table, format)) max = Math.max(max, c.length);
  return max;
}

describe("streamed formats", () => {
  const cases = seedCases();
  it("covers every seed", () => expect(cases.length).toBeGreaterThan(15));

  it("JSON is byte for byte JSON.stringify(result, null, 2), with and without explanations", () => {
    for (const { name, scheme, raw } of cases) {
      for (const explain of [true, false]) {
        const r = evaluate(scheme, raw, { explain }).result;
        expect(textOf(resultChunks(new ObjectTable(r), "json")), `${name} explain ${explain}`).toBe(legacyJson(r));
      }
      const table = evaluateTable(scheme, raw).table;
      expect(textOf(resultChunks(table, "json")), name).toBe(legacyJson(table.toResult()));
    }
  });

  it("the bulk table prints the bytes of its object form in every format, in chunks of bounded size", async () => {
    const gen = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const scheme = load(analyze(readFileSync(join(repo, "bench/selection/pop3.allot"), "utf8")));
    const table = evaluateTable(scheme, gen.genPop3(3000, 11)).table;
    expect(table.constructor.name).not.toBe("ObjectTable"); // the bulk path took it
    const object = new ObjectTable(table.toResult());
    expect(textOf(resultChunks(table, "json"))).toBe(legacyJson(table.toResult()));
    for (const format of ["csv", "md"]) expect(textOf(resultChunks(table, format)), format).toBe(textOf(resultChunks(object, format)));
    // CSV and Markdown: rows gathered into chunks of about LINES_CHARS characters (one row past
    // it at most); JSON: rows printed a batch at a time, the batch fitted to about 2^15
    // characters (report/json.ts), so never near the 3,000 rows' whole text
    for (const format of ["csv", "md"]) {
      expect(largestChunk(table, format), format).toBeLessThan(LINES_CHARS + 2000);
      expect(textOf(resultChunks(table, format)).length, format).toBeGreaterThan(4 * (LINES_CHARS + 2000));
    }
    expect(largestChunk(table, "json")).toBeLessThan(1 << 16);
    expect(textOf(resultChunks(table, "json")).length).toBeGreaterThan(10 * (1 << 16));
  });

  it("the published list, written row by row from the columns, prints the bytes of publication()", async () => {
    // the outcome's tender (paid, statistics) and pop3 (deadline, computed columns); every seed above
    const gen = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const schemeOf = (file: string) => load(analyze(readFileSync(join(repo, file), "utf8")));
    const cases: [string, CompiledScheme, RawInput][] = [
      ["outcome/tender", schemeOf("test/inputs/outcome/tender.allot"), JSON.parse(readFileSync(join(repo, "test/inputs/outcome/tender.json"), "utf8"))],
      ["pop3", schemeOf("bench/selection/pop3.allot"), gen.genPop3(2000, 5)],
    ];
    for (const [name, scheme, raw] of cases) {
      const table = evaluateTable(scheme, raw).table;
      expect(table.publicationRows, name).toBeDefined();
      expect(table.publication()?.rows.length, name).toBeGreaterThan(0);
      expect(textOf(resultChunks(table, "json")), name).toBe(legacyJson(table.toResult()));
    }
  });

  it("writes the same bytes through a stream that pushes back", async () => {
    const { scheme, raw } = cases[0]!;
    const table = new ObjectTable(evaluate(scheme, raw).result);
    const parts: Buffer[] = [];
    let waits = 0;
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _enc, done) {
        parts.push(chunk);
        waits++;
        setImmediate(done);
      },
    });
    await writeChunks(resultChunks(table, "json"), slow);
    expect(Buffer.concat(parts).toString("utf8")).toBe(legacyJson(table.toResult()));
    expect(waits).toBeGreaterThan(0);
  });

  it("encodes chunks longer than its 1 MiB batch a piece at a time, never inside a surrogate pair", async () => {
    // pieces are 349,525 code units (a third of 1 MiB), an odd number: the first cut falls
    // between the two halves of an emoji unless the writer moves it back by one
    const emoji = "\u{1F600}".repeat(400_000) + "ł";
    const chunks = ["{", "ä".repeat(100_000), emoji, "\n", "z".repeat(2_000_000), "€"];
    const dir = mkdtempSync(join(tmpdir(), "allot-sink-"));
    try {
      await writeChunksToFile(chunks, join(dir, "out.txt"));
      expect(readFileSync(join(dir, "out.txt"), "utf8")).toBe(chunks.join(""));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const parts: Buffer[] = [];
    await writeChunks(chunks, new Writable({ write: (c: Buffer, _e, done) => (parts.push(c), done()) }));
    expect(parts.length).toBeGreaterThan(3);
    expect(Buffer.concat(parts).toString("utf8")).toBe(chunks.join(""));
  });

  it("keeps the order of bytes longer than a quarter of its batch after text still in the batch", async () => {
    // text, then bytes passed on as they are (longer than 256 KiB) while the batch holds the text
    const chunks = ["head ", Buffer.from("b".repeat(300_000) + "ł"), " tail", Buffer.from("small"), Buffer.from("c".repeat(900_000)), "end"];
    const expected = chunks.map((c) => (typeof c === "string" ? c : c.toString("utf8"))).join("");
    const dir = mkdtempSync(join(tmpdir(), "allot-sink-"));
    try {
      await writeChunksToFile(chunks, join(dir, "out.txt"));
      expect(readFileSync(join(dir, "out.txt"), "utf8") === expected).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const parts: Buffer[] = [];
    await writeChunks(chunks, new Writable({ write: (c: Buffer, _e, done) => (parts.push(Buffer.from(c)), done()) }));
    expect(Buffer.concat(parts).toString("utf8") === expected).toBe(true);
  });
});

describe("CSV cells a spreadsheet would run are neutralised", () => {
  it.each([
    ["=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\""],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "\"'\r=1\""],
    ["-5.00", "-5.00"],
    ["+3", "+3"],
    ["12", "12"],
    ["-", "'-"],
    ["N08", "N08"],
    ["a, b", "\"a, b\""],
  ])("%j → %j", (cell, written) => expect(csvCell(cell)).toBe(written));

  it("as the regular expressions read it, for any text", () => {
    // the cell's first character was tested by /^[=+\-@\t\r]/ before it was read by its code
    const reference = (text: string): string => {
      const s = /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
      return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    };
    const texts = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", '"', ",", "1", ".", "a", "\ud83d") }));
    fc.assert(fc.property(texts, (t) => void expect(csvCell(t)).toBe(reference(t))), { seed: 7, numRuns: 2000 });
  });

  it("in a run whose ids and labels start with formula characters", () => {
    const scheme = byId("CSV", `eligibility {
  rule small per art1: asked <= call.cap otherwise "=cmd|' /C calc'!A0 asked too much"
}
`);
    const r = evaluate(scheme, { call: { ceiling: "1000.00", cap: "100.00" }, applications: [{ id: "=1+1", asked: "10.00" }, { id: "@x", asked: "500.00" }, { id: "-3", asked: "20.00" }] }).result;
    const csv = textOf(resultChunks(new ObjectTable(r), "csv")).split("\n");
    // ranked by id, with no criteria: not scored, so the points cell is empty (not 0)
    expect(csv).toContain("1,-3,funded,,,20.00,");
    expect(csv).toContain("2,'=1+1,funded,,,10.00,");
    expect(csv).toContain(",'@x,ineligible,,,0.00,'=cmd|' /C calc'!A0 asked too much");
  });
});

describe("Markdown escapes what a renderer would interpret", () => {
  it.each([
    ["<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    ["a | b", "a \\| b"],
    ["[x](javascript:alert(1))", "\\[x\\](javascript:alert(1))"],
    ["a & b", "a &amp; b"],
    ["two\nlines", "two lines"],
    ["back\\slash `code` *em*", "back\\\\slash \\`code\\` \\*em\\*"],
    ["partially_funded", "partially_funded"],
  ])("%j → %j", (text, written) => expect(mdText(text)).toBe(written));

  it("as the three replacements read it, for any text", () => {
    const reference = (s: string): string => s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!).replace(/[\\`*[\]|]/g, "\\$&").replace(/\r\n|[\r\n]/g, " ");
    const texts = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom("&", "<", ">", "\\", "`", "*", "[", "]", "|", "\r", "\n", "a", "_", " ") }));
    fc.assert(fc.property(texts, (t) => void expect(mdText(t)).toBe(reference(t))), { seed: 7, numRuns: 2000 });
  });

  it("in a run whose ids hold HTML and pipes", () => {
    const scheme = byId("MD <b>", "");
    const r = evaluate(scheme, { call: { ceiling: "1000.00" }, applications: [{ id: "<script>alert(1)</script>", asked: "10.00" }, { id: "a|b", asked: "20.00" }] }).result;
    const md = textOf(resultChunks(new ObjectTable(r), "md"));
    expect(md).not.toContain("<script>");
    expect(md).toContain("| 1 | &lt;script&gt;alert(1)&lt;/script&gt; | funded |");
    expect(md).toContain("| 2 | a\\|b | funded |");
  });
});
