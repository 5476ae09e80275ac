// The ties a selection reports (select.ts): those the scheme leaves unbroken, those whose order
// decides who is funded, and the groups of equals among whom pro rata's leftover steps fell by
// id order — each with its note; and the run's ties (record.ts), each note in the scheme's language.
import type { RegimeSpec } from "../spec.js";
import type { TieReport } from "../result.js";
import { CHAIN, GROUP_START, SHARED, UNRESOLVED, type Ranking } from "./rank.js";
import { INDETERMINATE, NOT_FUNDED, RESERVE } from "./allocate.js";
import type { Selection } from "./select.js";
import { formatsOf, reasonText, type Catalogue } from "../narration/catalogue.js";
import { translateWhy } from "../narration/whys.js";

/** A tie to report, and where its note says a member has no value: the step the chain stopped at (its label as the note writes it, and its key), so the note is worded from them and not read back from its text (words28). */
export interface ReportedTie extends TieReport {
  readonly stops?: StopsAt;
}

/** The tie-break step a tie's chain stopped at, a member having no value for it. */
export interface StopsAt {
  readonly label: string;
  readonly key?: { readonly name: string; readonly order?: readonly string[] };
}

/** The step of the chain `missing` (lazykeys.ts "no value for <label>: …") names, by its whole label. */
function stopsAtOf(ranking: Ranking, missing: string): StopsAt | undefined {
  for (let k = ranking.primary.length; k < ranking.all.length; k++) {
    const st = ranking.all[k]!;
    if (missing.startsWith(`no value for ${st.label}: `)) return st.key ? { label: st.label, key: st.key } : { label: st.label };
  }
  return undefined;
}

/**
 * A tie the reserve list ends inside (its order decided who is placed on the list), as the run
 * reported it: its members' ids in ranking order, and whether each is on the list. Every member's
 * row leads to the same object (`ReserveTies`); its explanation says so (allocationStep.ts).
 */
export interface ReserveTie {
  readonly rows: readonly number[];
  readonly ids: readonly string[];
  readonly placed: readonly boolean[];
}

/** The rows of the ties the reserve list ends inside: each row's tie. */
export type ReserveTies = ReadonlyMap<number, ReserveTie>;

/** What a tie's order decides: who is funded, who is placed on the reserve list, or nothing. */
type Decides = "funded" | "reserve" | undefined;

/**
 * A tie's note; a tie left open by a member without a tie-break value (lazykeys.ts) says so, and
 * one the tie-break chain ran out on names the chain's steps (`chain`: their labels).
 */
function tieNote(missing: string | undefined, decides: Decides, chain: string | undefined): string {
  const what = decides === "funded" ? "its order decides who is funded" : decides === "reserve" ? "its order decides who is placed on the reserve list" : undefined;
  if (missing) return `${missing}; ${what ?? "the outcome is the same in every order"}`;
  const open = chain ? `the tie-break chain, by ${chain}, runs out without breaking this tie` : "the scheme does not break this tie";
  return what ? `${open}, and ${what}` : `${open}; the outcome is the same in every order`;
}

/** The labels of a ranking's tie-break steps, as a tie's note names them ("received (earliest first, to the second)"). */
function chainLabels(ranking: Ranking): string | undefined {
  const labels = ranking.all.slice(ranking.primary.length).map((st) => st.label);
  return labels.length ? labels.join(", then ") : undefined;
}

/**
 * The ties to report: those the scheme leaves unbroken, and those whose order decides who is funded
 * — or who is placed on the reserve list, where the list ends inside a tie (its members on the list
 * and off it were separated by nothing the law says).
 * With a group funded together (`unitOf`: each row's group key), a tie of one group's members only
 * is no tie of units — the group is walked as one — and is not reported unless its order decides.
 */
