// The values behind an explanation, read only when explanations are asked (`evaluateRun(…, {
// details: true })`): the value a criterion's bands or match read and the band it fell in, and the
// operands of an ordering key's formula (the shares behind a "distance to 50/50"). The compiler
// gives each such criterion a `subject` and each such key its `operands` (compile/explainValues.ts);
// assessment hands every application to `note` after assessing it, while its record is at hand.
// A run without explanations makes no Details and reads none of it: its path is unchanged.
import { Decimal } from "../decimal.js";
import { EvaluationError, QUIET } from "../ops.js";
import type { CompiledScheme, Env, KeySpec, ShowSpec } from "../spec.js";
import { formatDate } from "../time.js";
import { memberTitle } from "../reasonText.js";
import { showMoment } from "../timeShow.js";
import type { TraceFact, TraceOperand, TraceValue } from "./trace.js";
import { ThresholdColumns } from "./metValues.js";
import { StageWhens } from "./stageWhens.js";
import { AmountValues } from "./amountValues.js";
import { JuryValues } from "./juries.js";
import { SubjectColumn } from "./subjects.js";

/** The digits a value shows after the point (a 34-digit quotient is shown rounded, as "about"). */
const PLACES = 4;

/** How many values a `ShownValues` keeps made, and after how many it checks that they are read again. */
const SEEN_MAX = 4096;
const SEEN_TRIAL = 1024;

/**
 * One column's values already made into TraceValues, by the value read (a number, a text, a
 * boolean, a Decimal by its text — decimal.js keeps no trailing zeros, so equal texts are equal
 * values): many applications read one of a few values (a criterion's subject, a bracket's rate, a
 * call parameter). Dropped for a column whose values are mostly distinct (a quotient, an income
 * per person), where looking them up would only cost: after a thousand values, kept only where at
 * least half were found again. Used by an amount's steps (amountValues.ts; a criterion's subject
 * keeps each distinct value once as it is read: subjects.ts).
 */
export class ShownValues {
  private memo: Map<unknown, TraceValue> | null = new Map();
  private hits = 0;

  of(raw: unknown, show: ShowSpec): TraceValue {
    const memo = this.memo;
    if (memo === null) return traceValue(raw, show);
    const key = typeof raw === "number" || typeof raw === "string" || typeof raw === "boolean" ? raw : raw instanceof Decimal && !raw.isZero() ? raw.toString() : undefined;
    if (key === undefined) return traceValue(raw, show);
    let v = memo.get(key);
    if (v) {
      this.hits++;
      return v;
    }
    v = traceValue(raw, show);
    if (memo.size >= SEEN_TRIAL && this.hits < memo.size) this.memo = null;
    else if (memo.size < SEEN_MAX) memo.set(key, v);
    return v;
  }
}

/** A value not read (an absent optional field): one for every such value (a trace's value is read-only). */
const ABSENT_VALUE: TraceValue = Object.freeze({ kind: "absent", value: "" });

/** A value read for an explanation, as the trace shows it. */
export function traceValue(v: unknown, show: ShowSpec): TraceValue {
  if (v === undefined || v === null) return ABSENT_VALUE;
  switch (show.k) {
    case "boolean":
      return { kind: "boolean", value: v ? "true" : "false" };
    case "text": {
      const s = String(v);
      const title = memberTitle(show.titles, s);
      return title === undefined ? { kind: "text", value: s } : { kind: "text", value: s, title };
    }
    case "date":
      return { kind: "date", value: typeof v === "number" ? formatDate(v) : String(v) };
    case "time":
      return { kind: "time", value: typeof v === "number" ? showMoment(v, "exact", show.zone) : String(v) };
    default: {
      const d = v instanceof Decimal ? v : new Decimal(typeof v === "number" || typeof v === "string" ? v : String(v));
      const scaled = show.k === "percent" ? d.times(100) : d;
      const places = show.k === "money" ? Math.max(2, scaled.decimalPlaces()) : scaled.decimalPlaces();
      // a value of the engine's 34 significant digits is (as good as always) a result rounded to
      // them — a quotient past them, "…714290000000.00" — and shown at its places, but "about"
      const cut = places <= PLACES && d.sd() === Decimal.precision;
      const approx = places > PLACES || cut;
      // rounded, with as many more places as it takes for the last one shown not to be a zero: a
      // value just above a band's edge (75.0000001 %) is not shown as the edge itself
      let p = show.k === "percent" ? 2 : cut ? places : PLACES;
      let rounded = scaled.toDecimalPlaces(p, Decimal.ROUND_HALF_EVEN);
      while (approx && !cut && p < 12 && rounded.eq(rounded.toDecimalPlaces(p - 1, Decimal.ROUND_DOWN))) rounded = scaled.toDecimalPlaces(++p, Decimal.ROUND_HALF_EVEN);
      const fixed = show.k === "number" && show.places !== undefined && !approx && places <= show.places ? show.places : undefined;
      const value = approx ? rounded.toFixed(p) : show.k === "money" ? scaled.toFixed(places) : fixed !== undefined ? scaled.toFixed(fixed) : scaled.toFixed();
      return { kind: show.k === "percent" ? "percent" : show.k === "money" ? "money" : "number", value, ...(show.k === "money" || (show.k === "number" && show.unit !== undefined) ? { unit: show.unit } : {}), ...(approx ? { approx: true } : {}) };
    }
  }
}

