// The rows of one regime: the applications its ranking orders, in the order assessment accepts
// them, with what the ranking and the allocation read of each (amount asked, ordering keys,
// quotas and stage conditions that apply). Assessment (assess.ts) fills them; the selection
// (select.ts, stageRank.ts, groups.ts, fcfs.ts) reads them.
import { minorUnits } from "../decimal.js";
import type { CompiledScheme, KeySpec, KeyValue, RankingSpec, RegimeSpec } from "../spec.js";
import { Asks } from "./asks.js";
import { Values } from "./shared.js";

/** The rows of one regime: the applications it ranks, with what the ranking and allocation read. */
export class RegimeRows {
  rows = 0;
  /** per row: its application */
  rowApp: Int32Array;
  asks: Asks;
  /** per key of the ranking and then of the tie-break chain: the value as the ranking orders it */
  keys: Values<KeyValue>[];
  /** per row: the quotas that apply, as bits (quota q: bit q) */
  quotaBits: Int32Array;
  /** per row: the conditions of the allocation's stages that hold, as bits (stages.ts) */
  stageBits: Int32Array;
  readonly keySpecs: readonly KeySpec[];
  /** per key as `keys`: the rows a tie-break key has no value for, and why (read only inside a tie: lazykeys.ts) */
  readonly missing: Map<number, string>[];
  /** how many of `keySpecs` are the ranking's own keys (every row needs their values) */
  readonly primaryKeys: number;
  /** where stages have their own rankings: per key, 1 for a ranking key (every row needs it) */
  readonly primaryAt: Uint8Array;
  /** per stage: the index in `keys` of its own ranking's first key, undefined for the regime's */
  readonly stageKeys?: readonly (number | undefined)[];

  /**
   * The columns are made empty and sized at the regime's first row (`reserve`), and again as they
   * fill: a regime no application comes under (most calls choose one regime of several) makes no
   * column, and one that gets a share of the applications columns of about that share — V8 counts
   * typed arrays as external memory, and 64 MB more of it since the last full collection starts
   * one, which marks the whole input.
   */
  constructor(readonly regime: RegimeSpec, readonly index: number, scheme: CompiledScheme) {
    // a lottery read per key (`lottery draw call.draws by …`) has its key computed with the others
    const keysOf = (rk: RankingSpec): KeySpec[] => [...rk.keys, ...(rk.tiebreak?.steps ?? [])].flatMap((k): KeySpec[] => (k.kind === "key" ? [k] : k.kind === "lottery" && k.key ? [k.key] : []));
    const specs = keysOf(regime.ranking);
    this.primaryAt = new Uint8Array(0);
    // a stage's own ranking: its keys after the regime's (stages.ts reads them by `stageKeys`)
    if (regime.allocation.stages?.some((st) => st.ranking)) {
      const primary = [specs.map((_, k) => k < regime.ranking.keys.length)];
      this.stageKeys = regime.allocation.stages!.map((st) => {
        if (!st.ranking) return undefined;
        const from = specs.length;
        const ks = keysOf(st.ranking);
        specs.push(...ks);
        primary.push(ks.map((_, k) => k < st.ranking!.keys.length));
        return from;
      });
      this.primaryAt = Uint8Array.from(primary.flat(), (x) => (x ? 1 : 0));
    }
    this.keySpecs = specs;
    this.rowApp = new Int32Array(0);
    this.quotaBits = this.stageBits = this.rowApp;
    this.asks = new Asks(this.places, 0);
    this.keys = this.keySpecs.map(() => new Values<KeyValue>(0, true));
    this.missing = this.keySpecs.map(() => new Map<number, string>());
    this.primaryKeys = regime.ranking.keys.length;
  }

  private get places(): number {
    return this.regime.allocation.unit ? minorUnits(this.regime.allocation.unit) : -1;
  }

  /**
   * Makes room for `capacity` rows, the rows there are kept (the first call makes the columns):
   * assessment sizes them from the regime's share of the applications so far (assess.ts
   * `rowCapacity`), not the call's length for every regime.
   */
  reserve(capacity: number): void {
    const alloc = this.regime.allocation;
    const first = this.rowApp.length === 0;
    this.rowApp = resized(this.rowApp, capacity);
    if (alloc.quotas?.length) this.quotaBits = resized(this.quotaBits, capacity);
    if (alloc.stages?.length) this.stageBits = resized(this.stageBits, capacity);
    if (first) {
      this.asks = new Asks(this.places, capacity);
      this.keys = this.keySpecs.map(() => new Values<KeyValue>(capacity, true));
    } else {
      this.asks.reserve(capacity);
      for (let k = 0; k < this.keys.length; k++) this.keys[k]!.reserve(capacity);
    }
  }
}

/** `a`'s values in a new column of `capacity` (at least as long as `a`). */
function resized(a: Int32Array, capacity: number): Int32Array {
  const b = new Int32Array(Math.max(capacity, a.length));
  b.set(a);
  return b;
}
