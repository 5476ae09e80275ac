// Scheme tests: test cases written beside a scheme, as data. A test case is a JSON file
// `tests/<name>.test.json` in the scheme's folder:
//
//   { "name": "...", "description": "...",
//     "scheme": "../scheme.allot",           (optional: the only .allot of the folder above)
//     "input": "../data/file.json",           (a data file, relative to the test)
//     "map": "../scheme.map.json" | { ... },  (optional input mapping, see data/mapping.ts)
//     "call": { "<param>": value },           (optional: call values set on top of the mapping)
//     "expect": { "results": { "<id>": { "status", "position", "amount", "points": {...} } },
//                 "ranking": [...], "unresolvedTies": [...], "totals": {...}, "publication": {...} },
//     "skip": "why this test does not run for now" }  (optional: reported as skipped, with the reason)
//
// A test passes, fails (the result differs from `expect`), is an error (it could not run: the
// test file, its scheme or its input is wrong — a scheme with errors gives its diagnostics) or
// is skipped.
// `expect` is matched as a subset of the result (see expect.ts); keys starting with "$" are
// notes. Results are keyed by id for readability.
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { dirname, join, resolve, relative } from "node:path";
import { evaluate, InvalidInput, type SelectionResult } from "@allot/runtime";
import { analyze } from "../analysis.js";
import { load } from "../compile/load.js";
import { applyMapping, validateMapping, type InputMapping } from "../data/mapping.js";
import { differences } from "./expect.js";

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

function walk(p: string, out: string[]) {
  const st = statSync(p);
  if (st.isDirectory()) {
    for (const e of readdirSync(p).sort()) if (e !== "node_modules" && !e.startsWith(".")) walk(join(p, e), out);
  } else out.push(p);
}

export function discoverTests(paths: readonly string[]): TestCase[] {
  const files: string[] = [];
  for (const p of paths) walk(p, files);
  const tests: TestCase[] = [];
  for (const f of files.filter((x) => x.endsWith(".test.json"))) {
    let name = relative(process.cwd(), f);
    let scheme = "";
    try {
      const spec = JSON.parse(readFileSync(f, "utf8")) as { name?: string; scheme?: string };
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

const schemeCache = new Map<string, ReturnType<typeof load> | readonly string[]>();

/** A scheme loaded into the runtime, or its errors as `file:line:col: error CODE: message`. */
function loadScheme(file: string): ReturnType<typeof load> | readonly string[] {
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
  let spec: { input?: string; map?: string | InputMapping; call?: Record<string, unknown>; expect?: unknown; skip?: unknown };
  try {
    spec = JSON.parse(readFileSync(t.file, "utf8"));
  } catch (e) {
    return end("error", [`cannot read the test file: ${(e as Error).message}`]);
  }
  if (spec.skip !== undefined) {
    if (typeof spec.skip === "string" && spec.skip.trim()) return end("skipped", [spec.skip.trim()]);
    return end("error", [`"skip" takes the reason the test is skipped, as a text; found ${JSON.stringify(spec.skip)}`]);
  }
  if (!t.scheme || !existsSync(t.scheme)) return end("error", [`no scheme for this test (name it with "scheme")`]);
  const compiled = loadScheme(t.scheme);
  if (Array.isArray(compiled)) return end("error", [`the scheme ${t.scheme} has ${compiled.length} error${compiled.length === 1 ? "" : "s"}: the test did not run`], compiled);
  if (!spec.input || !spec.expect) return end("error", [`a test needs "input" and "expect"`]);
  try {
    const data = JSON.parse(readFileSync(resolve(dirname(t.file), spec.input), "utf8"));
    const mapping = typeof spec.map === "string" ? validateMapping(JSON.parse(readFileSync(resolve(dirname(t.file), spec.map), "utf8"))) : spec.map ? validateMapping(spec.map) : undefined;
    const input = applyMapping(data, mapping, spec.call ?? {});
    const { result } = evaluate(compiled as ReturnType<typeof load>, input);
    const diffs = differences(spec.expect, indexResults(result));
    return end(diffs.length === 0 ? "passed" : "failed", diffs);
  } catch (e) {
    if (e instanceof InvalidInput) return end("error", e.issues.filter((i) => i.severity === "error").map((i) => `${i.record}: ${i.message}`));
    return end("error", [(e as Error).message]);
  }
}
