// The nesting guard: every construct that recurses in the parser (brackets, lists, records,
// `list of`, calls, `if`, `every`/`some`) is counted by the parser itself (syntax/parser.ts,
// `nested`), prefix runs by the token guard (syntax/parse.ts), and trees built deep from flat
// chains (`a + b + …`, prefixes) by the AST depth guard (ast/depth.ts) before the checker, the
// compiler or the formatter walk them. So the diagnostics of a deep scheme never depend on the
// engine's stack or its warm-up: each scheme is analysed, formatted and compiled cold in fresh
// child processes and warm in this one, always with the same result, AL0103 exactly when past
// the limit, and never a RangeError (nor the messages of the old fallbacks that caught one).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "../../..");
const dist = join(root, "packages/dsl/dist/index.js");
const minimal = readFileSync(join(__dirname, "corpus/good/minimal.allot"), "utf8");

/** The scheme with `v` declared as an expression nested `n` deep, or a field typed that deep. */
const constructs: Record<string, (n: number) => string> = {
  if: (n) => `let v = ${"if true then 1 else ".repeat(n)}0\n`,
  paren: (n) => `let v = ${"(".repeat(n)}1${")".repeat(n)}\n`,
  not: (n) => `let v = ${"not ".repeat(n)}true\n`,
  minus: (n) => `let v = ${"- ".repeat(n)}1\n`,
  every: (n) => `let v = ${Array.from({ length: n }, (_, i) => `every i${i} in [1, 2]: `).join("")}true\n`,
  list: (n) => `let v = ${"[".repeat(n)}1${"]".repeat(n)}\n`,
  call: (n) => `let v = ${"round(".repeat(n)}1${")".repeat(n)}\n`,
  sum: (n) => `let v = ${Array.from({ length: n }, () => "1").join(" + ")}\n`,
  listType: (n) => `application {\n  deep: ${"list of ".repeat(n)}integer optional\n}\n`,
  record: (n) => `application {\n  deep: ${"record { a: ".repeat(n)}integer${" }".repeat(n)} optional\n}\n`,
};

/** Depths: below and at the limit, just past it, the 629 of the report, and far past it. */
// the deepest accepted: 64 levels; a record inside the application block's braces and a quantifier
// with its list one less; a chain of sums is limited by the depth of its tree (256 nodes with the
// declaration and the leaves), so the test takes depths well on either side of it
const limits: Record<string, number> = { record: 63, every: 63, sum: 240 };
const limitOf = (name: string) => limits[name] ?? 64;
const depthsOf = (name: string) => (name === "sum" ? [200, 240, 260, 629, 5000] : [limitOf(name) - 1, limitOf(name), limitOf(name) + 1, 629, 5000]);

/** The source run in each process: analyse, format and compile every case; one JSON line each. */
const program = (distUrl: string, cases: { name: string; n: number; text: string }[]) => `
import { analyze, formatScheme, load } from ${JSON.stringify(distUrl)};
const cases = ${JSON.stringify(cases)};
for (const c of cases) {
  const out = { name: c.name, n: c.n };
  try {
    const a = analyze(c.text);
    out.diagnostics = a.diagnostics.map((d) => d.code + "@" + d.span.start + "-" + d.span.end + " " + d.message);
    const f = formatScheme(c.text);
    out.formatted = f.ok ? analyze(f.text).diagnostics.map((d) => d.code).join(",") : "refused";
    out.compiled = a.hasErrors ? "errors" : typeof load(a).evaluate === "function" || typeof load(a) === "object" ? "ok" : "?";
  } catch (e) {
    out.exception = String(e && e.stack || e);
  }
  console.log(JSON.stringify(out));
}`;

function cases(name: string) {
  return depthsOf(name).map((n) => ({ name, n, text: minimal + constructs[name]!(n) }));
}

function runCold(source: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module"], { stdio: ["pipe", "pipe", "pipe"] });
    child.stdin.end(source);
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
  });
}

describe.skipIf(!existsSync(dist))("nesting is judged the same, cold or warm", () => {
  for (const name of Object.keys(constructs)) {
    it(name, async () => {
      const source = program(new URL(`file://${dist}`).href, cases(name));
      const runs = await Promise.all([runCold(source), runCold(source)]);
      expect(runs[1], "two cold processes agree").toBe(runs[0]);
      const results = runs[0]!.trim().split("\n").map((l) => JSON.parse(l) as { n: number; diagnostics?: string[]; exception?: string; formatted?: string; compiled?: string });
      const limit = limitOf(name);
      for (const r of results) {
        expect(r.exception, `${name} ${r.n}`).toBeUndefined();
        const codes = r.diagnostics!.map((d) => d.split("@")[0]);
        expect(codes.includes("AL0103"), `${name} ${r.n}: ${r.diagnostics!.join("; ")}`).toBe(r.n > limit);
        for (const d of r.diagnostics!) expect(d).not.toMatch(/too deeply to (parse|check)|the checker can follow/);
        if (r.n <= limit) expect(r.formatted, `${name} ${r.n} formats to the same diagnostics`).toBe(r.diagnostics!.map((d) => d.split("@")[0]).join(","));
      }
      // warm: the same cases again in this process, after the JIT has seen them
      const { analyze } = await import("../src/analysis.js");
      for (let round = 0; round < 3; round++) {
        for (const c of cases(name)) {
          const warm = analyze(c.text).diagnostics.map((d) => `${d.code}@${d.span.start}-${d.span.end} ${d.message}`);
          expect(warm, `${name} ${c.n} warm, round ${round}`).toEqual(results.find((r) => r.n === c.n)!.diagnostics);
        }
      }
    }, 120_000);
  }
});
