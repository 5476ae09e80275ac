// The amounts asked by the ranked rows of a regime, in minor units (a Float64Array) while every
// one converts exactly to whole minor units of the currency, and as Decimals from the first that
// does not (or for a quantity). arith.ts picks the allocation's representation from them.
import { Decimal, decimalOfText, formatMinor, minorOf } from "../decimal.js";

export class Asks {
  private minor: Float64Array | undefined;
  private decimals: Decimal[] | undefined;
  private n = 0;

  /** `places`: the currency's decimals, or -1 for a quantity (held as Decimals) */
  constructor(
    readonly places: number,
    capacity = 1024,
  ) {
    if (places >= 0) this.minor = new Float64Array(Math.max(16, capacity));
    else this.decimals = [];
  }

  push(d: Decimal): void {
    const minor = this.minor;
    if (minor) {
      const m = minorOf(d, this.places);
      if (m !== undefined) {
        let into = minor;
        if (this.n === minor.length) {
          into = new Float64Array(this.n * 2);
          into.set(minor);
          this.minor = into;
        }
        into[this.n++] = m;
        return;
      }
      this.decimals = this.asDecimals();
      this.minor = undefined;
    }
    this.decimals!.push(d);
    this.n++;
  }

  get length(): number {
    return this.n;
  }

  /** the amounts in minor units, when every one converted */
  get minorUnits(): Float64Array | undefined {
    return this.minor?.subarray(0, this.n);
  }

  asDecimals(): Decimal[] {
    if (this.decimals) return this.decimals;
    const out: Decimal[] = [];
    for (let r = 0; r < this.n; r++) out.push(decimalOfText(formatMinor(this.minor![r]!, this.places)));
    return (this.decimals = out);
  }
}
