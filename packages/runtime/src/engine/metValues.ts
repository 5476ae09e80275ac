// The values a threshold's condition read, for an application that meets it: its explanation
// shows them beside the condition — "Threshold 'At least 60 % of the best total in the theme' is
// met (total >= bar; total: 45 points, bar: 34.8 points)" — as a failed threshold's default reason
// shows the same values (notMet.ts), so the appeal board reads what was compared and not only the
// rule. The compiler gives each threshold its `values` (compile/explainValues.ts thresholdValues),
// and an eligibility rule whose condition compares its `metValues` (ruleValues: "Rule 'Within the
// funding rate' is met (requested <= rate × eligible_costs; requested: 210000.00 EUR, …)"); they
// are read, like a key's operands (details.ts), only where explanations are asked, while
// assessment holds the application's record: one column per value, by application.
import type { CompiledScheme, Env, RuleSpec, ShowSpec, ThresholdSpec } from "../spec.js";
import type { TraceOperand, TraceValue } from "./trace.js";
import type { RoundingMode } from "../decimal.js";
import { traceValue } from "./details.js";
import { Decimal } from "../decimal.js";

/** What a threshold's condition reads, as the compiler gives it. */
export interface ThresholdValues {
  /** each value's name: a criterion's title (or name), total, a let, a field, a call parameter as written */
  readonly names: readonly string[];
  /** which of them are points (worded "45 points") */
  readonly points: readonly boolean[];
  readonly shows: readonly ShowSpec[];
  readonly gets: readonly ((e: Env) => unknown)[];
  /**
   * which of them are the unrounded input of the value before them (a let the law rounds, `let
   * grade = round(raw, 1)`: "grade: 2.4, raw: 2.44"): stated only where it differs from that value
   * (`shownAt`); absent where none is
   */
  readonly unrounded?: readonly boolean[];
  /** per value, a let computed by arithmetic: its formula, told with its values (compile/letFormula.ts); absent where none is */
  readonly formulas?: readonly (LetFormula | null)[];
}

/** A let's arithmetic: its text between operands, its constants as written and its operands read; its unrounded value and the rounding the let makes, if any. */
export interface LetFormula {
  readonly parts: readonly (string | { readonly lit: string } | { readonly show: ShowSpec; readonly get: (e: Env) => unknown })[];
  readonly show: ShowSpec;
  readonly get: (e: Env) => unknown;
  readonly places?: number;
  readonly mode?: RoundingMode;
}

/** The getters of the formulas' operands and values, in order (one column each). */
function formulaGets(v: ThresholdValues): ((e: Env) => unknown)[] {
  const out: ((e: Env) => unknown)[] = [];
  for (const f of v.formulas ?? []) {
    if (!f) continue;
    for (const p of f.parts) if (typeof p !== "string" && "get" in p) out.push(p.get);
    out.push(f.get);
  }
  return out;
}

/** Whether value n of `v`, read as `raw` (and the one before it as `before`), is stated: an unrounded input only where the rounding changed it. */
export function shownAt(v: ThresholdValues, n: number, raw: unknown, before: unknown): boolean {
  if (!v.unrounded?.[n]) return true;
  if (raw === undefined || before === undefined || raw === null || before === null) return true;
  if (raw instanceof Decimal && before instanceof Decimal) return !raw.eq(before);
  return Number(String(raw)) !== Number(String(before));
}

/** Whether a value read differs from another (an unrounded value from the rounded one): both read, and not equal. */
function differs(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined || a === null || b === null) return false;
  if (a instanceof Decimal && b instanceof Decimal) return !a.eq(b);
  return Number(String(a)) !== Number(String(b));
}

/** A threshold's `values` (ThresholdSpec extends it). */
export interface MetValues {
  readonly values?: ThresholdValues;
}

/** A value read that failed (an absent optional field): kept apart from a hole, an application not read. */
const ABSENT: unique symbol = Symbol("absent");

/** What a check shows when met: a threshold's `values`, a rule's `metValues`. */
export const shownWhenMet = (r: RuleSpec, what: "eligibility" | "threshold"): ThresholdValues | undefined => (what === "threshold" ? (r as ThresholdSpec).values : r.metValues);

