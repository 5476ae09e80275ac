// The validator (packages/runtime/src/validate.ts) and the JSON Schema of a scheme's inputs
// (schema.ts, what `allot compile` writes and `allot serve` publishes) are two descriptions of
// one input: on random documents, for every seed scheme and for generated schemes with every
// field type, the validator accepts a document exactly when ajv (draft 2020-12) accepts it under
// the schema and the document keeps the rules no JSON Schema can state (`unstated` below: a
// decimal's or an amount's range written as a string, a JSON number that cannot have been
// written exactly, repeated ids and values of a `unique` field, a local time without offset that
// the field's zone skips or repeats at a daylight-saving change).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { Decimal, inputSchema, momentProblem, parseMoment, validateInput, type CompiledScheme, type FieldSpec, type TypeSpec } from "@allot/runtime";

const ABSENT = Symbol("absent");
const junk = fc.constantFrom<unknown>(null, 0, 1.5, "", "x", true, [], {}, ABSENT);

/** Values of the type, clean (only values of its form, some out of range) or also near misses and junk. */
function valueOf(t: TypeSpec, clean: boolean, depth = 0): fc.Arbitrary<unknown> {
  const mostly = (good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>) => (clean ? good : fc.oneof({ weight: 10, arbitrary: good }, { weight: 3, arbitrary: bad }, { weight: 1, arbitrary: junk }));
  const edges = (lo?: string, hi?: string) => [lo, hi].filter((x): x is string => x !== undefined).flatMap((b) => [b, new Decimal(b).minus("0.01").toString(), new Decimal(b).plus("0.01").toString(), new Decimal(b).minus(1).toString(), new Decimal(b).plus(1).toString()]);
  const decimalText = fc.tuple(fc.boolean(), fc.nat(99999), fc.nat(999), fc.integer({ min: 0, max: 4 })).map(([neg, i, f, p]) => `${neg ? "-" : ""}${i}${p ? "." + String(f).padStart(3, "0").slice(0, p) : ""}`);
  switch (t.k) {
    case "integer": {
      const near = [0, -0, 1, -1, 1.5, "3", 2 ** 53, -(2 ** 53), 2 ** 53 - 1, 1e300, ...edges(t.lo, t.hi).map(Number)];
      return mostly(t.lo !== undefined ? fc.integer({ min: Number(t.lo), max: Number(t.hi) }) : fc.integer(), fc.constantFrom(...near));
    }
    case "decimal":
      return mostly(fc.oneof(decimalText, fc.constantFrom(...edges(t.lo, t.hi), "0", "-0", "0.5")), fc.constantFrom(0.1, 0.30000000000000004, 12.5, -3, 1e21, 1e-7, 1234567890123456, 123456789012345, "1e3", " 5", "5.", ".5", "+1", "1,5", "0x10", ...edges(t.lo, t.hi).map(Number)));
    case "percentage":
      return mostly(fc.oneof(decimalText.map((d) => d + "%"), fc.constantFrom(...edges(t.lo, t.hi).map((e) => `${e}%`), "75 %", "0%")), fc.constantFrom("75", "75%%", "1e2%", "%", " 75%", "75% ", 75, "7.5.%"));
    case "money":
      return mostly(fc.oneof(decimalText, fc.constantFrom(...edges(t.lo, t.hi), "100.50", "100.500", "-0", "0.000", "100")), fc.constantFrom("100.501", "1.234", "12.", "1e3", 5, "1 000", "1,50", "0.1"));
    case "boolean":
      return mostly(fc.boolean(), fc.constantFrom("true", 0, 1));
    case "text":
      return mostly(fc.string({ maxLength: 4 }), fc.constantFrom(5, false));
    case "enum":
      return mostly(fc.constantFrom(...t.members), fc.constantFrom(t.members[0]!.toUpperCase() + "x", "", "constructor"));
    case "date":
      return mostly(
        fc.constantFrom("2024-02-29", "2000-02-29", "0000-02-29", "2023-12-31", "2024-04-30", "1999-01-01"),
        fc.constantFrom("2023-02-29", "1900-02-29", "2100-02-29", "2024-04-31", "2024-1-01", "2024-13-01", "2024-00-10", "2024-01-00", "2024-01-32", "2024-02-29T00:00:00", "24-01-01"),
      );
    case "datetime":
      return mostly(
        fc.constantFrom("2024-01-08T08:00", "2024-01-08 08:00:00", "2024-01-08T08:00:00Z", "2024-01-08T08:00:00+01:00", "2024-01-08T23:59:59.123456789", "2024-03-31T02:30:00", "2024-02-29T00:00-23:59", "2024-01-08t08:00", "2024-01-08T08:00:00z"),
        fc.constantFrom("2024-01-08T24:00", "2024-01-08T23:60", "2024-01-08T08:00:60", "2024-01-08T08:00:00.1234567891", "2023-02-29T00:00", "2024-01-08T08:00+24:00", "2024-01-08T08:00+01:60", "2024-01-08", "2024-01-08T8:00", "2024-01-08x08:00", "2024-01-08T08:00:00zz"),
      );
    case "record":
      return depth > 2 ? junk : mostly(recordOf(t.fields, clean, depth + 1), fc.constantFrom([], "x"));
    case "list":
      return mostly(fc.array(fc.oneof({ weight: 8, arbitrary: valueOf(t.element, clean, depth + 1) }, { weight: clean ? 0 : 1, arbitrary: fc.constant(null) }), { maxLength: 3 }), fc.constantFrom({}, "x"));
    case "draw":
      return mostly(fc.array(fc.constantFrom("A", "B", "C"), { maxLength: 3 }), fc.constantFrom([1], ["A", null], "A"));
  }
}

