// Values of the outcome (§16.3 of the language reference), computed once after the allocation,
// on the record of the run: the aggregates over the applications the allocation funded (or
// ranked) — the clearing price of a uniform-price tender, the number funded per region — the
// published statistics (rounded as declared), the settlement of each funded application (`pay
// clearing_price instead of bid`: what it was awarded and what it is paid), and the published
// columns that read such values. Compiled code reads an aggregate with `ops.outcome(e, k)`, the
// same functions as everywhere else: the checker makes sure nothing that decides the outcome
// reads one (AL0640), so computing them after the allocation changes nothing before it.
//
// The members are the ranked applications whose record the assessment kept (a scheme with
// outcome values keeps the record of each ranked application); `funded` is those funded, partially
// funded or funded pro rata. An indeterminate application (a tie the law leaves open) is not
// funded for these values, and each statistic over `funded` names it (`undecided`). Members are
// read in id order, so nothing depends on the order of the input.
import { Decimal, minorUnits, roundTo, ZERO } from "../decimal.js";
import { cmpCodePoints, distinctKey, EvaluationError } from "../ops.js";
import { formatDate } from "../time.js";
import type { AllocationSpec, CompiledScheme, Env, KeyValue, OutcomeAggregateSpec, Points, Rec, SettlementSpec, Status } from "../spec.js";
import type { Settlement, Statistic } from "../result.js";
import type { Assessor } from "./assess.js";
import type { Sink } from "./narrate.js";
import { withPoints } from "./outcomePoints.js";

/** What one aggregate came to over one set of members: its value (or why it has none), and who made it. */
export interface OutcomeValue {
  readonly value: Decimal | undefined;
  readonly error?: string;
  readonly count: number;
  /** for min and max: the members whose value it is (ties: each of them), by id */
  readonly attained: readonly string[];
}

/** The value of one outcome aggregate that a payment read, for the explanation. */
export interface SettlementRead {
  readonly name: string;
  readonly value: Decimal | undefined;
  readonly unit: string;
  readonly fn: OutcomeAggregateSpec["fn"];
  readonly set: OutcomeAggregateSpec["set"];
  readonly valueText: string;
  readonly attained: readonly string[];
}

export interface SettledRow {
  readonly result: Settlement;
  readonly awarded: Decimal | undefined;
  readonly paid: Decimal | undefined;
  readonly reads: readonly SettlementRead[];
}

const FUNDED_STATUSES: ReadonlySet<Status> = new Set(["funded", "partially_funded", "pro_rata"]);

function keyText(v: KeyValue): string {
  return v instanceof Decimal ? v.toString() : String(v);
}

function dec(v: unknown): Decimal {
  return v instanceof Decimal ? v : new Decimal(v as number);
}

/** What a run offers the outcome: which applications are ranked, their status, their amount. */
export interface RunView {
  readonly as: Assessor;
  statusOf(i: number): Status;
  positionOf(i: number): number | null;
  /** the amount granted to a ranked application, as printed */
  grantedOf(i: number): string;
}

export class Outcome {
  private readonly spec: CompiledScheme;
  private readonly call: Rec;
  /** the ranked applications with a record, in id order */
  private readonly members: number[] = [];
  /** per aggregate, per key text ("" without a key): the value */
  private readonly cache = new Map<string, OutcomeValue>();
  /** per application (of a regime that settles, funded): its settlement */
  private readonly settled = new Map<number, SettledRow>();
  /** per application, per column index that reads the outcome: the cell */
  private readonly cells = new Map<number, Map<number, unknown>>();
  private readonly env: { a: Rec; c: Rec; p: Record<string, Points>; o: Outcome };

  constructor(private readonly run: RunView) {
    const as = run.as;
    this.spec = as.scheme;
    this.call = as.call;
    this.env = { a: {}, c: as.call, p: {}, o: this };
    const records = as.records!;
    for (let i = 0; i < as.n; i++) if (records[i] !== undefined && run.positionOf(i) !== null) this.members.push(i);
    this.members.sort((x, y) => cmpCodePoints(as.ids[x]!, as.ids[y]!));
    this.settle();
    this.publishCells();
  }

  private inSet(i: number, set: OutcomeAggregateSpec["set"]): boolean {
    return set === "ranked" || FUNDED_STATUSES.has(this.run.statusOf(i));
  }

