// The bulk path of `evaluate` (explain: false) for the schemes most calls use: one regime that
// applies to every application, no quotas, no pro rata, a tie-break chain of keys only. It
// computes exactly what `run` computes — the same statuses, positions, amounts, points, reasons,
// labels, totals, sources and publication — but holds each application as a row of columns
// (statuses in a byte array, keys in packed numeric columns, one reused environment for the
// compiled functions) instead of an Assessment with its own environment, points object, ranked
// group and outcome. A ranking with any tie left after every key is handed back (undefined) to
// the general engine, which alone walks the orders of a tie. test/bulk-equivalence.test.ts
// checks both give the same bytes.
import { Decimal, ZERO } from "../decimal.js";
import { EvaluationError, own } from "../ops.js";
import type { CompiledScheme, Env, KeyValue, Points, Rec, RegimeSpec, Status } from "../spec.js";
import type { ApplicationResult, BudgetTotals, Publication, Reason, SelectionResult } from "../result.js";
import { minorUnits, type InputIssue } from "../validate.js";
import { Citer } from "./cite.js";
import { columnOf, compareAt, isDescending, orderValue, type Column } from "./rank.js";
import { stepOne, type State } from "./allocate.js";
import { publish } from "./publish.js";

/** The regime the bulk path can take on, or undefined when the scheme needs the general engine. */
export function bulkRegime(scheme: CompiledScheme): RegimeSpec | undefined {
  if (scheme.regimes.length !== 1) return undefined;
  const r = scheme.regimes[0]!;
  const a = r.allocation;
  if (r.when || (a.quotas && a.quotas.length > 0) || a.proRata) return undefined;
  if (r.ranking.tiebreak?.steps.some((s) => s.kind !== "key")) return undefined;
  return r;
}

const INELIGIBLE = 1;
const BELOW = 2;
const KEPT = 3; // below a threshold that keeps it ranked
const CANDIDATE = 4;
const UNRANKED = 5; // scored, but its amount or a key cannot be computed: ineligible, with points

const NO_REASONS: readonly Reason[] = Object.freeze([]) as readonly Reason[];
const NO_STEPS = Object.freeze([]) as unknown as ApplicationResult["explanation"];

interface Callbacks {
  readonly onProgress?: (done: number, total: number, phase: "validate" | "assess" | "select") => void;
  /** the call-level values (budget, boundary policy), failing as `evaluate` reports them */
  readonly callValue: <T>(what: string, f: () => T) => T;
}

