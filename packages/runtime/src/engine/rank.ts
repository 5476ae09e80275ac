// Ranking: orders the applications of one regime by their keys, breaks ties with the
// tie-break chain (for every tie, or only for the tie group that straddles the budget), and
// leaves tied what the scheme does not break. Tied applications share a position.
import { createHash } from "node:crypto";
import { Decimal } from "../decimal.js";
import { cmp, cmpCodePoints, EvaluationError } from "../ops.js";
import type { BoundaryPolicy, KeySpec, KeyValue, Rec, RankingSpec, StepSpec } from "../spec.js";
import { truncate } from "../time.js";
import type { Assessment } from "./assess.js";

/** One step of the order as applied: a key or a lottery, with its label for explanations. */
export interface AppliedStep {
  readonly label: string;
  readonly source?: string;
  readonly descending: boolean;
  readonly value: (a: Assessment) => KeyValue;
  readonly show: (a: Assessment) => string;
  readonly isLottery: boolean;
}

export interface RankedGroup {
  readonly members: Assessment[];
  position: number;
  /** the steps that ordered this group against its neighbours and inside */
  readonly steps: readonly AppliedStep[];
  /** the tie-break chain was applied to this group (straddling, or scope every) */
  readonly chainApplied: boolean;
  /** true when members are tied after every step the scheme provides */
  readonly unresolved: boolean;
}

/** A key's value as the ranking orders it: moments truncated to the key's granularity, yes/no as 1/0. */
export function orderValue(k: KeySpec, v: KeyValue): KeyValue {
  if (k.valueKind === "time") return truncate(v as number, k.granularity ?? "exact");
  if (k.valueKind === "boolean") return v ? 1 : 0;
  return v;
}

/** true for a step ordering from high to low */
export function isDescending(k: KeySpec): boolean {
  return k.direction === "highest" || k.direction === "latest" || k.direction === "true";
}

/** `index`: the key's place among the ranking's keys and then the chain's (Assessment.keyValues). */
function keyStep(k: KeySpec, index: number): AppliedStep {
  const descending = k.direction === "highest" || k.direction === "latest" || k.direction === "true";
  const unit = k.granularity ?? "exact";
  const value = (a: Assessment): KeyValue => orderValue(k, a.keyValues ? a.keyValues[index]! : k.get(a.env));
  const show = (a: Assessment): string => {
    const v = k.get(a.env);
    if (v instanceof Decimal) return v.toString();
    if (k.valueKind === "time") return new Date(v as number).toISOString().slice(0, unit === "day" ? 10 : unit === "hour" ? 13 : unit === "minute" ? 16 : 23).replace("T", " ");
    if (k.valueKind === "date") return new Date((v as number) * 86_400_000).toISOString().slice(0, 10);
    return String(v);
  };
  const dirWords = { highest: "highest first", lowest: "lowest first", earliest: "earliest first", latest: "latest first", true: "true first", false: "false first" }[k.direction];
  const gran = k.valueKind === "time" ? (unit === "exact" ? ", exact moment" : `, to the ${unit}`) : "";
  return { label: `${k.text} (${dirWords}${gran})`, ...(k.source ? { source: k.source } : {}), descending, value, show, isLottery: false };
}

function lotteryStep(step: Extract<StepSpec, { kind: "lottery" }>, call: Rec): AppliedStep {
  // a call without its (optional) draw or seed: nobody is drawn, so ties stay unresolved and are reported
  let drawn: readonly string[] | string;
  try {
    drawn = step.get(call);
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    drawn = [];
  }
  if (Array.isArray(drawn)) {
    const index = new Map(drawn.map((id, i) => [id, i] as const));
    return {
      label: "lottery (draw)",
      ...(step.source ? { source: step.source } : {}),
      descending: false,
      value: (a) => index.get(a.id) ?? Number.MAX_SAFE_INTEGER,
      show: (a) => (index.has(a.id) ? `drawn as number ${index.get(a.id)! + 1}` : "not in the draw"),
      isLottery: true,
    };
  }
  const seed = String(drawn);
  // Documented procedure: order by the SHA-256 hex digest of "<seed>:<id>", ascending.
  const digest = (id: string) => createHash("sha256").update(`${seed}:${id}`, "utf8").digest("hex");
  return { label: `lottery (seed ${JSON.stringify(seed)})`, ...(step.source ? { source: step.source } : {}), descending: false, value: (a) => digest(a.id), show: (a) => `sha256 ${digest(a.id).slice(0, 12)}…`, isLottery: true };
}

