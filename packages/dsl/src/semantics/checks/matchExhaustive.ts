// AL0305: a `match` over an enumeration gives points to every member exactly once (or has an
// `otherwise` arm). A member left out would get no points without the law saying so. When an
// arm names a word that is no member (AL0205), that misspelling is the missing member: it is
// not reported twice.
import { diag } from "../../diagnostics/diagnostic.js";
import { show } from "../types.js";
import type { Model } from "../model.js";
import { span } from "../../span.js";

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
        if (prev) m.diagnostics.push(diag("AL0305", mem.span, `expected each member once in the match, found '${mem.text}' a second time`, { hint: "keep the arm with the points the law gives and remove the other", related: [{ span: prev, message: "first given here" }] }));
        else seen.set(mem.text, mem.span);
      }
    }
    const missing = t.members.filter((x) => !seen.has(x));
    const misspelt = [...seen.keys()].some((x) => !t.members.includes(x));
    if (missing.length && !otherwise && !misspelt) {
      m.diagnostics.push(diag("AL0305", span(b.span.start, b.subject.span.end), `expected points for every member of ${show(t)}, found none for ${missing.map((x) => `'${x}'`).join(", ")}`, { hint: `add ${missing.map((x) => `${x} => 0`).join(", ")} (or the points the law gives), or an 'otherwise =>' arm` }));
    }
  }
}
