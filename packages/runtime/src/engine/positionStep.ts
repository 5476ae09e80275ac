// The position step of a ranked row's explanation (split from rankingSteps.ts, stream31): its
// place in the ranking and its tie, as a fact (`positionFact`), or as text for a writer that
// prints texts only (`positionText`: the row alone at its place filled into the words made once
// per ranking, positionTemplate.ts; a row in a tie filled into the words made once per shape of
// its tie, tieTemplate.ts). `ranking` (rankingSteps.ts) sets what the row is (`pendingPosition`)
// and hands on `positionHook`.
import { CHAIN, SHARED, UNRESOLVED, type Step } from "./rank.js";
import type { Run } from "./record.js";
import type { Selection } from "./select.js";
import type { TraceFact } from "./trace.js";
import { ONE_GROUP, oneGroupTie, straddleTest } from "./straddle.js";
import { settledBy, stagePlacesOf, type stageRankingOf } from "./stageRank.js";
import { unbrokenTieText } from "./fcfs.js";
import { idAt, keyValueAt, type PlaceBlock } from "./placeBlock.js";
import { decidingIndex } from "./deciding.js";
import type { Catalogue, Formats } from "../narration/catalogue.js";
import { positionKeysText, positionWords, type PositionParts } from "../narration/forms.js";
import { lacksKey, positionTemplate, shownKey, type FilledPosition } from "./positionTemplate.js";
import { makeTie, tieShape, type TieShape } from "./tieTemplate.js";
import { fillCut, marker, type Cut } from "../narration/markers.js";
import type { PieceOut, TextForm } from "./explainWriter.js";

/** What `positionFact` reads: the row being handed on (set just before, cleared after). */
export const pendingPosition: { run: Run | undefined; sel: Selection | undefined; r: number; rk: Selection["ranking"] | undefined; own: ReturnType<typeof stageRankingOf>; blk: PlaceBlock | undefined; p: number; first: number; end: number; placed: boolean; ordered: Step | undefined } = { run: undefined, sel: undefined, r: 0, rk: undefined, own: undefined, blk: undefined, p: 0, first: 0, end: 0, placed: false, ordered: undefined };

/**
 * The step of the tie-break chain that placed the row at place p within its tie on the ranking
 * keys, where the budget falls inside that tie (straddle.ts): the deciding step of its comparison
 * with the member of the tie just above it (or, for the tie's first, just below) — the lot, or a
 * key before it in the chain. Undefined where the tie does not straddle the budget.
 */
export function orderingStep(run: Run, s: Selection, p: number): Step | undefined {
  if (!straddleTest(run, s, p)?.straddles) return undefined;
  const { order, primary, all } = s.ranking;
  const r = order[p]!;
  for (const q of [p - 1, p + 1]) {
    if (q < 0 || q >= order.length || decidingIndex(order[q]!, r, primary) >= 0) continue;
    const k = decidingIndex(order[q]!, r, all);
    if (k >= primary.length) return all[k];
  }
  return undefined;
}

/** No other member of a tie: one list for every such row (a fact is read-only). */
const NONE: readonly string[] = Object.freeze([]);

/** The hook `ranking` hands on for the position (a writer knows it by identity: `positionText`). */
export const positionHook: () => TraceFact = positionFact;

/**
 * The text of the position `pendingPosition` holds, for a writer that prints texts only, in a
 * catalogue that words a position in parts (forms.ts PositionParts; undefined: one that does not),
 * where the row is placed by no stage's ranking of its own and no tie straddles the budget there:
 * the catalogue's words around the row's number, without the fact — a row alone at its place
 * filled into the words made once per ranking (positionTemplate.ts), a row in a tie with a value
 * on every key into the words made once per shape of its tie (`tiedCut`). Any other row:
 * undefined (the fact is made and rendered). The text is `render.position` of the fact.
 */
export function positionText(catalogue: Catalogue, f: Formats): string | undefined {
  const said = positionFilled(catalogue, f);
  if (said !== null) return said;
  const { parts: pieces, slots } = filled.cut!;
  let out = pieces[0]!;
  for (let j = 0; j < slots.length; j++) out += filledSlot(catalogue.positionParts!, f, slots[j]!) + pieces[j + 1]!;
  return out;
}

/**
 * The same text as `positionText`, handed on to `out` in pieces, not joined (a writer of texts,
 * explainWriter.ts; as allocationWords.ts `allocationPieces`): `lead` (the frame's piece and the
 * form's head, where not empty), then the words of the row's template or tie shape, formed by
 * `form` once a cut and form (the form's `end` joined to the last) and handed on as kept pieces,
 * and the row's values (its number, its keys' values, the other members' ids, the chain's
 * values), formed, between them. A row whose position is worded whole (a tie's first row, a row
 * lacking a key's value) is one piece. false: nothing handed on (the fact is made and rendered,
 * as where `positionText` gives undefined).
 */
