// Money held as whole minor units from validation on. The compiler marks an application's money
// field `minor` (CompiledScheme.minorFields, compile/minorFields.ts) when the scheme reads it only
// as an allocation's amount: the compiled validation then reads its text straight into a JS
// number of minor units (`readMinor`: cents for EUR) instead of a Decimal, and the engine takes
// the amount as it is (engine/asks.ts). A value that does not fit (more than 2^53 − 1 minor
// units) is read by the full validator and stays a Decimal: the field holds either, and the one
// reader of it (the amount) takes either. Records handed back to a caller (`validateInput`
// without a visitor) hold Decimals, as always. A money field of a list field's records is held
// the same way where the compiler finds it read only through the list's variables
// (compile/listMinor.ts; `MinorField.list`): its readers (`ops.sumMinor`, `ops.cmpTimesOf`,
// `decOfMinor`) take either too. An application's list of decimals read only by sum, mean,
// round(mean) and count is held as its sum (decimalList.ts; `MinorField.decimals`).
import { Decimal, decimalOfWhole, minorOf, POW10_EXACT } from "./decimal.js";
import { DecimalList, decimalsOf } from "./decimalList.js";
import type { Rec } from "./spec.js";

/**
 * An application field held as minor units: its name and its currency's decimals; with `list`,
 * the field of every record of that list field (compile/listMinor.ts).
 */
export interface MinorField {
  readonly name: string;
  readonly places: number;
  readonly list?: string;
  /** a list of decimals held as a DecimalList where the compiled validation read it so (places unused) */
  readonly decimals?: boolean;
}

/**
 * The text `-?digits(.digits)?` with at most `places` decimals (the shape `readDecimal(s,
 * places)` reads) as a whole number of minor units, when it is a safe integer; undefined for any
 * other text, for a negative zero ("-0.00": the full validator reads it) and past 2^53 − 1.
 */
export function readMinor(s: string, places: number): number | undefined {
  const n = s.length;
  const neg = n > 0 && s.charCodeAt(0) === 45;
  let i = neg ? 1 : 0;
  if (i === n) return undefined;
  let v = 0;
  let point = -1;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (point >= 0 || i === (neg ? 1 : 0) || i === n - 1 || n - 1 - i > places) return undefined;
      point = i;
      continue;
    }
    if (c < 48 || c > 57) return undefined;
    // exact while below 2^53: a step past it gives a double at least 2^53, which is refused
    v = v * 10 + (c - 48);
    if (v > Number.MAX_SAFE_INTEGER) return undefined;
  }
  for (let k = point < 0 ? places : places - (n - 1 - point); k > 0; k--) {
    v *= 10;
    if (v > Number.MAX_SAFE_INTEGER) return undefined;
  }
  if (neg && v === 0) return undefined;
  return neg ? -v : v;
}

/** Holds the `fields` of a validated record as minor units where each converts (in place). */
export function holdMinor(rec: Rec, fields: readonly MinorField[]): Rec {
  for (let k = 0; k < fields.length; k++) {
    const f = fields[k]!;
    if (f.decimals) continue; // the full validator's Decimals: its readers take them too
    if (f.list === undefined) toMinor(rec, f);
    else {
      const items = rec[f.list];
      if (Array.isArray(items)) for (let i = 0; i < items.length; i++) toMinor(items[i] as Rec, f);
    }
  }
  return rec;
}

function toMinor(h: Rec, f: MinorField): void {
  const d = h[f.name];
  if (d instanceof Decimal) {
    const m = minorOf(d, f.places);
    // + 0: a Decimal zero read from "-0.00" is zero
    if (m !== undefined) h[f.name] = m + 0;
  }
}

/** Holds the `fields` of a record as Decimals again (in place): what a caller of validation sees. */
export function holdDecimal(rec: Rec, fields: readonly MinorField[]): Rec {
  for (let k = 0; k < fields.length; k++) {
    const f = fields[k]!;
    if (f.decimals) {
      const l = rec[f.name];
      if (l instanceof DecimalList) rec[f.name] = decimalsOf(l);
    } else if (f.list === undefined) toDecimal(rec, f);
    else {
      const items = rec[f.list];
      if (Array.isArray(items)) for (let i = 0; i < items.length; i++) toDecimal(items[i] as Rec, f);
    }
  }
  return rec;
}

function toDecimal(h: Rec, f: MinorField): void {
  const m = h[f.name];
  if (typeof m === "number") h[f.name] = decimalOfWhole(m, f.places);
}

/** A value held as minor units of `places` decimals, or a Decimal, as a Decimal (a list record's field read where a Decimal is needed). */
export function decOfMinor(v: Decimal | number, places: number): Decimal {
  return typeof v === "number" ? decimalOfWhole(v, places) : v;
}

/**
 * An ordering key's value from a field held as minor units: the amount as the double a ranking's
 * key column makes of a Decimal of at most 15 digits (engine/shared.ts, `Values`: the digits over
 * a power of ten, correctly rounded — the same double for the same amount); past 15 digits the
 * Decimal, which the column takes as it takes any other.
 */
export function minorKey(v: Decimal | number, places: number): Decimal | number {
  if (typeof v !== "number") return v;
  return v < 1e15 && v > -1e15 ? v / POW10_EXACT[places]! : decimalOfWhole(v, places);
}

/** The decimals a text `digits.digits` writes (0 without a point). */
const placesOf = (s: string): number => {
  const point = s.indexOf(".");
  return point < 0 ? 0 : s.length - point - 1;
};

/**
 * Whether the decimal text `a` is at most `b` (texts as results write amounts): compared in whole
 * minor units of the longer fraction where both read so (readMinor), as Decimals otherwise — an
 * explanation asks it of every application refused (engine/narrate.ts `stoppedBefore`).
 */
export function textAtMost(a: string, b: string): boolean {
  const places = Math.max(placesOf(a), placesOf(b));
  const x = readMinor(a, places);
  const y = readMinor(b, places);
  return x !== undefined && y !== undefined ? x <= y : new Decimal(a).lte(b);
}
