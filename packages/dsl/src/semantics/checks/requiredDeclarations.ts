// AL0410: every scheme needs a header, an application block with a text `id`, and for each
// regime a ranking and an allocation. Without them there is nothing to run or to publish.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { span } from "../../span.js";
import { show } from "../types.js";

export function requiredDeclarations(m: Model): void {
  const start = span(0, 0);
  if (!m.scheme) {
    m.diagnostics.push(diag("AL0410", start, "expected a scheme header ('scheme name \"Title\" { ... }'), found none in the file", { hint: 'start with: scheme name "Title" { version "1" }', fixes: [{ title: "Add a scheme header", span: start, text: 'scheme new_scheme "Title" {\n  version "1"\n}\n\n' }] }));
  }
  const appDecl = m.file.declarations.find((d) => d.kind === "input" && d.root === "application");
  const id = m.appFields.get("id");
  if (!appDecl) {
    m.diagnostics.push(diag("AL0410", start, "expected an application block declaring the fields of an application, found none", { hint: "add: application { id: text ... }" }));
  } else if (!id) {
    m.diagnostics.push(diag("AL0410", appDecl.kind === "input" ? appDecl.keyword : start, "expected an 'id' field in the application block, found none", { hint: "every application needs an identifier: add 'id: text'" }));
  } else if (id.type?.k !== "text" && id.type?.k !== "error") {
    m.diagnostics.push(diag("AL0301", id.nameSpan, `expected the application 'id' to be text, found ${show(id.type!)}`, { hint: "declare it as 'id: text unique': identifiers such as 'N08' or '00123' are compared as written" }));
  }
  // one allocation inherited by several regimes would let each spend the whole budget
  const inherited = new Map<A.AllocationDecl, string[]>();
  for (const r of m.regimes) {
    if (r.decl && r.allocation && !r.decl.members.includes(r.allocation)) inherited.set(r.allocation, [...(inherited.get(r.allocation) ?? []), r.name]);
  }
  for (const [alloc, names] of inherited) {
    if (names.length > 1) {
      m.diagnostics.push(diag("AL0410", alloc.keyword, `expected an allocation in each regime, found one allocation shared by the regimes ${names.map((n) => `'${n}'`).join(", ")}`, { hint: "each regime is ranked on its own, so each would spend this whole budget: give every regime its own allocation with its own budget" }));
    }
  }
  for (const r of m.regimes) {
    const where = r.decl ? r.decl.name.span : m.scheme?.name.span ?? start;
    const label = r.decl ? `the regime '${r.name}'` : "the scheme";
    if (m.criteria.size === 0 && !r.ranking) {
      // a scheme may be first-come-first-served, but it must still say its order
    }
    if (!r.ranking) m.diagnostics.push(diag("AL0410", where, `expected a ranking in ${label}, found none`, { hint: "add: ranking per <source> { by total highest first }" }));
    if (!r.allocation) m.diagnostics.push(diag("AL0410", where, `expected an allocation in ${label}, found none`, { hint: "add: allocation per <source> { budget call.budget  amount requested  at boundary stop }" }));
  }
}
