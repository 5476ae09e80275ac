// A currency's minor unit — how many decimal places its amounts have — from the currency data
// that Node's Intl carries (ICU, full data in every official Node build), instead of a table of
// our own. The data is CLDR's: it agrees with ISO 4217's table except where a minor unit is
// not used in practice (HUF, IDR, COP, PKR, IQD, … have 0 places in CLDR, 2 or 3 in ISO 4217);
// packages/runtime/test/currency.test.ts pins the values and lists every difference, so a Node
// whose ICU changes one fails there, not silently in a result. A fixed locale is asked, so no
// locale of the machine is read (the places do not depend on it).

let known: ReadonlySet<string> | undefined;
const places = new Map<string, number>();

/** Whether `code` is an ISO 4217 currency code of a currency in use (Intl's list). */
export function isCurrency(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf("currency"));
  return known.has(code);
}

/** The currencies `isCurrency` knows, in order (for "did you mean" hints). */
export function currencies(): readonly string[] {
  return Intl.supportedValuesOf("currency");
}

/**
 * Decimal places of a currency's minor unit (JPY 0, EUR 2, KWD 3). A code that is not a
 * currency is a RangeError: the checker refuses such a scheme (AL0205), so only a hand-built
 * CompiledScheme reaches this with one.
 */
export function minorUnits(currency: string): number {
  const hit = places.get(currency);
  if (hit !== undefined) return hit;
  if (!isCurrency(currency)) throw new RangeError(`'${currency}' is not an ISO 4217 currency code that Intl knows`);
  const p = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  places.set(currency, p);
  return p;
}
