// The ranking steps of an explanation (narrate.ts): the row's position in its ranking (and its
// tie), then the comparison with each neighbour, each citing the step that decided it — read from
// the ranking the selection recorded (its order, groups and steps), nothing ranked again.
import { FUNDED, PARTIAL, STAGE_BELOW } from "./step.js";
import { CHAIN, GROUP_START, UNRESOLVED, type Step } from "./rank.js";
import type { Run } from "./record.js";
import type { Selection } from "./select.js";
import type { TraceFact, TraceValue } from "./trace.js";
import { settledBy, stageRankingOf } from "./stageRank.js";
import { stageName } from "./stages.js";
import type { Sink } from "./narrate.js";
import { appAt, idAt, NOT_FOUND, type PlaceBlock, type Placed } from "./placeBlock.js";
import { missingWords } from "./lazykeys.js";
import type { Catalogue, Formats } from "../narration/catalogue.js";
import type { ComparisonParts } from "../narration/forms.js";
import { isPureFormats } from "../narration/memoWords.js";
import { findTemplate, fillPair, makeTemplate } from "./comparisonTemplate.js";
import { comparisonOf, pairValues, shownAfter, shownBefore, type Comparison } from "./comparisonPair.js";
import { positionTemplate } from "./positionTemplate.js";
import { orderingStep, pendingPosition, positionHook, positionText } from "./positionStep.js";
import { differingMask, shownCount, shownNames, shownOperands } from "./differingOperands.js";

// the position step (positionStep.ts), for a writer of texts
export { positionHook, positionTemplate, positionText };
import { joinFormed, type Formed, type PieceOut, type TextForm } from "./explainWriter.js";

/** The sink of the pass that only cites (its steps are not kept). */
export const citeOnly: Sink = () => {};

/** The ranking steps: the position (and tie), then the comparison with each neighbour. */
export function ranking(run: Run, s: Selection, r: number, add: Sink, placed?: Placed): void {
  const citer = run.as.citer;
  // where the stages rank on their own, the ranking of the stage that decided the row places it
  // (a row with a block is not one: placeBlock.ts)
  const own = placed ? undefined : stageRankingOf(s, r);
  // no ranking (an entitlement, §14.14): the walk's order by id decides nothing and is not told
  if (!own && s.regime.ranking.unordered) return;
  if (add === citeOnly && !own && rankingCited(citer, s)) return;
  const rk = own?.ranking ?? s.ranking;
  const { order, start, flags } = rk;
  const p = placed ? placed.place : own?.place ?? s.placeOf[r]!;
  const first = start[p]!;
  const source = own?.source ?? s.regime.ranking.source;
  const end = groupEnd(flags, first, order.length);
  // the neighbours' ids and applications: as gathered where the block holds their places (placeBlock.ts)
  const blk = placed?.block;
  // the fact made by one hook for every row, from what is set here (a sink calls a hook, if at
  // all, before it returns: narrate.ts `Sink`), not by a closure per row
  const pp = pendingPosition;
  (pp.run = run), (pp.sel = s), (pp.r = r), (pp.rk = rk), (pp.own = own), (pp.blk = blk), (pp.p = p), (pp.first = first), (pp.end = end), (pp.placed = placed !== undefined);
  // a tie the chain leaves as it is (not one it stopped on for a lacking value): its position cites
  // the provision of the `unresolved per …` step, which says who decides (art. 6(3): the Board)
  const settles = flags[first]! & UNRESOLVED && !rk.notes.has(first) ? settledBy(own?.spec ?? s.regime.ranking) : undefined;
  // a tie the chain broke because the budget falls inside it: the chain's step that placed the row
  // (the lot, or an earlier key), which its position cites (notice24); looked for only where the
  // scheme breaks ties at the budget line alone and the row is alone at its place
  const ordered = !own && end - first === 1 && s.regime.ranking.tiebreak?.scope === "boundary" ? orderingStep(run, s, p) : undefined;
  pp.ordered = ordered;
  add("ranking", citer.cite(settles ?? (ordered ? (ordered.source ?? source) : source)), positionHook);
  (pp.run = undefined), (pp.sel = undefined), (pp.rk = undefined), (pp.own = undefined), (pp.blk = undefined), (pp.ordered = undefined);
  if (first > 0) comparison(run, s, rk, add, source, blk, "after", first - 1, p);
  // the rows below a stage's own threshold come last, without a position: no row is ahead of them (§14.10; mendstage30)
  if (end < order.length && !(s.status[order[end]!] === STAGE_BELOW && s.status[r] !== STAGE_BELOW)) comparison(run, s, rk, add, source, blk, "ahead", p, end);
  if (own) passedOver(run, s, r, add);
}

