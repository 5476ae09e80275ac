// The checker's shared helpers (check.ts and checkRanking.ts): the contexts an expression is typed
// in, a type expected of one, and a citation's `per` resolved to its source.
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { Model } from "./model.js";
import type { Context } from "./typecheck.js";
import { show, type Ty } from "./types.js";

export const APP: Context = { app: true, points: false, what: "" };
export const POINTS: Context = { app: true, points: true, what: "" };
export const CALL: Context = { app: false, points: false, what: "" };

export function at(ctx: Context, what: string): Context {
  return { ...ctx, what };
}

export function expectType(m: Model, e: A.Expr, t: Ty, want: (t: Ty) => boolean, expected: string, what: string, hint: string) {
  if (t.k === "error" || want(t)) return;
  m.diagnostics.push(diag("AL0301", e.span, `${what} must be ${expected}, found ${show(t)}`, { hint }));
}

export function checkCitation(m: Model, c: A.Citation | undefined) {
  if (!c || !c.source.text) return;
  const src = m.sources.get(c.source.text);
  if (src) {
    m.refs.push({ span: c.source.span, symbol: m.symbols.find((s) => s.kind === "source" && s.name === c.source.text)! });
    return;
  }
  const dym = didYouMean(c.source.text, m.sources.keys());
  const best = dym?.match(/'([^']+)'/)?.[1];
  m.diagnostics.push(
    diag("AL0201", c.source.span, `expected the name of a declared source after 'per', found '${c.source.text}'`, {
      hint: dym ?? "declare it: source name = act article 6 paragraph 1 \"\"\"verbatim text\"\"\"",
      ...(best ? { fixes: [{ title: `Change to '${best}'`, span: c.source.span, text: best }] } : {}),
    }),
  );
}
