// Explanations in Dutch (see catalogue.ts). Terms as Dutch subsidy law uses them: the budget is
// the "subsidieplafond" (Algemene wet bestuursrecht, art. 4:25), the order the "rangschikking",
// a tie a "gelijke stand".
import type { TraceBudgetFrom, TraceFact, TraceStraddle } from "../engine/trace.js";
import type { Catalogue, Formats } from "./catalogue.js";
import { criterionDetail, operandsText, type FormWords } from "./forms.js";
import { amountIn, PRO_RATA, QUOTA, translateWhy, type Phrase } from "./whys.js";

const q = (s: string): string => `‘${s}’`;
const POINTS = { one: "{n} punt", other: "{n} punten" };

const words: FormWords = {
  points: POINTS,
  weighted: (w, score) => `weging ${w} × ${score}`,
  scoreRange: (lo, hi) => ` (score ${lo}–${hi})`,
  range: (min, max, f) => `, ${min} tot ${f.count(max, POINTS)}`,
  yesno: (points, condition) => `${points} als ${condition}, anders 0`,
  or: "of",
  otherwise: "anders",
  and: "en",
  bandsOver: (subject) => `schijven over ${subject}: `,
  bounds: { at_most: "ten hoogste", at_least: "ten minste", above: "boven", below: "onder", exactly: "precies" },
  yes: "ja",
  no: "nee",
  absent: "ontbreekt",
  about: (v) => `ongeveer ${v}`,
  percent: "%",
  subject: (subject, value, band) => `; ${subject} is ${value}${band ? `, in de schijf ${q(band)}` : ""}`,
  against: (a, b) => `${a} tegen ${b}`,
  quote: q,
};

const budgetFrom = (b: TraceBudgetFrom, f: Formats): string =>
  ` Het budget van dit regime is ${b.mode === "shared" ? `wat regime ${q(b.from)} van het gedeelde subsidieplafond overliet` : `het budget dat regime ${q(b.from)} overliet`}: ${f.amount(b.had)}${b.of ? ` van ${f.amount(b.of)}` : ""}.`;
const straddle = (s: TraceStraddle, f: Formats): string => `vóór hen resteerde ${f.amount(s.remainingBefore)}, samen gevraagd ${f.amount(s.asked)}`;

const modes: Record<string, string> = {
  down: "naar beneden",
  up: "naar boven",
  floor: "naar beneden (richting min oneindig)",
  ceiling: "naar boven (richting plus oneindig)",
  "half up": "rekenkundig (de helft naar boven)",
  "half down": "rekenkundig (de helft naar beneden)",
  "half even": "rekenkundig (de helft naar het even getal)",
};

const phrases: readonly Phrase[] = [
  [/^fits in the remaining budget$/, () => "past binnen het resterende subsidieplafond"],
  [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, () => "past binnen het resterende subsidieplafond en put het precies uit: de verdeling stopt na deze aanvraag"],
  [/^reaches the budget: funded in full beyond it, and allocation stops after it$/, () => "bereikt het subsidieplafond: volledig verleend, ook boven het plafond, en de verdeling stopt na deze aanvraag"],
  [/^does not fit in the remaining budget; allocation stops here$/, () => "past niet binnen het resterende subsidieplafond; de verdeling stopt hier"],
  [/^does not fit in the remaining budget; passed over$/, () => "past niet binnen het resterende subsidieplafond; overgeslagen"],
  [/^granted the remaining budget in part$/, () => "verleend tot het restant van het subsidieplafond"],
  [/^the budget is exhausted$/, () => "het subsidieplafond is uitgeput"],
  [/^awarded in full at the boundary, beyond the budget$/, () => "op de grens volledig verleend, boven het subsidieplafond"],
  [/^the outcome depends on the order of a tie the law does not break$/, () => "de uitkomst hangt af van de volgorde binnen een gelijke stand die de regeling niet beslecht"],
  [/^the budget was reached by the applications before it: allocation stops$/, () => "het subsidieplafond is bereikt door de aanvragen ervoor: de verdeling stopt"],
  [/^allocation stopped at an earlier application that did not fit$/, () => "de verdeling is gestopt bij een eerdere aanvraag die niet paste"],
  [/^the requests do not exceed the budget: funded in full$/, () => "de aanvragen overschrijden het subsidieplafond niet: volledig verleend"],
  [/^the budget was reached by (.+); nothing is funded after it$/, (m) => `het subsidieplafond is bereikt door ${m[1]}; daarna wordt niets meer verleend`],
  [/^the budget was reached before (.+); nothing is funded from there on$/, (m) => `het subsidieplafond was vóór ${m[1]} bereikt; vanaf daar wordt niets meer verleend`],
  [/^the budget was used up by the partial grant to (.+)$/, (m) => `het subsidieplafond is uitgeput door de gedeeltelijke verlening aan ${m[1]}`],
  [/^the budget was used up before (.+)$/, (m) => `het subsidieplafond was vóór ${m[1]} uitgeput`],
  [/^the budget was passed by the grant in full to (.+), and the allocation stops there$/, (m) => `het subsidieplafond is overschreden door de volledige verlening aan ${m[1]}, en daar stopt de verdeling`],
  [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m) => `de verdeling is gestopt bij ${m[1]}, die niet binnen het resterende subsidieplafond paste`],
  [/^placed on the reserve list$/, () => "op de reservelijst geplaatst"],
  [QUOTA, (m, f) => `in het deelplafond ${q(m[1]!)} resteert ${amountIn(m[2]!, f)}, minder dan de gevraagde ${amountIn(m[3]!, f)}`],
  [
    PRO_RATA,
    (m, f) =>
      `berekening: ${f.number(m[1]!)} × ${f.number(m[2]!)} / ${f.number(m[3]!)}, ${modes[m[4]!] ?? m[4]} afgerond op ${f.number(m[5]!)}` +
      (m[6] ? ", maar niet meer dan het gevraagde bedrag" : "") +
      (m[8] ? `, verminderd met ${m[7] ? `wat een veelvoud van ${f.number(m[8])} overschrijdt` : f.number(m[8])} zodat de bedragen binnen het subsidieplafond blijven` : ""),
  ],
];