/**
 * An earlier stage that passed row r over and let it go on, where the row just ahead of it in that
 * stage's ranking was funded there: that comparison decided that r was not, and r is told it
 * ("After V16: decided by podani …") as the one ahead is told "Ahead of V17" (drafter33's finding
 * 8: V17 lost its kraj's last grant to V16 by one second, and its lines named only its neighbours
 * in the national remainder that decided it). Where the stages rank on their own (their rankings
 * kept); once per such stage, in the order the stages considered it.
 */
function passedOver(run: Run, s: Selection, r: number, add: Sink): void {
  const st = s.staged!;
  const parts = st.parts(r);
  for (let i = 0; i < parts.length; i++) {
    const k = parts[i]!.stage;
    if (k === st.stageOf[r] || (i > 0 && parts[i - 1]!.stage === k)) continue;
    const rk = st.rankings![k]!;
    const p = placesOf(rk)[r];
    if (p === undefined || p === NO_PLACE) continue;
    const first = rk.start[p]!;
    if (first === 0) continue;
    const ahead = rk.order[first - 1]!;
    if (st.stageOf[ahead] !== k || (st.status[ahead] !== FUNDED && st.status[ahead] !== PARTIAL)) continue;
    const spec = s.regime.allocation.stages![k]!;
    comparison(run, s, rk, add, spec.ranking?.source ?? s.regime.ranking.source, undefined, "after", first - 1, p, { name: spec.name, title: stageName(spec), place: first + 1, of: rk.order.length, own: spec.ranking !== undefined });
  }
}

const NO_PLACE = 0xffffffff;
/** Each row's place in a stage's ranking (NO_PLACE: not its candidate), found once per ranking. */
const placesIn = new WeakMap<object, Uint32Array>();
function placesOf(rk: Selection["ranking"]): Uint32Array {
  let at = placesIn.get(rk);
  if (!at) {
    let n = 0;
    for (let q = 0; q < rk.order.length; q++) n = Math.max(n, rk.order[q]! + 1);
    at = new Uint32Array(n).fill(NO_PLACE);
    for (let q = 0; q < rk.order.length; q++) at[rk.order[q]!] = q;
    placesIn.set(rk, at);
  }
  return at;
}

/**
 * The comparison of row p (at place p) with its neighbour across a group's edge: places a and
 * b = a + 1 of the ranking's `order`, on place b's steps (a tie's chain, else the primary steps).
 */
function comparison(run: Run, s: Selection, rk: Selection["ranking"], add: Sink, source: string | undefined, blk: PlaceBlock | undefined, side: "after" | "ahead", a: number, b: number, stage?: ComparisonStage): void {
  const citer = run.as.citer;
  const { order, flags, primary, all } = rk;
  const steps = flags[b]! & CHAIN ? all : primary;
  // citing only: nothing to find where every step that could decide it is cited already
  if (add === citeOnly && stepsCited(citer, steps, source)) return;
  // the step the block found for this pair (placeBlock.ts), where it holds place b and a is the place before
  // (and the two rows' values on it, where it gathered them)
  const inBlock = blk !== undefined && a + 1 === b && b >= blk.from && b < blk.to;
  const c = inBlock ? comparisonOf(order, a, b, steps, blk.decided[b - blk.from]!, blk.before[b - blk.from]!, blk.after[b - blk.from]!) : comparisonOf(order, a, b, steps, NOT_FOUND);
  if (!c) return;
  // the fact made by one hook for every comparison, from what is set here (a sink calls a hook,
  // if at all, before it returns: narrate.ts `Sink`), not by a closure per row
  const p = pending;
  (p.run = run), (p.sel = s), (p.order = order), (p.blk = blk), (p.q = side === "after" ? a : b), (p.side = side), (p.c = c), (p.stage = stage);
  add("ranking", citer.cite(c.step.source ?? source), comparisonFact);
  (p.run = undefined), (p.sel = undefined), (p.blk = undefined), (p.c = undefined), (p.stage = undefined);
}