/**
 * The keys of a list of applications under a list of steps, extracted once into columns: a
 * column of numbers (Float64Array, negated when descending) wherever every value is a number, a
 * boolean, or a decimal of at most 15 significant digits (those convert to distinct doubles in
 * the same order), texts with a flag saying whether plain `<` already is code-point order (no
 * surrogates), and the values themselves otherwise.
 */
export type Column =
  | { readonly kind: "num"; readonly v: Float64Array }
  | { readonly kind: "text"; readonly v: string[]; readonly sign: number; readonly plain: boolean }
  | { readonly kind: "any"; readonly v: KeyValue[]; readonly sign: number };

const SURROGATE = /[\uD800-\uDFFF]/;

function column(list: readonly Assessment[], step: AppliedStep): Column {
  return columnOf(list.map((a) => step.value(a)), step.descending);
}

export function columnOf(values: KeyValue[], descending: boolean): Column {
  const sign = descending ? -1 : 1;
  let numeric = true;
  let text = true;
  for (const v of values) {
    if (typeof v !== "string") text = false;
    if (!(typeof v === "number" || typeof v === "boolean" || (v instanceof Decimal && v.sd() <= 15 && Math.abs(v.e) < 300))) numeric = false;
    if (!numeric && !text) break;
  }
  if (numeric) {
    const out = new Float64Array(values.length);
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      out[i] = sign * (typeof v === "number" ? v : typeof v === "boolean" ? Number(v) : (v as Decimal).toNumber());
    }
    return { kind: "num", v: out };
  }
  if (text) return { kind: "text", v: values as string[], sign, plain: !values.some((v) => SURROGATE.test(v as string)) };
  return { kind: "any", v: values, sign };
}

const EXACT = 2 ** 53;

/**
 * Packs runs of numeric columns that hold whole numbers only into single columns, in the order
 * of the keys: each value is offset by its column's minimum and the run is read as one number in
 * mixed radix (the columns' ranges), as long as the product of the ranges stays within 2^53, so
 * every packed value is exact and comparing packed values compares the run's columns one after
 * the other. Points, criteria and moments of a ranking then sort as one number, as a hand-tuned
 * program would pack them. Two rows compare equal on the packed columns exactly when they did on
 * the columns packed.
 */
