// Assessment: each application on its own, as validation accepts it — which regime applies,
// every eligibility rule (all failures collected), the points of every criterion, every
// threshold, and, for an application that goes on to a ranking, its amount asked, ordering keys,
// quotas and published cells. Nothing is kept of the record itself: the outcome goes into
// columns (two bits per application and rule, typed arrays of points and keys, shared reason
// lists), which the selection reads and from which explanations are rendered on demand
// (narrate.ts). Nothing here depends on other applications.
import { ZERO } from "../decimal.js";
import { EvaluationError, missingOf, needOf, own, WHOLE, type Need } from "../ops.js";
import type { CompiledScheme, Env, Points, Rec, RuleSpec, ThresholdSpec } from "../spec.js";
import type { Reason } from "../result.js";
import type { InputIssue } from "../validate.js";
import { Citer } from "./cite.js";
import type { Numbers } from "./order.js";
import { grow, PointSets, ReasonLists, Values } from "./shared.js";
import { RegimeRows } from "./regimeRows.js";
import { enter, type Entering } from "./enter.js";
import { GroupKeys, groupKeysFor } from "./groups.js";
import { Aggregates } from "./aggregate.js";
import { computeMemberPhases } from "./memberPhases.js";
import { FirstComeRows } from "./fcfs.js";
import { NotMetLists, notMetText } from "./notMet.js";
import { anyValues } from "./elements.js";
import { Details } from "./details.js";
import { phasePlanOf, scorePhases, type PhasePlan } from "./phases.js";

// the kinds and outcomes of assessment, the shared empty lists, invalid records (assessKinds.ts)
export { BELOW, CANDIDATE, FAILED, INELIGIBLE, invalidResult, KEPT, MET, NO_POINTS, NO_REASONS, NO_REGIME, NO_STEPS, NOT_MET, UNRANKED } from "./assessKinds.js";
import { BELOW, CANDIDATE, chooseRegime, FAILED, INELIGIBLE, KEPT, NO_POINTS, NO_REGIME, NOT_MET, put, rulesMet, storePoints, UNRANKED } from "./assessKinds.js";

/**
 * Columns, never objects per application. Every column is dense — one entry per application, or
 * per ranked row of a regime, appended in order — because V8 turns an array with gaps into a hash
 * table. Reasons and labels are numbers into tables of shared lists and texts.
 */
export class Assessor {
  n = 0;
  readonly citer: Citer;
  /** every rule and threshold, in the order of explanations: the scheme's rules, each regime's, the scheme's thresholds, each regime's */
  readonly checks: readonly (RuleSpec | ThresholdSpec)[];
  private readonly ruleIndex: Map<RuleSpec, number>;
  /** the index in `checks` of the scheme's rules and thresholds, and of each regime's (looked up once) */
  private readonly schemeRuleAt: Int32Array;
  private readonly schemeThresholdAt: Int32Array;
  private readonly regimeRuleAt: Int32Array[];
  private readonly regimeThresholdAt: Int32Array[];
  /** the `needs` of each check (as in `checks`), of and of the scheme's rules, resolved once (ops.ts `needOf`) */
  private readonly checkNeeds: readonly (Need | undefined)[];
  private readonly schemeRuleNeeds: readonly (Need | undefined)[];
  readonly regimeRows: readonly RegimeRows[];
  /**
   * per published column with a computed value: its cell, per application (a filler for one not
   * ranked). One column for every regime: a column per regime would be as long as the call in
   * each, and a column of texts is written in full when made (fresh memory, paid per page).
   */
  readonly cells: Values<unknown>[];
  /** the published columns with a computed value (a column that reads the outcome of the allocation is computed after it: outcome.ts) */
  private readonly computed: readonly number[];
  /** the group key of every application, where an allocation declares groups (groups.ts) */
  readonly groups: GroupKeys | undefined;
  /** the keys of an allocation's further groups, by their place after the first (§14.12 "Several groups") */
  readonly moreGroups: readonly GroupKeys[];
  /** aggregates over peers: the records are held until the pass over them is done (aggregate.ts) */
  readonly aggregates: Aggregates | undefined;
  private released = false;
  /** per ranked application, its record, where the scheme has values of the outcome (outcome.ts reads them after the allocation) */
  readonly records: Rec[] | undefined;
  /** per regime allocating first come (fcfs.ts): what it keeps beside the ranked rows */
  readonly firstCome: readonly (FirstComeRows | undefined)[];
  private readonly filler: Points;
  /** the values behind bands and keys, read only where explanations are asked (details.ts) */
  readonly details: Details | undefined;
  // per application
  kind: Uint8Array;
  regimeOf: Uint8Array;
  /** per application, the phases of criteria (§11.2) it was not assessed in, a bit each (phases.ts); absent where the scheme has none */
  phaseOut: Uint8Array | undefined;
  readonly phasePlan: PhasePlan | undefined;
  /** the row `enter` gave the application being added (−1: none) */
  private row = -1;
  /** per application, its row in its regime's columns (−1: none), made when first read after assessment (`rowOf`) */
  private rows: Int32Array | undefined;
  readonly ids: string[];
  /** input warnings the engine finds where it meets the input (a draw per key against the applications, draws.ts), each once */
  readonly warnings: InputIssue[] = [];
  private readonly warned = new Set<string>();
  readonly pointCols: Values<Points>[];
  /**
   * the total points per application; with one criterion of whole points, the criterion's own
   * column (one column of points, not two alike) until a total is not that criterion's points
   * (−0: `ownTotals`)
   */
  totals: Values<Points>;
  private totalsMirrored: boolean;
  /**
   * per four checks (as in `checks`), per application: the outcome of each — MET (or not run: see
   * MET), NOT_MET or FAILED — in two bits, check k in column k >> 2 at bit 2(k & 3) (`outcomeOf`):
   * a byte per application for every four checks, not for each
   */
  private outcomes: Uint8Array[];
  /** the number of an application's list of reasons (0: none) and of its label (0: none) */
  reasonOf: Numbers;
  labelOf: Numbers;
  readonly labelTexts: string[] = [""];
  readonly reasons = new ReasonLists();
  readonly pointSets: PointSets;
  /** the shared list of the one reason "not met" of each rule and threshold, once used */
  private readonly notMet: NotMetLists;
  // scratch, reused for every application
  private readonly scored: Points[];
  /** what `enter` (enter.ts) reads beside the public columns */
  private readonly entering: Entering;
  private readonly points: Record<string, Points> = {};
  private readonly env: { a: Rec; c: Rec; p: Readonly<Record<string, Points>>; g?: Aggregates };

