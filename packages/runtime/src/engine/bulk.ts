// The bulk path of `evaluate` (explain: false) for the schemes most calls use: one regime that
// applies to every application, no quotas, no pro rata, a tie-break chain of keys only. It
// computes exactly what `run` computes — the same statuses, positions, amounts, points, reasons,
// labels, totals, sources and publication — but holds each application as a row of columns
// (statuses in a byte array, keys in packed numeric columns, one reused environment for the
// compiled functions) instead of an Assessment with its own environment, points object, ranked
// group and outcome. Records are added one by one as validation accepts them (`add`), and keep
// nothing of a record but its columns, so a validated record dies young. A ranking with any tie
// left after every key is handed back (undefined from `finish`) to the general engine, which
// alone walks the orders of a tie. `finish` hands the columns over as a table (bulk-table.ts),
// whose rows are the engine's results. test/bulk-equivalence.test.ts and
// test/bulk-features.test.ts check both give the same bytes.
import { Decimal, minorUnits, ZERO } from "../decimal.js";
import { EvaluationError, own } from "../ops.js";
import type { CompiledScheme, KeySpec, KeyValue, Points, Rec, RegimeSpec, RuleSpec, ThresholdSpec } from "../spec.js";
import type { BudgetTotals, Reason } from "../result.js";
import type { InputIssue } from "../validate.js";
import { Citer } from "./cite.js";
import { isDescending, orderValue } from "./rank.js";
import { columnOf, orderRows, packColumns, type Column, type Numbers } from "./order.js";
import { Asks, walk } from "./bulk-allocate.js";
import { NO_POINTS } from "./assess.js";
import { grow, PointSets, ReasonLists, Values, widened } from "./shared.js";
import { cellOf } from "./publish.js";
import { BELOW, BulkTable, CANDIDATE, INELIGIBLE, KEPT, UNRANKED } from "./bulk-table.js";

/** The regime the bulk path can take on, or undefined when the scheme needs the general engine. */
export function bulkRegime(scheme: CompiledScheme): RegimeSpec | undefined {
  if (scheme.regimes.length !== 1) return undefined;
  const r = scheme.regimes[0]!;
  const a = r.allocation;
  if (r.when || (a.quotas && a.quotas.length > 0) || a.proRata) return undefined;
  if (r.ranking.tiebreak?.steps.some((s) => s.kind !== "key")) return undefined;
  return r;
}


interface Callbacks {
  readonly onProgress?: (done: number, total: number, phase: "validate" | "assess" | "select") => void;
  /** how many applications the input has (for progress) */
  readonly total?: number;
  /** the call-level values (budget, boundary policy), failing as `evaluate` reports them */
  readonly callValue: <T>(what: string, f: () => T) => T;
}

/** `a` with `v` at i: `a` itself, or a copy in a wider array when `v` does not fit. */
function put(a: Numbers, i: number, v: number): Numbers {
  const b = widened(a, a.length, v);
  b[i] = v;
  return b;
}

export function runBulk(scheme: CompiledScheme, regime: RegimeSpec, call: Rec, apps: readonly Rec[], invalid: ReadonlyMap<string, readonly InputIssue[]>, cb: Callbacks): BulkTable | undefined {
  const b = new Bulk(scheme, regime, call, cb);
  for (const a of apps) b.add(a);
  return b.finish(invalid);
}

/**
 * Columns, never objects per application. Every column is dense — one entry per application
 * (kind, id, points, row) or per ranked row (amount asked, keys, published cells), appended in
 * order — because V8 turns an array with gaps into a hash table. Reasons and labels are numbers
 * into tables of shared lists and texts.
 */
export class Bulk {
  private n = 0;
  private readonly citer: Citer;
  private readonly criteria: CompiledScheme["criteria"];
  private readonly rules: readonly RuleSpec[];
  private readonly thresholds: readonly ThresholdSpec[];
  private readonly keySpecs: readonly KeySpec[];
  private readonly computed: readonly number[];
  private readonly filler: Points;
  // per application
  private kind: Uint8Array;
  private rowOf: Int32Array;
  private readonly ids: string[];
  private readonly pointCols: Values<Points>[];
  private readonly totals: Values<Points>;
  /** per application: the number of its list of reasons (0: none) and of its label (0: none) */
  private reasonOf: Numbers;
  private labelOf: Numbers;
  private readonly labelTexts: string[] = [""];
  // per ranked row (kept-ranked or candidate): its application, amount asked, keys, cells
  private rowApp: Int32Array;
  private rows = 0;
  private readonly asks: Asks;
  private readonly keyValues: Values<KeyValue>[];
  private readonly cells: Values<unknown>[];
  // scratch, reused for every application
  private readonly scored: Points[];
  private readonly keyScratch: KeyValue[];
  private readonly points: Record<string, Points> = {};
  private readonly env: { a: Rec; c: Rec; p: Readonly<Record<string, Points>> };

