// The ties a selection reports (select.ts): those the scheme leaves unbroken, those whose order
// decides who is funded, and the groups of equals among whom pro rata's leftover steps fell by
// id order — each with its note.
import type { RegimeSpec } from "../spec.js";
import type { TieReport } from "../result.js";
import { CHAIN, GROUP_START, UNRESOLVED, type Ranking } from "./rank.js";
import { INDETERMINATE } from "./allocate.js";

/**
 * A tie's note; a tie left open by a member without a tie-break value (lazykeys.ts) says so, and
 * one the tie-break chain ran out on names the chain's steps (`chain`: their labels).
 */
function tieNote(missing: string | undefined, decisive: boolean, chain: string | undefined): string {
  if (missing) return `${missing}; ${decisive ? "its order decides who is funded" : "the outcome is the same in every order"}`;
  const open = chain ? `the tie-break chain, by ${chain}, runs out without breaking this tie` : "the scheme does not break this tie";
  return decisive ? `${open}, and its order decides who is funded` : `${open}; the outcome is the same in every order`;
}

/** The labels of a ranking's tie-break steps, as a tie's note names them ("received (earliest first, to the second)"). */
function chainLabels(ranking: Ranking): string | undefined {
  const labels = ranking.all.slice(ranking.primary.length).map((st) => st.label);
  return labels.length ? labels.join(", then ") : undefined;
}

/**
 * The ties to report: those the scheme leaves unbroken, and those whose order decides who is funded.
 * With a group funded together (`unitOf`: each row's group key), a tie of one group's members only
 * is no tie of units — the group is walked as one — and is not reported unless its order decides.
 */
export function tiesOf(regime: RegimeSpec, ranking: Ranking, status: Uint8Array, idOf: (r: number) => string, arbitrary: readonly number[][], placeOf: Uint32Array, unitOf?: (r: number) => number): TieReport[] {
  const ties: TieReport[] = [];
  const { order, flags, start } = ranking;
  const n = order.length;
  // no member of any tie is indeterminate: only the ties left unresolved are read
  const anyOpen = status.includes(INDETERMINATE);
  for (let p = 0; p < n; ) {
    let end = p + 1;
    while (end < n && !(flags[end]! & GROUP_START)) end++;
    if (end - p > 1) {
      let decisive = false;
      if (anyOpen) for (let q = p; q < end; q++) if (status[order[q]!] === INDETERMINATE) decisive = true;
      let oneUnit = unitOf !== undefined && unitOf(order[p]!) >= 0;
      for (let q = p + 1; q < end && oneUnit; q++) oneUnit = unitOf!(order[q]!) === unitOf!(order[p]!);
      if (decisive || (flags[p]! & UNRESOLVED && !oneUnit)) {
        const ids: string[] = [];
        for (let q = p; q < end; q++) ids.push(idOf(order[q]!));
        ties.push({
          regime: regime.name,
          ids,
          position: p + 1,
          decisive,
          note: tieNote(ranking.notes.get(p), decisive, flags[p]! & CHAIN ? chainLabels(ranking) : undefined),
        });
      }
    }
    p = end;
  }
  for (const members of arbitrary) {
    const ids = members.map(idOf);
    const same = ties.findIndex((t) => t.ids.length === ids.length && t.ids.every((x) => ids.includes(x)));
    if (same >= 0) ties.splice(same, 1);
    ties.push({ regime: regime.name, ids, position: start[placeOf[members[0]!]!]! + 1, decisive: true, note: "a pro-rata rounding step (a leftover cent, or one given back to stay within the budget) fell among these equals; which of them it fell to followed the order of their ids, which the law does not decide" });
  }
  return ties;
}
