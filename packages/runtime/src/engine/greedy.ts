// Greedy tie-break steps (§13.6): `by most new countries funded above`. Inside a tie that reaches
// the step, places are filled one at a time: the next place goes to the member whose list adds
// the most (or, `least new`, the fewest) values not yet covered by the applications placed above
// it — every application ranked above (`ranked above`), or only those the allocation funds
// (`funded above`, followed by walking the allocation along the order as it is made, the same
// walk allocate.ts then makes). Members equal on that count are ordered by the chain's later
// steps, and only the first of them (or the first group left tied) takes the place; then the
// counts are made again. Deterministic: the same call gives the same order, whatever the order
// of the input. Each placed member's count, the values it added and what was covered above it
// are recorded for its explanation.
import type { Arith } from "./arith.js";
import { FUNDED, PARTIAL, figureOf, stepOne, type State, type Walkable } from "./allocate.js";

/** What a greedy step needs of a row: its list, as texts. */
export interface GreedyRows {
  list(r: number): readonly string[];
  /** a member's count at its place given what is covered above, where not the count of its list's uncovered values (greedyPairs.ts) */
  measure?(r: number, covered: ReadonlySet<string>): Placed;
}

/** What the applications placed so far cover: advanced in the order of the ranking as it is made. */
export class Coverage<V> {
  readonly covered = new Set<string>();
  /** the values of `covered` in the order they were covered: its first m are what was covered when it held m (`Placed.at`) */
  readonly history: string[] = [];
  private readonly seen: Uint8Array;
  private state: State<V> | undefined;

  constructor(
    readonly reading: "ranked" | "funded",
    private readonly rows: GreedyRows,
    n: number,
    private readonly walk?: Walkable<V>,
  ) {
    this.seen = new Uint8Array(n);
    if (reading === "funded" && walk) this.state = { remaining: walk.budget, stopped: false, ...(walk.limits.length ? { quotas: walk.limits } : {}) };
  }

  /** Places `rows` (in this order) below everything placed before; a row placed twice counts once. */
  advance(rows: ArrayLike<number>): void {
    for (let q = 0; q < rows.length; q++) {
      const r = rows[q]!;
      if (this.seen[r]) continue;
      this.seen[r] = 1;
      if (this.reading === "funded" && !this.funded(r)) continue;
      for (const x of this.rows.list(r)) {
        if (this.covered.has(x)) continue;
        this.covered.add(x);
        this.history.push(x);
      }
    }
  }

  /** Whether the walk along the order made so far funds row r (a kept row is not walked). */
  private funded(r: number): boolean {
    const w = this.walk;
    if (!w) return true; // unlimited: every walked application is funded
    if (w.kept(r)) return false;
    const a = w.arith as Arith<V>;
    const bits = w.quotaBits && w.quotaBits.length ? w.quotaBits[r]! : 0;
    const { out, next } = stepOne(a, this.state!, w.asks[r]!, w.policy, bits, undefined, undefined, w.minimum, r, figureOf(w, r));
    this.state = next;
    return out.status === FUNDED || out.status === PARTIAL;
  }
}

/** A member's count at its place, what it added and what was covered above it. */
export interface Placed {
  readonly count: number;
  readonly added: readonly string[];
  readonly coveredAbove: readonly string[];
  /**
   * when it was placed: the place's number among the tie's (`seq`) and what was covered then, the
   * first `mark` values of the coverage's `history` — so that another member can be measured at
   * this place, where the two contested it (rankKeys.ts `valueAt`; drafted27 finding 11)
   */
  readonly at?: { readonly seq: number; readonly mark: number; readonly history: readonly string[] };
}

/** The values covered when `p` was placed, or undefined where its place is not recorded. */
export function coveredAt(p: Placed): ReadonlySet<string> | undefined {
  return p.at ? new Set(p.at.history.slice(0, p.at.mark)) : undefined;
}

/** The values of `list` that `covered` does not hold, each once, in the list's order. */
export function uncovered(list: readonly string[], covered: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const x of list) if (!covered.has(x) && !out.includes(x)) out.push(x);
  return out;
}