  constructor(
    private readonly scheme: CompiledScheme,
    private readonly regime: RegimeSpec,
    private readonly call: Rec,
    private readonly cb: Callbacks,
  ) {
    this.citer = new Citer(scheme);
    this.criteria = scheme.criteria;
    this.rules = [...scheme.rules, ...regime.rules];
    this.thresholds = [...scheme.thresholds, ...regime.thresholds];
    this.keySpecs = [...regime.ranking.keys, ...(regime.ranking.tiebreak?.steps ?? [])].filter((k): k is KeySpec => k.kind === "key");
    this.filler = scheme.integerPoints ? 0 : ZERO;
    // every column sized for the whole input at once (when its size is known): growing a
    // million-entry column by doubling allocates twice its size and wakes the collector
    const capacity = Math.max(16, cb.total ?? 1024);
    this.kind = new Uint8Array(capacity);
    this.rowOf = new Int32Array(capacity);
    // numbers of a few shared lists and labels: a byte each until one needs more (`put`)
    this.reasonOf = new Int8Array(capacity);
    this.labelOf = new Int8Array(capacity);
    this.rowApp = new Int32Array(capacity);
    this.ids = new Array<string>(capacity);
    this.totals = new Values<Points>(capacity);
    this.pointCols = this.criteria.map(() => new Values<Points>(capacity));
    this.keyValues = this.keySpecs.map(() => new Values<KeyValue>(capacity, true));
    const columns = scheme.publish?.columns ?? [];
    this.computed = columns.flatMap((c, k) => (c.get ? [k] : []));
    this.cells = columns.map((c) => new Values<unknown>(c.get ? capacity : 0));
    this.scored = this.criteria.map(() => this.filler);
    this.keyScratch = this.keySpecs.map(() => 0);
    this.env = { a: {}, c: call, p: NO_POINTS };
    this.sharedPoints = new PointSets(this.criteria.map((c) => c.name));
    this.asks = new Asks(regime.allocation.unit ? minorUnits(regime.allocation.unit) : -1, capacity);
  }

  private readonly sharedReasons = new ReasonLists();
  /** the shared list of the one reason "not met" of each rule and threshold, once used */
  private readonly notMet = new Map<RuleSpec | ThresholdSpec, number>();
  private readonly sharedPoints: PointSets;

  /** The first reason of an application is a shared list of one; a second makes its own list. */
  private addReason(i: number, r: Reason): void {
    const id = this.reasonOf[i]!;
    this.reasonOf = put(this.reasonOf, i, id === 0 ? this.sharedReasons.one(r) : this.sharedReasons.add([...this.sharedReasons.lists[id]!, r]));
  }

  private check(i: number, r: RuleSpec): boolean {
    let error: string | undefined;
    try {
      if (r.test(this.env)) return true;
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
      error = e.message;
    }
    if (error === undefined && this.reasonOf[i] === 0) {
      // the first reason of an application failing a rule: that rule's shared list of one
      let list = this.notMet.get(r);
      if (list === undefined) this.notMet.set(r, (list = this.sharedReasons.one({ rule: r.name, source: this.citer.cite(r.source), message: r.message ?? `not met: ${r.text}` })));
      this.reasonOf = put(this.reasonOf, i, list);
    } else this.addReason(i, { rule: r.name, source: this.citer.cite(r.source), message: error === undefined ? r.message ?? `not met: ${r.text}` : `cannot be assessed: ${error}` });
    if (r.label && this.labelOf[i] === 0) {
      let id = this.labelTexts.indexOf(r.label);
      if (id < 0) id = this.labelTexts.push(r.label) - 1;
      this.labelOf = put(this.labelOf, i, id);
    }
    return false;
  }

  private fillPoints(total: Points): void {
    const points = this.points;
    for (let k = 0; k < this.criteria.length; k++) own(points, this.criteria[k]!.name, this.scored[k]);
    points["total"] = total;
  }

