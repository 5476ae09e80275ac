// The allocation step's words for a writer that prints texts only (split from allocationStep.ts,
// stream32): the sentence of each shape made once with markers for its amounts
// (narration/markers.ts) and filled per row — joined (`allocationText`) or handed on in pieces,
// the shape's words and the row's amounts (`allocationPieces`).
import { renderFact, type Catalogue, type Formats } from "../narration/catalogue.js";
import { cutAtMarkers, marker, STRAY } from "../narration/markers.js";
import { FUNDED, NOT_FUNDED, PARTIAL, RESERVE } from "./allocate.js";
import type { TraceAmount, TraceBudgetFrom } from "./trace.js";
import type { PieceOut, TextForm } from "./explainWriter.js";
import { allocationHook, allocationReading, allocationWhy, decidedInStage, pendingAllocation, refusedAfterStop, refusedByQuota, type AllocationFact } from "./allocationStep.js";

/**
 * An allocation sentence of one shape — the catalogue, status, reason, whether what was left is
 * said and as what, the reading, the budget passed on, the unit — split at its amounts: the words
 * between them, and which amount fills each gap (ASKED, GRANTED, LEFT). `words` null: a shape
 * worded whole (its split was not the catalogue's text).
 */
interface AllocationShape {
  readonly catalogue: Catalogue;
  readonly st: number;
  readonly why: string;
  readonly stopped: boolean;
  readonly left: boolean;
  readonly reading: AllocationFact["reading"];
  readonly budget: TraceBudgetFrom | undefined;
  readonly unit: string | null;
  readonly computed: boolean;
  readonly quota: boolean;
  readonly inStage: boolean;
  /** what was left told as the most any order of an unbroken tie leaves the row (the fact's `remainingAtMost`) */
  readonly atMost: boolean;
  readonly words: readonly string[] | null;
  readonly slots: readonly number[];
  /**
   * per slot k, the text from its amount to the sentence's end as last joined, and the amounts
   * (and places) it was joined with: rows whose later amounts are the last row's (every refusal
   * after the stop: nothing granted, the same left) take it whole (allocationText)
   */
  readonly tails: (string | undefined)[];
  readonly tailAmounts: number[];
  tailPlaces: number;
  /** the words formed by the writer's form `formedBy` (allocationPieces) */
  formed: readonly string[] | undefined;
  formedBy: TextForm | undefined;
  /**
   * per slot k, the amount last handed on there as formed by `formedBy` (at `amountPlaces`), and
   * the amount it words: rows after the allocation stopped say the same amount left, row after
   * row, and it is worded once (allocationPieces)
   */
  readonly amountPieces: (string | undefined)[];
  readonly amountValues: number[];
  amountPlaces: number;
}
const ASKED = 0;
const GRANTED = 1;
const LEFT = 2;
/** The last few shapes split (a call's rows have a handful: granted, refused after the stop, …). */
const shapes: (AllocationShape | undefined)[] = new Array(8).fill(undefined);
let nextShape = 0;

/**
 * The text of the allocation `pendingAllocation` holds, for a writer that prints texts only, in a
 * catalogue whose allocation joins its amounts as worded (`Catalogue.amountsInParts`), for a row
 * walked in whole minor units and gathered by place (placeBlock.ts) that is granted, partly
 * granted, refused or on the reserve list (not places, pro rata or a tie left open: their words
 * read the amounts' values): the sentence's shape split once at its amounts, each row's amounts
 * worded from its minor units (`Formats.minorAmount`) between its words. undefined: the fact is
 * made and rendered (`allocationFact`). The text is `render.allocation` of the fact: each shape's
 * split is checked, when made, against the whole render of the row that made it.
 */
