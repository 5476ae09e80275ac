// Scheme tests: test cases written beside a scheme, as data. A test case is a JSON file
// `tests/<name>.test.json` in the scheme's folder:
//
//   { "name": "...", "description": "...",
//     "scheme": "../scheme.allot",           (optional: the only .allot of the folder above)
//     "input": "../data/file.json",           (a data file, relative to the test)
//     "map": "../scheme.map.json" | { ... },  (optional input mapping, see data/mapping.ts)
//     "call": { "<param>": value },           (optional: call values set on top of the mapping)
//     -- or, with a CSV "input" ("../data/applications.csv"), as `allot run --call --columns`:
//     "call": "../data/call.json" | { ... },  (the call parameters: a file or inline)
//     "columns": "../data/columns.json" | { ... },  (optional: field paths to the CSV's headers)
//     "expect": { "results": { "<id>": { "status", "label", "position", "amount", "points": {...},
//                                         "reasons": [{ "rule", "source" }] } },
//                 "ranking": [...], "unresolvedTies": [...], "totals": {...}, "publication": {...} },
//     "skip": "why this test does not run for now" }  (optional: reported as skipped, with the reason)
//
// A test passes, fails (the result differs from `expect`), is an error (it could not run: the
// test file, its scheme or its input is wrong — a scheme with errors gives its diagnostics) or
// is skipped.
// `expect` is matched as a subset of the result (see expect.ts); keys starting with "$" are
// notes. Results are keyed by id for readability. A list is matched item by item and must have
// the expected length, so "reasons": [] says there is none and each reason may name only its
// rule and source (the message is then not compared).
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve, relative } from "node:path";
import { evaluate, InvalidInput, parseJson, type CompiledScheme, type RawInput, type SelectionResult } from "@allot/runtime";
import { analyze } from "../analysis.js";
import { load } from "../compile/load.js";
import { applyMapping, validateMapping, type InputMapping } from "../data/mapping.js";
import { readCsv } from "../data/csv.js";
import { differences } from "./expect.js";
import { walkFiles } from "../walkFiles.js";

export interface TestCase {
  readonly file: string;
  readonly name: string;
  readonly scheme: string;
}

export type TestStatus = "passed" | "failed" | "error" | "skipped";

export interface TestOutcome {
  readonly test: TestCase;
  readonly status: TestStatus;
  readonly passed: boolean;
  /** what differs (failed), why the test could not run (error), or why it is skipped */
  readonly failures: readonly string[];
  /** the scheme's errors as `file:line:col: error CODE: message`, when it has any (the test is an error) */
  readonly diagnostics?: readonly string[];
  readonly ms: number;
}

/**
 * A test file's spec: refused, as the data it names is, when it repeats a key (the project's JSON
 * reader says where); read by JSON.parse, so its numbers are plain numbers as before. A repeated
 * key kept the last value and dropped an expectation without a word (adversary24).
 */
function readSpec(file: string): unknown {
  const text = readFileSync(file, "utf8");
  parseJson(text);
  return JSON.parse(text);
}

export function discoverTests(paths: readonly string[]): TestCase[] {
  const files: string[] = [];
  const seen = new Set<string>();
  for (const p of paths) walkFiles(p, files, seen);
  const tests: TestCase[] = [];
  for (const f of files.filter((x) => x.endsWith(".test.json"))) {
    let name = relative(process.cwd(), f);
    let scheme = "";
    try {
      const spec = readSpec(f) as { name?: string; scheme?: string };
      if (spec.name) name = `${relative(process.cwd(), dirname(dirname(f)))}: ${spec.name}`;
      scheme = spec.scheme ? resolve(dirname(f), spec.scheme) : defaultScheme(f);
    } catch {
      scheme = defaultScheme(f);
    }
    tests.push({ file: f, name, scheme });
  }
  return tests;
}

function defaultScheme(testFile: string): string {
  const dir = dirname(dirname(testFile));
  const allot = readdirSync(dir).filter((e) => e.endsWith(".allot"));
  return allot.length === 1 ? join(dir, allot[0]!) : "";
}

function indexResults(r: SelectionResult): Record<string, unknown> {
  return { ...r, results: Object.fromEntries(r.results.map((x) => [x.id, x])) };
}

/** A test read once: its expectation and the scheme's input built from its data, mapping and call. */
export interface PreparedTest {
  readonly test: TestCase;
  readonly input: RawInput;
  readonly expect: unknown;
}

/** Reads a test's file, data and mapping; why it cannot run (an error) or is skipped, if so. */
export function prepareTest(t: TestCase): PreparedTest | { failures: string[]; skipped?: true; diagnostics?: readonly string[] } {
  let spec: { input?: string; map?: string | InputMapping; call?: string | Record<string, unknown>; columns?: unknown; expect?: unknown; skip?: unknown };
  try {
    spec = readSpec(t.file) as typeof spec;
  } catch (e) {
    return { failures: [`cannot read the test file: ${(e as Error).message}`] };
  }
  if (spec.skip !== undefined) {
    if (typeof spec.skip === "string" && spec.skip.trim()) return { failures: [spec.skip.trim()], skipped: true };
    return { failures: [`"skip" takes the reason the test is skipped, as a text; found ${JSON.stringify(spec.skip)}`] };
  }
  if (!t.scheme || !existsSync(t.scheme)) return { failures: [`no scheme for this test (name it with "scheme")`] };
  if (!spec.input || !spec.expect) return { failures: [`a test needs "input" and "expect"`] };
  if (spec.input.toLowerCase().endsWith(".csv")) return prepareCsv(t, spec);
  if (typeof spec.call === "string" || spec.columns !== undefined) return { failures: [`"call" as a file and "columns" go with a CSV "input"; a JSON input holds its call (or maps it with "map")`] };
  try {
    // test data is read as `allot run` reads it: duplicate keys refused, numbers as written
    const data = parseJson(readFileSync(resolve(dirname(t.file), spec.input)));
    const mapping = typeof spec.map === "string" ? validateMapping(parseJson(readFileSync(resolve(dirname(t.file), spec.map)))) : spec.map ? validateMapping(spec.map) : undefined;
    return { test: t, input: applyMapping(data, mapping, spec.call ?? {}), expect: spec.expect };
  } catch (e) {
    return { failures: [(e as Error).message] };
  }
}

