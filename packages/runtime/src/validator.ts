// One record's checker (validate.ts makes one for the call and one per application): each value
// against its declared type — numbers, decimals with their places and significant digits, money,
// dates and moments, enumerations, lists, records — collecting every issue with the record, the
// field path, what was expected and what was found. Apart from validate.ts, which walks the input:
// the call, the applications one by one, their ids, the fields no scheme declares, closing days.
import { Draws, drawKey, drawPlaces } from "./engine/draws.js";
import { Decimal, decimalFromNumber, decimalOfText, minorUnits } from "./decimal.js";
/** The significant digits Allot's decimals hold: an input with more would be rounded in silence. */
const DIGITS = Decimal.precision;
import { momentProblem, parseDate, parseMoment } from "./time.js";
import { own, ownField } from "./ops.js";
import { onStep } from "./accept.js";
import { JsonNumber } from "./json-parse.js";
import { readKeyed } from "./keyed.js";
import type { FieldSpec, Rec, TypeSpec } from "./spec.js";
import { describe, expectedText } from "./valueWords.js";
import type { InputIssue } from "./validate.js";

const DECIMAL_RE = /^-?\d+(\.\d+)?$/;

export class Validator {
  readonly issues: InputIssue[] = [];
  /** `columns`: a CSV read with a column mapping, each field path's header, named beside the field (words23) */
  constructor(private readonly record: string, private readonly meta: { id?: string; index?: number; line?: number }, private readonly columns?: Readonly<Record<string, string>>) {}

  error(path: string, t: TypeSpec | string, v: unknown, message?: string): undefined {
    const expected = typeof t === "string" ? t : expectedText(t);
    const found = describe(v);
    const said = message ?? `${path}: expected ${expected}, found ${found}`;
    // the column the clerk sees in the export, where it is not the field's name
    const header = this.columns !== undefined && Object.hasOwn(this.columns, path) ? this.columns[path] : undefined;
    const text = header !== undefined && header !== path && said.startsWith(`${path}: `) ? `${path} (column "${header}")${said.slice(path.length)}` : said;
    this.issues.push({ record: this.record, ...this.meta, path, expected, found, message: text, severity: "error" });
    return undefined;
  }

  record_(fields: readonly FieldSpec[], v: unknown, path: string, unknownKeys: Set<string>): Rec | undefined {
    if (v === null || typeof v !== "object" || Array.isArray(v)) {
      this.error(path || "(record)", "an object", v);
      return undefined;
    }
    const o = v as Record<string, unknown>;
    const out: Rec = {};
    for (const f of fields) {
      const p = path ? `${path}.${f.name}` : f.name;
      // an absent field named like a member of Object.prototype must not read that member
      const raw = ownField(o, f.name);
      if (raw === undefined || raw === null) {
        if (!f.optional) this.error(p, f.type, raw, `${p} is missing: expected ${expectedText(f.type)}`);
        // an absent optional field is there as undefined: one shape for every record (recordShape.ts)
        else own(out, f.name, undefined);
        continue;
      }
      const val = this.value(f.type, raw, p, unknownKeys);
      if (val !== undefined) own(out, f.name, val);
    }
    for (const k of Object.keys(o)) {
      if (!fields.some((f) => f.name === k)) {
        const p = path ? `${path}.${k}` : k;
        unknownKeys.add(p.replace(/\[\d+\]/g, "[]"));
      }
    }
    return out;
  }

