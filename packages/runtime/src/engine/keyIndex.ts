// The numbers of texts in the order they were first seen (a group's key: groups.ts `GroupKeys`),
// as an open-addressing table over the texts' hashes: a slot is two numbers side by side, 1 + the
// text's number (0: empty) and the text's hash, probed linearly, the table doubled past half
// full: no Map entry per text (docs/performance.md, groups6). A text is compared only where its
// hash is the slot's (a slot of another hash is passed over without reading its text, which lies
// elsewhere in memory), and the table grows from the hashes it holds, no text read again
// (docs/performance.md, sg20).

/** FNV-1a over the UTF-16 code units of a text, as a 32-bit integer. */
export function hashText(text: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

export class KeyIndex {
  /** slot i: 1 + a text's number at 2i (0: empty), its hash at 2i + 1 */
  private slots = new Int32Array(2 * 1024);
  private mask = 1023;

  /** `names`: the texts by number, appended to as new texts are seen */
  constructor(private readonly names: string[]) {}

  /**
   * The number of `text`: the one it was given when first seen, or the next one now. The table is
   * at most half full, so few slots are probed, and a text is read only where the hashes agree
   * (8 bytes a slot: 2 MB for 131,072 texts, against V8's 64 MB of external memory that starts a
   * full collection).
   */
  numberOf(text: string): number {
    const h = hashText(text);
    const { slots, mask, names } = this;
    let i = h & mask;
    for (;;) {
      const s = slots[2 * i]!;
      if (s === 0) break;
      if (slots[2 * i + 1] === h && names[s - 1] === text) return s - 1;
      i = (i + 1) & mask;
    }
    const k = names.push(text) - 1;
    slots[2 * i] = k + 1;
    slots[2 * i + 1] = h;
    if (names.length * 2 > mask + 1) this.grow();
    return k;
  }

  /** the table doubled, each text placed again by the hash its slot holds */
  private grow(): void {
    const old = this.slots;
    const size = 2 * (this.mask + 1);
    const slots = new Int32Array(2 * size);
    const mask = size - 1;
    for (let j = 0; j < old.length; j += 2) {
      const s = old[j]!;
      if (s === 0) continue;
      const h = old[j + 1]!;
      let i = h & mask;
      while (slots[2 * i] !== 0) i = (i + 1) & mask;
      slots[2 * i] = s;
      slots[2 * i + 1] = h;
    }
    this.slots = slots;
    this.mask = mask;
  }
}