/**
 * A test whose applications are a CSV file, read as `allot run --input x.csv --call c.json
 * --columns k.json` reads them (data/csv.ts, by the scheme's field types): the call a file or an
 * object, the column mapping a file or an object.
 */
function prepareCsv(t: TestCase, spec: { input?: string; call?: string | Record<string, unknown>; columns?: unknown; map?: unknown; expect?: unknown }): PreparedTest | { failures: string[]; diagnostics?: readonly string[] } {
  if (spec.map !== undefined) return { failures: [`"map" goes with a JSON "input"; a CSV input names its headers with "columns"`] };
  const compiled = loadScheme(t.scheme);
  if (Array.isArray(compiled)) return { failures: [`the scheme ${t.scheme} has ${compiled.length} error${compiled.length === 1 ? "" : "s"}: the test did not run`], diagnostics: compiled };
  const here = (f: string) => resolve(dirname(t.file), f);
  try {
    const columns = typeof spec.columns === "string" ? parseJson(readFileSync(here(spec.columns))) : spec.columns ?? {};
    if (columns === null || typeof columns !== "object" || Array.isArray(columns) || Object.values(columns).some((v) => typeof v !== "string")) {
      return { failures: [`"columns": a column mapping is a JSON object from field paths to CSV headers, such as {"scores.a": "Score A"}`] };
    }
    const call = typeof spec.call === "string" ? parseJson(readFileSync(here(spec.call))) : spec.call ?? {};
    if (call === null || typeof call !== "object" || Array.isArray(call)) return { failures: [`"call": the call must be a JSON object of call parameters`] };
    const input = here(spec.input!);
    const csv = readCsv(readFileSync(input, "utf8"), (compiled as CompiledScheme).application, columns as Record<string, string>, relative(process.cwd(), input));
    return { test: t, input: { call: call as Record<string, unknown>, applications: csv.applications, lines: csv.lines, ...(Object.keys(columns).length ? { columns: columns as Record<string, string> } : {}) }, expect: spec.expect };
  } catch (e) {
    return { failures: [(e as Error).message] };
  }
}

/** Runs a prepared test on a compiled scheme: the differences from its expectation (none: it passes). */
export function checkTest(compiled: CompiledScheme, p: PreparedTest): string[] {
  try {
    const { result } = evaluate(compiled, p.input);
    return differences(p.expect, indexResults(result));
  } catch (e) {
    if (e instanceof InvalidInput) return e.issues.filter((i) => i.severity === "error").map((i) => `${i.record}: ${i.message}`);
    return [(e as Error).message];
  }
}

/** Analyses and compiles a scheme file: the compiled scheme, or the error that stops it. */
export function compileScheme(file: string): CompiledScheme | Error {
  const loaded = loadScheme(file);
  return Array.isArray(loaded) ? new Error(`the scheme has errors:\n${loaded.join("\n")}`) : (loaded as CompiledScheme);
}

const schemeCache = new Map<string, CompiledScheme | readonly string[]>();

/** A scheme loaded into the runtime, or its errors as `file:line:col: error CODE: message`. */
function loadScheme(file: string): CompiledScheme | readonly string[] {
  let compiled = schemeCache.get(file);
  if (!compiled) {
    const a = analyze(readFileSync(file, "utf8"), file);
    compiled = a.hasErrors
      ? a.diagnostics.filter((d) => d.severity === "error").map((d) => {
          const p = a.lines.position(d.span.start);
          return `${a.uri}:${p.line + 1}:${p.character + 1}: error ${d.code}: ${d.message}`;
        })
      : load(a);
    schemeCache.set(file, compiled);
  }
  return compiled;
}

export function runTest(t: TestCase): TestOutcome {
  const t0 = performance.now();
  const end = (status: TestStatus, failures: readonly string[], diagnostics?: readonly string[]): TestOutcome => ({ test: t, status, passed: status === "passed", failures, ...(diagnostics ? { diagnostics } : {}), ms: performance.now() - t0 });
  const p = prepareTest(t);
  if ("failures" in p) return end("skipped" in p && p.skipped ? "skipped" : "error", p.failures, "diagnostics" in p ? p.diagnostics : undefined);
  const compiled = loadScheme(t.scheme);
  if (Array.isArray(compiled)) return end("error", [`the scheme ${t.scheme} has ${compiled.length} error${compiled.length === 1 ? "" : "s"}: the test did not run`], compiled);
  const diffs = checkTest(compiled as CompiledScheme, p);
  return end(diffs.length === 0 ? "passed" : "failed", diffs);
}
