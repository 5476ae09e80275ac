// Words made once with markers where a row's values go, cut at the markers into constant parts
// and slots (stream25): the narration's own functions word a fact whose values are markers, and
// each row fills its values between the parts. One way of doing it for every such template —
// an allocation's sentence (engine/allocationStep.ts), a position's words
// (engine/positionTemplate.ts) — so that none is written by hand beside the narration.

/** Private-use characters: no catalogue's words, key's name or value shown holds them. */
const FIRST = 0xe000;
/** How many slots a text may have (markers `FIRST` … `FIRST + SLOTS - 1`). */
const SLOTS = 0xff;

/** The marker of slot k (0 ≤ k < 255): one character, standing where slot k's value goes. */
export function marker(k: number): string {
  if (!(k >= 0 && k < SLOTS && Number.isInteger(k))) throw new RangeError(`no marker for slot ${k}`);
  return String.fromCharCode(FIRST + k);
}

/**
 * A marker that stands for no slot: a stand-in value whose words must not show (an amount's
 * value where the sentence should word it through the formats' marker): a text that shows it
 * is refused by `cutAtMarkers`.
 */
export const STRAY = String.fromCharCode(FIRST + SLOTS);

/** Whether `text` is one marker (of a slot, or `STRAY`). */
export function isMarker(text: string): boolean {
  if (text.length !== 1) return false;
  const k = text.charCodeAt(0) - FIRST;
  return k >= 0 && k <= SLOTS;
}

/** A text cut at its markers: `parts[0]`, slot `slots[0]`'s value, `parts[1]`, … `parts[slots.length]`. */
export interface Cut {
  readonly parts: readonly string[];
  readonly slots: readonly number[];
}

/**
 * `text` cut at its markers of slots 0 … count − 1. undefined (refused) where a marker is doubled,
 * stands for no slot below `count` (or is `STRAY`), or — with `every` — a slot's marker is
 * missing. A slot's marker may be missing otherwise (a sentence that does not say that value).
 */
export function cutAtMarkers(text: string, count: number, every: boolean): Cut | undefined {
  const parts: string[] = [];
  const slots: number[] = [];
  const seen = new Array<boolean>(count).fill(false);
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i) - FIRST;
    if (k < 0 || k > SLOTS) continue;
    if (k >= count || seen[k]) return undefined;
    seen[k] = true;
    parts.push(text.slice(from, i));
    slots.push(k);
    from = i + 1;
  }
  parts.push(text.slice(from));
  if (every && slots.length !== count) return undefined;
  return { parts, slots };
}

/** The parts of a cut with each slot's value between them (`value(k)`: slot k's words). */
export function fillCut(cut: Cut, value: (k: number) => string): string {
  const { parts, slots } = cut;
  let out = parts[0]!;
  for (let j = 0; j < slots.length; j++) out += value(slots[j]!) + parts[j + 1]!;
  return out;
}
