// The signatures of the built-in functions (language.md §8.7–§8.12, §16.2–§16.3), for signature
// help: each form of a function, what each of its parameters means, and the section of the
// language reference that describes it. Plain data; signatureHelp.ts picks the form and the
// parameter at the cursor.

/** One parameter: its name as the signature writes it and what it means. */
export interface ParameterDoc {
  readonly name: string;
  readonly doc: string;
}

/** One form of a function: `comprehension` forms read `x in list: value` as their one argument. */
export interface FormDoc {
  readonly params: readonly ParameterDoc[];
  /** the last parameter repeats (`min(a, b, …)`) */
  readonly variadic?: boolean;
  /** the argument is `x in list: value` (or `distinct x in list: value`) */
  readonly comprehension?: "plain" | "distinct";
}

export interface FunctionDoc {
  readonly forms: readonly FormDoc[];
  /** the section of docs/language.md, as `language.md §8.7` */
  readonly section: string;
}

const p = (name: string, doc: string): ParameterDoc => ({ name, doc });

const LIST = p("list", "a list: a list field, `peers(k)`, `applications(eligible)`, `funded`, or written out (`[a, b]`)");
const EACH = p("x", "a name for each element of the list, read in what follows the colon (`s` in `s in stages: s.requested`)");
const EACH_LIST = p("list", "the list the name runs over");
const VALUE = p("value", "the value computed for each element");
const MODE = p("mode", "the rounding mode: half_up, half_down, half_even, up, down, floor or ceiling (§8.7)");
const PLACES = p("places", "a whole number written out: the decimal places kept (`2`); negative rounds before the point, to a multiple of 10, 100, … (`-2`: whole hundreds)");
const FROM = p("from", "a date (or a date-time with its zone)");
const TO = p("to", "a date (or a date-time with its zone)");
const RULE = p("rule", "the month-end rule: `last_day` (31 January + 1 month is 28 or 29 February) or `next_day` (1 March)");
const CALENDAR = p("calendar", "the holiday calendar: PL, NL, EU, DE, a German Land's DE_BW … DE_TH, or weekdays");
const CLOSED = p("closed", "optional: the office's own closing days, a call parameter `list of date` (§16.1)");
const DATE = p("d", "a date");
const N_DAYS = p("n", "a whole number; negative goes back");
const KEY = p("key", "a field of the application: the members are the applications with the same value of it as this one");

const lists = (what: string, value = VALUE): FormDoc[] => [
  { params: [p("list", `${LIST.doc}; ${what}`)] },
  { params: [EACH, EACH_LIST, value], comprehension: "plain" },
];
const minMax = (which: string): FunctionDoc => ({
  forms: [
    { params: [p("a", "a number, an amount of one currency, a date or a date-time"), p("b, …", `more values of that type: ${which} of them all`)], variadic: true },
    ...lists(`${which} of its elements`),
  ],
  section: "language.md §8.7",
});
const datePart = (what: string): FunctionDoc => ({ forms: [{ params: [p("d", `a date, or a date-time with its zone: ${what}`)] }], section: "language.md §8.7.2" });
const dateCount = (...params: ParameterDoc[][]): FunctionDoc => ({ forms: params.map((ps) => ({ params: ps })), section: "language.md §8.7.4" });

