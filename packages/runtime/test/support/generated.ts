// Generated schemes for the selection tests: a small abstract description of a scheme (criteria,
// threshold, ranking with a tie-break chain, allocation), its Allot text, the fast-check
// arbitraries that produce descriptions, applications and budgets, and an independent
// reference model of ranking and allocation that the engine is compared with. The reference
// works in integer cents and walks every order the ranking leaves open, so it is written from
// the semantics, not from the engine's code.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { analyze, load } from "@allot/dsl";
import { evaluate, type CompiledScheme, type SelectionResult } from "@allot/runtime";

export type Policy = "stop" | "skip" | "partial" | "full" | "reach";
export type ChainKey = { kind: "crit"; crit: string; dir: "highest" | "lowest" } | { kind: "asked"; dir: "highest" | "lowest" };
export type ChainEnd = { kind: "unresolved" } | { kind: "seed"; seed: string } | { kind: "none" };

export interface Criterion {
  readonly name: string;
  readonly weight: number;
  readonly lo: number;
  readonly hi: number;
}

export interface SchemeConfig {
  readonly criteria: readonly Criterion[];
  readonly threshold?: number;
  readonly tiebreak?: { readonly scope: "every" | "boundary"; readonly keys: readonly ChainKey[]; readonly end: ChainEnd };
  readonly allocation: { readonly kind: "boundary"; readonly policy: Policy } | { readonly kind: "prorata"; readonly remainder: "unallocated" | "largest_remainder" };
}

export interface App {
  readonly id: string;
  /** score per criterion name */
  readonly scores: Readonly<Record<string, number>>;
  /** requested amount in cents */
  readonly asked: number;
}

export const cents = (n: number): string => `${n < 0 ? "-" : ""}${Math.floor(Math.abs(n) / 100)}.${String(Math.abs(n) % 100).padStart(2, "0")}`;
export const toCents = (s: string): number => {
  const [i, f = ""] = s.replace("-", "").split(".");
  const v = Number(i) * 100 + Number((f + "00").slice(0, 2));
  return s.startsWith("-") ? -v : v;
};

export function schemeText(cfg: SchemeConfig): string {
  const L: string[] = [];
  L.push('scheme generated "Generated scheme" {', '  version "1"', "}", 'act law "The law" {', '  identifier "L"', "}", 'source art1 = law article 1 """', "  Text of the article.", '  """');
  L.push("call {", "  ceiling: money(EUR)", "}");
  L.push("application {", "  id: text unique");
  for (const c of cfg.criteria) L.push(`  s_${c.name}: integer in ${c.lo}..${c.hi}`);
  L.push("  asked: money(EUR)", "}");
  for (const c of cfg.criteria) L.push(`criterion ${c.name} "${c.name.toUpperCase()}" per art1: weight ${c.weight} × s_${c.name}`);
  if (cfg.threshold !== undefined) L.push(`threshold minimum "Minimum" per art1: total >= ${cfg.threshold}`);
  L.push("ranking per art1 {", "  by total highest first");
  if (cfg.tiebreak) {
    L.push(`  tiebreak ${cfg.tiebreak.scope === "every" ? "every tie" : "at boundary"} per art1 {`);
    for (const k of cfg.tiebreak.keys) L.push(`    by ${k.kind === "crit" ? k.crit : "asked"} ${k.dir} first per art1`);
    if (cfg.tiebreak.end.kind === "unresolved") L.push("    unresolved per art1");
    if (cfg.tiebreak.end.kind === "seed") L.push(`    lottery seed "${cfg.tiebreak.end.seed}" per art1`);
    L.push("  }");
  }
  L.push("}", "allocation per art1 {", "  budget call.ceiling", "  amount asked");
  if (cfg.allocation.kind === "boundary") L.push(`  at boundary ${cfg.allocation.policy} per art1`);
  else L.push(`  pro rata rounded down to 0.01 remainder ${cfg.allocation.remainder} per art1`);
  L.push("}");
  return L.join("\n") + "\n";
}

const compiled = new Map<string, CompiledScheme>();
/** Compiles with analyze + load, failing on any error diagnostic; cached by text. */
export function compile(text: string): CompiledScheme {
  let s = compiled.get(text);
  if (!s) {
    const a = analyze(text);
    const errors = a.diagnostics.filter((d) => d.severity === "error");
    if (errors.length) throw new Error(`generated scheme has errors:\n${errors.map((d) => `${d.code} ${d.message} @${d.span.start}`).join("\n")}\n${text}`);
    s = load(a);
    compiled.set(text, s);
  }
  return s;
}

