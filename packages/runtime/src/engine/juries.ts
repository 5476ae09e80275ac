// What a jury's built-ins did (`median(s)`, `trimmed_mean(s, k, n)`: docs/language.md §8.7.3),
// recorded when a run is explained: assessment hands each scored application to `note` (through
// Details), which keeps the scores its let read — the list itself, no copy — and `factOf` tells,
// when the explanation is rendered, the scores in order, which were set aside, the sum and the
// divisor and the result (a `jury` fact, trace.ts). The value the scheme used is the compiled
// code's; this is its working, from the same runtime function (jury.ts).
import { Decimal, formatMinor, mulDivRound } from "../decimal.js";
import { juryWorking, meanWorking } from "../jury.js";
import { DecimalList, decimalsOf } from "../decimalList.js";
import { readDecimalValue } from "../accept.js";
import { JsonNumber } from "../json-parse.js";
import { shareFact } from "./sharedFacts.js";
import type { CompiledScheme, Env, JurySpec } from "../spec.js";
import { attempt, traceValue } from "./details.js";
import type { TraceFact } from "./trace.js";

type JuryFact = Extract<TraceFact, { kind: "jury" }>;

const NUMBER = { k: "number" } as const;
const PERCENT = { k: "percent" } as const;

/** How many facts a jury spec keeps made (five scores of 0–10 have 161,051 lists; most calls use far fewer). */
const MADE_MAX = 65536;

export class JuryValues {
  /** per jury spec, per application: the scores read (a hole: not read, or the read failed) */
  private readonly lists: (readonly unknown[] | DecimalList | undefined)[][];

  constructor(private readonly specs: readonly JurySpec[]) {
    this.lists = specs.map(() => []);
    this.facts = specs.map(() => []);
  }

  /** per jury spec, per application: the fact found when it was assessed (a mean's list held as its sum) */
  private readonly facts: (JuryFact | undefined)[][];

  static of(scheme: CompiledScheme): JuryValues | undefined {
    return scheme.juries && scheme.juries.length > 0 ? new JuryValues(scheme.juries) : undefined;
  }

  note(i: number, env: Env): void {
    for (let k = 0; k < this.specs.length; k++) {
      const got = attempt(this.specs[k]!.get, env);
      // a mean's list held as its sum: its fact found now (by its values), so that the run keeps no list a row
      if (got instanceof DecimalList && this.specs[k]!.fn === "mean") this.facts[k]![i] = this.found(k, got);
      else if (Array.isArray(got) || got instanceof DecimalList) this.lists[k]![i] = got as readonly unknown[] | DecimalList;
    }
  }

  /** per jury spec, the facts made, by the scores as written ("9,9,8,7,9"): a jury's few scores repeat across a call (a fact is read-only) */
  private readonly made: Map<string, JuryFact>[] = [];

  /** The working of jury spec k on application i's scores, if they were read. */
  factOf(k: number, i: number): JuryFact | undefined {
    const known = this.facts[k]?.[i];
    if (known) return known;
    const xs = this.lists[k]?.[i];
    if (!xs) return undefined;
    // the same list as the last (a call's, read by every application): its fact, shared (a writer renders it once)
    if (this.lastList[k] === xs) return shareFact(this.lastFact[k]!);
    const fact = this.found(k, xs);
    this.lastList[k] = xs;
    this.lastFact[k] = fact;
    return fact;
  }

  /** per jury spec, the last list whose fact was asked for, and that fact */
  private readonly lastList: (readonly unknown[] | DecimalList | undefined)[] = [];
  private readonly lastFact: (JuryFact | undefined)[] = [];

