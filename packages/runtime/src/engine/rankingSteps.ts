// The ranking steps of an explanation (narrate.ts): the row's position in its ranking (and its
// tie), then the comparison with each neighbour, each citing the step that decided it — read from
// the ranking the selection recorded (its order, groups and steps), nothing ranked again.
import type { KeySpec } from "../spec.js";
import { CHAIN, decidingStep, GROUP_START, UNRESOLVED, type Step } from "./rank.js";
import type { Run } from "./record.js";
import type { Selection } from "./select.js";
import type { TraceFact, TraceOperand } from "./trace.js";
import { straddleTest } from "./straddle.js";
import { stageRankingOf } from "./stageRank.js";
import { unbrokenTieText } from "./fcfs.js";
import type { Sink } from "./narrate.js";
import { NOT_FOUND, type Placed } from "./placeBlock.js";
import { stepWords } from "./deciding.js";

/** The sink of the pass that only cites (its steps are not kept). */
export const citeOnly: Sink = () => {};

/** The ranking steps: the position (and tie), then the comparison with each neighbour. */
export function ranking(run: Run, s: Selection, r: number, add: Sink, placed?: Placed): void {
  const citer = run.as.citer;
  // where the stages rank on their own, the ranking of the stage that decided the row places it
  // (a row with a block is not one: placeBlock.ts)
  const own = placed ? undefined : stageRankingOf(s, r);
  if (add === citeOnly && !own && rankingCited(citer, s)) return;
  const { order, start, flags, primary, all } = own?.ranking ?? s.ranking;
  const p = placed ? placed.place : own?.place ?? s.placeOf[r]!;
  const first = start[p]!;
  const source = own?.source ?? s.regime.ranking.source;
  const end = groupEnd(flags, first, order.length);
  // a neighbour's id: as gathered where the block holds its place (placeBlock.ts)
  const blk = placed?.block;
  const idOf = (q: number): string => (blk && q >= blk.from && q < blk.to ? blk.id[q - blk.from]! : run.as.ids[s.rows.rowApp[order[q]!]!]!);
  add("ranking", citer.cite(source), () => {
    const members = end - first;
    const tiedWith: string[] = [];
    for (let q = first; q < end && tiedWith.length < 5; q++) if (q !== p) tiedWith.push(idOf(q));
    const tie = members === 1 ? undefined : flags[first]! & CHAIN ? "chain" : flags[first]! & UNRESOLVED ? "unresolved" : "whole";
    const straddle = own ? undefined : straddleTest(run, s, p);
    // where a tie-break step lacks a member's value (lazykeys.ts), the chain stops there; a tie left
    // whole says why by the scope that left it (fcfs.ts: first come's overshoot, "when decisive")
    const stops = members > 1 ? (own?.ranking ?? s.ranking).notes.get(first) : undefined;
    const why = tie === "whole" ? (own ? own.whole : unbrokenTieText(s.regime)) : undefined;
    const position = s.ranking.start[placed ? p : s.placeOf[r]!]! + 1;
    // members set in the fact's order (a trace prints them so), optional ones where they apply
    const fact: Mutable<PositionFact> = { kind: "position", position, tied: members - 1, tiedWith };
    if (tie) fact.tie = tie;
    if (stops) fact.stops = stops;
    // a tie the chain ran out on: what each of its steps compared (the same for every member)
    else if (tie === "chain") fact.chain = chainCompared(own?.ranking ?? s.ranking, order[p]!);
    if (why && why !== "it does not straddle the budget") fact.why = why;
    if (straddle) fact.straddle = straddle;
    if (own) fact.stage = own.stage;
    return fact;
  });
  const stepsOf = (q: number) => (flags[q]! & CHAIN ? all : primary);
  // the comparison of neighbouring places a and b as gathered (on place b's steps, as here), if it was
  const gathered = (a: number, q: number, steps: readonly Step[]): Decided | undefined => {
    const k = blk && a + 1 === q && q >= blk.from && q < blk.to ? blk.decided[q - blk.from]! : NOT_FOUND;
    return k === NOT_FOUND ? undefined : k < 0 ? null : stepWords(order[a]!, order[q]!, steps[k]!);
  };
  const compare = (side: "after" | "ahead", q: number, a: number, b: number, by: number): void => {
    const steps = stepsOf(by);
    // citing only: nothing to find where every step that could decide it is cited already
    if (add === citeOnly && steps.every((st) => citer.has(st.source ?? source))) return;
    const c = comparisonOf(order, a, b, steps, gathered(a, b, steps));
    if (!c) return;
    const d = c.step;
    add("ranking", citer.cite(d.source ?? source), () => {
      // members set in the fact's order (a trace prints them so), optional ones where they apply
      const fact: Mutable<ComparisonFact> = { kind: "comparison", side, other: idOf(q), by: d.label } as ComparisonFact;
      if (d.key) fact.key = d.key;
      fact.lottery = d.isLottery;
      fact.value = side === "after" ? shownAfter(c) : shownBefore(c);
      fact.otherValue = side === "after" ? shownBefore(c) : shownAfter(c);
      const ops = operandsOf(run, s, d.spec, p, q);
      if (ops) (fact.operands = ops.operands), (fact.otherOperands = ops.otherOperands);
      return fact;
    });
  };
  if (first > 0) compare("after", first - 1, first - 1, p, p);
  if (end < order.length) compare("ahead", end, p, end, end);
}

