// The allocation's reasons (allocate.ts, prorata.ts, select.ts record them in English, as the
// result's `reasons` carry them) in another catalogue's words: each known phrase by a pattern,
// its amounts in the catalogue's number format. A phrase no pattern knows stays as recorded.
import type { Formats } from "./catalogue.js";

/** A phrase's pattern and its rendering (m: the pattern's groups; f: the catalogue's formats). */
export type Phrase = readonly [RegExp, (m: RegExpExecArray, f: Formats) => string];

/** "200000.00 EUR" → in the catalogue's format */
export function amountIn(text: string, f: Formats): string {
  return text.replace(/-?\d+(?:\.\d+)?/g, (n) => f.number(n));
}

/**
 * Renders an allocation reason with a catalogue's phrases (a reason may chain several with "; ").
 * A part no phrase knows is passed through `f.raw` (English left in the text), unless `scheme`
 * says the text may be the scheme's own words (a reason the scheme wrote), kept as written.
 */
export function translateWhy(why: string, phrases: readonly Phrase[], f: Formats, scheme = false): string {
  const whole = match(why, phrases, f);
  if (whole !== undefined) return whole;
  // "<reason>; placed on the reserve list" and other chains
  const parts = why.split("; ");
  if (parts.length === 1) return scheme ? why : f.raw(why);
  const out: string[] = [];
  for (let k = 0; k < parts.length; ) {
    // the longest run of parts that a phrase knows
    let done = false;
    for (let e = parts.length; e > k; e--) {
      const t = match(parts.slice(k, e).join("; "), phrases, f);
      if (t !== undefined) {
        out.push(t);
        k = e;
        done = true;
        break;
      }
    }
    if (!done) {
      const part = parts[k++]!;
      out.push(scheme ? part : f.raw(part));
    }
  }
  return out.join("; ");
}

function match(text: string, phrases: readonly Phrase[], f: Formats): string | undefined {
  for (const [re, render] of phrases) {
    const m = re.exec(text);
    if (m) return render(m, f);
  }
  return undefined;
}

/** The rounding modes of pro rata (prorata.ts writes `mode.replace("_", " ")`). */
export type Modes = Readonly<Record<string, string>>;

/** The pattern of a pro-rata share: "pro rata: A × B / C, rounded MODE to STEP[, but no more than the amount asked][, less [what exceeds a multiple of ]STEP so that the shares stay within the budget]" */
export const PRO_RATA = /^pro rata: (\S+) × (\S+) \/ (\S+), rounded (.+?) to (\S+?)(, but no more than the amount asked)?(?:, less (what exceeds a multiple of )?(\S+) so that the shares stay within the budget)?$/;
export const QUOTA = /^the quota '(.*)' has (.+) left, less than the (.+) asked$/;