  /** an input warning, once however often the engine meets it (a stage's ranking and the regime's read one draw) */
  warn(issue: InputIssue): void {
    if (this.warned.has(issue.message)) return;
    this.warned.add(issue.message);
    this.warnings.push(issue);
  }

  /** those of `ids` some application has: one pass over the ids, for the few a draw names that no ranking holds */
  idsAmong(ids: ReadonlySet<string>): ReadonlySet<string> {
    const found = new Set<string>();
    for (let i = 0; i < this.n && found.size < ids.size; i++) if (ids.has(this.ids[i]!)) found.add(this.ids[i]!);
    return found;
  }

  /** the call record the run reads: the one given, or — where the scheme aggregates the call's applications (§8.12) — a copy that carries them (ops.WHOLE) */
  readonly call: Rec;

  constructor(
    readonly scheme: CompiledScheme,
    given: Rec,
    capacity = 1024,
    private readonly onProgress?: (done: number, total: number, phase: "validate" | "assess" | "select") => void,
    private readonly total?: number,
    details = false,
  ) {
    capacity = Math.max(16, capacity);
    this.details = details ? new Details(scheme, capacity) : undefined;
    this.citer = new Citer(scheme);
    this.notMet = new NotMetLists();
    this.checks = [...scheme.rules, ...scheme.regimes.flatMap((r) => r.rules), ...scheme.thresholds, ...scheme.regimes.flatMap((r) => r.thresholds)];
    this.ruleIndex = new Map(this.checks.map((r, k) => [r, k] as const));
    const at = (list: readonly RuleSpec[]): Int32Array => Int32Array.from(list, (r) => this.ruleIndex.get(r)!);
    this.schemeRuleAt = at(scheme.rules);
    this.schemeThresholdAt = at(scheme.thresholds);
    this.regimeRuleAt = scheme.regimes.map((r) => at(r.rules));
    this.regimeThresholdAt = scheme.regimes.map((r) => at(r.thresholds));
    this.checkNeeds = this.checks.map((r) => needOf(r.needs));
    this.schemeRuleNeeds = scheme.rules.map((r) => needOf(r.needs)).filter((n) => n !== undefined);
    const columns = scheme.publish?.columns ?? [];
    // (a column of the id is read from `ids`: record.ts)
    // (one of the total points from `totals`: recordPublish.ts)
    this.computed = columns.flatMap((c, k) => (c.get && !c.outcome && !c.isId && !c.isTotal ? [k] : []));
    this.cells = columns.map((c) => new Values<unknown>(c.get && !c.outcome && !c.isId && !c.isTotal ? capacity : 0, false, true));
    this.groups = groupKeysFor(scheme.regimes.map((r) => r.allocation.group), capacity);
    const more = Math.max(0, ...scheme.regimes.map((r) => r.allocation.moreGroups?.length ?? 0));
    this.moreGroups = Array.from({ length: more }, (_, j) => new GroupKeys(scheme.regimes.map((r) => r.allocation.moreGroups?.[j]), capacity));
    this.firstCome = scheme.regimes.map((r) => (r.allocation.firstCome ? new FirstComeRows(r) : undefined));
    this.filler = scheme.integerPoints ? 0 : ZERO;
    this.kind = new Uint8Array(capacity);
    this.regimeOf = new Uint8Array(capacity);
    this.phaseOut = (this.phasePlan = phasePlanOf(scheme, this.checks)) ? new Uint8Array(capacity) : undefined;
    this.outcomes = Array.from({ length: (this.checks.length + 3) >> 2 }, () => new Uint8Array(capacity));
    this.reasonOf = new Int8Array(capacity);
    this.labelOf = new Int8Array(capacity);
    this.ids = anyValues<string>(capacity);
    this.regimeRows = scheme.regimes.map((r, k) => new RegimeRows(r, k, scheme, this.ids));
    this.pointCols = scheme.criteria.map(() => new Values<Points>(capacity));
    this.totalsMirrored = scheme.integerPoints === true && scheme.criteria.length === 1;
    this.totals = this.totalsMirrored ? this.pointCols[0]! : new Values<Points>(capacity);
    this.pointSets = new PointSets(scheme.criteria.map((c) => c.name), !scheme.unsummed, scheme.pointsPlaces, scheme.phases ? scheme.criteria.map((c) => c.phase ?? -1) : undefined);
    this.scored = scheme.criteria.map(() => this.filler);
    // the points' fields made now, in the order assess stores them: no store adds a field, and
    // the optimizing compiler's code, made in a run before, sees the object it was made for
    for (const c of scheme.criteria) own(this.points, c.name, this.filler);
    this.points["total"] = this.filler;
    this.aggregates = scheme.aggregates?.length ? new Aggregates(scheme.aggregates, given) : undefined;
    // a copy, so that a let of the call (ops.perCall, kept by the call record) is not carried from one run to the next
    const call = this.aggregates && scheme.aggregates!.some((s) => s.whole) ? (Object.defineProperty({ ...given }, WHOLE, { value: this.aggregates }) as Rec) : given;
    this.call = call;
    this.records = scheme.outcome ? [] : undefined;
    this.env = { a: {}, c: call, p: NO_POINTS, ...(this.aggregates ? { g: this.aggregates } : {}) };
    this.entering = { env: this.env, lacking: [], total, computed: this.computed, amountNeeds: scheme.regimes.map((r) => needOf(r.allocation.amountNeeds)) };
  }

