// The reserve list of one regime's selection (select.ts): the first N not funded (or all of them),
// in ranking order — a tie left open counted with those every order leaves not funded; a group
// funded together takes one place, whole, and one a member blocks none; nor one a group's cap could
// never fund (reserve.ts capsBarred, togetherBarred), nor one that passes a quota's whole limit by
// itself (quotaBarred.ts, review34's Q3). Each row's place is kept: its explanation cites the
// list's own source with it. A row refused for another cause whose group's cap (or quota) has no
// room for it is given the cap's ground, citing the cap's source (`capGround`). A stage's own list
// (−1: it keeps none, its rows go on the allocation's) is placed with the allocation's.
import type { AllocationSpec, Rec } from "../spec.js";
import type { Reason } from "../result.js";
import type { Assessor } from "./assess.js";
import type { Ranking } from "./rank.js";
import { FUNDED, INDETERMINATE, NOT_FUNDED, PARTIAL, PRO_RATA, RESERVE, type OpenTies } from "./allocate.js";
import { capsBarred, listStages, placeReserves, reserveSize, togetherBarred } from "./reserve.js";
import { quotaBarred, type QuotaBarInput } from "./quotaBarred.js";
import type { Staged } from "./stages.js";
import type { Cited, GroupWalkInput } from "./groups.js";

export interface ReserveInput<V> {
  readonly as: Assessor;
  readonly alloc: AllocationSpec;
  readonly call: Rec;
  readonly rows: number;
  /** the allocation's own list's size (reserve.ts reserveSize) */
  readonly size: number;
  readonly ranking: Ranking;
  /** per row: STATUS code; a row placed on the list becomes RESERVE */
  readonly status: Uint8Array;
  readonly granted: (r: number) => V;
  readonly quotaRefused: ReadonlyMap<number, number>;
  readonly staged: Staged<V> | undefined;
  readonly grouped: Omit<GroupWalkInput<V>, "ranking"> | undefined;
  readonly groupSource: Cited | undefined;
  readonly openTies: OpenTies | undefined;
  /** the walk and its quotas' words (quotaBarred.ts); undefined under pro rata, which bars no one by a quota */
  readonly quotas: QuotaBarInput<V> | undefined;
  /** a row a decline of an offer not answered changes, where the accepting walk did not fund it (consent.ts) */
  readonly consentOpen: ReadonlyMap<number, string> | undefined;
  readonly accepting: Uint8Array | undefined;
  /** the rows first come did not assess (fcfs.ts), as they are when read */
  readonly notAssessed: () => ReadonlySet<number> | undefined;
}

export interface ReserveListed {
  /** per row: its place on a list (from 1); undefined where the regime keeps no list */
  readonly reservePlace: Uint32Array | undefined;
  /** per row on a list: the stage whose own list it is (−1: the allocation's) */
  readonly reserveList: Int16Array | undefined;
  /** `reserve N after the last funded`: each row not funded that is ranked before the last one funded, with that row, or the open tie one of whose members is funded in every order (it is not on the list, and is told why) */
  readonly before: ReadonlyMap<number, LastFunded> | undefined;
  /** the grounds of a cap or quota given a row refused for another cause */
  readonly capGround: ReadonlyMap<number, Reason>;
  /** every row a cap bars says so, whether the list reached it or was full before it: called once first come has marked the rows after the list */
  sayBarred(): void;
}

