// AL0305: a `match` over an enumeration gives points to every member exactly once (or has an
// `otherwise` arm). A member left out would get no points without the law saying so.
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";

export function matchExhaustive(m: Model): void {
  for (const c of m.criteria.values()) {
    const b = c.decl.body;
    if (b.kind !== "match") continue;
    const t = m.types.get(b.subject);
    if (t?.k !== "enum") continue;
    const seen = new Map<string, { start: number; end: number }>();
    let otherwise = false;
    for (const arm of b.arms) {
      if (arm.otherwise) otherwise = true;
      for (const mem of arm.members) {
        const prev = seen.get(mem.text);
        if (prev) m.diagnostics.push(diag("AL0305", mem.span, `'${mem.text}' already has points in this match`, { hint: "remove one of the two arms", related: [{ span: prev, message: "first given here" }] }));
        else seen.set(mem.text, mem.span);
      }
    }
    const missing = t.members.filter((x) => !seen.has(x));
    if (missing.length && !otherwise) {
      m.diagnostics.push(diag("AL0305", b.span, `the match gives no points for ${missing.map((x) => `'${x}'`).join(", ")}`, { hint: `add ${missing.map((x) => `${x} => 0`).join(", ")} (or the points the law gives)` }));
    }
  }
}
