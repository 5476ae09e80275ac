// The words of a unit that an item of its group refused (groupUnits.ts): a member of a `together`
// group blocks it, the group has its most grants, or what is left of its cap is less than it asks.
// A step of the walk's one state (`fresh`) records only what the words need — which item, and
// what the group held then — and the row is given `LATER` as its reason; the words are made when
// the reason is read (`worded`: one text per unit, shared by its members), as a funded member's
// label is (Step.why). A call of 1,000,000 read for its statuses and amounts never asks for them:
// the stages-groups benchmark refused about 50,000 consortia a run, each text of several pieces
// and two amounts formatted. The steps of a tie walked in every order are given the words at once.
import type { Arith, OptionalColumn } from "./arith.js";
import type { GroupWalkInput, Units } from "./groupUnits.js";

/** The reason a fresh step gives a row an item of its group refused: its words are made when read (`UnitRefusals.worded`). */
export const LATER = "\u0000refused by an item of its group, worded when read";

/** which item refused a unit */
export const BLOCKED = 1;
export const GRANTS = 2;
export const CAP = 3;

export class UnitRefusals<V> {
  /** per unit: the item that refused it in a fresh step (0: none) */
  private how: Uint8Array | undefined;
  /** per unit refused by GRANTS: the grants its group held */
  private held: Int32Array | undefined;
  /** per unit refused by CAP: what was left of its group's cap (null: all of it, the group held nothing) */
  private left: OptionalColumn<V> | undefined;
  /** per unit: its words, once made */
  private readonly texts: (string | undefined)[] = [];
  private readonly a: Arith<V>;
  private readonly together: boolean;

  constructor(
    private readonly w: Omit<GroupWalkInput<V>, "ranking">,
    private readonly units: Units<V>,
    private readonly nameOf: (k: number) => string,
  ) {
    this.a = w.arith;
    this.together = w.spec.together !== undefined;
  }

  /**
   * The words of unit u's refusal by `how`: `held`, the grants its group held (GRANTS); `left`,
   * what was left of its cap (CAP; null: the group held nothing yet).
   */
  text(how: number, u: number, held: number, left: V | null): string {
    const { w, units } = this;
    const key = units.key[u]!;
    const grants = w.grants?.of(key);
    // the cap per the scheme's title of its groups ("the most per Household"), else "per group", as the other languages say it (fixb25)
    const per = w.spec.title ?? "group";
    const limitText = w.limit === null ? "" : w.format(w.limit.of(key));
    if (how === BLOCKED) return `refused together with its ${this.nameOf(key)}, which is funded together or not at all: ${w.blocked.get(key)!.join("; ")}`;
    // with stages (lots), a group granted something in an earlier stage: what, stage by stage (§14.12)
    const earlier = w.earlier && key >= 0 && w.earlier.count(key) > 0 ? w.earlier : undefined;
    if (how === GRANTS) {
      const count = units.start[u + 1]! - units.start[u]!;
      if (earlier && !this.together) {
        const here = held - earlier.count(key);
        const items = [...earlier.items(key, false), ...(here > 0 ? [`${here} in this stage`] : [])];
        return `${this.nameOf(key)} already has ${held} grant${held === 1 ? "" : "s"} (${items.join(", ")}), the most per ${per} over all stages (${grants})`;
      }
      return this.together ? `${this.nameOf(key)} has ${count} member${count === 1 ? "" : "s"}, more than the ${grants} grant${grants === 1 ? "" : "s"} per ${per}` : `${this.nameOf(key)} already has ${held} grant${held === 1 ? "" : "s"}, the most per ${per} (${grants})`;
    }
    if (earlier && !this.together && left !== null) {
      const a = this.a;
      const all = a.sub(w.limit!.of(key), left);
      const here = a.sub(all, earlier.granted(key));
      const items = [...earlier.items(key, true), ...(a.cmp(here, a.zero) > 0 ? [`${w.format(here)} in this stage`] : [])];
      return `${this.nameOf(key)} has been granted ${w.format(all)} (${items.join(", ")}) and has ${w.format(left)} left of its cap of ${limitText} over all stages, less than the ${w.format(units.ask[u]!)} asked`;
    }
    return `${this.nameOf(key)} has ${left === null ? limitText : w.format(left)} left of its cap of ${limitText}, less than the ${w.format(units.ask[u]!)} asked${this.together ? " together" : ""}`;
  }

  /** Notes unit u's refusal by `how` (as `text`), to be worded when read: the reason its members are given now, `LATER`. */
  later(how: number, u: number, held: number, left: V | null): string {
    const count = this.units.count;
    (this.how ??= new Uint8Array(count))[u] = how;
    if (how === GRANTS) (this.held ??= new Int32Array(count))[u] = held;
    else if (how === CAP) (this.left ??= this.a.column(count, this.w.limit?.most ?? null)).set(u, left);
    return LATER;
  }

  /** The words of unit u's refusal noted by `later`, made once. */
  worded(u: number): string {
    return (this.texts[u] ??= this.text(this.how![u]!, u, this.held?.[u] ?? 0, this.left?.get(u) ?? null));
  }
}
