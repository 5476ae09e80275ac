// The values of an amount's computation (AllocationSpec.amountSteps: a let or a formula over the
// application's values), read only when a run is explained (details.ts makes one where a regime's
// amount has steps): after assessing an application that is ranked, each step's value, the arm
// its `if … else if …` took, the value before its rounding and the values it read, in columns by
// application — read with the same compiled code as the amount itself, on the same record, so the
// explanation shows the values the engine computed. amountStep.ts makes them into trace facts.
import type { AmountStepSpec } from "../amountSpec.js";
import { EvaluationError, QUIET } from "../ops.js";
import type { CompiledScheme, Env } from "../spec.js";
import { traceValue } from "./details.js";
import type { TraceFact, TraceRead } from "./trace.js";

/** A value that could not be read (an absent optional field): shown absent. */
const ABSENT: unique symbol = Symbol("absent");

/** Per step: the first of its columns (value, then arm, then unrounded, where it has them, then its reads). */
interface Layout {
  readonly steps: readonly AmountStepSpec[];
  readonly at: readonly number[];
  readonly cols: unknown[][];
}

export class AmountValues {
  /** per regime: its amount's steps and their columns (undefined: its amount is a value as given) */
  private readonly layouts: (Layout | undefined)[];

  constructor(scheme: CompiledScheme) {
    this.layouts = scheme.regimes.map((r) => {
      const steps = r.allocation.amountSteps;
      if (!steps?.length) return undefined;
      const at: number[] = [];
      let n = 0;
      for (const s of steps) at.push(n), (n += 1 + (s.arms ? 1 : 0) + (s.unrounded ? 1 : 0) + s.reads.gets.length);
      return { steps, at, cols: Array.from({ length: n }, () => []) };
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
      if (s.unrounded) l.cols[c++]![i] = read(s.unrounded.get, env);
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
    const value = l.cols[c++]![i];
    const arm = s.arms ? (l.cols[c++]![i] as number | typeof ABSENT) : undefined;
    const unrounded = s.unrounded ? l.cols[c++]![i] : undefined;
    const reads: TraceRead[] = s.reads.names.map((name, n) => {
      const title = s.reads.titles[n];
      return { name, ...(title ? { title } : {}), value: shown(l.cols[c + n]![i], s.reads.shows[n]!) };
    });
    const result = shown(value, s.show);
    // a rounding that changed nothing is not told
    const before = s.unrounded ? shown(unrounded, s.unrounded.show) : undefined;
    return {
      kind: "amount",
      name: s.name,
      formula: s.formula,
      last: k === l.steps.length - 1,
      ...(s.arms && typeof arm === "number" ? { arm: { condition: s.arms.texts[arm] ?? null, formula: s.arms.formulas[arm] ?? null } } : {}),
      ...(before && (before.value !== result.value || before.approx) ? { unrounded: before } : {}),
      reads,
      value: result,
    };
  }
}

const shown = (v: unknown, show: AmountStepSpec["show"]) => traceValue(v === ABSENT ? undefined : v, show);

/** f's value, or ABSENT where the data could not give it (an EvaluationError, dropped unread). */
function read(f: (e: Env) => unknown, env: Env): unknown {
  const quiet = QUIET.on;
  QUIET.on = true;
  try {
    return f(env);
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    return ABSENT;
  } finally {
    QUIET.on = quiet;
  }
}
