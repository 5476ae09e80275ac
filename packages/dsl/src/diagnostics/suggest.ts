// "Did you mean" suggestions for misspelt names, including names that only differ in how their
// accented letters are encoded (a precomposed 'ś' against 's' + a combining accent): they look
// identical on screen, so the hint must say why they do not match.
import { distance } from "fastest-levenshtein";

// Each suggestion compares the name with every candidate. A scheme with thousands of misspelt
// names among thousands of declared ones made that quadratic: 4,000 unknown names took 16 s of
// analysis. The comparisons of one analysis share a budget (analyze resets it); past it, a
// diagnostic keeps its generic hint. Real schemes need a few thousand comparisons.
const BUDGET = 300_000;
let left = BUDGET;

/** Starts the comparison budget of one analysis afresh (called by analyze). */
export function resetSuggestions(): void {
  left = BUDGET;
}

const ASCII = /^[\x00-\x7f]*$/;

/** The candidates closest to `name`, best first; empty when nothing is plausibly meant. */
export function suggest(name: string, candidates: Iterable<string>, max = 3): string[] {
  const lower = name.toLowerCase();
  const limit = Math.max(1, Math.floor(name.length / 3));
  const scored: Array<[number, string]> = [];
  const set = new Set(candidates);
  if ((left -= set.size) < 0) return [];
  for (const cand of set) {
    if (cand === name) continue;
    const c = cand.toLowerCase();
    const prefix = c.startsWith(lower) || lower.startsWith(c);
    // the distance is at least the difference of the lengths
    if (!prefix && Math.abs(c.length - lower.length) > limit) continue;
    const d = distance(lower, c);
    if (d <= limit || (prefix && Math.min(lower.length, cand.length) >= 3)) scored.push([d, cand]);
  }
  scored.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1));
  return scored.slice(0, max).map((s) => s[1]);
}

export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates];
  if (left - list.length < 0) return undefined;
  const nfc = name.normalize("NFC");
  // an ASCII candidate is its own normal form
  const twin = list.find((c) => c !== name && (ASCII.test(c) ? c === nfc : c.normalize("NFC") === nfc));
  if (twin !== undefined) {
    return `did you mean '${twin}'? The two look the same but their accented letters are encoded differently (one uses a separate combining accent): retype the accented letters, or save the file in Unicode NFC`;
  }
  const s = suggest(name, list);
  if (s.length === 0) return undefined;
  if (s.length === 1) return `did you mean '${s[0]}'?`;
  return `did you mean ${s.slice(0, -1).map((x) => `'${x}'`).join(", ")} or '${s[s.length - 1]}'?`;
}
