// A ranking key that may be, row by row, the application's own id (`by id lowest first`, the usual
// last step of a tie-break chain): read from the ids assessment holds while every value pushed is
// the id of its row, and a column of its own from the first that is not (the ids before it pushed
// again). A million rows then hold their ids once, not a second time in a plain array of the key
// (fresh memory of 8 bytes a row, written in full when made, then a pointer stored per row). While
// the ids also increase along the rows in the order texts are compared (code points: order.ts
// `cmpText`), ordering by the key is ordering by the row's number, and the ranking sorts by that
// (idorder.ts `keyColumn`): a column of whole numbers, packed with the keys before it (order.ts).
import type { KeyValue } from "../spec.js";
import { cmpText } from "./order.js";
import { Values } from "./values.js";

export class IdKey extends Values<KeyValue> {
  /** the rows read from the ids; −1 once the key holds its own values */
  private mirrored = 0;
  /** the ids read so far increase along the rows (code-point order) */
  private rising = true;

  constructor(
    /** per application: its id (assess.ts `Assessor.ids`) */
    private readonly ids: readonly string[],
    /** per row: its application (the regime's column, which grows as it fills) */
    private readonly rowApp: () => Int32Array,
    capacity: number,
  ) {
    super(capacity, true);
  }

  override push(v: KeyValue): void {
    if (this.mirrored >= 0) {
      const r = this.mirrored;
      if (v === this.idAt(r)) {
        if (r > 0 && this.rising && cmpText(this.idAt(r - 1), v) >= 0) this.rising = false;
        this.mirrored++;
        return;
      }
      this.hold();
    }
    super.push(v);
  }

  private idAt(r: number): string {
    return this.ids[this.rowApp()[r]!]!;
  }

  /** the rows read from the ids so far into the key's own column: the key holds its values from here on */
  private hold(): void {
    const m = this.mirrored;
    this.mirrored = -1;
    super.reserve(m);
    for (let r = 0; r < m; r++) super.push(this.idAt(r));
  }

  /** every value is its row's id, and they increase along the rows: the key orders the rows as their numbers do */
  get inRowOrder(): boolean {
    return this.mirrored >= 0 && this.rising;
  }

  override reserve(capacity: number): void {
    if (this.mirrored < 0) super.reserve(capacity);
  }

  override skip(): void {
    if (this.mirrored >= 0) this.hold();
    super.skip();
  }

  override get length(): number {
    return this.mirrored >= 0 ? this.mirrored : super.length;
  }

  override get numeric(): boolean {
    return this.mirrored < 0 && super.numeric;
  }

  override at(r: number): KeyValue {
    return this.mirrored < 0 ? super.at(r) : this.idAt(r);
  }

  override get view(): ArrayLike<KeyValue> {
    if (this.mirrored < 0) return super.view;
    const out = new Array<KeyValue>(this.mirrored);
    for (let r = 0; r < out.length; r++) out[r] = this.idAt(r);
    return out;
  }
}
