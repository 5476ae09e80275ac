// The words of a tie the budget's line falls inside (the position fact's `straddle`), by language:
// the amounts of the straddle test ("1 left before them, 2 asked together"; of places counted,
// "1 place left before them") and the line itself — the budget, by the name the scheme gives it
// (ownNames.ts), or of an allocation of places not counted in a unit its last place ("the last
// place", nl "de laatste plaats", pl "granica dostępnych miejsc", de "der letzte Platz"; words28:
// Dutch said "het subsidieplafond" of places, German "die Grenze der Fördermittel"). A module of
// its own: the catalogues had passed 400 lines.
import type { TraceAmount, TraceStraddle } from "../engine/trace.js";
import type { Formats, Plural } from "./catalogue.js";
import { named } from "./ownNames.js";

/** The straddle's words of one language. */
export interface StraddleWords {
  /** the straddle test's amounts; of places (`places`, counted by `forms`), counted */
  readonly amounts: (s: TraceStraddle, f: Formats, computed: true | undefined, places: true | undefined, forms: Plural) => string;
  /** the line that falls inside the tie, in the nominative, lower case; `budget`: the language's words for the budget of money where it has them */
  readonly line: (x: { readonly places?: true }, f: Formats, budget: string) => string;
}

const counted = (f: Formats, places: true | undefined, forms: Plural) => (a: TraceAmount): string => (places ? f.count(a.value, forms) : f.amount(a));
/** of places not counted in a unit */
const ofPlaces = (x: { readonly places?: true }, f: Formats): boolean => !!x.places && f.placeUnit === undefined;

export const straddleWords: Readonly<Record<"en" | "nl" | "pl" | "de" | "es" | "fr" | "pt", StraddleWords>> = {
  en: {
    amounts: (s, f, computed, places, forms) => {
      const amt = counted(f, places, forms);
      return `${amt(s.remainingBefore)} left before them, ${amt(s.asked)} ${computed ? "computed" : "asked"} together`;
    },
    line: (x, f) => (ofPlaces(x, f) ? "the last place" : named(f, "the budget")),
  },
  nl: {
    amounts: (s, f, computed, places, forms) => {
      const amt = counted(f, places, forms);
      return `vóór hen resteerde ${amt(s.remainingBefore)}, samen ${computed ? "berekend" : "gevraagd"} ${amt(s.asked)}`;
    },
    // counted in a unit, the budget ("het budget", as its remainder says)
    line: (x, f, budget) => (ofPlaces(x, f) ? "de laatste plaats" : named(f, `het ${x.places ? "budget" : budget}`)),
  },
  pl: {
    amounts: (s, f, computed, places, forms) => {
      const amt = counted(f, places, forms);
      return `przed nimi pozostało ${amt(s.remainingBefore)}, ${computed ? "ich obliczone kwoty wynoszą łącznie" : "łącznie wnioskują o"} ${amt(s.asked)}`;
    },
    line: (x, f) => (ofPlaces(x, f) ? "granica dostępnych miejsc" : "granica budżetu"),
  },
  de: {
    amounts: (s, f, computed, places, forms) => {
      const amt = counted(f, places, forms);
      return `vor ihnen verbleibend ${amt(s.remainingBefore)}, zusammen ${computed ? "berechnet" : "beantragt"} ${amt(s.asked)}`;
    },
    line: (x, f, budget) => (ofPlaces(x, f) ? "der letzte Platz" : x.places ? "die Grenze des Budgets" : `die Grenze der ${budget}`),
  },
  pt: {
    amounts: (s, f, computed, places, forms) => {
      const amt = counted(f, places, forms);
      return `antes delas restavam ${amt(s.remainingBefore)}, ${computed ? "calculados" : "solicitados"} em conjunto ${amt(s.asked)}`;
    },
    line: (x, f) => (ofPlaces(x, f) ? "a última vaga" : "o limite da dotação disponível"),
  },
  es: {
    amounts: (s, f, computed, places, forms) => {
      const amt = counted(f, places, forms);
      return `antes de ellas quedaban ${amt(s.remainingBefore)}, ${computed ? "calculados" : "solicitados"} en conjunto ${amt(s.asked)}`;
    },
    line: (x, f) => (ofPlaces(x, f) ? "la última plaza" : "el límite del crédito disponible"),
  },
  fr: {
    amounts: (s, f, computed, places, forms) => {
      const amt = counted(f, places, forms);
      return `il restait avant elles ${amt(s.remainingBefore)}, ${computed ? "calculés" : "demandés"} ensemble ${amt(s.asked)}`;
    },
    line: (x, f) => (ofPlaces(x, f) ? "la dernière place" : "la limite des crédits disponibles"),
  },
};