/** Whether every step's source (or the ranking's, `source`) is cited. (Apart: a closure would make `comparison`'s variables a context allocated for every row.) */
function stepsCited(citer: Run["as"]["citer"], steps: readonly Step[], source: string | undefined): boolean {
  for (const st of steps) if (!citer.has(st.source ?? source)) return false;
  return true;
}

/** What `comparisonFact` reads: the comparison being handed on (set just before, cleared after). */
const pending: { run: Run | undefined; sel: Selection | undefined; order: ArrayLike<number>; blk: PlaceBlock | undefined; q: number; side: "after" | "ahead"; c: Comparison | undefined; stage: ComparisonStage | undefined } = { run: undefined, sel: undefined, order: [], blk: undefined, q: 0, side: "after", c: undefined, stage: undefined };
type ComparisonStage = NonNullable<Extract<TraceFact, { kind: "comparison" }>["stage"]>;

/** The comparison fact of the pair `pending` holds, from the side it holds. */
function comparisonFact(): TraceFact {
  const { run, sel: s, order, blk, q, side } = pending;
  const c = pending.c!;
  const d = c.step;
  const other = idAt(run!, s!, order, blk, q);
  const value = side === "after" ? shownAfter(c) : shownBefore(c);
  const otherValue = side === "after" ? shownBefore(c) : shownAfter(c);
  // the pair's operands, read once for both rows that show them
  if (!c.read) pairOperands(run!, s!, order, blk, c);
  // only the operands whose values differ (differingOperands.ts): what is the same on both sides did not decide
  const ops = c.valsA && c.valsB && c.opsMask !== 0;
  if (ops) (c.opsA ??= shownOperands(d.spec!, c.valsA!, c.opsMask)), (c.opsB ??= shownOperands(d.spec!, c.valsB!, c.opsMask));
  const same = d.spec?.text === "id" || d.isLottery ? sameTime(c) : undefined;
  // the earlier keys both have the same value of, before a lottery or a tie-break key after the first
  const before = d.isLottery || laterKey(c) ? sameBefore(c, same !== undefined) : undefined;
  // members in the fact's order (a trace prints them so): a key's with its operands made whole
  if (d.key && ops && !same && !before && !pending.stage) return { kind: "comparison", side, other, by: d.label, key: d.key, lottery: d.isLottery, value, otherValue, operands: side === "after" ? c.opsB! : c.opsA!, otherOperands: side === "after" ? c.opsA! : c.opsB! };
  // optional ones where they apply
  const fact: Mutable<ComparisonFact> = { kind: "comparison", side, other, by: d.label } as ComparisonFact;
  if (pending.stage) fact.stage = pending.stage;
  if (d.key) fact.key = d.key;
  fact.lottery = d.isLottery;
  fact.value = value;
  fact.otherValue = otherValue;
  if (ops) (fact.operands = side === "after" ? c.opsB! : c.opsA!), (fact.otherOperands = side === "after" ? c.opsA! : c.opsB!);
  if (same) fact.sameTime = same;
  if (before) fact.sameBefore = before;
  return fact;
}

/** The hook `comparison` hands on (a writer knows it by identity: `comparisonText`). */
export const comparisonHook: () => TraceFact = comparisonFact;

