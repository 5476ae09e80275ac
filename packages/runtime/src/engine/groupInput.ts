// What the walk of a regime with groups (groups.ts) reads, made from assessment's columns before
// it: each row's key, the blocked members of `together` groups and the caps (`groupInput`); whether
// the walk holds its amounts as Decimals (`groupsInDecimals`); and what a tie of the ranking asks as
// units, for the explanation's straddle test (`unitAsks`).
import { Decimal, decimalFromNumber, minorOf } from "../decimal.js";
import { EvaluationError } from "../ops.js";
import { attempt } from "./details.js";
import { callValue, InvalidInput } from "../invalid.js";
import type { BoundaryPolicy, GroupCapSpec, GroupSpec, Rec } from "../spec.js";
import { BELOW, CANDIDATE, KEPT, type Assessor } from "./assess.js";
import type { RegimeRows } from "./regimeRows.js";
import type { GroupKeys } from "./groupKeys.js";
import type { Arith, MinorColumn } from "./arith.js";
import { KEPT_ROW, type QuotaNames } from "./allocate.js";
import type { Ranking } from "./rank.js";
import { decimalTo, type Cap, type GroupWalkInput, type OtherGroup } from "./groupUnits.js";

/** Per selection with `together` groups: what each group asks in all, and where it is first met. */
const unitCache = new WeakMap<object, { sum: Map<number, Decimal>; first: Map<number, number>; keyOfRow: (r: number) => number }>();

/**
 * What a tie of the ranking asks as units (narrate.ts's straddle test under `together`): row r's
 * whole group, counted once (`seen`) and only if no member of it is ranked before the tie (`from`).
 */
export function unitAsks(s: { readonly rows: RegimeRows; readonly ranking: Ranking; readonly placeOf: Uint32Array; readonly status: Uint8Array; requested(r: number): string }, keys: GroupKeys): { askOf(r: number, from: number, seen: Set<number>): Decimal } {
  let c = unitCache.get(s);
  if (!c) {
    const keyOfRow = (r: number): number => keys.keyOf(s.rows.rowApp[r]!);
    const sum = new Map<number, Decimal>();
    const first = new Map<number, number>();
    for (let p = 0; p < s.ranking.order.length; p++) {
      const r = s.ranking.order[p]!;
      if (s.status[r] === KEPT_ROW) continue;
      const k = keyOfRow(r);
      sum.set(k, (sum.get(k) ?? new Decimal(0)).plus(s.requested(r)));
      if (!first.has(k)) first.set(k, p);
    }
    c = { sum, first, keyOfRow };
    unitCache.set(s, c);
  }
  const { sum, first, keyOfRow } = c;
  return {
    askOf(r, from, seen) {
      const k = keyOfRow(r);
      if (seen.has(k) || first.get(k)! < from) return new Decimal(0);
      seen.add(k);
      return sum.get(k)!;
    },
  };
}

/**
 * What the walk of a regime with groups reads, from assessment's columns: each row's key, the
 * members of each `together` group that cannot be funded (with their reasons), and the caps.
 */
