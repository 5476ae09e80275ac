// A ranked row's position words made once per ranking (stream24): the narration's own words of a
// position whose number and key values are markers, cut at the markers, and filled per row by
// rankingSteps.ts positionText. Split from rankingSteps.ts, which words the ranking steps.
import type { Step } from "./rank.js";
import type { Selection } from "./select.js";
import type { Formats } from "../narration/catalogue.js";
import { isPureFormats, positionKeysText, positionWords, type PositionParts } from "../narration/forms.js";

/**
 * A position's words made once for a ranking's keys, in a catalogue's parts and formats: the
 * narration's own words (`positionWords` of `positionKeysText`) of a position whose number and
 * key values are markers, cut at the markers — `pieces[0]`, the number, `pieces[1]`, then each
 * key's value in words (`parts.keys.value`, as `positionKeysText` words it) and the piece after
 * it. The same words as the narration's for a row with a value on every key; none (undefined)
 * where the formats may have side effects (forms.ts `isPureFormats`) or a marker does not come
 * through the words unchanged and once.
 */
interface PositionTemplate {
  readonly parts: PositionParts;
  readonly f: Formats;
  readonly primary: readonly Step[];
  /** the keys `ownKeys` shows (a row with a value on each) */
  readonly steps: readonly Step[];
  readonly pieces: readonly string[] | undefined;
}
/** The template last made (a writer writes one ranking in one catalogue and formats at a time). */
let lastTemplate: PositionTemplate | undefined;
/** The markers: characters no catalogue's words nor a key's name hold. */
const MARK = "\u0001";
export function positionTemplate(parts: PositionParts, f: Formats, ranking: Selection["ranking"]): { steps: readonly Step[]; pieces: readonly string[] } | undefined {
  const t = lastTemplate;
  if (t && t.parts === parts && t.f === f && t.primary === ranking.primary) return t.pieces ? (t as { steps: readonly Step[]; pieces: readonly string[] }) : undefined;
  const steps = ranking.primary.filter(shownKey);
  let pieces: string[] | undefined;
  if (isPureFormats(f)) {
    const marks = steps.map((_, k) => MARK + "v" + k + MARK);
    const keys = steps.map((st, k) => ({ by: st.key!.name, value: marks[k]! }));
    const words = positionWords(parts, (MARK + "p" + MARK) as unknown as number, positionKeysText(parts, keys, f), "");
    const cut = words.split(MARK);
    // the pieces and the markers between them, in order: p, v0, v1, …
    if (cut.length === 2 * (steps.length + 1) + 1 && cut[1] === "p" && marks.every((_, k) => cut[2 * k + 3] === "v" + k)) pieces = cut.filter((_, i) => i % 2 === 0);
  }
  lastTemplate = { parts, f, primary: ranking.primary, steps, pieces };
  return pieces ? { steps, pieces } : undefined;
}

/** Whether row r lacks a value on one of the keys (its position is then worded from `ownKeys`, which leaves the key out). */
export function lacksKey(steps: readonly Step[], r: number): boolean {
  for (const st of steps) if (st.missing?.(r) !== undefined) return true;
  return false;
}

/** A ranking's primary step whose value a position shows (not a lottery's, a greedy step's nor the id's). */
export const shownKey = (st: Step): boolean => !!st.key && !st.isLottery && !st.greedy && st.spec?.text !== "id";