  /** Aggregate k over the members of its set whose key (if any) is `key`. */
  private over(k: number, key: string | undefined): OutcomeValue {
    const id = `${k}\u0000${key ?? ""}`;
    const known = this.cache.get(id);
    if (known) return known;
    const spec = this.spec.outcome!.aggregates[k]!;
    const value = this.fold(spec, key === undefined ? this.members : this.bucket(spec.key!, key));
    this.cache.set(id, value);
    return value;
  }

  /** per key function: the members by key text, each in id order (one pass over the members) */
  private readonly buckets = new Map<(a: Rec) => KeyValue, Map<string, number[]>>();

  private bucketsOf(key: (a: Rec) => KeyValue): Map<string, number[]> {
    let b = this.buckets.get(key);
    if (!b) {
      b = new Map();
      for (const i of this.members) {
        const k = this.keyOf(key, i);
        if (k === undefined) continue;
        let list = b.get(k);
        if (!list) b.set(k, (list = []));
        list.push(i);
      }
      this.buckets.set(key, b);
    }
    return b;
  }

  private bucket(key: (a: Rec) => KeyValue, k: string): readonly number[] {
    return this.bucketsOf(key).get(k) ?? [];
  }

  private keyOf(key: (a: Rec) => KeyValue, i: number): string | undefined {
    try {
      // an absent optional key field: the member belongs to no group
      const v = key(this.run.as.records![i]!) as KeyValue | undefined | null;
      return v === undefined || v === null ? undefined : keyText(v);
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
      return undefined;
    }
  }

  private fold(spec: OutcomeAggregateSpec, members: readonly number[]): OutcomeValue {
    const as = this.run.as;
    const records = as.records!;
    let acc: Decimal | undefined, weights = ZERO, count = 0, attained: string[] = [];
    // `count(distinct w in funded: w.x)`: the different values (review37 F2; before, the members whose value was true)
    const distinct = spec.distinct ? new Set<string>() : undefined;
    for (const i of members) {
      if (!this.inSet(i, spec.set)) continue;
      let v: unknown;
      let w: unknown;
      try {
        const m = spec.points ? this.withPoints(i, spec) : spec.awarded ? this.withAwarded(i) : records[i]!;
        v = spec.value(m, this.call);
        if (spec.weight) w = spec.weight(m, this.call);
      } catch (e) {
        if (!(e instanceof EvaluationError)) throw e;
        return { value: undefined, error: `the value of ${as.ids[i]} cannot be computed: ${e.message}`, count, attained: [] };
      }
      if (spec.fn === "count") {
        if (distinct) distinct.add(distinctKey(v));
        if (distinct || v === true) count++;
        continue;
      }
      const d = dec(v);
      count++;
      if (spec.weight) {
        const wd = dec(w);
        weights = weights.plus(wd);
        acc = acc === undefined ? d.times(wd) : acc.plus(d.times(wd));
      } else if (acc === undefined) {
        acc = d;
        attained = [as.ids[i]!];
      } else if (spec.fn === "sum" || spec.fn === "mean") acc = acc.plus(d);
      else {
        const c = d.cmp(acc);
        if (c === 0) attained.push(as.ids[i]!);
        else if (spec.fn === "min" ? c < 0 : c > 0) {
          acc = d;
          attained = [as.ids[i]!];
        }
      }
    }
    const none = `no application ${spec.set}`;
    switch (spec.fn) {
      case "count":
        return { value: new Decimal(distinct ? distinct.size : count), count, attained: [] };
      case "sum":
        return { value: acc ?? ZERO, count, attained: [] };
      case "mean":
        if (acc === undefined) return { value: undefined, error: none, count, attained: [] };
        if (spec.weight) return weights.isZero() ? { value: undefined, error: "the weights add up to zero", count, attained: [] } : { value: acc.div(weights), count, attained: [] };
        return { value: acc.div(count), count, attained: [] };
      default:
        return acc === undefined ? { value: undefined, error: none, count, attained: [] } : { value: acc, count, attained };
    }
  }

  private readonly awardedRecords = new Map<number, Rec>();

  /** Member i's record with `awarded`, what the allocation granted it (`w.awarded`). */
  private withAwarded(i: number): Rec {
    let r = this.awardedRecords.get(i);
    if (!r) this.awardedRecords.set(i, (r = { ...this.run.as.records![i]!, awarded: new Decimal(this.run.grantedOf(i)) }));
    return r;
  }