  /** The fact of list `xs` of jury spec k: found again by its values (shared), or made. */
  private found(k: number, xs: readonly unknown[] | DecimalList): JuryFact {
    let fact: JuryFact | undefined;
    const made = (this.made[k] ??= new Map());
    // a mean's list held as its sum: by its items' texts (applications of one place read the same values), shared once found again
    if (xs instanceof DecimalList && this.specs[k]!.fn === "mean") {
      const texts = xs.items.map(heldText);
      const key = texts.join(",");
      fact = made.get(key);
      if (fact) return shareFact(fact);
      fact = meanOfHeld(this.specs[k]!, xs, texts);
      if (made.size < MADE_MAX) made.set(key, fact);
      return fact;
    }
    const key = xs instanceof DecimalList ? xs.items.join(",") : xs.join(",");
    fact = made.get(key);
    if (fact) shareFact(fact);
    else {
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
    // percentages (held as fractions) as the law writes them: their number of percent
    const shown = s.percent ? (x: Decimal | number): string => new Decimal(x).times(100).toFixed() : (x: Decimal | number): string => (typeof x === "number" ? String(x) : x.toFixed());
    return {
      kind: "jury",
      fn: s.fn,
      let: s.let,
      ...(s.title !== undefined ? { title: s.title } : {}),
      call: s.text,
      scores: scores.map(shown),
      ...(s.percent ? { percent: true as const } : {}),
      low: w.low,
      high: w.high,
      ...(s.fn === "trimmed_mean" ? { k: s.k!, n: s.n! } : {}),
      sum: shown(w.sum),
      divisor: w.divisor,
      value: w.divisor === 0 ? null : traceValue(w.result, s.percent ? PERCENT : NUMBER),
      ...roundedOf(s, w.sum, w.divisor),
    };
  }
}

/** A plain mean of a list of decimals held as its sum (decimalList.ts): the items as the Decimal reader writes them, the sum from the whole number held, one division. */
function meanOfHeld(s: JurySpec, xs: DecimalList, scores: readonly string[]): JuryFact {
  const n = xs.items.length;
  const sum = new Decimal(formatMinor(xs.whole, xs.places));
  return {
    kind: "jury",
    fn: "mean",
    let: s.let,
    ...(s.title !== undefined ? { title: s.title } : {}),
    call: s.text,
    scores,
    low: [],
    high: [],
    sum: sum.toFixed(),
    divisor: n,
    value: n === 0 ? null : traceValue(sum.div(n), NUMBER),
    ...roundedOf(s, sum, n),
  };
}

/**
 * The rounding the let prescribes (`round(mean(…), 2, half_up)`, the spec's `round`) of the exact
 * quotient sum / divisor — as the compiled code rounds it (ops.roundMean) — where it changes the
 * value: `{ rounded }`, else nothing. Percentages (held as fractions) are told unrounded.
 */
function roundedOf(s: JurySpec, sum: Decimal, divisor: number): { rounded?: JuryFact["rounded"] } {
  const r = s.round;
  if (!r || divisor === 0 || s.percent || !Number.isInteger(r.places) || r.places < 0) return {};
  const exact = sum.div(divisor);
  const value = mulDivRound(sum, new Decimal(1), new Decimal(divisor), new Decimal(1).div(new Decimal(10).pow(r.places)), r.mode);
  if (value.eq(exact) && exact.times(divisor).eq(sum)) return {};
  return { rounded: { places: r.places, mode: r.mode, value: { kind: "number", value: value.toFixed(r.places) } } };
}

/**
 * An item of a list held as its sum, as the Decimal reader writes it (`toFixed()`): a JS number of
 * at most 15 significant digits without an exponent is its shortest text; a number kept as written
 * (JSON "10.20") without its trailing zeros; any other, read.
 */
function heldText(v: unknown): string {
  if (typeof v === "number") return String(v);
  const t = v instanceof JsonNumber ? v.text : undefined;
  if (t === undefined || t.includes("e") || t.includes("E")) return readDecimalValue(v)!.toFixed();
  if (!t.includes(".")) return t;
  let end = t.length;
  while (t.charCodeAt(end - 1) === 48) end--;
  if (t.charCodeAt(end - 1) === 46) end--;
  const out = t.slice(0, end);
  return out === "-0" ? "0" : out;
}
