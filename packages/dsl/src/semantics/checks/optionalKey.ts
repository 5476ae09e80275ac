// AL0601: an ordering key that reads an optional application field. An application without the
// value has nothing to compare at that step: unless the scheme says what a missing value means
// (written into the key, e.g. `if young is present then young else false`), the outcome for a
// tie that reaches the step depends on a rule the law must give and the scheme does not state.
// A key that tests the field's presence itself is taken as that declared rule.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { rankingsOf } from "./rankings.js";

/** The optional application fields `e` reads, and the fields whose presence it tests. */
function optionalReads(m: Model, e: A.Expr, out: { read: Map<string, A.Expr>; tested: Set<string> }): void {
  const fieldName = (x: A.Expr): string | undefined => (x.kind === "name" ? x.name.text : x.kind === "member" && x.object.kind === "root" && x.object.root === "application" ? x.name.text : undefined);
  const visit = (x: A.Expr): void => {
    switch (x.kind) {
      case "name":
      case "member": {
        const n = fieldName(x);
        const f = n === undefined ? undefined : m.appFields.get(n);
        if (n !== undefined && f && (f.node as A.FieldDecl).optional && !out.read.has(n)) out.read.set(n, x);
        if (x.kind === "member") visit(x.object);
        return;
      }
      case "presence": {
        const n = fieldName(x.operand);
        if (n !== undefined) out.tested.add(n);
        return;
      }
      case "unary":
        return visit(x.operand);
      case "binary":
        visit(x.left);
        return visit(x.right);
      case "if":
        visit(x.cond);
        visit(x.then);
        return visit(x.else);
      case "list":
        return x.items.forEach(visit);
      case "quantifier":
        visit(x.list);
        return visit(x.body);
      case "callfn":
        for (const a of x.args) {
          visit(a.value);
          if (a.list) visit(a.list);
          if (a.body) visit(a.body);
        }
        return;
      default:
        return;
    }
  };
  visit(e);
}

export function optionalKey(m: Model): void {
  for (const rk of rankingsOf(m)) {
    // a tie-break step reads its key only for a tie that reaches it, and must say what a member
    // without the value gets (`if absent …`, AL0632): here, the ranking's own keys, which every
    // application needs — one without the value is not ranked
    const keys = rk.keys.filter((s): s is A.OrderKey => s.kind === "key");
    for (const k of keys) {
      const out = { read: new Map<string, A.Expr>(), tested: new Set<string>() };
      optionalReads(m, k.value, out);
      for (const [name, at] of out.read) {
        if (out.tested.has(name)) continue;
        m.diagnostics.push(
          diag("AL0601", at.span, `expected a value for every application at this ordering step, found the optional field '${name}': a missing value needs a declared rule`, {
            hint: `write into the key what the law gives an application without '${name}', testing '${name} is present'${m.appFields.get(name)?.type?.k === "boolean" ? ` (for example 'if ${name} is present then ${name} else false')` : ""}, or declare the field without 'optional' if the form always asks for it`,
          }),
        );
      }
    }
  }
}
