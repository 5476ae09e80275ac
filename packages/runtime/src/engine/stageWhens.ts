// What the parts of a reservation's `when` read for each ranked application (drafter37's finding
// 11): an application the reservation did not take hears which parts it does not meet, with the
// values they read — "… que esta no cumple: grado de discapacidad acreditado >= 33% (discapacidad:
// 30 %)" — not the whole condition alone, the same for one that chose the reserved quota and one
// that never did. The compiler gives each told reservation its `parts` (compile/budgetFlow.ts);
// they are read, like a threshold's values (metValues.ts), only where explanations are asked, while
// assessment holds the application's record.
import type { CompiledScheme, Env } from "../spec.js";
import type { StageSpec } from "../allocationSpec.js";
import type { TraceOperand } from "./trace.js";
import { traceValue } from "./details.js";

type Attempt = <T>(f: (env: Env) => T, env: Env) => T | undefined;

/** A part of a reservation's condition that an application does not meet: as worded, and the values it read. */
export interface FailedPart {
  readonly condition: string;
  readonly values?: readonly TraceOperand[];
}

export class StageWhens {
  /** per regime: its stages with parts */
  private readonly of: readonly (readonly StageSpec[])[];
  /** per stage, by application: per part not met, its values read (undefined: met, or not read) */
  private readonly got = new Map<StageSpec, (readonly (readonly unknown[] | undefined)[] | undefined)[]>();

  constructor(scheme: CompiledScheme) {
    this.of = scheme.regimes.map((r) => (r.allocation.stages ?? []).filter((s) => s.parts?.length));
    for (const ss of this.of) for (const s of ss) this.got.set(s, []);
  }

  /** Whether any stage has parts (none: nothing to note). */
  get any(): boolean {
    return this.got.size > 0;
  }

  /** Reads application i's parts (`env`: its record and points), in regime `regime`. */
  note(i: number, regime: number, env: Env, attempt: Attempt): void {
    for (const s of this.of[regime] ?? []) {
      this.got.get(s)![i] = s.parts!.map((p) => (attempt(p.test, env) === false ? (p.values?.gets.map((g) => attempt(g, env)) ?? []) : undefined));
    }
  }

  /** The parts of stage s's condition that application i does not meet, with their values; undefined where not read. */
  failedOf(s: StageSpec, i: number): readonly FailedPart[] | undefined {
    const read = this.got.get(s)?.[i];
    if (!read) return undefined;
    const out: FailedPart[] = [];
    read.forEach((raw, k) => {
      if (!raw) return;
      const p = s.parts![k]!;
      const v = p.values;
      const values = v ? raw.map((x, n): TraceOperand => (v.points[n] ? { name: v.names[n]!, value: traceValue(x, v.shows[n]!), points: true as const } : { name: v.names[n]!, value: traceValue(x, v.shows[n]!) })) : [];
      out.push(values.length ? { condition: p.text, values } : { condition: p.text });
    });
    return out.length ? out : undefined;
  }
}
