// What a tie does with a member that has no value for a tie-break step (§13.5). The engine reads
// a tie-break key only inside a tie that reaches it; a member whose value cannot be computed
// there either ranks last (`if absent last`) or leaves the tie unresolved (`if absent unresolved`).
// AL0630: `if absent` spelt otherwise (the words are read here, not reserved).
// AL0631: `if absent` on a key of the ranking itself: every ranked application needs that value.
// AL0632: a tie-break key that can read an absent optional field (directly or through a `let`,
//         not under an `is present` test that guards it) and declares no rule for it: the law's
//         reading is the drafter's choice, as for the other open choices (AL0408).
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { rankingsOf } from "./rankings.js";

/** The optional fields `e` can read while they are absent: their names as written. */
export function absentReads(m: Model, e: A.Expr): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const key = (x: A.Expr): string | undefined => (x.kind === "name" ? x.name.text : x.kind === "member" ? m.text.slice(x.span.start, x.span.end) : undefined);
  /** the optional accesses a condition proves present when it is true (`when`) or false */
  const proven = (c: A.Expr, when: boolean): string[] => {
    if (c.kind === "presence") {
      const k = key(c.operand);
      return k !== undefined && c.negated !== when ? [k] : [];
    }
    if (c.kind === "binary" && c.op === (when ? "and" : "or")) return [...proven(c.left, when), ...proven(c.right, when)];
    if (c.kind === "unary" && c.op === "not") return proven(c.operand, !when);
    return [];
  };
  const optional = (x: A.Expr): boolean => {
    if (x.kind === "name") {
      const f = m.appFields.get(x.name.text);
      return !!f && !!(f.node as A.FieldDecl | undefined)?.optional;
    }
    if (x.kind === "member") {
      const ot = m.types.get(x.object);
      return ot?.k === "record" && !!ot.fields.get(x.name.text)?.optional;
    }
    return false;
  };
  const walk = (x: A.Expr, guarded: ReadonlySet<string>): void => {
    const k = key(x);
    if (k !== undefined && optional(x) && !guarded.has(k)) found.add(k);
    const under = (y: A.Expr, more: string[]): void => walk(y, more.length ? new Set([...guarded, ...more]) : guarded);
    switch (x.kind) {
      case "name": {
        const l = m.lets.get(x.name.text);
        if (l && !m.appFields.has(x.name.text) && !seen.has(x.name.text)) {
          seen.add(x.name.text);
          walk((l.node as A.LetDecl).value, new Set());
        }
        return;
      }
      case "member":
        return walk(x.object, guarded);
      case "unary":
        return walk(x.operand, guarded);
      case "presence":
        return; // `x is present` reads no value
      case "binary":
        walk(x.left, guarded);
        return under(x.right, x.op === "and" ? proven(x.left, true) : x.op === "or" ? proven(x.left, false) : []);
      case "if":
        walk(x.cond, guarded);
        under(x.then, proven(x.cond, true));
        return under(x.else, proven(x.cond, false));
      case "list":
        return x.items.forEach((i) => walk(i, guarded));
      case "quantifier":
        walk(x.list, guarded);
        return walk(x.body, guarded);
      case "callfn":
        return x.args.forEach((a) => {
          walk(a.value, guarded);
          if (a.list) walk(a.list, guarded);
          if (a.body) walk(a.body, guarded);
        });
      default:
        return;
    }
  };
  walk(e, new Set());
  return [...found];
}

export function absentKeys(m: Model): void {
  for (const rk of rankingsOf(m)) {
    for (const k of rk.keys) {
      if (k.absent) m.diagnostics.push(diag("AL0631", k.absent.span, "expected 'if absent' on a tie-break step, found it on a key of the ranking itself", { hint: "every ranked application needs the ranking's own keys; an application without the value is not ranked (with the reason). Move the key into the tie-break, or drop 'if absent'" }));
    }
    for (const s of rk.tiebreak?.steps ?? []) {
      if (s.kind !== "key") continue;
      const a = s.absent;
      if (a) {
        if (a.word.text !== "absent") m.diagnostics.push(diag("AL0630", a.word.span, `expected 'absent' after 'if' in a tie-break step, found '${a.word.text}'`, { hint: "write 'if absent last' or 'if absent unresolved'" }));
        else if (a.rule.text !== "last" && a.rule.text !== "unresolved") m.diagnostics.push(diag("AL0630", a.rule.span, `expected 'last' or 'unresolved' after 'if absent', found '${a.rule.text}'`, { hint: "'last': a member without the value ranks after the others of its tie; 'unresolved': the tie stays open and is reported" }));
        continue;
      }
      const reads = absentReads(m, s.value);
      if (reads.length > 0) {
        const what = reads.map((x) => `'${x}'`).join(", ");
        m.diagnostics.push(
          diag("AL0632", s.span, `the tie-break key ${m.text.slice(s.value.span.start, s.value.span.end)} reads the optional field${reads.length > 1 ? "s" : ""} ${what}, and the scheme does not say what a tie does with a member without it`, {
            hint: "add 'if absent last' (such a member ranks after the others of its tie) or 'if absent unresolved' (the tie stays open and is reported), as the law reads",
          }),
        );
      }
    }
  }
}
