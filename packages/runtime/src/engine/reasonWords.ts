// The reasons of a result in the scheme's language. The engine records the reasons it gives itself
// — a refusal by the allocation, a quota or a group's cap, first come's "not assessed", a tie
// left open, a place on the reserve list — in English words, as its explanation facts do; a
// scheme's own reasons (`otherwise "…"`) are in its language already. Every reader of a result's
// reasons (JSON, CSV, Markdown, HTML, notices, the service) reads them through here, so each
// reads the catalogue's words (narration/*.ts, the phrases the explanations use) and none reads
// English inside a Polish or Dutch list. A list is translated once and kept by identity: a list
// the rows share (frozen, ReasonLists) stays one list, printed once where the writers keep it.
import type { Reason } from "../result.js";
import { reasonText, type Catalogue } from "../narration/catalogue.js";

/**
 * The list of reasons `list` in the words of catalogue `c` (the list itself where no message
 * changes); `places`: the list of a row whose allocation counts places (`AllocationSpec.places`),
 * whose refusals speak of the places left, not of a budget — in English too (narration/places.ts).
 */
export type ReasonWords = (list: readonly Reason[], places?: boolean) => readonly Reason[];

export function reasonWords(c: Catalogue): ReasonWords {
  const worded = new WeakMap<readonly Reason[], readonly Reason[]>();
  const placed = new WeakMap<readonly Reason[], readonly Reason[]>();
  // English: the engine's words are the catalogue's, but for places
  const none = c.phrases.length === 0;
  const noPlaces = (c.placePhrases ?? c.phrases).length === 0;
  return (list, places = false) => {
    if (list.length === 0 || (places ? noPlaces : none)) return list;
    const kept = places ? placed : worded;
    let w = kept.get(list);
    if (w === undefined) {
      let changed = false;
      const out = list.map((x) => {
        const message = reasonText(x.message, c, places);
        if (message === x.message) return x;
        changed = true;
        return Object.freeze({ rule: x.rule, source: x.source, message });
      });
      w = changed ? Object.freeze(out) : list;
      kept.set(list, w);
    }
    return w;
  };
}
