// AL0409 / AL0411: inputs that nothing reads, and legal sources that nothing cites. An unused
// input usually means a rule was forgotten; an unused source, a rule that cites the wrong one.
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";

export function unusedDeclarations(m: Model): void {
  const used = new Set(m.refs.map((r) => r.symbol));
  for (const [name, f] of [...m.callFields, ...m.appFields]) {
    if (name === "id" && f.kind === "app-field") continue;
    if (!used.has(f)) {
      const where = f.kind === "call-field" ? "call parameter" : "application field";
      m.diagnostics.push(diag("AL0409", f.nameSpan, `the ${where} '${name}' is never used`, { hint: "use it in a rule, criterion, ordering, allocation or published column, or remove it" }));
    }
  }
  for (const [name, s] of m.sources) {
    const sym = m.symbols.find((x) => x.kind === "source" && x.name === name);
    if (sym && !used.has(sym)) m.diagnostics.push(diag("AL0411", s.name.span, `the legal source '${name}' is cited by nothing`, { hint: "cite it with 'per " + name + "' where the scheme applies it, or remove it" }));
  }
}
