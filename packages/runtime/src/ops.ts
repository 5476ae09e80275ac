// Helpers that compiled scheme code calls. Kept small and monomorphic: the compiler emits direct
// Decimal method calls for arithmetic (plain JS arithmetic on whole numbers it has bounded) and
// uses these only where a rule needs more than one line.
import { cmpDecimal, Decimal, decimalOfWhole, roundTo, type RoundingMode } from "./decimal.js";
import type { KeyValue, Needs } from "./spec.js";
import { dayOfMoment } from "./time.js";
import { DecimalList } from "./decimalList.js";
import { wholeSum } from "./roundMean.js";
/** `round(mean(…))` rounded from the exact quotient (roundMean.ts). */
export { roundMean, roundMeanWhole, roundWhole } from "./roundMean.js";

/** Compiled comparisons with a product and differences of Decimals (decimalFused.ts). */
export { cmpTimes, timesCmp, cmpTimesOf, timesCmpOf, minus } from "./decimalFused.js";

/** Compiled validation (`CompiledScheme.acceptApplication`) reads amounts with `readAmount` (modules compiled before it with `readDecimal`). */
export { readDecimal } from "./decimal.js";
export { readAmount } from "./accept.js";
/** …and amounts held as minor units (minor.ts) with this. */
export { readMinor, minorKey, decOfMinor } from "./minor.js";
import { decOfMinor } from "./minor.js";
/** …and a list of decimals read only by sum, mean, round(mean) and count with this (decimalList.ts). */
export { readDecimalList } from "./decimalList.js";

/** Raised when a rule reads an optional field the application does not have. */
/**
 * A rule could not be evaluated on this application's data: an optional field is absent, a
 * division by zero, no band for the value, the mean of an empty list. The engine turns it into a
 * reason that names the rule; it is never an internal error.
 */
export class EvaluationError extends Error {
  constructor(message: string) {
    // what the data could not give becomes a reason by its message; a stack is never read, and
    // capturing one for every application that lacks an optional field cost a tenth of seed 004
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = "EvaluationError";
  }
}

export class MissingValue extends EvaluationError {
  constructor(readonly path: string) {
    super(`the optional field '${path}' is absent`);
    this.name = "MissingValue";
  }
}

/** a / b / c / …, refusing a division by zero. */
export function div(a: Decimal, ...divisors: Decimal[]): Decimal {
  let q = a;
  for (const b of divisors) {
    if (b.isZero()) throw new EvaluationError(`division by zero (${q.toString()} / 0)`);
    q = q.div(b);
  }
  return q;
}

/** Bands over a quotient (`bands a / b { … }`): quotient.ts. */
export { qcmp, qcmpOf } from "./quotient.js";

export function noBand(v: Decimal): never {
  throw new EvaluationError(`no band gives points for the value ${v.toString()}`);
}

export function noArm(v: unknown): never {
  throw new EvaluationError(`no arm of the match gives points for ${String(v)}`);
}

/** Compiled code of an expression the checker rejected; never reached in a scheme without errors. */
export function fail(message: string): never {
  throw new Error(`internal: ${message}`);
}

/**
 * Sets an own, enumerable property, whatever its name: `obj[key] = value` would change the
 * prototype for a field called "__proto__", and a scheme may name a field that way.
 */
export function own(obj: object, key: string, value: unknown): void {
  // only "__proto__" is an accessor on Object.prototype; every other name assigned plainly
  // becomes an own data property (and the plain assignment keeps objects fast)
  if (key === "__proto__") Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else (obj as Record<string, unknown>)[key] = value;
}

/** `obj[key]` when it is `obj`'s own property; undefined otherwise, `obj` absent included. */
export function ownField(obj: object | null | undefined, key: string): unknown {
  return obj !== null && obj !== undefined && Object.prototype.hasOwnProperty.call(obj, key) ? (obj as Record<string, unknown>)[key] : undefined;
}

export function need<T>(v: T | undefined, path: string): T {
  if (v === undefined || v === null) throw QUIET.on ? QUIET.missing : missingValue(path);
  return v;
}

/**
 * Per path, the one MissingValue `need` throws: what reads it reads only its message (the
 * reason: engine/assess.ts and the others), never a stack, and keeps nothing of the error, so
 * the same one serves every application that lacks the field. Made anew for each (an Error,
 * its message composed) it was seed 004's `EvaluationError`: 1.3 % of its run (perf21).
 */
