// A partial grant "with the applicant's consent" (`at boundary partial [at least …] with consent
// <field>[, else stop | skip]`, docs/language.md §14.1; law32): the French "avec l'accord du
// porteur", the German "sofern der Antragsteller der Kürzung zustimmt", the UK "if the applicant
// accepts a reduced award". The field is the application's yes/no answer to the offer, recorded
// before the run (optional: not recorded, the offer is left open). AL0536 where the clause means
// nothing or cannot be read: after a policy other than `partial`, a field the application does not
// declare or one that is not a yes/no, and (for now) with groups, pro rata or first come, whose
// walks do not read it, or in an admission stage, which funds nobody. The field read counts as a
// use of it (AL0409) and is a reference of it for the editor.
import { diag } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";

type Boundary = Extract<A.AllocItem, { kind: "boundary" }> | Extract<A.StageItem, { kind: "boundary" }>;
const OTHERWISE = ["stop", "skip"];

export function partialConsents(m: Model): void {
  const seen = new Set<object>();
  for (const r of m.regimes) {
    const items = r.allocation?.items ?? [];
    for (const it of items) {
      if (it.kind === "boundary" && !seen.has(it)) {
        seen.add(it);
        check(m, items, it, false);
      }
      if (it.kind !== "stage" || seen.has(it)) continue;
      seen.add(it);
      const admits = it.items.some((s) => s.kind === "admit");
      for (const s of it.items) if (s.kind === "boundary") check(m, items, s, admits);
    }
  }
}

function check(m: Model, items: readonly A.AllocItem[], b: Boundary, admits: boolean): void {
  const c = b.minimum?.consent ?? b.consent;
  if (!c) return;
  const field = m.appFields.get(c.field.text);
  // the field read is a use of it, and a reference the editor finds and renames
  if (field) m.refs.push({ span: c.field.span, symbol: field });
  const word = b.value.kind === "name" && m.words.has(b.value) ? b.value.name.text : undefined;
  if (word !== "partial") {
    m.diagnostics.push(diag("AL0536", c.span, `expected the applicant's consent after 'at boundary partial', found it after ${word ? `'${word}'` : "a policy the call chooses"}`, { hint: "consent is asked of a reduced award: write 'at boundary partial with consent <field>', or leave the consent out" }));
    return;
  }
  if (admits) {
    m.diagnostics.push(diag("AL0536", c.span, "expected no consent to a reduced award in a stage that admits applications and funds none", { hint: "write the consent in the stage that funds, 'at boundary partial with consent <field>'" }));
    return;
  }
  const other = items.find((i) => i.kind === "group" || i.kind === "prorata" || i.kind === "firstcome");
  if (other) {
    const what = other.kind === "group" ? "groups" : other.kind === "prorata" ? "pro rata" : "first come, first served";
    m.diagnostics.push(diag("AL0536", c.span, `expected no consent to a reduced award in an allocation with ${what}: its walk does not read it yet`, { hint: "leave the consent out here and say in the scheme's notes that the reduced award needs the applicant's consent; the allocation walked one by one, or in stages, reads it" }));
    return;
  }
  if (!field) {
    const names = [...m.appFields.keys()].filter((n) => !n.includes("."));
    m.diagnostics.push(diag("AL0536", c.field.span, `expected an application field holding the applicant's consent, found '${c.field.text}', which the application does not declare`, { hint: didYouMean(c.field.text, names) ?? `declare it in the application, '${c.field.text}: boolean optional "accepts a reduced award"'` }));
    return;
  }
  if (field.type && field.type.k !== "boolean") {
    m.diagnostics.push(diag("AL0536", c.field.span, `expected a yes/no field for the applicant's consent, found '${c.field.text}', a field of another type`, { hint: `declare it '${c.field.text}: boolean optional': yes accepts the reduced award, no declines it, absent leaves the offer open` }));
  }
  if (c.otherwise && !OTHERWISE.includes(c.otherwise.text)) {
    m.diagnostics.push(diag("AL0205", c.otherwise.span, `expected 'stop' or 'skip' after 'else', found '${c.otherwise.text}'`, { hint: didYouMean(c.otherwise.text, OTHERWISE) ?? "write 'else stop' (the remainder is not offered further) or 'else skip' (the next application that fits is offered it)" }));
  }
}
