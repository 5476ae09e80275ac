// Aggregates over the applications that share a key with this one (`sum(m in peers(consortium):
// m.requested)`; count, min, max, mean): computed columnar in one pass over the key column and
// the members' values before assessment, since assessment reads each application on its own.
// An aggregate over all members reads only their input fields and the call (the checker refuses
// anything else: checks/aggregates.ts), so it is known before eligibility and may feed
// eligibility, points, amounts and keys. One over the eligible members (`peers(k, eligible)`,
// phase 1) or their points (phase 2) is computed later, once memberPhases.ts has found every
// member's eligibility (and points); the members left out are named in the explanation.
import { Decimal } from "../decimal.js";
import { minorUnits } from "../currency.js";
import { cmpCodePoints, distinctKey } from "../ops.js";
import { EvaluationError } from "../ops.js";
import type { AggregateSpec, KeyValue, Rec } from "../spec.js";
import type { TraceFact } from "./trace.js";
import { formatDate } from "../time.js";
import { showMoment } from "../timeShow.js";

/** What one group's aggregate came to: its value, or why it cannot be computed. */
interface GroupValue {
  readonly value: unknown;
  readonly error?: string;
  /** the members, in input order, with their values as printed */
  /** the first members (by id), each with its value (null: counted) */
  readonly members: readonly { readonly id: string; readonly value: string | null }[];
  /** how many more there are */
  readonly more: number;
  /** the members left out as not eligible (phases 1 and 2), by id */
  readonly left?: readonly string[];
}

/** What memberPhases.ts found of the held records: who is eligible, and (phase 2) their points. */
export interface MemberOutcomes {
  readonly eligible: Uint8Array;
  /** per held record: its points as a record (total and criteria), or why it has none */
  readonly points?: readonly (Rec | string | undefined)[];
}

const LISTED = 10;

/** A date (`time` "date") or a moment on the zone's clock, as reasons show one: to the second, its milliseconds where it has some. */
function showTime(t: number, time: string): string {
  return time === "date" ? formatDate(t) : showMoment(t, t % 1000 === 0 ? "second" : "exact", time);
}

export class Aggregates {
  /** the records held until every one is known (assessment waits for the pass) */
  private readonly held: Rec[] = [];
  /** per aggregate, per held record: its group's number (-1: its key cannot be computed) */
  private groupOf: Int32Array[] = [];
  private keyError: (string | undefined)[][] = [];
  private values: GroupValue[][] = [];
  private keyNames: string[][] = [];
  /** the application being assessed (its index among the held records) */
  current = 0;

  constructor(
    readonly specs: readonly AggregateSpec[],
    private readonly call: Rec,
  ) {}

  hold(rec: Rec): void {
    this.held.push(rec);
  }

  /** The id of the j-th record held. */
  idOf(j: number): string {
    return this.held[j]!["id"] as string;
  }

  /** The records held, in input order; the pass over them (aggregates of all members) is done first. */
  release(): Rec[] {
    this.compute(0);
    return this.held;
  }

  /** Whether some aggregate reads the members' eligibility (1) or points (2). */
  needs(phase: 1 | 2): boolean {
    return this.specs.some((s) => (s.phase ?? 0) === phase);
  }

  /** Computes the aggregates of a later phase from what memberPhases.ts found of every member. */
  computeLater(phase: 1 | 2, outcomes: MemberOutcomes): void {
    this.compute(phase, outcomes);
  }

  private compute(phase: 0 | 1 | 2, outcomes?: MemberOutcomes): void {
    const n = this.held.length;
    if (phase === 0) {
      this.groupOf = this.specs.map(() => new Int32Array(n).fill(-1));
      this.keyError = this.specs.map(() => []);
      this.values = this.specs.map(() => []);
      this.keyNames = this.specs.map(() => []);
    }
    this.specs.forEach((spec, k) => {
      if ((spec.phase ?? 0) !== phase) return;
      const index = new Map<string, number>();
      const names: string[] = [];
      const members: number[][] = [];
      for (let i = 0; i < n; i++) {
        let key: KeyValue;
        try {
          key = spec.key(this.held[i]!);
        } catch (e) {
          if (!(e instanceof EvaluationError)) throw e;
          this.keyError[k]![i] = `its ${spec.keyText} cannot be read: ${e.message}`;
          continue;
        }
        const text = key instanceof Decimal ? key.toString() : String(key);
        let g = index.get(text);
        if (g === undefined) {
          g = names.push(text) - 1;
          index.set(text, g);
          members.push([]);
        }
        members[g]!.push(i);
        this.groupOf[k]![i] = g;
      }
      // over the whole call: its one group, also when the call has no application (a count of 0)
      if (spec.whole && members.length === 0) (names.push(""), members.push([]));
      this.keyNames[k] = names;
      this.values[k] = members.map((rows) => this.fold(spec, rows, outcomes));
    });
  }