/** The values of every threshold with `values` (or of every rule with `metValues`: `what`), by application, read as each is assessed. */
export class ThresholdColumns {
  private readonly cols = new Map<RuleSpec, unknown[][]>();
  /** per regime: its checks and the scheme's that have values */
  private readonly of: readonly (readonly RuleSpec[])[];

  constructor(scheme: CompiledScheme, private readonly what: "eligibility" | "threshold" = "threshold") {
    this.of = scheme.regimes.map((r) => (what === "threshold" ? [...scheme.thresholds, ...r.thresholds] : [...scheme.rules, ...r.rules]).filter((t) => shownWhenMet(t, what) !== undefined));
    for (const ts of this.of) for (const t of ts) if (!this.cols.has(t)) this.cols.set(t, [...shownWhenMet(t, what)!.gets, ...formulaGets(shownWhenMet(t, what)!)].map(() => []));
    for (const ts of this.of) for (const t of ts) if (!this.gets.has(t)) this.gets.set(t, [...shownWhenMet(t, what)!.gets, ...formulaGets(shownWhenMet(t, what)!)]);
  }

  /** per check: its values' getters, then its formulas' (formulaGets) */
  private readonly gets = new Map<RuleSpec, ((e: Env) => unknown)[]>();

  /** Reads application i's values (`env`: its record and points), in regime `regime`. */
  note(i: number, regime: number, env: Env, attempt: <T>(f: (env: Env) => T, env: Env) => T | undefined): void {
    for (const t of this.of[regime] ?? []) {
      const gets = this.gets.get(t)!;
      const cols = this.cols.get(t)!;
      for (let n = 0; n < gets.length; n++) {
        const got = attempt(gets[n]!, env);
        cols[n]![i] = got === undefined ? ABSENT : got;
      }
    }
  }

  /** Check t's values for application i as one text (equal texts: equal values shown), if read. */
  keyOf(t: RuleSpec, i: number): string | undefined {
    const cols = this.cols.get(t);
    if (!cols || cols.length === 0 || cols[0]![i] === undefined) return undefined;
    let key = "";
    for (const col of cols) {
      const raw = col[i];
      key += raw === ABSENT ? "\u0001" : raw instanceof Decimal ? raw.toString() : String(raw);
      key += "\u0000";
    }
    return key;
  }

  /** Check t's values for application i, with their names, if read. */
  valuesOf(t: RuleSpec, i: number): readonly TraceOperand[] | undefined {
    const cols = this.cols.get(t);
    const v = shownWhenMet(t, this.what);
    if (!cols || !v || cols.length === 0 || cols[0]![i] === undefined) return undefined;
    const out: TraceOperand[] = [];
    const read = (c: number): unknown => (cols[c]![i] === ABSENT ? undefined : cols[c]![i]);
    let at = v.gets.length;
    for (let n = 0; n < v.gets.length; n++) {
      const raw = read(n);
      // an unrounded input a formula before it states already
      if (v.unrounded?.[n] && v.formulas?.[n - 1]) continue;
      if (v.unrounded && !shownAt(v, n, raw, n > 0 ? read(n - 1) : undefined)) continue;
      const value = traceValue(raw, v.shows[n]!);
      const f = v.formulas?.[n];
      let formula: TraceOperand["formula"];
      if (f) {
        const parts: (string | TraceValue)[] = [];
        for (const p of f.parts) parts.push(typeof p === "string" ? p : "lit" in p ? { kind: "number", value: p.lit } : traceValue(read(at++), p.show));
        const before = read(at++);
        const rounded = f.places !== undefined && f.mode !== undefined && differs(before, raw);
        formula = { parts, value: traceValue(before, f.show), ...(rounded ? { rounding: { places: f.places!, mode: f.mode! } } : {}) };
      }
      const o = v.points[n] ? { name: v.names[n]!, value, points: true as const } : { name: v.names[n]!, value };
      out.push(formula ? { ...o, formula } : o);
    }
    return out;
  }
}
