// The fast path of input validation: a record that is entirely valid converted in one pass,
// with no message text. The compiler writes one for a scheme's application record
// (`CompiledScheme.acceptApplication`, packages/dsl/src/compile/accept.ts); for the others, and
// for schemes compiled without it, one is built here from the field types. Anything a fast path
// does not accept at once — an error, an undeclared field, a form it does not handle — is
// validated again by validate.ts's `Validator`, which finds every issue; a record a fast path
// accepts is exactly what `Validator` would return for it (test/accept.test.ts): every declared
// field in declaration order, an optional one absent or null as undefined (recordShape.ts).
import { Decimal, decimalFromNumber, minorUnits, readDecimal } from "./decimal.js";
import { JsonNumber } from "./json-parse.js";
import { parseDate, parseMoment } from "./time.js";
import { own } from "./ops.js";
import type { CompiledScheme, FieldSpec, Rec, TypeSpec } from "./spec.js";

/** What a converter built from the types gives for a value it does not accept at once. */
const SLOW: unique symbol = Symbol("slow");
type Fast = (v: unknown) => unknown;

function decimalBounds(t: { lo?: string; hi?: string; step?: string }): (d: Decimal) => boolean {
  const lo = t.lo !== undefined ? new Decimal(t.lo) : undefined;
  const hi = t.hi !== undefined ? new Decimal(t.hi) : undefined;
  if (t.step !== undefined) return (d) => !(lo && d.lt(lo)) && !(hi && d.gt(hi)) && onStep(d, t);
  if (!lo && !hi) return () => true;
  return (d) => !(lo && d.lt(lo)) && !(hi && d.gt(hi));
}

/** Whether `d` is a value of its range's step (`in 0..5 step 0.5`): the low bound (or zero) and a whole number of steps from it; true without a step. Compiled acceptors call it too (`rt.onStep`). */
export function onStep(d: Decimal, t: { lo?: string; step?: string }): boolean {
  return t.step === undefined || d.minus(t.lo ?? "0").mod(t.step).isZero();
}

/**
 * A value of a `decimal` field as the full validator reads it, before its bounds: a text
 * `-?digits(.digits)?`, a JS number whose shortest text is exactly what was written
 * (`decimalFromNumber`), or a number kept as written (`JsonNumber`) of the plain shape; undefined
 * for anything else (an exponent, a text of another shape), which the full validator reads or
 * refuses. Compiled acceptors call it too (`ops.decimalValue`).
 */
export function readDecimalValue(v: unknown): Decimal | undefined {
  if (typeof v === "string") return held(v, readDecimal(v, Infinity));
  if (typeof v === "number") return decimalFromNumber(v);
  if (v instanceof JsonNumber) return held(v.text, readDecimal(v.text, Infinity));
  return undefined;
}

/**
 * `d`, read from `text`, where it holds no more significant digits than Allot's decimals (34);
 * undefined where it holds more, which the full validator refuses (it was rounded in silence:
 * adversary23). A text of at most 34 characters cannot hold more (35 digits without a sign or a
 * point do: adversary24 found "12345678901234567890123456789012345" taken by the fast path).
 */
export function held(text: string, d: Decimal | undefined): Decimal | undefined {
  return d === undefined || text.length <= Decimal.precision || d.sd() <= Decimal.precision ? d : undefined;
}

/**
 * An amount's text with at most `places` decimals, read as the fast paths read it, where it holds
 * no more significant digits than Allot's decimals (`held`): more is the full validator's error,
 * whether the scheme holds the field as a Decimal or in minor units (which never take it).
 */
export function readAmount(text: string, places: number): Decimal | undefined {
  return held(text, readDecimal(text, places));
}

/** "-0.00": the full validator reads it as zero; the fast path leaves it to it. */
function negativeZero(d: Decimal): boolean {
  return d.isNeg() && d.isZero();
}

