// A tie left open inside a stage, in money with unequal asks: what the stage leaves depends on the
// order the tie takes, so every later stage's budget may too (docs/language.md §14.7). The tie's
// exact walk knows each remainder an order may leave (`Walked.finalRemainders`); walkStages
// (stages.ts) walks the later stages once per remainder, and this module reads those walks: an
// application of a later stage whose status and amount are the same under every remainder is
// decided, the rest stay `indeterminate`. The outcome is not monotone in the remainder (under
// `skip` a larger remainder can pass over a later, smaller ask), so every remainder is walked, not
// the least and the most.
import { Decimal, ZERO } from "../decimal.js";
import type { StageTotals } from "../result.js";
import type { Arith } from "./arith.js";
import { FUNDED, INDETERMINATE, NOT_FUNDED, PARTIAL } from "./step.js";
import { NO_STAGE, type StagePart } from "./stageRows.js";
import type { Staged } from "./stages.js";

/** The most remainders of one tie whose later stages are walked each; past it they stay open. */
export const MAX_REMAINDERS = 16;

/** The words of a later stage's application decided whichever order the ties in the stages `ties` take, where its own words differ with the remainder (a figure in them). */
export const decidedWhichever = (status: number, ties: readonly string[]): string =>
  `${status === NOT_FUNDED ? "not funded" : "granted"} whichever order ${ties.length === 1 ? `the tie in stage '${ties[0]!}' takes` : `the ties in stages ${ties.slice(0, -1).map((t) => `'${t}'`).join(", ")} and '${ties.at(-1)!}' take`}`;

/** The words of a later stage's application where the tie in stage `stage` may leave more remainders than the engine walks. */
export const pastBound = (stage: string): string => `not decided: the tie in stage '${stage}' may leave more than ${MAX_REMAINDERS} different remainders, more than the engine walks`;

/**
 * The base walk (the later stages open) with the rows of the later stages decided where every
 * remainder's walk (`runs`) gives them the same status, amount and stage: with that walk's words
 * where they are the same in every walk too, else `decidedWhichever`'s.
 */
