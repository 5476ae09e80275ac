// Every expression node under a part of the AST, found by a generic walk over the nodes' own
// fields: what the checks of aggregates, of their phases and of the outcome's values, and the
// outcome's compiler, look through for the names and aggregates an expression reads.
import type * as A from "./nodes.js";

type Walkable = { [k: string]: unknown };

/** Every expression node under `x` (itself included), in document order. */
export function* exprNodes(x: unknown): Generator<A.Expr> {
  if (Array.isArray(x)) {
    for (const y of x) yield* exprNodes(y);
    return;
  }
  if (!x || typeof x !== "object") return;
  const o = x as Walkable;
  if (typeof o["kind"] === "string" && o["span"]) yield o as unknown as A.Expr;
  for (const [k, v] of Object.entries(o)) if (k !== "span" && v && typeof v === "object") yield* exprNodes(v);
}
