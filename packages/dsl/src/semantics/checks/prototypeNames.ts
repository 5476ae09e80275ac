// AL0208: an input field named `__proto__` (an application's, a call's, or a record's inside
// them). Allot reads it as any field (the JSON reader keeps `"__proto__"` as an own key), but a
// service in JavaScript or TypeScript that writes the input as an object literal, `{ id: "A1",
// __proto__: 7 }` (which the generated types allow), sets the object's prototype instead of the
// field, and the run says the field is missing (adversary22's finding). `constructor` and
// `prototype` are not warned about: in an object literal they are own properties like any other.
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import type * as A from "../../ast/nodes.js";

export function prototypeNames(m: Model): void {
  for (const s of m.symbols) {
    // a figure per key is written one property per member: a member so named is lost the same way (adversary26)
    if (s.kind === "call-field" && s.type?.k === "keyed" && s.type.key.members.includes("__proto__")) {
      const by = (s.node as A.FieldDecl | undefined)?.type;
      const key = by && "key" in by && by.key ? m.text.slice(by.key.span.start, by.key.span.end) : "its key";
      m.diagnostics.push(
        diag("AL0208", s.nameSpan, `a figure per key by '${key}', whose member '__proto__' a JavaScript object literal { __proto__: … } reads as an object's prototype, not this member's figure`, {
          hint: "give the member another name (such as 'proto' or the law's word; its title may keep the law's words); a service writing the call in JavaScript could not give its figure by an object literal",
        }),
      );
    }
    if (s.name !== "__proto__" || (s.kind !== "app-field" && s.kind !== "call-field" && s.kind !== "field")) continue;
    const where = s.kind === "call-field" ? "a call parameter" : s.kind === "app-field" ? "an application field" : `a field of ${s.container ?? "a record"}`;
    m.diagnostics.push(
      diag("AL0208", s.nameSpan, `${where} named '__proto__': a JavaScript object literal { __proto__: … } sets an object's prototype, not this field`, {
        hint: "give the field another name (such as 'proto' or the law's word); a service writing the input in JavaScript could not set it by an object literal",
      }),
    );
  }
}
