// The members of a tie left open that holds the last application funded (`reserve N after the
// last funded`, §14.11; the trace's `reserve-before` with `lastTied`, review37 F1), listed as the
// catalogues say them: "E and F", "E, F and G" (`and` the language's word).

/** The ids listed with commas and the language's `and` before the last. */
export function andIds(ids: readonly string[], and: string): string {
  return ids.length < 2 ? ids.join("") : `${ids.slice(0, -1).join(", ")} ${and} ${ids[ids.length - 1]}`;
}