export function settleFork<V>(a: Arith<V>, ties: readonly string[], base: Staged<V>, s: number, runs: readonly Staged<V>[], replaceLast: (r: number, s: number, text: string) => void, say: (r: number, s: number, text: string) => void, names: readonly string[]): Staged<V> {
  const first = runs[0]!;
  // where the later stages rank on their own and a ranking follows the walk, the base walk's (open)
  // rankings may not be those of every remainder: the places published are the base walk's, so
  // such stages stay open
  if (base.rankings && !runs.every((x) => x.rankings && x.rankings.every((k, i) => i <= s || sameOrder(k.order, base.rankings![i]!.order)))) return base;
  const status = base.status;
  const granted = base.granted as V[];
  const from = new Map<number, Staged<V>>();
  const atMost = new Set(base.atMost ?? []);
  const stageOpen = new Set(base.stageOpen ?? []);
  const contingentAtMost = new Set(base.contingentAtMost ?? []);
  const stageVaries = new Set(base.stageVaries ?? []);
  // a member of the tie the orders decide differently: told the most any order gives it, "at most …,
  // depending on the order the tie takes" — the order in its favour may give it less (a part in the
  // tie's stage where the order against it sends it on to a later stage and a grant in full: the
  // reviewer's T1 of round 32), and no stage's line where its stage depends on the order
  const most = (r: number, member = false) => {
    if (mostGiven(a, runs, r, base.contingent) && member) contingentAtMost.add(r);
    if (member && runs.some((x) => x.stageOf[r] !== first.stageOf[r])) stageVaries.add(r);
  };
  const n = status.length;
  for (let r = 0; r < n; r++) {
    const st = base.stageOf[r]!;
    if (status[r] !== INDETERMINATE || st === NO_STAGE || st < s) continue;
    if (st === s) {
      // a member of the tie: decided where every way grants it the same (in whichever stage)
      const stages = grantedAlike(a, runs, r);
      if (stages) {
        status[r] = first.status[r]!;
        granted[r] = first.granted[r]!;
        base.contingent.delete(r);
        base.before.set(r, null);
        atMost.delete(r);
        if (stages.length > 1) stageOpen.add(r);
        replaceLast(r, s, stages.length > 1 ? grantedInStages(ties.at(-1)!, stages.map((k) => names[k]!)) : decidedWhichever(status[r]!, ties));
      } else most(r, true);
      continue;
    }
    const to = first.status[r]!;
    const at = first.stageOf[r]!;
    if (to === INDETERMINATE) {
      // open under every remainder, for the same reason in every walk (a later stage's own tie):
      // its words are that walk's
      if (runs.every((x) => x.status[r] === INDETERMINATE && x.stageOf[r] === st && x.why[r] === first.why[r] && sameAmount(a, x.before.get(r), first.before.get(r)) && sameAmount(a, x.contingent.get(r) ?? null, first.contingent.get(r) ?? null))) {
        base.why[r] = first.why[r]!;
        base.before.set(r, first.before.get(r));
        const c = first.contingent.get(r);
        if (c !== undefined) base.contingent.set(r, c);
        from.set(r, first);
      } else most(r), mostLeft(a, runs, r, base.before, atMost);
      continue;
    }
    if (to !== FUNDED && to !== PARTIAL && to !== NOT_FUNDED) continue;
    // decided in the stage the base walk found it among the candidates of (the published order and
    // places are the base walk's) or, where the stages share the regime's ranking, in a later one
    // every way agrees on: the open base walk gives a row to the first later stage that considers
    // it — an admission stage its whole list (tieorder32, the reviewer's L2 of round 31) — and the
    // row's parts from that stage to its own are then the same in every way
    const moved = at > st && !base.rankings ? between(runs, r, st, at) : undefined;
    if ((at !== st && !moved) || !runs.every((x) => x.status[r] === to && x.stageOf[r] === at && !x.stageOpen?.has(r) && a.cmp(x.granted[r]!, first.granted[r]!) === 0)) {
      // granted the same in every way, in different stages from the base walk's on: decided, as a
      // member of the tie is, its stage open (walk33; tieorder32's leftover)
      const stages = grantedAlike(a, runs, r);
      if (stages && stages.length > 1 && stages[0]! >= st) {
        status[r] = to;
        granted[r] = first.granted[r]!;
        base.contingent.delete(r);
        base.before.set(r, null);
        atMost.delete(r);
        stageOpen.add(r);
        replaceLast(r, st, grantedInStages(ties.at(-1)!, stages.map((k) => names[k]!)));
        continue;
      }
      most(r);
      mostLeft(a, runs, r, base.before, atMost);
      continue;
    }
    status[r] = to;
    granted[r] = first.granted[r]!;
    base.contingent.delete(r);
    if (moved) (base.stageOf as Int16Array)[r] = at;
    const b = first.before.get(r);
    const same = runs.every((x) => x.why[r] === first.why[r] && sameAmount(a, x.before.get(r), b));
    if (same) {
      base.why[r] = first.why[r]!;
      base.before.set(r, b);
      from.set(r, first);
    } else {
      base.before.set(r, null);
      if (moved) {
        // the base walk's open words in stage `st` give way to the parts every way says there and after
        replaceLast(r, st, moved[0]!.text);
        for (const p of moved.slice(1)) say(r, p.stage, p.text);
        say(r, at, decidedWhichever(to, ties));
      } else replaceLast(r, at, decidedWhichever(to, ties));
    }
  }
  // a later stage's totals: each figure every remainder's walk gives alike, what it awarded to
  // those decided in it (a figure that differs is null, or left out where it may be absent)
  // (a member of the tie granted alike in different stages is decided in none: what it takes is
  // each stage's `undecided`, the least and the most over the ways, the tie's stage's too)
  const awarded = base.totals.map(() => a.zero);
  for (let r = 0; r < n; r++) if ((status[r] === FUNDED || status[r] === PARTIAL) && base.stageOf[r]! >= s && !stageOpen.has(r)) awarded[base.stageOf[r]!] = a.add(awarded[base.stageOf[r]!]!, granted[r]!);
  const totals = base.totals.map((t, k) => (k > s ? laterTotals(runs.map((x) => x.totals[k]!), a.format(awarded[k]!), undecidedOf(a, runs, k, awarded[k]!)) : k === s && stageOpen.size > (base.stageOpen?.size ?? 0) ? tieTotals(t, undecidedOf(a, runs, k, awarded[k]!)) : t));
  const f = first.finalRemaining;
  const finalRemaining = f !== "indeterminate" && runs.every((x) => x.finalRemaining !== "indeterminate" && sameAmount(a, x.finalRemaining, f)) ? f : base.finalRemaining;
  // a row's parts in the stages up to the tie's are the base walk's, which followed every order of
  // it (a walk taking one order tells one order's figures there: opentie31); the later ones the
  // walk's whose words it was given
  const parts = (r: number): readonly StagePart[] => {
    const x = from.get(r);
    return x ? [...base.parts(r).filter((p) => p.stage <= s), ...x.parts(r).filter((p) => p.stage > s)] : base.parts(r);
  };
  const beforeIn = (r: number, k: number): string | undefined => (k > s ? (from.get(r) ?? base) : base).beforeIn(r, k);
  const atMostIn = base.atMostIn || runs.some((x) => x.atMostIn) ? (r: number, k: number): boolean => (k > s ? (from.get(r) ?? base) : base).atMostIn?.(r, k) ?? false : undefined;
  return { ...base, totals, finalRemaining, parts, beforeIn, atMost, ...(atMostIn ? { atMostIn } : {}), ...(stageOpen.size ? { stageOpen } : {}), ...(contingentAtMost.size ? { contingentAtMost } : {}), ...(stageVaries.size ? { stageVaries } : {}) };
}

