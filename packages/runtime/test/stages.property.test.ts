// Property tests of the budget flow (engine/stages.ts) over generated schemes with stages,
// reservations and an admission stage: no stage awards more than its budget except, under `full`
// and `reach`, by the part of the one application that crossed it beyond what was left; awarded + remaining = budget per
// stage and, with what lapsed, in total, to the cent; the stages' awards are the applications'
// amounts (each counted once, in the stage that decided it, which considers it); results are
// byte-identical under permutation of the input. The stages may have their own rankings and
// pro-rata boundaries, and the tie-break scope may follow each stage's walk; where the stages
// rank on their own, the published list runs stage by stage. Seeded and bounded.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { analyze } from "@allot/dsl";
import { cents, compile, toCents } from "./support/generated.js";

const LONG = process.env["FUZZ_LONG"] === "1";
const RUNS = { numRuns: LONG ? 3000 : 60, seed: 1616 };
// each generated scheme is compiled once: the long runs need the time
const TIME = LONG ? 1_800_000 : 120_000;
const POLICIES = ["stop", "skip", "partial", "full", "reach"] as const;
const CONDITIONS = ["", "region = south", "small", "not small"] as const;

interface StageCfg {
  readonly when: (typeof CONDITIONS)[number];
  /** a percentage of the volume, or what is left */
  readonly budget: number | "left";
  readonly policy?: (typeof POLICIES)[number];
  readonly spill: "go on" | "stay out";
  /** its own ranking: by the amount asked, lowest first, with a tie-break scope and step */
  readonly own?: { readonly scope: (typeof SCOPES)[number]; readonly step: (typeof STEPS)[number] };
  /** its boundary is pro rata (no policy then), with this remainder */
  readonly prorata?: (typeof REMAINDERS)[number];
}
const SCOPES = ["every tie", "at boundary", "at boundary and after", "when decisive"] as const;
const STEPS = ["by id lowest first per art1", "unresolved per art1", "lottery seed call.seed per art1"] as const;
const REMAINDERS = ["unallocated", "largest_remainder", "ranking_order"] as const;
interface Cfg {
  readonly policy: (typeof POLICIES)[number];
  readonly broken: boolean;
  /** the scope of the regime's tie-break */
  readonly scope: (typeof SCOPES)[number];
  readonly reservations: readonly { readonly when: (typeof CONDITIONS)[number]; readonly pct: number; readonly unused: "returns" | "lapses" }[];
  readonly admit?: number;
  readonly stages: readonly StageCfg[];
}
interface App {
  readonly id: string;
  readonly points: number;
  readonly asked: number;
  readonly region: "south" | "north";
  readonly small: boolean;
}

const stageArb: fc.Arbitrary<StageCfg> = fc.record({
  when: fc.constantFrom(...CONDITIONS),
  budget: fc.oneof(fc.constant<"left">("left"), fc.integer({ min: 0, max: 100 })),
  policy: fc.option(fc.constantFrom(...POLICIES), { nil: undefined }),
  spill: fc.constantFrom<"go on" | "stay out">("go on", "stay out"),
  own: fc.option(fc.record({ scope: fc.constantFrom(...SCOPES), step: fc.constantFrom(...STEPS) }), { nil: undefined }),
  prorata: fc.option(fc.constantFrom(...REMAINDERS), { nil: undefined, freq: 3 }),
});
const cfgArb: fc.Arbitrary<Cfg> = fc.record({
  policy: fc.constantFrom(...POLICIES),
  broken: fc.boolean(),
  scope: fc.constantFrom(...SCOPES),
  reservations: fc.array(fc.record({ when: fc.constantFrom(...CONDITIONS.slice(1)), pct: fc.integer({ min: 0, max: 50 }), unused: fc.constantFrom<"returns" | "lapses">("returns", "lapses") }), { maxLength: 2 }),
  admit: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
  stages: fc.array(stageArb, { minLength: 1, maxLength: 3 }),
});
const appsArb: fc.Arbitrary<App[]> = fc.array(
  fc.record({ points: fc.integer({ min: 0, max: 4 }), asked: fc.integer({ min: 0, max: 60_000 }), region: fc.constantFrom<"south" | "north">("south", "north"), small: fc.boolean() }),
  { maxLength: 9 },
).map((xs) => xs.map((x, i) => ({ ...x, id: `A${String(i).padStart(2, "0")}` })));

