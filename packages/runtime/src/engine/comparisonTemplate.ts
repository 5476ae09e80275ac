// A comparison's words after the neighbour's id, made once for a shape (stream25, split from
// rankingSteps.ts): the catalogue's own wording of a fact whose values are markers (forms.ts
// `ComparisonParts.marked`), cut at them (narration/markers.ts), each pair's values filled in
// between the words. It is given the step, the operands' names and the values to show; what
// a pair is and where its values come from stay with rankingSteps.ts.
import type { Step } from "./rank.js";
import type { TraceFact, TraceOperand } from "./trace.js";
import type { Formats } from "../narration/catalogue.js";
import type { ComparisonParts } from "../narration/forms.js";
import { cutAtMarkers, marker, type Cut } from "../narration/markers.js";
import { shownIndices } from "./differingOperands.js";

/**
 * A comparison's words after the id made once for a shape — the catalogue's parts, the formats,
 * the deciding step, how many operands each row shows (−1: none) and which (those that differ,
 * differingOperands.ts), the moment's key both share
 * where the id decided (`sameTime`: its name and granularity) — by the catalogue's own wording of
 * a fact whose values are markers, cut at them: slot 0 the value of the row at the pair's first
 * place, 1 the second's, 2 + 2k and 3 + 2k operand k's of each, then the shared moment's value.
 * `cut` undefined: the shape is worded from the fact (a marker did not come through once, or the
 * words filled did not agree with the fact's when made).
 */
export interface PairTemplate {
  readonly parts: ComparisonParts;
  readonly f: Formats;
  readonly step: Step;
  readonly ops: number;
  /** which of the key's operands the shape shows (bit n: operand n), and their indices */
  readonly mask: number;
  readonly shown: readonly number[];
  readonly sameBy: string | undefined;
  readonly sameIn: string | undefined;
  cut: Cut | undefined;
}

/** The moment's key both rows of a pair share (`sameTime` of the comparison fact). */
export type SameTime = Extract<TraceFact, { kind: "comparison" }>["sameTime"];

/** The shapes last made (a call's pairs have a few: one per deciding step, with or without the operands). */
const templates: (PairTemplate | undefined)[] = new Array(8).fill(undefined);
let nextTemplate = 0;

/** The template of a shape made before (`ops`: the operands each row shows, −1 none), or undefined. */
export function findTemplate(parts: ComparisonParts, f: Formats, step: Step, ops: number, mask: number, same: SameTime): PairTemplate | undefined {
  const by = same?.by, within = same?.granularity;
  for (let k = 0; k < templates.length; k++) {
    const t = templates[k];
    if (t && t.step === step && t.parts === parts && t.f === f && t.ops === ops && t.mask === mask && t.sameBy === by && t.sameIn === within) return t;
  }
  return undefined;
}

/** The template of a shape, made and kept: `names` the operands' names each row shows (undefined: none), those `mask` keeps. */
export function makeTemplate(parts: ComparisonParts, f: Formats, d: Step, names: readonly string[] | undefined, mask: number, same: SameTime): PairTemplate {
  const x: Mutable<ComparisonFact> = { kind: "comparison", side: "ahead", other: "", by: d.label } as ComparisonFact;
  if (d.key) x.key = d.key;
  x.lottery = d.isLottery;
  x.value = marker(0);
  x.otherValue = marker(1);
  const ops = names ? names.length : -1;
  if (names) {
    x.operands = names.map((name, k) => ({ name, value: { kind: "text", value: marker(2 + 2 * k) } }) as TraceOperand);
    x.otherOperands = names.map((name, k) => ({ name, value: { kind: "text", value: marker(3 + 2 * k) } }) as TraceOperand);
  }
  const slots = 2 + 2 * Math.max(ops, 0);
  if (same) x.sameTime = { by: same.by, granularity: same.granularity, value: marker(slots) };
  const t: PairTemplate = { parts, f, step: d, ops, mask, shown: shownIndices(mask), sameBy: same?.by, sameIn: same?.granularity, cut: cutAtMarkers(parts.marked(x, f), slots + (same ? 1 : 0), true) };
  templates[nextTemplate] = t;
  nextTemplate = (nextTemplate + 1) % templates.length;
  return t;
}

/**
 * A pair's words filled into its shape's cut: `before` and `after` the values of the rows at the
 * pair's first and second place as its words say them (`parts.value` by the key's kind, worded
 * once a row: comparisonPair.ts pairValues), `opsA` and
 * `opsB` all their operands' values in words (`parts.operand`; where the shape shows them), of
 * which the template's `shown` are filled in, `sameValue` the shared moment's (where it has one).
 */
export function fillPair(cut: Cut, parts: ComparisonParts, f: Formats, before: string, after: string, opsA: readonly string[] | undefined, opsB: readonly string[] | undefined, sameValue: string | undefined, shown: readonly number[]): string {
  const { parts: words, slots } = cut;
  const end = slots.length - (sameValue !== undefined ? 1 : 0);
  let out = words[0]!;
  for (let j = 0; j < slots.length; j++) {
    const k = slots[j]!;
    const v = k === 0 ? before : k === 1 ? after : k < end ? ((k - 2) & 1 ? opsB! : opsA!)[shown[(k - 2) >> 1]!]! : parts.value(sameValue!, f);
    out += v + words[j + 1]!;
  }
  return out;
}

type ComparisonFact = Extract<TraceFact, { kind: "comparison" }>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
