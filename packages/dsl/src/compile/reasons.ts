// A reason that carries values → `say: (e) => ops.say([...])`, printed per application by the
// runtime (reasonText.ts) with each value's unit, taken from its checked type.
import type * as A from "../ast/nodes.js";
import { reasonParts } from "../semantics/reasons.js";
import type { Model } from "../semantics/model.js";
import type { Ty } from "../semantics/types.js";
import type { ExprEmitter } from "./expr.js";
import { titlesSource } from "./showSpec.js";

function format(x: ExprEmitter, t: Ty | undefined): string {
  switch (t?.k) {
    case "money":
      return `{ k: "money", currency: ${JSON.stringify(t.currency)} }`;
    case "date":
      return `{ k: "date" }`;
    case "datetime":
      return `{ k: "time", zone: ${JSON.stringify(x.zoneOf(t))} }`;
    case "percentage":
      return `{ k: "pct" }`;
    case "decimal":
    case "integer": {
      // a quantity's unit after the number (§6.4)
      const unit = t.unit !== undefined ? `, unit: ${JSON.stringify(t.unit)}` : "";
      return t.k === "decimal" && t.places !== undefined ? `{ k: "number", places: ${t.places}${unit} }` : `{ k: "number"${unit} }`;
    }
    case "boolean":
      return `{ k: "bool" }`;
    case "enum":
      // a member by its title, where its enumeration gives one (language.md §8.4)
      return t.titles ? `{ k: "text", titles: ${titlesSource(t.titles)} }` : `{ k: "text" }`;
    default:
      return `{ k: "text" }`;
  }
}

/**
 * `say: ..., ` for a rule or threshold whose reason interpolates values; "" for any other. The
 * values are written as the explanations in the scheme's `language` write them (reasonText.ts sayIn).
 */
export function emitSay(x: ExprEmitter, node: A.RuleDecl | A.ThresholdDecl): string {
  const parts = reasonParts(x.model, node);
  if (!parts) return "";
  const items = parts.map((p) => (typeof p === "string" ? JSON.stringify(p) : `[() => ${x.emit(p)}, ${format(x, x.type(p))}]`));
  const language = x.model.scheme?.properties.find((p) => p.key.text === "language")?.value;
  return `say: (e) => ops.sayIn(${language === undefined ? "undefined" : JSON.stringify(language)}, [${items.join(", ")}]), `;
}

/** The reason as text: its literal braces single, each value as its `{name}`; the text as written where it names none. */
export function reasonMessage(m: Model, node: A.RuleDecl | A.ThresholdDecl): string | undefined {
  const parts = reasonParts(m, node);
  if (!parts) return node.otherwise;
  return parts.map((p) => (typeof p === "string" ? p : `{${exprText(p)}}`)).join("");
}

function exprText(e: A.Expr): string {
  return e.kind === "member" ? `${exprText(e.object)}.${e.name.text}` : e.kind === "name" ? e.name.text : e.kind === "root" ? e.root : "";
}
