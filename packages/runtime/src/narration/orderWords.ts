// A key in a written order (`by category in order [medical, social, other]`, docs/language.md
// §13.1) in a language's words: the direction a comparison's step names ("medical grounds first,
// then social grounds, then other"), from the trace key's `order` (a comparison's key, a
// position's `stopsKey`); never read back from the engine's label, whose titles may say anything
// (mend27: "the medical priority (art. 6)" was read as an order). The members' words are the law's (their
// titles where the enumeration gives them), not translated.

/** The order in words, by language: the first member, then each next one. */
export interface OrderWords {
  readonly first: (x: string) => string;
  readonly then: (x: string) => string;
}

export const orderWords: Readonly<Record<"en" | "nl" | "pl" | "de" | "es" | "fr" | "pt", OrderWords>> = {
  en: { first: (x) => `${x} first`, then: (x) => `then ${x}` },
  nl: { first: (x) => `eerst ${x}`, then: (x) => `dan ${x}` },
  pl: { first: (x) => `najpierw ${x}`, then: (x) => `następnie ${x}` },
  de: { first: (x) => `zuerst ${x}`, then: (x) => `dann ${x}` },
  es: { first: (x) => `primero ${x}`, then: (x) => `después ${x}` },
  pt: { first: (x) => `primeiro ${x}`, then: (x) => `depois ${x}` },
  fr: { first: (x) => `d'abord ${x}`, then: (x) => `puis ${x}` },
};

/** `order` in `w`'s words, "eerst medische gronden, dan sociale gronden, dan overige". */
export function orderText(order: readonly string[], w: OrderWords): string {
  return order.map((x, i) => (i === 0 ? w.first(x) : w.then(x))).join(", ");
}

/** A trace key's direction in `w`'s words where it is a written order, else undefined. */
export function orderDirection(key: { readonly order?: readonly string[] }, w: OrderWords): string | undefined {
  return key.order ? orderText(key.order, w) : undefined;
}

/** A key in a written order named with its order in `w`'s words, "the medical priority (eerst Priority 1, dan Priority 2)": from the trace key (a position's `stopsKey`), not read back from the engine's label. */
export function orderedKey(key: { readonly name: string; readonly order?: readonly string[] }, w: OrderWords): string {
  return key.order ? `${key.name} (${orderText(key.order, w)})` : key.name;
}
