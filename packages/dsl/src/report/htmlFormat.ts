// Numbers, amounts and dates of the HTML report in the scheme's language, through Intl: grouping
// and decimal separators of the locale; an amount of an ISO 4217 currency with its code after it,
// as the explanations and notices beside the table write it ("10.800.000,00 EUR", not
// "€ 10.800.000,00": one form per language), and the currency's own minor digits (JPY none, EUR
// two) — more only if the exact amount has them, so nothing is ever rounded away; any other unit
// (kW, places) as a plain number with its unit.
// Amounts arrive as exact decimal texts and Intl formats them as such (no float on the way).
import type { Messages } from "./messages/catalogue.js";

const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const ESCAPED = /[&<>"'\u202a-\u202e\u2066-\u2069]/;
/**
 * A text in HTML (the report, its stage tables, the notices): `& < > " '` as entities; a
 * bidirectional embedding, override or isolate (an id "\u202eevil" drawn as "live", and the rest
 * of its sentence turned round) shown as its code, `\u{202e}`: data, not layout. Absent is "".
 */
export const esc = (v: unknown): string => {
  const s = String(v ?? "");
  // most texts of a report (ids, amounts, statuses) have nothing to escape
  return ESCAPED.test(s) ? s.replace(/[&<>"'\u202a-\u202e\u2066-\u2069]/g, (c) => ENTITIES[c] ?? `\\u{${c.charCodeAt(0).toString(16)}}`) : s;
};

const currencies = new Set(Intl.supportedValuesOf("currency"));

/** Decimal places written in an exact decimal text. */
function placesOf(text: string): number {
  return (text.split(".")[1] ?? "").length;
}

/**
 * Formats an exact decimal text: Intl.NumberFormat reads a string as a decimal, without rounding
 * it to a double (ES2023; this package's TypeScript library is ES2022, hence the cast).
 */
function exact(f: Intl.NumberFormat, text: string): string {
  return (f.format as unknown as (value: string) => string)(text);
}

export interface Formatters {
  /** a plain number ("36", "1234.5") in the locale */
  number(text: string): string;
  /** an amount in `unit` as "number unit" (a currency by its ISO code, at least its minor digits) */
  amount(text: string, unit: string): string;
  /** a calendar date ("2024-11-14") written out in the locale */
  date(text: string): string;
  /** a moment ("2024-10-01T09:00:00", as the scheme's time zone reads it): short date and time */
  moment(text: string): string;
}

export function formattersFor(m: Messages): Formatters {
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const cached = (key: string, make: () => Intl.NumberFormat) => {
    let f = numberFormats.get(key);
    if (!f) numberFormats.set(key, (f = make()));
    return f;
  };
  const plain = (places: number) => cached(`n${places}`, () => new Intl.NumberFormat(m.locale, { minimumFractionDigits: places, maximumFractionDigits: places, ...(m.groupAlways ? { useGrouping: true } : {}) }));
  // Intl writes at most 20 decimals: beyond, the whole part in the locale and the decimals as
  // they are, after the locale's separator (a criterion `quality / 3` has 34, as has a pro-rata
  // coefficient: they stopped the report with an internal error, drafter14)
  const separator = new Intl.NumberFormat(m.locale).formatToParts(1.5).find((x) => x.type === "decimal")?.value ?? ".";
  const plainText = (text: string): string => {
    const places = placesOf(text);
    if (places <= 20) return exact(plain(places), text);
    const [whole = "0", fraction = ""] = text.split(".");
    const sign = whole.startsWith("-") ? "-" : "";
    return `${sign}${exact(plain(0), whole.replace("-", ""))}${separator}${fraction}`;
  };
  // a currency's minor digits (JPY 0, EUR 2), as Intl knows them; always written
  const minorDigits = new Map<string, number>();
  const digitsOf = (currency: string): number => {
    let d = minorDigits.get(currency);
    if (d === undefined) minorDigits.set(currency, (d = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2));
    return d;
  };
  // places: the significant decimals of the amount, at least the currency's digits
  const money = (text: string, currency: string): string => {
    const p = Math.max(digitsOf(currency), placesOf(text.replace(/(\.\d*?)0+$/, "$1")));
    return `${p <= 20 ? exact(plain(p), text) : plainText(text)}\u00a0${currency}`;
  };
  // the texts are already in the call's time zone: read and written as UTC, nothing shifts
  const dates = new Intl.DateTimeFormat(m.locale, { dateStyle: "long", timeZone: "UTC" });
  const moments = new Intl.DateTimeFormat(m.locale, { dateStyle: "short", timeStyle: "medium", timeZone: "UTC" });
  const minutes = new Intl.DateTimeFormat(m.locale, { dateStyle: "short", timeStyle: "short", timeZone: "UTC" });
  // a report of a million rows writes the same amounts and points again and again: each text formatted once (a bounded memo)
  const written = new Map<string, string>();
  const memo = (key: string, make: () => string): string => {
    let t = written.get(key);
    if (t === undefined) {
      if (written.size >= 65536) written.clear();
      written.set(key, (t = make()));
    }
    return t;
  };
  const amounts = new Map<string, Map<string, string>>();
  return {
    number: (text) => (/^-?\d+(\.\d+)?$/.test(text) ? memo(text, () => plainText(text)) : text),
    amount: (text, unit) => {
      // the amounts of one unit, memoised by their text alone (no key made per amount)
      let texts = amounts.get(unit);
      if (!texts) amounts.set(unit, (texts = new Map()));
      let t = texts.get(text);
      if (t !== undefined) return t;
      if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
      if (currencies.has(unit)) t = money(text, unit);
      else t = unit ? `${plainText(text)}\u00a0${unit}` : plainText(text);
      if (texts.size >= 65536) texts.clear();
      texts.set(text, t);
      return t;
    },
    date: (text) => {
      const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      return d ? dates.format(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]))) : text;
    },
    moment: (text) => {
      // the offset a moment of a repeated hour carries (§8.8) after it, in brackets: the list writes
      // every moment one way, the language's (drafter36's finding 11: "2027-10-31T02:30:00+01:00"
      // beside "31-10-2027, 00:30")
      const t = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
      if (!t) return text;
      const seconds = Number(t[6] ?? 0);
      // seconds only where the moment has them
      const written = (seconds ? moments : minutes).format(Date.UTC(Number(t[1]), Number(t[2]) - 1, Number(t[3]), Number(t[4]), Number(t[5]), seconds));
      return t[7] === undefined ? written : `${written} (UTC${t[7] === "Z" ? "" : t[7]})`;
    },
  };
}
