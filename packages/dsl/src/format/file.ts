// The file: its declarations in order, one blank line between two (none between consecutive
// criteria, lets or functions written together), a phase's criteria in its block, and the
// comments left at the end. The layout of each declaration is printer.ts's.
import type { Doc } from "prettier";
import type * as A from "../ast/nodes.js";
import { hardline, join } from "./builders.js";
import type { Source } from "./context.js";
import { withComments } from "./blocks.js";
import { phaseBlock, phaseRun } from "./phase.js";
import { criterionDecl, declaration, head } from "./printer.js";

// ── file ──────────────────────────────────────────────────────────────────

export function file(src: Source, ast: A.SchemeFile): Doc {
  const parts: Doc[] = [];
  const ds = ast.declarations;
  for (let i = 0; i < ds.length; i++) {
    const d = ds[i]!;
    const prev = ds[i - 1];
    if (prev) parts.push(hardline, together(src, prev, d) ? "" : hardline);
    const n = phaseRun(ds, i);
    if (n === 0) {
      parts.push(withComments(src, d.span, () => declaration(src, d)));
      continue;
    }
    // a phase (§11.2): its n criteria (phaseRun counts criteria only) in its block (phase.ts)
    const run = ds.slice(i, i + n) as A.CriterionDecl[];
    const p = run[0]!.phase!;
    parts.push(phaseBlock(src, run, head(src, "phase", p.name, p.title, p.citation), (c) => criterionDecl(src, c)));
    i += n - 1;
  }
  const rest = src.dangling(src.text.length);
  if (rest.length) {
    if (parts.length) parts.push(hardline, hardline);
    parts.push(join(hardline, rest));
  }
  return parts.length ? [parts, hardline] : "";
}

function together(src: Source, a: A.Declaration, b: A.Declaration): boolean {
  const oneLine = (k: string) => k === "criterion" || k === "let" || k === "function";
  return a.kind === b.kind && oneLine(a.kind) && !src.blankBetween(a.span.end, src.firstBefore(b.span.start));
}