const missingByPath = new Map<string, MissingValue>();
function missingValue(path: string): MissingValue {
  let e = missingByPath.get(path);
  if (e === undefined) missingByPath.set(path, (e = new MissingValue(path)));
  return e;
}

/**
 * The MissingValue `need` throws for the application's field `path` where `a` lacks it, given
 * back instead of thrown; undefined where the field is there. The engine asks it before calling
 * a key whose compiled spec `needs` the field (spec.ts KeySpec.needs): the same error, the same
 * reason, without an exception.
 */
export function lacks(a: Readonly<Record<string, unknown>>, path: string): MissingValue | undefined {
  const v = a[path];
  return v === undefined || v === null ? (QUIET.on ? QUIET.missing : missingValue(path)) : undefined;
}

/**
 * The MissingValue a compiled expression whose spec names `needs` throws first for `a`, given
 * back instead of thrown (`lacks` of the field, or of the field the branch a presence test takes
 * needs); undefined where the expression is to be called. The presence test is the compiled
 * `is present`'s (`a[f] !== undefined`), so the branch is the one the expression would take.
 */
export function missingFor(a: Readonly<Record<string, unknown>>, needs: Needs): MissingValue | undefined {
  let n: Needs | undefined = needs;
  while (typeof n === "object") n = a[n.ifPresent] !== undefined ? n.then : n.else;
  return n === undefined ? undefined : lacks(a, n);
}

/**
 * A spec's `needs` resolved once, when the engine is made (`needOf`): each field named with the
 * MissingValue `need` throws for it (the same object), so that a row's check (`missingOf`) reads
 * the field and nothing else — `lacks` looked the error up in the per-path map for every row of a
 * key, amount or rule that needs a field. One shape for both forms: `ifPresent` says which.
 */
export interface Need {
  /** a presence test (`ifPresent`, each branch's need) where set; else the field needed */
  readonly ifPresent: string | undefined;
  readonly then: Need | undefined;
  readonly else: Need | undefined;
  readonly field: string;
  readonly missing: MissingValue | undefined;
}

/** `needs` resolved (see `Need`); undefined for undefined. */
export function needOf(needs: Needs | undefined): Need | undefined {
  if (needs === undefined) return undefined;
  if (typeof needs === "string") return { ifPresent: undefined, then: undefined, else: undefined, field: needs, missing: missingValue(needs) };
  return { ifPresent: needs.ifPresent, then: needOf(needs.then), else: needOf(needs.else), field: "", missing: undefined };
}

/** `missingFor` of a resolved need: the same MissingValue, or undefined where the expression is to be called. */
export function missingOf(a: Readonly<Record<string, unknown>>, need: Need | undefined): MissingValue | undefined {
  let n = need;
  while (n !== undefined && n.ifPresent !== undefined) n = a[n.ifPresent] !== undefined ? n.then : n.else;
  if (n === undefined) return undefined;
  const v = a[n.field];
  return v === undefined || v === null ? (QUIET.on ? QUIET.missing : n.missing) : undefined;
}

/**
 * While `on` (publish.ts's cellOf, which drops any failure unread), `need` throws one shared
 * MissingValue instead of making one: a column over an optional field fails for every
 * application that lacks it, and building those errors was a tenth of seed 004's run.
 */
export const QUIET = { on: false, missing: new MissingValue("(a published column)") };

export function round(x: Decimal, places: number, mode: RoundingMode): Decimal {
  return roundTo(x, places, mode);
}

/** The items of a list of whole numbers (held as JS numbers) as Decimals. */
export function decs(xs: readonly (Decimal | number)[]): Decimal[] {
  return xs.map((x) => (typeof x === "number" ? new Decimal(x) : x));
}

/** A list of decimals: Decimals, or held as their whole sum (decimalList.ts) where the compiler found it read only by sum, mean, round(mean) and count. */
export type Decimals = readonly Decimal[] | DecimalList;

export function sum(xs: Decimals): Decimal {
  if (xs instanceof DecimalList) return decimalOfWhole(xs.whole, xs.places);
  const whole = sumWhole(xs);
  if (whole !== undefined) return whole;
  let s = new Decimal(0);
  for (const x of xs) s = s.plus(x);
  return s;
}