/** The steps of a ranking's tie-break chain with row r's value on each (a tie's members share them): what a chain that ran out compared. */
function chainCompared(ranking: Selection["ranking"], r: number): NonNullable<PositionFact["chain"]> {
  const out: Mutable<NonNullable<PositionFact["chain"]>[number]>[] = [];
  for (let k = ranking.primary.length; k < ranking.all.length; k++) {
    const st = ranking.all[k]!;
    const item: Mutable<NonNullable<PositionFact["chain"]>[number]> = { by: st.label } as NonNullable<PositionFact["chain"]>[number];
    if (st.key) item.key = st.key;
    item.lottery = st.isLottery;
    item.value = st.show(r);
    out.push(item);
  }
  return out;
}

/** The selections whose ranking steps cite nothing new (rankingCited): the set cited only grows. */
const rankingsCited = new WeakSet<Selection>();

/**
 * Whether citing a row's ranking steps (its position, and each comparison with a neighbour on the
 * selection's own ranking) can cite nothing new: the ranking's source and every step's are cited
 * already. The citing pass then skips them (a row ranked within its stage is not skipped).
 */
function rankingCited(citer: Run["as"]["citer"], s: Selection): boolean {
  if (rankingsCited.has(s)) return true;
  const source = s.regime.ranking.source;
  const has = (st: Step): boolean => citer.has(st.source ?? source);
  const cited = citer.has(source) && s.ranking.primary.every(has) && s.ranking.all.every(has);
  if (cited) rankingsCited.add(s);
  return cited;
}

/**
 * The comparison of the rows at places a and b of a ranking (`order`) on `steps`: the step that
 * decided it and the two values in words, made when first asked. Rows read in order meet each
 * pair twice — row p's "ahead of" the next is that row's "after" p — so the last pair is kept and
 * its words made once; a value in words is kept with it for the next pair, which shares a row.
 */
/** The step that decided a comparison and its words (deciding.ts); null: none did. */
type Decided = NonNullable<ReturnType<typeof decidingStep>> | null;

interface Comparison {
  readonly a: number;
  readonly b: number;
  readonly steps: readonly Step[];
  readonly step: Step;
  readonly decided: NonNullable<ReturnType<typeof decidingStep>>;
  before?: string;
  after?: string;
}
/** The last pair compared, per ranking (its order): held no longer than the ranking. */
const lastComparison = new WeakMap<ArrayLike<number>, Comparison>();

function comparisonOf(order: ArrayLike<number>, a: number, b: number, steps: readonly Step[], given?: Decided): Comparison | undefined {
  const last = lastComparison.get(order);
  if (last && last.a === a && last.b === b && last.steps === steps) return last;
  // `given`: the same step decided when the block was gathered (placeBlock.ts); null: none decides
  const decided = given !== undefined ? given : decidingStep(order[a]!, order[b]!, steps);
  if (!decided) return undefined;
  const c: Comparison = { a, b, steps, step: decided.step, decided };
  // the row both pairs share, where the same step decided both: its words as the last pair made
  // them (a step words a row by the row alone: its value, or why it has none)
  if (last && last.b === a && last.step === decided.step && last.after !== undefined) c.before = last.after;
  lastComparison.set(order, c);
  return c;
}

const shownBefore = (c: Comparison): string => (c.before ??= c.decided.before());
const shownAfter = (c: Comparison): string => (c.after ??= c.decided.after());

/** The last group whose end was found, per ranking (its flags): rows read in order share it, a tie of thousands is scanned once, not once per member. */
const lastGroup = new WeakMap<ArrayLike<number>, { first: number; end: number }>();

/** The end (exclusive) of the group of places starting at `first`. */
function groupEnd(flags: ArrayLike<number>, first: number, length: number): number {
  const known = lastGroup.get(flags);
  if (known?.first === first) return known.end;
  let end = first + 1;
  while (end < length && !(flags[end]! & GROUP_START)) end++;
  if (known) (known.first = first), (known.end = end);
  else lastGroup.set(flags, { first, end });
  return end;
}

/** The operands of a key's formula for the application at place p and its neighbour at q, where recorded. */
function operandsOf(run: Run, s: Selection, spec: KeySpec | undefined, p: number, q: number): { operands: readonly TraceOperand[]; otherOperands: readonly TraceOperand[] } | undefined {
  const details = run.as.details;
  if (!spec?.operands || !details) return undefined;
  const order = s.ranking.order;
  const mine = details.operandsOf(spec, s.rows.rowApp[order[p]!]!);
  const theirs = details.operandsOf(spec, s.rows.rowApp[order[q]!]!);
  return mine && theirs ? { operands: mine, otherOperands: theirs } : undefined;
}

type ComparisonFact = Extract<TraceFact, { kind: "comparison" }>;
type PositionFact = Extract<TraceFact, { kind: "position" }>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