export class Details {
  /**
   * per criterion (by index) with a subject: per application, what its subject read — the value
   * and the band, as the compiled code returns them (subjects.ts: each distinct value once); made
   * into a TraceValue only when an explanation shows it (a million explained applications are
   * read once each, and a run held with its values formatted in advance was slower and larger:
   * issue 15)
   */
  private readonly subjects: (SubjectColumn | undefined)[];
  /**
   * per key spec with operands: per operand, a column of the values read, by application
   * (OperandColumn: not read — the application was not ranked in a regime with this key; read,
   * and failed; a number; another value). Columns, not an array per application: a million small
   * arrays held for the run were promoted, marked and read scattered in ranking order.
   */
  private readonly operands = new Map<KeySpec, OperandColumn[]>();
  private readonly keysOf: readonly (readonly KeySpec[])[];
  /** the values of a computed amount (amountValues.ts), where a regime's amount is computed */
  readonly amounts: AmountValues | undefined;
  /** the values of a ranking's lets of a named enumeration (RankingSpec.letSteps), where a ranking has one */
  readonly rankLets: AmountValues | undefined;

  /** the values thresholds read, for an application that meets them (metValues.ts) */
  readonly thresholds: ThresholdColumns;
  /** the same of the eligibility rules that compare (`metValues`) */
  readonly rules: ThresholdColumns;

  /** the parts of reservations' conditions an application does not meet (stageWhens.ts), where a reservation's `when` is told */
  readonly whens: StageWhens | undefined;

  /** the scores a jury's built-in read (juries.ts), where a let reads one */
  readonly juries: JuryValues | undefined;

  /** `capacity`: the applications expected (the assessor's first size; a column grows past it) */
  constructor(
    private readonly scheme: CompiledScheme,
    capacity = 0,
  ) {
    this.thresholds = new ThresholdColumns(scheme);
    this.rules = new ThresholdColumns(scheme, "eligibility");
    this.juries = JuryValues.of(scheme);
    const whens = new StageWhens(scheme);
    this.whens = whens.any ? whens : undefined;
    const amounts = new AmountValues(scheme);
    this.amounts = amounts.any ? amounts : undefined;
    const rankLets = new AmountValues(scheme, (r) => r.ranking.letSteps, false);
    this.rankLets = rankLets.any ? rankLets : undefined;
    this.subjects = scheme.criteria.map((c) => (c.subject ? new SubjectColumn(c.subject.show, c.subject.operands) : undefined));
    this.keysOf = scheme.regimes.map((r) =>
      [...r.ranking.keys, ...(r.ranking.tiebreak?.steps ?? [])].filter((k): k is KeySpec => k.kind === "key" && k.operands !== undefined),
    );
    for (const ks of this.keysOf) for (const k of ks) this.operands.set(k, k.operands!.gets.map(() => new OperandColumn(capacity)));
  }

