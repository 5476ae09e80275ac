// How an amount was computed (the trace's "amount" facts: engine/amountStep.ts), in a catalogue's
// words: "Computed: rate = round(share × call.allowance, 0, down) = 179.00 PLN, before rounding
// 179.80 PLN (share: 145%; call.allowance, ‘the family allowance’: 124.00 PLN)." — the last step
// as "The amount: …". The formulas and names are the scheme's, quoted as written.
import type { TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";
import { valueText, type FormWords } from "./forms.js";
import { placesRoundingsIn, placesWords, roundedWords, roundingsIn, type RoundedWords } from "./roundWords.js";
import { ceilingIn } from "./lawWords.js";

type Language = "en" | "fr" | "nl" | "pl" | "de" | "es" | "pt";

/** A language's words for an amount's computation. */
export interface AmountWords {
  /** before the amount's own step */
  readonly amount: string;
  /** before a let's step */
  readonly computed: string;
  /** ", as {condition}" (the arm of an `if … else if …` taken) */
  readonly because: (condition: string) => string;
  /** the last `else` taken */
  readonly otherwise: string;
  /** the `else` taken after a single condition, which is named (before issue 15's fourteenth round: "as its condition does not hold"); after bounds on one value, the widest */
  readonly otherwiseOne: (condition: string) => string;
  /** the last `else` taken after two or three conditions, each named ("as neither … nor … holds"; before issue 15's twenty-seventh round `otherwise`) */
  readonly neither: (conditions: readonly string[]) => string;
  /** ", before rounding {value}" */
  readonly unrounded: (value: string) => string;
  /** a ranking's let (FINDINGS39 2): the later arms whose conditions hold too, each "{condition} ({member})"; the first that holds counts */
  readonly also: (arms: readonly string[]) => string;
  /** a formula's `round(x, -2, down)`: "x rounded down to a multiple of 100" (roundWords.ts) */
  readonly rounded: RoundedWords;
  /**
   * Where the scheme computes the amount (nobody asked for it: an entitlement), the words that
   * would otherwise say it was requested: the notice's label of the amount, the statuses of a
   * grant or refusal (not a "subsidy"), and the allocation step's "(… asked)" and "of the … asked"
   */
  readonly label: string;
  readonly statuses: Readonly<Record<"funded" | "partially_funded" | "pro_rata" | "not_funded", string>>;
  /** "(amount computed: {asked})" */
  readonly asked: (asked: string) => string;
  /** "{granted} of the {asked} computed" */
  readonly of: (granted: string, asked: string) => string;
}

export const amountWords: { readonly en: AmountWords; readonly pl: AmountWords; readonly nl: AmountWords; readonly es: AmountWords; readonly fr: AmountWords; readonly pt: AmountWords } = {
  en: {
    amount: "The amount",
    computed: "Computed",
    because: (c) => `, as ${c}`,
    otherwise: ", as none of its conditions holds",
    otherwiseOne: (c) => `, as ${c} does not hold`,
    neither: (cs) => (cs.length === 2 ? `, as neither ${cs[0]} nor ${cs[1]} holds` : `, as none of ${cs.slice(0, -1).join(", ")} or ${cs.at(-1)} holds`),
    unrounded: (v) => `, before rounding ${v}`,
    also: (cs) => `; ${cs.join(" and ")} ${cs.length > 1 ? "hold" : "holds"} too, but the first condition that holds counts`,
    rounded: roundedWords.en,
    label: "Amount computed",
    statuses: { funded: "Granted", partially_funded: "Partially granted", pro_rata: "Granted pro rata", not_funded: "Not granted" },
    asked: (a) => `amount computed: ${a}`,
    of: (g, a) => `${g} of the ${a} computed`,
  },
  pl: {
    amount: "Kwota",
    computed: "Obliczono",
    because: (c) => `, ponieważ ${c}`,
    otherwise: ", ponieważ żaden z warunków nie jest spełniony",
    otherwiseOne: (c) => `, ponieważ warunek ${c} nie jest spełniony`,
    neither: (cs) => `, ponieważ nie jest spełniony ani warunek ${cs.join(", ani warunek ")}`,
    unrounded: (v) => `, przed zaokrągleniem ${v}`,
    also: (cs) => `; spełniony jest także warunek ${cs.join(" i warunek ")}, lecz decyduje pierwszy spełniony warunek`,
    rounded: roundedWords.pl,
    label: "Obliczona kwota",
    statuses: { funded: "Przyznano", partially_funded: "Przyznano częściowo", pro_rata: "Przyznano proporcjonalnie", not_funded: "Nie przyznano" },
    asked: (a) => `obliczona kwota: ${a}`,
    of: (g, a) => `${g} z obliczonej kwoty ${a}`,
  },
  nl: {
    amount: "Het bedrag",
    computed: "Berekend",
    because: (c) => `, omdat ${c}`,
    otherwise: ", omdat geen van de voorwaarden geldt",
    otherwiseOne: (c) => `, omdat de voorwaarde ${c} niet geldt`,
    neither: (cs) => (cs.length === 2 ? `, omdat noch ${cs[0]} noch ${cs[1]} geldt` : `, omdat geen van de voorwaarden ${cs.slice(0, -1).join(", ")} en ${cs.at(-1)} geldt`),
    unrounded: (v) => `, vóór afronding ${v}`,
    also: (cs) => `; ook ${cs.join(" en ")} ${cs.length > 1 ? "gelden" : "geldt"}, maar de eerste voorwaarde die geldt is beslissend`,
    rounded: roundedWords.nl,
    label: "Berekend bedrag",
    statuses: { funded: "Toegekend", partially_funded: "Gedeeltelijk toegekend", pro_rata: "Naar rato toegekend", not_funded: "Niet toegekend" },
    asked: (a) => `berekend bedrag: ${a}`,
    of: (g, a) => `${g} van het berekende bedrag ${a}`,
  },
  es: {
    amount: "El importe",
    computed: "Calculado",
    because: (c) => `, porque ${c}`,
    otherwise: ", porque no se cumple ninguna de sus condiciones",
    otherwiseOne: (c) => `, porque no se cumple ${c}`,
    neither: (cs) => `, porque no se cumple ni ${cs.join(" ni ")}`,
    unrounded: (v) => `, antes del redondeo ${v}`,
    also: (cs) => `; también se ${cs.length > 1 ? "cumplen" : "cumple"} ${cs.join(" y ")}, pero prevalece la primera condición que se cumple`,
    rounded: roundedWords.es,
    label: "Importe calculado",
    statuses: { funded: "Concedida", partially_funded: "Concedida parcialmente", pro_rata: "Concedida por prorrateo", not_funded: "No concedida" },
    asked: (a) => `importe calculado: ${a}`,
    of: (g, a) => `${g} del importe calculado de ${a}`,
  },
  pt: {
    amount: "O montante",
    computed: "Calculado",
    because: (c) => `, porque ${c}`,
    otherwise: ", porque nenhuma das suas condições se verifica",
    otherwiseOne: (c) => `, porque não se verifica ${c}`,
    neither: (cs) => `, porque não se verifica ${cs.join(" nem ")}`,
    unrounded: (v) => `, antes do arredondamento ${v}`,
    also: (cs) => `; também se ${cs.length > 1 ? "verificam" : "verifica"} ${cs.join(" e ")}, mas prevalece a primeira condição que se verifica`,
    rounded: roundedWords.pt,
    label: "Montante calculado",
    statuses: { funded: "Aprovada", partially_funded: "Aprovada parcialmente", pro_rata: "Aprovada por rateio", not_funded: "Não aprovada" },
    asked: (a) => `montante calculado: ${a}`,
    of: (g, a) => `${g} do montante calculado de ${a}`,
  },
  fr: {
    amount: "Le montant",
    computed: "Calculé",
    because: (c) => `, car ${c}`,
    otherwise: ", car aucune de ses conditions n'est remplie",
    otherwiseOne: (c) => `, car la condition ${c} n'est pas remplie`,
    neither: (cs) => `, car ni ${cs.join(" ni ")} ne sont remplies`,
    unrounded: (v) => `, avant arrondi ${v}`,
    also: (cs) => ` ; ${cs.join(" et ")} ${cs.length > 1 ? "sont" : "est"} aussi ${cs.length > 1 ? "remplies" : "remplie"}, mais la première condition remplie l'emporte`,
    rounded: roundedWords.fr,
    label: "Montant calculé",
    statuses: { funded: "Accordée", partially_funded: "Accordée partiellement", pro_rata: "Accordée au prorata", not_funded: "Non retenue" },
    asked: (a) => `montant calculé : ${a}`,
    of: (g, a) => `${g} sur les ${a} calculés`,
  },
};

/** A step of the amount's computation in a language's words. */
export function amountText(x: Extract<TraceFact, { kind: "amount" }>, a: AmountWords, w: FormWords, f: Formats, l: Language): string {
  const lead = x.last ? a.amount : a.computed;
  // a rounding to decimal places inside the formula, in words with the values it rounded and gave (drafter34's finding 11)
  const roundings = x.roundings?.map((r) => ({ text: r.text, places: r.places, mode: r.mode, before: valueText(r.before, w, f), after: valueText(r.after, w, f), ...(r.after.kind === "money" && r.after.unit ? { unit: r.after.unit } : {}), ...(r.before.value.startsWith("-") ? { negative: true } : {}) }));
  // any other (the formula's own, whose value before rounding the line gives), in words without values
  const placed = placesWords(l, x.value.kind === "money" && x.value.unit ? x.value.unit : undefined);
  // a ceiling written out, `min(x, 500000 EUR)`, in the law's words (lawWords.ts, FINDINGS39 9)
  const told = (t: string): string => ceilingIn(roundingsIn(placesRoundingsIn(t, roundings, l), a.rounded, placed), l, f);
  // an if … else if … chain is shown by the arm it took, not written out whole
  const formula = x.arm ? (x.arm.formula === null ? "" : ` = ${told(x.arm.formula)}`) : ` = ${told(x.formula)}`;
  // a let by its title where it has one (drafter34's finding 11: not its name before it)
  const named = x.name === null ? told(x.formula) : `${x.title ?? x.name}${formula}`;
  const arm = x.arm ? (x.arm.condition !== null ? a.because(x.arm.condition) : x.arm.unmet !== undefined ? a.otherwiseOne(x.arm.unmet) : x.arm.neither ? a.neither(x.arm.neither) : a.otherwise) : "";
  const before = x.unrounded ? a.unrounded(valueText(x.unrounded, w, f)) : "";
  const also = x.also?.length ? a.also(x.also.map((y) => (y.value === null ? y.condition : `${y.condition} (${y.value})`))) : "";
  const colon = w.colon ?? ": ";
  const reads = x.reads.map((r) => `${r.name}${r.title ? ` ${w.quote(r.title)}` : ""}${colon}${valueText(r.value, w, f)}`).join(w.colon ? " ; " : "; ");
  return `${lead}${colon}${named} = ${valueText(x.value, w, f)}${arm}${before}${reads ? ` (${reads})` : ""}${also}.`;
}
