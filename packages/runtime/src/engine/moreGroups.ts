// An allocation's further groups (§14.12 "Several groups", twogroups31): "at most 15 percent of
// the funds to projects in a single State" beside "no more than one award per applicant" — two
// limits on two keys. The unit walk (groupUnits.ts) walks the first group's units (each one
// application: the checker refuses `together` and a group's pro rata where there are several);
// here are the other groups' caps that each unit meets after the first group's, in the order the
// allocation declares them: what each group holds (typed columns of the walk's one state, or the
// delta of a state of a tie walked in every order, under a key of its own: −2 − j − k × J for key
// k of further group j of J), the words of a refusal by each that refuses (the same words as the
// first group's: groupRefusals.ts), and what a funded member's groups hold with it.
import type { Arith, OptionalColumn } from "./arith.js";
import type { GroupSpec } from "../spec.js";
import type { GroupTotals } from "../result.js";
import type { Cap, GState, Used } from "./groupUnits.js";

/** A further group of an allocation: its key per row and its caps (groupInput.ts). */
export interface OtherGroup<V> {
  readonly spec: GroupSpec;
  readonly keyOfRow: (r: number) => number;
  readonly keyName: (k: number) => string;
  readonly limit: Cap<V> | null;
  readonly grants: Cap<number> | null;
}

/** A refusal by a further group: its words and the source of the item that refused. */
export interface OtherRefusal {
  readonly text: string;
  readonly source: string | undefined;
}

export class MoreCaps<V> {
  private readonly granted: OptionalColumn<V>[];
  private readonly count: Int32Array[];
  private readonly J: number;

  constructor(
    private readonly a: Arith<V>,
    private readonly groups: readonly OtherGroup<V>[],
    rows: ArrayLike<number>,
    private readonly format: (v: V) => string,
  ) {
    this.J = groups.length;
    this.granted = [];
    this.count = [];
    for (const g of groups) {
      let most = -1;
      for (let x = 0; x < rows.length; x++) most = Math.max(most, g.keyOfRow(rows[x]!));
      this.granted.push(a.column(most + 1, g.limit?.most ?? null));
      this.count.push(new Int32Array(most + 1));
    }
  }

  /** The key of further group j's key k in a state's delta (never a key of the first group: those are −1 or more). */
  code(j: number, k: number): number {
    return -2 - j - k * this.J;
  }

  /** Whether a key of a state's delta is a further group's. */
  holds(code: number): boolean {
    return code <= -2;
  }

  private used(st: GState<V>, j: number, k: number): Used<V> | undefined {
    const d = st.delta?.get(this.code(j, k));
    if (d) return d;
    const c = this.count[j]![k]!;
    return c === 0 ? undefined : { granted: this.granted[j]!.get(k) ?? this.a.zero, count: c };
  }

  private nameOf(j: number, k: number): string {
    const g = this.groups[j]!;
    return `${g.spec.title ?? "group"} '${g.keyName(k)}'`;
  }

  /** Each further group that refuses row r asking `ask` from state `st`, in the order declared: its words (as groupRefusals.ts words the first group's). */
  refusals(st: GState<V>, r: number, ask: V): OtherRefusal[] {
    const a = this.a;
    let out: OtherRefusal[] | undefined;
    for (let j = 0; j < this.J; j++) {
      const g = this.groups[j]!;
      const k = g.keyOfRow(r);
      if (k < 0) continue;
      const used = this.used(st, j, k);
      const per = g.spec.title ?? "group";
      if (g.grants !== null && (used?.count ?? 0) + 1 > g.grants.of(k)) {
        const held = used?.count ?? 0;
        (out ??= []).push({ text: `${this.nameOf(j, k)} already has ${held} grant${held === 1 ? "" : "s"}, the most per ${per} (${g.grants.of(k)})`, source: g.spec.grants?.source ?? g.spec.source });
        continue;
      }
      if (g.limit !== null) {
        const cap = g.limit.of(k);
        const left = used ? a.sub(cap, used.granted) : cap;
        if (a.cmp(ask, left) > 0) (out ??= []).push({ text: `${this.nameOf(j, k)} has ${this.format(left)} left of its cap of ${this.format(cap)}, less than the ${this.format(ask)} asked`, source: g.spec.limit?.source ?? g.spec.source });
      }
    }
    return out ?? [];
  }

  /** What row r's further groups hold once it is granted `amount` from `st`: the delta's keys and values. */
  charged(st: GState<V>, r: number, amount: V): [number, Used<V>][] {
    const out: [number, Used<V>][] = [];
    for (let j = 0; j < this.J; j++) {
      const g = this.groups[j]!;
      const k = g.keyOfRow(r);
      if (k < 0 || (g.limit === null && g.grants === null)) continue;
      const used = this.used(st, j, k);
      out.push([this.code(j, k), { granted: this.a.add(used?.granted ?? this.a.zero, amount), count: (used?.count ?? 0) + 1 }]);
    }
    return out;
  }

  /** Writes what a further group holds (a delta's key) into the walk's columns. */
  set(code: number, d: Used<V>): void {
    const e = -2 - code;
    const j = e % this.J;
    const k = (e - j) / this.J;
    this.granted[j]!.set(k, d.granted);
    this.count[j]![k] = d.count;
  }

  /**
   * ", as a member of Applicant 'X', which now holds 1 grant of the 1 it may have" for each further
   * capped group, from what `charged` gave; the last joined with "and" (", and as a member of …"):
   * the first group's words come before them, so the list is never of one.
   */
  label(r: number, held: readonly [number, Used<V>][]): string {
    const items: string[] = [];
    let i = 0;
    for (let j = 0; j < this.J; j++) {
      const g = this.groups[j]!;
      const k = g.keyOfRow(r);
      if (k < 0 || (g.limit === null && g.grants === null)) continue;
      const h = held[i++]![1];
      const parts: string[] = [];
      if (g.limit !== null) parts.push(`${this.format(h.granted)} of its cap of ${this.format(g.limit.of(k))}`);
      if (g.grants !== null) parts.push(`${h.count} grant${h.count === 1 ? "" : "s"} of the ${g.grants.of(k)} it may have`);
      items.push(`as a member of ${this.nameOf(j, k)}, which now holds ${parts.join(" and ")}`);
    }
    return items.map((t, x) => (x === items.length - 1 ? `, and ${t}` : `, ${t}`)).join("");
  }
}

/**
 * The totals of every capped group of an allocation with several (the result's `byGroup`), by the
 * group's name (`names`, allocationSpec.ts groupNamesOf), the first declared first: made when read.
 */
export function byGroupOf(names: readonly string[], first: (() => Readonly<Record<string, GroupTotals>> | undefined) | undefined, more: () => (Readonly<Record<string, GroupTotals>> | undefined)[]): () => Record<string, Readonly<Record<string, GroupTotals>>> {
  return () => {
    const out: Record<string, Readonly<Record<string, GroupTotals>>> = {};
    const totals = first?.();
    if (totals) out[names[0]!] = totals;
    more().forEach((t, j) => {
      if (t) out[names[j + 1]!] = t;
    });
    return out;
  };
}