const directions: Record<string, string> = {
  highest: "hoogste eerst",
  lowest: "laagste eerst",
  earliest: "vroegste eerst",
  latest: "laatste eerst",
  true: "vervuld eerst",
  false: "niet vervuld eerst",
};
const granularities: Record<string, string> = { exact: "op het exacte moment", day: "per dag", hour: "per uur", minute: "per minuut", second: "per seconde" };

function by(x: Extract<TraceFact, { kind: "comparison" }>): string {
  if (x.lottery) return x.by.startsWith("lottery (seed") ? `loting (zaad ${x.by.slice("lottery (seed ".length, -1)})` : "loting";
  if (!x.key) return x.by;
  const name = x.key.name === "total points" ? "totaal aantal punten" : x.key.name;
  const gran = x.key.granularity ? `, ${granularities[x.key.granularity] ?? x.key.granularity}` : "";
  return `${name} (${directions[x.key.direction] ?? x.key.direction}${gran})`;
}
function value(v: string, f: Formats): string {
  const drawn = /^drawn as number (\d+)$/.exec(v);
  if (drawn) return `getrokken als nummer ${drawn[1]}`;
  if (v === "not in the draw") return "niet in de loting";
  if (v === "true") return "ja";
  if (v === "false") return "nee";
  return /^-?\d+(\.\d+)?$/.test(v) ? f.number(v) : v;
}
const readings: Record<string, string> = {
  stop: "de verdeling stopt bij de eerste aanvraag die niet binnen het subsidieplafond past",
  skip: "een aanvraag die niet past wordt overgeslagen; latere aanvragen kunnen nog passen",
  partial: "de aanvraag op de grens krijgt het restant van het subsidieplafond",
  full: "de aanvraag op de grens wordt volledig verleend, boven het subsidieplafond",
  reach: "aanvragen worden verleend tot het subsidieplafond is bereikt, inclusief de aanvraag die het bereikt",
};

function allocationText(x: Extract<TraceFact, { kind: "allocation" }>, f: Formats): string {
  const why = translateWhy(x.why, phrases, f);
  const rem = x.remainingBefore ? (x.stoppedBefore ? ` (resterend toen de verdeling stopte: ${f.amount(x.remainingBefore)})` : ` (resterend vóór deze aanvraag: ${f.amount(x.remainingBefore)})`) : "";
  const reading = x.reading ? ` Grensregel zoals de openstelling die leest (${x.reading.parameter}): ${q(x.reading.value)} — ${readings[x.reading.value] ?? x.reading.value}.` : "";
  const amount = f.amount(x.granted);
  const asked = f.amount(x.requested);
  switch (x.status) {
    case "pro_rata":
      return `Naar rato verleend: ${amount} van de gevraagde ${asked}: ${why}.`;
    case "partially_funded":
      return `Gedeeltelijk verleend: ${amount} van de gevraagde ${asked}: ${why}${rem}.${reading}`;
    case "not_funded":
    case "reserve":
      return `Niet verleend (${asked} gevraagd): ${why}${rem}.${reading}`;
    case "indeterminate":
      return `Onbeslist (${asked} gevraagd): ${why}${rem}; de aanvraag zou ${f.amount(x.contingent ?? { value: "0", unit: x.requested.unit })} ontvangen als de gelijke stand in haar voordeel werd beslecht.${reading}`;
    default:
      return `Verleend: ${amount}: ${why}${rem}.${reading}`;
  }
}

