// The amounts asked by the ranked rows of a regime, in minor units while every one converts
// exactly to whole minor units of the currency — an Int32Array while every one fits in it (4
// bytes a row: V8 counts typed arrays as external memory, and 64 MB more of it starts a full
// collection), a Float64Array from the first that does not — and as Decimals from the first that
// does not convert (or for a quantity). arith.ts picks the allocation's representation from them. An
// amount the compiled code already holds as minor units (a number: minor.ts) is taken as it is.
import { Decimal, decimalOfText, decimalOfWhole, formatMinor, minorOf } from "../decimal.js";
import { fits32, type MinorColumn } from "./arith.js";

export class Asks {
  private minor: MinorColumn | undefined;
  /** whether `minor` is a Float64Array, kept beside it (an `instanceof` a row was some 1 % of the samples of a 1,000,000-application run: perf26) */
  private wide = false;
  private decimals: Decimal[] | undefined;
  private n = 0;

  /** `places`: the currency's decimals, or -1 for a quantity (held as Decimals) */
  constructor(
    readonly places: number,
    capacity = 1024,
  ) {
    if (places >= 0) this.minor = new Int32Array(Math.max(16, capacity));
    else this.decimals = [];
  }

  /** `d`: a Decimal, or a whole number of minor units of this currency (`places` ≥ 0) */
  push(d: Decimal | number): void {
    const minor = this.minor;
    if (minor) {
      const m = typeof d === "number" ? d : minorOf(d, this.places);
      if (m !== undefined) {
        const wide = this.wide;
        if (this.n < minor.length && (wide || fits32(m))) {
          minor[this.n++] = m;
          return;
        }
        // full, or an amount an Int32Array does not hold (then a Float64Array from here on)
        const length = this.n < minor.length ? minor.length : this.n * 2;
        const into = wide || !fits32(m) ? new Float64Array(length) : new Int32Array(length);
        into.set(minor.subarray(0, this.n));
        this.minor = into;
        this.wide = into instanceof Float64Array;
        into[this.n++] = m;
        return;
      }
      this.decimals = this.asDecimals();
      this.minor = undefined;
    }
    this.decimals!.push(typeof d === "number" ? decimalOfWhole(d, this.places) : d);
    this.n++;
  }

  get length(): number {
    return this.n;
  }

  /** Makes room for `capacity` amounts in minor units (the amounts there are kept). */
  reserve(capacity: number): void {
    const minor = this.minor;
    if (!minor || minor.length >= capacity) return;
    const into = minor instanceof Float64Array ? new Float64Array(capacity) : new Int32Array(capacity);
    into.set(minor.subarray(0, this.n));
    this.minor = into;
  }

  /** the amounts in minor units, when every one converted (an Int32Array while every one fits) */
  get minorUnits(): MinorColumn | undefined {
    return this.minor?.subarray(0, this.n);
  }

  /** amount r in minor units (undefined where it does not convert: a quantity, or an amount held as a Decimal that has no whole minor units) */
  minorAt(r: number): number | undefined {
    return this.minor ? this.minor[r] : minorOf(this.decimals![r]!, this.places);
  }

  asDecimals(): Decimal[] {
    if (this.decimals) return this.decimals;
    const out: Decimal[] = [];
    for (let r = 0; r < this.n; r++) out.push(decimalOfText(formatMinor(this.minor![r]!, this.places)));
    return (this.decimals = out);
  }
}

/** An amount asked that is negative, as its Decimal text ("-5" for -500 cents); undefined when it is not. */
export function negativeAsk(d: Decimal | number, places: number): string | undefined {
  if (typeof d === "number") return d < 0 ? decimalOfWhole(d, places).toString() : undefined;
  return d.isNegative() ? d.toString() : undefined;
}
