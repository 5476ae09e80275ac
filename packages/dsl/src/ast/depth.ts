// The depth guard of the AST: the checker, the compiler, the formatter and the editor services
// walk expressions recursively, and an operator chain is flat in the parser but a nested tree in
// the AST (`a + b + … + z` is 25 levels deep). A declaration whose tree is deeper than
// MAX_TREE_DEPTH is reported here (AL0103) and left out, before any recursive walk sees it, so
// whether a scheme is accepted never depends on the engine's stack. Measured without recursion.
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import type * as A from "./nodes.js";
import type { Span } from "../span.js";

/** The deepest tree of nodes (objects with a span) that one declaration may hold. */
export const MAX_TREE_DEPTH = 256;

/** Nodes whose `name` refers to something declared elsewhere (not a declaration's own name). */
const referenceKinds = new Set(["name", "member", "callfn", "named"]);

/**
 * Where `root` first holds a node deeper than MAX_TREE_DEPTH, if it does: the name of the
 * innermost named node around it (the rule, `let` or criterion), else the deep node itself.
 */
export function tooDeep(root: object): Span | undefined {
  const stack: [unknown, number, Span | undefined][] = [[root, 0, undefined]];
  while (stack.length) {
    const [value, depth, named] = stack.pop()!;
    if (value === null || typeof value !== "object") continue;
    const isNode = !Array.isArray(value) && "span" in value;
    const d = isNode ? depth + 1 : depth;
    if (d > MAX_TREE_DEPTH) return named ?? (value as A.Node).span;
    const kind = (value as { kind?: string }).kind;
    const name = isNode && kind !== undefined && !referenceKinds.has(kind) ? (value as { name?: { span?: Span } }).name?.span : undefined;
    for (const v of Array.isArray(value) ? value : Object.values(value)) if (v !== null && typeof v === "object") stack.push([v, d, name ?? named]);
  }
  return undefined;
}

/** The declarations no deeper than the limit, and an AL0103 for each one that is deeper. */
export function limitDepth(declarations: readonly A.Declaration[]): { declarations: A.Declaration[]; diagnostics: Diagnostic[] } {
  const kept: A.Declaration[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const d of declarations) {
    const at = tooDeep(d);
    if (!at) kept.push(d);
    else
      diagnostics.push(
        diag("AL0103", at, `expected at most ${MAX_TREE_DEPTH} levels of operators and nesting in one declaration, found more (each operator of a chain counts a level)`, {
          hint: "split the expression into several 'let' declarations and combine those; this declaration is not checked until then",
        }),
      );
  }
  return { declarations: kept, diagnostics };
}
