// What `allot compile` emits, type-checked by the real TypeScript compiler as a service would
// use it: every scheme in schemes/ and a scheme of hostile names (JavaScript keywords, `__proto__`,
// `constructor`, Polish and Cyrillic letters) compiled to its module and declarations, with a
// consumer that calls evaluate, score and validate, under `strict` and the stricter options a
// service may set (`exactOptionalPropertyTypes`, `noUncheckedIndexedAccess`), the runtime's own
// declarations checked too (`skipLibCheck: false`). adversary25 found the runtime's declarations
// failing under `exactOptionalPropertyTypes`: its classes declared `unranked` and
// `unrankedRegimes` as `T | undefined` where the interface they implement had `T` optional.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { analyze } from "../packages/dsl/src/index.js";
import { compileFiles } from "../packages/dsl/src/compile/module.js";
import { walkFiles } from "../packages/dsl/src/walkFiles.js";

const repo = resolve(__dirname, "..");
const tmp = mkdtempSync(join(tmpdir(), "allot-adv25-dts-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
mkdirSync(join(tmp, "node_modules/@allot"), { recursive: true });
symlinkSync(join(repo, "packages/runtime"), join(tmp, "node_modules/@allot/runtime"));
writeFileSync(join(tmp, "package.json"), '{"type":"module"}');

const schemes = [...walkFiles(join(repo, "schemes")).filter((f) => f.endsWith(".allot")), join(repo, "test/adversary25/hostile.allot")];

/** Each scheme's module, declarations and a consumer, written to the temporary folder. */
function emit(): string[] {
  const files: string[] = [];
  for (const file of schemes) {
    const a = analyze(readFileSync(file, "utf8"), pathToFileURL(file).href);
    expect(a.diagnostics.filter((d) => d.severity === "error"), file).toEqual([]);
    const out = compileFiles(a);
    const name = `${basename(dirname(file))}_${basename(file, ".allot")}`;
    writeFileSync(join(tmp, `${name}.mjs`), out.module);
    writeFileSync(join(tmp, `${name}.d.mts`), out.declarations);
    const use = join(tmp, `${name}.use.mts`);
    writeFileSync(
      use,
      [
        `import { evaluate, evaluateTable, score, validate, metadata, type Call, type Application, type Result } from "./${name}.mjs";`,
        "export function run(call: Call, apps: readonly Application[]): Result {",
        "  const { result, issues } = evaluate(call, apps);",
        "  const { table } = evaluateTable(call, apps);",
        "  const first = apps[0];",
        "  const s = first === undefined ? null : score(call, first);",
        "  if (issues.length > 0 || table.toResult().results.length !== result.results.length || s?.regime === undefined) throw new Error(metadata.name);",
        "  return validate({ call, applications: apps }).issues.length === 0 ? result : result;",
        "}",
        "",
      ].join("\n"),
    );
    files.push(use);
  }
  return files;
}

describe("the declarations allot compile emits, under the real tsc", () => {
  it("every scheme and the hostile names type-check under strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess", () => {
    const roots = emit();
    const program = ts.createProgram(roots, {
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      noImplicitOverride: true,
      noPropertyAccessFromIndexSignature: true,
      skipLibCheck: false,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      types: [],
      typeRoots: [join(repo, "node_modules/@types")],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${d.file.fileName.replace(repo, "").replace(tmp, "")}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : "";
      return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
    expect(problems).toEqual([]);
    expect(roots.length).toBe(schemes.length);
  });
  it("the hostile names' module runs: a field named __proto__, constructor and class read as fields; a member named __proto__ keeps its title", async () => {
    type Step = { text: string };
    const mod = (await import(pathToFileURL(join(tmp, "adversary25_hostile.mjs")).href)) as { evaluate: (c: unknown, a: unknown) => { result: { results: { id: string; status: string; points: Record<string, string> | null; reasons: { message: string }[]; explanation: Step[] }[] }; issues: unknown[] } };
    const apps = JSON.parse('[{"id": "H1", "asked": "10.00", "__proto__": 7, "constructor": true, "class": 2, "zażółć": 1, "ключ": false, "area": "__proto__"}, {"id": "H2", "asked": "10.00", "__proto__": 1, "constructor": false, "class": 9, "zażółć": 9, "ключ": true, "area": "__proto__"}]');
    const { result, issues } = mod.evaluate(JSON.parse('{"budget": "15.00", "default": 1, "limit": {"__proto__": "20.00", "riverside": "5.00"}}'), apps);
    expect(issues).toEqual([]);
    expect(result.results.map((r) => [r.id, r.status, r.points?.["total"]])).toEqual([
      ["H1", "funded", "10"],
      ["H2", "ineligible", undefined],
    ]);
    // the member `__proto__ "Old Town"` is named by its title in a value beside a comparison
    // (explainValues.ts) and in a reason (reasons.ts): its titles were an object literal, whose
    // "__proto__" key set the prototype and left no title (fixa25)
    expect(result.results[0]!.explanation.map((s) => s.text)).toContain("Rule 'Served' is met (asked <= call.limit[area]; asked: 10.00 EUR, call.limit[area]: 20.00 EUR, area: Old Town).");
    expect(result.results[1]!.reasons.map((r) => r.message)).toEqual(["not on time (Old Town)"]);
  });
});
