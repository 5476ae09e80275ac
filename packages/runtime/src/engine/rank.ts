// Ranking: orders the applications of one regime by their keys, breaks ties with the
// tie-break chain (for every tie, or only for the tie group that straddles the budget), and
// leaves tied what the scheme does not break. Tied applications share a position.
import { createHash } from "node:crypto";
import { Decimal } from "../decimal.js";
import { cmp, EvaluationError } from "../ops.js";
import { columnOf, compareAt, orderRows, packColumns, type Column } from "./order.js";
import type { BoundaryPolicy, KeySpec, KeyValue, Rec, RankingSpec, StepSpec } from "../spec.js";
import { formatDate, showMoment, truncate } from "../time.js";
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
  if (k.valueKind === "time") return truncate(v as number, k.granularity ?? "exact", k.zone);
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
    if (k.valueKind === "time") return showMoment(v as number, unit, k.zone);
    if (k.valueKind === "date") return formatDate(v as number);
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

function column(list: readonly Assessment[], step: AppliedStep): Column {
  return columnOf(list.map((a) => step.value(a)), step.descending);
}

/** Sorts by the steps, ids as a presentational last resort, and splits into runs of equals. */
function sortAndGroup(list: Assessment[], steps: readonly AppliedStep[]): Assessment[][] {
  const cols = packColumns(steps.map((s) => column(list, s)), list.length);
  const idx = orderRows(cols, list.length, (i, j) => {
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
