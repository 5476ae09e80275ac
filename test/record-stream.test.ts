// Records streamed into validation (runtime records.ts, cli/input.ts): `allot run` hands each
// application to validation and assessment as it is parsed, and keeps none. A `RecordStream` of
// the same records must give what the list gives — the same issues (records named by id and
// position, repeated ids found whether or not the ids come in order), the same result bytes — on
// every seed test, on generated calls with broken and repeated records (property), on ids repeated
// far apart (read back from the Assessor's column), and through
// the command line's reader with and without a mapping that renames fields.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate, InvalidInput, RecordStream, validateInput, type CompiledScheme, type RawInput } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { applyMapping, validateMapping } from "../packages/dsl/src/data/mapping.js";
import { readInput } from "../packages/dsl/src/cli/input.js";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble, rankAndAllocate } from "./support/scheme.js";

const repo = resolve(__dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "allot-record-stream-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const streamed = (raw: RawInput): RawInput => {
  const list = raw.applications as unknown[];
  return { ...raw, applications: new RecordStream(() => list) };
};

/** What a run says: its result, or the issues that stopped it. */
function outcome(scheme: CompiledScheme, raw: RawInput): string {
  try {
    return JSON.stringify(evaluate(scheme, raw, { explain: true }));
  } catch (e) {
    if (!(e instanceof InvalidInput)) throw e;
    return JSON.stringify(e.issues);
  }
}

function seedCases(): { name: string; scheme: CompiledScheme; raw: RawInput }[] {
  const out: { name: string; scheme: CompiledScheme; raw: RawInput }[] = [];
  for (const seed of readdirSync(join(repo, "schemes")).filter((d) => d.startsWith("seed_"))) {
    const sdir = join(repo, "schemes", seed);
    const file = join(sdir, readdirSync(sdir).find((f) => f.endsWith(".allot"))!);
    const scheme = load(analyze(readFileSync(file, "utf8"), pathToFileURL(file).href));
    for (const t of readdirSync(join(sdir, "tests")).filter((f) => f.endsWith(".test.json"))) {
      const spec = JSON.parse(readFileSync(join(sdir, "tests", t), "utf8"));
      const base = join(sdir, "tests");
      const data = JSON.parse(readFileSync(resolve(base, spec.input), "utf8"));
      const mapping = typeof spec.map === "string" ? validateMapping(JSON.parse(readFileSync(resolve(base, spec.map), "utf8"))) : spec.map ? validateMapping(spec.map) : undefined;
      out.push({ name: `${seed}/${t}`, scheme, raw: applyMapping(data, mapping, spec.call ?? {}) });
    }
  }
  return out;
}

// ranked by score, then id; each application granted what it asks until the budget stops
const small = compile(`${preamble("streamed")}call {
  budget: money(EUR)
}
application {
  id: text unique
  score: integer in 0..10
  asked: money(EUR)
}
${rankAndAllocate("application.score highest first", "asked", "stop")}`.replace("call.ceiling", "call.budget"));

