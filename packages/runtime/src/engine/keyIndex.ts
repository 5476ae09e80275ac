// The numbers of texts in the order they were first seen (a group's key: groups.ts `GroupKeys`),
// as an open-addressing table over the texts' hashes: a slot is two numbers, the text's hash and
// 1 + the text's number (0: empty), probed linearly, the table doubled past half full: no Map entry
// per text (docs/performance.md, groups6).

/** FNV-1a over the UTF-16 code units of a text, as a 32-bit integer. */
export function hashText(text: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

export class KeyIndex {
  /** slot i at 2i (the hash of its text) and 2i + 1 (1 + the text's number; 0: empty) */
  private slots = new Int32Array(2 * 1024);
  private mask = 1023;

  /** `names`: the texts by number, appended to as new texts are seen */
  constructor(private readonly names: string[]) {}

  /**
   * The number of `text`: the one it was given when first seen, or the next one now. A slot's
   * text is compared only where its hash is `text`'s: the hash sits beside the number in the same
   * slot, read with it, so a probe past another text reads no text (each a string elsewhere in the
   * heap: at 1,000,000 applications the texts' reads were most of this function's time, perf26).
   * The table is at most half full, so few slots are probed.
   */
  numberOf(text: string): number {
    const h = hashText(text);
    const { slots, mask, names } = this;
    let i = h & mask;
    for (;;) {
      const s = slots[2 * i + 1]!;
      if (s === 0) break;
      if (slots[2 * i] === h && names[s - 1] === text) return s - 1;
      i = (i + 1) & mask;
    }
    const k = names.push(text) - 1;
    slots[2 * i] = h;
    slots[2 * i + 1] = k + 1;
    if (names.length * 2 > mask + 1) this.grow();
    return k;
  }

  /** the table doubled, each slot placed again by the hash it holds (no text read again) */
  private grow(): void {
    const old = this.slots;
    const size = (this.mask + 1) * 2;
    const slots = new Int32Array(2 * size);
    const mask = size - 1;
    for (let j = 0; j < old.length; j += 2) {
      const s = old[j + 1]!;
      if (s === 0) continue;
      const h = old[j]!;
      let i = h & mask;
      while (slots[2 * i + 1] !== 0) i = (i + 1) & mask;
      slots[2 * i] = h;
      slots[2 * i + 1] = s;
    }
    this.slots = slots;
    this.mask = mask;
  }
}
