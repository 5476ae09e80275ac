// The allocation step's sentence in Polish: what was granted or refused, why, what was left and
// the boundary rule's reading (split from pl.ts, split35; the phrases are pl.ts's).
import type { TraceAmount, TraceFact } from "../engine/trace.js";
import { UNLIMITED } from "../engine/step.js";
import { afterUnlimited } from "./unlimited.js";
import type { Formats } from "./catalogue.js";
import { remainderText } from "./remainder.js";
import { amountWords } from "./amounts.js";
import type { PlaceWords } from "./places.js";
import { plEntitledReadings, plReadings, proRataWords } from "./plBudget.js";
import { wordedLast } from "./memoWords.js";
import { capital } from "./rankingContext.js";
import { isOffer, proRataInUnit, titledShare, translateWhy, type Phrase } from "./whys.js";

/** What the sentence reads of the catalogue: its quotation, its phrases (of amounts asked, computed, places). */
export interface PlAllocationWords {
  readonly q: (s: string) => string;
  readonly phrases: readonly Phrase[];
  readonly entitled: readonly Phrase[];
  readonly placeWords: PlaceWords;
}

/** The allocation fact's sentence, of the catalogue's words. */
export function plAllocation({ q, phrases, entitled, placeWords }: PlAllocationWords): (x: Extract<TraceFact, { kind: "allocation" }>, f: Formats) => string {
  const readings = plReadings;
  const entitledReadings = plEntitledReadings;

  /** The boundary rule's reading, the same for every row of a call. */
  const readingText = wordedLast((parameter, value) => ` Reguła granicy budżetu w odczytaniu przyjętym w naborze (${parameter}): ${q(value)} — ${readings[value] ?? value}.`);
  const entitledReadingText = wordedLast((parameter, value) => ` Reguła granicy budżetu w odczytaniu przyjętym w naborze (${parameter}): ${q(value)} — ${entitledReadings[value] ?? value}.`);

  return function allocationText(x: Extract<TraceFact, { kind: "allocation" }>, f: Formats): string {
    // an allocation of places counts them, and says its reasons of places (places.ts)
    const amt = (a: TraceAmount): string => (x.places ? f.count(a.value, placeWords.places) : f.amount(a));
    const text = x.places ? x.why : proRataInUnit(x.why, x.granted.unit, x.granted.value);
    // the allocation's own share names the budget as the scheme does (the fact's `budgetTitle`)
    const own = titledShare(text, x.budgetTitle);
    const why = own ? proRataWords(own, f, x.computed ? "obliczona kwota" : "wnioskowana kwota", x.budgetTitle) : translateWhy(text, x.places ? placeWords.phrases : x.computed ? entitled : phrases, f);
    const rem = remainderText("pl", x, amt, f);
    const reading = x.reading ? (x.computed ? entitledReadingText : readingText)(x.reading.parameter, x.reading.value) : "";
    // what was asked is worded only where the sentence says it (not for a grant in full)
    const asked = x.status === "pro_rata" || x.status === "partially_funded" || x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? amt(x.requested) : "";
    // an amount the scheme computed was asked by no one (amounts.ts)
    const paren = asked && (x.computed ? amountWords.pl.asked(asked) : `wnioskowano o ${asked}`);
    // the amount granted is worded only where the sentence says it (not for a refusal)
    const amount = x.status === "not_funded" || x.status === "below_threshold" || x.status === "reserve" || x.status === "indeterminate" ? "" : amt(x.granted);
    // places after "z" take the genitive: "z wnioskowanego 1 miejsca", "z wnioskowanych 3 miejsc" (review31 M5); a unit of the scheme's own: "z wnioskowanej liczby: 3 godziny"
    const ofAsked = !x.places ? `z wnioskowanych ${asked}` : f.placeUnit !== undefined ? `z wnioskowanej liczby: ${asked}` : x.requested.value === "1" ? "z wnioskowanego 1 miejsca" : `z wnioskowanych ${f.count(x.requested.value, { one: "{n}", other: "{n}" })} miejsc`;
    switch (x.status) {
      case "pro_rata":
        return `Przyznano proporcjonalnie ${x.computed ? amountWords.pl.of(amount, asked) : `${amount} ${ofAsked}`}: ${why}.`;
      case "partially_funded":
        return `Przyznano częściowo ${x.computed ? amountWords.pl.of(amount, asked) : `${amount} ${ofAsked}`}: ${why}${rem}.${reading}`;
      case "below_threshold":
        // a row below a stage's own threshold was never ranked by the stage: its reason alone, no "not funded (… asked)" (mendstage30)
        return `${capital(why)}${rem}.${reading}`;
      case "not_funded":
      case "reserve":
        return `Nie przyznano${x.places ? (f.placeUnit === undefined ? " miejsca" : "") : x.computed ? "" : " dofinansowania"} (${paren}): ${why}${rem}.${reading}`;
      case "indeterminate":
        return `Wynik nierozstrzygnięty (${paren}): ${why}${rem}; ${x.contingentOnOffer ? `wniosek otrzymałby najwyżej ${amt(x.contingent!)}, zależnie od tego, czy wnioskodawca ${x.contingentOnOffer} przyjmie kwotę częściową` : x.contingentAtMost ? `wniosek otrzymałby najwyżej ${amt(x.contingent!)}, zależnie od kolejności, jaką przyjmie równa pozycja` : `wniosek otrzymałby ${amt(x.contingent ?? { value: "0", unit: x.requested.unit })}${isOffer(x.why) ? ", jeżeli wnioskodawca przyjmie obniżoną kwotę" : ", gdyby równą pozycję rozstrzygnięto na jego korzyść"}`}.${reading}`;
      default:
        // a grant under no budget: the amount alone (drafted38 finding 8)
        let member: string | undefined;
        if (x.why === UNLIMITED || (member = afterUnlimited(x.why, why, "pl")) !== undefined) return `Przyznano ${amount}${member ?? ""}${rem}.${reading}`;
        return `Przyznano ${amount}: ${why}${rem}.${reading}`;
    }
  };
}