describe("a stream of records reads as the list of them", () => {
  it("every seed test: the same issues and the same result bytes", () => {
    const cases = seedCases();
    expect(cases.length).toBeGreaterThan(15);
    for (const { name, scheme, raw } of cases) {
      expect(JSON.stringify(validateInput(scheme, streamed(raw))), name).toBe(JSON.stringify(validateInput(scheme, raw)));
      expect(outcome(scheme, streamed(raw)), name).toBe(outcome(scheme, raw));
    }
  });

  it("generated calls with broken, repeated and unordered records: the same issues and result (property)", () => {
    const id = fc.oneof(fc.constantFrom("A", "B", "C", "a", "é"), fc.integer({ min: 0, max: 12 }).map((n) => `N${String(n).padStart(2, "0")}`), fc.constant(7));
    const record = fc.record({ id, score: fc.oneof(fc.integer({ min: -1, max: 11 }), fc.constant("3")), asked: fc.oneof(fc.constantFrom("10.00", "99.99", "0.001", "x"), fc.integer({ min: 1, max: 50 }).map((n) => `${n}.00`)), extra: fc.constant(1) }, { requiredKeys: ["id", "score", "asked"] });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 30 }), fc.boolean(), fc.constantFrom("100.00", "0.00", "1e3"), (apps, sorted, budget) => {
        const list = sorted ? [...apps].sort((x, y) => (String(x.id) < String(y.id) ? -1 : 1)) : apps;
        const raw: RawInput = { call: { budget }, applications: list };
        expect(JSON.stringify(validateInput(small, streamed(raw)))).toBe(JSON.stringify(validateInput(small, raw)));
        for (const invalid of ["fail", "exclude"] as const) {
          const run = (r: RawInput) => {
            try {
              return JSON.stringify(evaluate(small, r, { invalid }));
            } catch (e) {
              if (!(e instanceof InvalidInput)) throw e;
              return JSON.stringify(e.issues);
            }
          };
          expect(run(streamed(raw))).toBe(run(raw));
        }
      }),
      { numRuns: 200, seed: 15 },
    );
  });

  it("a repeated id far from its first: named as with a list, through the Assessor's column of ids and the records it holds for aggregates", () => {
    // ids in increasing order up to #20,000 (no check needed), then out of order: from there every
    // id is checked against all before it — the valid ones' read back from the Assessor (or, with
    // aggregates, from the records it holds), the refused ones' (#2, #7) kept by validation
    const peers = compile(`${preamble("streamed peers")}call {
  budget: money(EUR)
}
application {
  id: text unique
  team: text
  score: integer in 0..10
  asked: money(EUR)
}
let team_asked = sum(m in peers(team): m.asked)
${rankAndAllocate("application.score highest first", "asked", "stop")}`.replace("call.ceiling", "call.budget"));
    const name = (k: number) => `A${String(k).padStart(6, "0")}`;
    const apps: Record<string, unknown>[] = [];
    for (let k = 1; k <= 20_000; k++) apps.push({ id: name(k), team: `T${k % 7}`, score: k === 2 ? 11 : k % 10, asked: k === 7 ? "x" : "10.00" });
    apps.push({ id: "0", team: "T0", score: 1, asked: "1.00" });
    for (let k = 20_002; k <= 29_000; k++) apps.push({ id: `B${k}`, team: "T1", score: 1, asked: "1.00" });
    apps.push({ id: name(5), team: "T2", score: 3, asked: "1.00" }, { id: name(7), team: "T2", score: 3, asked: "1.00" }, { id: name(19_999), team: "T2", score: 3, asked: "1.00" }, { id: "B20002", team: "T2", score: 3, asked: "1.00" });
    const raw: RawInput = { call: { budget: "100.00" }, applications: apps };
    const repeats = (scheme: CompiledScheme, r: RawInput) => {
      try {
        evaluate(scheme, r, { explain: false });
      } catch (e) {
        if (!(e instanceof InvalidInput)) throw e;
        return e.issues.filter((i) => i.path === "id").map((i) => `${i.record}: ${i.message}`);
      }
      return [];
    };
    const want = [
      'application A000005 (#29001): id: "A000005" is also the id of application #5',
      'application A000007 (#29002): id: "A000007" is also the id of application #7',
      'application A019999 (#29003): id: "A019999" is also the id of application #19999',
      'application B20002 (#29004): id: "B20002" is also the id of application #20002',
    ];
    for (const scheme of [small, peers]) {
      expect(repeats(scheme, streamed(raw))).toEqual(want);
      expect(repeats(scheme, raw)).toEqual(want);
      expect(JSON.stringify(validateInput(scheme, streamed(raw)).issues)).toBe(JSON.stringify(validateInput(scheme, raw).issues));
    }
  });

  it("a repeated id after assessment failed: still named as with a list (ids the Assessor took, and those it never got)", () => {
    // onProgress throws at the 1,000th application assessed: the run ends in that exception, but
    // only after validation has read every record and reported the input's errors — the ids from
    // #1,001 on were never handed over, so validation keeps them itself
    const apps: Record<string, unknown>[] = [];
    for (let k = 1; k <= 3000; k++) apps.push({ id: `A${String(k).padStart(5, "0")}`, score: k % 10, asked: "1.00" });
    apps.push({ id: "A01500", score: 1, asked: "1.00" }, { id: "A00010", score: 1, asked: "1.00" });
    const raw: RawInput = { call: { budget: "100.00" }, applications: apps };
    const issues = (r: RawInput) => {
      try {
        evaluate(small, r, {
          explain: false,
          onProgress: (done, _total, phase) => {
            if (phase === "assess" && done === 1000) throw new Error("progress failed");
          },
        });
      } catch (e) {
        if (!(e instanceof InvalidInput)) throw e;
        return e.issues.map((i) => `${i.record}: ${i.message}`);
      }
      return [];
    };
    const want = ['application A01500 (#3001): id: "A01500" is also the id of application #1500', 'application A00010 (#3002): id: "A00010" is also the id of application #10'];
    expect(issues(streamed(raw))).toEqual(want);
    expect(issues(raw)).toEqual(want);
  });

  it("the command line's reader streams the applications, with a mapping that renames fields too", () => {
    const data = { call: { budget: "30.00" }, applications: [{ id: "B", points: 3, asked: "20.00" }, { id: "A", points: 3, asked: "20.00" }, { id: "C", points: 9, asked: "5.00" }] };
    const input = join(dir, "in.json");
    writeFileSync(input, JSON.stringify(data));
    const map = join(dir, "map.json");
    writeFileSync(map, JSON.stringify({ applications: "$.applications", application: { score: "$.points" } }));
    const raw = readInput(small, join(dir, "small.allot"), input, { set: [], map }, () => {});
    expect(raw.applications).toBeInstanceOf(RecordStream);
    const list = applyMapping(data, validateMapping(JSON.parse(readFileSync(map, "utf8"))));
    expect(outcome(small, raw)).toBe(outcome(small, { call: raw.call, applications: list.applications }));
    // C (9 points, 5.00) first, then A before B by id: 5.00 + 20.00 of 30.00, B does not fit
    const r = evaluate(small, raw, { explain: false }).result;
    expect(r.results.map((x) => [x.id, x.status, x.amount])).toEqual([["C", "funded", "5.00"], ["A", "funded", "20.00"], ["B", "not_funded", "0.00"]]);
  });
});
