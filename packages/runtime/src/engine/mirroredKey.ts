// A ranking key column that reads another column while it can: every value pushed so far is the
// value that column holds for its row (the ids: idKey.ts; the amounts asked: regimeRows.ts
// `AskedKey`), so the key holds nothing of its own. From the first value pushed that is not (or a
// `skip`) the key holds its values in its own column, the rows before it pushed again from the
// column it read. A million rows then hold those values once. What differs between such keys is
// given by the subclass: whether a value pushed is the other column's for its row (`matches`),
// that value read back (`valueAt`), and whether the key is numeric while it reads it.
import type { KeyValue } from "../spec.js";
import type { Numbers } from "./order.js";
import { Values } from "./values.js";

export abstract class MirroredKey extends Values<KeyValue> {
  /** the rows read from the other column; −1 once the key holds its own values */
  private mirrored = 0;
  /** the most rows asked for while mirrored (`reserve`): the key's own column is made that long */
  private reserved: number;

  constructor(
    capacity: number,
    /** the key is numeric while it reads the other column */
    private readonly numericMirrored: boolean,
  ) {
    super(capacity, true);
    this.reserved = capacity;
  }

  /** v, pushed as row r's value (r: the rows read so far), is the other column's value of row r */
  protected abstract matches(v: KeyValue, r: number): boolean;

  /** row r's value read from the other column (as a key column holds it: a Decimal as its double) */
  protected abstract valueAt(r: number): KeyValue;

  override push(v: KeyValue): void {
    if (this.mirrored >= 0) {
      if (this.matches(v, this.mirrored)) {
        this.mirrored++;
        return;
      }
      this.hold();
    }
    super.push(v);
  }

  /** the rows read so far into the key's own column: the key holds its values from here on */
  private hold(): void {
    const m = this.mirrored;
    this.mirrored = -1;
    super.reserve(Math.max(m, this.reserved));
    for (let r = 0; r < m; r++) super.push(this.valueAt(r));
  }

  /** every value so far is read from the other column */
  get isMirrored(): boolean {
    return this.mirrored >= 0;
  }

  override reserve(capacity: number): void {
    if (this.mirrored < 0) super.reserve(capacity);
    else if (capacity > this.reserved) this.reserved = capacity;
  }

  override skip(): void {
    if (this.mirrored >= 0) this.hold();
    super.skip();
  }

  override get length(): number {
    return this.mirrored >= 0 ? this.mirrored : super.length;
  }

  override get numeric(): boolean {
    return this.mirrored >= 0 ? this.numericMirrored : super.numeric;
  }

  override at(r: number): KeyValue {
    return this.mirrored < 0 ? super.at(r) : this.valueAt(r);
  }

  /** (while mirrored: a new column of the values read — numbers where the key is numeric) */
  override get view(): ArrayLike<KeyValue> {
    if (this.mirrored < 0) return super.view;
    if (this.numericMirrored) return this.numbers;
    const out = new Array<KeyValue>(this.mirrored);
    for (let r = 0; r < out.length; r++) out[r] = this.valueAt(r);
    return out;
  }

  /** (while mirrored, of a numeric key only: a new column of the values read) */
  override get numbers(): Numbers {
    if (this.mirrored < 0) return super.numbers;
    const out = new Float64Array(this.mirrored);
    for (let r = 0; r < out.length; r++) out[r] = this.valueAt(r) as number;
    return out;
  }
}
