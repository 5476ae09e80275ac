// The text of a reason that carries values (`otherwise "asks {requested}"`): each value printed
// with its unit — an amount with its currency's places and code (25000.00 EUR), a date in ISO
// 8601, a moment on its zone's clock, a percentage with '%'. A value that cannot be computed for
// this application (an absent optional field) is printed as "(not given)".
// `sayIn` (what the compiler emits from now on: `ops.sayIn("pl", [...])`) writes the values as the
// explanations of the scheme's language do: amounts and numbers in its separators ("0,00 PLN" in
// Polish), a moment as the ranking's lines show it ("2026-10-30 12:00:00.001"; to the second,
// "2026-11-01 00:00:00", where it has no milliseconds), yes/no and a value
// not given in its words ("tak", "(nie podano)": the catalogue's `values`). `say` keeps the
// canonical forms for modules compiled before it.
import { Decimal } from "./decimal.js";
import { minorUnits } from "./currency.js";
import { EvaluationError } from "./ops.js";
import { formatDate } from "./time.js";
import { formatMoment, showMoment } from "./timeShow.js";
import { catalogueFor, formatsOf, type Formats, type ValueWords } from "./narration/catalogue.js";

/** A member's title from its enumeration's titles (language.md §8.4), an own key only (a member may be named `__proto__` or `constructor`); undefined where it has none. */
export function memberTitle(titles: Readonly<Record<string, string>> | undefined, member: string): string | undefined {
  return titles !== undefined && Object.prototype.hasOwnProperty.call(titles, member) ? titles[member] : undefined;
}

export type ValueFormat = { readonly k: "money"; readonly currency: string } | { readonly k: "date" } | { readonly k: "time"; readonly zone: string } | { readonly k: "pct" } | { readonly k: "number"; readonly places?: number; /** a quantity's unit (language.md §6.4) */ readonly unit?: string } | { readonly k: "bool" } | { readonly k: "text"; /** an enumeration's members' titles (language.md §8.4): a member is printed by its title */ readonly titles?: Readonly<Record<string, string>> };

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
    case "number": {
      const n = f.places === undefined ? String(v) : fixed(v as Decimal | number, f.places);
      return f.unit === undefined ? n : `${n}\u00a0${f.unit}`;
    }
    case "bool":
      return v ? "yes" : "no";
    default: {
      const s = String(v);
      return memberTitle(f.titles, s) ?? s;
    }
  }
}

/** One value, printed with its unit as the explanations in a language write it (`f`: its formats, `w`: its words for yes and no). */
export function showValueIn(v: unknown, fmt: ValueFormat, f: Formats, w?: ValueWords): string {
  switch (fmt.k) {
    case "money":
    case "pct":
    case "number": {
      const canonical = showValue(v, fmt);
      // a quantity: the number in the language's digits, its unit as written (§6.4)
      if (fmt.k === "number" && fmt.unit !== undefined) return `${f.number(canonical.slice(0, canonical.length - fmt.unit.length - 1))}\u00a0${fmt.unit}`;
      return fmt.k === "money" ? f.amount({ value: canonical.slice(0, canonical.length - fmt.currency.length - 1), unit: fmt.currency }) : fmt.k === "pct" ? `${f.number(canonical.slice(0, -1))}%` : f.number(canonical);
    }
    case "time": {
      // to the second, as results show a moment (formatMoment): ".000" would state a precision
      // the value does not have; its milliseconds where it has some
      const t = showMoment(v as number, (v as number) % 1000 === 0 ? "second" : "exact", fmt.zone);
      return w?.moment ? w.moment(t) : t;
    }
    case "date":
      return w?.moment ? w.moment(showValue(v, fmt)) : showValue(v, fmt);
    case "bool":
      return w ? (v ? w.yes : w.no) : showValue(v, fmt);
    default:
      return showValue(v, fmt);
  }
}

/** The reason: text parts as they are, value parts (a thunk and its format) printed. */
export function say(parts: ReadonlyArray<string | readonly [() => unknown, ValueFormat]>): string {
  return sayWith(parts, showValue, "(not given)");
}

/** The reason in the scheme's language (`language`: its declared code; English where none): values as its explanations write them. */
export function sayIn(language: string | undefined, parts: ReadonlyArray<string | readonly [() => unknown, ValueFormat]>): string {
  const c = catalogueFor(language);
  const f = formatsOf(c);
  return sayWith(parts, (v, fmt) => showValueIn(v, fmt, f, c.values), c.values.notGiven);
}

function sayWith(parts: ReadonlyArray<string | readonly [() => unknown, ValueFormat]>, show: (v: unknown, f: ValueFormat) => string, notGiven: string): string {
  let out = "";
  for (const p of parts) {
    if (typeof p === "string") out += p;
    else {
      try {
        out += show(p[0](), p[1]);
      } catch (e) {
        if (!(e instanceof EvaluationError)) throw e;
        out += notGiven;
      }
    }
  }
  return out;
}
