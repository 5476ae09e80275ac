// A ranking key that may be, row by row, the application's own id (`by id lowest first`, the usual
// last step of a tie-break chain): read from the ids assessment holds while every value pushed is
// the id of its row, and a column of its own from the first that is not (mirroredKey.ts). A
// million rows then hold their ids once, not a second time in a plain array of the key (fresh
// memory of 8 bytes a row, written in full when made, then a pointer stored per row). While the
// ids also increase along the rows in the order texts are compared (code points: order.ts
// `cmpText`), ordering by the key is ordering by the row's number, and the ranking sorts by that
// (idorder.ts `keyColumn`): the regime's column of each row's application, which rises with the
// rows, packed with the keys before it (order.ts).
import type { KeyValue } from "../spec.js";
import { MirroredKey } from "./mirroredKey.js";
import { cmpText } from "./order.js";

export class IdKey extends MirroredKey {
  /** the ids read so far increase along the rows (code-point order) */
  private rising = true;
  /** … and in the order of JavaScript's `<` (code units), which idorder.ts `idsInOrder` asks */
  private risingUnits = true;

  constructor(
    /** per application: its id (assess.ts `Assessor.ids`) */
    private readonly ids: readonly string[],
    /** per row: its application (the regime's column, which grows as it fills) */
    private readonly rowApp: () => Int32Array,
    capacity: number,
  ) {
    super(capacity, false);
  }

  protected override matches(v: KeyValue, r: number): boolean {
    if (v !== this.valueAt(r)) return false;
    if (r > 0 && (this.rising || this.risingUnits)) {
      const prev = this.valueAt(r - 1);
      if (this.rising && cmpText(prev, v as string) >= 0) this.rising = false;
      if (this.risingUnits && !(prev < (v as string))) this.risingUnits = false;
    }
    return true;
  }

  protected override valueAt(r: number): string {
    return this.ids[this.rowApp()[r]!]!;
  }

  /**
   * Whether the ids of rows 0 … rows − 1 increase by `<` (`idsInOrder`), known while every value
   * is its row's id and the key has those rows: read as the key was filled, not in a pass of its own
   */
  idsRise(rows: number): boolean | undefined {
    return this.isMirrored && this.length === rows ? this.risingUnits : undefined;
  }

  /**
   * Numbers that rise along the rows, one a row: each row's application (a regime's rows are made
   * in the order the applications come), which the regime already holds — what a column of the
   * rows' own numbers would order by, without making one (idorder.ts `keyColumn`)
   */
  risingNumbers(): Int32Array {
    return this.rowApp().subarray(0, this.length);
  }

  /** every value is its row's id, and they increase along the rows: the key orders the rows as their numbers do */
  get inRowOrder(): boolean {
    return this.isMirrored && this.rising;
  }
}
