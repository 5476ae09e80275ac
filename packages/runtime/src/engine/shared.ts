// Equal immutable values shared among the results of a large call: most
// applications have one of a few point sets and refused ones one of a few reasons, and a million
// copies of each would be a million objects to allocate and collect. Shared values are frozen.
import { own } from "../ops.js";
import type { Points } from "../spec.js";
import { pointsText } from "../pointsText.js";
import type { Reason } from "../result.js";
import { NO_REASONS } from "./assess.js";

export { Values } from "./values.js";
export { grow, widened } from "./typedColumns.js";

/** Up to this many distinct values are shared; any beyond are made afresh. */
const LIMIT = 1 << 14;

/**
 * Lists of reasons by number: the list of one reason is shared by every application refused for
 * it. Keyed by rule, source and
 * message (the message texts are mostly the same string objects, whose hashes V8 keeps).
 */
export class ReasonLists {
  /** every list handed out, by number; 0 is the empty list */
  readonly lists: (readonly Reason[])[] = [NO_REASONS];
  private readonly table = new Map<string, Map<string | null, Map<string, number>>>();
  /** the number of the shared list of one reason `r` */
  one(r: Reason): number {
    let bySource = this.table.get(r.rule);
    if (!bySource) this.table.set(r.rule, (bySource = new Map()));
    let byMessage = bySource.get(r.source);
    if (!byMessage) bySource.set(r.source, (byMessage = new Map()));
    let id = byMessage.get(r.message);
    if (id === undefined) {
      id = this.add([Object.freeze(r)]);
      if (this.lists.length <= LIMIT) byMessage.set(r.message, id);
    }
    return id;
  }
  /** a list of its own (an application with several reasons) */
  add(list: Reason[]): number {
    this.lists.push(Object.freeze(list));
    return this.lists.length - 1;
  }
}

/** Points objects (criterion → text, then total) shared by equal points: a trie on the values. */
export class PointSets {
  private readonly root = new Map<unknown, unknown>();
  private count = 0;
  /** `summed` false: a scheme whose points are not summed (spec.ts `unsummed`), no "total" */
  /** `places`: the scale of points (spec.ts `pointsPlaces`), each value told with them ("4.990") */
  /** `phaseOf`: per criterion, the phase it is scored in (§11.2; −1 or absent: none) */
  constructor(private readonly names: readonly string[], private readonly summed = true, private readonly places?: number, private readonly phaseOf?: readonly number[]) {}

  /**
   * The points of application i: `columns[c][i]` for each criterion c, `totals[i]`; `out`, the
   * phases it was not assessed in (a bit each, engine/phases.ts): their criteria `null`, no total.
   */
  of(columns: readonly ArrayLike<Points>[], totals: ArrayLike<Points>, i: number, out = 0): Record<string, string | null> {
    if (out !== 0) {
      const o: Record<string, string | null> = {};
      for (let c = 0; c < this.names.length; c++) {
        const p = this.phaseOf?.[c] ?? -1;
        own(o, this.names[c]!, p >= 0 && out & (1 << p) ? null : pointsText(columns[c]![i]!, this.places));
      }
      return Object.freeze(o);
    }
    let node = this.root;
    for (let c = 0; c < this.names.length; c++) {
      const v = columns[c]![i]!;
      const key = typeof v === "number" ? v : v.toString();
      let next = node.get(key) as Map<unknown, unknown> | undefined;
      if (!next) {
        if (this.count >= LIMIT) return this.make(columns, totals, i);
        next = new Map();
        node.set(key, next);
      }
      node = next;
    }
    let pts = node.get("=") as Record<string, string> | undefined;
    if (!pts) {
      pts = this.make(columns, totals, i);
      node.set("=", pts);
      this.count++;
    }
    return pts;
  }

  private make(columns: readonly ArrayLike<Points>[], totals: ArrayLike<Points>, i: number): Record<string, string> {
    const o: Record<string, string> = {};
    for (let c = 0; c < this.names.length; c++) own(o, this.names[c]!, pointsText(columns[c]![i]!, this.places));
    if (this.summed) o["total"] = pointsText(totals[i]!, this.places);
    return Object.freeze(o);
  }
}