/**
 * The text of the comparison `pending` holds, formed by a writer's `form` that prints texts only
 * (explainWriter.ts TextForm), in a catalogue that words a comparison in parts (forms.ts
 * ComparisonParts; undefined: one that does not), followed by `end` (the form's end of a piece,
 * where the writer wants it): the words before the neighbour's id by side and the id, then the
 * pair's words and `end` — made from its fact, formed and joined with `end` once a pair and kept
 * with it, the same for the row ahead and the row after (both rows of a pair read the same
 * `Comparison`). The text is the catalogue's `render.comparison` of the fact, without the fact for
 * the pair's second row. (Each joint has an ASCII character on one side: the words before the id
 * end in a space, the pair's words formed begin with ": ".)
 */
export function comparisonText(catalogue: Catalogue, f: Formats, form: TextForm, end = ""): Formed | undefined {
  const parts = catalogue.comparisonParts;
  if (!parts) return undefined;
  const { run, sel, order, blk, q, side } = pending;
  const pair = pairFormed(catalogue, parts, f, form, end);
  const words = formedWords(catalogue, form);
  return joinFormed(joinFormed(side === "after" ? words.after : words.ahead, form.form(idAt(run!, sel!, order, blk, q) + stageWords(parts))), pair);
}

/** After the id, an earlier stage's comparison (passedOver) names that stage's ranking (ComparisonParts.inStage). */
const stageWords = (parts: ComparisonParts): string => (pending.stage && parts.inStage ? parts.inStage(pending.stage.title) : "");

/**
 * The same text as `comparisonText`, handed on to `out` in pieces, not joined (a writer of texts,
 * explainWriter.ts): the words before the id (kept: the same string for every row on this side),
 * the id, and the pair's words with `end` (the same string for both rows of the pair, so a reader
 * copies them once a pair, not once a row). false: the catalogue does not word it in parts.
 */
export function comparisonPieces(catalogue: Catalogue, f: Formats, form: TextForm, end: string, out: PieceOut): boolean {
  const parts = catalogue.comparisonParts;
  if (!parts) return false;
  const { run, sel, order, blk, q, side } = pending;
  const pair = pairFormed(catalogue, parts, f, form, end);
  const words = formedWords(catalogue, form);
  out((side === "after" ? words.after : words.ahead) as unknown as string, true);
  out(form.form(idAt(run!, sel!, order, blk, q) + stageWords(parts)) as unknown as string, false);
  out(pair as unknown as string, false);
  return true;
}

/** ": " and the pair's words, formed by `form`, and `end`: made once a pair (and catalogue, form and end) and kept with it. */
function pairFormed(catalogue: Catalogue, parts: ComparisonParts, f: Formats, form: TextForm, end: string): Formed {
  const c = pending.c!;
  if (c.tailOf !== catalogue) (c.tail = pairTail(parts, f, c)), (c.tailOf = catalogue), (c.formedBy = undefined);
  if (c.formedBy !== form || c.formedEnd !== end) (c.formed = form.form((parts.colon ?? ": ") + c.tail) + end), (c.formedBy = form), (c.formedEnd = end);
  return c.formed as unknown as Formed;
}

/**
 * The pair's words (`parts.tail` of its fact) for the pair `pending` holds: filled into the words
 * made once for its shape (comparisonTemplate.ts) where there is one, else from the fact.
 */