  /** Assesses one validated application: what `assess` and `rankable` do, into the columns. */
  add(app: Rec): void {
    const i = this.n++;
    if (i === this.kind.length) {
      this.kind = grow(this.kind);
      this.rowOf = grow(this.rowOf);
      this.reasonOf = grow(this.reasonOf);
      this.labelOf = grow(this.labelOf);
    }
    this.rowOf[i] = -1;
    if (this.cb.onProgress && i % 1000 === 0) this.cb.onProgress(i, this.cb.total ?? i, "assess");
    this.ids[i] = app["id"] as string;
    const kind = this.assess(i, app);
    this.kind[i] = kind;
    if (kind === INELIGIBLE) {
      // every per-application column gets its entry
      for (let k = 0; k < this.pointCols.length; k++) this.pointCols[k]!.push(this.filler);
      this.totals.push(this.filler);
    }
  }

  private assess(i: number, app: Rec): number {
    const { env, criteria, scheme, regime, scored } = this;
    const alloc = regime.allocation;
    env.a = app;
    env.p = NO_POINTS;
    let ineligible = false;
    // index loops: a for-of that V8 leaves unoptimized allocates a result per step
    for (let k = 0; k < this.rules.length; k++) if (!this.check(i, this.rules[k]!)) ineligible = true;
    if (ineligible) return INELIGIBLE;
    let total: Points = this.filler;
    for (let k = 0; k < criteria.length; k++) {
      const c = criteria[k]!;
      try {
        const v = c.points(env);
        scored[k] = v;
        total = typeof total === "number" ? total + (v as number) : total.plus(v);
      } catch (e) {
        if (!(e instanceof EvaluationError)) throw e;
        this.addReason(i, { rule: c.name, source: this.citer.cite(c.source), message: `the criterion cannot be scored: ${e.message}` });
        ineligible = true;
      }
    }
    if (ineligible) return INELIGIBLE;
    for (let k = 0; k < criteria.length; k++) this.pointCols[k]!.push(scored[k]!);
    this.totals.push(total);
    this.fillPoints(total);
    env.p = this.points;
    let below = false;
    let unkept = false;
    for (let k = 0; k < this.thresholds.length; k++) {
      const t = this.thresholds[k]!;
      if (!this.check(i, t)) {
        below = true;
        if (!t.keepRanked) unkept = true;
      }
    }
    if (below && unkept) return BELOW;
    // what `rankable` computes: the amount, then every key; a failure leaves it unranked
    let step = "allocation";
    let stepSource: string | undefined;
    let asked: Decimal;
    const keys = this.keyScratch;
    try {
      asked = alloc.amount(env);
      if (asked.isNegative()) throw new EvaluationError(`it is negative (${asked.toString()}): no application can be granted less than nothing`);
      for (let k = 0; k < this.keySpecs.length; k++) {
        const spec = this.keySpecs[k]!;
        step = spec.text;
        stepSource = spec.source;
        keys[k] = orderValue(spec, spec.get(env));
      }
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
      const source = step === "allocation" ? this.citer.cite(alloc.amountSource ?? alloc.source) : this.citer.cite(stepSource ?? regime.ranking.source);
      const message = step === "allocation" ? `the amount (${alloc.amountText}) cannot be computed: ${e.message}` : `the ordering key ${step} cannot be computed: ${e.message}`;
      this.addReason(i, { rule: step === "allocation" ? "allocation" : "ranking", source, message });
      return UNRANKED;
    }
    // a ranked row: its amount, keys and published cells (now, while its record is at hand)
    if (this.rows === this.rowApp.length) this.rowApp = grow(this.rowApp);
    this.rowOf[i] = this.rows;
    this.rowApp[this.rows++] = i;
    this.asks.push(asked);
    for (let k = 0; k < keys.length; k++) this.keyValues[k]!.push(keys[k]!);
    const columns = scheme.publish?.columns;
    if (columns) for (let c = 0; c < this.computed.length; c++) this.cells[this.computed[c]!]!.push(cellOf(columns[this.computed[c]!]!, env));
    return below ? KEPT : CANDIDATE;
  }

