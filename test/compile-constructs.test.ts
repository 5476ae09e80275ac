// The compiled modules of schemes using the constructs added last (stages, reservations,
// admission, regimes' budgets, groups, first come with draws per key, define, power and date
// parts, decimal(n), position, peers, if absent, greedy steps — packages/dsl/test/adversarial):
// the real `allot compile` writes them outside the workspace, tsc --strict type-checks a service
// using each (test/inputs/consumer-constructs/use.ts), and each module, imported as a service
// would, gives the result the in-process compiler gives (what `allot run` runs).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { evaluate } from "@allot/runtime";

const repo = resolve(__dirname, "..");
const adversarial = join(repo, "packages/dsl/test/adversarial");
const names = ["stages", "groups", "fcfs", "misc", "regimes"];
let dir = "";

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "allot-constructs-"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "service", private: true, type: "module" }));
  mkdirSync(join(dir, "node_modules", "@allot"), { recursive: true });
  symlinkSync(join(repo, "packages", "runtime"), join(dir, "node_modules", "@allot", "runtime"), "dir");
  for (const n of names) {
    const r = spawnSync(process.execPath, [join(repo, "packages/dsl/dist/allot.mjs"), "compile", join(adversarial, `${n}.allot`), "--out", join(dir, n)], { encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  }
  cpSync(join(repo, "test/inputs/consumer-constructs/use.ts"), join(dir, "use.ts"));
}, 120_000);

// one call per scheme, shaped as its declarations ask
const inputs: Record<string, { call: object; applications: object[] }> = {
  stages: { call: { volume: "1000.00", shortlist: 3 }, applications: [{ id: "A", points: 5, asked: "100.00", region: "south", small: true }, { id: "B", points: 4, asked: "900.00", region: "north", small: false }, { id: "C", points: 1, asked: "10.00", region: "south", small: false }] },
  groups: { call: { budget: "100.00", cap: "60.00" }, applications: [{ id: "A1", consortium: "C1", points: 9, asked: "30.00" }, { id: "A2", consortium: "C1", points: 8, asked: "20.00" }, { id: "B1", consortium: "C2", points: 7, asked: "40.00" }, { id: "B2", consortium: "C2", points: 7, asked: "20.00" }] },
  fcfs: { call: { budget: "50.00", draws: { "2024-03-02": ["C", "B"] } }, applications: [{ id: "A", received_at: "2024-03-01T10:00", requested: "40.00", sme: true }, { id: "B", received_at: "2024-03-02T10:00", requested: "40.00", sme: true }, { id: "C", received_at: "2024-03-02T11:00", requested: "5.00", sme: false }] },
  misc: { call: { budget: "100.00", ceiling: "50.00", price_date: "2027-01-01", ranking_list: ["C", "D"] }, applications: [{ id: "A", consortium: "C", score: 5, countries: ["DE"], asked: "10.00", price: "5.5", filed: "2024-03-04T10:00", partners: 3 }, { id: "B", consortium: "D", score: 5, countries: ["FR"], asked: "60.00", price: "1", filed: "2024-03-09T10:00", flag: true, partners: 1 }] },
  regimes: { call: { limit: "100.00" }, applications: [{ id: "A", points: 5, asked: "70.00" }, { id: "B", asked: "40.00" }, { id: "C", asked: "20.00" }] },
};

describe("compiled modules of the new constructs", () => {
  it("type-check a service under tsc --strict (NodeNext)", () => {
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, module: "NodeNext", moduleResolution: "NodeNext", target: "ES2022", lib: ["ES2022"], noEmit: true, types: [] }, files: ["use.ts"] }));
    const r = spawnSync(process.execPath, [join(repo, "node_modules/typescript/bin/tsc"), "-p", join(dir, "tsconfig.json"), "--pretty", "false"], { encoding: "utf8", cwd: dir });
    expect(r.stdout + r.stderr).toBe("");
    expect(r.status).toBe(0);
  });

  it.each(names)("%s: the module gives the in-process compiler's result", async (n) => {
    const mod = (await import(pathToFileURL(join(dir, n, "ks.mjs")).href)) as { evaluate: (c: object, a: object[], o?: object) => { result: unknown } };
    const { call, applications } = inputs[n]!;
    const fromModule = mod.evaluate(call, applications, { explain: true }).result;
    const inProcess = evaluate(load(analyze(readFileSync(join(adversarial, `${n}.allot`), "utf8"))), { call, applications }, { explain: true }).result;
    expect(JSON.parse(JSON.stringify(fromModule))).toEqual(JSON.parse(JSON.stringify(inProcess)));
  });
});