  private readonly pointRecords = new Map<OutcomeAggregateSpec, Map<number, Rec>>();

  /** Member i's record with its points (`w.k1`, `w.total`, `w.etap1`, §16.3: outcomePoints.ts). */
  private withPoints(i: number, spec: OutcomeAggregateSpec): Rec {
    const per = this.pointRecords.get(spec) ?? this.pointRecords.set(spec, new Map()).get(spec)!;
    let r = per.get(i);
    if (!r) per.set(i, (r = withPoints(this.run.as, this.call, i, spec, spec.awarded ? this.withAwarded(i) : this.run.as.records![i]!)));
    return r;
  }

  /** The value of aggregate k for application `a` (compiled code calls it through `ops.outcome`). */
  value(k: number, a: Rec): unknown {
    const spec = this.spec.outcome!.aggregates[k]!;
    let key: string | undefined;
    if (spec.key) {
      try {
        key = keyText(spec.key(a));
      } catch (e) {
        if (!(e instanceof EvaluationError)) throw e;
        throw new EvaluationError(`${spec.text} cannot be computed: its ${spec.keyText} cannot be read: ${e.message}`);
      }
    }
    const v = this.over(k, key);
    if (v.value === undefined) throw new EvaluationError(`${spec.text}${key !== undefined ? ` over ${spec.keyText} '${key}'` : ""} has no value: ${v.error}`);
    // a date or a moment: the day number or instant, as the scheme's columns and comparisons read one
    return spec.time !== undefined ? v.value.toNumber() : v.value;
  }

  /** What aggregate k was made of, for application `a` (the explanation of a settlement). */
  valueFor(k: number, a: Rec): OutcomeValue {
    const spec = this.spec.outcome!.aggregates[k]!;
    return this.over(k, spec.key ? keyText(spec.key(a)) : undefined);
  }

  private envOf(i: number): Env {
    const as = this.run.as;
    const env = this.env;
    env.a = as.records![i]!;
    const p: Record<string, Points> = {};
    if (as.hasPoints(i)) {
      as.scheme.criteria.forEach((c, k) => (p[c.name] = as.pointCols[k]!.at(i)));
      p["total"] = as.totals.at(i);
    }
    env.p = p;
    return env;
  }

  private settle(): void {
    const as = this.run.as;
    for (const i of this.members) {
      const regime = as.scheme.regimes[as.regimeOf[i]!];
      const spec = regime?.allocation.settlement;
      if (!spec || !FUNDED_STATUSES.has(this.run.statusOf(i))) continue;
      this.settled.set(i, this.settleOne(i, spec, regime.allocation.unit));
    }
  }

  private settleOne(i: number, spec: SettlementSpec, allocationUnit: string): SettledRow {
    const env = this.envOf(i);
    const places = spec.unit ? minorUnits(spec.unit) : spec.places;
    const show = (d: Decimal): string => (places === undefined ? d.toString() : d.toFixed(Math.max(places, spec.unit ? 0 : d.decimalPlaces())));
    let awarded: Decimal | undefined;
    let paid: Decimal | undefined;
    let note: string | undefined;
    try {
      awarded = spec.instead ? spec.instead(env) : new Decimal(this.run.grantedOf(i));
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
      note = `${spec.insteadText} cannot be computed: ${e.message}`;
    }
    try {
      paid = spec.pay(env);
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
      note ??= `${spec.payText} cannot be computed: ${e.message}`;
    }
    const reads = spec.reads.map((r): SettlementRead => {
      const agg = this.spec.outcome!.aggregates[r.aggregate]!;
      let value: Decimal | undefined;
      let attained: readonly string[] = [];
      try {
        value = dec(r.get(env));
        attained = this.valueFor(r.aggregate, env.a).attained;
      } catch (e) {
        if (!(e instanceof EvaluationError)) throw e;
      }
      return { name: r.name, value, unit: agg.unit, fn: agg.fn, set: agg.set, valueText: agg.valueText, attained };
    });
    const unit = spec.instead ? spec.unit : allocationUnit;
    const result: Settlement = {
      of: spec.insteadText ?? "amount",
      awarded: awarded === undefined ? this.run.grantedOf(i) : show(awarded),
      paid: paid === undefined ? null : show(paid),
      unit,
      ...(note ? { note } : {}),
    };
    return { result, awarded, paid, reads };
  }

