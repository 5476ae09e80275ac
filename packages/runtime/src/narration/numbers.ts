// Whole numbers and plural forms in a locale's words, as Intl writes them, without calling Intl
// for every number of every explanation: Intl.NumberFormat.format and Intl.PluralRules.select
// cost a few microseconds each, and a million explanations print tens of millions of numbers
// (issue 15: a third of the time of streaming every explanation went there).
//
// Whole numbers: a locale whose digits are 0–9 and whose groups are of three, with one group
// separator, written as Intl writes it (a minimum of one or two digits before the first group
// separator: Polish writes 1234 but 12 345), is grouped here; this is checked against Intl on
// sample numbers when the formatter is made, and any difference (another numbering system, the
// Indian grouping, …) makes it leave every number to Intl. Plural categories are remembered per
// number (a bounded map). Both are the same as Intl's: numbers.property.test.ts.

/** Numbers the formatter is checked on when made: every length up to 25 digits, and the edges of each. */
const SAMPLES: readonly string[] = (() => {
  const out = ["0", "00", "007", "0001234"];
  for (let len = 1; len <= 25; len++) out.push("1" + "0".repeat(len - 1), "9".repeat(len), "1234567890123456789012345".slice(0, len));
  return out;
})();

/**
 * Writes a whole number given as its decimal digits (`/^\d+$/`, leading zeros allowed) as
 * `new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(BigInt(digits))` does;
 * `groupAlways`: grouped from four digits, as `useGrouping: true` ("always") has it, where the
 * locale's own rule leaves four digits ungrouped (es-ES: "1234"; the BOE writes "1.234").
 */
export function wholeFormatter(locale: string, groupAlways?: true): (digits: string, from?: number, to?: number) => string {
  const intl = new Intl.NumberFormat(locale, groupAlways ? { maximumFractionDigits: 0, useGrouping: true } : { maximumFractionDigits: 0 });
  // `from`, `to`: the digits are those of `digits.slice(from, to)` (a caller need not cut them out)
  const slow = (digits: string, from = 0, to = digits.length): string => intl.format(BigInt(from === 0 && to === digits.length ? digits : digits.slice(from, to)));
  const group = intl.formatToParts(1234567).find((p) => p.type === "group")?.value;
  if (group === undefined || intl.resolvedOptions().numberingSystem !== "latn") return slow;
  // the fewest digits a number has when Intl groups it (4, or 5 where a lone leading digit is not grouped off)
  const minimum = intl.format(1234).includes(group) ? 4 : 5;
  // the texts of a leading group ("7", "12", "345") and of a later one with its separator, by
  // their value, made at once (packed arrays: one filled at random places would be a dictionary,
  // slower to read than the slices it replaces): a number is its groups joined, no slice per group
  const heads: readonly string[] = Array.from({ length: 1000 }, (_, k) => String(k));
  const groups: readonly string[] = Array.from({ length: 1000 }, (_, k) => group + (k < 10 ? "00" : k < 100 ? "0" : "") + k);
  const at = (d: string, k: number): number => d.charCodeAt(k) - 48;
  const fast = (digits: string, from = 0, to = digits.length): string => {
    let s = from;
    while (s < to - 1 && digits.charCodeAt(s) === 48) s++;
    const len = to - s;
    if (len < minimum) return s === 0 && to === digits.length ? digits : digits.slice(s, to);
    const head = len % 3 || 3;
    const h = head === 1 ? at(digits, s) : head === 2 ? at(digits, s) * 10 + at(digits, s + 1) : at(digits, s) * 100 + at(digits, s + 1) * 10 + at(digits, s + 2);
    let out = heads[h]!;
    for (let k = s + head; k < to; k += 3) {
      const g = at(digits, k) * 100 + at(digits, k + 1) * 10 + at(digits, k + 2);
      out += groups[g]!;
    }
    return out;
  };
  for (const x of SAMPLES) if (fast(x) !== slow(x)) return slow;
  return fast;
}

/**
 * Writes a whole number n (a safe integer, not negative) as `wholeFormatter(locale)(String(n))`
 * does, from the number itself: its groups of three taken by division, each group's text by its
 * value (an amount worded from its minor units: no digits' text made and read back). Checked
 * against Intl on sample numbers when made, as `wholeFormatter` is; where they differ, every
 * number is left to Intl.
 */
