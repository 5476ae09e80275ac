// Scheme tests: test cases written beside a scheme, as data. A test case is a JSON file
// `tests/<name>.test.json` in the scheme's folder:
//
//   { "name": "...", "description": "...",
//     "scheme": "../scheme.allot",           (optional: the only .allot of the folder above)
//     "input": "../data/file.json",           (a data file, relative to the test)
//     "map": "../scheme.map.json" | { ... },  (optional input mapping, see data/mapping.ts)
//     "call": { "<param>": value },           (optional: call values set on top of the mapping)
//     "expect": { "results": { "<id>": { "status", "position", "amount", "points": {...} } },
//                 "ranking": [...], "unresolvedTies": [...], "totals": {...}, "publication": {...} } }
//
// `expect` is matched as a subset of the result (see expect.ts); keys starting with "$" are
// notes. Results are keyed by id for readability.
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { dirname, join, resolve, relative } from "node:path";
import { evaluate, InvalidInput, parseJson, type SelectionResult } from "@allot/runtime";
import { analyze } from "../analysis.js";
import { load } from "../compile/load.js";
import { applyMapping, validateMapping, type InputMapping } from "../data/mapping.js";
import { differences } from "./expect.js";

export interface TestCase {
  readonly file: string;
  readonly name: string;
  readonly scheme: string;
}

export interface TestOutcome {
  readonly test: TestCase;
  readonly passed: boolean;
  readonly failures: readonly string[];
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

const schemeCache = new Map<string, ReturnType<typeof load> | Error>();

export function runTest(t: TestCase): TestOutcome {
  const t0 = performance.now();
  const fail = (msg: string[]): TestOutcome => ({ test: t, passed: false, failures: msg, ms: performance.now() - t0 });
  let spec: { input?: string; map?: string | InputMapping; call?: Record<string, unknown>; expect?: unknown };
  try {
    spec = JSON.parse(readFileSync(t.file, "utf8"));
  } catch (e) {
    return fail([`cannot read the test file: ${(e as Error).message}`]);
  }
  if (!t.scheme || !existsSync(t.scheme)) return fail([`no scheme for this test (name it with "scheme")`]);
  let compiled = schemeCache.get(t.scheme);
  if (!compiled) {
    const a = analyze(readFileSync(t.scheme, "utf8"), t.scheme);
    try {
      compiled = load(a);
    } catch (e) {
      compiled = e as Error;
    }
    schemeCache.set(t.scheme, compiled);
  }
  if (compiled instanceof Error) return fail([`the scheme does not compile: ${compiled.message}`]);
  if (!spec.input || !spec.expect) return fail([`a test needs "input" and "expect"`]);
  try {
    // test data is read as `allot run` reads it: duplicate keys refused, numbers as written
    const data = parseJson(readFileSync(resolve(dirname(t.file), spec.input)));
    const mapping = typeof spec.map === "string" ? validateMapping(parseJson(readFileSync(resolve(dirname(t.file), spec.map)))) : spec.map ? validateMapping(spec.map) : undefined;
    const input = applyMapping(data, mapping, spec.call ?? {});
    const { result } = evaluate(compiled, input);
    const diffs = differences(spec.expect, indexResults(result));
    return { test: t, passed: diffs.length === 0, failures: diffs, ms: performance.now() - t0 };
  } catch (e) {
    if (e instanceof InvalidInput) return fail(e.issues.filter((i) => i.severity === "error").map((i) => `${i.record}: ${i.message}`));
    return fail([(e as Error).message]);
  }
}
