// Completion where a construct takes a name or a word the language gives it, not an expression:
// the stages after `stage_position(` in a published list (language.md §16.2), `eligible` after
// `applications(` and `applications` as an aggregate's list (§8.12), `by` after `weighted`, and
// along a lottery (§13.2) what may follow its seed — `weighted by`, `by`, `per`. The weight itself
// is an expression of each application (completion.ts reads it so, `stageOf`).
import type { IToken } from "chevrotain";
import type { Analysis } from "../analysis.js";
import type { CompletionItem } from "./completion.js";
import { before, type CursorContext } from "./context.js";
import { indexOf } from "./targets.js";
import { wholeCategories } from "../semantics/checks/quantityUnit.js";

function name(t: IToken | undefined): string | undefined {
  return t?.tokenType.name;
}

const keyword = (label: string): CompletionItem => ({ label, kind: "keyword" });

const aggregates = new Set(["count", "sum", "min", "max", "mean"]);

/** `count(m in |` (or `count(distinct m in |`): the cursor is where an aggregate's list is written. */
export function aggregateList(c: CursorContext): boolean {
  if (name(before(c)) !== "Kw_in" || name(before(c, 2)) !== "Identifier") return false;
  const open = before(c, 3)?.image === "distinct" ? 4 : 3;
  return name(before(c, open)) === "LParen" && aggregates.has(before(c, open + 1)?.image ?? "");
}

export const applicationsItem: CompletionItem = {
  label: "applications",
  kind: "function",
  detail: "every application of the call",
  documentation: "`count(m in applications: …)`, `sum(m in applications(eligible): m.requested)`: an aggregate over the whole call, a value of the call that a budget may read (language.md §8.12)",
};

export const fundedItem: CompletionItem = {
  label: "funded",
  kind: "function",
  detail: "the applications the allocation funded",
  documentation: "`min(w in funded: w.bid)`, `count(w in funded(region): true)`: an aggregate over the applications granted (in full, in part or pro rata); a member has its fields, `w.awarded`, its criteria's points and `w.total` where the points are summed (language.md §16.3)",
};

/** Whether the tokens since the innermost unclosed `(` hold a `:` — the cursor is in an aggregate's value. */
function inAggregateValue(c: CursorContext): boolean {
  let depth = 0;
  for (let i = c.end - 1; i >= 0; i--) {
    const n = name(c.tokens[i]);
    if (n === "RParen") depth++;
    else if (n === "LParen" && depth-- === 0) return false;
    else if (n === "Colon" && depth === 0) return true;
  }
  return false;
}

/** Items that only a name or word may take at the cursor, or undefined where completion goes on as usual. */
export function namedItems(a: Analysis, c: CursorContext): CompletionItem[] | undefined {
  const prev = before(c);
  if (name(prev) === "LParen" && before(c, 2)?.image === "stage_position" && c.block === "columns" && !a.model.functions.has("stage_position")) {
    return indexOf(a).stages.filter((o) => o.isDeclaration).map((o) => ({ label: o.name, kind: "value" as const, detail: `stage${o.stage.title ? ` "${o.stage.title}"` : ""}`, documentation: `its place in the ranking of the stage \`${o.name}\` (language.md §16.2)` }));
  }
  if (name(prev) === "LParen" && before(c, 2)?.image === "applications" && name(before(c, 3)) === "Kw_in") {
    return [{ label: "eligible", kind: "word", detail: "the applications that meet the eligibility rules", documentation: "`applications(eligible)`: those of the call that meet the eligibility rules, their points readable (`m.total`) (language.md §8.12)" }];
  }
  if (prev?.image === "weighted" && name(prev) === "Identifier" && (name(c.statement) === "Kw_lottery" || inAggregateValue(c))) return [keyword("by")];
  return undefined;
}

/** What may follow a lottery's seed or draw (§13.2): `weighted by` after a seed, `by` a key after a draw, `per` its source. */
export function lotteryContinuation(c: CursorContext): CompletionItem[] {
  const from = c.tokens.indexOf(c.statement!);
  const since = c.tokens.slice(from, c.end);
  const weighted = since.some((t) => t.image === "weighted");
  const keyed = since.some((t) => name(t) === "Kw_by");
  const mode = name(since[1]);
  const out: CompletionItem[] = [];
  if (mode === "Kw_seed" && !weighted && !keyed) out.push({ label: "weighted by", kind: "word", detail: "a weighted lottery", documentation: "`lottery seed call.x weighted by <weight>`: each candidate's chance in proportion to its weight, a number of the application (language.md §13.2)" });
  if (mode === "Kw_draw" && !keyed) out.push(keyword("by"));
  out.push(keyword("per"));
  return out;
}

