// The declaring symbol of a field reached by a path — `call.x`, `application.x`, a record
// field's field, a quantifier variable's field over a list of records — for references, hover and
// rename (typecheck.ts's member access).
import type * as A from "../ast/nodes.js";
import type { Model, SymbolInfo } from "./model.js";
import type { Ty } from "./types.js";

/** The declaring symbol of a field reached through `call.x`, `application.x` or a record path. */
export function fieldSymbol(m: Model, e: A.Member, field: string): SymbolInfo | undefined {
  if (e.object.kind === "root") return (e.object.root === "call" ? m.callFields : m.appFields).get(field);
  const path = pathOf(m, e.object);
  if (!path) return undefined;
  return m.symbols.find((s) => s.kind === "field" && s.container === path && s.name === field);
}

function pathOf(m: Model, e: A.Expr): string | undefined {
  if (e.kind === "root") return e.root;
  if (e.kind === "name" && m.appFields.has(e.name.text)) return "application." + e.name.text;
  if (e.kind === "member") {
    const p = pathOf(m, e.object);
    return p ? p + "." + e.name.text : undefined;
  }
  if (e.kind === "name") {
    // a quantifier variable over a list of records: its fields are declared under the list's path
    const ref = [...m.refs].reverse().find((r) => r.span.start === e.span.start && r.span.end === e.span.end);
    const t = ref?.symbol.type;
    if (ref?.symbol.kind === "variable" && t) return m.symbols.find((s) => s.kind !== "variable" && s.type?.k === "list" && s.type.element === t) ? listPath(m, t) : undefined;
  }
  return undefined;
}

function listPath(m: Model, el: Ty): string | undefined {
  for (const s of m.symbols) if (s.type?.k === "list" && s.type.element === el) return (s.container ?? "") + "." + s.name;
  return undefined;
}
