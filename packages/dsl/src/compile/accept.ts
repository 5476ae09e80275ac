// compile: the fast path of input validation written out for one scheme's application record.
// The runtime's generic fast path (validate.ts, `fastRecord`) builds a converter of closures
// from the field types and assigns each field by name to an empty object; this writes the same
// checks as straight-line code with constant property names and returns the record as an
// object literal of every declared field in declaration order (an optional field absent or null
// is there as undefined), so V8 makes every record with one layout, in one allocation. It accepts exactly the records the generic path accepts and gives field for field
// the same values (test/accept.test.ts); anything else returns undefined and is validated by the
// runtime's full validator, which finds every issue.
import { minorUnits, type FieldSpec, type TypeSpec } from "@allot/runtime";
import type { MinorField } from "./minorFields.js";

const j = JSON.stringify;

/** Declares decimal constants (`K0`, …) shared with the rest of the module. */
export interface Constants {
  decimal(value: string): string;
}

/**
 * `(v) => record | undefined` for records of `fields`, with the nested record types as further
 * functions pushed to `helpers` (`A0`, `A1`, …; the returned name is the outer one); undefined
 * when a field has a type this does not write (percentage, draw, an integer bound beyond
 * ±(2^53 − 1)): the runtime's generic fast path then serves the scheme.
 */
export function emitAccept(fields: readonly FieldSpec[], k: Constants, helpers: string[], minor?: ReadonlyMap<string, MinorField>, lists?: ReadonlyMap<string, ReadonlyMap<string, MinorField>>, decimals?: ReadonlySet<string>): string | undefined {
  if (!fields.every((f) => writable(f.type))) return undefined;
  return record(fields, k, helpers, minor, lists, decimals);
}

function writable(t: TypeSpec): boolean {
  switch (t.k) {
    case "integer":
      return [t.lo, t.hi].every((b) => b === undefined || Number.isSafeInteger(Number(b)));
    case "record":
      return t.fields.every((f) => writable(f.type));
    case "list":
      return writable(t.element);
    case "percentage":
    case "draw":
    case "keyed":
      return false;
    default:
      return true;
  }
}

/**
 * `minor`: the record's money fields read as minor units (minorFields.ts); `lists`: by list
 * field, the money fields of its records read so (listMinor.ts); `decimals`: its lists of
 * decimals held as their sum (`ops.readDecimalList`, the Decimal reader for a list that does not
 * fit: listMinor.ts `decimalLists`)
 */
function record(fields: readonly FieldSpec[], k: Constants, helpers: string[], minor?: ReadonlyMap<string, MinorField>, lists?: ReadonlyMap<string, ReadonlyMap<string, MinorField>>, decimals?: ReadonlySet<string>): string {
  const slot = helpers.length;
  const name = `A${slot}`;
  helpers.push(""); // this function's place: the nested ones are written after it
  const lines = [`const ${name} = (v) => {`, `  if (v === null || typeof v !== "object" || Array.isArray(v)) return undefined;`];
  const required = fields.filter((f) => !f.optional).length;
  const anyOptional = required < fields.length;
  if (anyOptional) lines.push(`  let present = ${required};`);
  fields.forEach((f, i) => {
    const raw = `r${i}`;
    const val = `f${i}`;
    // a name Object.prototype has ("constructor", "__proto__", …) would read an inherited value
    if (f.name in Object.prototype) lines.push(`  if (!Object.prototype.hasOwnProperty.call(v, ${j(f.name)})) return undefined;`);
    lines.push(`  const ${raw} = v[${j(f.name)}];`);
    const held = minor?.get(f.name);
    let conv = held ? minorUnitsOf(held, raw) : convert(f.type, raw, k, helpers, lists?.get(f.name));
    if (decimals?.has(f.name)) conv = { value: `(ops.readDecimalList(${raw}) ?? ${conv.value})`, fails: conv.fails };
    if (f.optional) {
      lines.push(`  let ${val};`);
      lines.push(`  if (${raw} !== undefined && ${raw} !== null) {`);
      lines.push(`    present++;`);
      lines.push(`    ${val} = ${conv.value};`);
      lines.push(`    if (${conv.fails(val)}) return undefined;`);
      lines.push(`  } else if (${raw} === null) present++;`);
    } else {
      lines.push(`  if (${raw} === undefined || ${raw} === null) return undefined;`);
      lines.push(`  const ${val} = ${conv.value};`);
      lines.push(`  if (${conv.fails(val)}) return undefined;`);
    }
  });
  // a field the scheme does not declare is reported by the full validator
  lines.push(`  let keys = 0;`);
  lines.push(`  for (const _ in v) keys++;`);
  lines.push(`  if (keys !== ${anyOptional ? "present" : String(required)}) return undefined;`);
  // one object literal of every declared field in declaration order, an optional one absent or
  // null as undefined: every record of the type has one shape (one hidden class), so compiled
  // code's reads of its fields stay monomorphic (validate.ts: a caller gets it without them)
  const key = (n: string): string => (n === "__proto__" ? `[${j(n)}]` : j(n));
  lines.push(`  return { ${fields.map((f, i) => `${key(f.name)}: f${i}`).join(", ")} };`, `};`);
  helpers[slot] = lines.join("\n");
  return name;
}

