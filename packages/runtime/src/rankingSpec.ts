// How a regime ranks, as the compiler writes it (moved out of spec.ts, which re-exports it): the
// ordering keys, the tie-break steps (a key, a lottery, `unresolved`) and their scope, and the
// fields a key's formula needs first — engine/rank.ts, ties.ts and their neighbours read it.
import type { AmountStepSpec } from "./amountSpec.js";
import type { Decimal } from "./decimal.js";
import type { TimeUnit } from "./time.js";
import type { Draws } from "./engine/draws.js";
import type { KeyWords } from "./engine/keyShow.js";
import type { Env, OperandsSpec, Rec } from "./spec.js";

export type KeyValue = Decimal | number | boolean | string;

/**
 * What a compiled expression fails on first where the application lacks a field (dsl
 * compile/needs.ts): a field's name — with that optional field absent, every evaluation throws
 * its MissingValue before anything else can throw or decide — or a conditional whose condition
 * is `ifPresent is present` (tested as the compiled `is present` tests it): the needs of the
 * branch it takes, none where that branch's are not known.
 */
export type Needs = string | { readonly ifPresent: string; readonly then?: Needs; readonly else?: Needs };

export interface KeySpec extends KeyWords {
  readonly kind: "key";
  /** the key as written: "total", "scores.a_effectiveness" */
  readonly text: string;
  readonly source?: string;
  readonly direction: "highest" | "lowest" | "earliest" | "latest" | "true" | "false";
  /** text keys order by Unicode code points (a declared, not a linguistic, order) */
  readonly valueKind: "decimal" | "time" | "date" | "boolean" | "text" | "set";
  /**
   * a greedy step (§13.6, valueKind "set": `get` gives a list): inside a tie, each place goes to
   * the member with the most (highest) or fewest (lowest) members of its list not covered by the
   * applications placed above — every one ranked above, or only those funded above
   */
  readonly cover?: "ranked" | "funded";
  /**
   * a greedy step over the panel's pairs (§13.6.1): the call list `{ proposal, over, adds }` it
   * reads, by name; `get` then gives the application's own id (engine/greedyPairs.ts)
   */
  readonly pairs?: string;
  readonly granularity?: TimeUnit | "exact";
  /** for a date-time key: the zone whose clock draws the hours and days of its granularity */
  readonly zone?: string;
  /**
   * a tie-break step's rule for a tie member whose value cannot be computed (an optional field
   * absent): it ranks after the members with a value, or the tie stays unresolved and is reported
   * (also the rule when none is declared). A primary key needs its value from every application.
   */
  readonly absent?: "last" | "unresolved";
  /**
   * a key in a written order (`by category in order [medical, social, other]`, §13.1): the
   * members' words first to last (titles where the enumeration gives them); `get` gives the
   * member's place in it (0 first), ordered lowest first, and explanations name the member
   */
  readonly order?: readonly string[];
  /**
   * the optional field of the application that `get` fails on first wherever it is absent, on
   * every path, or on the paths a presence test decides (the compiler's analysis, dsl
   * compile/needs.ts): where it is absent the engine takes the field's MissingValue
   * (ops.missingOf, the needs resolved once by ops.needOf) without calling `get`, no exception thrown
   */
  readonly needs?: Needs;
  /** the operands of the key's formula, for explanations (engine/details.ts) */
  readonly operands?: OperandsSpec;
  readonly get: (e: Env) => KeyValue;
}

export interface LotterySpec {
  readonly kind: "lottery";
  readonly mode: "draw" | "seed";
  readonly source?: string;
  /** the draw (application ids in the order drawn), the published seed, or a draw per key (engine/draws.ts) */
  readonly get: (c: Rec) => readonly string[] | string | Draws;
  /** a draw per key (`lottery draw call.draws by date_of(received_at)`): the key each application reads its draw by */
  readonly key?: KeySpec;
  /** a weighted lottery (`lottery seed call.seed weighted by w`, §13.2): each application's weight, computed with the keys */
  readonly weight?: KeySpec;
  /** a draw (per key or single): the draw as written ("call.draws"), for the input warnings that name it (draws.ts) */
  readonly text?: string;
}

export interface UnresolvedSpec {
  readonly kind: "unresolved";
  readonly source?: string;
}

export type StepSpec = KeySpec | LotterySpec | UnresolvedSpec;

export type TiebreakScope = "every" | "boundary" | "onward" | "decisive";

export interface RankingSpec {
  readonly source?: string;
  readonly keys: readonly KeySpec[];
  /** the lets of a named enumeration its keys read, computed by an `if … else if …` (dsl compile/explainAmount.ts rankLetSteps): each told as a step before the position, only when a run is explained (FINDINGS39 2) */
  readonly letSteps?: readonly AmountStepSpec[];
  /**
   * the scheme has no ranking (an entitlement, docs/language.md §14.14): `keys` is empty, the
   * walk goes by id with no ties, and no explanation or report shows a position
   */
  readonly unordered?: true;
  /**
   * `all equal` (docs/language.md §13.7): the law ranks none of the candidates and shares among
   * them on purpose — no keys, one tie of all (as a keyless ranking ending in `unresolved` gives),
   * told as the law's choice and not reported as an unresolved tie
   */
  readonly shared?: true;
  /**
   * every: every tie; boundary: the tie that straddles the budget; onward: that tie and every
   * later one; decisive: every tie whose order decides someone's outcome (engine/rank.ts)
   */
  readonly tiebreak?: { readonly scope: TiebreakScope; readonly source?: string; readonly steps: readonly StepSpec[] };
}