export function positionPieces(catalogue: Catalogue, f: Formats, form: TextForm, lead: string, out: PieceOut): boolean {
  const said = positionFilled(catalogue, f);
  if (said === undefined) return false;
  if (said !== null) {
    out(lead + (form.form(said) as unknown as string) + form.end, false);
    return true;
  }
  const cut = filled.cut!;
  const words = formedWords(cut, form);
  const parts = catalogue.positionParts!;
  const slots = cut.slots;
  if (lead) out(lead, true);
  if (words[0]) out(words[0], true);
  for (let j = 0; j < slots.length; j++) {
    const value = filledSlot(parts, f, slots[j]!);
    if (value) out(form.form(value) as unknown as string, false);
    if (words[j + 1]) out(words[j + 1]!, true);
  }
  return true;
}

/** A cut's words formed by a form, the form's end joined to the last: the last cut and form asked, else by cut (a cut is made once a ranking or tie shape). */
let lastCut: Cut | undefined;
let lastForm: TextForm | undefined;
let lastWords: readonly string[] = [];
const formedByCut = new WeakMap<Cut, { form: TextForm; words: readonly string[] }>();
function formedWords(cut: Cut, form: TextForm): readonly string[] {
  if (cut === lastCut && form === lastForm) return lastWords;
  let known = formedByCut.get(cut);
  if (!known || known.form !== form) {
    const words = cut.parts.map((w) => form.form(w) as unknown as string);
    words[words.length - 1] += form.end;
    formedByCut.set(cut, (known = { form, words }));
  }
  (lastCut = cut), (lastForm = form), (lastWords = known.words);
  return known.words;
}

/**
 * The words of the row `positionFilled` last found a cut for: ALONE, a row alone at its place
 * (its ranking's template `t`); TIED, a row in a tie (its tie's `shape`, and `t` for the keys).
 */
const ALONE = 0;
const TIED = 1;
const filled: { kind: number; cut: Cut | undefined; t: FilledPosition | undefined; shape: TieShape | undefined; row: number; position: number } = { kind: ALONE, cut: undefined, t: undefined, shape: undefined, row: 0, position: 0 };

/**
 * The position of the row `pendingPosition` holds, as `positionText` words it: null where its
 * words are a cut filled with the row's values (set in `filled`), else its whole text, or
 * undefined (the fact is made and rendered).
 */
function positionFilled(catalogue: Catalogue, f: Formats): string | undefined | null {
  const parts = catalogue.positionParts;
  if (!parts) return undefined;
  const { r, own, p, first, end, placed } = pendingPosition;
  if (own) return undefined;
  const s = pendingPosition.sel!;
  if (straddleTest(pendingPosition.run!, s, p)) return undefined;
  const position = s.ranking.start[placed ? p : s.placeOf[r]!]! + 1;
  const row = s.ranking.order[p]!;
  const t = positionTemplate(parts, f, s.ranking);
  if (end - first !== 1) return t && !lacksKey(t.steps, row) ? tiedCut(catalogue, f, parts, t, row, position) : undefined;
  // a row with every key's value, in words filled into the words made once (`positionTemplate`)
  if (t && !lacksKey(t.steps, row)) {
    (filled.kind = ALONE), (filled.cut = t.cut), (filled.t = t), (filled.row = row), (filled.position = position);
    return null;
  }
  return positionWords(parts, position, positionKeysText(parts, ownKeys(s.ranking, row), f), "");
}

/** Slot k of the words `positionFilled` found (its cut's slot numbers): the row's number, a key's value, …. */
function filledSlot(parts: PositionParts, f: Formats, k: number): string {
  const { t, row, position } = filled;
  const { p, first, blk } = pendingPosition;
  if (filled.kind === ALONE) return k === 0 ? String(position) : keyWords(t!, parts, f, k - 1, row, blk, p);
  return slotWords(filled.shape!, parts, f, t!, k, t!.steps.length, row, position, pendingPosition.run!, pendingPosition.sel!, pendingPosition.rk!, blk, p, first);
}

/** The most other members a position fact names (`tiedWith`): the slots of their ids in a tie's words. */
const NAMED = 5;

/**
 * The position of a row in a tie (at place p of [first, end), not a stage's, not straddling the
 * budget, a value on every key), from the words of its tie's shape (tieTemplate.ts): the
 * catalogue's `render.position` of the fact whose number, key values, other members' ids and
 * chain values are markers — slot 0 the number, 1 … K the keys' values, then `NAMED` slots of
 * the other members' ids in order, then the chain's values — made once per shape, checked
 * against the render of the fact of the row that made it (its text is that render, returned
 * whole). null: the shape's cut and the row's values set in `filled` (`filledSlot` words each
 * slot); undefined where the shape has no cut (the fact is made and rendered).
 */