export function groupInput<V>(
  as: Assessor,
  rr: RegimeRows,
  call: Rec,
  spec: GroupSpec,
  base: { arith: Arith<V>; asks: ArrayLike<V>; budget: V | null; policy: BoundaryPolicy; kept: (r: number) => boolean; limits: readonly V[]; quotaBits?: Int32Array; figures?: readonly (ArrayLike<V> | undefined)[]; names?: QuotaNames<V> },
  idOf: (r: number) => string,
  withUnit: (s: string) => string,
  moreSpecs: readonly GroupSpec[] = [],
): Omit<GroupWalkInput<V>, "ranking"> {
  const keys = as.groups!;
  const a = base.arith;
  const toV = decimalTo(a); // in minor units where groupsInDecimals found that the cap converts
  // the figure named as the call gives it and its value as its type prints it ("-1.00 EUR"), then what the law allows
  const bad = ([path, named, d, from]: CapPath, shown: string, expected: string, why: string): never => {
    throw new InvalidInput([{ record: "call", path, expected, found: d.toString(), message: `the ${named} is ${shown}${from ? `, from ${from}` : ""}: ${why}`, severity: "error" }]);
  };
  const capsOf = (spec: GroupSpec, names: readonly string[]): { limit: Cap<V> | null; grants: Cap<number> | null } => {
    const limitD = spec.limit ? capValues(spec.limit, "cap per group", call, names) : null;
    if (limitD) for (const p of limitD.paths) if (p[2].isNeg() && !p[2].isZero()) bad(p, withUnit(a.format(toV(p[2]))), "an amount of zero or more", "a group's cap cannot be less than nothing");
    const grantsD = spec.grants ? capValues(spec.grants, "most grants per group", call, names) : null;
    if (grantsD) for (const p of grantsD.paths) if (!p[2].isInteger() || (p[2].isNeg() && !p[2].isZero())) bad(p, p[2].toString(), "a whole number of zero or more", "a number of grants is a whole number of zero or more");
    return { limit: limitD === null ? null : capOf(limitD, (d) => toV(d.abs()), a.cmp.bind(a)), grants: grantsD === null ? null : capOf(grantsD, (d) => d.toNumber(), (x, y) => x - y) };
  };
  const { limit, grants } = capsOf(spec, keys.names);
  const blocked = new Map<number, string[]>();
  if (spec.together) {
    const g = rr.index;
    for (let i = 0; i < as.n; i++) {
      if (as.regimeOf[i] !== g || as.kind[i] === CANDIDATE) continue;
      const k = keys.keyOf(i);
      if (k < 0) continue;
      const reasons = as.reasons.lists[as.reasonOf[i]!]!;
      const what = as.kind[i] === KEPT ? "is ranked below a threshold" : as.kind[i] === BELOW ? "is below a threshold" : "is not eligible";
      const text = `its member ${as.ids[i]} ${what}${reasons.length ? ` (${reasons[0]!.message})` : ""}`;
      const list = blocked.get(k);
      if (list) list.push(text);
      else blocked.set(k, [text]);
    }
  }
  // each row's key, read through its application (no column of the rows' keys beside the
  // applications': V8 counts typed arrays as external memory, and 64 MB more starts a full collection)
  const rowApp = rr.rowApp;
  // the allocation's further groups (§14.12 "Several groups"): each its own key column and caps
  const others: OtherGroup<V>[] = moreSpecs.map((spec, j) => {
    const more = as.moreGroups[j]!;
    return { spec, keyOfRow: (r) => more.keyOf(rowApp[r]!), keyName: (k) => more.names[k]!, ...capsOf(spec, more.names) };
  });
  return {
    ...base,
    spec,
    keyOfRow: (r) => keys.keyOf(rowApp[r]!),
    keyName: (k) => keys.names[k]!,
    idOf,
    limit,
    grants,
    ...(others.length ? { others } : {}),
    blocked,
    format: (v) => withUnit(a.format(v)),
  };
}

/**
 * a figure of a cap for an input error: its path ("cap per group (call.cap[\"law\"])"), the figure
 * named in words ("cap per group call.cap[\"law\"]"), its value; for a cap computed from the key,
 * what it was computed from, the call values it read ("floor(10% * call.students[field]) with
 * call.students[\"cs\"] = -5")
 */
type CapPath = readonly [string, string, Decimal, string?];

/** A cap's figures: one for every group (`one`), or per key of the group, by the key's number (`byKey`); `paths` name each for an input error. */
interface CapValues {
  readonly one?: Decimal;
  readonly byKey?: readonly Decimal[];
  readonly paths: readonly CapPath[];
}

/**
 * The figures of a group's cap from the call: its one value, or (`perKey`, a figure per key of the
 * group's enumeration) the figure of each key met — the checker makes the group's key and the
 * figure's key one enumeration, so each key is a member the call gives a figure for.
 */