export function input(cfg: SchemeConfig, apps: readonly App[], budget: number) {
  return {
    call: { ceiling: cents(budget) },
    applications: apps.map((a) => ({ id: a.id, ...Object.fromEntries(cfg.criteria.map((c) => [`s_${c.name}`, a.scores[c.name]])), asked: cents(a.asked) })),
  };
}

export function run(cfg: SchemeConfig, apps: readonly App[], budget: number): SelectionResult {
  return evaluate(compile(schemeText(cfg)), input(cfg, apps, budget)).result;
}

// ── arbitraries ──────────────────────────────────────────────────────────

const critNames = ["c1", "c2", "c3"];

export const criteriaArb: fc.Arbitrary<Criterion[]> = fc
  .array(fc.record({ weight: fc.integer({ min: 1, max: 3 }), lo: fc.integer({ min: 0, max: 2 }), span: fc.integer({ min: 0, max: 3 }) }), { minLength: 1, maxLength: 3 })
  .map((cs) => cs.map((c, i) => ({ name: critNames[i]!, weight: c.weight, lo: c.lo, hi: c.lo + c.span })));

export function chainKeyArb(criteria: readonly Criterion[]): fc.Arbitrary<ChainKey> {
  return fc.oneof(
    fc.record({ kind: fc.constant("crit" as const), crit: fc.constantFrom(...criteria.map((c) => c.name)), dir: fc.constantFrom("highest" as const, "lowest" as const) }),
    fc.record({ kind: fc.constant("asked" as const), dir: fc.constantFrom("highest" as const, "lowest" as const) }),
  );
}

export const endArb: fc.Arbitrary<ChainEnd> = fc.oneof(
  fc.constant({ kind: "unresolved" as const }),
  fc.constantFrom("2024-draw", "seed-7", "zeta").map((seed) => ({ kind: "seed" as const, seed })),
  fc.constant({ kind: "none" as const }),
);

export const policies: readonly Policy[] = ["stop", "skip", "partial", "full", "reach"];

export function configArb(options: { allocation?: fc.Arbitrary<SchemeConfig["allocation"]>; tiebreak?: "any" | "always" | "never" } = {}): fc.Arbitrary<SchemeConfig> {
  const allocation =
    options.allocation ??
    fc.oneof(
      fc.constantFrom(...policies).map((policy) => ({ kind: "boundary" as const, policy })),
      fc.constantFrom("unallocated" as const, "largest_remainder" as const).map((remainder) => ({ kind: "prorata" as const, remainder })),
    );
  return criteriaArb.chain((criteria) => {
    const minTotal = criteria.reduce((s, c) => s + c.weight * c.lo, 0);
    const maxTotal = criteria.reduce((s, c) => s + c.weight * c.hi, 0);
    const tb = fc.record({ scope: fc.constantFrom("every" as const, "boundary" as const), keys: fc.array(chainKeyArb(criteria), { maxLength: 2 }), end: endArb });
    const tiebreak = options.tiebreak === "never" ? fc.constant(undefined) : options.tiebreak === "always" ? tb : fc.option(tb, { nil: undefined, freq: 3 });
    return fc.record({
      criteria: fc.constant(criteria),
      // a threshold that some application can reach (the checker refuses one that none can)
      threshold: fc.option(fc.integer({ min: minTotal + 1, max: Math.max(minTotal + 1, maxTotal) }), { nil: undefined, freq: 2 }).map((t) => (t !== undefined && t <= maxTotal ? t : undefined)),
      tiebreak,
      allocation,
    });
  });
}

const idPool = ["N07", "A1", "k2", "B10", "b3", "Z", "m05", "C", "x9", "Q4"];

export function appsArb(criteria: readonly Criterion[], size: { min?: number; max?: number } = {}): fc.Arbitrary<App[]> {
  const asked = fc.oneof(fc.integer({ min: 1, max: 10 }).map((x) => x * 10_000), fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(33_333, 50_000, 66_667));
  return fc
    .array(fc.record({ scores: fc.record(Object.fromEntries(criteria.map((c) => [c.name, fc.integer({ min: c.lo, max: c.hi })]))), asked }), { minLength: size.min ?? 0, maxLength: size.max ?? 7 })
    .map((rs) => rs.map((r, i) => ({ id: idPool[i]!, scores: r.scores as Record<string, number>, asked: r.asked })));
}

/** A budget that often equals the sum of some applications, so boundaries are hit exactly. */
export function budgetArb(apps: readonly App[]): fc.Arbitrary<number> {
  const total = apps.reduce((s, a) => s + a.asked, 0);
  return fc.oneof(
    fc.integer({ min: 0, max: total + 10_000 }),
    fc.subarray(apps.map((a) => a.asked)).map((xs) => xs.reduce((s, x) => s + x, 0)),
    fc.constant(total),
  );
}