  /** Whether application i has points: scored (not refused before scoring) in a regime that scores. */
  hasPoints(i: number): boolean {
    if (this.kind[i] === INELIGIBLE) return false;
    return !this.scheme.regimes[this.regimeOf[i]!]?.unscored;
  }

  /**
   * Per application, its row in its regime's columns (−1: none): read off the regimes' `rowApp`
   * when first read, after assessment (record.ts), not a column of 4 bytes an application filled
   * while assessing.
   */
  get rowOf(): Int32Array {
    if (this.rows?.length === this.n) return this.rows;
    const rows = new Int32Array(this.n).fill(-1);
    for (const rr of this.regimeRows) for (let r = 0; r < rr.rows; r++) rows[rr.rowApp[r]!] = r;
    return (this.rows = rows);
  }

  /** Records a reason: the first is a shared list of one, a second makes a list of its own. */
  addReason(i: number, r: Reason): void {
    const id = this.reasonOf[i]!;
    this.reasonOf = put(this.reasonOf, i, id === 0 ? this.reasons.one(r) : this.reasons.add([...this.reasons.lists[id]!, r]));
  }

  /** Replaces application i's reasons by one (first come: not assessed); `list` is the shared list, once made. */
  replaceReasons(i: number, r: Reason, list?: number): number {
    const id = list ?? this.reasons.one(r);
    this.reasonOf = put(this.reasonOf, i, id);
    return id;
  }

