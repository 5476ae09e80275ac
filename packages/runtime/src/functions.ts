// The built-in functions that compiled schemes call for powers and the parts of dates. A power of
// a decimal is computed on its exact digits (a bigint numerator over a power of ten), so
// 0.98^3 is 0.941192 exactly; rounded, it is rounded once, from the exact value. Unrounded, a
// value with more than 34 significant digits (0.98^18 and beyond) is held to 34, as a quotient is.
import { Decimal, roundRational, type RoundingMode } from "./decimal.js";
import { EvaluationError } from "./ops.js";
import { dayOfMoment } from "./time.js";

/** The largest exponent a scheme may use: beyond it the exact digits run to the hundreds of thousands. */
export const MAX_EXPONENT = 9999;

function scaled(x: Decimal): { n: bigint; k: number } {
  const s = x.toFixed();
  const neg = s.startsWith("-");
  const [i, f = ""] = (neg ? s.slice(1) : s).split(".");
  const n = BigInt((i ?? "0") + f);
  return { n: neg ? -n : n, k: f.length };
}

function exponentOf(x: Decimal | number): number {
  const n = typeof x === "number" ? x : x.toNumber();
  if (!Number.isInteger(n)) throw new EvaluationError(`the exponent of power must be a whole number, found ${String(x)}`);
  if (Math.abs(n) > MAX_EXPONENT) throw new EvaluationError(`the exponent of power is ${n}, beyond ±${MAX_EXPONENT}`);
  return n;
}

/** The exact rational base^exponent as num/den (den > 0). */
function exactPower(base: Decimal, exponent: number): { num: bigint; den: bigint } {
  const { n, k } = scaled(base);
  const e = BigInt(Math.abs(exponent));
  const top = n ** e;
  const bottom = 10n ** (BigInt(k) * e);
  if (exponent >= 0) return { num: top, den: bottom };
  if (top === 0n) throw new EvaluationError("zero to a negative power is undefined");
  return top < 0n ? { num: -bottom, den: -top } : { num: bottom, den: top };
}

/** base^exponent: exact where the digits fit in 34, otherwise to 34 significant digits. */
export function power(base: Decimal, exponent: Decimal | number): Decimal {
  const x = exponentOf(exponent);
  const { num, den } = exactPower(base, x);
  return new Decimal(num.toString()).div(new Decimal(den.toString()));
}

/** base^exponent rounded once, from its exact value, to `places` decimal places. */
export function powerRounded(base: Decimal, exponent: Decimal | number, places: number, mode: RoundingMode): Decimal {
  const x = exponentOf(exponent);
  const { num, den } = exactPower(base, x);
  const q = roundRational(num * 10n ** BigInt(places), den, mode);
  return new Decimal(q.toString()).div(new Decimal((10n ** BigInt(places)).toString()));
}

/** The calendar day (a day number) of a date, or of a moment on `zone`'s clock. */
function dayOf(v: number, zone: string | undefined): number {
  return zone === undefined ? v : dayOfMoment(v, zone);
}

function civil(day: number): Date {
  return new Date(day * 86_400_000);
}

export function year(v: number, zone?: string): Decimal {
  return new Decimal(civil(dayOf(v, zone)).getUTCFullYear());
}

export function month(v: number, zone?: string): Decimal {
  return new Decimal(civil(dayOf(v, zone)).getUTCMonth() + 1);
}

export function day(v: number, zone?: string): Decimal {
  return new Decimal(civil(dayOf(v, zone)).getUTCDate());
}

/** ISO 8601: 1 Monday … 7 Sunday. */
export function weekday(v: number, zone?: string): Decimal {
  const d = civil(dayOf(v, zone)).getUTCDay();
  return new Decimal(d === 0 ? 7 : d);
}

/**
 * A `let` that declares a range (`let score: decimal in 0..10 = …`, "a score from 0 to 10"): the
 * checker proves maximum points and thresholds from the range, so a value outside it cannot be
 * computed — the rule, criterion, key or amount that reads it gets the reason — rather than give
 * points the proof did not allow.
 */
export function inRange<E, T>(f: (e: E) => T, lo: string, hi: string, what: string): (e: E) => T {
  const low = new Decimal(lo);
  const high = new Decimal(hi);
  return (e) => {
    const v = f(e);
    const d = v instanceof Decimal ? v : new Decimal(v as unknown as number);
    if (d.lt(low) || d.gt(high)) throw new EvaluationError(`${what} is ${d.toString()}, outside the range ${lo}..${hi} its declaration states`);
    return v;
  };
}