/**
 * A money field held as minor units: the text read into a whole number of them (a negative zero,
 * more places than the currency has, or past 2^53 − 1: undefined, the full validator's).
 */
function minorUnitsOf(f: MinorField, raw: string): { value: string; fails: (v: string) => string } {
  const bounds = (v: string): string => `${f.lo !== undefined ? ` || ${v} < ${String(f.lo)}` : ""}${f.hi !== undefined ? ` || ${v} > ${String(f.hi)}` : ""}`;
  return { value: `typeof ${raw} === "string" ? ops.readMinor(${raw}, ${String(f.places)}) : undefined`, fails: (v) => `${v} === undefined${bounds(v)}` };
}

/** The converted value of the raw (not nullish) value `raw`, and when it is refused; `items`: a list's records' fields held as minor units. */
function convert(t: TypeSpec, raw: string, k: Constants, helpers: string[], items?: ReadonlyMap<string, MinorField>): { value: string; fails: (v: string) => string } {
  switch (t.k) {
    case "integer": {
      // a range's step (whole, from the low bound): a value off it is the full validator's to tell
      const step = t.step !== undefined && t.step !== "1" ? ` || (${raw} - ${String(Number(t.lo ?? "0"))}) % ${t.step} !== 0` : "";
      const bounds = [t.lo !== undefined ? ` || ${raw} < ${String(Number(t.lo))}` : "", t.hi !== undefined ? ` || ${raw} > ${String(Number(t.hi))}` : "", step].join("");
      // negative zero is zero, as the full validator gives it
      return { value: `(${raw} === 0 ? 0 : ${raw})`, fails: () => `typeof ${raw} !== "number" || !Number.isSafeInteger(${raw})${bounds}` };
    }
    case "money":
    case "decimal": {
      const lo = t.lo !== undefined ? k.decimal(t.lo) : undefined;
      const hi = t.hi !== undefined ? k.decimal(t.hi) : undefined;
      // a range's step (`in 0..5 step 0.5`): the runtime's test (accept.ts onStep)
      const step = t.step !== undefined ? (v: string) => ` || !rt.onStep(${v}, ${JSON.stringify({ ...(t.lo !== undefined ? { lo: t.lo } : {}), step: t.step })})` : () => "";
      const bounds = (v: string): string => `${lo ? ` || ops.dcmp(${v}, ${lo}) < 0` : ""}${hi ? ` || ops.dcmp(${v}, ${hi}) > 0` : ""}${step(v)}`;
      // a decimal may be written as a JSON number too (the runtime's readDecimalValue)
      if (t.k === "decimal") {
        const scale = t.places !== undefined ? (v: string) => ` || ${v}.decimalPlaces() > ${t.places}` : () => "";
        return { value: `rt.readDecimalValue(${raw})`, fails: (v) => `${v} === undefined || (${v}.isZero() && ${v}.isNeg())${bounds(v)}${scale(v)}` };
      }
      return {
        value: `typeof ${raw} === "string" ? ops.readAmount(${raw}, ${String(minorUnits(t.currency))}) : undefined`,
        // "-0.00" is left to the full validator, which reads it as zero
        fails: (v) => `${v} === undefined || (${raw}.charCodeAt(0) === 45 && ${v}.isZero())${bounds(v)}`,
      };
    }
    case "list": {
      // a list of items of a writable type: every item converted, none null, or the full validator.
      // The list is made at its length (as the runtime's fastValue does): an array grown by
      // `push` from empty keeps a backing store of 17 slots, held for the whole run
      const slot = helpers.length;
      const name = `L${slot}`;
      helpers.push(""); // this function's place: a nested record's function is written after it
      const conv = convert(t.element, "x", k, helpers, items);
      helpers[slot] = [
        `const ${name} = (v) => {`,
        `  if (!Array.isArray(v)) return undefined;`,
        `  const out = new Array(v.length);`,
        `  for (let i = 0; i < v.length; i++) {`,
        `    const x = v[i];`,
        `    if (x === undefined || x === null) return undefined;`,
        `    const y = ${conv.value};`,
        `    if (${conv.fails("y")}) return undefined;`,
        `    out[i] = y;`,
        `  }`,
        `  return out;`,
        `};`,
      ].join("\n");
      return { value: `${name}(${raw})`, fails: (v) => `${v} === undefined` };
    }
    case "boolean":
      return { value: raw, fails: () => `typeof ${raw} !== "boolean"` };
    case "text":
      return { value: raw, fails: () => `typeof ${raw} !== "string"` };
    case "enum":
      return { value: raw, fails: () => (t.members.length ? t.members.map((m) => `${raw} !== ${j(m)}`).join(" && ") : "true") };
    case "date":
      return { value: `typeof ${raw} === "string" ? rt.parseDate(${raw}) : undefined`, fails: (v) => `${v} === undefined` };
    case "datetime":
      return { value: `typeof ${raw} === "string" ? rt.parseMoment(${raw}, ${j(t.zone)}) : undefined`, fails: (v) => `${v} === undefined` };
    case "record": {
      const inner = record(t.fields, k, helpers, items);
      return { value: `${inner}(${raw})`, fails: (v) => `${v} === undefined` };
    }
    default:
      // not reached: `writable` refused the scheme
      throw new Error(`internal: no fast path written for ${t.k}`);
  }
}
