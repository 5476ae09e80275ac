// The JSON Schema (draft 2020-12) of a compiled scheme's inputs, read from its field specs:
// what `allot compile` writes beside the module and what `allot serve` publishes. It says what
// validate.ts accepts, as far as JSON Schema can: test/input-schema.test.ts checks on random
// documents that the two accept and refuse the same ones, except for the rules no schema can
// state — a decimal's or an amount's range when written as a string, a JSON number that cannot
// have been written exactly, repeated ids and values of a `unique` field — which the validator
// alone checks (the descriptions name the ranges and the uniqueness).
import { Decimal } from "./decimal.js";
import { onStep } from "./accept.js";
import { minorUnits } from "./currency.js";
import { PRINTED_ID_PATTERN } from "./idKeys.js";
import type { CompiledScheme, FieldSpec, TypeSpec } from "./spec.js";


/**
 * At most 34 significant digits (Allot's decimals, validate.ts refuses more: adversary23), as a
 * pattern over a text already of the form -?digits(.digits)?: zeros and the point before the first
 * digit other than zero, then at most 34 digits (the point among them not counted) up to the last
 * digit other than zero, then zeros. The pattern's backtracking is at most 34 × the text's length.
 */
const SIGNIFICANT = "-?0*(?:\\.0*)?(?:[1-9](?:\\.?\\d){0,33})?(?:\\.?0)*";
const DIGITS_WORDS = "at most 34 significant digits";
/** A decimal's text, of at most 34 significant digits. */
const DECIMAL_HELD = `^(?=${SIGNIFICANT}$)-?\\d+(\\.\\d+)?$`;

/** A real Gregorian date YYYY-MM-DD (the month's length, 29 February in leap years only). */
const DAY =
  "(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))" +
  "|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)";
/** hh:mm, optional :ss and up to nine decimals, optional Z (or z, as RFC 3339 allows) or ±hh:mm */
// fractions of a second: at most the millisecond, trailing zeros allowed (nine digits in all)
const TIME = "(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,3}0{0,6})?)?(?:[Zz]|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)?";

/** An amount with at most `places` decimals, not counting trailing zeros ("12.50" and "12.500" are 12.5). */
function moneyPattern(places: number): string {
  return `^(?=${SIGNIFICANT}$)` + (places === 0 ? "-?\\d+(\\.0+)?$" : `-?\\d+(\\.\\d{1,${places}}0*)?$`);
}