function schemeText(c: Cfg): string {
  const L = [
    'scheme generated "Generated stages" {', '  version "1"', "}", 'act law "The law" {', '  identifier "L"', "}", 'source art1 = law article 1 """', "  Text.", '  """',
    "call {", "  volume: money(EUR)", "  seed: text", "}",
    "application {", "  id: text unique", "  points: integer in 0..4", "  asked: money(EUR)", "  region: enum { south, north }", "  small: boolean", "}",
    "criterion p per art1: application.points",
    "ranking per art1 {", "  by total highest first", `  tiebreak ${c.scope} per art1 { ${c.broken ? "by id lowest first per art1" : "unresolved per art1"} }`, "}",
    "allocation per art1 {", "  budget call.volume", "  amount asked", `  at boundary ${c.policy} per art1`,
  ];
  c.reservations.forEach((r, i) => L.push(`  reserve r${i} per art1: at least ${r.pct}% × call.volume when ${r.when}, unused ${r.unused}`));
  if (c.admit !== undefined) L.push(`  stage shortlist per art1 {`, `    admit first ${c.admit}`, `    threshold total >= 1`, "  }");
  c.stages.forEach((s, i) => {
    L.push(`  stage s${i} per art1${s.when ? ` when ${s.when}` : ""} {`, `    budget ${s.budget === "left" ? "left" : `${s.budget}% × call.volume`}`);
    if (s.own) L.push(`    ranking per art1 {`, `      by asked lowest first`, `      tiebreak ${s.own.scope} per art1 { ${s.own.step} }`, "    }");
    if (s.prorata) L.push(`    at boundary pro rata rounded down to 0.01 remainder ${s.prorata}`);
    else if (s.policy) L.push(`    at boundary ${s.policy}`);
    if (i < c.stages.length - 1) L.push(`    unfunded ${s.spill}`);
    L.push("  }");
  });
  L.push("}");
  return L.join("\n") + "\n";
}

function run(c: Cfg, apps: readonly App[], volume: number): SelectionResult {
  const applications = apps.map((a) => ({ id: a.id, points: a.points, asked: cents(a.asked), region: a.region, small: a.small }));
  return evaluate(compile(schemeText(c)), { call: { volume: cents(volume), seed: "s" }, applications }, { explain: false }).result;
}

const caseArb = fc.record({ cfg: cfgArb, apps: appsArb, volume: fc.integer({ min: 0, max: 200_000 }) });