/**
 * The stages (ascending) in which every way the tie can end grants row r, a member of the tie,
 * the same status and amount — in full or in part; undefined where the ways differ (or some way
 * leaves it open). One order funds it in the tie's stage, another passes it over there and a
 * later stage funds it: the law's outcome for the applicant is decided, only its stage is not
 * (tieorder32, the reviewer's O1 of round 31).
 */
function grantedAlike<V>(a: Arith<V>, runs: readonly Staged<V>[], r: number): number[] | undefined {
  const first = runs[0]!;
  const to = first.status[r]!;
  if (to !== FUNDED && to !== PARTIAL) return undefined;
  const stages = new Set<number>();
  for (const x of runs) {
    if (x.status[r] !== to || a.cmp(x.granted[r]!, first.granted[r]!) !== 0 || x.stageOpen?.has(r)) return undefined;
    stages.add(x.stageOf[r]!);
  }
  return [...stages].sort((p, q) => p - q);
}

/** Row r's parts in the stages `from` (where the base walk left it open) up to `to` (not included), the same in every way and beginning at `from`; undefined where they differ. */
function between<V>(runs: readonly Staged<V>[], r: number, from: number, to: number): StagePart[] | undefined {
  const take = (x: Staged<V>): StagePart[] => x.parts(r).filter((p) => p.stage >= from && p.stage < to);
  const mine = take(runs[0]!);
  if (mine.length === 0 || mine[0]!.stage !== from || mine.some((p) => p.quota !== undefined)) return undefined;
  for (const x of runs) {
    const other = take(x);
    if (other.length !== mine.length || other.some((p, k) => p.stage !== mine[k]!.stage || p.text !== mine[k]!.text)) return undefined;
  }
  return mine;
}

/** The words of a member of the tie in stage `tie` granted alike in every way, in the stages `stages` (two or more) depending on the order: the published result names no stage. */
export const grantedInStages = (tie: string, stages: readonly string[]): string =>
  `granted whichever order the tie in stage '${tie}' takes: in stage ${stages.slice(0, -1).map((t) => `'${t}'`).join(", ")} or '${stages.at(-1)!}', depending on the order`;

/** The tie's stage's totals where some member of the tie is granted alike in different stages: what those members take there, `undecided` (up to `undecidedAtMost`). */
function tieTotals(t: StageTotals, undecided: { readonly least: string; readonly most: string } | undefined): StageTotals {
  const { undecided: _u, undecidedAtMost: _m, ...rest } = t;
  void _u, void _m;
  return undecided ? { ...rest, undecided: undecided.least, ...(undecided.most !== undecided.least ? { undecidedAtMost: undecided.most } : {}) } : rest;
}

/**
 * What a later stage gives its open applications, the least and the most over every remainder's
 * walk: each walk's awarded (and undecided) less what the stage awarded to those decided in all.
 * Undefined where some walk does not know it (its own tie left what the stage leaves open).
 */