export function wholeNumberFormatter(locale: string, groupAlways?: true): (n: number) => string {
  const intl = new Intl.NumberFormat(locale, groupAlways ? { maximumFractionDigits: 0, useGrouping: true } : { maximumFractionDigits: 0 });
  const slow = (n: number): string => intl.format(n);
  const group = intl.formatToParts(1234567).find((p) => p.type === "group")?.value;
  if (group === undefined || intl.resolvedOptions().numberingSystem !== "latn") return slow;
  // the least number Intl groups (1000, or 10000 where a lone leading digit is not grouped off)
  const least = intl.format(1234).includes(group) ? 1000 : 10000;
  const heads: readonly string[] = Array.from({ length: 1000 }, (_, k) => String(k));
  const groups: readonly string[] = Array.from({ length: 1000 }, (_, k) => group + (k < 10 ? "00" : k < 100 ? "0" : "") + k);
  const fast = (n: number): string => {
    if (n < least) return n < 1000 ? heads[n]! : String(n);
    let rest = Math.floor(n / 1000);
    let out = groups[n - rest * 1000]!;
    while (rest >= 1000) {
      const next = Math.floor(rest / 1000);
      out = groups[rest - next * 1000]! + out;
      rest = next;
    }
    return heads[rest]! + out;
  };
  const samples = [0, 7, 12, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 999999, 1000000, 1234567, 1001001001, 2 ** 31, 2 ** 32 + 7, Number.MAX_SAFE_INTEGER];
  for (const x of samples) if (fast(x) !== slow(x)) return slow;
  return fast;
}

/** How many plural categories are remembered before the memory is cleared. */
const REMEMBERED = 4096;

/** `new Intl.PluralRules(locale).select(n)`, remembered per number. */
export function pluralSelector(locale: string): (n: number) => Intl.LDMLPluralRule {
  const rules = new Intl.PluralRules(locale);
  const known = new Map<number, Intl.LDMLPluralRule>();
  return (n) => {
    let c = known.get(n);
    if (c === undefined) {
      c = rules.select(n);
      if (known.size >= REMEMBERED) known.clear();
      known.set(n, c);
    }
    return c;
  };
}

/**
 * The plural category of a number as written: a text with places shown ("1.000", "1.0") by the
 * rules for its visible fraction digits (CLDR `v`: "1,000 puntos", "1.0 points", as Intl counts
 * them), since a scale of points (§11.3) shows the places the law states; a whole number, or one
 * given as a number, as `pluralSelector` selects it.
 */
export function pluralOfText(locale: string): (n: string | number) => Intl.LDMLPluralRule {
  const whole = pluralSelector(locale);
  const byPlaces = new Map<number, Intl.PluralRules>();
  const spanish = locale === "es" || locale.startsWith("es-");
  return (n) => {
    const dot = typeof n === "string" ? n.indexOf(".") : -1;
    if (dot < 0) return whole(Number(n));
    // Intl takes at most 20 fraction digits on Node 20 (a RangeError beyond: a criterion's
    // 1/3 carries 28); past 20 the category is the same, the fraction being visible either way
    const v = Math.min((n as string).length - dot - 1, 20);
    // Spanish counts a number with decimals in the plural ("1,000 puntos", "1,5 puntos": DPD s.v.
    // plural), where ICU's rule for es (n = 1) gives "one"; the other catalogues as Intl selects
    // (fr "1,000 point", as "1,5 point"; en "1.000 points"; de "1,000 Punkte")
    if (spanish && v > 0) return "other";
    let rules = byPlaces.get(v);
    if (!rules) byPlaces.set(v, (rules = new Intl.PluralRules(locale, { minimumFractionDigits: v, maximumFractionDigits: v })));
    return rules.select(Number(n));
  };
}

/** How many numbers a formatter made by `numbersRecently` keeps. */
const RECENT_NUMBERS = 8;

/**
 * `write` (a number's text in a locale's words, a function of the text alone) with its last few
 * results kept: an explanation writes the same amounts again and again (what was left when the
 * allocation stopped, in every refusal after it; a row's amount in its own and its neighbours'
 * steps). Each call makes its own memory: two locales' formatters never share a text.
 */
export function numbersRecently(write: (v: string) => string): (v: string) => string {
  const values: string[] = new Array(RECENT_NUMBERS).fill("");
  const texts: string[] = new Array(RECENT_NUMBERS).fill("");
  let filled = 0;
  let next = 0;
  return (v) => {
    for (let k = 0; k < filled; k++) if (values[k] === v) return texts[k]!;
    const t = write(v);
    values[next] = v;
    texts[next] = t;
    next = (next + 1) % RECENT_NUMBERS;
    if (filled < RECENT_NUMBERS) filled++;
    return t;
  };
}

/** How many counts a formatter made by `countsRecently` keeps. */
const RECENT_COUNTS = 8;

/**
 * `count` (a counted word for n in a locale's words, a function of n and the forms alone) with its
 * last few results kept, by n and the forms (their identity): every row's criteria count the same
 * few points in the same forms ("2 punkty"), each made again by a `replace` per step otherwise.
 */
export function countsRecently<F extends object>(count: (n: string | number, forms: F) => string): (n: string | number, forms: F) => string {
  const ns: (string | number | undefined)[] = new Array(RECENT_COUNTS).fill(undefined);
  const fs: (F | undefined)[] = new Array(RECENT_COUNTS).fill(undefined);
  const texts: string[] = new Array(RECENT_COUNTS).fill("");
  let next = 0;
  return (n, forms) => {
    for (let k = 0; k < RECENT_COUNTS; k++) if (ns[k] === n && fs[k] === forms) return texts[k]!;
    const t = count(n, forms);
    ns[next] = n;
    fs[next] = forms;
    texts[next] = t;
    next = (next + 1) % RECENT_COUNTS;
    return t;
  };
}