function capValues(c: GroupCapSpec, what: string, call: Rec, names: readonly string[]): CapValues {
  if (c.value) {
    const one = callValue(`${what} (${c.text})`, () => c.value(call));
    return { one, paths: [[`${what} (${c.text})`, `${what} ${c.text}`, one]] };
  }
  const figures = callValue(`${what} (${c.text})`, () => c.perKey(call));
  const byKey: Decimal[] = [];
  const paths: CapPath[] = [];
  for (let k = 0; k < names.length; k++) {
    const raw = Object.prototype.hasOwnProperty.call(figures, names[k]!) ? figures[names[k]!] : undefined;
    const d = raw instanceof Decimal ? raw : typeof raw === "number" ? decimalFromNumber(raw) : undefined;
    if (d === undefined) throw new InvalidInput([{ record: "call", path: `${what} (${c.text}[${JSON.stringify(names[k])}])`, expected: "a figure for each key of the group", found: String(raw), message: `the ${what} of the group '${names[k]}' is not given: ${c.text} has no figure for ${JSON.stringify(names[k])}`, severity: "error" }]);
    byKey.push(d);
    // a cap computed from the key (§14.12): the group by name, and the call values its figure came from
    const reads = c.members?.[names[k]!]?.reads;
    if (c.members) paths.push([`${what} (${c.text}) of the group ${JSON.stringify(names[k])}`, `${what} of the group '${names[k]}'`, d, `${c.text}${reads?.written ? ` with ${reads.written.map((w, i) => `${w} = ${String(attempt(reads.gets[i]!, call, "absent"))}`).join(", ")}` : ""}`]);
    else paths.push([`${what} (${c.text}[${JSON.stringify(names[k])}])`, `${what} ${c.text}[${JSON.stringify(names[k])}]`, d]);
  }
  return { byKey, paths };
}

/** A cap over the walk's values: the same for every key, or each key's own; `most`, the largest. */
function capOf<T>(v: CapValues, to: (d: Decimal) => T, cmp: (x: T, y: T) => number): Cap<T> {
  if (v.one !== undefined) {
    const one = to(v.one);
    return { of: () => one, most: one };
  }
  const byKey = v.byKey!.map(to);
  let most: T = byKey.length ? (byKey[0] as T) : to(new Decimal(0));
  for (const x of byKey) if (cmp(x, most) > 0) most = x;
  return { of: (k) => byKey[k]!, most };
}

/**
 * Whether a regime's group makes its walk hold amounts as Decimals (select.ts): where the cap per
 * group is not a whole number of minor units (or cannot be computed: groupInput then says why),
 * where the cap and every amount asked together pass the safe range, or where the share of a
 * straddling group is rounded to a step finer than the currency's minor unit. Otherwise the group
 * walk runs in minor units as allocate.ts's does (`minor`: the asks in minor units, if each converted).
 */
export function groupsInDecimals(spec: GroupSpec | undefined, call: Rec, places: number, minor: MinorColumn | undefined): boolean {
  if (!spec) return false;
  if (!minor || places < 0) return true;
  if (spec.share && minorOf(new Decimal(spec.share.step), places) === undefined) return true;
  if (!spec.limit) return false;
  const caps: Decimal[] = [];
  try {
    if (spec.limit.value) caps.push(spec.limit.value(call));
    else for (const v of Object.values(spec.limit.perKey(call))) caps.push(v instanceof Decimal ? v : new Decimal(String(v)));
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    return true;
  }
  let largest = 0;
  for (const cap of caps) {
    if (cap.isNeg() && !cap.isZero()) return true;
    const m = minorOf(cap.abs(), places);
    if (m === undefined) return true;
    largest = Math.max(largest, m);
  }
  let bound = largest;
  for (let r = 0; r < minor.length; r++) bound += minor[r]!;
  return bound > Number.MAX_SAFE_INTEGER;
}
