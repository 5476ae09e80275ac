// Folding ranges: every declaration and block that spans several lines (regimes, rankings and
// their tie-breaks, allocations, records), the verbatim text of legal sources, and runs of
// comments. Lines are zero-based; a range that ends with a closing brace keeps the brace visible.
import type { Analysis } from "../analysis.js";
import type { Span } from "../span.js";
import { allConstructs } from "./walk.js";

export interface FoldingRange {
  readonly startLine: number;
  readonly endLine: number;
  readonly kind: "region" | "comment";
}

export function foldingRanges(a: Analysis): FoldingRange[] {
  const out: FoldingRange[] = [];
  const add = (s: Span, kind: FoldingRange["kind"]) => {
    const start = a.lines.position(s.start).line;
    let end = a.lines.position(s.end).line;
    if (a.text[s.end - 1] === "}" && /^\s*\}/.test(a.lines.lineText(end))) end--;
    if (end > start) out.push({ startLine: start, endLine: end, kind });
  };
  for (const { construct: c } of allConstructs(a.ast)) {
    if (c.kind === "citation" || c.kind === "band" || c.kind === "arm") continue;
    add(c.node.span, "region");
    if (c.kind === "source") add(c.node.textSpan, "region");
    if (c.kind === "field" && c.node.type.kind !== "named") add(c.node.type.span, "region");
  }
  commentRuns(a, add);
  return dedupe(out);
}

/** Consecutive line comments fold as one; a block comment folds on its own. */
function commentRuns(a: Analysis, add: (s: Span, kind: "comment") => void): void {
  let run: Span | undefined;
  let runLine = -2;
  for (const c of a.parse.comments) {
    const s = { start: c.startOffset, end: (c.endOffset ?? c.startOffset) + 1 };
    const line = a.lines.position(s.start).line;
    if (c.image.startsWith("/*")) {
      add(s, "comment");
      continue;
    }
    if (run && line === runLine + 1) run = { start: run.start, end: s.end };
    else {
      if (run) add(run, "comment");
      run = s;
    }
    runLine = line;
  }
  if (run) add(run, "comment");
}

function dedupe(rs: FoldingRange[]): FoldingRange[] {
  const seen = new Set<string>();
  return rs
    .sort((x, y) => x.startLine - y.startLine || y.endLine - x.endLine)
    .filter((r) => {
      const k = `${r.startLine}:${r.endLine}`;
      return !seen.has(k) && !!seen.add(k);
    });
}
