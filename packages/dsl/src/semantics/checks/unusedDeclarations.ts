// AL0409 / AL0411: inputs that nothing reads, and legal sources that nothing cites. An unused
// input usually means a rule was forgotten; an unused source, a rule that cites the wrong one.
// A name that an unknown-name error already suggests is not reported: the misspelling is why
// it looks unused, and fixing it fixes both. Nor is anything reported when an expression was too
// deep to check (AL0103): the names it uses were never resolved.
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { TOTAL_FIELD } from "../names.js";

export function unusedDeclarations(m: Model): void {
  if (m.diagnostics.some((d) => d.code === "AL0103")) return;
  const used = new Set(m.refs.map((r) => r.symbol));
  const suggested = new Set(m.diagnostics.filter((d) => d.code === "AL0201" || d.code === "AL0203").flatMap((d) => (d.fixes ?? []).map((f) => f.text)));
  for (const [name, f] of [...m.callFields, ...m.appFields]) {
    if (name === "id" && f.kind === "app-field") continue;
    if (!used.has(f) && !suggested.has(name)) {
      const where = f.kind === "call-field" ? "call parameter" : "application field";
      // a field named `total`: every bare `total` is the total of the points, never the field
      if (name === "total" && f.kind === "app-field") {
        m.diagnostics.push(diag("AL0409", f.nameSpan, "expected the application field 'total' to be used, found no read of it: the bare name 'total' is the total of the points", { hint: TOTAL_FIELD }));
        continue;
      }
      m.diagnostics.push(diag("AL0409", f.nameSpan, `expected the ${where} '${name}' to be used, found no rule, criterion, ordering, allocation or column that reads it`, { hint: "use it in a rule, criterion, ordering, allocation or published column, or remove it" }));
    }
  }
  for (const [name, s] of m.sources) {
    const sym = m.symbols.find((x) => x.kind === "source" && x.name === name);
    if (sym && !used.has(sym) && !suggested.has(name)) m.diagnostics.push(diag("AL0411", s.name.span, `expected the legal source '${name}' to be cited, found no 'per ${name}' in the scheme`, { hint: "cite it with 'per " + name + "' where the scheme applies it, or remove it" }));
  }
}
