// A phase of criteria (§11.2): the AST gives each of its criteria the one phase (ast/build.ts
// buildPhase); the printer writes them back in the phase's block, as consecutive declarations.
import type { Doc } from "prettier";
import type * as A from "../ast/nodes.js";
import type { Source } from "./context.js";
import { block, item, withComments } from "./blocks.js";

/** How many declarations from `i` on are criteria of the phase of `ds[i]` (0: it is in none). */
export function phaseRun(ds: readonly A.Declaration[], i: number): number {
  const d = ds[i];
  const p = d?.kind === "criterion" ? d.phase : undefined;
  let n = 0;
  while (p && ds[i + n]?.kind === "criterion" && (ds[i + n] as A.CriterionDecl).phase === p) n++;
  return n;
}

/** `phase name "Title" per src after t1, t2 {`, its criteria one a line, `}`, with the comments before and in it. */
export function phaseBlock(src: Source, of: readonly A.CriterionDecl[], head: Doc, criterion: (c: A.CriterionDecl) => Doc): Doc {
  const p = of[0]!.phase!;
  return withComments(src, p.span, () => [head, " after ", p.after.map((t) => t.text).join(", "), block(src, of.map((c) => item(c, criterion)), p.span.end)]);
}