/** Places the regime's rows on its reserve list(s) (see the head of this file). */
export function listReserves<V>(x: ReserveInput<V>): ReserveListed {
  const { as, alloc, call, rows: n, size, status, staged, grouped, ranking } = x;
  const ownSizes = staged && alloc.stages!.some((st) => st.reserve !== undefined) ? alloc.stages!.map((st) => (st.reserve === undefined ? -1 : reserveSize(st, call))) : undefined;
  const reservePlace = size > 0 || ownSizes?.some((s) => s > 0) ? new Uint32Array(n) : undefined;
  const capGround = new Map<number, Reason>();
  const ground = (r: number, message: string, source: string | undefined): void => void (capGround.has(r) || capGround.set(r, Object.freeze({ rule: "allocation", source: as.citer.cite(source ?? grouped!.spec.source ?? alloc.boundarySource ?? alloc.source), message })));
  const barred = grouped && (size > 0 || (!grouped.spec.together && (grouped.limit !== null || grouped.grants !== null || !!grouped.others?.length))) ? (grouped.spec.together ? togetherBarred(grouped, ranking.order) : capsBarred(grouped, n, status, x.granted, ground, x.groupSource)) : undefined;
  const quotaSpecs = alloc.quotas ?? [];
  const overQuota = reservePlace && x.quotas ? quotaBarred(x.quotas, n, status, x.granted, x.quotaRefused, (r, text, q) => ground(r, text, quotaSpecs[q]?.source)) : undefined;
  const { consentOpen, accepting } = x;
  const notAssessed = x.notAssessed();
  const listable = (r: number): boolean => status[r] === NOT_FUNDED && !notAssessed?.has(r) && !barred?.(r) && !overQuota?.(r);
  const before = reservePlace && alloc.reserveAfter ? beforeLastFunded(ranking, status, listable, x.openTies) : undefined;
  const reserveList = placeReserves(
    { allocation: size, stages: ownSizes }, staged && ownSizes ? listStages(staged.stageOf, ownSizes, staged.parts) : staged?.stageOf, ranking.order,
    (r) => listable(r) && !before?.has(r),
    (r, at) => {
      status[r] = RESERVE;
      reservePlace![r] = at;
    },
    grouped?.spec.together ? grouped : undefined, x.openTies, staged?.rankings ? (s) => staged.rankings![s]!.order : undefined,
    consentOpen && accepting ? (r) => consentOpen.has(r) && accepting[r] === NOT_FUNDED : undefined,
  );
  return {
    reservePlace,
    reserveList,
    before,
    capGround,
    sayBarred: () => {
      if (!barred || grouped!.spec.together) return;
      const after = x.notAssessed();
      for (let r = 0; r < n; r++) if (status[r] === NOT_FUNDED && !after?.has(r)) barred(r);
    },
  };
}

/** The last one funded: a row (`last`), or the open members of a tie one of which every order funds (`tied`, in ranking order; `last` their first). */
export interface LastFunded {
  readonly last: number;
  readonly tied?: readonly number[];
}

/** The trace's words of a LastFunded (trace.ts `reserve-before`): the last one's id, or null and the tie's ids (`lastTied`). */
export function lastFundedFact(l: LastFunded, idOf: (r: number) => string): { readonly lastFunded: string | null; readonly lastTied?: readonly string[] } {
  return l.tied ? { lastFunded: null, lastTied: l.tied.map(idOf) } : { lastFunded: idOf(l.last) };
}

/**
 * `reserve N after the last funded` (§14.11; art. 8(1) of the mobility rules: "the applicants
 * ranked next after the last applicant awarded … form the reserve list"): the rows the list would
 * take that are ranked before the last row funded (strictly before its position: one tied with it
 * is not ranked before it), each with that last row. Where nothing is funded the list begins at the top.
 * A tie left open after the last row funded in every order, whose orders each fund one of its open
 * members or more (every count of those they leave not funded is below their number), holds the
 * last one funded in every order: the list begins after that tie (review37 F1; before, after the
 * last row funded in every order, so a row ranked before the tie took a place on the list).
 */
function beforeLastFunded(ranking: Ranking, status: ArrayLike<number>, listable: (r: number) => boolean, openTies: OpenTies | undefined): Map<number, LastFunded> {
  const { order, start } = ranking;
  let last: LastFunded | undefined;
  for (let p = order.length - 1; p >= 0 && !last; p--) {
    const st = status[order[p]!]!;
    if (st === FUNDED || st === PARTIAL || st === PRO_RATA) last = { last: p };
    else if (st === INDETERMINATE && openTies) last = fundedTie(ranking, status, openTies, p);
  }
  const out = new Map<number, LastFunded>();
  if (!last) return out;
  const at = { last: order[last.last]!, ...(last.tied ? { tied: last.tied } : {}) };
  const from = start[last.last]!;
  for (let p = 0; p < from; p++) if (listable(order[p]!)) out.set(order[p]!, at);
  return out;
}

/** The open tie of the row at place p where every order funds one of its open members: its place and members; else undefined. */
function fundedTie(ranking: Ranking, status: ArrayLike<number>, openTies: OpenTies, p: number): LastFunded | undefined {
  const { order, start } = ranking;
  const tie = openTies.get(order[p]!);
  if (!tie?.unfunded?.length) return undefined;
  const tied: number[] = [];
  for (let q = start[p]!; q < order.length && start[q] === start[p]; q++) if (status[order[q]!] === INDETERMINATE && openTies.get(order[q]!) === tie) tied.push(order[q]!);
  return tie.unfunded.every((u) => u < tied.length) ? { last: p, tied } : undefined;
}