describe("stages: generated schemes", () => {
  it("compile without errors", () => {
    fc.assert(
      fc.property(cfgArb, (c) => {
        expect(analyze(schemeText(c)).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      }),
      { numRuns: 100, seed: 1616 },
    );
  });

  it("no stage exceeds its budget but by less than the application that crossed it; awarded + remaining = budget per stage and in total", () => {
    fc.assert(
      fc.property(caseArb, ({ cfg, apps, volume }) => {
        const r = run(cfg, apps, volume);
        const t = r.totals["main"]!;
        const stages = Object.entries(t.stages!);
        const policyOf = new Map<string, string>(cfg.stages.map((s, i) => [`s${i}`, s.prorata ? "pro rata" : s.policy ?? cfg.policy]));
        cfg.reservations.forEach((_, i) => policyOf.set(`r${i}`, cfg.policy));
        let sum = 0;
        for (const [name, s] of stages) {
          const awarded = toCents(s.awarded);
          sum += awarded;
          // the stage's awards are the amounts of the applications it decided
          const mine = r.results.filter((x) => x.stage === name && x.status !== "indeterminate");
          expect(mine.reduce((a, x) => a + toCents(x.amount), 0)).toBe(awarded);
          if (s.budget === null) continue;
          const budget = toCents(s.budget);
          if (s.remaining !== null) expect(awarded + toCents(s.undecided ?? "0") + toCents(s.remaining)).toBe(budget);
          if (awarded > budget) {
            // the crossing application C was granted its ask with R ≥ 0 left (full) or R > 0 (reach)
            // before it: the stage passes its budget by ask − R, and nothing is funded after C
            const policy = policyOf.get(name);
            expect(["full", "reach"]).toContain(policy);
            const largest = Math.max(...mine.map((x) => toCents(x.amount)));
            if (policy === "reach") expect(awarded - budget).toBeLessThan(largest);
            else expect(awarded - budget).toBeLessThanOrEqual(largest);
          }
        }
        expect(sum).toBe(toCents(t.awarded));
        // each application counted once: the results' amounts are the total
        expect(r.results.reduce((a, x) => a + toCents(x.amount), 0)).toBe(toCents(t.awarded));
        if (t.remaining !== null) expect(toCents(t.awarded) + toCents(t.remaining) + toCents(t.lapsed!) + toCents(t.undecided)).toBe(volume);
      }),
      RUNS,
    );
  }, TIME);

  it("an application is decided by one stage, which considers it", () => {
    const holds = (when: string, a: App) => (when === "" ? true : when === "region = south" ? a.region === "south" : when === "small" ? a.small : !a.small);
    fc.assert(
      fc.property(caseArb, ({ cfg, apps, volume }) => {
        const r = run(cfg, apps, volume);
        const conditions = new Map<string, string>([...cfg.stages.map((s, i) => [`s${i}`, s.when] as [string, string]), ...cfg.reservations.map((x, i) => [`r${i}`, x.when] as [string, string]), ["shortlist", ""]]);
        for (const x of r.results) {
          if (x.status === "funded" || x.status === "partially_funded" || x.status === "pro_rata") {
            expect(x.stage).toBeDefined();
            expect(holds(conditions.get(x.stage!)!, apps.find((a) => a.id === x.id)!)).toBe(true);
            expect(x.stage).not.toBe("shortlist");
          }
        }
      }),
      RUNS,
    );
  });

  it("where the stages rank on their own, the published list runs stage by stage, numbered as one list", () => {
    fc.assert(
      fc.property(caseArb, ({ cfg, apps, volume }) => {
        const r = run(cfg, apps, volume);
        const own = cfg.stages.some((s) => s.own) || (cfg.scope !== "every tie" && cfg.broken);
        const names = [...cfg.reservations.map((_, i) => `r${i}`), ...(cfg.admit !== undefined ? ["shortlist"] : []), ...cfg.stages.map((_, i) => `s${i}`)];
        const ranked = r.results.filter((x) => x.position !== null);
        // competition numbering: the first is 1, a position repeats only inside a tie and then skips
        ranked.forEach((x, k) => {
          if (k === 0) expect(x.position).toBe(1);
          else expect(x.position === ranked[k - 1]!.position || x.position === k + 1).toBe(true);
        });
        if (!own) return;
        const index = ranked.map((x) => (x.stage === undefined ? names.length : names.indexOf(x.stage)));
        for (let k = 1; k < index.length; k++) expect(index[k]!).toBeGreaterThanOrEqual(index[k - 1]!);
      }),
      RUNS,
    );
  });

  it("shuffling the applications gives byte-identical results", () => {
    fc.assert(
      fc.property(
        caseArb.chain((c) => fc.shuffledSubarray(c.apps, { minLength: c.apps.length, maxLength: c.apps.length }).map((shuffled) => ({ ...c, shuffled }))),
        ({ cfg, apps, volume, shuffled }) => {
          expect(JSON.stringify(run(cfg, shuffled, volume))).toBe(JSON.stringify(run(cfg, apps, volume)));
        },
      ),
      RUNS,
    );
  });
});