const reserveAfterWord: CompletionItem = {
  label: "after the last funded",
  kind: "word",
  detail: "a reserve list after the last application funded",
  documentation: "`reserve 4 after the last funded`: the reserve list begins after the last application funded; one not funded that is ranked before it is on no list (language.md §14.11)",
};

/**
 * Along a reserve list (§14.11): `after the last funded` and `per` after its size, `the` after
 * `after`, `last funded` after `after the`; undefined where the cursor is elsewhere.
 */
export function reserveItems(c: CursorContext, endsOperand: boolean): CompletionItem[] | undefined {
  if (name(c.statement) !== "Kw_reserve") return undefined;
  const p1 = name(before(c));
  if (c.lineStart && endsOperand) return undefined;
  if (p1 === "Kw_after") return [keyword("the")];
  if (p1 === "Kw_the" && name(before(c, 2)) === "Kw_after") return [{ ...reserveAfterWord, label: "last funded" }];
  if (!endsOperand || p1 === "StringLit") return p1 === "StringLit" ? [keyword("per")] : undefined;
  const since = c.tokens.slice(c.tokens.indexOf(c.statement!), c.end);
  return since.some((t) => name(t) === "Kw_after") ? [keyword("per")] : [reserveAfterWord, keyword("per")];
}

/**
 * A budget's unit as a noun's forms (§14.1, `unit one "Garten" other "Gärten"`): after `unit`, the
 * plural categories the scheme's language counts whole numbers by; after a form, those not yet
 * written and `per`. Undefined where the cursor is not in a unit.
 */
export function unitItems(a: Analysis, c: CursorContext): CompletionItem[] | undefined {
  if (name(c.statement) !== "Kw_budget") return undefined;
  const since = c.tokens.slice(c.tokens.indexOf(c.statement!), c.end);
  const at = since.findIndex((t) => name(t) === "Identifier" && t.image === "unit");
  if (at < 0) return undefined;
  const forms = since.slice(at + 1);
  const language = a.model.scheme?.properties.find((p) => p.key.text === "language")?.value.replace(/^"|"$/g, "") ?? "en";
  const written = new Set(forms.filter((t, i) => name(t) === "Identifier" && name(forms[i + 1]) === "StringLit").map((t) => t.image));
  const left = wholeCategories(language).filter((x) => !written.has(x));
  const item = (x: string): CompletionItem => ({ label: x, kind: "word", detail: "plural category", documentation: `\`unit ${x} "…"\`: the unit's form after the numbers the language '${language}' counts as '${x}' (language.md §14.1)` });
  const p1 = before(c);
  if (c.lineStart && name(p1) === "StringLit") return undefined;
  if (forms.length === 0) return left.map(item);
  if (name(p1) === "StringLit" && forms.length === 1) return [keyword("per")];
  if (name(p1) === "StringLit") return [...left.map(item), keyword("per")];
  return name(p1) === "Identifier" ? [] : undefined;
}

/**
 * After `by` in a field's type (§5.1, §6.2, §6.3): what may key a figure or a draw — the scheme's
 * named enumerations, the application's fields of an enumeration, `enum { … }`; after `draw by`
 * also `date`, `text`, `integer`. Undefined where the cursor does not follow such a `by`.
 */
export function keyTypeItems(a: Analysis, c: CursorContext): CompletionItem[] | undefined {
  if (name(before(c)) !== "Kw_by") return undefined;
  const enums = [...a.model.enums.keys()].map((label): CompletionItem => ({ label, kind: "type", detail: "enumeration" }));
  const fields = [...a.model.appFields.values()].filter((f) => f.type?.k === "enum").map((f): CompletionItem => ({ label: f.name, kind: "field", detail: "a field of the application, an enumeration" }));
  const draw = name(before(c, 2)) === "Kw_draw" ? ["date", "text", "integer"].map((label): CompletionItem => ({ label, kind: "type", detail: "type" })) : [];
  return [...enums, ...fields, keyword("enum"), ...draw];
}