function fastValue(t: TypeSpec): Fast {
  switch (t.k) {
    case "integer": {
      const lo = t.lo !== undefined ? Number(t.lo) : -Infinity;
      const hi = t.hi !== undefined ? Number(t.hi) : Infinity;
      // a bound beyond ±2^53 is left to the exact check of the full validator
      const exact = (t.lo === undefined || Number.isSafeInteger(lo)) && (t.hi === undefined || Number.isSafeInteger(hi));
      // + 0: negative zero is zero, as the full validator gives it
      // a step (whole, as the checker has it) from the low bound: a value off it is the full validator's to tell
      const step = t.step !== undefined ? Number(t.step) : 1;
      const from = t.lo !== undefined ? lo : 0;
      return (v) => (typeof v === "number" && Number.isSafeInteger(v) && exact && v >= lo && v <= hi && (step === 1 || (v - from) % step === 0) ? v + 0 : SLOW);
    }
    case "money": {
      // the shape -?digits(.digits)? with at most the currency's decimals, read in one pass
      const places = minorUnits(t.currency);
      const inRange = decimalBounds(t);
      return (v) => {
        const d = typeof v === "string" ? readAmount(v, places) : undefined;
        return d && inRange(d) && !negativeZero(d) ? d : SLOW;
      };
    }
    case "decimal": {
      const inRange = decimalBounds(t);
      // a fixed-scale decimal (decimal(2)) with more places is the full validator's error to give
      const places = t.places ?? Infinity;
      return (v) => {
        const d = readDecimalValue(v);
        return d && inRange(d) && !negativeZero(d) && d.decimalPlaces() <= places ? d : SLOW;
      };
    }
    case "percentage": {
      const inRange = decimalBounds(t);
      return (v) => {
        if (typeof v !== "string") return SLOW;
        const s = v.endsWith("%") ? v.replace(/\s*%$/, "") : "";
        const read = held(s, readDecimal(s, Infinity));
        if (!read) return SLOW;
        const d = read.div(100);
        return inRange(d) && !negativeZero(d) ? d : SLOW;
      };
    }
    case "boolean":
      return (v) => (typeof v === "boolean" ? v : SLOW);
    case "text":
      return (v) => (typeof v === "string" ? v : SLOW);
    case "enum": {
      const members = new Set(t.members);
      return (v) => (typeof v === "string" && members.has(v) ? v : SLOW);
    }
    case "date":
      return (v) => (typeof v === "string" ? parseDate(v) ?? SLOW : SLOW);
    case "datetime": {
      const zone = t.zone;
      return (v) => (typeof v === "string" ? parseMoment(v, zone) ?? SLOW : SLOW);
    }
    case "record":
      return fastRecord(t.fields);
    case "list": {
      const item = fastValue(t.element);
      return (v) => {
        if (!Array.isArray(v)) return SLOW;
        const out = new Array<unknown>(v.length);
        for (let i = 0; i < v.length; i++) {
          const x = v[i] === null || v[i] === undefined ? SLOW : item(v[i]);
          if (x === SLOW) return SLOW;
          out[i] = x;
        }
        return out;
      };
    }
    case "draw":
    case "keyed": // a call parameter: the full validator reads it
      return () => SLOW;
  }
}

function fastRecord(fields: readonly FieldSpec[]): Fast {
  // a name Object.prototype has ("__proto__", "constructor", …) reads an inherited value when
  // the record lacks it: such a record is left to the full validator
  const checks = fields.map((f) => ({ name: f.name, optional: f.optional, value: fastValue(f.type), inherited: f.name in Object.prototype }));
  return (v) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return SLOW;
    const o = v as Record<string, unknown>;
    const out: Rec = {};
    let present = 0;
    for (const c of checks) {
      if (c.inherited && !Object.prototype.hasOwnProperty.call(o, c.name)) return SLOW;
      const raw = o[c.name];
      if (raw === undefined || raw === null) {
        if (!c.optional) return SLOW;
        if (raw === null) present++;
        // there, as undefined: every record of the type has every declared field (one shape)
        own(out, c.name, undefined);
        continue;
      }
      present++;
      const x = c.value(raw);
      if (x === SLOW) return SLOW;
      own(out, c.name, x);
    }
    // a field the scheme does not declare is reported by the full validator
    let keys = 0;
    for (const _ in o) keys++;
    return keys === present ? out : SLOW;
  };
}

const fastApplications = new WeakMap<CompiledScheme, (raw: unknown) => Rec | undefined>();

/** The fast path built from the field types: the record, or undefined where it declines. */
export function genericAccept(fields: readonly FieldSpec[]): (raw: unknown) => Rec | undefined {
  const generic = fastRecord(fields);
  return (raw) => {
    const x = generic(raw);
    return x === SLOW ? undefined : (x as Rec);
  };
}

/** The fast path of a scheme's application records: the compiler's, or the generic one. */
export function acceptorOf(scheme: CompiledScheme): (raw: unknown) => Rec | undefined {
  if (scheme.acceptApplication) return scheme.acceptApplication;
  let fast = fastApplications.get(scheme);
  if (!fast) fastApplications.set(scheme, (fast = genericAccept(scheme.application)));
  return fast;
}