  /**
   * Reads the values of application i (its record is `env.a`, its points `env.p`): `scored`, it has
   * points; `tested`, its thresholds were tested (every application not refused before them, also
   * in a regime that does not score: drafter17's projects, whose threshold reads votes).
   */
  note(i: number, scored: boolean, tested: boolean, ranked: boolean, regime: number, env: Env): void {
    this.rules.note(i, regime, env, attempt);
    if (scored) {
      const criteria = this.scheme.criteria;
      for (let k = 0; k < criteria.length; k++) {
        const s = criteria[k]!.subject;
        if (!s) continue;
        const got = attempt(s.get, env);
        if (!got) continue;
        const col = this.subjects[k]!;
        col.put(i, got[0], got[1]);
        // the inputs of a formula (one that cannot be read, an absent optional field, is shown absent)
        const inputs = col.inputs;
        if (inputs) for (let n = 0; n < inputs.length; n++) inputs[n]!.put(i, attempt(s.operands!.gets[n]!, env), -1);
      }
      if (this.juries) this.juries.note(i, env);
    }
    if (tested) this.thresholds.note(i, regime, env, attempt);
    if (!ranked) return;
    if (this.whens) this.whens.note(i, regime, env, attempt);
    if (this.amounts) this.amounts.note(i, regime, env);
    if (this.rankLets) this.rankLets.note(i, regime, env);
    for (const k of this.keysOf[regime] ?? []) {
      const gets = k.operands!.gets;
      const cols = this.operands.get(k)!;
      for (let n = 0; n < gets.length; n++) {
        cols[n]!.put(i, attempt(gets[n]!, env));
      }
    }
  }

  /** The band criterion k's value fell in for application i (-1: none, a match); -2: nothing recorded. */
  subjectBand(k: number, i: number): number {
    return this.subjects[k]?.band(i) ?? -2;
  }

  /** The fact of criterion k for application i with its points and the value behind them (recorded: `subjectBand(k, i) !== -2`): shared by the applications that read the same value (subjects.ts). */
  subjectFact(k: number, i: number, points: string): TraceFact {
    return this.subjects[k]!.fact(i, this.scheme.criteria[k]!, points, traceValue);
  }

  /** The last operands' values made, per key: rows read in order show each application's operands four times (as itself and as each neighbour's neighbour). */
  private readonly recent = new Map<KeySpec, { apps: number[]; made: (readonly TraceValue[] | undefined)[]; next: number }>();

  /** The operands of key `k` for application i, with their names, if recorded. */
  operandsOf(k: KeySpec, i: number): readonly TraceOperand[] | undefined {
    const values = this.operandValuesOf(k, i);
    return values && namedOperands(k, values);
  }

  /** The values of key `k`'s operands for application i (in the order of their names), if recorded: `operandsOf` without the names (a comparison's words fill in the values only). */
  operandValuesOf(k: KeySpec, i: number): readonly TraceValue[] | undefined {
    let r = this.recent.get(k);
    if (!r) this.recent.set(k, (r = { apps: [-1, -1, -1], made: [undefined, undefined, undefined], next: 0 }));
    for (let s = 0; s < 3; s++) if (r.apps[s] === i) return r.made[s];
    const cols = this.operands.get(k);
    const made = cols && cols.length > 0 && cols[0]!.has(i) ? cols.map((col, n) => traceValue(absentAsUndefined(col.at(i)), k.operands!.shows[n]!)) : undefined;
    r.apps[r.next] = i;
    r.made[r.next] = made;
    r.next = (r.next + 1) % 3;
    return made;
  }

  /** Key k's operands of the applications `apps[0 … count)` into `g` (made to hold `size` places where it holds fewer): one pass per operand. False: k has none recorded. */
  gatherOperands(k: KeySpec, apps: Int32Array, count: number, g: GatheredOperands, size: number): boolean {
    const cols = this.operands.get(k);
    if (!cols || cols.length === 0) return false;
    for (let n = 0; n < cols.length; n++) {
      if (!g.tag[n] || g.tag[n]!.length < size) (g.tag[n] = new Uint8Array(size)), (g.num[n] = new Float64Array(size)), (g.raw[n] = new Array<unknown>(size));
      const col = cols[n]!;
      const tag = g.tag[n]!, num = g.num[n]!, raw = g.raw[n]!;
      const held = col.tag, heldNum = col.num, heldRaw = col.raw, length = held.length;
      for (let q = 0; q < count; q++) {
        const i = apps[q]!;
        const t = i < length ? held[i]! : NOT_READ;
        if (t === NUMBER) (tag[q] = 1), (num[q] = heldNum[i]!), (raw[q] = undefined);
        else if (t === NOT_READ) (tag[q] = 0), (raw[q] = undefined);
        else (tag[q] = 2), (raw[q] = t === FAILED ? ABSENT : heldRaw[i]);
      }
    }
    return true;
  }

