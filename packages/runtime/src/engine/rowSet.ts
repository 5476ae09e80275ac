// A set of rows (indices below a known count) held as one byte per row: the allocation walk's
// `atMost` (allocate.ts), which may hold every row after a stop whose orders left different
// amounts — a `Set` of a million numbers cost the walk more than the rest of its loop (its hash
// table grown and rehashed, and collected after: bisect37's profile of seed001).
// Read as a ReadonlySet (has, size, iteration, in ascending row order).

export class RowSet implements ReadonlySet<number> {
  private bytes: Uint8Array | undefined;
  private count = 0;

  /** `rows`: the rows' count (the column's length; a greater row grows it); nothing is allocated before the first add */
  constructor(private readonly rows: number) {}

  get size(): number {
    return this.count;
  }

  add(r: number): this {
    let b = this.bytes ?? (this.bytes = new Uint8Array(this.rows));
    if (r >= b.length) (this.bytes = new Uint8Array(Math.max(r + 1, b.length * 2))).set(b), (b = this.bytes);
    if (b[r] === 0) {
      b[r] = 1;
      this.count++;
    }
    return this;
  }

  has(r: number): boolean {
    return this.bytes !== undefined && this.bytes[r] === 1;
  }

  delete(r: number): boolean {
    if (!this.has(r)) return false;
    this.bytes![r] = 0;
    this.count--;
    return true;
  }

  *values(): IterableIterator<number> {
    const b = this.bytes;
    if (b === undefined) return;
    for (let r = 0, left = this.count; left > 0 && r < b.length; r++) if (b[r] === 1) left--, yield r;
  }

  keys(): IterableIterator<number> {
    return this.values();
  }

  *entries(): IterableIterator<[number, number]> {
    for (const r of this.values()) yield [r, r];
  }

  [Symbol.iterator](): IterableIterator<number> {
    return this.values();
  }

  forEach(f: (value: number, key: number, set: ReadonlySet<number>) => void, thisArg?: unknown): void {
    for (const r of this.values()) f.call(thisArg, r, r, this);
  }
}
