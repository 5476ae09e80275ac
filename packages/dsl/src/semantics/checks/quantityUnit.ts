// The unit a quantity budget counts (`budget call.volume "the volume tendered" unit "kW"`,
// docs/language.md §14.1): the explanations' figures of places said with it ("2500 kW", runtime
// narration/quantityUnit.ts). AL0533 where there is no quantity to count: a budget or an amount
// of money (its currency is its unit), an allocation whose amounts are not whole (a decimal
// quantity's figures are not counted as places), an empty unit or one with a space or a figure
// in it (a symbol written after each figure: "kW", "ha", "MW", not "kilowatts of capacity").
// AL0537: a noun's forms (`unit one "Garten" other "Gärten"`, mendd36) that do not give each plural
// category the scheme's language counts whole numbers by (Polish: one, few, many; German: one,
// other), name a category twice or one that is no plural category, or a form that is empty.
import { diag } from "../../diagnostics/diagnostic.js";
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";

type Budget = Extract<A.AllocItem, { kind: "budget" }>;

export function quantityUnits(m: Model): void {
  const seen = new Set<object>();
  for (const r of m.regimes) {
    const items = r.allocation?.items ?? [];
    const b = items.find((i): i is Budget => i.kind === "budget");
    if (!b || b.unit === undefined || seen.has(b)) continue;
    seen.add(b);
    const at = b.unitSpan ?? b.span;
    const amount = items.find((i) => i.kind === "amount");
    const budgetType = b.value === "unlimited" ? undefined : m.types.get(b.value);
    const amountType = amount?.kind === "amount" ? m.types.get(amount.value) : undefined;
    const money = budgetType?.k === "money" ? budgetType.currency : amountType?.k === "money" ? amountType.currency : undefined;
    if (money !== undefined) {
      m.diagnostics.push(diag("AL0533", at, `expected no unit on a budget of money, found unit "${b.unit}"`, { hint: `the budget is counted in ${money}, its currency: leave the unit out` }));
      continue;
    }
    const whole = (budgetType === undefined || budgetType.k === "integer") && (amountType === undefined || amountType.k === "integer");
    if (!whole) {
      m.diagnostics.push(diag("AL0533", at, `expected a budget and an amount in whole numbers for unit "${b.unit}", found ${budgetType && budgetType.k !== "integer" ? "a budget" : "an amount"} that is not an integer`, { hint: "a unit counts whole quantities (integer budget and amount): declare them integer, or leave the unit out" }));
      continue;
    }
    if (b.unitForms) {
      unitForms(m, b.unitForms, b.unitSpan ?? b.span);
      continue;
    }
    if (!/^[^\s\d][^\s]{0,15}$/u.test(b.unit)) {
      m.diagnostics.push(diag("AL0533", at, `expected a unit's symbol, as "kW" or "ha", found "${b.unit}"`, { hint: "write the symbol the law writes after a figure (no space, no figure, at most 16 characters), or leave the unit out" }));
    }
  }
}

const CATEGORIES = ["zero", "one", "two", "few", "many", "other"];

/** The plural categories `language` counts the whole numbers 0 to 199 by (Polish: few, many, one; German: one, other); a million's `many` (es, fr) falls back to `other`. */
export function wholeCategories(language: string): string[] {
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(language);
  } catch {
    rules = new Intl.PluralRules("en");
  }
  const seen = new Set<string>();
  for (let n = 0; n < 200; n++) seen.add(rules.select(n));
  return CATEGORIES.filter((c) => seen.has(c));
}

function unitForms(m: Model, forms: NonNullable<Budget["unitForms"]>, at: { start: number; end: number }): void {
  const language = m.scheme?.properties.find((p) => p.key.text === "language")?.value.replace(/^"|"$/g, "") ?? "en";
  const wanted = wholeCategories(language);
  const example = language === "pl" ? `unit one "miejsce" few "miejsca" many "miejsc"` : `unit one "Garten" other "Gärten"`;
  const seen = new Set<string>();
  for (const f of forms) {
    const c = f.category.text;
    if (!CATEGORIES.includes(c)) {
      m.diagnostics.push(diag("AL0537", f.category.span, `expected a plural category (${CATEGORIES.join(", ")}) before the unit's form "${f.text}", found '${c}'`, { hint: `write each form after the category the scheme's language '${language}' counts it by (${wanted.join(", ")}): ${example}` }));
      return;
    }
    if (seen.has(c)) {
      m.diagnostics.push(diag("AL0537", f.span, `expected each plural category once in the unit's forms, found '${c}' twice`, { hint: `keep one form for '${c}'` }));
      return;
    }
    seen.add(c);
    if (f.text.trim() === "" || /\d/u.test(f.text)) {
      m.diagnostics.push(diag("AL0537", f.span, `expected the unit's form for '${c}' to be a word, found "${f.text}"`, { hint: `write the noun as it stands after a figure in that category (the figure is written by Allot): ${example}` }));
      return;
    }
  }
  const missing = wanted.filter((c) => !seen.has(c));
  if (missing.length) {
    m.diagnostics.push(diag("AL0537", at, `expected the unit's forms for every plural category the scheme's language '${language}' counts whole numbers by (${wanted.join(", ")}), found no ${missing.map((c) => `'${c}'`).join(", ")}`, { hint: `add the form${missing.length > 1 ? "s" : ""} for ${missing.join(", ")}: ${example}` }));
  }
}