export interface Case {
  readonly cfg: SchemeConfig;
  readonly apps: App[];
  readonly budget: number;
}

export function caseArb(options: Parameters<typeof configArb>[0] & { size?: { min?: number; max?: number } } = {}): fc.Arbitrary<Case> {
  return configArb(options).chain((cfg) => appsArb(cfg.criteria, options.size).chain((apps) => budgetArb(apps).map((budget) => ({ cfg, apps, budget }))));
}

// ── reference model ──────────────────────────────────────────────────────

export interface RefOutcome {
  status: string;
  amount: number;
  contingent?: number;
}

export interface Reference {
  readonly position: Map<string, number | null>;
  readonly outcome: Map<string, RefOutcome>;
}

export function points(cfg: SchemeConfig, a: App): Record<string, number> {
  const p: Record<string, number> = {};
  let total = 0;
  for (const c of cfg.criteria) {
    p[c.name] = c.weight * a.scores[c.name]!;
    total += p[c.name]!;
  }
  p["total"] = total;
  return p;
}

const sha = (seed: string, id: string) => createHash("sha256").update(`${seed}:${id}`, "utf8").digest("hex");

/** <0 when a comes before b on the tie-break chain, 0 when the chain leaves them tied. */
export function chainCompare(cfg: SchemeConfig, a: App, b: App): number {
  const tb = cfg.tiebreak;
  if (!tb) return 0;
  const pa = points(cfg, a);
  const pb = points(cfg, b);
  for (const k of tb.keys) {
    const va = k.kind === "crit" ? pa[k.crit]! : a.asked;
    const vb = k.kind === "crit" ? pb[k.crit]! : b.asked;
    if (va !== vb) return k.dir === "highest" ? vb - va : va - vb;
  }
  if (tb.end.kind === "seed") {
    const ha = sha(tb.end.seed, a.id);
    const hb = sha(tb.end.seed, b.id);
    return ha < hb ? -1 : ha > hb ? 1 : 0;
  }
  return 0;
}

/** Ranked groups in order: each a list of applications the scheme leaves tied. */
export function referenceGroups(cfg: SchemeConfig, apps: readonly App[], budget: number): App[][] {
  const ranked = apps.filter((a) => cfg.threshold === undefined || points(cfg, a)["total"]! >= cfg.threshold);
  const totals = [...new Set(ranked.map((a) => points(cfg, a)["total"]!))].sort((x, y) => y - x);
  const split = (g: App[]): App[][] => {
    const out: App[][] = [];
    for (const a of g) {
      const home = out.find((h) => chainCompare(cfg, h[0]!, a) === 0);
      if (home) home.push(a);
      else out.push([a]);
    }
    return out.sort((x, y) => chainCompare(cfg, x[0]!, y[0]!));
  };
  // A tie group straddles the budget when the amount taken before it is below the budget and
  // with it above: under stop, partial and full what is requested, under skip what is funded
  // (an application that does not fit takes nothing), a tie left unresolved walked in id order.
  // Under full, "below" includes "equal": the next application is awarded in full even then.
  // Under reach a member is left out only where the others alone reach the budget before it.
  const skip = cfg.allocation.kind === "boundary" && cfg.allocation.policy === "skip";
  const full = cfg.allocation.kind === "boundary" && cfg.allocation.policy === "full";
  const reach = cfg.allocation.kind === "boundary" && cfg.allocation.policy === "reach";
  const groups: App[][] = [];
  let cumulative = 0;
  for (const t of totals) {
    const g = ranked.filter((a) => points(cfg, a)["total"] === t).sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
    const sum = g.reduce((s, a) => s + a.asked, 0);
    const straddles = reach
      ? g.length > 1 && cumulative < budget && g.some((a) => cumulative + sum - a.asked >= budget)
      : g.length > 1 && (full ? cumulative <= budget : cumulative < budget) && cumulative + sum > budget;
    const broken = cfg.tiebreak !== undefined && (cfg.tiebreak.scope === "every" || straddles);
    const subs = broken ? split(g) : [g];
    if (skip) {
      for (const a of subs.flat()) if (cumulative + a.asked <= budget) cumulative += a.asked;
    } else cumulative += sum;
    groups.push(...subs);
  }
  return groups;
}

interface WalkState {
  readonly remaining: number;
  readonly stopped: boolean;
}