  /** The settlement of application i, if it is funded in a regime that settles. */
  settlementOf(i: number): SettledRow | undefined {
    return this.settled.get(i);
  }

  private publishCells(): void {
    const columns = this.spec.publish?.columns ?? [];
    const outcomeColumns = columns.flatMap((c, k) => (c.outcome && c.get ? [k] : []));
    if (!outcomeColumns.length) return;
    for (const i of this.members) {
      const env = this.envOf(i);
      const row = new Map<number, unknown>();
      for (const k of outcomeColumns) {
        try {
          row.set(k, columns[k]!.get!(env));
        } catch (e) {
          if (!(e instanceof EvaluationError)) throw e;
          row.set(k, null);
        }
      }
      this.cells.set(i, row);
    }
  }

  /** The value of an outcome column for application i (null: it cannot be computed). */
  cell(i: number, k: number): unknown {
    return this.cells.get(i)?.get(k) ?? null;
  }

  /** The published statistics, in the order declared. */
  statistics(): Statistic[] {
    const st = this.spec.outcome?.statistics;
    if (!st) return [];
    const as = this.run.as;
    const undecided = this.members.filter((i) => this.run.statusOf(i) === "indeterminate").map((i) => as.ids[i]!);
    return st.items.map((s): Statistic => {
      const agg = this.spec.outcome!.aggregates[s.aggregate]!;
      const show = (v: OutcomeValue): string | null => {
        if (v.value === undefined) return null;
        if (s.rounding) return roundTo(v.value, s.rounding.places, s.rounding.mode).toFixed(s.rounding.places);
        if (agg.fn === "count") return v.value.toString();
        const places = agg.unit ? minorUnits(agg.unit) : s.places;
        return places !== undefined ? v.value.toFixed(Math.max(places, v.value.decimalPlaces())) : v.value.toString();
      };
      const head = {
        name: s.name,
        title: s.title ?? null,
        source: s.source ? as.citer.cite(s.source) : null,
        over: agg.set,
        unit: agg.fn === "count" ? "" : agg.unit,
        rounding: s.rounding ? { mode: s.rounding.mode, places: s.rounding.places } : null,
      };
      const extra = agg.set === "funded" && undecided.length ? { undecided } : {};
      if (!s.by) {
        const v = this.fold(agg, this.members);
        return { ...head, value: show(v), count: v.count, ...(v.value === undefined ? { note: v.error ?? "" } : {}), ...extra };
      }
      const buckets = this.bucketsOf(s.by.key);
      const groups = [...buckets.keys()].sort(cmpCodePoints).map((key) => {
        const v = this.fold(agg, buckets.get(key)!);
        return { key: s.by!.date ? formatDate(Number(key)) : key, value: show(v), count: v.count, ...(v.value === undefined ? { note: v.error ?? "" } : {}) };
      });
      return { ...head, by: s.by.text, groups, ...(groups.length === 0 ? { note: `no application ${agg.set}` } : {}), ...extra };
    });
  }
}

/** The settlement step of a funded application's explanation (narrate.ts calls it after the allocation step). */
export function settlementStep(outcome: Outcome, as: Assessor, alloc: AllocationSpec, i: number, add: Sink): void {
  const settled = outcome.settlementOf(i);
  const spec = alloc.settlement;
  if (!settled || !spec) return;
  add("allocation", as.citer.cite(spec.source ?? alloc.source), () => {
    const s = settled.result;
    const unit = s.unit || null;
    return {
      kind: "settlement",
      paid: s.paid === null ? null : { value: s.paid, unit },
      awarded: { value: s.awarded, unit },
      of: s.of,
      values: settled.reads.map((r) => ({
        name: r.name,
        value: r.value === undefined ? null : { value: r.fn === "count" || !r.unit ? r.value.toString() : r.value.toFixed(Math.max(minorUnits(r.unit), r.value.decimalPlaces())), unit: r.fn === "count" ? null : r.unit || null },
        fn: r.fn,
        set: r.set,
        field: r.valueText.replace(/^[A-Za-z_][A-Za-z0-9_]*\./, ""),
        attained: r.attained,
      })),
      ...(s.note ? { note: s.note } : {}),
    };
  });
}
