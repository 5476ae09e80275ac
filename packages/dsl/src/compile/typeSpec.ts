// The runtime's description of an input's type (TypeSpec, FieldSpec) from the checker's types:
// what the compiled scheme validates each call parameter and application field against.
import type * as A from "../ast/nodes.js";
import type { Ty } from "../semantics/types.js";

export function typeSpec(t: Ty | undefined): unknown {
  if (!t) return { k: "text" };
  switch (t.k) {
    case "record":
      return { k: "record", fields: [...t.fields.values()].map((f) => ({ name: f.name, type: typeSpec(f.type), optional: f.optional, unique: f.unique })) };
    case "list":
      return { k: "list", element: typeSpec(t.element) };
    case "draw":
      return t.key ? { k: "draw", key: typeSpec(t.key) } : { k: "draw" };
    case "keyed":
      return { k: "keyed", value: typeSpec(t.value), members: t.key.members };
    case "enum":
      // the members only: their titles are the explanations' (showSpec), not the input's
      return { k: "enum", members: t.members };
    case "error":
    case "word":
      return { k: "text" };
    default:
      return t;
  }
}

export function fieldSpecs(fields: Map<string, { name: string; type?: Ty; node?: unknown }>): unknown[] {
  return [...fields.values()].map((f) => {
    const d = f.node as A.FieldDecl;
    return { name: f.name, type: typeSpec(f.type), optional: d.optional, unique: d.unique, ...(d.description ? { description: d.description } : {}) };
  });
}
