// How a value is shown in an explanation, as JS source for the runtime's ShowSpec: by its type (a
// percentage with its sign, money with its currency, a decimal(n) with its places, an enumeration's
// member by its title). Moved from explainValues.ts (places38), which shows the values of criteria,
// keys and checks with it.
import type { Ty } from "../semantics/types.js";
import type { ExprEmitter } from "./expr.js";

const j = JSON.stringify;

/**
 * An enumeration's members' titles as JS source: `JSON.parse` of the JSON text, not an object
 * literal, so a member named `__proto__` is an own key with its title (in a literal
 * `{"__proto__": …}` sets the prototype and the title is lost). Read by `memberTitle` (runtime).
 */
export function titlesSource(titles: ReadonlyMap<string, string>): string {
  return `JSON.parse(${j(j(Object.fromEntries(titles)))})`;
}
/** How a value of type t is shown (runtime ShowSpec), as JS source. */
export function showSpec(t: Ty | undefined, x: ExprEmitter, percent = false): string {
  switch (t?.k) {
    case "percentage":
      return `{ k: "percent" }`;
    case "money":
      return percent ? `{ k: "percent" }` : `{ k: "money", unit: ${j(t.currency)} }`;
    case "boolean":
      return `{ k: "boolean" }`;
    case "enum":
      // the members' titles (§6): an explanation names the member as the law does
      return t.titles ? `{ k: "text", titles: ${titlesSource(t.titles)} }` : `{ k: "text" }`;
    case "text":
    case "word":
      return `{ k: "text" }`;
    case "date":
      return `{ k: "date" }`;
    case "datetime":
      return `{ k: "time", zone: ${j(x.zoneOf(t))} }`;
    case "integer":
    case "decimal": {
      // decimal(1): "5.0", as a published column and a reason print it (language.md §6.1); a
      // quantity's unit after the number, "650 m" (§6.4)
      const unit = t.unit !== undefined ? `, unit: ${j(t.unit)}` : "";
      return percent ? `{ k: "percent" }` : t.k === "decimal" && t.places !== undefined ? `{ k: "number", places: ${t.places}${unit} }` : `{ k: "number"${unit} }`;
    }
    default:
      return `{ k: "text" }`;
  }
}