/** An object with a value (or nothing, or null: in a clean one only if optional) for each field, at times an undeclared key. */
function recordOf(fields: readonly FieldSpec[], clean: boolean, depth = 0, id?: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const entries = fields.map((f) => fc.oneof({ weight: 12, arbitrary: f.name === "id" && id ? id : valueOf(f.type, clean, depth) }, { weight: clean && !f.optional ? 0 : 1, arbitrary: fc.constantFrom(ABSENT, null) }));
  return fc.tuple(fc.tuple(...entries), fc.oneof({ weight: 10, arbitrary: fc.constant(ABSENT) }, { weight: 1, arbitrary: fc.constant(1) })).map(([values, extra]) => {
    const o: Record<string, unknown> = {};
    fields.forEach((f, i) => {
      if (values[i] !== ABSENT) Object.defineProperty(o, f.name, { value: values[i], enumerable: true, writable: true, configurable: true });
    });
    if (extra !== ABSENT) o["undeclared_key"] = extra;
    return o;
  });
}

/** A document for a scheme, as JSON.parse would give it (no undefined, no -0). */
function documentOf(s: CompiledScheme): fc.Arbitrary<unknown> {
  return fc.oneof(documentWith(s, true), documentWith(s, false));
}

function documentWith(s: CompiledScheme, clean: boolean): fc.Arbitrary<unknown> {
  const ids = clean ? fc.constantFrom("A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8") : fc.oneof({ weight: 8, arbitrary: fc.constantFrom("A1", "A2", "A3", "A4", "A5", "A6") }, { weight: 1, arbitrary: fc.constantFrom(7, null) }, { weight: 1, arbitrary: fc.constantFrom("A\u200b1", "N\u0000", "\u202eA2", "half\ud800") });
  const call = clean ? recordOf(s.call, true) : fc.oneof({ weight: 12, arbitrary: recordOf(s.call, false) }, { weight: 1, arbitrary: fc.constantFrom(ABSENT, null, []) });
  const apps = fc.oneof({ weight: 12, arbitrary: fc.array(recordOf(s.application, clean, 0, ids), { maxLength: 4 }) }, { weight: clean ? 0 : 1, arbitrary: fc.constantFrom(ABSENT, null, {}) });
  return fc.tuple(call, apps).map(([c, a]) => {
    const doc: Record<string, unknown> = {};
    if (c !== ABSENT) doc["call"] = c;
    if (a !== ABSENT) doc["applications"] = a;
    return JSON.parse(JSON.stringify(doc));
  });
}