  private fold(spec: AggregateSpec, unordered: readonly number[], outcomes?: MemberOutcomes): GroupValue {
    // members by id, so that nothing depends on the order of the input
    const all = [...unordered].sort((x, y) => cmpCodePoints(this.held[x]!["id"] as string, this.held[y]!["id"] as string));
    // over the eligible members: the others are left out, and named
    const rows = outcomes ? all.filter((i) => outcomes.eligible[i] === 1) : all;
    const left = outcomes ? all.filter((i) => outcomes.eligible[i] !== 1).map((i) => this.held[i]!["id"] as string) : undefined;
    const group = (g: Omit<GroupValue, "left">): GroupValue => (left ? { ...g, left } : g);
    const listed: { id: string; value: string | null }[] = [];
    const show = (i: number, v: Decimal | null): void => {
      if (listed.length < LISTED) listed.push({ id: this.held[i]!["id"] as string, value: v === null ? null : this.format(spec, v) });
    };
    const shown = (i: number, t: number): void => {
      if (listed.length < LISTED) listed.push({ id: this.held[i]!["id"] as string, value: showTime(t, spec.time!) });
    };
    let acc: Decimal | undefined;
    let time: number | undefined;
    let count = 0;
    // a weighted mean: the sum of value × weight over the sum of the weights
    let weights = new Decimal(0);
    // `count(distinct m in peers(k): m.x)`: the different values (review37 F2; before, the members whose value was true)
    const distinct = spec.distinct ? new Set<string>() : undefined;
    let told = 0;
    for (const i of rows) {
      let v: unknown;
      let w: Decimal | undefined;
      try {
        let member = this.held[i]!;
        if (spec.phase === 2) {
          const p = outcomes?.points?.[i];
          if (typeof p !== "object") throw new EvaluationError(`it has no points (${p ?? "not scored"})`);
          member = { ...p, ...member };
        }
        v = spec.value(member, this.call);
        if (spec.weight && spec.fn === "mean") {
          const x = spec.weight(member, this.call);
          w = typeof x === "number" ? new Decimal(x) : (x as Decimal);
          if (w.lt(0)) throw new EvaluationError(`its weight is negative (${w.toString()})`);
        }
      } catch (e) {
        if (!(e instanceof EvaluationError)) throw e;
        return group({ value: undefined, error: `the member ${this.held[i]!["id"] as string}: ${e.message}`, members: listed, more: 0 });
      }
      if (distinct) {
        // every member told with its value (a number, an amount, a date), the count the values'; a
        // text or a member, which the words cannot give, by the first member of each value alone
        const fresh = distinct.size < distinct.add(distinctKey(v)).size;
        const numeric = typeof v === "number" || v instanceof Decimal;
        if (numeric || fresh) told++;
        if (spec.time !== undefined) shown(i, v as number);
        else if (numeric) show(i, typeof v === "number" ? new Decimal(v) : (v as Decimal));
        else if (fresh) show(i, null);
        continue;
      }
      if (spec.fn === "count") {
        if (v === true) {
          count++;
          show(i, null);
        }
        continue;
      }
      if (spec.time !== undefined) {
        // a date or a moment: the day number or instant, compared as such and kept as it is
        const t = v as number;
        shown(i, t);
        count++;
        if (time === undefined || (spec.fn === "min" ? t < time : t > time)) time = t;
        continue;
      }
      const d = typeof v === "number" ? new Decimal(v) : (v as Decimal);
      show(i, d);
      count++;
      if (w !== undefined) {
        weights = weights.plus(w);
        acc = (acc ?? new Decimal(0)).plus(d.times(w));
      } else if (acc === undefined) acc = d;
      else if (spec.fn === "sum" || spec.fn === "mean") acc = acc.plus(d);
      else if (spec.fn === "min" ? d.lt(acc) : d.gt(acc)) acc = d;
    }
    const more = Math.max(0, (distinct ? told : spec.fn === "count" ? count : rows.length) - LISTED);
    switch (spec.fn) {
      case "count":
        return group({ value: new Decimal(distinct ? distinct.size : count), members: listed, more });
      case "sum":
        return group({ value: acc ?? new Decimal(0), members: listed, more });
      case "mean":
        if (acc === undefined) return group({ value: undefined, error: "the mean of no members is undefined", members: listed, more });
        if (spec.weight) return group(weights.isZero() ? { value: undefined, error: "the members' weights add up to zero", members: listed, more } : { value: acc.div(weights), members: listed, more });
        return group({ value: acc.div(count), members: listed, more });
      default:
        if (spec.time !== undefined) return group(time === undefined ? { value: undefined, error: `the ${spec.fn === "min" ? "earliest" : "latest"} of no members is undefined`, members: listed, more } : { value: time, members: listed, more });
        return group(acc === undefined ? { value: undefined, error: `the ${spec.fn === "min" ? "minimum" : "maximum"} of no members is undefined`, members: listed, more } : { value: acc, members: listed, more });
    }
  }

