// Tests of currency.ts: a currency's minor unit comes from Node's Intl (ICU's CLDR data). The
// values the runtime relies on are pinned, codes Intl does not know are refused, and the whole
// table is compared with ISO 4217's (the currency-codes package): every difference is listed
// here, so a Node whose ICU changes a currency's places fails this test, not a result.
import { describe, expect, it } from "vitest";
import iso from "currency-codes";
import { currencies, isCurrency, minorUnits } from "../src/currency.js";

describe("minorUnits", () => {
  it("gives the places of the currencies schemes use", () => {
    const want: Record<string, number> = { EUR: 2, PLN: 2, USD: 2, GBP: 2, CHF: 2, CZK: 2, SEK: 2, DKK: 2, JPY: 0, KRW: 0, ISK: 0, CLP: 0, VND: 0, BHD: 3, KWD: 3, OMR: 3, TND: 3, JOD: 3, LYD: 3 };
    for (const [c, p] of Object.entries(want)) expect(minorUnits(c), c).toBe(p);
  });

  it("refuses a code that names no currency Intl knows", () => {
    for (const c of ["EUO", "ABC", "eur", "EURO", "", "XXX", "XAU", "CLF"]) {
      expect(isCurrency(c), c).toBe(false);
      expect(() => minorUnits(c), c).toThrow(RangeError);
    }
    expect(isCurrency("EUR")).toBe(true);
  });

  it("agrees with ISO 4217 except where CLDR drops a minor unit not used in practice", () => {
    const differ: string[] = [];
    for (const r of iso.data) if (isCurrency(r.code) && minorUnits(r.code) !== r.digits) differ.push(`${r.code} ${r.digits}→${minorUnits(r.code)}`);
    // ISO 4217 gives these 2 places (IQD 3), Intl 0: amounts in them are whole units; and the
    // special drawing rights (XDR, XSU), "N.A." in ISO (0 in the package), are 2 in Intl
    expect(differ).toEqual(["AFN 2→0", "ALL 2→0", "COP 2→0", "HUF 2→0", "IDR 2→0", "IQD 3→0", "IRR 2→0", "KPW 2→0", "LAK 2→0", "LBP 2→0", "MGA 2→0", "MMK 2→0", "PKR 2→0", "SOS 2→0", "SYP 2→0", "XDR 0→2", "XSU 0→2", "YER 2→0"]);
    // funds codes and the X… units (gold, SDR, "no currency") are ISO codes but no currencies to grant in
    expect(iso.data.filter((r) => !isCurrency(r.code)).map((r) => r.code)).toEqual(["BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW", "VED", "XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XPD", "XPT", "XTS", "XUA", "XXX"]);
    const isoCodes = new Set(iso.codes());
    expect(currencies().filter((c) => !isoCodes.has(c))).toEqual(["HRK", "SLL", "XCG", "ZWL"]);
  });
});
