// Reasons that carry values: `otherwise "asks {requested}, above {call.ceiling}"`. Each `{path}`
// in a rule's or threshold's reason names a value the rule itself may read — a field, a `let`, a
// call parameter (`call.x`), a record field (`a.b`), points in a threshold — and is checked as if
// written in the condition (AL0201, AL0203, AL0207 with the span inside the string). `{{` and `}}`
// are a literal brace. A '{' that is not closed, holds anything but a name, or names a list or a
// record (which a sentence cannot show) is AL0604. The compiler reads the parts from `reasonParts`.
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import { span } from "../span.js";
import { unquote } from "../ast/cst.js";
import type { Model } from "./model.js";
import type { Context, TypeChecker } from "./typecheck.js";
import { show } from "./types.js";

/** A reason as parts: text (escapes already read), or a value to print. */
export type ReasonPart = string | A.Expr;

// Kept per model: analyses of the same text share a declaration's nodes (analysis.ts's cache), and
// each types the parts' names in its own model — a second analysis must not replace the first's.
const parts = new WeakMap<Model, WeakMap<object, ReasonPart[]>>();

/** The parts of a reason that interpolates values, as model `m` checked them; undefined for a plain reason. */
export function reasonParts(m: Model, node: A.RuleDecl | A.ThresholdDecl): ReasonPart[] | undefined {
  return parts.get(m)?.get(node);
}

// a name as the lexer reads one (syntax/tokens.ts identifierRe): any letters, not ASCII alone (review36 F4: `{próg}`)
const PATH = /^\s*([\p{L}_][\p{L}\p{N}\p{M}_]*(?:\s*\.\s*[\p{L}_][\p{L}\p{N}\p{M}_]*)*)\s*$/u;

/** A piece of a string literal's body read as the literal is (escapes included). */
function unescape(raw: string): string {
  return unquote(`"${raw}"`);
}

/** The expression `a.b.c` with the spans of its names in the source, `at` being the offset of `a`. */
function pathExpr(text: string, at: number): A.Expr {
  const names: A.Name[] = [];
  const re = /[\p{L}_][\p{L}\p{N}\p{M}_]*/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) names.push({ text: m[0], span: span(at + m.index, at + m.index + m[0].length) });
  const first = names[0]!;
  let e: A.Expr = first.text === "call" || first.text === "application" ? { kind: "root", root: first.text, span: first.span } : { kind: "name", name: first, span: first.span };
  for (const n of names.slice(1)) e = { kind: "member", object: e, name: n, span: span(e.span.start, n.span.end) };
  return e;
}

export function checkReason(m: Model, tc: TypeChecker, node: A.RuleDecl | A.ThresholdDecl, ctx: Context): void {
  const s = node.otherwiseSpan;
  if (!s || !/[{}]/.test(node.otherwise ?? "")) return;
  const start = s.start + 1;
  const raw = m.text.slice(start, s.end - 1);
  const out: ReasonPart[] = [];
  let text = "";
  let ok = true;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === "\\") {
      // an escape is text, braces of \u{…} included
      const esc = /^\\(u\{[0-9a-fA-F]+\}|.)/.exec(raw.slice(i))?.[0] ?? c;
      text += esc;
      i += esc.length - 1;
      continue;
    }
    if ((c === "{" || c === "}") && raw[i + 1] === c) {
      text += c;
      i++;
      continue;
    }
    if (c !== "{") {
      text += c;
      continue;
    }
    const found = raw.indexOf("}", i + 1);
    const reopened = raw.indexOf("{", i + 1);
    // a '{' before the '}' means this one was left open
    const close = reopened >= 0 && (found < 0 || reopened < found) ? -1 : found;
    const end = close >= 0 ? close : reopened >= 0 ? reopened : raw.length;
    const inner = raw.slice(i + 1, end);
    const at = span(start + i, close < 0 ? start + end : start + close + 1);
    const path = PATH.exec(inner);
    if (close < 0 || !path) {
      m.diagnostics.push(
        diag("AL0604", at, close < 0 ? `expected '}' to close the value named in the reason, found ${reopened >= 0 ? "another '{'" : "the end of the text"}` : `expected the name of a value between '{' and '}', found '${inner}'`, {
          hint: "name a field, a 'let' or a call parameter, as in \"asks {requested}, more than {call.ceiling}\"; write '{{' for a brace of the text",
        }),
      );
      ok = false;
      i = end - (close < 0 ? 1 : 0);
      continue;
    }
    out.push(unescape(text));
    text = "";
    const e = pathExpr(inner, start + i + 1);
    const t = tc.expr(e, ctx);
    if (t.k === "list" || t.k === "record") {
      m.diagnostics.push(diag("AL0604", e.span, `expected a value a reason can print (a number, an amount, a date, a text, a yes/no or a member), found ${show(t)}`, { hint: "name one value: a field of the record, or a 'let' that computes one from the list (sum, count, max)" }));
      ok = false;
    }
    if (t.k === "error") ok = false;
    out.push(e);
    i = close;
  }
  out.push(unescape(text));
  if (!ok) return;
  let own = parts.get(m);
  if (!own) parts.set(m, (own = new WeakMap()));
  own.set(node, out);
}