  /** The outcome of check k (its index in `checks`) for application i: MET (or not run), NOT_MET or FAILED. */
  outcomeOf(k: number, i: number): number {
    return (this.outcomes[k >> 2]![i]! >> ((k & 3) << 1)) & 3;
  }

  /** the message of a failed check of application i (its reason), for explanations */
  failure(i: number, r: RuleSpec): string {
    for (const x of this.reasons.lists[this.reasonOf[i]!]!) if (x.rule === r.name) return x.message;
    return notMetText(r);
  }

  /** `k`: the index of `r` in `checks` */
  private check(i: number, r: RuleSpec, k: number): boolean {
    // a field the rule needs, absent: its MissingValue without calling the rule (ops.missingOf)
    let error = missingOf(this.env.a, this.checkNeeds[k])?.message;
    if (error === undefined)
      try {
        // met: the column's 0 already says so
        if (r.test(this.env)) return true;
      } catch (e) {
        if (!(e instanceof EvaluationError)) throw e;
        error = e.message;
      }
    const col = this.outcomes[k >> 2]!;
    const at = (k & 3) << 1;
    col[i] = (col[i]! & ~(3 << at)) | ((error === undefined ? NOT_MET : FAILED) << at);
    if (error === undefined && r.say) this.addReason(i, { rule: r.name, source: this.citer.cite(r.source), message: r.say(this.env) });
    else if (error === undefined && this.reasonOf[i] === 0) this.onlyNotMet(i, r);
    else this.addReason(i, { rule: r.name, source: this.citer.cite(r.source), message: error === undefined ? notMetText(r, this.env) : `cannot be assessed: ${error}` });
    if (r.label && this.labelOf[i] === 0) {
      let id = this.labelTexts.indexOf(r.label);
      if (id < 0) id = this.labelTexts.push(r.label) - 1;
      this.labelOf = put(this.labelOf, i, id);
    }
    return false;
  }

  /** r not met, application i's one reason: the rule's shared list, made by `newNotMet` for its first application only */
  private onlyNotMet(i: number, r: RuleSpec): void {
    const made = this.notMet.made(r, this.env);
    this.reasonOf = put(this.reasonOf, i, made !== undefined ? made : this.newNotMet(r));
  }

  /** (closures made here, not in `check` or `onlyNotMet`: there V8 allocated their context on every call, perf16, seed30) */
  private newNotMet(r: RuleSpec): number {
    return this.notMet.listOf(r, this.env, (message) => ({ rule: r.name, source: this.citer.cite(r.source), message }), (x) => this.reasons.one(x));
  }

  /** The id of the j-th application added (held for aggregates or assessed). */
  idOf(j: number): string {
    return this.aggregates && !this.released ? this.aggregates.idOf(j) : this.ids[j]!;
  }

  /** Assesses one validated application into the columns. */
  add(app: Rec): void {
    if (this.aggregates && !this.released) return this.aggregates.hold(app);
    const i = this.n++;
    // first: validation reads it back (idOf) whatever the assessment below does
    this.ids[i] = app["id"] as string;
    if (i === this.kind.length) {
      this.kind = grow(this.kind);
      this.regimeOf = grow(this.regimeOf);
      if (this.phaseOut) this.phaseOut = grow(this.phaseOut);
      this.reasonOf = grow(this.reasonOf);
      this.labelOf = grow(this.labelOf);
      this.outcomes = this.outcomes.map((o) => grow(o));
    }
    this.row = -1;
    if (this.onProgress && i % 1000 === 0) this.onProgress(i, this.total ?? i, "assess");
    const kind = this.assess(i, app);
    this.kind[i] = kind;
    if (this.details) this.details.note(i, this.hasPoints(i), kind !== INELIGIBLE, kind === CANDIDATE || kind === KEPT, this.regimeOf[i]!, this.env);
    const fc = this.firstCome.length ? this.firstCome[this.regimeOf[i]!] : undefined;
    if (fc) fc.note(i, kind === CANDIDATE || kind === KEPT ? this.row : -1, this.env);
    if (kind === INELIGIBLE) {
      for (let k = 0; k < this.pointCols.length; k++) this.pointCols[k]!.push(this.filler);
      if (!this.totalsMirrored) this.totals.push(this.filler);
    }
    if (this.row < 0) for (let c = 0; c < this.computed.length; c++) this.cells[this.computed[c]!]!.skip();
  }