/**
 * The sum of Decimals that are whole numbers of a small unit (rates to one decimal, amounts in
 * cents) added as JS numbers while every partial sum stays a safe integer — exact, as the Decimal
 * sum is — then made a Decimal once; undefined when that does not hold (the Decimals serve).
 */
function sumWhole(xs: readonly Decimal[]): Decimal | undefined {
  const acc = wholeSum(xs, SUM);
  return acc === acc ? decimalOfWhole(acc, SUM.places) : undefined;
}

const SUM = { places: 0 };

/**
 * `sum(s in items: s.<name>)` of a list record's money field held as minor units of `places`
 * decimals (compile/listMinor.ts): added as JS numbers while every partial sum stays a safe
 * integer, then made a Decimal once — the value `sum` gives on the Decimals; any item held as a
 * Decimal, or a sum past the safe range: `sum` on them.
 */
export function sumMinor(items: readonly Record<string, unknown>[], name: string, places: number): Decimal {
  let acc = 0;
  for (let i = 0; i < items.length; i++) {
    const v = items[i]![name];
    if (typeof v !== "number") return sum(items.map((x) => decOfMinor(x[name] as Decimal | number, places)));
    acc += v;
    if (!(Math.abs(acc) <= Number.MAX_SAFE_INTEGER)) return sum(items.map((x) => decOfMinor(x[name] as Decimal | number, places)));
  }
  return decimalOfWhole(acc, places);
}

export function mean(xs: Decimals): Decimal {
  if (xs.length === 0) throw new EvaluationError("the mean of an empty list is undefined");
  return sum(xs).div(xs.length);
}

export function count(xs: readonly unknown[] | DecimalList): Decimal {
  return new Decimal(xs.length);
}

export function countIf<T>(xs: readonly T[], f: (x: T) => boolean): Decimal {
  let n = 0;
  for (const x of xs) if (f(x)) n++;
  return new Decimal(n);
}

/** `count(distinct x in list: value)` (§8.7): how many different values `f` gives over `xs` (a Decimal by its value: 1.0 and 1 are one). */
export function countDistinct<T>(xs: readonly T[], f: (x: T) => unknown): Decimal {
  const seen = new Set<string>();
  for (const x of xs) seen.add(distinctKey(f(x)));
  return new Decimal(seen.size);
}

/** What `count(distinct …)` counts a value by: a Decimal by its value (1.0 and 1 are one), anything else exactly as it is. */
export function distinctKey(v: unknown): string {
  return v instanceof Decimal ? `d${v.toFixed()}` : `${typeof v}${String(v)}`;
}

export function min<T extends Decimal | number>(...xs: T[]): T {
  const flat = (xs.length === 1 && Array.isArray(xs[0]) ? (xs[0] as unknown as T[]) : xs);
  if (flat.length === 0) throw new EvaluationError("the minimum of an empty list is undefined");
  return flat.reduce((a, b) => (cmp(b, a) < 0 ? b : a));
}

export function max<T extends Decimal | number>(...xs: T[]): T {
  const flat = (xs.length === 1 && Array.isArray(xs[0]) ? (xs[0] as unknown as T[]) : xs);
  if (flat.length === 0) throw new EvaluationError("the maximum of an empty list is undefined");
  return flat.reduce((a, b) => (cmp(b, a) > 0 ? b : a));
}

export function cmp(a: KeyValue, b: KeyValue): number {
  if (a instanceof Decimal) return cmpDecimal(a, b as Decimal);
  if (typeof a === "number") return a - (b as number);
  if (typeof a === "boolean") return Number(a) - Number(b);
  return cmpCodePoints(a, b as string);
}

/** Texts in Unicode code-point order (JavaScript's `<` compares UTF-16 code units). */
export function cmpCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

export function eq(a: unknown, b: unknown): boolean {
  if (a instanceof Decimal) return cmpDecimal(a, b as Decimal) === 0;
  return a === b;
}

/** `a.cmp(b)` of two Decimals, as compiled comparisons and bands call it (decimal.ts `cmpDecimal`). */
export function dcmp(a: Decimal, b: Decimal): number {
  return cmpDecimal(a, b);
}

