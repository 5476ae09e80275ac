// A pair the id decided right after a moment's key on which both are the same (`by received
// earliest first to the second`, then `by id`): that both have the same value of that key to its
// second (minute, day…), so the id decided — not a preference for one id over another (§13.5).
// The key named as the ranking names it (a field's name, a let's title), never "submitted": the
// moment may be a payment's or a decision's (adversary16). In each catalogue's words; the value as
// the catalogue writes a comparison's value.
import type { TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";

type SameTime = NonNullable<Extract<TraceFact, { kind: "comparison" }>["sameTime"]>;

export interface SameTimeWords {
  /** ", to the second", by granularity ("exact": nothing) */
  readonly within: Readonly<Record<string, string>>;
  readonly sentence: (within: string, by: string, value: string) => string;
}

export const sameTimeWords: Readonly<Record<"en" | "nl" | "pl" | "de", SameTimeWords>> = {
  en: {
    within: { exact: "", millisecond: ", to the millisecond", second: ", to the second", minute: ", to the minute", hour: ", to the hour", day: ", to the day" },
    sentence: (within, by, value) => ` Both have the same value of ${by}${within} (${value}), so the id decided.`,
  },
  nl: {
    within: { exact: "", millisecond: ", tot op de milliseconde", second: ", tot op de seconde", minute: ", tot op de minuut", hour: ", tot op het uur", day: ", tot op de dag" },
    sentence: (within, by, value) => ` Beide hebben dezelfde waarde van ${by}${within} (${value}), dus gaf het id de doorslag.`,
  },
  pl: {
    within: { exact: "", millisecond: " z dokładnością do milisekundy", second: " z dokładnością do sekundy", minute: " z dokładnością do minuty", hour: " z dokładnością do godziny", day: " z dokładnością do dnia" },
    sentence: (within, by, value) => ` Oba wnioski mają tę samą wartość ${by}${within} (${value}), dlatego rozstrzygnął identyfikator (id).`,
  },
  de: {
    within: { exact: "", millisecond: ", auf die Millisekunde genau", second: ", auf die Sekunde genau", minute: ", auf die Minute genau", hour: ", auf die Stunde genau", day: ", auf den Tag genau" },
    sentence: (within, by, value) => ` Beide Anträge haben denselben Wert von ${by}${within} (${value}), daher entschied die Kennung (id).`,
  },
};

/** The sentence after a comparison the id decided where both came in the same unit of a moment's key; "" otherwise. */
export function sameTimeText(s: SameTime | undefined, w: SameTimeWords, value: (v: string, f: Formats) => string, f: Formats): string {
  return s ? w.sentence(w.within[s.granularity] ?? s.granularity, s.by, value(s.value, f)) : "";
}