  /** `operandValuesOf(k, i)` where i's operands are gathered at `at` of `g` (gatherOperands): the same values, made the same way. */
  operandValuesGathered(k: KeySpec, i: number, g: GatheredOperands, at: number): readonly TraceValue[] | undefined {
    let r = this.recent.get(k);
    if (!r) this.recent.set(k, (r = { apps: [-1, -1, -1], made: [undefined, undefined, undefined], next: 0 }));
    for (let s = 0; s < 3; s++) if (r.apps[s] === i) return r.made[s];
    const { tag, num, raw } = g;
    // (a loop, not a closure per application)
    let made: TraceValue[] | undefined;
    if (tag.length > 0 && tag[0]![at] !== 0) {
      const shows = k.operands!.shows;
      made = new Array<TraceValue>(tag.length);
      for (let n = 0; n < tag.length; n++) made[n] = traceValue(tag[n]![at] === 1 ? num[n]![at] : absentAsUndefined(raw[n]![at]), shows[n]!);
    }
    r.apps[r.next] = i;
    r.made[r.next] = made;
    r.next = (r.next + 1) % 3;
    return made;
  }
}

/** Key k's operands' values (`operandValuesOf`) with their names: the operands a trace shows. */
export function namedOperands(k: KeySpec, values: readonly TraceValue[]): TraceOperand[] {
  const names = k.operands!.names;
  const out = new Array<TraceOperand>(values.length);
  for (let n = 0; n < values.length; n++) out[n] = { name: names[n]!, value: values[n]! };
  return out;
}

/**
 * A key's operands gathered for a block of places (placeBlock.ts), by operand then place: a
 * number held as itself (`num`), any other value (a text, a Decimal, a failed read) in `raw`, and
 * per place which (`tag`: 0 not read, 1 a number, 2 another value). Read by `operandValuesGathered`
 * as `operandValuesOf` reads the columns by application: the value is taken, and a number's object
 * read, in one pass over the block, not at each row's random place.
 */
export interface GatheredOperands {
  readonly tag: Uint8Array[];
  readonly num: Float64Array[];
  readonly raw: unknown[][];
}

/** An operand read that failed (an absent optional field): kept apart from a hole, an application not read. */
const ABSENT: unique symbol = Symbol("absent");
const absentAsUndefined = (v: unknown): unknown => (v === ABSENT ? undefined : v);

/** What an operand column holds for an application: not read (not ranked with the key), read and failed, a number, another value. */
const NOT_READ = 0;
const FAILED = 1;
const NUMBER = 2;
const OTHER = 3;

/**
 * One operand of a key, by application: which of the four (`tag`), a number in `num`, any other
 * value (a text, a Decimal) in `raw`. A number (a moment, a share) is held unboxed: in an array of
 * values each was a heap number, a million of them made, promoted and marked in the run (issue 15,
 * tie21); a failed read (an absent optional field, most of seed000's consents) holds nothing.
 */
class OperandColumn {
  tag: Uint8Array;
  num: Float64Array;
  raw: unknown[] = [];

  /** made at the applications expected: grown (doubled) only past them (a stream of records) */
  constructor(capacity: number) {
    this.tag = new Uint8Array(capacity);
    this.num = new Float64Array(capacity);
  }

  put(i: number, v: unknown): void {
    if (i >= this.tag.length) this.grow(i);
    if (typeof v === "number") (this.tag[i] = NUMBER), (this.num[i] = v);
    else if (v === ABSENT || v === undefined) this.tag[i] = FAILED;
    else (this.tag[i] = OTHER), (this.raw[i] = v);
  }

  /** whether application i was read */
  has(i: number): boolean {
    return i < this.tag.length && this.tag[i] !== NOT_READ;
  }

  /** application i's value as read (ABSENT: failed; undefined: not read) */
  at(i: number): unknown {
    const t = i < this.tag.length ? this.tag[i] : NOT_READ;
    return t === NUMBER ? this.num[i] : t === FAILED ? ABSENT : t === OTHER ? this.raw[i] : undefined;
  }

  private grow(i: number): void {
    const size = Math.max(1024, i + 1, this.tag.length * 2);
    const tag = new Uint8Array(size), num = new Float64Array(size);
    tag.set(this.tag);
    num.set(this.num);
    this.tag = tag;
    this.num = num;
  }
}

/**
 * f's value (of an Env, or of the call: a budget's or a cap's reads), or `failed` (undefined unless given) where the data could not give it (an EvaluationError, dropped unread —
 * so an absent optional field throws the one shared error, `ops.QUIET`, not a new one: an
 * optional operand absent for most applications made a million errors at 1,000,000).
 */
export function attempt<T, F = undefined, E = Env>(f: (env: E) => T, env: E, failed?: F): T | F {
  const quiet = QUIET.on;
  QUIET.on = true;
  try {
    return f(env);
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    return failed as F;
  } finally {
    QUIET.on = quiet;
  }
}