/**
 * Whether a document the schema accepts keeps the rules no JSON Schema states: ranges of decimal
 * texts, JSON numbers read exactly (at most 15 digits, no exponent), ids and `unique` values
 * never repeated.
 */
function unstated(s: CompiledScheme, doc: { call?: unknown; applications: unknown[] }): boolean {
  const inRange = (d: Decimal, t: { lo?: string; hi?: string }) => (t.lo === undefined || d.gte(t.lo)) && (t.hi === undefined || d.lte(t.hi));
  const valueOk = (t: TypeSpec, v: unknown): boolean => {
    if (v === null || v === undefined) return true;
    switch (t.k) {
      case "decimal":
        if (typeof v === "number") {
          const text = String(v);
          if (/e/i.test(text) || text.replace(/[-.]/g, "").replace(/^0+/, "").length > 15) return false;
          return inRange(new Decimal(text), t);
        }
        return inRange(new Decimal(v as string), t);
      case "money":
        return inRange(new Decimal(v as string), t);
      case "datetime":
        // a time the zone's clocks skip or repeat (and no offset) depends on the zone's rules
        return typeof v !== "string" || !/does not exist|happens twice/.test(momentProblem(v, t.zone) ?? "");
      case "percentage":
        return inRange(new Decimal((v as string).replace(/\s*%$/, "")).div(100), t);
      case "record":
        return recordOk(t.fields, v as Record<string, unknown>);
      case "list":
        return (v as unknown[]).every((x) => valueOk(t.element, x));
      default:
        return true;
    }
  };
  const recordOk = (fields: readonly FieldSpec[], o: Record<string, unknown>) => fields.every((f) => valueOk(f.type, Object.hasOwn(o, f.name) ? o[f.name] : undefined));
  if (!recordOk(s.call, (doc.call ?? {}) as Record<string, unknown>)) return false;
  const seen = new Set<string>();
  for (const a of doc.applications as Array<Record<string, unknown>>) {
    if (!recordOk(s.application, a)) return false;
    for (const f of s.application.filter((f) => f.unique || f.name === "id")) {
      const v = Object.hasOwn(a, f.name) ? a[f.name] : undefined;
      if (v === undefined || v === null) continue;
      const t = f.type;
      const key = `${f.name}=${t.k === "decimal" || t.k === "money" ? new Decimal(String(v)).toString() : t.k === "percentage" ? new Decimal((v as string).replace(/\s*%$/, "")).toString() : t.k === "datetime" ? parseMoment(v as string, t.zone) : JSON.stringify(v)}`;
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return true;
}

/** Runs the property for a scheme; returns how many documents each side accepted. */
function agree(s: CompiledScheme, runs: number): { accepted: number; refused: number } {
  const check = new Ajv2020({ strict: true, validateFormats: false }).compile(inputSchema(s));
  let accepted = 0;
  let refused = 0;
  fc.assert(
    fc.property(documentOf(s), (doc) => {
      const d = doc as { call?: unknown; applications?: unknown };
      const v = validateInput(s, { call: d.call, applications: d.applications });
      const validator = !v.issues.some((i) => i.severity === "error");
      const schema = check(doc) && unstated(s, doc as { call?: unknown; applications: unknown[] });
      if (validator) accepted++;
      else refused++;
      expect(validator, `${JSON.stringify(doc)}\nvalidator: ${JSON.stringify(v.issues.filter((i) => i.severity === "error").map((i) => i.message))}\najv: ${JSON.stringify(check.errors)}`).toBe(schema);
    }),
    { numRuns: runs },
  );
  return { accepted, refused };
}

const root = join(__dirname, "..");
const seeds = readdirSync(join(root, "schemes"))
  .filter((d) => d.startsWith("seed_"))
  .map((d) => {
    const dir = join(root, "schemes", d);
    const file = readdirSync(dir).find((f) => f.endsWith(".allot"))!;
    return { name: d, file: join(dir, file) };
  });

describe("the validator and the input schema accept the same documents", { timeout: 300_000 }, () => {
  for (const seed of seeds) {
    it(`on the inputs of ${seed.name}`, () => {
      const s = load(analyze(readFileSync(seed.file, "utf8"), seed.file));
      const { accepted, refused } = agree(s, 1500);
      // both outcomes must occur, or the property says little
      expect(accepted).toBeGreaterThan(30);
      expect(refused).toBeGreaterThan(30);
    });
  }

  /** A field of every type the language has, with and without ranges, nested. */
  const every: FieldSpec[] = [
    { name: "n", type: { k: "integer" } },
    { name: "n_range", type: { k: "integer", lo: "1", hi: "4" } },
    { name: "d", type: { k: "decimal" }, optional: true },
    { name: "d_range", type: { k: "decimal", lo: "0", hi: "1.5" } },
    { name: "pct", type: { k: "percentage" }, optional: true },
    { name: "pct_range", type: { k: "percentage", lo: "0", hi: "1" }, optional: true },
    { name: "eur", type: { k: "money", currency: "EUR", lo: "0", hi: "500000" } },
    { name: "jpy", type: { k: "money", currency: "JPY" }, optional: true },
    { name: "kwd", type: { k: "money", currency: "KWD" }, optional: true },
    { name: "ok", type: { k: "boolean" } },
    { name: "label", type: { k: "text" }, optional: true },
    { name: "kind", type: { k: "enum", members: ["met", "partly", "not_met"] } },
    { name: "day", type: { k: "date" } },
    { name: "at", type: { k: "datetime", zone: "Europe/Warsaw" }, optional: true },
    { name: "scores", type: { k: "record", fields: [{ name: "a", type: { k: "integer", lo: "0", hi: "10" } }, { name: "cost", type: { k: "money", currency: "PLN" }, optional: true }] }, optional: true },
    { name: "dates", type: { k: "list", element: { k: "date" } }, optional: true },
    { name: "amounts", type: { k: "list", element: { k: "money", currency: "EUR", lo: "1", hi: "10" } }, optional: true },
  ] as FieldSpec[];

  const scheme = (call: FieldSpec[], application: FieldSpec[]): CompiledScheme => ({ name: "generated", title: "Generated", call, application }) as unknown as CompiledScheme;

  it("on a scheme with a field of every type", () => {
    const s = scheme([{ name: "budget", type: { k: "money", currency: "EUR" } }, { name: "lot", type: { k: "draw" }, optional: true }] as FieldSpec[], [{ name: "id", type: { k: "text" }, unique: true }, ...every] as FieldSpec[]);
    agree(s, 3000);
  });

  it("on generated schemes: random subsets of the fields, unique fields, a call with no required field", () => {
    const schemes = fc.tuple(fc.subarray(every, { minLength: 1, maxLength: 5 }), fc.subarray(every, { maxLength: 3 }), fc.option(fc.constantFrom(...every.filter((f) => ["integer", "decimal", "money", "date", "datetime", "text"].includes(f.type.k))))).map(([app, call, unique]) =>
      scheme(call.map((f) => ({ ...f, optional: true })), [{ name: "id", type: { k: "text" }, unique: true }, ...app.filter((f) => f !== unique), ...(unique ? [{ ...unique, name: "u", unique: true, optional: false }] : [])] as FieldSpec[]),
    );
    fc.assert(
      fc.property(schemes, (s) => {
        agree(s, 100);
      }),
      { numRuns: 40 },
    );
  });
});
