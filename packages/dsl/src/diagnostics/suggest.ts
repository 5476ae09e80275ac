// "Did you mean" suggestions for misspelt names, including names that only differ in how their
// accented letters are encoded (a precomposed 'ś' against 's' + a combining accent): they look
// identical on screen, so the hint must say why they do not match.
import { distance } from "fastest-levenshtein";

/** The candidates closest to `name`, best first; empty when nothing is plausibly meant. */
export function suggest(name: string, candidates: Iterable<string>, max = 3): string[] {
  const lower = name.toLowerCase();
  const limit = Math.max(1, Math.floor(name.length / 3));
  const scored: Array<[number, string]> = [];
  for (const cand of new Set(candidates)) {
    if (cand === name) continue;
    const d = distance(lower, cand.toLowerCase());
    const prefix = cand.toLowerCase().startsWith(lower) || lower.startsWith(cand.toLowerCase());
    if (d <= limit || (prefix && Math.min(lower.length, cand.length) >= 3)) scored.push([d, cand]);
  }
  scored.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1));
  return scored.slice(0, max).map((s) => s[1]);
}

export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates];
  const twin = list.find((c) => c !== name && c.normalize("NFC") === name.normalize("NFC"));
  if (twin !== undefined) {
    return `did you mean '${twin}'? The two look the same but their accented letters are encoded differently (one uses a separate combining accent): retype the accented letters, or save the file in Unicode NFC`;
  }
  const s = suggest(name, list);
  if (s.length === 0) return undefined;
  if (s.length === 1) return `did you mean '${s[0]}'?`;
  return `did you mean ${s.slice(0, -1).map((x) => `'${x}'`).join(", ")} or '${s[s.length - 1]}'?`;
}