/** One application met in one state of the walk: its outcome and the state after it. */
export function stepOnce(st: WalkState, asked: number, policy: Policy): { out: RefOutcome; next: WalkState } {
  if (st.stopped) return { out: { status: "not_funded", amount: 0 }, next: st };
  if (policy === "reach") {
    // funded in full while the budget is not reached; the one that reaches or passes it is the last
    if (st.remaining <= 0) return { out: { status: "not_funded", amount: 0 }, next: { remaining: st.remaining, stopped: true } };
    return { out: { status: "funded", amount: asked }, next: { remaining: st.remaining - asked, stopped: asked >= st.remaining } };
  }
  if (asked <= st.remaining) return { out: { status: "funded", amount: asked }, next: { remaining: st.remaining - asked, stopped: false } };
  switch (policy) {
    case "skip":
      return { out: { status: "not_funded", amount: 0 }, next: st };
    case "stop":
      return { out: { status: "not_funded", amount: 0 }, next: { remaining: st.remaining, stopped: true } };
    case "partial":
      return { out: st.remaining > 0 ? { status: "partially_funded", amount: st.remaining } : { status: "not_funded", amount: 0 }, next: { remaining: 0, stopped: true } };
    case "full":
    case "reach":
      return { out: { status: "funded", amount: asked }, next: { remaining: 0, stopped: true } };
  }
}

const stateKey = (s: WalkState) => `${s.remaining}|${s.stopped}`;

/**
 * Walks a tied group in every order its members could take, from every state the earlier
 * groups may have left. reach[S] holds the states after walking exactly the members of S (in
 * some order); a member's possible outcomes are its step from reach[S] for every S without it.
 */
function walkGroup(group: readonly App[], from: readonly WalkState[], policy: Policy, seen: Map<string, RefOutcome[]>): WalkState[] {
  const n = group.length;
  const reach: Map<string, WalkState>[] = Array.from({ length: 1 << n }, () => new Map());
  for (const s of from) reach[0]!.set(stateKey(s), s);
  for (let set = 0; set < 1 << n; set++) {
    for (const st of reach[set]!.values()) {
      for (let i = 0; i < n; i++) {
        if (set & (1 << i)) continue;
        const a = group[i]!;
        const { out, next } = stepOnce(st, a.asked, policy);
        const list = seen.get(a.id) ?? [];
        list.push(out);
        seen.set(a.id, list);
        reach[set | (1 << i)]!.set(stateKey(next), next);
      }
    }
  }
  return [...reach[(1 << n) - 1]!.values()];
}

export function reference(cfg: SchemeConfig, apps: readonly App[], budget: number): Reference {
  const groups = referenceGroups(cfg, apps, budget);
  const position = new Map<string, number | null>(apps.map((a) => [a.id, null]));
  let before = 0;
  for (const g of groups) {
    for (const a of g) position.set(a.id, before + 1);
    before += g.length;
  }
  const outcome = new Map<string, RefOutcome>();
  for (const a of apps) if (position.get(a.id) === null) outcome.set(a.id, { status: "below_threshold", amount: 0 });
  const ranked = groups.flat();
  if (cfg.allocation.kind === "prorata") {
    const total = ranked.reduce((s, a) => s + a.asked, 0);
    if (total <= budget) {
      for (const a of ranked) outcome.set(a.id, { status: "funded", amount: a.asked });
    } else {
      // shares rounded down to the cent; the remainder stays or goes one cent at a time to the
      // largest remainders, equal remainders in ranking order (position, then id within a tie)
      const shares = ranked.map((a) => ({ a, v: Math.floor((a.asked * budget) / total), rem: (a.asked * budget) % total }));
      if (cfg.allocation.remainder === "largest_remainder") {
        let left = budget - shares.reduce((s, x) => s + x.v, 0);
        const order = [...shares].sort((x, y) => y.rem - x.rem || position.get(x.a.id)! - position.get(y.a.id)! || (x.a.id < y.a.id ? -1 : 1));
        for (const s of order) {
          if (left < 1) break;
          s.v += 1;
          left -= 1;
        }
      }
      // a share of nothing is no grant (§14.4)
      for (const s of shares) outcome.set(s.a.id, { status: s.v > 0 ? "pro_rata" : "not_funded", amount: s.v });
    }
    return { position, outcome };
  }
  const policy = cfg.allocation.policy;
  const seen = new Map<string, RefOutcome[]>();
  let states: WalkState[] = [{ remaining: budget, stopped: false }];
  for (const g of groups) states = walkGroup(g, states, policy, seen);
  for (const [id, outs] of seen) {
    const same = outs.every((o) => o.status === outs[0]!.status && o.amount === outs[0]!.amount);
    outcome.set(id, same ? outs[0]! : { status: "indeterminate", amount: 0, contingent: outs.reduce((m, o) => Math.max(m, o.amount), 0) });
  }
  return { position, outcome };
}
