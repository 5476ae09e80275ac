// The numbers of texts in the order they were first seen (a group's key: groups.ts `GroupKeys`),
// as an open-addressing table over the texts' hashes: a slot holds 1 + the text's number (0:
// empty), probed linearly, the table doubled past half full: no Map entry per text
// (docs/performance.md, groups6).

/** FNV-1a over the UTF-16 code units of a text, as a 32-bit integer. */
export function hashText(text: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

export class KeyIndex {
  private slots = new Int32Array(1024);
  private mask = 1023;

  /** `names`: the texts by number, appended to as new texts are seen */
  constructor(private readonly names: string[]) {}

  /**
   * The number of `text`: the one it was given when first seen, or the next one now. A slot's
   * text is compared as it is (no column of the texts' hashes beside the table: V8 counts typed
   * arrays as external memory, and 64 MB more of it starts a full collection); the table is at
   * most half full, so few are compared.
   */
  numberOf(text: string): number {
    const h = hashText(text);
    const { slots, mask, names } = this;
    let i = h & mask;
    for (;;) {
      const s = slots[i]!;
      if (s === 0) break;
      if (names[s - 1] === text) return s - 1;
      i = (i + 1) & mask;
    }
    const k = names.push(text) - 1;
    slots[i] = k + 1;
    if (names.length * 2 > slots.length) this.grow();
    return k;
  }

  /** the table doubled, each text placed again by its hash (computed again: not kept) */
  private grow(): void {
    const size = this.slots.length * 2;
    const slots = new Int32Array(size);
    const mask = size - 1;
    for (let k = 0; k < this.names.length; k++) {
      let i = hashText(this.names[k]!) & mask;
      while (slots[i] !== 0) i = (i + 1) & mask;
      slots[i] = k + 1;
    }
    this.slots = slots;
    this.mask = mask;
  }
}