function undecidedOf<V>(a: Arith<V>, runs: readonly Staged<V>[], k: number, awarded: V): { readonly least: string; readonly most: string } | undefined {
  const decided = a.decimal(awarded);
  // the totals' figures are text in the unit's places (those of `awarded` as the results print it)
  const places = (a.format(awarded).split(".")[1] ?? "").length;
  let least: Decimal | undefined;
  let most: Decimal | undefined;
  for (const x of runs) {
    const t = x.totals[k]!;
    // a walk that left some of the stage's applications open without saying what they take
    if (t.remaining === null && t.undecided === undefined && someOpen(x, k)) return undefined;
    const open = t.undecided === undefined ? ZERO : new Decimal(t.undecided);
    const given = new Decimal(t.awarded).plus(open).minus(decided);
    const upTo = t.undecidedAtMost === undefined ? given : given.minus(open).plus(new Decimal(t.undecidedAtMost));
    if (least === undefined || given.cmp(least) < 0) least = given;
    if (most === undefined || upTo.cmp(most) > 0) most = upTo;
  }
  return most === undefined || most.cmp(ZERO) <= 0 ? undefined : { least: least!.toFixed(places), most: most.toFixed(places) };
}

/** A later stage's totals over every remainder's walk: each figure where they agree, `awarded` and what its open applications take (`undecided`, up to `undecidedAtMost`) given. */
function laterTotals(all: readonly StageTotals[], awarded: string, undecided: { readonly least: string; readonly most: string } | undefined): StageTotals {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(all[0]!)) {
    const v = JSON.stringify((all[0] as unknown as Record<string, unknown>)[key]);
    const same = all.every((t) => JSON.stringify((t as unknown as Record<string, unknown>)[key]) === v);
    if (same) out[key] = (all[0] as unknown as Record<string, unknown>)[key];
    else if (key === "budget" || key === "remaining") out[key] = null;
  }
  out["awarded"] = awarded;
  delete out["undecided"];
  delete out["undecidedAtMost"];
  if (undecided) {
    out["undecided"] = undecided.least;
    if (undecided.most !== undecided.least) out["undecidedAtMost"] = undecided.most;
  }
  return out as unknown as StageTotals;
}

/**
 * An application of a later stage the ways the tie can end decide differently: told the most some
 * way gives it (a grant, or what it would receive where that way's own tie is open), not its ask
 * — what no order may give it (opentie31, the reviewer's P1 of round 30). Where no way gives it
 * anything, the base walk's figure stays.
 */
function mostGiven<V>(a: Arith<V>, runs: readonly Staged<V>[], r: number, contingent: Map<number, V>): boolean {
  let most: V | undefined;
  for (const x of runs) {
    const st = x.status[r]!;
    const v = st === FUNDED || st === PARTIAL ? x.granted[r]! : st === INDETERMINATE ? (x.contingent.get(r) ?? a.zero) : a.zero;
    if (most === undefined || a.cmp(v, most) > 0) most = v;
  }
  if (most === undefined || a.cmp(most, a.zero) <= 0) return false;
  contingent.set(r, most);
  return true;
}

/**
 * What was left before an application of a later stage the ways the tie can end leave open: the
 * most any way leaves it there, "at most" where they differ (or a way's own tie says so) — not the
 * base walk's, which read the tie's stage's remainder (mendstage31, the reviewer's O2 of round 31).
 * Unchanged where some way knows no remainder before it.
 */
function mostLeft<V>(a: Arith<V>, runs: readonly Staged<V>[], r: number, before: Staged<V>["before"], atMost: Set<number>): void {
  let most: V | undefined;
  let differ = false;
  for (const x of runs) {
    const b = x.before.get(r);
    if (b === null || x.stageOf[r] !== runs[0]!.stageOf[r]) return;
    if (most !== undefined && a.cmp(b, most) !== 0) differ = true;
    if (most === undefined || a.cmp(b, most) > 0) most = b;
    if (x.atMost?.has(r)) differ = true;
  }
  if (most === undefined) return;
  before.set(r, most);
  if (differ) atMost.add(r);
  else atMost.delete(r);
}

function someOpen<V>(x: Staged<V>, k: number): boolean {
  for (let r = 0; r < x.status.length; r++) if (x.stageOf[r] === k && x.status[r] === INDETERMINATE) return true;
  return false;
}

function sameOrder(x: ArrayLike<number>, y: ArrayLike<number>): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

function sameAmount<V>(a: Arith<V>, x: V | null, y: V | null): boolean {
  return x === null || y === null ? x === y : a.cmp(x, y) === 0;
}