function tiedCut(catalogue: Catalogue, f: Formats, parts: PositionParts, t: FilledPosition, row: number, position: number): string | undefined | null {
  const { p, first, end, blk } = pendingPosition;
  const run = pendingPosition.run!, s = pendingPosition.sel!, rk = pendingPosition.rk!;
  const tie = rk.flags[first]! & (CHAIN | SHARED | UNRESOLVED);
  const stops = rk.notes.get(first);
  let shape = tieShape(catalogue, f, s, end - first, tie, stops);
  const keys = t.steps.length;
  if (!shape) {
    const chain = !stops && tie & CHAIN ? rk.all.length - rk.primary.length : 0;
    const slots = 1 + keys + NAMED + chain;
    shape = makeTie(catalogue, f, s, end - first, tie, stops, chain, slots < 255 ? render(catalogue, f, positionFact(keys)) : undefined, slots);
    const whole = render(catalogue, f, positionFact());
    if (shape.cut && fillCut(shape.cut, (k) => slotWords(shape!, parts, f, t, k, keys, row, position, run, s, rk, blk, p, first)) !== whole) shape.cut = undefined;
    return whole;
  }
  if (!shape.cut) return undefined;
  (filled.kind = TIED), (filled.cut = shape.cut), (filled.t = t), (filled.shape = shape), (filled.row = row), (filled.position = position);
  return null;
}

/** Slot k of a tie's words (`tiedCut`) for the row at place p: its number, a key's value, another member's id, a chain step's value (kept per slot while the same). */
function slotWords(shape: TieShape, parts: PositionParts, f: Formats, t: FilledPosition, k: number, keys: number, row: number, position: number, run: Run, s: Selection, rk: Selection["ranking"], blk: PlaceBlock | undefined, p: number, first: number): string {
  if (k === 0) return String(position);
  if (k <= keys) return keyWords(t, parts, f, k - 1, row, blk, p);
  if (k <= keys + NAMED) {
    const q = first + k - keys - 1;
    return idAt(run, s, rk.order, blk, q >= p ? q + 1 : q);
  }
  const c = k - keys - NAMED - 1;
  const st = rk.all[rk.primary.length + c]!;
  const shown = st.show(row);
  if (shape.shown[c] === shown) return shape.worded[c]!;
  shape.shown[c] = shown;
  return (shape.worded[c] = parts.keys.value(shown, f, st.key?.kind));
}

/** A position fact in a catalogue's words (`renderFact`'s, in the formats given). */
const render = (catalogue: Catalogue, f: Formats, x: TraceFact): string => (catalogue.render.position as (x: TraceFact, f: Formats) => string)(x, f);

/**
 * Key k's value of row `row` (at place p) in the position's words (`parts.keys.value`), kept from
 * the row before where it showed the same value (rows in ranking order share their totals). The
 * value as the block gathered it, where it did (placeBlock.ts `keyValues`: `showValue` gives the
 * words `show` gives of it, the same memo), else read at the row.
 */
function keyWords(t: FilledPosition, parts: NonNullable<Catalogue["positionParts"]>, f: Formats, k: number, row: number, blk: PlaceBlock | undefined, p: number): string {
  const st = t.steps[k]!;
  const g = keyValueAt(blk, st, p);
  const shown = g === g ? st.showValue!(g) : st.show(row);
  if (t.shown[k] === shown) return t.worded[k]!;
  t.shown[k] = shown;
  return (t.worded[k] = parts.keys.value(shown, f, st.key!.kind));
}

/** Row r's own values on a ranking's primary keys (not a lottery's, a greedy step's nor the id's, nor a key it has no value for): the position fact's `keys` (`mark`: key k's value the marker of slot mark + k). */
function ownKeys(ranking: Selection["ranking"], r: number, mark?: number): PositionFact["keys"] {
  let out: Mutable<NonNullable<PositionFact["keys"]>[number]>[] | undefined;
  for (const st of ranking.primary) {
    if (!shownKey(st) || st.missing?.(r) !== undefined) continue;
    const item: Mutable<NonNullable<PositionFact["keys"]>[number]> = { by: st.key!.name, value: mark === undefined ? st.show(r) : marker(mark + (out?.length ?? 0)) };
    if (st.key!.kind) item.kind = st.key!.kind;
    (out ??= []).push(item);
  }
  return out;
}

/**
 * The position fact of the row `pendingPosition` holds: its place, and its tie. `marked` (the
 * number of keys shown): its values markers instead (tiedCut's slots), for the words of its
 * tie's shape.
 */
