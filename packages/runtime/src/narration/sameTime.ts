// A pair the id decided right after a moment's key on which both are the same (`by received
// earliest first to the second`, then `by id`): that both have the same value of that key to its
// second (minute, day…), so the id decided — not a preference for one id over another (§13.5);
// so too a lottery right after it (drafter17: a project submitted 0.7 s before the other read only
// "decided by lottery").
// The key named as the ranking names it (a field's name, a let's title), never "submitted": the
// moment may be a payment's or a decision's (adversary16). In each catalogue's words; the value as
// the catalogue writes a comparison's value.
import type { TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";

type SameTime = NonNullable<Extract<TraceFact, { kind: "comparison" }>["sameTime"]>;

export interface SameTimeWords {
  /** ", to the second", by granularity ("exact": nothing) */
  readonly within: Readonly<Record<string, string>>;
  /** the sentence, where the id decided or (`lottery`) the lottery */
  readonly sentence: (within: string, by: string, value: string, lottery: boolean) => string;
}

export const sameTimeWords: Readonly<Record<"en" | "nl" | "pl" | "de", SameTimeWords>> = {
  en: {
    within: { exact: "", millisecond: ", to the millisecond", second: ", to the second", minute: ", to the minute", hour: ", to the hour", day: ", to the day" },
    sentence: (within, by, value, lottery) => ` Both have the same value of ${by}${within} (${value}), so ${lottery ? "the lottery" : "the id"} decided.`,
  },
  nl: {
    within: { exact: "", millisecond: ", tot op de milliseconde", second: ", tot op de seconde", minute: ", tot op de minuut", hour: ", tot op het uur", day: ", tot op de dag" },
    sentence: (within, by, value, lottery) => ` Beide hebben dezelfde waarde van ${by}${within} (${value}), dus ${lottery ? "besliste de loting" : "gaf het id de doorslag"}.`,
  },
  pl: {
    within: { exact: "", millisecond: " z dokładnością do milisekundy", second: " z dokładnością do sekundy", minute: " z dokładnością do minuty", hour: " z dokładnością do godziny", day: " z dokładnością do dnia" },
    sentence: (within, by, value, lottery) => ` Oba wnioski mają tę samą wartość ${by}${within} (${value}), dlatego ${lottery ? "rozstrzygnęło losowanie" : "rozstrzygnął identyfikator (id)"}.`,
  },
  de: {
    within: { exact: "", millisecond: ", auf die Millisekunde genau", second: ", auf die Sekunde genau", minute: ", auf die Minute genau", hour: ", auf die Stunde genau", day: ", auf den Tag genau" },
    sentence: (within, by, value, lottery) => ` Beide Anträge haben denselben Wert von ${by}${within} (${value}), daher entschied ${lottery ? "das Los" : "die Kennung (id)"}.`,
  },
};

/** The sentence after a comparison the id (or, `lottery`, a lottery) decided where both came in the same unit of a moment's key; "" otherwise. */
export function sameTimeText(s: SameTime | undefined, w: SameTimeWords, value: (v: string, f: Formats) => string, f: Formats, lottery = false): string {
  return s ? w.sentence(w.within[s.granularity] ?? s.granularity, s.by, value(s.value, f), lottery) : "";
}