/** `minimum`/`maximum` of a number, within what the validator reads exactly. */
function bounds(lo: string | undefined, hi: string | undefined, safe: boolean): Record<string, number> {
  const out: Record<string, number> = {};
  const min = lo !== undefined ? Number(lo) : undefined;
  const max = hi !== undefined ? Number(hi) : undefined;
  if (safe) {
    out["minimum"] = Math.max(min ?? -Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
    out["maximum"] = Math.min(max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  } else {
    if (min !== undefined) out["minimum"] = min;
    if (max !== undefined) out["maximum"] = max;
  }
  return out;
}

/** A quantity's unit in the description (language.md §6.4): " in m", the number without it. */
function inUnit(t: { unit?: string }): string {
  return t.unit !== undefined ? ` in ${t.unit} (the number alone, without the unit)` : "";
}

/** What a range written as text adds to the description: JSON Schema cannot compare decimal strings. */
function rangeText(t: { lo?: string; hi?: string; step?: string }): string {
  const step = t.step !== undefined ? ` in steps of ${t.step}` : "";
  return (t.lo !== undefined && t.hi !== undefined ? ` from ${t.lo} to ${t.hi}` : t.lo !== undefined ? ` from ${t.lo}` : t.hi !== undefined ? ` up to ${t.hi}` : "") + step;
}

/**
 * A range's step as JSON Schema's `multipleOf`, where a validator checks it exactly: a whole-number
 * step, and a low bound that is a value of it (JSON Schema's multiples count from zero). A
 * fractional step is left to the description: validators divide in binary floating point, and ajv
 * refuses 0.3 as a multiple of 0.1, which Allot accepts.
 */
function multipleOf(t: { lo?: string; step?: string }): Record<string, number> {
  return t.step !== undefined && new Decimal(t.step).isInteger() && onStep(new Decimal(t.lo ?? "0"), { step: t.step }) ? { multipleOf: Number(t.step) } : {};
}

function schemaOf(t: TypeSpec): Record<string, unknown> {
  switch (t.k) {
    case "integer":
      // the validator reads whole numbers as safe integers (|n| ≤ 2^53 − 1)
      // a quantity's unit (language.md §6.4): "a whole number in m"
      return { type: "integer", ...bounds(t.lo, t.hi, true), ...multipleOf(t), ...(t.step !== undefined || t.unit !== undefined ? { description: `a whole number${inUnit(t)}${rangeText(t)}` } : {}) };
    case "decimal":
      return { anyOf: [{ type: "string", pattern: DECIMAL_HELD }, { type: "number", ...bounds(t.lo, t.hi, false), ...multipleOf(t) }], description: `a decimal${inUnit(t)}${rangeText(t)}, ${DIGITS_WORDS}` };
    case "percentage":
      return { type: "string", pattern: `^(?=${SIGNIFICANT}\\s*%$)-?\\d+(\\.\\d+)?\\s*%$`, description: `a percentage${rangeText(t)}, ${DIGITS_WORDS}` };
    case "money":
      return { type: "string", pattern: moneyPattern(minorUnits(t.currency)), description: `money(${t.currency})${rangeText(t)}, ${DIGITS_WORDS}` };
    case "boolean":
      return { type: "boolean" };
    case "text":
      return { type: "string" };
    case "enum":
      return { enum: [...t.members] };
    case "date":
      return { type: "string", format: "date", pattern: `^${DAY}$` };
    case "datetime":
      return { type: "string", pattern: `^${DAY}[Tt ]${TIME}$`, description: `date-time read in ${t.zone}` };
    case "record":
      return recordSchema(t.fields, false);
    case "list":
      return { type: "array", items: schemaOf(t.element) };
    case "draw":
      if (t.key) {
        const keys = t.key.k === "date" ? { propertyNames: { pattern: `^${DAY}$` } } : t.key.k === "integer" ? { propertyNames: { pattern: "^-?\\d{1,15}$" } } : {};
        return { type: "object", ...keys, additionalProperties: { type: "array", items: { type: "string" }, uniqueItems: true }, description: `one draw per ${t.key.k === "date" ? "day (YYYY-MM-DD)" : t.key.k}` };
      }
      return { type: "array", items: { type: "string" }, uniqueItems: true };
    case "keyed":
      return { type: "object", properties: Object.fromEntries(t.members.map((m) => [m, schemaOf(t.value)])), required: [...t.members], additionalProperties: false, description: "one figure for each member" };
    default:
      return {};
  }
}

/** An application's text `id`: of characters that print (validate.ts refuses one that holds a character that does not, idKeys.ts unseenIn). */
const ID_PRINTS = { pattern: PRINTED_ID_PATTERN, description: "an id of characters that print: no control character, line or paragraph separator, zero-width or other invisible character, or space other than U+0020, and no space at its start or end" };

/** `applications`: the record of an application, whose text `id` is held to `ID_PRINTS`. */
function recordSchema(fields: readonly FieldSpec[], describe: boolean, applications = false, closedDays: readonly string[] = []): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const f of fields) {
    // an office's closing days (language.md §16.1): each date once; their years JSON Schema cannot state (validate.ts)
    const own = applications && f.name === "id" && f.type.k === "text" ? { ...schemaOf(f.type), ...ID_PRINTS } : closedDays.includes(f.name) ? { ...schemaOf(f.type), uniqueItems: true, description: "the days the office announced it is closed: each date once, within the call's years" } : schemaOf(f.type);
    const s = { ...own, ...(describe && f.description ? { description: typeof own["description"] === "string" ? `${f.description} — ${own["description"]}` : f.description } : {}) };
    Object.defineProperty(properties, f.name, { value: f.optional ? { anyOf: [s, { type: "null" }] } : s, enumerable: true, writable: true, configurable: true });
  }
  return { type: "object", properties, required: fields.filter((f) => !f.optional).map((f) => f.name) };
}

/**
 * `{ call, applications }` of a scheme, with Call and Application in $defs. The call may be
 * left out (or null) only when none of its fields is required: the validator reads it as `{}`.
 */
export function inputSchema(s: CompiledScheme): Record<string, unknown> {
  const callRequired = s.call.some((f) => !f.optional);
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `urn:allot:scheme:${s.name}`,
    title: `Inputs of ${s.title ?? s.name}`,
    type: "object",
    properties: {
      call: callRequired ? { $ref: "#/$defs/Call" } : { anyOf: [{ $ref: "#/$defs/Call" }, { type: "null" }] },
      applications: { type: "array", items: { $ref: "#/$defs/Application" }, description: "every id different, and every value of a field declared unique" },
    },
    required: callRequired ? ["call", "applications"] : ["applications"],
    $defs: {
      Call: recordSchema(s.call, true, false, s.closedDays),
      Application: recordSchema(s.application, true, true),
    },
  };
}
