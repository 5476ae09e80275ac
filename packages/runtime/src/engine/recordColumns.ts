// The row's stage and reserve-list columns of a run's record (record.ts): the stage that decided a
// ranked candidate and a stage per key's member (§14.7.4), its place in its stage's own ranking
// (stageRank.ts), its place on a reserve list and the stage whose own list that is (select.ts);
// and, over a run's selections, whether the tables have each column at all. Each reads the
// candidate's selection and row (`At`, undefined for any other application).
import type { Selection } from "./select.js";
import { RESERVE } from "./step.js";
import { stageOfResult, stageSpecOfResult } from "./stageResult.js";
import { stagePlaceOf, stagePlacesOf, stagesRank } from "./stageRank.js";

/** a ranked candidate's selection and its row there */
export type At = { readonly selection: Selection; readonly row: number } | undefined;

/** the stage that decided it (ranked candidates of an allocation in stages) */
export const stageAt = (at: At): string | undefined => (at ? stageOfResult(at) : undefined);

/** the member of a stage per key whose walk decided it (§14.7.4) */
export const memberAt = (at: At): string | undefined => (at ? stageSpecOfResult(at)?.member?.name : undefined);

/** its place in the ranking of the stage that decided it, where the stages rank on their own (stageRank.ts) */
export const stagePositionAt = (at: At): number | undefined => (at ? stagePlaceOf(at.selection, at.row) : undefined);

/** its place in every stage's ranking that ranked it, by the stage's name (the results' `stagePlaces`); undefined where none did */
export function stagePlacesAt(at: At): Record<string, number> | undefined {
  const places = at ? stagePlacesOf(at.selection, at.row) : [];
  return places.length ? Object.fromEntries(places.map((x) => [x.name, x.place])) : undefined;
}

/** its place on its allocation's reserve list (1-based), where it is on it (select.ts) */
export function reservePlaceAt(at: At): number | undefined {
  if (!at) return undefined;
  const { selection: s, row: r } = at;
  return s.reservePlace && s.status[r] === RESERVE ? s.reservePlace(r) : undefined;
}

/** the stage whose own reserve list it is on (select.ts `reserveList`); undefined on the allocation's */
export function reserveListAt(at: At): string | undefined {
  if (!at) return undefined;
  const { selection: s, row: r } = at;
  const k = s.reserveList && s.status[r] === RESERVE ? s.reserveList(r) : -1;
  return k >= 0 ? s.regime.allocation.stages![k]!.name : undefined;
}

/** whether the tables have a `member` column: the scheme has a stage per key (its rows that no member decided have none), whatever this call's rows (`ObjectTable.membered` given the scheme) */
export const membered = (selections: readonly Selection[]): boolean => selections.some((s) => s.regime.allocation.stages?.some((x) => x.member !== undefined) === true);

/** whether some row is on a stage's own reserve list */
export const stageListed = (selections: readonly Selection[]): boolean => selections.some((s) => s.reserveList !== undefined && s.status.includes(RESERVE));

/** whether some row has a `reservePlace` (a scan of the statuses) */
export const reserveListed = (selections: readonly Selection[]): boolean => selections.some((s) => s.reservePlace !== undefined && s.status.includes(RESERVE));

/** whether some row has a `stagePosition` */
export const stagesRanked = (selections: readonly Selection[]): boolean => selections.some(stagesRank);
