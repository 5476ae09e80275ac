// Test helper for the editor services: seed schemes by name, and cursor markers. A marker `<|>`
// inside a snippet of a scheme says where the cursor is; the snippet must occur exactly once.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { analyze, type Analysis } from "../../src/analysis.js";

const root = join(__dirname, "../../../../schemes");

export const seeds: readonly string[] = readdirSync(root).filter((d) => d.startsWith("seed_")).sort();

/** The text of a seed scheme: seed("seed_002"). */
export function seed(name: string): string {
  const dir = join(root, name);
  const file = readdirSync(dir).find((f) => f.endsWith(".allot"))!;
  return readFileSync(join(dir, file), "utf8");
}

export const MARK = "<|>";

function unique(text: string, snippet: string): number {
  const i = text.indexOf(snippet);
  if (i < 0) throw new Error(`snippet not found: ${snippet}`);
  if (text.indexOf(snippet, i + 1) >= 0) throw new Error(`snippet occurs more than once: ${snippet}`);
  return i;
}

/** The offset of the marker in `marked`, a snippet of `text` with `<|>` inserted. */
export function offsetOf(text: string, marked: string): number {
  const k = marked.indexOf(MARK);
  if (k < 0) throw new Error(`no ${MARK} in ${marked}`);
  return unique(text, marked.replace(MARK, "")) + k;
}

/** Analysis of a seed and the cursor offset of a marked snippet of it. */
export function cursor(name: string, marked: string): { a: Analysis; offset: number } {
  const text = seed(name);
  return { a: analyze(text, `file:///${name}.allot`), offset: offsetOf(text, marked) };
}

/** Replaces a snippet of a seed by `replacement` (which may hold the marker) and analyses the result. */
export function edited(name: string, snippet: string, replacement: string): { a: Analysis; offset: number } {
  const text = seed(name);
  const i = unique(text, snippet);
  const k = replacement.indexOf(MARK);
  const next = text.slice(0, i) + replacement.replace(MARK, "") + text.slice(i + snippet.length);
  return { a: analyze(next, `file:///${name}.allot`), offset: k < 0 ? i : i + k };
}

/** The text a span covers. */
export function textOf(a: Analysis, s: { start: number; end: number }): string {
  return a.text.slice(s.start, s.end);
}
