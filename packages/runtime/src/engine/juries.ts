// What a jury's built-ins did (`median(s)`, `trimmed_mean(s, k, n)`: docs/language.md §8.7.3),
// recorded when a run is explained: assessment hands each scored application to `note` (through
// Details), which keeps the scores its let read — the list itself, no copy — and `factOf` tells,
// when the explanation is rendered, the scores in order, which were set aside, the sum and the
// divisor and the result (a `jury` fact, trace.ts). The value the scheme used is the compiled
// code's; this is its working, from the same runtime function (jury.ts).
import { Decimal } from "../decimal.js";
import { juryWorking, meanWorking } from "../jury.js";
import { DecimalList, decimalsOf } from "../decimalList.js";
import type { CompiledScheme, Env, JurySpec } from "../spec.js";
import { attempt, traceValue } from "./details.js";
import type { TraceFact } from "./trace.js";

type JuryFact = Extract<TraceFact, { kind: "jury" }>;

const NUMBER = { k: "number" } as const;

/** How many facts a jury spec keeps made (five scores of 0–10 have 161,051 lists; most calls use far fewer). */
const MADE_MAX = 65536;

export class JuryValues {
  /** per jury spec, per application: the scores read (a hole: not read, or the read failed) */
  private readonly lists: (readonly unknown[] | DecimalList | undefined)[][];

  constructor(private readonly specs: readonly JurySpec[]) {
    this.lists = specs.map(() => []);
  }

  static of(scheme: CompiledScheme): JuryValues | undefined {
    return scheme.juries && scheme.juries.length > 0 ? new JuryValues(scheme.juries) : undefined;
  }

  note(i: number, env: Env): void {
    for (let k = 0; k < this.specs.length; k++) {
      const got = attempt(this.specs[k]!.get, env);
      if (Array.isArray(got) || got instanceof DecimalList) this.lists[k]![i] = got as readonly unknown[] | DecimalList;
    }
  }

  /** per jury spec, the facts made, by the scores as written ("9,9,8,7,9"): a jury's few scores repeat across a call (a fact is read-only) */
  private readonly made: Map<string, JuryFact>[] = [];

  /** The working of jury spec k on application i's scores, if they were read. */
  factOf(k: number, i: number): JuryFact | undefined {
    const xs = this.lists[k]?.[i];
    if (!xs) return undefined;
    const made = (this.made[k] ??= new Map());
    const key = xs instanceof DecimalList ? xs.items.join(",") : xs.join(",");
    let fact = made.get(key);
    if (!fact) {
      fact = this.make(k, xs);
      if (made.size < MADE_MAX) made.set(key, fact);
    }
    return fact;
  }

  private make(k: number, xs: readonly unknown[] | DecimalList): JuryFact {
    const s = this.specs[k]!;
    // a mean's list of decimals held as its sum (decimalList.ts): its items as the Decimal reader reads them
    const scores = (xs instanceof DecimalList ? decimalsOf(xs) : xs) as readonly (Decimal | number)[];
    const w = s.fn === "mean" ? meanWorking(scores) : juryWorking(scores, s.fn === "median" ? 0 : s.k!, s.fn === "median" ? 0 : s.n!);
    return {
      kind: "jury",
      fn: s.fn,
      let: s.let,
      ...(s.title !== undefined ? { title: s.title } : {}),
      call: s.text,
      scores: scores.map((x) => (typeof x === "number" ? String(x) : x.toFixed())),
      low: w.low,
      high: w.high,
      ...(s.fn === "trimmed_mean" ? { k: s.k!, n: s.n! } : {}),
      sum: w.sum.toFixed(),
      divisor: w.divisor,
      value: w.divisor === 0 ? null : traceValue(w.result, NUMBER),
    };
  }
}