export function allocationText(catalogue: Catalogue, f: Formats): string | undefined {
  const shape = shapeOf(catalogue, f);
  if (!shape) return undefined;
  const { words, slots } = shape as AllocationShape & { words: readonly string[] };
  const { places, unit } = row;
  // joined from the end: the text from slot k on is the last row's where its amounts from k on
  // are (string joins are associative: the text is the same as joined from the start)
  const tails = shape.tails, tailAmounts = shape.tailAmounts;
  if (shape.tailPlaces !== places) {
    tails.fill(undefined);
    shape.tailPlaces = places;
  }
  let tail = "";
  let same = true;
  for (let k = slots.length - 1; k >= 0; k--) {
    const m = row.amounts[slots[k]!]!;
    if (same && tails[k] !== undefined && Object.is(tailAmounts[k], m)) {
      tail = tails[k]!;
      continue;
    }
    same = false;
    tail = f.minorAmount(m, places, unit) + words[k + 1]! + tail;
    tails[k] = tail;
    tailAmounts[k] = m;
  }
  return words[0]! + tail;
}

/**
 * The same text as `allocationText`, handed on to `out` in pieces, not joined (a writer of texts,
 * explainWriter.ts): `lead` (the frame's piece and the form's head, where not empty), then the
 * shape's words, formed by `form` once a shape and form (the form's `end` joined to the last) and
 * handed on as kept pieces (the same strings for every row of the shape), and the row's amounts,
 * formed, between them. A reader of the pieces then copies each row's amounts, not the words
 * around them (a joined text is copied whole when first read). false: nothing handed on (the
 * fact is made and rendered, as where `allocationText` gives undefined).
 */
export function allocationPieces(catalogue: Catalogue, f: Formats, form: TextForm, lead: string, out: PieceOut): boolean {
  const shape = shapeOf(catalogue, f);
  if (!shape) return false;
  const slots = shape.slots;
  const { places, unit } = row;
  const pieces = shape.amountPieces, values = shape.amountValues;
  if (shape.formedBy !== form) {
    const words = shape.words!.map((w) => form.form(w) as unknown as string);
    words[words.length - 1] += form.end;
    (shape.formed = words), (shape.formedBy = form);
    pieces.fill(undefined);
  }
  if (shape.amountPlaces !== places) {
    pieces.fill(undefined);
    shape.amountPlaces = places;
  }
  const formed = shape.formed!;
  if (lead) out(lead, true);
  if (formed[0]) out(formed[0], true);
  for (let k = 0; k < slots.length; k++) {
    // the amount as the last row of this shape had it there, where it is the same (the unit is the shape's)
    const m = row.amounts[slots[k]!]!;
    let piece = pieces[k];
    if (piece === undefined || !Object.is(values[k], m)) (pieces[k] = piece = form.form(f.minorAmount(m, places, unit)) as unknown as string), (values[k] = m);
    out(piece, false);
    if (formed[k + 1]) out(formed[k + 1]!, true);
  }
  return true;
}

/** The amounts of the row `shapeOf` last found a shape for (ASKED, GRANTED, LEFT), its places and unit. */
const row: { amounts: [number, number, number]; places: number; unit: string | null } = { amounts: [0, 0, 0], places: 0, unit: null };

/**
 * The shape of the sentence of the row `pendingAllocation` holds, in a catalogue whose allocation
 * joins its amounts as worded, where it is split (`words` not null): the conditions are
 * `allocationText`'s; its amounts set in `row`. undefined: none (the fact is rendered).
 */