export function runBulk(scheme: CompiledScheme, regime: RegimeSpec, call: Rec, apps: readonly Rec[], invalid: ReadonlyMap<string, readonly InputIssue[]>, cb: Callbacks): SelectionResult | undefined {
  const n = apps.length;
  const citer = new Citer(scheme);
  const alloc = regime.allocation;
  const unit = alloc.unit;
  const places = unit ? minorUnits(unit) : -1;
  const money = (d: Decimal): string => (places >= 0 ? d.toFixed(places) : d.toString());
  const criteria = scheme.criteria;
  const rules = [...scheme.rules, ...regime.rules];
  const thresholds = [...scheme.thresholds, ...regime.thresholds];
  const keySpecs = [...regime.ranking.keys, ...(regime.ranking.tiebreak?.steps ?? [])].filter((k) => k.kind === "key");

  const kind = new Uint8Array(n);
  const reasons: (Reason[] | undefined)[] = new Array(n);
  const labels: (string | undefined)[] = new Array(n);
  const addReason = (i: number, r: Reason) => {
    const list = reasons[i];
    if (list) list.push(r);
    else reasons[i] = [r];
  };
  // points per criterion, then the total: one column each (numbers, or Decimals)
  const pointCols: Points[][] = criteria.map(() => new Array<Points>(n));
  const totals: Points[] = new Array<Points>(n);
  const asks: (Decimal | undefined)[] = new Array(n);
  const keyValues: KeyValue[][] = keySpecs.map(() => new Array<KeyValue>(n));
  const points: Record<string, Points> = {};
  const env = { a: {} as Rec, c: call, p: points as Readonly<Record<string, Points>> };
  const fillPoints = (i: number) => {
    criteria.forEach((c, k) => own(points, c.name, pointCols[k]![i]));
    points["total"] = totals[i]!;
  };
  const EMPTY: Readonly<Record<string, Points>> = Object.freeze({});

  for (let i = 0; i < n; i++) {
    if (cb.onProgress && i % 1000 === 0) cb.onProgress(i, n, "assess");
    env.a = apps[i]!;
    env.p = EMPTY;
    let ineligible = false;
    for (const r of rules) if (!check(i, r)) ineligible = true;
    if (ineligible) {
      kind[i] = INELIGIBLE;
      continue;
    }
    let total: Points = scheme.integerPoints ? 0 : ZERO;
    for (let k = 0; k < criteria.length; k++) {
      const c = criteria[k]!;
      try {
        const v = c.points(env);
        pointCols[k]![i] = v;
        total = typeof total === "number" ? total + (v as number) : total.plus(v);
      } catch (e) {
        if (!(e instanceof EvaluationError)) throw e;
        addReason(i, { rule: c.name, source: citer.cite(c.source), message: `the criterion cannot be scored: ${e.message}` });
        ineligible = true;
      }
    }
    if (ineligible) {
      kind[i] = INELIGIBLE;
      continue;
    }
    totals[i] = total;
    fillPoints(i);
    env.p = points;
    let below = false;
    let unkept = false;
    for (const t of thresholds) {
      if (!check(i, t)) {
        below = true;
        if (!t.keepRanked) unkept = true;
      }
    }
    if (below && unkept) {
      kind[i] = BELOW;
      continue;
    }
    // what `rankable` computes: the amount, then every key; a failure leaves it unranked
    let step = "allocation";
    let stepSource: string | undefined;
    try {
      const asked = alloc.amount(env);
      if (asked.isNegative()) throw new EvaluationError(`it is negative (${asked.toString()}): no application can be granted less than nothing`);
      asks[i] = asked;
      for (let k = 0; k < keySpecs.length; k++) {
        const spec = keySpecs[k]!;
        step = spec.text;
        stepSource = spec.source;
        keyValues[k]![i] = orderValue(spec, spec.get(env));
      }
      kind[i] = below ? KEPT : CANDIDATE;
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
      const source = step === "allocation" ? citer.cite(alloc.amountSource ?? alloc.source) : citer.cite(stepSource ?? regime.ranking.source);
      const message = step === "allocation" ? `the amount (${alloc.amountText}) cannot be computed: ${e.message}` : `the ordering key ${step} cannot be computed: ${e.message}`;
      addReason(i, { rule: step === "allocation" ? "allocation" : "ranking", source, message });
      kind[i] = UNRANKED;
    }
  }
  cb.onProgress?.(n, n, "select");

  function check(i: number, r: (typeof rules)[number]): boolean {
    let error: string | undefined;
    try {
      if (r.test(env)) return true;
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
      error = e.message;
    }
    addReason(i, { rule: r.name, source: citer.cite(r.source), message: error === undefined ? r.message ?? `not met: ${r.text}` : `cannot be assessed: ${error}` });
    if (r.label && labels[i] === undefined) labels[i] = r.label;
    return false;
  }

  // ranking: the ranked rows sorted by every key, the id last; a tie left means the general engine
  const budgetFn = alloc.budget;
  const budget = budgetFn === "unlimited" ? null : cb.callValue("budget", () => budgetFn(call));
  const boundaryFn = alloc.boundary;
  const policy = boundaryFn ? cb.callValue("boundary policy", () => boundaryFn(call)) : "stop";
  const rows: number[] = [];
  for (let i = 0; i < n; i++) if (kind[i] === KEPT || kind[i] === CANDIDATE) rows.push(i);
  // under "tiebreak at the boundary" the chain orders only a tie that straddles the budget:
  // without such a tie the order is the ranking keys' alone
  const sortKeys = regime.ranking.tiebreak?.scope === "boundary" ? regime.ranking.keys.length : keySpecs.length;
  const cols: Column[] = keySpecs.slice(0, sortKeys).map((k, j) => columnOf(rows.map((i) => keyValues[j]![i]!), isDescending(k)));
  const idx = new Uint32Array(rows.length);
  for (let r = 0; r < idx.length; r++) idx[r] = r;
  idx.sort((x, y) => {
    const c = compareAt(cols, x, y);
    if (c !== 0) return c;
    const a = apps[rows[x]!]!["id"] as string;
    const b = apps[rows[y]!]!["id"] as string;
    return a < b ? -1 : a > b ? 1 : 0;
  });
  for (let r = 1; r < idx.length; r++) if (compareAt(cols, idx[r - 1]!, idx[r]!) === 0) return undefined;
  const order = Array.from(idx, (r) => rows[r]!);

  // allocation, in ranking order: each application on its own (no tie to walk)
  const status: Status[] = new Array(n);
  const granted: Decimal[] = new Array(n);
  let state: State = { remaining: budget, stopped: false };
  let requested = new Decimal(0);
  let awarded = new Decimal(0);
  let reserveLeft = alloc.reserve ?? 0;
  const boundaryName = alloc.boundarySource ?? alloc.source;
  for (const i of order) {
    if (kind[i] === KEPT) continue;
    const ask = asks[i]!;
    const { out, next } = stepOne(state, ask, policy);
    state = next;
    if (out.status === "not_funded" && reserveLeft > 0) {
      out.status = "reserve";
      out.why += "; placed on the reserve list";
      reserveLeft--;
    }
    requested = requested.plus(ask);
    awarded = awarded.plus(out.amount);
    status[i] = out.status;
    granted[i] = out.amount;
    if (out.status === "not_funded" || out.status === "reserve") addReason(i, { rule: "allocation", source: citer.cite(boundaryName), message: out.why });
  }
  const finalRemaining = state.remaining;
  const undecided = finalRemaining !== null && budget ? budget.minus(finalRemaining).minus(awarded) : new Decimal(0);
  const budgetTotals: BudgetTotals = {
    unit,
    budget: budget ? money(budget) : null,
    requested: money(requested),
    awarded: money(awarded),
    undecided: money(undecided.gt(0) ? undecided : new Decimal(0)),
    remaining: finalRemaining === null ? null : money(finalRemaining),
  };

  // results: the ranking, then every other application (and invalid record) by id
  const zero = money(ZERO);
  const result = (i: number, position: number | null): ApplicationResult => {
    const k = kind[i]!;
    const st: Status = k === INELIGIBLE || k === UNRANKED ? "ineligible" : k === BELOW || k === KEPT ? "below_threshold" : status[i]!;
    const label = (st === "ineligible" || st === "below_threshold") && labels[i] !== undefined ? labels[i] : scheme.labels[st];
    let pts: Record<string, string> | null = null;
    if (k !== INELIGIBLE) {
      pts = {};
      for (let c = 0; c < criteria.length; c++) own(pts, criteria[c]!.name, pointCols[c]![i]!.toString());
      pts["total"] = totals[i]!.toString();
    }
    const id = apps[i]!["id"] as string;
    const why = reasons[i] ?? NO_REASONS;
    // the fields in the order of the engine's results (JSON output is byte for byte the same)
    if (k === CANDIDATE) {
      const amount = money(granted[i]!);
      const requested = money(asks[i]!);
      const within = st === "funded" || st === "partially_funded";
      return label ? { id, status: st, label, position, points: pts, amount, requested, withinLimit: within, reasons: why, explanation: NO_STEPS } : { id, status: st, position, points: pts, amount, requested, withinLimit: within, reasons: why, explanation: NO_STEPS };
    }
    return label ? { id, status: st, label, position, points: pts, amount: zero, withinLimit: false, reasons: why, explanation: NO_STEPS } : { id, status: st, position, points: pts, amount: zero, withinLimit: false, reasons: why, explanation: NO_STEPS };
  };
  const results: ApplicationResult[] = new Array(order.length);
  order.forEach((i, r) => (results[r] = result(i, r + 1)));
  const others: { id: string; i: number; issues?: readonly InputIssue[] }[] = [];
  for (let i = 0; i < n; i++) if (kind[i] === INELIGIBLE || kind[i] === UNRANKED || kind[i] === BELOW) others.push({ id: apps[i]!["id"] as string, i });
  for (const [id, issues] of invalid) others.push({ id, i: -1, issues });
  others.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  for (const o of others) {
    if (o.i >= 0) results.push(result(o.i, null));
    else {
      const rs: Reason[] = o.issues!.map((x) => ({ rule: "input", source: null, message: x.message }));
      results.push({ id: o.id, status: "ineligible", position: null, points: null, amount: "0.00", withinLimit: false, reasons: rs, explanation: NO_STEPS });
    }
  }
  let publication: Publication | undefined;
  if (scheme.publish) {
    publication = publish(scheme.publish, call, results, (r): Env | undefined => {
      const i = order[r];
      if (i === undefined) return undefined;
      env.a = apps[i]!;
      fillPoints(i);
      env.p = points;
      return env;
    });
  }
  return {
    scheme: scheme.name,
    version: scheme.version ?? null,
    sources: citer.table(),
    results,
    ranking: order.map((i) => apps[i]!["id"] as string),
    unresolvedTies: [],
    ties: [],
    totals: { [regime.name]: budgetTotals },
    ...(publication ? { publication } : {}),
  };
}