function pairTail(parts: ComparisonParts, f: Formats, c: Comparison): string {
  const d = c.step;
  c.filled = false;
  // a lottery's pair or a later tie-break key's (the keys both share before it, `sameBefore`, a
  // list) and formats with side effects: from the fact
  if (d.isLottery || laterKey(c) || !isPureFormats(f)) return parts.tail(comparisonFact() as ComparisonFact, f);
  const { run, sel, order, blk } = pending;
  if (!c.read) pairOperands(run!, sel!, order, blk, c);
  const ops = c.valsA && c.valsB && c.opsMask !== 0 ? shownCount(c.opsMask) : -1;
  const same = d.spec?.text === "id" ? sameTime(c) : undefined;
  let t = findTemplate(parts, f, d, ops, c.opsMask, same);
  if (!t) {
    // made, and checked against the words of this pair's fact: no template for the shape unless they agree
    const tail = parts.tail(comparisonFact() as ComparisonFact, f);
    t = makeTemplate(parts, f, d, ops >= 0 ? shownNames(d.spec!.operands!.names, c.opsMask) : undefined, c.opsMask, same);
    if (ops >= 0) operandWords(parts, f, c);
    if (t.cut) pairValues(c, parts, f);
    if (t.cut && fillPair(t.cut, parts, f, c.valueA!, c.valueB!, c.wordsA, c.wordsB, same?.value, t.shown) !== tail) t.cut = undefined;
    return tail;
  }
  if (!t.cut) return parts.tail(comparisonFact() as ComparisonFact, f);
  c.filled = true;
  if (ops >= 0) operandWords(parts, f, c);
  pairValues(c, parts, f);
  return fillPair(t.cut, parts, f, c.valueA!, c.valueB!, c.wordsA, c.wordsB, same?.value, t.shown);
}

/** Each row's operands of the pair in words (`ComparisonParts.operand`), in a catalogue's parts and formats: the row both pairs share as the last pair worded it. */
function operandWords(parts: ComparisonParts, f: Formats, c: Comparison): void {
  if (c.wordsIn !== parts || c.wordsF !== f) (c.wordsA = undefined), (c.wordsB = undefined), (c.wordsIn = parts), (c.wordsF = f);
  c.wordsA ??= wordsOf(parts, f, c.valsA!);
  c.wordsB ??= wordsOf(parts, f, c.valsB!);
}

function wordsOf(parts: ComparisonParts, f: Formats, values: readonly TraceValue[]): string[] {
  const out = new Array<string>(values.length);
  for (let n = 0; n < values.length; n++) out[n] = parts.operand(values[n]!, f);
  return out;
}

/** How the words of the pair being handed on were made (`pairTail`): filled into its shape's template, or from its fact (for tests). */
export const pendingPairTail = (): "template" | "fact" | undefined => (pending.c?.tailOf === undefined ? undefined : pending.c.filled ? "template" : "fact");

/** The comparison's words before the neighbour's id by side, formed in a catalogue and form. */
interface FormedWords {
  readonly catalogue: Catalogue;
  readonly form: TextForm;
  readonly after: Formed;
  readonly ahead: Formed;
}
/** The words last formed (a writer writes in one catalogue and form). */
let lastWords: FormedWords | undefined;
function formedWords(catalogue: Catalogue, form: TextForm): FormedWords {
  const w = lastWords;
  if (w && w.catalogue === catalogue && w.form === form) return w;
  const parts = catalogue.comparisonParts!;
  return (lastWords = { catalogue, form, after: form.form(parts.after), ahead: form.form(parts.ahead) });
}

/** Where the id (or a lottery: drafter17) decided a pair right after a moment's key (`by received earliest first to the second`, then `by id`): that key, its granularity and the value both have. */
function sameTime(c: Comparison): ComparisonFact["sameTime"] {
  const k = c.steps.indexOf(c.step);
  const t = k > 0 ? c.steps[k - 1]! : undefined;
  if (!t?.key?.granularity || missingWords(t, c.ra) !== undefined || missingWords(t, c.rb) !== undefined) return undefined;
  return { by: t.key.name, granularity: t.key.granularity, value: t.show(c.ra) };
}

/** Whether a key with two keys or more before it decided the pair: a tie-break key after the first (or the id after it). */
function laterKey(c: Comparison): boolean {
  return c.steps.indexOf(c.step) >= 2;
}

/**
 * Where a lottery (or a tie-break key after the first: laterKey) decided a pair: the keys before
 * it in the ranking, on which both are the same, each by its name and the value both have
 * (drafter19: an appeal board read the lot and nothing of the law's earlier criteria; drafter32:
 * the youth rule of art. 11 before the time of filing); without the key right before the id or
 * the lottery where `sameTime` states it to its unit. Undefined where there is none, or a value is missing.
 */