function shapeOf(catalogue: Catalogue, f: Formats): AllocationShape | undefined {
  if (!catalogue.amountsInParts) return undefined;
  const p = pendingAllocation;
  const { b, at, st } = p;
  const s = p.sel!;
  const c = b?.asks ? s.columns : undefined;
  const alloc = s.regime.allocation;
  // a group's cap computed from its key: the fact's own render gives the figures it read, which its shape does not hold
  if (alloc.group?.grants?.members || alloc.group?.limit?.members) return undefined;
  if (!c || alloc.places || (st !== FUNDED && st !== PARTIAL && st !== NOT_FUNDED && st !== RESERVE)) return undefined;
  const v = b!.left![at]!;
  // an exceeded budget (`reach`) is worded apart (narration/remainder.ts): the fact's own render
  if (v < 0) return undefined;
  const left = v === v;
  const ask = b!.asks![at]!;
  // as allocationFact finds them: refused although what was left covers the request, the reason, the reading
  const stopped = refusedAfterStop() && left && ask <= v;
  const why = allocationWhy(true);
  const reading = allocationReading();
  const budget = s.budgetFrom;
  const unit = alloc.unit ?? null;
  const computed = !!alloc.amountSteps;
  const quota = refusedByQuota();
  const inStage = decidedInStage();
  // a member of a tie told the most any order leaves it: "at most" around what was left, a shape of its own
  const atMost = left && s.atMost !== undefined && s.atMost.has(p.r);
  let shape: AllocationShape | undefined;
  for (let k = 0; k < shapes.length; k++) {
    const h = shapes[k];
    if (h && h.catalogue === catalogue && h.st === st && h.why === why && h.stopped === stopped && h.left === left && h.reading === reading && h.budget === budget && h.unit === unit && h.computed === computed && h.quota === quota && h.inStage === inStage && h.atMost === atMost) {
      shape = h;
      break;
    }
  }
  if (!shape) {
    shape = splitAllocation(catalogue, f, c.places, { catalogue, st, why, stopped, left, reading, budget, unit, computed, quota, inStage, atMost });
    shapes[nextShape] = shape;
    nextShape = (nextShape + 1) % shapes.length;
  }
  if (!shape.words) return undefined;
  (row.amounts[ASKED] = ask), (row.amounts[GRANTED] = b!.granted![at]!), (row.amounts[LEFT] = v), (row.places = c.places), (row.unit = unit);
  return shape;
}

/**
 * The shape of the row `pendingAllocation` holds, split: its fact rendered with stand-in amounts
 * (each worded by a formats that words only those three as markers, narration/markers.ts, and
 * whose value is `STRAY`, so a sentence that read a value would show it and be refused), cut at
 * the markers. Kept whole (`words` null) unless the fact agrees with the shape as
 * `allocationText` found it, each amount is said at most once, and the words joined with the
 * row's own amounts are the whole render of its fact.
 */
function splitAllocation(catalogue: Catalogue, f: Formats, places: number, key: Omit<AllocationShape, "words" | "slots" | "tails" | "tailAmounts" | "tailPlaces" | "formed" | "formedBy" | "amountPieces" | "amountValues" | "amountPlaces">): AllocationShape {
  const whole = { ...key, words: null, slots: [], tails: [], tailAmounts: [], tailPlaces: places, formed: undefined, formedBy: undefined, amountPieces: [], amountValues: [], amountPlaces: places };
  const fact = allocationHook() as AllocationFact;
  if (fact.why !== key.why || !!fact.stoppedBefore !== key.stopped || (fact.remainingBefore !== null) !== key.left || fact.reading !== key.reading || fact.budget !== key.budget || !!fact.quota !== key.quota || !!fact.inStage !== key.inStage || !!fact.remainingAtMost !== key.atMost || fact.ownBudget || fact.contingent !== undefined) return whole;
  const stand = (): TraceAmount => ({ value: STRAY, unit: key.unit });
  const asked = stand(), granted = stand(), left = stand();
  const marks: Formats = { ...f, amount: (a) => (a === asked ? marker(ASKED) : a === granted ? marker(GRANTED) : a === left ? marker(LEFT) : f.amount(a)) };
  const cut = cutAtMarkers(catalogue.render.allocation({ ...fact, requested: asked, granted, remainingBefore: fact.remainingBefore ? left : null }, marks), 3, false);
  if (!cut) return whole;
  const { parts: words, slots } = cut;
  // the row's own amounts between the words: its whole render, or no parts for this shape
  const { b, at } = pendingAllocation;
  const amounts = [b!.asks![at]!, b!.granted![at]!, b!.left![at]!];
  let joined = words[0]!;
  for (let k = 0; k < slots.length; k++) joined += f.minorAmount(amounts[slots[k]!]!, places, key.unit) + words[k + 1]!;
  if (joined !== renderFact(fact, catalogue)) return whole;
  return { ...key, words, slots, tails: slots.map(() => undefined), tailAmounts: slots.map(() => 0), tailPlaces: places, formed: undefined, formedBy: undefined, amountPieces: slots.map(() => undefined), amountValues: slots.map(() => 0), amountPlaces: places };
}
