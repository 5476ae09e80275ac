// A ranked row's position words made once per ranking (stream24): the narration's own words of a
// position whose number and key values are markers, cut at the markers, and filled per row by
// rankingSteps.ts positionText. Split from rankingSteps.ts, which words the ranking steps.
import type { Step } from "./rank.js";
import type { Selection } from "./select.js";
import type { Formats } from "../narration/catalogue.js";
import { positionKeysText, positionWords, type PositionParts } from "../narration/forms.js";
import { isPureFormats } from "../narration/memoWords.js";
import { cutAtMarkers, marker, type Cut } from "../narration/markers.js";

/**
 * A position's words made once for a ranking's keys, in a catalogue's parts and formats: the
 * narration's own words (`positionWords` of `positionKeysText`) of a position whose number and
 * key values are markers (narration/markers.ts: slot 0 the number, slot k + 1 key k's value in
 * words, `parts.keys.value`, as `positionKeysText` words it), cut at the markers. The same words
 * as the narration's for a row with a value on every key; none (undefined) where the formats may
 * have side effects (forms.ts `isPureFormats`) or a marker does not come through the words
 * unchanged and once.
 */
interface PositionTemplate {
  readonly parts: PositionParts;
  readonly f: Formats;
  readonly primary: readonly Step[];
  /** the keys `ownKeys` shows (a row with a value on each) */
  readonly steps: readonly Step[];
  readonly cut: Cut | undefined;
  /** per key, the value in words last filled in and its words as the parts word it (`parts.keys.value`: pure where there is a cut) */
  readonly shown: (string | undefined)[];
  readonly worded: string[];
}
/** What positionText fills: the keys, the cut, and each key's value words last filled in. */
export type FilledPosition = Pick<PositionTemplate, "steps" | "cut" | "shown" | "worded"> & { readonly cut: Cut };
/** The template last made (a writer writes one ranking in one catalogue and formats at a time). */
let lastTemplate: PositionTemplate | undefined;
export function positionTemplate(parts: PositionParts, f: Formats, ranking: Selection["ranking"]): FilledPosition | undefined {
  const t = lastTemplate;
  if (t && t.parts === parts && t.f === f && t.primary === ranking.primary) return t.cut ? (t as FilledPosition) : undefined;
  const steps = ranking.primary.filter(shownKey);
  let cut: Cut | undefined;
  if (isPureFormats(f)) {
    const keys = steps.map((st, k) => ({ by: st.key!.name, value: marker(k + 1) }));
    cut = cutAtMarkers(positionWords(parts, marker(0) as unknown as number, positionKeysText(parts, keys, f), ""), steps.length + 1, true);
  }
  const made: PositionTemplate = (lastTemplate = { parts, f, primary: ranking.primary, steps, cut, shown: new Array<string | undefined>(steps.length).fill(undefined), worded: new Array<string>(steps.length).fill("") });
  return cut ? (made as FilledPosition) : undefined;
}

/** Whether row r lacks a value on one of the keys (its position is then worded from `ownKeys`, which leaves the key out). */
export function lacksKey(steps: readonly Step[], r: number): boolean {
  for (const st of steps) if (st.missing?.(r) !== undefined) return true;
  return false;
}

/** A ranking's primary step whose value a position shows (not a lottery's, a greedy step's nor the id's). */
export const shownKey = (st: Step): boolean => !!st.key && !st.isLottery && !st.greedy && st.spec?.text !== "id";