function sameBefore(c: Comparison, timed: boolean): ComparisonFact["sameBefore"] {
  const k = c.steps.indexOf(c.step);
  const out: Mutable<NonNullable<ComparisonFact["sameBefore"]>[number]>[] = [];
  for (let i = 0; i < k - (timed ? 1 : 0); i++) {
    const t = c.steps[i]!;
    if (t.isLottery) return undefined;
    const ma = missingWords(t, c.ra) !== undefined;
    const mb = missingWords(t, c.rb) !== undefined;
    // neither has a value of it (`if absent last`): the key did not part them, and is said so (review34 T1)
    if (ma && mb) {
      out.push({ by: t.key?.name ?? t.label, value: "", neither: true });
      continue;
    }
    if (ma || mb) return undefined;
    const item: Mutable<NonNullable<ComparisonFact["sameBefore"]>[number]> = { by: t.key?.name ?? t.label, value: t.show(c.ra) };
    if (t.key?.kind) item.kind = t.key.kind;
    out.push(item);
  }
  return out.length ? out : undefined;
}

/** The selections whose ranking steps cite nothing new (rankingCited): the set cited only grows. */
const rankingsCited = new WeakSet<Selection>();

/**
 * Whether citing a row's ranking steps (its position, and each comparison with a neighbour on the
 * selection's own ranking) can cite nothing new: the ranking's source and every step's are cited
 * already. The citing pass then skips them (a row ranked within its stage is not skipped).
 */
export function rankingCited(citer: Run["as"]["citer"], s: Selection): boolean {
  if (rankingsCited.has(s) || s.regime.ranking.unordered) return true;
  const source = s.regime.ranking.source;
  const has = (st: Step): boolean => citer.has(st.source ?? source);
  const cited = citer.has(source) && s.ranking.primary.every(has) && s.ranking.all.every(has) && settlesCited(citer, s);
  if (cited) rankingsCited.add(s);
  return cited;
}

/** Per selection, whether its ranking has a tie the chain leaves as it is (rank.ts UNRESOLVED): looked for once. */
const openTies = new WeakMap<Selection, boolean>();

/** Whether the source a position in a tie left as it is cites (`settledBy`) is cited, where some row is in such a tie. */
function settlesCited(citer: Run["as"]["citer"], s: Selection): boolean {
  const settles = settledBy(s.regime.ranking);
  if (settles === undefined || citer.has(settles)) return true;
  let open = openTies.get(s);
  if (open === undefined) openTies.set(s, (open = s.ranking.flags.some((f) => (f & UNRESOLVED) !== 0)));
  return !open;
}

/**
 * The operands of the deciding key's formula at the pair's two places, where recorded — read on
 * the ranking compared (`order`: a stage's own where it placed the row; it read the selection's,
 * and a stage's neighbours were told the operands of the rows at their places in the published
 * list, which runs stage by stage: drafter11), the applications as gathered where the block holds the places.
 */
function pairOperands(run: Run, s: Selection, order: ArrayLike<number>, blk: PlaceBlock | undefined, c: Comparison): void {
  c.read = true;
  const details = run.as.details;
  const spec = c.step.spec;
  if (!spec?.operands || !details) return;
  // where the block holds both places, the operands as it gathered them (placeBlock.ts)
  const k = blk && c.a >= blk.from && c.b < blk.to ? blk.opKeys.indexOf(spec) : -1;
  const g = k >= 0 ? blk!.ops[k] : undefined;
  const mine = c.sharedA ?? (g ? details.operandValuesGathered(spec, blk!.app[c.a - blk!.from]!, g, c.a - blk!.from) : details.operandValuesOf(spec, appAt(s, order, blk, c.a)));
  const theirs = g ? details.operandValuesGathered(spec, blk!.app[c.b - blk!.from]!, g, c.b - blk!.from) : details.operandValuesOf(spec, appAt(s, order, blk, c.b));
  if (mine && theirs) (c.valsA = mine), (c.valsB = theirs), (c.opsMask = differingMask(mine, theirs) | (spec.operands.always ?? 0));
}

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

type ComparisonFact = Extract<TraceFact, { kind: "comparison" }>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