  /** The totals in a column of their own from here on: the rows before application i (the last pushed) read from its points. */
  private ownTotals(): void {
    const col = this.pointCols[0]!;
    const own = new Values<Points>(Math.max(16, this.kind.length));
    for (let r = 0; r < col.length - 1; r++) own.push(col.at(r));
    this.totals = own;
    this.totalsMirrored = false;
  }

  /** Assesses the records held for the aggregates' pass, once every record is known. */
  complete(): void {
    if (!this.aggregates || this.released) return;
    this.released = true;
    const held = this.aggregates.release();
    // aggregates over the eligible members or their points: those outcomes first (memberPhases.ts)
    computeMemberPhases(this.scheme, this.env, this.aggregates, held, NO_POINTS);
    for (let k = 0; k < held.length; k++) {
      this.aggregates.current = k;
      this.add(held[k]!);
    }
  }

  /**
   * The scheme's thresholds, then the regime's (no array made per application), on the points (stored first): `which` 0 all, 1 those
   * a phase comes after, 2 the others (phases.ts). 1 where one failed, 3 where one failed that does not keep the application ranked.
   */
  private thresholdsOf(i: number, g: number, which: number, scored: Points[], total: Points): number {
    this.env.p = storePoints(this.scheme, this.points, scored, total);
    let failed = 0;
    for (let l = 0; l < 2; l++) {
      const list = l === 0 ? this.scheme.thresholds : this.scheme.regimes[g]!.thresholds;
      const at = l === 0 ? this.schemeThresholdAt : this.regimeThresholdAt[g]!;
      for (let k = 0; k < list.length; k++) {
        if (which !== 0 && this.phasePlan!.early[at[k]!] !== 2 - which) continue;
        if (!this.check(i, list[k]!, at[k]!)) failed |= list[k]!.keepRanked ? 1 : 3;
      }
    }
    return failed;
  }

  private assess(i: number, app: Rec): number {
    const { env, scheme, scored } = this;
    const criteria = scheme.criteria;
    env.a = app;
    env.p = NO_POINTS;
    let ineligible = false;
    const g = chooseRegime(scheme, env);
    this.regimeOf[i] = g;
    this.groups?.read(i, g, env);
    for (const keys of this.moreGroups) keys.read(i, g, env);
    const regime = g === NO_REGIME ? undefined : scheme.regimes[g]!;
    if (!regime) {
      this.addReason(i, { rule: "regime", source: null, message: "no regime of the scheme applies to this application" });
      ineligible = true;
    }
    // index loops (a for-of that V8 leaves unoptimized allocates a result per step). Every rule met (the common
    // case): one call, nothing to record; else rule by rule (pure tests: the same values, each outcome recorded)
    if (!rulesMet(scheme, env, this.schemeRuleNeeds)) for (let k = 0; k < scheme.rules.length; k++) if (!this.check(i, scheme.rules[k]!, this.schemeRuleAt[k]!)) ineligible = true;
    if (regime) {
      const at = this.regimeRuleAt[g]!;
      for (let k = 0; k < regime.rules.length; k++) if (!this.check(i, regime.rules[k]!, at[k]!)) ineligible = true;
    }
    if (ineligible) return INELIGIBLE;
    let total: Points = this.filler;
    // a regime that reads no points does not score (its columns hold fillers: `scored` says so)
    const n = regime!.unscored ? 0 : criteria.length;
    const plan = n > 0 ? this.phasePlan : undefined;
    for (let k = 0; k < n; k++) {
      const c = criteria[k]!;
      if (plan && c.phase !== undefined && (scored[k] = this.filler) !== undefined) continue;
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
    // phases (phases.ts): the thresholds they come after first, then their criteria; the other thresholds only where every phase was assessed
    let failed = plan ? this.thresholdsOf(i, g, 1, scored, total) : 0;
    if (plan) {
      const t = scorePhases(this, plan, i, env, scored, total);
      if (t === undefined) return INELIGIBLE;
      total = t;
    }
    for (let k = 0; k < criteria.length; k++) this.pointCols[k]!.push(k < n ? scored[k]! : this.filler);
    if (this.totalsMirrored && !Object.is(total, this.pointCols[0]!.at(i))) this.ownTotals();
    if (!this.totalsMirrored) this.totals.push(total);
    if (!plan || this.phaseOut![i] === 0) failed |= this.thresholdsOf(i, g, plan ? 2 : 0, scored, total);
    if (failed & 2) return BELOW;
    this.row = enter(this, this.entering, i, this.regimeRows[g]!);
    return this.row >= 0 ? (failed ? KEPT : CANDIDATE) : UNRANKED;
  }
}

export type { Env };