export const builtinSignatures: Readonly<Record<string, FunctionDoc>> = {
  round: { forms: [{ params: [p("x", "a number or an amount: the value to round (an amount stays an amount)"), PLACES, MODE] }], section: "language.md §8.7" },
  floor: { forms: [{ params: [p("x", "a number (not an amount): the whole number at or below it")] }], section: "language.md §8.7" },
  ceil: { forms: [{ params: [p("x", "a number (not an amount): the whole number at or above it")] }], section: "language.md §8.7" },
  min: minMax("the smallest"),
  max: minMax("the largest"),
  sum: { forms: lists("numbers or amounts, added up (0 for an empty list)"), section: "language.md §8.7" },
  mean: { forms: lists("numbers or amounts, their arithmetic mean, exact to 34 digits"), section: "language.md §8.7" },
  count: {
    forms: [
      { params: [p("list", `${LIST.doc}: how many elements it has`)] },
      { params: [EACH, EACH_LIST, p("condition", "a condition per element: how many meet it")], comprehension: "plain" },
      { params: [EACH, EACH_LIST, p("value", "a value per element (not a record or a list): how many different values")], comprehension: "distinct" },
    ],
    section: "language.md §8.7",
  },
  median: { forms: lists("a jury's scores, numbers: the middle one (or the mean of the middle two)", p("value", "a score per element")), section: "language.md §8.7.3" },
  trimmed_mean: {
    forms: [{ params: [p("scores", "a jury's scores: a list of numbers"), p("k", "how many of the highest and how many of the lowest scores are set aside"), p("n", "from how many scores on they are set aside (fewer: the mean of all)")] }],
    section: "language.md §8.7.3",
  },
  abs: { forms: [{ params: [p("x", "a number or an amount: the value without its sign")] }], section: "language.md §8.7" },
  date_of: { forms: [{ params: [p("t", "a date-time: its calendar day on its zone's clock")] }], section: "language.md §8.7" },
  power: {
    forms: [
      { params: [p("x", "a number: the base"), p("n", "a whole number: the exponent (negative divides)")] },
      { params: [p("x", "a number: the base"), p("n", "a whole number: the exponent (negative divides)"), p("places", "the decimal places the exact value is rounded to, once"), MODE] },
    ],
    section: "language.md §8.7.1",
  },
  year: datePart("its year"),
  month: datePart("its month, 1 to 12"),
  day: datePart("its day of the month"),
  weekday: datePart("its day of the week, 1 for Monday to 7 for Sunday"),
  full_years: dateCount([FROM, TO, RULE]),
  full_months: dateCount([FROM, TO, RULE]),
  completed_years: dateCount([FROM, p("to", "a date: the years of life completed by its end, a year completed at the end of the day before the birthday (§ 188(2) BGB)"), RULE]),
  days_between: dateCount([FROM, p("to", "a date: the days from `from` to it (negative when earlier)")]),
  working_days_between: dateCount([FROM, TO, CALENDAR], [FROM, TO, CALENDAR, CLOSED]),
  add_days: dateCount([DATE, N_DAYS]),
  add_months: dateCount([DATE, p("n", "a whole number of months; negative goes back"), RULE]),
  add_years: dateCount([DATE, p("n", "a whole number of years; negative goes back"), RULE]),
  add_working_days: dateCount([DATE, p("n", "a whole number of working days; negative goes back"), CALENDAR], [DATE, p("n", "a whole number of working days; negative goes back"), CALENDAR, CLOSED]),
  position: { forms: [{ params: [p("value", "the value looked for"), p("list", "the list: 1 for its first element")] }], section: "language.md §8.9" },
  peers: {
    forms: [{ params: [KEY] }, { params: [KEY, p("eligible", "the word `eligible`: only the members that meet the eligibility rules (§8.11)")] }],
    section: "language.md §8.10",
  },
  applications: { forms: [{ params: [p("eligible", "the word `eligible`: the applications of the call that meet the eligibility rules")] }], section: "language.md §8.12" },
  funded: { forms: [{ params: [p("key", "a field of the application: the funded applications with the same value of it as this one")] }], section: "language.md §16.3" },
  ranked: { forms: [{ params: [p("key", "a field of the application: the ranked applications with the same value of it as this one")] }], section: "language.md §16.3" },
  stage_position: { forms: [{ params: [p("stage", "the name of a stage of the allocation: the place in that stage's ranking")] }], section: "language.md §16.2" },
};

/** The label of a form: `round(x, places, mode)`, `sum(x in list: value)`. */
export function formLabel(name: string, f: FormDoc): string {
  if (f.comprehension) {
    const [x, list, value] = f.params;
    return `${name}(${f.comprehension === "distinct" ? "distinct " : ""}${x!.name} in ${list!.name}: ${value!.name})`;
  }
  return `${name}(${f.params.map((q) => q.name).join(", ")})`;
}