  /** Ranks and allocates, and hands the columns over as a table; undefined when the ranking leaves a tie. */
  finish(invalid: ReadonlyMap<string, readonly InputIssue[]>): BulkTable | undefined {
    const { n, kind, rowOf, scheme, regime, call, cb, citer, ids, asks, keyValues, keySpecs, labelTexts, rows } = this;
    const rowApp = this.rowApp.subarray(0, rows);
    const alloc = regime.allocation;
    const unit = alloc.unit;
    const places = unit ? minorUnits(unit) : -1;
    cb.onProgress?.(n, n, "select");

    // ranking: the ranked rows sorted by every key, the id last; a tie left means the engine
    const budgetFn = alloc.budget;
    const budget = budgetFn === "unlimited" ? null : cb.callValue("budget", () => budgetFn(call));
    const boundaryFn = alloc.boundary;
    const policy = boundaryFn ? cb.callValue("boundary policy", () => boundaryFn(call)) : "stop";
    // under "tiebreak at the boundary" the chain orders only a tie that straddles the budget:
    // without such a tie the order is the ranking keys' alone
    const sortKeys = regime.ranking.tiebreak?.scope === "boundary" ? regime.ranking.keys.length : keySpecs.length;
    const cols: Column[] = [];
    for (let j = 0; j < sortKeys; j++) {
      const values = keyValues[j]!;
      const descending = isDescending(keySpecs[j]!);
      if (values.numeric) cols.push({ kind: "num", v: values.numbers, sign: descending ? -1 : 1 });
      else cols.push(columnOf(values.view as KeyValue[], descending));
    }
    const packed = packColumns(cols, rows);
    const ties = { found: false };
    const idx = orderRows(
      packed,
      rows,
      (x, y) => {
        const a = ids[rowApp[x]!]!;
        const b = ids[rowApp[y]!]!;
        return a < b ? -1 : a > b ? 1 : 0;
      },
      ties,
    );
    if (ties.found) return undefined;

    // allocation, in ranking order: each application on its own (no tie to walk)
    const boundaryName = alloc.boundarySource ?? alloc.source;
    // an application refused with no reason before has the shared list of that one reason: a
    // few texts of why, each looked up once
    const onlyReason = new Map<string, number>();
    const walked = walk({
      // rows kept ranked below a threshold are not walked (only a threshold that keeps ranked makes them)
      idx, kept: this.thresholds.some((t) => t.keepRanked) ? (r) => kind[rowApp[r]!] === KEPT : undefined, asks, budget, policy, reserve: alloc.reserve ?? 0, places,
      refused: (r, why) => {
        const i = rowApp[r]!;
        if (this.reasonOf[i] !== 0) return this.addReason(i, { rule: "allocation", source: citer.cite(boundaryName), message: why });
        let list = onlyReason.get(why);
        if (list === undefined) onlyReason.set(why, (list = this.sharedReasons.one({ rule: "allocation", source: citer.cite(boundaryName), message: why })));
        this.reasonOf = put(this.reasonOf, i, list);
      },
    });
    const budgetTotals: BudgetTotals = { unit, ...walked.totals };

    // the rows: the ranking, then every other application (and invalid record) by id — the
    // applications not ranked (indexes, sorted by their ids) merged with the invalid records
    let count = 0;
    for (let i = 0; i < n; i++) if (kind[i] === INELIGIBLE || kind[i] === UNRANKED || kind[i] === BELOW) count++;
    const rest = new Uint32Array(count);
    count = 0;
    for (let i = 0; i < n; i++) if (kind[i] === INELIGIBLE || kind[i] === UNRANKED || kind[i] === BELOW) rest[count++] = i;
    // input in id order (as exports usually are) leaves them in order already
    let sorted = true;
    for (let r = 1; r < count && sorted; r++) if (!(ids[rest[r - 1]!]! < ids[rest[r]!]!)) sorted = false;
    if (!sorted) rest.sort((x, y) => (ids[x]! < ids[y]! ? -1 : ids[x]! > ids[y]! ? 1 : 0));
    const bad = [...invalid].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    const order = new Int32Array(rows + rest.length + bad.length);
    let j = 0;
    for (let p = 0; p < rows; p++) order[j++] = rowApp[idx[p]!]!;
    let b = 0;
    for (let r = 0; r < rest.length; r++) {
      const i = rest[r]!;
      while (b < bad.length && bad[b]![0] < ids[i]!) order[j++] = -(++b);
      order[j++] = i;
    }
    while (b < bad.length) order[j++] = -(++b);
    return new BulkTable({
      scheme, call, sources: citer.table(), regime: regime.name, totals: budgetTotals,
      kind, rowOf, ids, pointCols: this.pointCols.map((c) => c.view), pointTotals: this.totals.view, pointSets: this.sharedPoints,
      reasonOf: this.reasonOf, reasonLists: this.sharedReasons.lists, labelOf: this.labelOf, labelTexts,
      rowApp, status: walked.status, amounts: walked.amounts, requested: walked.requested, cells: this.cells.map((c) => c.view), idx, order, invalid: bad, zero: walked.zero,
    });
  }
}
