// Plain words for the pieces of a scheme that hovers, completion and inlay hints show: types,
// directions, granularities, policies and the fixed vocabulary of the language. Written for a
// legal drafter, not a programmer.
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import type { Ty } from "../semantics/types.js";
import { oneLine } from "../syntax/oneLine.js";

/** The source text of a node, on one line and shortened, as inline code. */
export function code(a: Analysis, node: { span: A.Node["span"] }, max = 160): string {
  const raw = oneLine(a.text, node.span).trim();
  const text = raw.length > max ? raw.slice(0, max - 1) + "…" : raw;
  return "`" + text.replace(/`/g, "'") + "`";
}

export function points(n: string | number): string {
  return `${n} point${String(n) === "1" ? "" : "s"}`;
}

function range(t: { lo?: string; hi?: string }): string {
  return t.lo !== undefined && t.hi !== undefined ? (t.lo === t.hi ? ` (always ${t.lo})` : ` from ${t.lo} to ${t.hi}`) : "";
}

/** A quantity's unit in a type's words (§6.4): " of m (`integer(m)`)" — the unit as the law writes it. */
function ofUnit(unit: string | undefined): string {
  return unit !== undefined ? ` in ${unit}` : "";
}

/** A type in plain words: "a whole number from 1 to 4", "an amount of money in EUR". */
export function typeWords(t: Ty | undefined): string {
  if (!t) return "a value of unknown type";
  switch (t.k) {
    // a quantity's unit (§6.4): "a whole number of m (integer(m)) from 0 to 100000"
    case "integer":
      return "a whole number" + ofUnit(t.unit) + range(t);
    case "decimal":
      return (t.places !== undefined ? `a decimal number with ${t.places} decimal places` : "a decimal number") + ofUnit(t.unit) + range(t);
    case "percentage":
      return "a percentage" + range(t);
    case "money":
      return `an amount of money in ${t.currency}` + range(t);
    case "boolean":
      return "yes or no (true / false)";
    case "text":
      return "a text";
    case "enum":
      return `one of ${t.members.map((m) => "`" + m + "`").join(", ")}`;
    case "date":
      return "a calendar date";
    case "datetime":
      return `a moment in time, read in the time zone ${t.zone}`;
    case "record":
      return `a record with the fields ${[...t.fields.keys()].map((f) => "`" + f + "`").join(", ")}`;
    case "list":
      return `a list, each item ${typeWords(t.element)}`;
    case "draw":
      return t.key ? `a lottery draw per key (each key ${typeWords(t.key)}): for each, the application ids in the order drawn` : "a lottery draw: the application ids in the order drawn";
    case "keyed":
      // a figure by two keys, a table (§5.1)
      if (t.value.k === "keyed") return `a table: one figure for each of ${t.key.members.map((m) => "`" + m + "`").join(", ")} (the rows) and each of ${t.value.key.members.map((m) => "`" + m + "`").join(", ")} (the columns) — each ${typeWords(t.value.value)} — read by an application's keys as \`[row, column]\``;
      return `one figure for each of ${t.key.members.map((m) => "`" + m + "`").join(", ")} — each ${typeWords(t.value)} — read by an application's key as \`[key]\``;
    case "word":
      return `the word \`${t.word}\``;
    case "error":
      return "a value whose type is not known (see the errors)";
  }
}

export const directionWords: Record<A.Direction, string> = {
  highest: "the highest value comes first",
  lowest: "the lowest value comes first",
  earliest: "the earliest comes first",
  latest: "the latest comes first",
  true: "applications for which it is true come first",
  false: "applications for which it is false come first",
};

export function granularityWords(k: A.OrderKey): string | undefined {
  if (k.granularity === "exact") return "moments are compared exactly";
  if (k.granularity) return `moments are compared to the ${k.granularity.text}: two moments within the same ${k.granularity.text} count as equal`;
  return undefined;
}

export const boundaryPolicyWords: Record<string, string> = {
  stop: "**stop**: the allocation stops at the first application that does not fit in the remaining budget; it and every later application are not funded",
  skip: "**skip**: an application that does not fit is passed over, and later applications that still fit are funded",
  partial: "**partial**: the first application that does not fit is granted what is left of the budget, and the allocation ends; `partial at least 1000 EUR` (or `at least 50%` of the amount asked) offers it only where what is left reaches the minimum — below it the walk stops, or goes on with `, else skip`",
  full: "**full**: the first application that does not fit is still funded in full, beyond the budget, and the allocation ends — also right after the budget was used up exactly",
  reach: "**reach**: applications are funded in full until the budget is reached or passed for the first time; the one that reaches or passes it is the last funded, and nothing is funded after an exact hit",
};

export const roundingWords: Record<string, string> = {
  half_up: "to the nearest, halves away from zero",
  half_down: "to the nearest, halves towards zero",
  half_even: "to the nearest, halves to the even neighbour (banker's rounding)",
  up: "away from zero",
  down: "towards zero (cut off)",
  floor: "down, towards minus infinity",
  ceiling: "up, towards plus infinity",
};

export const remainderWords: Record<string, string> = {
  unallocated: "the amount left over by rounding stays unallocated",
  largest_remainder: "the amount left over by rounding goes, one step at a time, to the applications whose shares lost most in rounding",
  ranking_order: "the amount left over by rounding goes, one step at a time, to the applications in ranking order",
};

const germanStateNames: Record<string, string> = {
  DE_BW: "Baden-Württemberg", DE_BY: "Bavaria", DE_BE: "Berlin", DE_BB: "Brandenburg", DE_HB: "Bremen", DE_HH: "Hamburg", DE_HE: "Hesse", DE_MV: "Mecklenburg-Vorpommern",
  DE_NI: "Lower Saxony", DE_NW: "North Rhine-Westphalia", DE_RP: "Rhineland-Palatinate", DE_SL: "Saarland", DE_SN: "Saxony", DE_ST: "Saxony-Anhalt", DE_SH: "Schleswig-Holstein", DE_TH: "Thuringia",
};

/** The words of a date count (§8.7.4): a month-end rule, a holiday calendar. */
export const dateCountWords: Record<string, string> = {
  last_day: "a month or a year that lands on a day its month lacks falls on the month's last day: 31 January + 1 month is 28 (29) February, and 29 February's anniversary in a common year is 28 February",
  next_day: "a month or a year that lands on a day its month lacks falls on the day after the month's last day: 31 January + 1 month is 1 March, and 29 February's anniversary in a common year is 1 March",
  PL: "working days are those that are not a weekend or a Polish public holiday (ustawa o dniach wolnych od pracy)",
  NL: "working days are those that are not a weekend or a general holiday of the Algemene termijnenwet",
  EU: "working days are those that are not a weekend or a holiday common to the EU institutions",
  weekdays: "working days are Monday to Friday, with no holidays",
  DE: "working days are those that are not a weekend or a public holiday kept in every German Land (and 31 October 2017)",
  ...Object.fromEntries(
    Object.entries(germanStateNames).map(([code, land]) => [code, `working days are those that are not a weekend, a German nationwide public holiday or a public holiday of ${land} kept in the whole Land`]),
  ),
};

export const functionWords: Record<string, string> = {
  round: "`round(value, places, mode)`: the value rounded to a number of decimal places with a declared rounding mode; negative places round to a multiple of 10, 100, … (`round(x, -2, down)`: down to whole hundreds)",
  floor: "`floor(x)`: the whole number at or below a number (a whole number: `floor(10% * call.students)` grants)",
  ceil: "`ceil(x)`: the whole number at or above a number (a whole number)",
  min: "`min(a, b, …)` or `min(list)`: the smallest of the values",
  max: "`max(a, b, …)` or `max(list)`: the largest of the values",
  sum: "`sum(list)` or `sum(x in list: value)`: the sum of the values",
  mean: "`mean(list)` or `mean(x in list: value)`: the arithmetic mean, computed exactly",
  median: "`median(scores)`: the middle score in order, or the mean of the middle two, computed exactly; the explanation tells the scores and the middle ones",
  trimmed_mean: "`trimmed_mean(scores, k, n)`: the mean after the k highest and the k lowest scores are set aside, where at least n were given (fewer: the mean of all), computed exactly; the explanation tells which were set aside",
  count: "`count(list)` or `count(x in list: condition)`: how many items there are, or for how many the condition holds",
  abs: "`abs(x)`: the value without its sign",
  date_of: "`date_of(moment)`: the calendar date of a moment, in its time zone",
  power: "`power(base, exponent)` or `power(base, exponent, places, mode)`: the base multiplied by itself a whole number of times, exactly; the second form rounds the exact value once",
  year: "`year(date)`: the year of a date, or of a moment in its time zone",
  month: "`month(date)`: the month of a date (1 to 12), or of a moment in its time zone",
  day: "`day(date)`: the day of the month of a date, or of a moment in its time zone",
  weekday: "`weekday(date)`: the day of the week of a date, 1 for Monday to 7 for Sunday (ISO 8601), or of a moment in its time zone",
  full_years: "`full_years(from, to, last_day)`: the full years from one date to another — an age, born `from`, on `to`; `last_day` or `next_day` says whether the anniversary of 29 February is 28 February or 1 March in a common year",
  completed_years: "`completed_years(from, to, last_day)`: the years of life completed by the end of `to` as German and Austrian law counts them (§§ 187(2), 188(2) BGB, § 902 ABGB): the day of birth counted, a year completed at the end of the day before the birthday — `full_years(from, add_days(to, 1), last_day)`",
  full_months: "`full_months(from, to, last_day)`: the full months from one date to another; from 31 January one month is reached on the last day of February (`last_day`) or on 1 March (`next_day`)",
  days_between: "`days_between(from, to)`: the days from one date to the other, 1 from a day to the next (negative when `to` is earlier)",
  working_days_between: "`working_days_between(from, to, PL)`: the working days after `from` up to and including `to`, in a holiday calendar (PL, NL, EU, DE, a German Land's DE_BY … or weekdays); `working_days_between(from, to, PL, call.office_closed)` skips the office's own closing days too",
  add_days: "`add_days(date, n)`: the date n days later (earlier for a negative n)",
  add_months: "`add_months(date, n, last_day)`: the date n months later; a day the month lacks (31 January + 1 month) is its last day (`last_day`) or the day after (`next_day`)",
  add_years: "`add_years(date, n, last_day)`: the date n years later; 29 February in a common year is 28 February (`last_day`) or 1 March (`next_day`)",
  add_working_days: "`add_working_days(date, n, PL)`: the n-th working day after the date (before it for a negative n), in a holiday calendar (PL, NL, EU, DE, a German Land's DE_BY … or weekdays); `add_working_days(date, n, PL, call.office_closed)` skips the office's own closing days too",
  position: "`position(value, list)`: the place of the value in the list, 1 for the first; an application whose value is not in the list cannot have it computed",
  peers: "`peers(field)`: the applications of the call with the same value of the field as this one, this one included — the list of `sum(m in peers(field): m.x)`, `count`, `min`, `max` or `mean`",
  funded: "`funded`: the applications the allocation funded (in full, in part or pro rata), known only after it — the list of `max(w in funded: w.bid)`, `count`, `sum`, `min` or `mean`; `funded(region)`: those with the same region as this one; readable in published columns, statistics and `pay`",
  ranked: "`ranked`: every application with a position in the ranking, known only after the allocation — the list of `count(w in ranked: true)` and the like; `ranked(region)`: those with the same region as this one",
};

export const resultColumnWords: Record<string, string> = {
  position: "the position in the ranking; tied applications share one",
  status: "the outcome: ineligible, below_threshold, funded, partially_funded, pro_rata, not_funded, reserve or indeterminate",
  within_limit: "whether the application is within the funding limit",
  label: "the label the scheme gives the outcome (see `labels`)",
  stage_position: "where the allocation has stages that rank on their own: the place in the ranking of the stage that decided it; empty for a row no stage ranked",
};

export const statusWords: Record<string, string> = {
  ineligible: "failed at least one eligibility rule",
  below_threshold: "did not reach a threshold",
  funded: "funded in full",
  partially_funded: "granted part of its amount at the budget boundary",
  pro_rata: "granted a pro-rata share of its amount",
  not_funded: "ranked but not funded: the budget, a quota or a group's rule left no room for it",
  reserve: "on the reserve list",
  indeterminate: "its outcome depends on a tie the law leaves open",
};

/** What a pro-rata clause's coefficient and minimum grant do (§14.4), as sentences after its words; empty without them. */
export function proRataClauseWords(p: A.ProRataClause): string {
  const c = p.coefficient;
  const min = p.minimum;
  const amount = min && (min.value.kind === "money" ? `${min.value.value} ${min.value.currency.text}` : min.value.kind === "number" ? min.value.value : "?");
  return (
    (c ? ` The reduction coefficient, budget ÷ total, is itself rounded ${roundingWords[c.mode.text] ?? `\`${c.mode.text}\``} to ${c.step || "?"} first, as the law words it; each share is its amount times that coefficient, and what the coefficient's rounding leaves of the budget stays unallocated.` : "") +
    (min ? ` A share below the minimum grant of ${amount} is not granted; ${min.then?.text === "reshare" ? "the budget is then shared again among the others, until no share is below it" : min.then?.text === "unallocated" ? "what it would have had stays unallocated" : "what becomes of what it frees is not decided yet"}.` : "")
  );
}

/** A group's cap read from a figure per key (`at most call.places grants`, §14.12): which figure each group gets. */
export function eachKey(a: Analysis, value: A.Expr): string {
  const t = a.model.types.get(value);
  return t?.k === "keyed" ? ` (each group the figure of its own key: one of ${t.key.members.map((x) => "`" + x + "`").join(", ")})` : "";
}