export function packColumns(cols: readonly Column[], n: number): Column[] {
  const whole = cols.map((c) => {
    if (c.kind !== "num") return undefined;
    let lo = Infinity;
    let hi = -Infinity;
    for (let r = 0; r < n; r++) {
      const v = c.v[r]!;
      if (!Number.isInteger(v)) return undefined;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (n === 0) return { lo: 0, range: 1 };
    // hi − lo computed exactly (both within ±2^52) and below 2^53, so that the range and every
    // v − lo are exact too
    if (Math.abs(lo) > 2 ** 52 || Math.abs(hi) > 2 ** 52 || hi - lo >= EXACT) return undefined;
    return { lo, range: hi - lo + 1 };
  });
  const out: Column[] = [];
  for (let k = 0; k < cols.length; ) {
    const w = whole[k];
    let end = k + 1;
    if (w && w.range <= EXACT) {
      let range = w.range;
      while (end < cols.length && whole[end] && range * whole[end]!.range <= EXACT) range *= whole[end++]!.range;
    }
    if (end === k + 1) {
      out.push(cols[k]!);
      k++;
      continue;
    }
    const packed = new Float64Array(n);
    for (let j = k; j < end; j++) {
      const { lo, range } = whole[j]!;
      const v = (cols[j] as { v: Float64Array }).v;
      for (let r = 0; r < n; r++) packed[r] = packed[r]! * range + (v[r]! - lo);
    }
    out.push({ kind: "num", v: packed });
    k = end;
  }
  return out;
}

export function compareAt(cols: readonly Column[], i: number, j: number): number {
  for (const c of cols) {
    if (c.kind === "num") {
      const d = c.v[i]! - c.v[j]!;
      if (d !== 0) return d;
    } else if (c.kind === "text") {
      const x = c.v[i]!;
      const y = c.v[j]!;
      if (x === y) continue;
      return c.sign * (c.plain ? (x < y ? -1 : 1) : cmpCodePoints(x, y));
    } else {
      const d = cmp(c.v[i]!, c.v[j]!);
      if (d !== 0) return c.sign * d;
    }
  }
  return 0;
}

/** Sorts by the steps, ids as a presentational last resort, and splits into runs of equals. */
function sortAndGroup(list: Assessment[], steps: readonly AppliedStep[]): Assessment[][] {
  const cols = packColumns(steps.map((s) => column(list, s)), list.length);
  const idx = new Uint32Array(list.length);
  for (let i = 0; i < idx.length; i++) idx[i] = i;
  idx.sort((i, j) => {
    const c = compareAt(cols, i, j);
    if (c !== 0) return c;
    const x = list[i]!.id;
    const y = list[j]!.id;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const groups: Assessment[][] = [];
  let last: Assessment[] | undefined;
  let lastIndex = -1;
  for (const i of idx) {
    if (last && compareAt(cols, lastIndex, i) === 0) last.push(list[i]!);
    else {
      last = [list[i]!];
      lastIndex = i;
      groups.push(last);
    }
  }
  return groups;
}

export interface RankInput {
  readonly spec: RankingSpec;
  readonly call: Rec;
  readonly budget: Decimal | null;
  readonly amount: (a: Assessment) => Decimal;
  /** the boundary policy of the walk that follows; undefined under pro rata */
  readonly policy?: BoundaryPolicy;
  /** the allocation's quotas: an application its quota no longer admits takes nothing */
  readonly quotas?: { readonly limits: readonly Decimal[]; readonly of: (a: Assessment) => readonly number[] };
}

export function rank(entries: Assessment[], input: RankInput): RankedGroup[] {
  const { spec, call } = input;
  const primary = spec.keys.map((k, i) => keyStep(k, i));
  let keyIndex = primary.length;
  const chain: AppliedStep[] = [];
  let declaredUnresolved = false;
  for (const s of spec.tiebreak?.steps ?? []) {
    if (s.kind === "key") chain.push(keyStep(s, keyIndex++));
    else if (s.kind === "lottery") chain.push(lotteryStep(s, call));
    else declaredUnresolved = true;
  }
  void declaredUnresolved;
  const scope = spec.tiebreak?.scope ?? "every";
  const out: RankedGroup[] = [];
  if (scope === "every" || chain.length === 0) {
    const steps = [...primary, ...chain];
    for (const g of sortAndGroup(entries, steps)) out.push({ members: g, position: 0, steps, chainApplied: chain.length > 0, unresolved: g.length > 1 });
  } else {
    // Only a tie group that straddles the budget is broken: cumulative amount before it is below
    // the budget and with it above. Other tie groups are all in or all out, and share a position.
    // Under skip an application that does not fit takes nothing and later ones may still fit, so
    // the cumulative amount is what the walk funds (a tie the chain leaves unresolved counted in
    // its presentational order), not what is requested. Under full the first application that
    // does not fit is awarded in full, so a tie right after a budget used up exactly straddles.
    let cumulative = new Decimal(0);
    const all = [...primary, ...chain];
    const quotaLeft = [...(input.quotas?.limits ?? [])];
    // an application whose quota is used up takes nothing from the budget (in id order inside a tie)
    const admitted = (a: Assessment): boolean => {
      const qs = input.quotas?.of(a) ?? [];
      if (qs.some((q) => quotaLeft[q]!.lt(input.amount(a)))) return false;
      for (const q of qs) quotaLeft[q] = quotaLeft[q]!.minus(input.amount(a));
      return true;
    };
    for (const g of sortAndGroup(entries, primary)) {
      const participating = g.filter((a) => !a.keptRanked && admitted(a));
      const groupSum = participating.reduce((s, a) => s.plus(input.amount(a)), new Decimal(0));
      const straddles = g.length > 1 && input.budget !== null && (input.policy === "full" ? cumulative.lte(input.budget) : cumulative.lt(input.budget)) && cumulative.plus(groupSum).gt(input.budget);
      const subs = straddles ? sortAndGroup(g, all) : [g];
      if (input.policy === "skip" && input.budget !== null) {
        for (const a of subs.flat()) if (participating.includes(a) && cumulative.plus(input.amount(a)).lte(input.budget)) cumulative = cumulative.plus(input.amount(a));
      } else cumulative = cumulative.plus(groupSum);
      if (!straddles) {
        out.push({ members: g, position: 0, steps: primary, chainApplied: false, unresolved: false });
        continue;
      }
      for (const sub of subs) out.push({ members: sub, position: 0, steps: all, chainApplied: true, unresolved: sub.length > 1 });
    }
  }
  let before = 0;
  for (const g of out) {
    g.position = before + 1;
    before += g.members.length;
  }
  return out;
}

/** Which step put `a` after `prev`: the first step on which they differ. */
export function decidingStep(prev: Assessment, a: Assessment, steps: readonly AppliedStep[]): { step: AppliedStep; prevValue: string; value: string } | undefined {
  for (const s of steps) {
    if (cmp(s.value(prev), s.value(a)) !== 0) return { step: s, prevValue: s.show(prev), value: s.show(a) };
  }
  return undefined;
}
