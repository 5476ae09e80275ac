// A criterion's subject as recorded by an explained run (details.ts): per application, the value
// its bands or match read and the band it fell in. Many applications read one of a few values (a
// gmina's income per inhabitant, an enumeration's member, a difference of rounded means), so a
// value is kept once and an application holds its number (`ids`), as the band (`bands`): two
// typed columns, not a pair per application held for the run. A value is made into the
// TraceValue an explanation shows once per distinct value, when first shown — not once per row,
// and without a key made of its text (a Decimal is found by its digits: decimal.ts `decimalHash`,
// `sameDecimal`). The inputs of a subject computed by a formula (`pdp_ratio`'s income and national
// average) are columns of the same kind, and a criterion's fact is shared by the value, band,
// points and inputs.
import { Decimal, decimalHash, sameDecimal } from "../decimal.js";
import type { CriterionSpec, OperandsSpec, ShowSpec } from "../spec.js";
import type { TraceFact, TraceOperand, TraceValue } from "./trace.js";
import { criterionValueFact } from "./sharedFacts.js";

/** After this many distinct values (and at each doubling), a column whose values mostly differ stops looking them up. */
const TRIAL = 65536;
/** How many facts one value keeps (each its points, band and inputs); past them, a fact for the row. */
const KNOWN_MAX = 16;

export class SubjectColumn {
  /** per application: its band + 2 (0: nothing recorded; 1: no band — a match) */
  private bands = new Int32Array(1024);
  /** per application: the number of the value it read (`values`) */
  private ids = new Int32Array(1024);
  /** the values read, each once while they are looked up */
  private readonly values: unknown[] = [];
  /** per value's number, its TraceValue as first shown (only for values looked up: below `shared`) */
  private readonly shown: (TraceValue | undefined)[] = [];
  /** a number, a text, a boolean, an absent value: its number */
  private readonly plain = new Map<unknown, number>();
  /** a finite Decimal: by the hash of its digits, the first value's number; then `chain` */
  private readonly decimals = new Map<number, number>();
  /** per value's number: the next value with the same hash (-1: none) */
  private readonly chain: number[] = [];
  /** values numbered from here on are not looked up (the column's values mostly differ): each is its own */
  private shared = Infinity;
  private hits = 0;
  /** per value's number (below `shared`): the criterion's facts made of it, by points, band and the numbers of its inputs' values (shared: rendered once by a writer) */
  private readonly facts: ({ readonly points: string; readonly band: number; readonly inputs: readonly number[] | undefined; readonly fact: TraceFact }[] | undefined)[] = [];

  /** the inputs of a subject computed by a formula (`operands`): a column each, its values kept once as the subject's are */
  readonly inputs: readonly SubjectColumn[] | undefined;

  constructor(
    private readonly show: ShowSpec,
    private readonly operands?: OperandsSpec,
  ) {
    this.inputs = operands?.shows.map((x) => new SubjectColumn(x));
  }

  /** Records what application i read: value v, band `band` (-1: none). */
  put(i: number, v: unknown, band: number): void {
    if (i >= this.bands.length) this.grow(i);
    this.bands[i] = band + 2;
    this.ids[i] = this.idOf(v);
  }

  /** The band application i's value fell in (-1: none, a match); -2: nothing recorded. */
  band(i: number): number {
    return i < this.bands.length ? this.bands[i]! - 2 : -2;
  }

  /** The value application i read, as an explanation shows it (recorded: `band(i) !== -2`). */
  value(i: number, make: (v: unknown, show: ShowSpec) => TraceValue): TraceValue {
    const id = this.ids[i]!;
    if (id >= this.shared) return make(this.values[id], this.show);
    return (this.shown[id] ??= make(this.values[id], this.show));
  }

  /** The fact of criterion c for application i, given `points`: one shared fact per value, band and points where its value is looked up, else made for the row. */
  fact(i: number, c: CriterionSpec, points: string, make: (v: unknown, show: ShowSpec) => TraceValue): TraceFact {
    const id = this.ids[i]!, band = this.bands[i]! - 2;
    const inputs = this.inputs;
    let own = id >= this.shared;
    if (inputs) for (let n = 0; n < inputs.length; n++) if (inputs[n]!.ids[i]! >= inputs[n]!.shared) own = true;
    const known = own ? undefined : (this.facts[id] ??= []);
    // (a value read from many sets of inputs is worded for the row: no long search per row)
    if (!known || known.length >= KNOWN_MAX) return criterionValueFact(c, points, this.value(i, make), band, false, inputs && this.inputsOf(i, make));
    for (let x = 0; x < known.length; x++) if (known[x]!.points === points && known[x]!.band === band && this.sameInputs(known[x]!.inputs, i)) return known[x]!.fact;
    const fact = criterionValueFact(c, points, this.value(i, make), band, true, inputs && this.inputsOf(i, make));
    known.push({ points, band, inputs: inputs?.map((x) => x.ids[i]!), fact });
    return fact;
  }

  /** Whether application i's inputs are the values numbered `ids` (none: a subject without inputs). */
  private sameInputs(ids: readonly number[] | undefined, i: number): boolean {
    if (!ids) return true;
    for (let n = 0; n < ids.length; n++) if (this.inputs![n]!.ids[i] !== ids[n]) return false;
    return true;
  }

  /** Application i's inputs with their names, as an explanation shows them. */
  private inputsOf(i: number, make: (v: unknown, show: ShowSpec) => TraceValue): readonly TraceOperand[] {
    return this.inputs!.map((x, n) => ({ name: this.operands!.names[n]!, value: x.value(i, make) }));
  }

  private grow(i: number): void {
    let size = this.bands.length * 2;
    while (size <= i) size *= 2;
    const bands = new Int32Array(size), ids = new Int32Array(size);
    bands.set(this.bands);
    ids.set(this.ids);
    (this.bands = bands), (this.ids = ids);
  }

  private idOf(v: unknown): number {
    const values = this.values;
    if (values.length >= this.shared) return values.push(v) - 1;
    if (v === null || typeof v !== "object") {
      const known = this.plain.get(v);
      if (known !== undefined) return this.hits++, known;
      this.plain.set(v, values.length);
      return this.added(v);
    }
    if (!(v instanceof Decimal)) return this.added(v);
    const h = decimalHash(v);
    if (h !== h) return this.added(v);
    const first = this.decimals.get(h);
    for (let id = first ?? -1; id >= 0; id = this.chain[id]!)
      if (sameDecimal(values[id] as Decimal, v)) return this.hits++, id;
    const id = values.length;
    this.decimals.set(h, id);
    this.chain[id] = first ?? -1;
    return this.added(v);
  }

  /** A new value's number; at TRIAL distinct values and each doubling, whether it is worth looking them up. */
  private added(v: unknown): number {
    const n = this.values.push(v);
    if (n >= TRIAL && (n & (n - 1)) === 0 && this.hits < n / 4) {
      this.shared = n;
      this.plain.clear();
      this.decimals.clear();
      this.chain.length = 0;
    }
    return n - 1;
  }
}
