// The values of an amount's computation (AllocationSpec.amountSteps: a let or a formula over the
// application's values), read only when a run is explained (details.ts makes one where a regime's
// amount has steps): after assessing an application that is ranked, each step's value, the arm
// its `if … else if …` took, the value before its rounding and the values it read, in columns by
// application — read with the same compiled code as the amount itself, on the same record, so the
// explanation shows the values the engine computed. amountStep.ts makes them into trace facts.
import type { AmountStepSpec } from "../amountSpec.js";
import type { CompiledScheme, Env, RegimeSpec } from "../spec.js";
import { attempt, ShownValues } from "./details.js";
import type { TraceFact, TraceRead } from "./trace.js";

/** A value that could not be read (an absent optional field): shown absent. */
const ABSENT: unique symbol = Symbol("absent");
/** A value as read, ABSENT as no value (shown absent). */
const readable = (raw: unknown): unknown => (raw === ABSENT ? undefined : raw);

/** Per step: the first of its columns (value, then arm, then unrounded, where it has them, then its reads). */
interface Layout {
  readonly steps: readonly AmountStepSpec[];
  readonly at: readonly number[];
  readonly cols: unknown[][];
  /** per column, the values already shown, by the value read (details.ts `ShownValues`: most steps read one of a few values) */
  readonly shown: ShownValues[];
}

export class AmountValues {
  /** per regime: its amount's steps and their columns (undefined: its amount is a value as given) */
  private readonly layouts: (Layout | undefined)[];

  /** `of`: the steps of a regime (its amount's; a ranking's lets, RankingSpec.letSteps, with `amount` false: none of them is the amount) */
  constructor(
    scheme: CompiledScheme,
    of: (r: RegimeSpec) => readonly AmountStepSpec[] | undefined = (r) => r.allocation.amountSteps,
    private readonly amount = true,
  ) {
    this.layouts = scheme.regimes.map((r) => {
      const steps = of(r);
      if (!steps?.length) return undefined;
      const at: number[] = [];
      let n = 0;
      for (const s of steps) at.push(n), (n += 1 + (s.arms ? 1 : 0) + (s.arms?.holds ? 1 : 0) + (s.unrounded ? 1 : 0) + 2 * (s.roundings?.length ?? 0) + s.reads.gets.length);
      return { steps, at, cols: Array.from({ length: n }, () => []), shown: Array.from({ length: n }, () => new ShownValues()) };
    });
  }

  /** Whether any regime's amount has steps. */
  get any(): boolean {
    return this.layouts.some((l) => l !== undefined);
  }

  /** Reads the values of application i, ranked in regime `regime` (its record is `env.a`). */
  note(i: number, regime: number, env: Env): void {
    const l = this.layouts[regime];
    if (!l) return;
    let c = 0;
    for (const s of l.steps) {
      l.cols[c++]![i] = read(s.get, env);
      if (s.arms) l.cols[c++]![i] = read(s.arms.get, env);
      if (s.arms?.holds) l.cols[c++]![i] = read(s.arms.holds, env);
      if (s.unrounded) l.cols[c++]![i] = read(s.unrounded.get, env);
      if (s.roundings) for (const r of s.roundings) (l.cols[c++]![i] = read(r.get, env)), (l.cols[c++]![i] = read(r.after, env));
      for (const g of s.reads.gets) l.cols[c++]![i] = read(g, env);
    }
  }

  /** The steps of regime `regime`'s amount (none: a value as given). */
  steps(regime: number): readonly AmountStepSpec[] | undefined {
    return this.layouts[regime]?.steps;
  }

  /** Whether application i's values were read (it was ranked in this regime). */
  has(regime: number, i: number): boolean {
    const l = this.layouts[regime];
    return l !== undefined && l.cols[0]![i] !== undefined;
  }

