// allot test --mutate [paths…] [--format human|json] [--min-score N]: mutation testing of the
// schemes whose tests are found under the paths (a scheme file: the tests beside it). Lists every
// mutant no test kills — file:line:col, the construct and source it touched, the edit — and the
// score killed/total per scheme and over all. Exit 1 when a scheme's tests fail as written, or
// when --min-score N (a percentage) is not met; 0 otherwise.
import { existsSync, realpathSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { discoverTests } from "../../testing/schemeTests.js";
import { mutateScheme, scoreOf, testsByScheme, type SchemeMutation } from "../../testing/mutate.js";
import { noSuchPath, UsageError } from "../files.js";
import { InputError } from "../input.js";
import { walkFiles } from "../../walkFiles.js";

/** The tests under the paths; for a scheme file, the tests in the `tests` folder beside it. */
function testsFor(paths: readonly string[]) {
  const out = [];
  for (const p of paths.length ? paths : ["."]) {
    if (!existsSync(p)) throw noSuchPath(p);
    if (statSync(p).isFile()) {
      if (!p.endsWith(".allot")) throw new UsageError(`--mutate takes schemes (.allot) or folders, found '${p}'`);
      const dir = join(dirname(p), "tests");
      out.push(...(existsSync(dir) ? discoverTests([dir]).filter((t) => resolve(t.scheme) === resolve(p)) : []));
    } else out.push(...discoverTests([p]));
  }
  // a test reached twice (a folder and a scheme in it) is run once (adversary26)
  const seen = new Set<string>();
  return out.filter((t) => !seen.has(realpathSync(t.file)) && seen.add(realpathSync(t.file)));
}

/**
 * No tests under the paths: not a usage error (the command was written right) but a scheme's
 * tests missing, exit 1, naming the schemes found without tests (adversary24's finding left:
 * it printed the whole help, exit 2).
 */
function nothingToMutate(paths: readonly string[]): InputError {
  const where = paths.length ? paths : ["."];
  const where1 = where.join(", ");
  const files = where.every((p) => p.endsWith(".allot") && statSync(p).isFile());
  const schemes = files ? [] : where.flatMap((p) => walkFiles(p)).filter((f) => f.endsWith(".allot")).map((f) => relative(process.cwd(), f));
  const shown = schemes.length > 5 ? [...schemes.slice(0, 5), "…"] : schemes;
  const held = schemes.length ? `, where ${schemes.length === 1 ? "1 scheme has" : `${schemes.length} schemes have`} none (${shown.join(", ")})` : "";
  return new InputError(`nothing to mutate: no scheme tests found ${files ? "for" : "under"} ${where1}${held}; a scheme's tests are tests/<name>.test.json in its folder`);
}

const pct = (n: number) => `${n.toFixed(1)}%`;

export function mutate(paths: readonly string[], format: string, minScore: string | undefined, out: (s: string) => void): number {
  if (!["human", "json"].includes(format)) throw new UsageError(`--mutate writes human or json, found '${format}'`);
  const min = minScore === undefined ? undefined : Number(minScore);
  if (min !== undefined && !(/^\d+(\.\d+)?$/.test(minScore!) && min <= 100)) throw new UsageError(`--min-score takes a percentage from 0 to 100, found '${minScore}'`);
  const groups = testsByScheme(testsFor(paths));
  if (groups.size === 0) throw nothingToMutate(paths);
  const runs = [...groups].map(([scheme, tests]) => mutateScheme(scheme, tests));
  const killed = runs.reduce((s, r) => s + r.killed, 0);
  const survived = runs.reduce((s, r) => s + r.survived, 0);
  const score = scoreOf(killed, survived);
  const broken = runs.some((r) => r.baseline.length > 0);
  if (format === "json") out(JSON.stringify({ score, killed, survived, skipped: runs.reduce((s, r) => s + r.skipped, 0), schemes: runs.map(asJson) }, null, 2));
  else {
    for (const r of runs) human(r, out);
    // a scheme whose tests fail as written is not mutated: no score is claimed for it (adversary24)
    const scored = runs.filter((r) => r.baseline.length === 0).length;
    const notScored = runs.length - scored;
    const schemes = (n: number) => `${n} scheme${n === 1 ? "" : "s"}`;
    const head = scored ? `mutation score ${pct(score)} (${killed}/${killed + survived} killed) over ${schemes(scored)}` : "no mutation score";
    out(notScored ? `${head}${scored ? ";" : ":"} the tests of ${schemes(notScored)} fail as written (above), so ${notScored === 1 ? "it was" : "they were"} not mutated` : head);
  }
  return broken || (min !== undefined && score < min) ? 1 : 0;
}

function asJson(r: SchemeMutation) {
  return {
    scheme: relative(process.cwd(), r.scheme),
    tests: r.tests,
    baselineFailures: r.baseline,
    score: scoreOf(r.killed, r.survived),
    killed: r.killed,
    survived: r.survived,
    skipped: r.skipped,
    baselineMs: Math.round(r.baselineMs),
    mutantsMs: Math.round(r.mutantsMs),
    mutants: r.outcomes.map((o) => ({ line: o.line, column: o.column, kind: o.mutant.kind, mutation: o.mutant.mutation, target: o.mutant.target, source: o.mutant.source, status: o.status, ...(o.detail ? { detail: o.detail } : {}) })),
  };
}

function human(r: SchemeMutation, out: (s: string) => void): void {
  const file = relative(process.cwd(), r.scheme);
  if (r.baseline.length) {
    out(`${file}: the tests must pass on the scheme as written before it is mutated:`);
    for (const f of r.baseline.slice(0, 10)) out(`  ${f}`);
    return;
  }
  const total = r.killed + r.survived;
  out(`${file}: ${r.tests} tests, ${total + r.skipped} mutants — ${r.killed} killed, ${r.survived} survived, ${r.skipped} skipped (do not check) — score ${pct(scoreOf(r.killed, r.survived))} (${r.killed}/${total}); ${(r.mutantsMs / 1000).toFixed(2)} s (one test run ${(r.baselineMs / 1000).toFixed(2)} s)`);
  for (const o of r.outcomes) {
    if (o.status !== "survived") continue;
    out(`  survived  ${file}:${o.line}:${o.column}  ${o.mutant.target}${o.mutant.source ? ` (${o.mutant.source})` : ""}: ${o.mutant.mutation}`);
  }
}