export function positionFact(marked?: number): TraceFact {
  const { r, own, blk, p, first, end, placed } = pendingPosition;
  const run = pendingPosition.run!, s = pendingPosition.sel!, rk = pendingPosition.rk!;
  const { order, flags } = rk;
  const members = end - first;
  const tiedWith: string[] | readonly string[] = members === 1 ? NONE : [];
  if (members > 1) for (let q = first; q < end && tiedWith.length < NAMED; q++) if (q !== p) (tiedWith as string[]).push(marked === undefined ? idAt(run, s, order, blk, q) : marker(marked + 1 + tiedWith.length));
  const tie = members === 1 ? undefined : flags[first]! & CHAIN ? "chain" : flags[first]! & SHARED ? "shared" : flags[first]! & UNRESOLVED ? "unresolved" : "whole";
  const straddle = own ? undefined : straddleTest(run, s, p);
  // where a tie-break step lacks a member's value (lazykeys.ts), the chain stops there; a tie left
  // whole says why by the scope that left it (fcfs.ts: first come's overshoot, "when decisive")
  const stops = members > 1 ? rk.notes.get(first) : undefined;
  const why = tie === "whole" ? (own ? own.whole : oneGroupTie(run, s, order, first, end) ? ONE_GROUP : unbrokenTieText(s.regime)) : undefined;
  const position = marked === undefined ? s.ranking.start[placed ? p : s.placeOf[r]!]! + 1 : (marker(0) as unknown as number);
  // members set in the fact's order (a trace prints them so), optional ones where they apply
  const fact: Mutable<PositionFact> = { kind: "position", position, tied: members - 1, tiedWith };
  const keys = ownKeys(rk, order[p]!, marked === undefined ? undefined : 1);
  if (keys) fact.keys = keys;
  if (tie) fact.tie = tie;
  // a pool the law does not rank (`all equal`): the provision that shares it, its reference as written ("article 7 paragraph 2")
  if (tie === "shared") {
    const by = run.as.citer.reference(settledBy(own?.spec ?? s.regime.ranking));
    if (by) fact.sharedBy = by;
  }
  if (stops) {
    fact.stops = stops;
    const key = stopsKeyOf(rk, stops);
    if (key) fact.stopsKey = key;
  }
  // a tie the chain ran out on: what each of its steps compared (the same for every member)
  else if (tie === "chain") fact.chain = chainCompared(rk, order[p]!, marked === undefined ? undefined : marked + 1 + NAMED);
  if (why && why !== "it does not straddle the budget") fact.why = why;
  if (straddle) fact.straddle = straddle;
  const st = pendingPosition.ordered;
  if (st) {
    const by: Mutable<NonNullable<PositionFact["orderedBy"]>> = { by: st.label } as NonNullable<PositionFact["orderedBy"]>;
    if (st.key) by.key = st.key;
    by.lottery = st.isLottery;
    fact.orderedBy = by;
  }
  if (own) {
    fact.stage = own.stage;
    // the earlier stages that ranked it and passed it on: its place in each of their lists (drafter33's finding 2)
    const earlier = stagePlacesOf(s, r).slice(0, -1);
    if (earlier.length) fact.earlierStages = earlier;
  }
  // the scheme computes the amount: the texts speak of its budget, not a subsidy's ceiling (nl)
  if (s.regime.allocation.amountSteps) fact.computed = true;
  // an allocation of places: the straddle is told in places (words28)
  if (s.regime.allocation.places) fact.places = true;
  return fact;
}

/** The key of the tie-break step a tie's note `stops` names (lazykeys.ts "no value for <label>: …"), where it is in a written order; else undefined. */
function stopsKeyOf(ranking: Selection["ranking"], stops: string): PositionFact["stopsKey"] {
  for (let k = ranking.primary.length; k < ranking.all.length; k++) {
    const st = ranking.all[k]!;
    if (st.key?.order && stops.startsWith(`no value for ${st.label}: `)) return st.key;
  }
  return undefined;
}

/** The steps of a ranking's tie-break chain with row r's value on each (a tie's members share them): what a chain that ran out compared (`mark`: step k's value the marker of slot mark + k). */
function chainCompared(ranking: Selection["ranking"], r: number, mark?: number): NonNullable<PositionFact["chain"]> {
  const out: Mutable<NonNullable<PositionFact["chain"]>[number]>[] = [];
  for (let k = ranking.primary.length; k < ranking.all.length; k++) {
    const st = ranking.all[k]!;
    const item: Mutable<NonNullable<PositionFact["chain"]>[number]> = { by: st.label } as NonNullable<PositionFact["chain"]>[number];
    if (st.key) item.key = st.key;
    item.lottery = st.isLottery;
    item.value = mark === undefined ? st.show(r) : marker(mark + out.length);
    out.push(item);
  }
  return out;
}

type PositionFact = Extract<TraceFact, { kind: "position" }>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