export const nl: Catalogue = {
  language: "nl",
  locale: "nl-NL",
  phrases,
  render: {
    regime: (x) => (x.regime === null ? "Op deze aanvraag is geen regime van de regeling van toepassing." : `Regime ${q(x.title ?? x.regime)} is van toepassing.`),
    rule: (x) => {
      if (x.test === "eligibility") return x.met ? `Voorwaarde ${q(x.title)} is vervuld (${x.condition}).` : `Voorwaarde ${q(x.title)} is niet vervuld: ${x.failure}`;
      return x.met ? `Drempel ${q(x.title)} is gehaald (${x.condition}).` : `Drempel ${q(x.title)} is niet gehaald: ${x.failure}`;
    },
    criterion: (x, f) => (x.points === null ? `Criterium ${q(x.title)}: ${x.message}.` : `Criterium ${q(x.title)}: ${f.count(x.points, POINTS)}${criterionDetail(x, words, f)}.`),
    total: (x, f) => `Totaal: ${f.count(x.points, POINTS)}.`,
    "not-ranked": (x) => `Niet gerangschikt: ${x.reason}.`,
    position: (x, f) => {
      const n = x.tied;
      const others = x.tiedWith;
      const tied = n === 0 ? "" : n <= 5 ? ` (gelijk met ${others.join(", ")})` : ` (gelijk met ${n} andere: ${others.slice(0, 3).join(", ")}, …)`;
      const text = `Plaats ${x.position} in de rangschikking${tied}.`;
      const test = x.straddle ? ` (${straddle(x.straddle, f)})` : "";
      if (n === 0) return x.straddle ? `${text} Zij stond in de rangschikking gelijk met andere aanvragen; het subsidieplafond valt binnen die gelijke stand${test}, dus de aanvullende criteria bepaalden de volgorde.` : text;
      return (
        text +
        (x.stops
          ? ` De beslissing over de gelijke stand stopt: ${x.stops}; zij delen deze plaats.`
          : x.tie === "chain"
          ? x.straddle
            ? ` Het subsidieplafond valt binnen deze gelijke stand${test}, maar ook de aanvullende criteria maken geen onderscheid; zij delen deze plaats.`
            : " Ook de aanvullende criteria maken geen onderscheid; zij delen deze plaats."
          : x.tie === "unresolved"
            ? " De regeling geeft geen regel om deze gelijke stand te beslechten; zij delen deze plaats."
            : ` De gelijke stand wordt niet beslecht: ${x.why ?? "het subsidieplafond valt er niet binnen"}${test}, dus delen zij allen deze plaats.`)
      );
    },
    comparison: (x, f) => {
      const [a, b] = x.side === "after" ? [x.otherValue, x.value] : [x.value, x.otherValue];
      return `${x.side === "after" ? "Na" : "Vóór"} ${x.other}: beslist door ${by(x)}: ${value(a, f)} tegen ${value(b, f)}${operandsText(x, words, f)}.`;
    },
    allocation: (x, f) => allocationText(x, f) + (x.budget ? budgetFrom(x.budget, f) : ""),
    text: (x) => x.text,
  },
  units: { article: "artikel {n}", section: "paragraaf {n}", paragraph: "lid {n}", subparagraph: "alinea {n}", point: "onderdeel {n}", letter: "onder {n}", indent: "streepje {n}", annex: "bijlage {n}", part: "deel {n}", chapter: "hoofdstuk {n}" },
  words: {
    notice: "Besluit op de aanvraag",
    call: "Openstelling",
    application: "Aanvraag",
    status: "Besluit",
    position: "Plaats in de rangschikking",
    notRanked: "niet gerangschikt",
    points: "Punten",
    criterion: "Criterium",
    maximum: "Maximum",
    total: "Totaal",
    requested: "Gevraagd bedrag",
    granted: "Verleend bedrag",
    contingent: "als de gelijke stand in haar voordeel wordt beslecht",
    reasons: "Motivering",
    noReasons: "Er is geen weigeringsgrond van toepassing.",
    howDecided: "Hoe het besluit tot stand kwam",
    legalTexts: "Aangehaalde bepalingen",
    publishedOn: "Bekendgemaakt op",
    regime: "Regime",
    statuses: {
      funded: "Subsidie verleend",
      partially_funded: "Subsidie gedeeltelijk verleend",
      pro_rata: "Subsidie naar rato verleend",
      not_funded: "Subsidie geweigerd: subsidieplafond bereikt",
      reserve: "Op de reservelijst",
      indeterminate: "Onbeslist: hangt af van een gelijke stand die de regeling niet beslecht",
      ineligible: "Aanvraag voldoet niet aan de voorwaarden",
      below_threshold: "Onder de drempel",
    },
  },
};
