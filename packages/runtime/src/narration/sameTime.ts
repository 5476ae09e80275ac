// A pair the id decided right after a moment's key on which both are the same (`by received
// earliest first to the second`, then `by id`): that they came in the same second (minute, day…)
// of that key, so the id decided — not a preference for one id over another (§13.3). So too a
// lottery right after it (drafter17: a project submitted 0.7 s before the other read only
// "decided by lottery"). In each catalogue's words; the value as the catalogue writes a
// comparison's value.
import type { TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";

type SameTime = NonNullable<Extract<TraceFact, { kind: "comparison" }>["sameTime"]>;

export interface SameTimeWords {
  /** "in the same second", by granularity ("exact": at the same moment) */
  readonly within: Readonly<Record<string, string>>;
  /** the sentence, where the id decided or (`lottery`) the lottery */
  readonly sentence: (within: string, by: string, value: string, lottery: boolean) => string;
}

export const sameTimeWords: Readonly<Record<"en" | "nl" | "pl" | "de", SameTimeWords>> = {
  en: {
    within: { exact: "at the same moment", millisecond: "in the same millisecond", second: "in the same second", minute: "in the same minute", hour: "in the same hour", day: "on the same day" },
    sentence: (within, by, value, lottery) => ` Both were submitted ${within} (${by}: ${value}), so ${lottery ? "the lottery" : "the id"} decided.`,
  },
  nl: {
    within: { exact: "op hetzelfde moment", millisecond: "in dezelfde milliseconde", second: "in dezelfde seconde", minute: "in dezelfde minuut", hour: "in hetzelfde uur", day: "op dezelfde dag" },
    sentence: (within, by, value, lottery) => ` Beide zijn ${within} ingediend (${by}: ${value}), dus ${lottery ? "besliste de loting" : "gaf het id de doorslag"}.`,
  },
  pl: {
    within: { exact: "w tym samym momencie", millisecond: "w tej samej milisekundzie", second: "w tej samej sekundzie", minute: "w tej samej minucie", hour: "w tej samej godzinie", day: "tego samego dnia" },
    sentence: (within, by, value, lottery) => ` Oba wnioski złożono ${within} (${by}: ${value}), dlatego ${lottery ? "rozstrzygnęło losowanie" : "rozstrzygnął identyfikator (id)"}.`,
  },
  de: {
    within: { exact: "im selben Augenblick", millisecond: "in derselben Millisekunde", second: "in derselben Sekunde", minute: "in derselben Minute", hour: "in derselben Stunde", day: "am selben Tag" },
    sentence: (within, by, value, lottery) => ` Beide Anträge wurden ${within} eingereicht (${by}: ${value}), daher entschied ${lottery ? "das Los" : "die Kennung (id)"}.`,
  },
};

/** The sentence after a comparison the id (or, `lottery`, a lottery) decided where both came in the same unit of a moment's key; "" otherwise. */
export function sameTimeText(s: SameTime | undefined, w: SameTimeWords, value: (v: string, f: Formats) => string, f: Formats, lottery = false): string {
  return s ? w.sentence(w.within[s.granularity] ?? s.granularity, s.by, value(s.value, f), lottery) : "";
}
