// The text of a reason that carries values (`otherwise "asks {requested}"`): each value printed
// with its unit — an amount with its currency's places and code (25000.00 EUR), a date in ISO
// 8601, a moment on its zone's clock, a percentage with '%'. A value that cannot be computed for
// this application (an absent optional field) is printed as "(not given)".
import { Decimal } from "./decimal.js";
import { minorUnits } from "./currency.js";
import { EvaluationError } from "./ops.js";
import { formatDate, formatMoment } from "./time.js";

export type ValueFormat = { readonly k: "money"; readonly currency: string } | { readonly k: "date" } | { readonly k: "time"; readonly zone: string } | { readonly k: "pct" } | { readonly k: "number"; readonly places?: number } | { readonly k: "bool" } | { readonly k: "text" };

/** A number declared decimal(places), printed with exactly that many places (5.5 → "5.50"). */
export function fixed(v: Decimal | number, places: number): string {
  return (v instanceof Decimal ? v : new Decimal(v)).toFixed(places);
}

/** One value, printed with its unit. */
export function showValue(v: unknown, f: ValueFormat): string {
  switch (f.k) {
    case "money": {
      const d = v instanceof Decimal ? v : new Decimal(v as number);
      return `${d.toFixed(minorUnits(f.currency))} ${f.currency}`;
    }
    case "date":
      return formatDate(v as number);
    case "time":
      return formatMoment(v as number, f.zone);
    case "pct":
      return `${(v instanceof Decimal ? v : new Decimal(v as number)).times(100).toString()}%`;
    case "number":
      return f.places === undefined ? String(v) : fixed(v as Decimal | number, f.places);
    case "bool":
      return v ? "yes" : "no";
    default:
      return String(v);
  }
}

/** The reason: text parts as they are, value parts (a thunk and its format) printed. */
export function say(parts: ReadonlyArray<string | readonly [() => unknown, ValueFormat]>): string {
  let out = "";
  for (const p of parts) {
    if (typeof p === "string") out += p;
    else {
      try {
        out += showValue(p[0](), p[1]);
      } catch (e) {
        if (!(e instanceof EvaluationError)) throw e;
        out += "(not given)";
      }
    }
  }
  return out;
}