  value(t: TypeSpec, v: unknown, path: string, unknownKeys: Set<string>): unknown {
    switch (t.k) {
      case "integer": {
        // whole numbers are held as JS numbers (safe integers): compiled code computes on them
        // exactly as long as the compiler's interval analysis bounds the results. A number
        // kept as written (3.9999999999999999, 1e2, 12345678901234567) counts by its exact value.
        if (v instanceof JsonNumber) {
          const exact = new Decimal(v.text);
          if (!exact.isFinite() || exact.abs().gt(Number.MAX_SAFE_INTEGER)) return this.error(path, t, v, `${path}: ${describe(v)} is beyond the whole numbers Allot reads (±${Number.MAX_SAFE_INTEGER})`);
          if (!exact.isInteger()) return this.error(path, t, v);
          v = exact.toNumber();
        }
        if (typeof v !== "number" || !Number.isSafeInteger(v)) return this.error(path, t, v);
        // negative zero is zero
        const n = v + 0;
        if (t.lo !== undefined && BigInt(n) < BigInt(t.lo)) return this.error(path, t, n, `${path}: ${describe(n)} is below the declared minimum ${t.lo}`);
        if (t.hi !== undefined && BigInt(n) > BigInt(t.hi)) return this.error(path, t, n, `${path}: ${describe(n)} is above the declared maximum ${t.hi}`);
        if (t.step !== undefined && !onStep(new Decimal(n), t)) return this.error(path, t, n, offStep(path, n, t));
        return n;
      }
      case "decimal":
      case "money":
      case "percentage": {
        let d: Decimal | undefined;
        if (typeof v === "string") {
          const s = t.k === "percentage" ? v.replace(/\s*%$/, "") : v;
          if (t.k === "percentage" && !/%$/.test(v)) return this.error(path, t, v, `${path}: a percentage is written with '%' (such as "75%"), found ${describe(v)}`);
          if (!DECIMAL_RE.test(s)) return this.error(path, t, v);
          d = decimalOfText(s);
          // more digits than the decimals' precision would be rounded in silence (adversary23)
          if (d.sd() > DIGITS) return this.error(path, t, v, `${path}: ${describe(v)} has ${d.sd()} significant digits, more than the ${DIGITS} Allot computes with`);
          if (t.k === "percentage") d = d.div(100);
        } else if (v instanceof JsonNumber && t.k === "decimal") {
          // the number as written, exactly
          d = new Decimal(v.text);
          if (!d.isFinite()) return this.error(path, t, v, `${path}: ${describe(v)} is beyond the numbers Allot reads`);
          if (d.sd() > DIGITS) return this.error(path, t, v, `${path}: ${describe(v)} has ${d.sd()} significant digits, more than the ${DIGITS} Allot computes with`);
        } else if (typeof v === "number" && t.k === "decimal") {
          d = decimalFromNumber(v);
          if (!d) return this.error(path, t, v, `${path}: the number ${v} cannot be read exactly; write it as a decimal string`);
        } else return this.error(path, t, v);
        // negative zero ("-0.00") is zero
        if (d.isZero() && d.isNeg()) d = d.abs();
        if (t.k === "money" && d.decimalPlaces() > minorUnits(t.currency)) {
          return this.error(path, t, v, `${path}: ${v} has more decimal places than ${t.currency} allows (${minorUnits(t.currency)})`);
        }
        if (t.k === "decimal" && t.places !== undefined && d.decimalPlaces() > t.places) {
          return this.error(path, t, v, `${path}: ${describe(v)} has more decimal places than the ${t.places} the scheme declares (decimal(${t.places}))`);
        }
        return this.inRange(d, t, path, v);
      }
      case "boolean":
        return typeof v === "boolean" ? v : this.error(path, t, v);
      case "text":
        return typeof v === "string" ? v : this.error(path, t, v);
      case "enum":
        return typeof v === "string" && t.members.includes(v) ? v : this.error(path, t, v);
      case "date": {
        const d = typeof v === "string" ? parseDate(v) : undefined;
        return d === undefined ? this.error(path, t, v, typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${path}: ${v} is not a calendar date` : undefined) : d;
      }
      case "datetime": {
        const d = typeof v === "string" ? parseMoment(v, t.zone) : undefined;
        if (d !== undefined) return d;
        const shaped = typeof v === "string" && /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}/.test(v);
        const problem = typeof v === "string" ? momentProblem(v, t.zone) : undefined;
        return this.error(path, t, v, problem ? `${path}: ${problem}` : shaped ? `${path}: ${v} is not a real date and time` : undefined);
      }
      case "record":
        return this.record_(t.fields, v, path, unknownKeys);
      case "list": {
        if (!Array.isArray(v)) return this.error(path, t, v);
        const out: unknown[] = [];
        v.forEach((item, i) => {
          const x = item === null ? this.error(`${path}[${i}]`, t.element, item) : this.value(t.element, item, `${path}[${i}]`, unknownKeys);
          if (x !== undefined) out.push(x);
        });
        return out.length === v.length ? out : undefined;
      }
      case "keyed": return readKeyed(t, v, path, (vt, raw, at) => this.value(vt, raw, at, unknownKeys), (at, et, x, message) => this.error(at, et, x, message));
      case "draw": {
        if (t.key) return this.draws(t, v, path);
        if (!Array.isArray(v) || v.some((x) => typeof x !== "string")) return this.error(path, t, v);
        // the places of the ids, kept for the lottery step that reads them (draws.ts)
        const list = [...(v as string[])];
        if (drawPlaces(list).size !== list.length) return this.error(path, t, v, `${path}: the draw names an application twice`);
        return list;
      }
    }
  }

  /** A draw per key (engine/draws.ts): an object from each key, as text, to a draw. */
  private draws(t: Extract<TypeSpec, { k: "draw" }>, v: unknown, path: string): Draws | undefined {
    if (v === null || typeof v !== "object" || Array.isArray(v) || v instanceof JsonNumber) return this.error(path, t, v);
    const out = new Map<string, readonly string[]>();
    let ok = true;
    for (const [key, draw] of Object.entries(v as Record<string, unknown>)) {
      const at = `${path}[${JSON.stringify(key)}]`;
      const k = drawKey(t.key!, key);
      if (k === undefined) {
        this.error(at, t.key!, key, `${at}: the key ${JSON.stringify(key)} is not ${expectedText(t.key!)}`);
        ok = false;
        continue;
      }
      if (out.has(k)) {
        this.error(at, t.key!, key, `${at}: the key ${JSON.stringify(key)} names the draw of ${k} a second time`);
        ok = false;
        continue;
      }
      if (!Array.isArray(draw) || draw.some((x) => typeof x !== "string")) {
        this.error(at, "a list of application ids in the order drawn", draw);
        ok = false;
        continue;
      }
      const list = [...(draw as string[])];
      if (drawPlaces(list).size !== list.length) {
        this.error(at, "a list of application ids in the order drawn", draw, `${at}: the draw names an application twice`);
        ok = false;
        continue;
      }
      out.set(k, list);
    }
    return ok ? new Draws(out) : undefined;
  }

  private inRange(d: Decimal, t: { k?: string; lo?: string; hi?: string; step?: string }, path: string, raw: unknown): Decimal | undefined {
    // a percentage's bounds are held as fractions: told as the scheme writes them (0%..100%)
    const shown = (b: string) => (t.k === "percentage" ? `${new Decimal(b).times(100).toFixed()}%` : b);
    if (t.lo !== undefined && d.lt(t.lo)) return this.error(path, t as TypeSpec, raw, `${path}: ${describe(raw)} is below the declared minimum ${shown(t.lo)}`);
    if (t.hi !== undefined && d.gt(t.hi)) return this.error(path, t as TypeSpec, raw, `${path}: ${describe(raw)} is above the declared maximum ${shown(t.hi)}`);
    if (t.step !== undefined && !onStep(d, t)) return this.error(path, t as TypeSpec, raw, offStep(path, raw, t, shown));
    return d;
  }
}

/** A value off its range's step: the step and the first values it allows, as the scheme writes them. */
function offStep(path: string, raw: unknown, t: { lo?: string; hi?: string; step?: string }, shown: (b: string) => string = (b) => b): string {
  const lo = new Decimal(t.lo ?? "0");
  const step = new Decimal(t.step!);
  const first = [lo, lo.plus(step), lo.plus(step.times(2))].map((x) => shown(x.toFixed()));
  return `${path}: ${describe(raw)} is not a value of the declared step ${shown(t.step!)} (${first.join(", ")}, …${t.hi !== undefined ? ` up to ${shown(t.hi)}` : ""})`;
}