export function tiesOf(regime: RegimeSpec, ranking: Ranking, status: Uint8Array, idOf: (r: number) => string, arbitrary: readonly number[][], placeOf: () => Uint32Array, unitOf?: (r: number) => number, reserveTies?: Map<number, ReserveTie>): ReportedTie[] {
  const ties: ReportedTie[] = [];
  // (`start` and the rows' places read only where a tie is reported: both are made when read)
  const { order, flags } = ranking;
  const n = order.length;
  // no member of any tie is indeterminate: only the ties left unresolved are read
  const anyOpen = status.includes(INDETERMINATE);
  const anyReserve = status.includes(RESERVE);
  // a note is the same text for every tie with the same (decides, chain) and no missing value:
  // made once each, not per tie (seed000 reports some 70,000 ties at a million applications, perf19)
  let chain: string | undefined;
  let chainRead = false;
  const notes: (string | undefined)[] = [];
  const noteOf = (p: number, decides: Decides): string => {
    const missing = ranking.notes.get(p);
    const chained = (flags[p]! & CHAIN) !== 0;
    if (chained && !chainRead) {
      chain = chainLabels(ranking);
      chainRead = true;
    }
    if (missing) return tieNote(missing, decides, chained ? chain : undefined);
    const k = (decides === "funded" ? 2 : decides === "reserve" ? 4 : 0) + (chained ? 1 : 0);
    return (notes[k] ??= tieNote(undefined, decides, chained ? chain : undefined));
  };
  for (let p = 0; p < n; ) {
    let end = p + 1;
    while (end < n && !(flags[end]! & GROUP_START)) end++;
    if (end - p > 1) {
      let decides: Decides;
      if (anyOpen) for (let q = p; q < end; q++) if (status[order[q]!] === INDETERMINATE) decides = "funded";
      if (!decides && anyReserve && flags[p]! & UNRESOLVED) {
        let on = false;
        let off = false;
        for (let q = p; q < end; q++) {
          const st = status[order[q]!];
          if (st === RESERVE) on = true;
          else if (st === NOT_FUNDED) off = true;
        }
        if (on && off) decides = "reserve";
      }
      const decisive = decides !== undefined;
      let oneUnit = unitOf !== undefined && unitOf(order[p]!) >= 0;
      for (let q = p + 1; q < end && oneUnit; q++) oneUnit = unitOf!(order[q]!) === unitOf!(order[p]!);
      // a tie the law shares on purpose (`all equal`) is no open question unless its order decides
      if (decisive || (flags[p]! & UNRESOLVED && !(flags[p]! & SHARED) && !oneUnit)) {
        const ids: string[] = [];
        for (let q = p; q < end; q++) ids.push(idOf(order[q]!));
        const missing = ranking.notes.get(p);
        const stops = missing === undefined ? undefined : stopsAtOf(ranking, missing);
        ties.push({ regime: regime.name, ids, position: p + 1, decisive, note: noteOf(p, decides), ...(stops ? { stops } : {}) });
        // the members of a tie the reserve list ends inside: each is told so (`reserveTies`)
        if (decides === "reserve" && reserveTies) {
          const rows: number[] = [];
          for (let q = p; q < end; q++) rows.push(order[q]!);
          const tie: ReserveTie = { rows, ids, placed: rows.map((r) => status[r] === RESERVE) };
          for (let q = p; q < end; q++) reserveTies.set(order[q]!, tie);
        }
      }
    }
    p = end;
  }
  for (const members of arbitrary) {
    const ids = members.map(idOf);
    const same = ties.findIndex((t) => t.ids.length === ids.length && t.ids.every((x) => ids.includes(x)));
    if (same >= 0) ties.splice(same, 1);
    ties.push({ regime: regime.name, ids, position: ranking.start[placeOf()[members[0]!]!]! + 1, decisive: true, note: "a pro-rata rounding step (a leftover cent, or one given back to stay within the budget) fell among these equals; which of them it fell to followed the order of their ids, which the law does not decide" });
  }
  return ties;
}

/**
 * The selections' ties, each note in the catalogue's words: a note is translated once per
 * distinct text (tiesOf hands the same text to every tie with the same note), not once per tie;
 * a note that names the step the chain stopped at, from that step (`Catalogue.stopsNote`).
 */
export function translatedTies(selections: readonly Selection[], c: Catalogue): TieReport[] {
  const words = new Map<string, string>();
  const out: TieReport[] = [];
  for (const s of selections) {
    for (const t of s.ties) {
      // the same text names the same step (its whole label is in it)
      let note = words.get(t.note);
      if (note === undefined) {
        const stops = (t as ReportedTie).stops;
        note = stops && c.stopsNote ? translateWhy(t.note, [c.stopsNote(stops), ...c.phrases], formatsOf(c), true) : reasonText(t.note, c);
        words.set(t.note, note);
      }
      out.push({ regime: t.regime, ids: t.ids, position: t.position, decisive: t.decisive, note });
    }
  }
  return out;
}