export function inList(v: unknown, list: readonly unknown[]): boolean {
  if (v instanceof Decimal) {
    for (let k = 0; k < list.length; k++) if (cmpDecimal(v, list[k] as Decimal) === 0) return true;
    return false;
  }
  // eq of anything but a Decimal is ===, which indexOf applies
  return list.indexOf(v) >= 0;
}

/** The 1-based position of `v` in `list` (`position(value, list)`); absent: not computable. */
export function position(v: unknown, list: readonly unknown[], valueText: string, listText: string): Decimal {
  for (let k = 0; k < list.length; k++) if (eq(v, list[k])) return new Decimal(k + 1);
  throw new EvaluationError(`the value ${typeof v === "string" ? JSON.stringify(v) : String(v)} of ${valueText} is not in ${listText}`);
}

/** The value of aggregate k over the peers of the application of `e` (engine/aggregate.ts). */
export function peer(e: { readonly g?: { value(k: number): unknown } }, k: number): Decimal {
  return e.g!.value(k) as Decimal;
}

/** Where a call record carries the run's aggregates over every application (§8.12): a budget reads them from the call. */
export const WHOLE: unique symbol = Symbol("aggregates over the call's applications");

/** The value of aggregate k over every application of the call (engine/aggregate.ts), from the call record the run made. */
export function whole(e: { readonly c: Record<string | symbol, unknown> }, k: number): Decimal {
  const g = e.c[WHOLE] as { wholeValue(k: number): unknown } | undefined;
  if (!g) throw new EvaluationError("an aggregate over the applications of the call is not known here");
  return g.wholeValue(k) as Decimal;
}

/** The value of outcome aggregate k for the application of `e` (engine/outcome.ts): known after the allocation. */
export function outcome(e: { readonly a: Record<string, unknown>; readonly o?: { value(k: number, a: Record<string, unknown>): unknown } }, k: number): Decimal {
  if (!e.o) throw new EvaluationError("the outcome of the allocation is not known yet");
  return e.o.value(k, e.a) as Decimal;
}

export function every<T>(xs: readonly T[], f: (x: T) => boolean): boolean {
  for (const x of xs) if (!f(x)) return false;
  return true;
}

export function some<T>(xs: readonly T[], f: (x: T) => boolean): boolean {
  for (const x of xs) if (f(x)) return true;
  return false;
}

/** The calendar day of a moment (an instant) on the clock of `zone`. */
export function dayOf(ms: number, zone = "UTC"): number {
  return dayOfMoment(ms, zone);
}

export { Decimal };

/** What a compiled `let` is given: the environment of the rule that reads it. */
interface LetEnv {
  readonly a: unknown;
  readonly c: unknown;
}

/**
 * A `let` that reads only the call (a mean over a call list, a national average): computed once
 * for a call, not once per application that reads it. Kept by the identity of the call record;
 * a failure (an absent optional call field) is not kept, and fails again where it is read.
 */
export function perCall<E extends LetEnv, T>(f: (e: E) => T): (e: E) => T {
  let call: unknown;
  let value: T;
  return (e) => {
    if (e.c === call) return value;
    value = f(e);
    call = e.c;
    return value;
  };
}

/**
 * A `let` that reads the application but not its points: computed once per application however
 * many rules read it. Kept by the identity of the application and call records.
 */
export function perRecord<E extends LetEnv, T>(f: (e: E) => T): (e: E) => T {
  let app: unknown;
  let call: unknown;
  let value: T;
  return (e) => {
    if (e.a === app && e.c === call) return value;
    value = f(e);
    app = e.a;
    call = e.c;
    return value;
  };
}

export { power, powerRounded, year, month, day, weekday, inRange } from "./functions.js";
export { addDays, addMonths, addYears, addWorkingDaysSigned, fullYears, completedYears, fullMonths, daysBetween, workingDaysBetween } from "./dateCount.js";
export { median, trimmedMean } from "./jury.js";
export { say, sayIn } from "./reasonText.js";
export { panelMember } from "./engine/greedyPairs.js";
export { everyWith, someWith, countIfWith, countDistinctWith, mapWith } from "./withEnv.js";

/** The runtime's version: a compiled module names it when an operation it calls is missing. */
export { RUNTIME_VERSION } from "./version.js";