  private format(spec: AggregateSpec, v: Decimal): string {
    return spec.unit ? `${v.toFixed(Math.max(minorUnits(spec.unit), v.decimalPlaces()))} ${spec.unit}` : spec.percent ? v.times(100).toString() : v.toString();
  }

  /** The value of aggregate k for the current application (compiled code calls it). */
  value(k: number): unknown {
    const spec = this.specs[k]!;
    const g = this.groupOf[k]![this.current]!;
    if (g < 0) throw new EvaluationError(`${spec.text} cannot be computed: ${this.keyError[k]![this.current]}`);
    const v = this.values[k]![g];
    if (v === undefined) throw new EvaluationError(`${spec.text} is not known yet: it reads the members' ${spec.phase === 2 ? "points" : "eligibility"}`);
    if (v.error !== undefined) throw new EvaluationError(`${spec.text} over ${spec.keyText} '${this.keyNames[k]![g]}' cannot be computed: ${v.error}`);
    return v.value;
  }

  /** The value of aggregate k over every application of the call (§8.12; compiled code calls it through ops.whole). */
  wholeValue(k: number): unknown {
    const spec = this.specs[k]!;
    const v = this.values[k]?.[0];
    if (v === undefined) throw new EvaluationError(`${spec.text} is not known yet: it reads the ${spec.phase === 2 ? "points of the applications" : spec.phase === 1 ? "eligibility of the applications" : "applications"}`);
    if (v.error !== undefined) throw new EvaluationError(`${spec.text} cannot be computed: ${v.error}`);
    return v.value;
  }

  /** The explanation of application i's aggregates: each value and its members, as facts (trace.ts). */
  explain(i: number): TraceFact[] {
    const out: TraceFact[] = [];
    for (let k = 0; k < this.specs.length; k++) {
      const fact = this.explainOne(i, k);
      if (fact) out.push(fact);
    }
    return out;
  }

  /** The explanation of application i's aggregate k (named by the `let` that holds it), or undefined where it has no group. */
  explainOne(i: number, k: number): TraceFact | undefined {
    const spec = this.specs[k]!;
    // over the whole call: no group of this application's to tell; its value is told where it is read (§8.12)
    if (spec.whole) return undefined;
    const g = this.groupOf[k]?.[i] ?? -1;
    if (g < 0) return undefined;
    const v = this.values[k]?.[g];
    if (!v) return undefined;
    const value = v.error !== undefined ? null : spec.fn === "count" ? (v.value as Decimal).toString() : spec.time !== undefined ? showTime(v.value as number, spec.time) : this.format(spec, v.value as Decimal);
    // the group is this application alone: the catalogues say so shortly (no other member to list)
    const alone = v.members.length === 1 && v.more === 0 && !v.left?.length && v.members[0]!.id === this.held[i]?.["id"];
    return { kind: "aggregate", ...(alone ? { alone: true } : {}), ...(spec.let ? { let: spec.let } : {}), ...(spec.title !== undefined ? { title: spec.title } : {}), aggregate: spec.text, groupBy: spec.keyText, group: this.keyNames[k]![g]!, value, ...(v.error !== undefined ? { error: v.error } : {}), members: v.members, more: v.more, ...(spec.percent && spec.fn !== "count" ? { percent: true } : {}), ...(spec.phase ? { eligible: true } : {}), ...(v.left ? { left: v.left.slice(0, LISTED), leftMore: Math.max(0, v.left.length - LISTED) } : {}) };
  }
}
