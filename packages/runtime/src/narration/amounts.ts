// How an amount was computed (the trace's "amount" facts: engine/amountStep.ts), in a catalogue's
// words: "Computed: rate = round(share × call.allowance, 0, down) = 179.00 PLN, before rounding
// 179.80 PLN (share: 145%; call.allowance, ‘the family allowance’: 124.00 PLN)." — the last step
// as "The amount: …". The formulas and names are the scheme's, quoted as written.
import type { TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";
import { valueText, type FormWords } from "./forms.js";

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
  /** ", before rounding {value}" */
  readonly unrounded: (value: string) => string;
}

export const amountWords: { readonly en: AmountWords; readonly pl: AmountWords; readonly nl: AmountWords } = {
  en: {
    amount: "The amount",
    computed: "Computed",
    because: (c) => `, as ${c}`,
    otherwise: ", as none of its conditions holds",
    unrounded: (v) => `, before rounding ${v}`,
  },
  pl: {
    amount: "Kwota",
    computed: "Obliczono",
    because: (c) => `, ponieważ ${c}`,
    otherwise: ", ponieważ żaden z warunków nie jest spełniony",
    unrounded: (v) => `, przed zaokrągleniem ${v}`,
  },
  nl: {
    amount: "Het bedrag",
    computed: "Berekend",
    because: (c) => `, omdat ${c}`,
    otherwise: ", omdat geen van de voorwaarden geldt",
    unrounded: (v) => `, vóór afronding ${v}`,
  },
};

/** A step of the amount's computation in a language's words. */
export function amountText(x: Extract<TraceFact, { kind: "amount" }>, a: AmountWords, w: FormWords, f: Formats): string {
  const lead = x.last ? a.amount : a.computed;
  // an if … else if … chain is shown by the arm it took, not written out whole
  const formula = x.arm ? (x.arm.formula === null ? "" : ` = ${x.arm.formula}`) : ` = ${x.formula}`;
  const named = x.name === null ? x.formula : `${x.name}${formula}`;
  const arm = x.arm ? (x.arm.condition === null ? a.otherwise : a.because(x.arm.condition)) : "";
  const before = x.unrounded ? a.unrounded(valueText(x.unrounded, w, f)) : "";
  const reads = x.reads.map((r) => `${r.name}${r.title ? ` ${w.quote(r.title)}` : ""}: ${valueText(r.value, w, f)}`).join("; ");
  return `${lead}: ${named} = ${valueText(x.value, w, f)}${arm}${before}${reads ? ` (${reads})` : ""}.`;
}