  /** Step k of application i's amount as a trace fact (its values read: `has`). */
  fact(regime: number, k: number, i: number): TraceFact {
    const l = this.layouts[regime]!;
    const s = l.steps[k]!;
    let c = l.at[k]!;
    const result = l.shown[c]!.of(readable(l.cols[c]![i]), s.show);
    c++;
    const arm = s.arms ? (l.cols[c++]![i] as number | typeof ABSENT) : undefined;
    const holds = s.arms?.holds ? (l.cols[c++]![i] as readonly boolean[] | typeof ABSENT) : undefined;
    // a rounding that changed nothing is not told
    const before = s.unrounded ? l.shown[c]!.of(readable(l.cols[c]![i]), s.unrounded.show) : undefined;
    if (s.unrounded) c++;
    const roundings = s.roundings?.map((r) => {
      const before = l.shown[c]!.of(readable(l.cols[c]![i]), r.show);
      const after = l.shown[c + 1]!.of(readable(l.cols[c + 1]![i]), r.show);
      c += 2;
      return { text: r.text, places: r.places, mode: r.mode, before, after };
    });
    const readOf = (n: number): TraceRead => {
      const title = s.reads.titles[n];
      return { name: s.reads.names[n]!, ...(title ? { title } : {}), value: l.shown[c + n]!.of(readable(l.cols[c + n]![i]), s.reads.shows[n]!) };
    };
    // an if … else if … chain: the values of the arm taken (drafter36's finding 2)
    const own = s.arms?.reads && typeof arm === "number" ? s.arms.reads[arm] : undefined;
    const reads: TraceRead[] = own ? own.map(readOf) : s.reads.names.map((_, n) => readOf(n));
    return {
      kind: "amount",
      name: s.name,
      ...(s.title !== undefined ? { title: s.title } : {}),
      formula: s.formula,
      last: this.amount && k === l.steps.length - 1,
      ...(s.arms && typeof arm === "number" ? { arm: armOf(s.arms, arm) } : {}),
      ...(s.arms && typeof arm === "number" && Array.isArray(holds) ? alsoOf(s.arms, arm, holds) : {}),
      ...(before && (before.value !== result.value || before.approx) ? { unrounded: before } : {}),
      ...(roundings?.length ? { roundings } : {}),
      reads,
      value: result,
    };
  }
}

/**
 * The arms after the one taken whose conditions hold too (a ranking's let: "also meets the
 * conditions of Rangstufe 2; the first that holds counts", FINDINGS39 2), each its condition as
 * written and its member's title; {} where none holds.
 */
function alsoOf(arms: { readonly texts: readonly string[]; readonly members?: readonly (string | null)[] }, arm: number, holds: readonly boolean[]): { also?: { condition: string; value: string | null }[] } {
  const also: { condition: string; value: string | null }[] = [];
  for (let k = arm + 1; k < arms.texts.length; k++) if (holds[k]) also.push({ condition: arms.texts[k]!, value: arms.members?.[k] ?? null });
  return also.length ? { also } : {};
}

/** f's value, or ABSENT where the data could not give it (an EvaluationError, dropped unread: details.ts `attempt`). */
const read = (f: (e: Env) => unknown, env: Env): unknown => attempt(f, env, ABSENT);

/**
 * The arm an `if … else if …` took: its condition (null: the last `else`), its formula. The last
 * `else` names what did not hold: after one condition that one (`single`, `unmet`: "as
 * undertaking_aid <= ceiling_left does not hold"); after bounds on one value the widest (`unmet`:
 * "as household_income <= 60000 EUR does not hold", `implied`); after two or three others, each
 * (`neither`: "as neither … nor … holds"); after more, none is named.
 */
function armOf(arms: { readonly texts: readonly string[]; readonly formulas: readonly (string | null)[]; readonly implied?: true }, arm: number): { condition: string | null; formula: string | null; single?: true; unmet?: string; neither?: readonly string[] } {
  const condition = arms.texts[arm] ?? null;
  const n = arms.texts.length;
  const unmet = condition !== null ? {} : n === 1 ? { single: true as const, unmet: arms.texts[0]! } : arms.implied ? { unmet: arms.texts[n - 1]! } : n <= 3 ? { neither: arms.texts } : {};
  return { condition, formula: arms.formulas[arm] ?? null, ...unmet };
}
