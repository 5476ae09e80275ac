// AL0208: an input field named `__proto__` (an application's, a call's, or a record's inside
// them). Allot reads it as any field (the JSON reader keeps `"__proto__"` as an own key), but a
// service in JavaScript or TypeScript that writes the input as an object literal, `{ id: "A1",
// __proto__: 7 }` (which the generated types allow), sets the object's prototype instead of the
// field, and the run says the field is missing (adversary22's finding). `constructor` and
// `prototype` are not warned about: in an object literal they are own properties like any other.
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";

export function prototypeNames(m: Model): void {
  for (const s of m.symbols) {
    if (s.name !== "__proto__" || (s.kind !== "app-field" && s.kind !== "call-field" && s.kind !== "field")) continue;
    const where = s.kind === "call-field" ? "a call parameter" : s.kind === "app-field" ? "an application field" : `a field of ${s.container ?? "a record"}`;
    m.diagnostics.push(
      diag("AL0208", s.nameSpan, `${where} named '__proto__': a JavaScript object literal { __proto__: … } sets an object's prototype, not this field`, {
        hint: "give the field another name (such as 'proto' or the law's word); a service writing the input in JavaScript could not set it by an object literal",
      }),
    );
  }
}
