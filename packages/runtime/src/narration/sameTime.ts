// A pair the id decided right after a moment's key on which both are the same (`by received
// earliest first to the second`, then `by id`): that both have the same value of that key to its
// second (minute, day…), so the id decided — not a preference for one id over another (§13.5);
// so too a lottery right after it (drafter17: a project submitted 0.7 s before the other read only
// "decided by lottery").
// The key named as the ranking names it (a field's name, a let's title), never "submitted": the
// moment may be a payment's or a decision's (adversary16). In each catalogue's words; the value as
// the catalogue writes a comparison's value.
import type { KeyKind, TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";

type Comparison = Extract<TraceFact, { kind: "comparison" }>;

/** one key both have the same value of: its name, in the catalogue's words its granularity (", to the second"), the value */
export interface Same {
  readonly by: string;
  readonly within: string;
  readonly value: string;
}

export interface SameTimeWords {
  /** ", to the second", by granularity ("exact": nothing) */
  readonly within: Readonly<Record<string, string>>;
  /** the points' total (a key's name "total points") as the sentence names it */
  readonly total: string;
  /** any other key's name as the sentence names it (German and Polish quote it: a title stays in its own case); absent: as it is */
  readonly key?: (by: string) => string;
  /**
   * the sentence, where the id or the lottery decided (`by`), or a tie-break key after the first
   * (absent: the comparison names it already): the keys both have the same value of, in the ranking's order
   */
  readonly sentence: (same: readonly Same[], by?: "id" | "lottery", neither?: readonly string[]) => string;
}

/** "A (v)", "A (v) and B (w)", "A (v), B (w) and C (u)", each after `each` ("of ") but the first, which follows `first` */
const listed = (same: readonly Same[], each: string, and: string, first = ""): string => {
  const items = same.map((s, i) => `${i === 0 ? first : each}${s.by}${s.within} (${s.value})`);
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")}${and}${items.at(-1)}`;
};

/** "born", "born or kind", "a, b or c": the keys neither has a value of */
const names = (xs: readonly string[], or: string): string => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")}${or}${xs.at(-1)}`);

export const sameTimeWords: Readonly<Record<"en" | "nl" | "pl" | "de" | "es" | "fr" | "pt", SameTimeWords>> = {
  en: {
    total: "the total points",
    within: { exact: "", millisecond: ", to the millisecond", second: ", to the second", minute: ", to the minute", hour: ", to the hour", day: ", to the day" },
    sentence: (same, by, neither = []) => `${same.length ? ` Both have the same value of ${listed(same, "of ", " and ")}` : ""}${neither.length ? `${same.length ? ", and n" : " N"}either has a value of ${names(neither, " or ")}` : ""}${by ? `, so ${by === "lottery" ? "the lottery" : "the id"} decided` : ""}.`,
  },
  nl: {
    total: "het totaal aantal punten",
    within: { exact: "", millisecond: ", tot op de milliseconde", second: ", tot op de seconde", minute: ", tot op de minuut", hour: ", tot op het uur", day: ", tot op de dag" },
    sentence: (same, by, neither = []) => `${same.length ? ` Beide hebben dezelfde waarde van ${listed(same, "van ", " en ")}` : ""}${neither.length ? `${same.length ? ", en g" : " G"}een van beide heeft een waarde van ${names(neither, " of ")}` : ""}${by ? `, dus ${by === "lottery" ? "besliste de loting" : "gaf het id de doorslag"}` : ""}.`,
  },
  // "te same wartości:" and a list after the colon, each name in the nominative ("suma punktów",
  // a title in its quotation marks), where "wartość" before a title would need its genitive
  pl: {
    total: "suma punktów",
    key: (by) => `„${by}”`,
    within: { exact: "", millisecond: " z dokładnością do milisekundy", second: " z dokładnością do sekundy", minute: " z dokładnością do minuty", hour: " z dokładnością do godziny", day: " z dokładnością do dnia" },
    sentence: (same, by, neither = []) => `${same.length ? ` Oba wnioski mają ${same.length === 1 ? "tę samą wartość" : "te same wartości"}: ${listed(same, "", " i ")}` : ""}${neither.length ? `${same.length ? ", a ż" : " Ż"}aden z nich nie ma wartości: ${names(neither.map((n) => `„${n}”`), " ani ")}` : ""}${by ? `, dlatego ${by === "lottery" ? "rozstrzygnęło losowanie" : "rozstrzygnął identyfikator (id)"}` : ""}.`,
  },
  // "stimmen überein in der Gesamtpunktzahl (28) und in „Gesellschaftliches Engagement“ (6)": a
  // title in its quotation marks keeps its own case, where "von Gesellschaftliches Engagement" did
  // not; a title's nominative article dropped, as the draw's label drops it (de.ts): "in" wants the
  // dative, and "in „der Eingang des Antrags“" is not German
  de: {
    total: "der Gesamtpunktzahl",
    key: (by) => `„${by.replace(/^(der|die|das) /, "")}“`,
    within: { exact: "", millisecond: ", auf die Millisekunde genau", second: ", auf die Sekunde genau", minute: ", auf die Minute genau", hour: ", auf die Stunde genau", day: ", auf den Tag genau" },
    sentence: (same, by, neither = []) => `${same.length ? ` Beide Anträge stimmen überein ${listed(same, "in ", " und ", "in ")}` : ""}${neither.length ? `${same.length ? ", und k" : " K"}einer der beiden hat einen Wert für ${names(neither.map((n) => `„${n}“`), " oder ")}` : ""}${by ? `, daher entschied ${by === "lottery" ? "das Los" : "die Kennung (id)"}` : ""}.`,
  },
  // a title in its quotation marks («…»), as a key's name is written in the rest of pt.ts; the
  // list after a colon, as Polish has it ("o mesmo valor de a pontuação total" wants "da")
  pt: {
    total: "a pontuação total",
    key: (by) => `«${by}»`,
    within: { exact: "", millisecond: ", ao milissegundo", second: ", ao segundo", minute: ", ao minuto", hour: ", à hora", day: ", ao dia" },
    sentence: (same, by, neither = []) => `${same.length ? ` Ambas as candidaturas têm ${same.length === 1 ? "o mesmo valor" : "os mesmos valores"}: ${listed(same, "", " e ")}` : ""}${neither.length ? `${same.length ? ", e n" : " N"}enhuma das duas tem valor de ${names(neither.map((n) => `«${n}»`), " nem ")}` : ""}${by ? `, pelo que decidiu ${by === "lottery" ? "o sorteio" : "o identificador (id)"}` : ""}.`,
  },
  // a title in its quotation marks («…»), as a key's name is written in the rest of es.ts
  es: {
    total: "la puntuación total",
    key: (by) => `«${by}»`,
    within: { exact: "", millisecond: ", al milisegundo", second: ", al segundo", minute: ", al minuto", hour: ", a la hora", day: ", al día" },
    sentence: (same, by, neither = []) => `${same.length ? ` Ambas solicitudes tienen el mismo valor de ${listed(same, "", " y ")}` : ""}${neither.length ? `${same.length ? ", y n" : " N"}inguna de las dos tiene valor de ${names(neither.map((n) => `«${n}»`), " ni ")}` : ""}${by ? `, por lo que decidió ${by === "lottery" ? "el sorteo" : "el identificador (id)"}` : ""}.`,
  },
  // a title in its quotation marks (« … »), as a key's name is written in the rest of fr.ts
  fr: {
    total: "la note totale",
    key: (by) => `«\u00a0${by}\u00a0»`,
    within: { exact: "", millisecond: ", à la milliseconde près", second: ", à la seconde près", minute: ", à la minute près", hour: ", à l'heure près", day: ", au jour près" },
    sentence: (same, by, neither = []) => `${same.length ? ` Les deux demandes ont la même valeur pour ${listed(same, "", " et ")}` : ""}${neither.length ? `${same.length ? ", et a" : " A"}ucune des deux n'a de valeur pour ${names(neither.map((n) => `«\u00a0${n}\u00a0»`), " ni ")}` : ""}${by ? ` : ${by === "lottery" ? "le tirage au sort" : "l'identifiant (id)"} a donc départagé` : ""}.`,
  },
};

/**
 * The sentence after a comparison where both are the same on the keys before the one that decided:
 * every earlier key (`sameBefore`: before a lottery, or before the id or any key that has two keys
 * or more before it, a tie-break key after the first), then the moment's key right before the id
 * or the lottery to its unit (`sameTime`); "" where neither is recorded. It says the id or the
 * lottery decided; a key's comparison names the key already.
 */
export function sameTimeText(x: Pick<Comparison, "sameTime" | "sameBefore" | "lottery" | "key">, w: SameTimeWords, value: (v: string, f: Formats, kind?: KeyKind) => string, f: Formats): string {
  const s = x.sameTime;
  if (!s && !x.sameBefore) return "";
  const key = w.key ?? ((by: string) => by);
  const same: Same[] = (x.sameBefore ?? []).filter((b) => !b.neither).map((b) => ({ by: b.by === "total points" ? w.total : key(b.by), within: "", value: value(b.value, f, b.kind) }));
  if (s) same.push({ by: key(s.by), within: w.within[s.granularity] ?? s.granularity, value: value(s.value, f) });
  // the keys neither has a value of (review34 T1), as written: each catalogue quotes them as its own sentence does
  const neither = (x.sameBefore ?? []).filter((b) => b.neither).map((b) => b.by);
  return w.sentence(same, x.lottery ? "lottery" : s || x.key?.name === "id" ? "id" : undefined, neither);
}
