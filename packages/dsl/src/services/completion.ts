// Completion: the keywords valid at the cursor (from the language's keyword list), the names in
// scope for the stage the cursor is in (eligibility, scoring, ordering, the call), the fields of
// `call.`, `application.` and records, enumeration members after a comparison, legal sources
// after `per` (and nothing else), acts after `source x =`, and the fixed words of policies,
// rounding and time units. A line left unfinished (ending in `:`, `=`, an operator, `and`, …)
// is continued on the next line: what continues its statement, not new declarations.
import { functionItems } from "./functions.js";
import type { IToken } from "chevrotain";
import type { Analysis } from "../analysis.js";
import { keywords } from "../syntax/tokens.js";
import type { SymbolInfo } from "../semantics/model.js";
import { boundaryPolicies, calendars, knownTypeNames, refUnits, remainderPolicies, roundingModes, statusNames, timeUnits, type Ty } from "../semantics/types.js";
import type { Span } from "../span.js";
import { boundaryPolicyWords, functionWords, remainderWords, resultColumnWords, roundingWords, statusWords, typeWords } from "./describe.js";
import { isOutcomeMember, outcomeMemberWords } from "./outcomeMembers.js";
import { before, cursorContext, statementKeywords, tokenEnd, type CursorContext } from "./context.js";
import { referenceWords, sourceMarkdown } from "./legal.js";
import { aggregateList, applicationsItem, fundedItem, keyTypeItems, lotteryContinuation, namedItems, reserveItems, unitItems } from "./completionNamed.js";
import { exprPathAt, indexAt, ownExprs, pathAt } from "./walk.js";

export type CompletionKind = "keyword" | "source" | "act" | "field" | "criterion" | "value" | "function" | "member" | "variable" | "type" | "word" | "property";

export interface CompletionItem {
  readonly label: string;
  readonly kind: CompletionKind;
  readonly detail?: string;
  /** markdown */
  readonly documentation?: string;
}

export interface CompletionResult {
  /** the text the chosen item replaces: the word typed so far */
  readonly span: Span;
  readonly items: readonly CompletionItem[];
}

const keywordSet = new Set(keywords);

function kw(words: readonly string[]): CompletionItem[] {
  return words.filter((w) => keywordSet.has(w)).map((label) => ({ label, kind: "keyword" as const }));
}

function words(list: readonly string[], detail: string, docs: Record<string, string> = {}): CompletionItem[] {
  return list.map((label) => ({ label, kind: "word" as const, detail, ...(docs[label] ? { documentation: docs[label] } : {}) }));
}

export function completion(a: Analysis, offset: number): CompletionResult {
  const c = cursorContext(a, offset);
  if (c.inText) return { span: c.prefix, items: [] };
  const seen = new Set<string>();
  const items = itemsAt(a, c, offset).filter((i) => !seen.has(i.kind + ":" + i.label) && !!seen.add(i.kind + ":" + i.label));
  return { span: c.prefix, items };
}

function name(t: IToken | undefined): string | undefined {
  return t?.tokenType.name;
}

function itemsAt(a: Analysis, c: CursorContext, offset: number): CompletionItem[] {
  const prev = name(before(c));
  if (prev === "Kw_per") return sources(a);
  if (prev === "Dot") return fieldsAfterDot(a, c);
  const named = namedItems(a, c) ?? reserveItems(c, endsOperand(c)) ?? unitItems(a, c);
  if (named) return named;
  const fixed = afterKeyword(a, c, offset);
  if (fixed && !(c.lineStart && optionalNext.has(prev ?? ""))) return fixed;
  return [...(fixed ?? []), ...blockItems(a, c, offset)];
}

/** Keywords after which the next word is optional, so a new statement may start on the next line. */
const optionalNext = new Set(["Kw_first", "Kw_tiebreak", "Kw_boundary", "Kw_ranked"]);

/** Tokens after which a statement cannot end: the next word continues it, even on a new line. */
const unfinishedAfter = new Set([
  "Colon", "Equals", "EqEq", "NotEq", "Less", "LessEq", "Greater", "GreaterEq", "Plus", "Minus", "Times", "Divide", "Comma",
  "LParen", "LBracket", "Kw_by", "Kw_and", "Kw_or", "Kw_not", "Kw_if", "Kw_then", "Kw_else", "Kw_in", "Kw_weight", "Kw_match", "Kw_bands", "Kw_points",
]);

/** The cursor continues the statement before it: it has one and its last token cannot end it. */
function continuesStatement(c: CursorContext): boolean {
  return !!c.statement && unfinishedAfter.has(name(before(c)) ?? "");
}

function blockItems(a: Analysis, c: CursorContext, offset: number): CompletionItem[] {
  const prev = name(before(c));
  switch (c.block) {
    case "fields": return fieldTypes(a, c);
    case "scheme": return c.lineStart ? properties(["version", "language", "timezone"]) : [];
    case "act": return c.lineStart ? properties(["identifier", "language"]) : [];
    case "enum": return [];
    case "labels": return c.lineStart ? words(statusNames, "outcome", statusWords) : [];
    case "match": return c.lineStart ? [...matchMembers(a, offset), ...kw(["otherwise"])] : [];
    case "bands": return c.lineStart || prev === "Kw_and" ? kw(["at", "above", "below", "exactly"]) : expressionItems(a, c, offset);
    // the items of a stage and of a group (§14.7, §14.10, §14.12); `admit`, `unfunded` and `stage` are words
    case "stage": return c.lineStart && !continuesStatement(c) ? [...kw(statementKeywords.stage!), ...words(["admit first", "admit to", "admit closest to", "ranking of the regime", "unfunded go on", "unfunded stay out"], "stage item")] : statementItems(a, c, offset);
    // `rows` is a word, not a keyword (like `statistics`): offered as its two forms (§16.2)
    case "publish": return c.lineStart && !continuesStatement(c) ? [...kw(statementKeywords.publish!), ...words(["rows funded", "rows ranked"], "publish item", { "rows funded": "only the applications granted (in full, in part or pro rata) are listed", "rows ranked": "every ranked application is listed (the default)" })] : statementItems(a, c, offset);
    // `not on the reserve list` (§14.12): four words, offered as one item where a group's line starts
    case "group": return c.lineStart && !continuesStatement(c) ? [...kw(statementKeywords.group!), ...words(["not on the reserve list"], "group item", groupWords)] : statementItems(a, c, offset);
    // `all equal` (§13.7): two words, offered as one item where a ranking's first line starts
    case "ranking": return c.lineStart && !continuesStatement(c) ? [...kw(statementKeywords.ranking!), ...words(["all equal"], "ranking item", { "all equal": "the law ranks none of the candidates: they share one position (§13.7)" })] : statementItems(a, c, offset);
    case "allocation": return c.lineStart && !continuesStatement(c) ? [...statementItems(a, c, offset), ...words(["stage"], "allocation item")] : statementItems(a, c, offset);
    // `notice` is a word, not a keyword (§16.4): offered where a declaration starts
    // and `points not summed` (§11.1), three words offered as one
    case "top": return c.lineStart && !continuesStatement(c) ? [...statementItems(a, c, offset), ...words(["notice", "points not summed", "phase"], "declaration", noticeWords)] : statementItems(a, c, offset);
    case "notice": return noticeItems(a, c, offset);
    default: return statementItems(a, c, offset);
  }
}

const groupWords: Record<string, string> = {
  "not on the reserve list": "an application a cap of this group has no room for is not on the reserve list: a limit per applicant, not a credit fixed for the group (language.md §14.12)",
};

const noticeWords: Record<string, string> = {
  phase: "`phase name \"Title\" [per src] after threshold, … { criterion … }`: criteria scored only for those who meet the thresholds named — the merits of those who passed the exercises (language.md §11.2)",
  "points not summed": "`points not summed per <source>`: the criteria's points are never added up; the ranking orders by sets of them, each a `let` over its criteria, and `total` is not read (language.md §11.1)",
  notice: "`notice [per src] { date …  objection within N days|weeks|months [calendar C] to \"body\" [by \"form\"] [per src] }` — the date every decision notice bears and the right to object, as the law gives it (language.md §16.4)",
  date: "`date call.x` or `date 2026-12-05` — the date the notices bear (without it, the `--published` date)",
  "objection within": "`objection within N days|weeks|months [calendar C] to \"body\" [by \"form\"] [per src]` — the period to object, the body it is lodged with, the form; the notice states the last day",
};
const noticeUnits = ["days", "weeks", "months"];

/**
 * Inside `notice { }` (§16.4), whose words the lexer sees as names: `date` and `objection within`
 * where an item starts; after `date` the call (its date parameters follow `call.`); along the
 * clause, what may come next — the number's unit, `calendar` and `to` after it, `by` and `per`
 * after the body.
 */
function noticeItems(a: Analysis, c: CursorContext, offset: number): CompletionItem[] {
  if (c.lineStart || name(before(c)) === "LBrace") return words(["date", "objection within"], "notice item", noticeWords);
  let i = c.end - 1;
  while (i >= 0 && c.tokens[i]!.image !== "date" && c.tokens[i]!.image !== "objection" && name(c.tokens[i]) !== "LBrace") i--;
  const item = c.tokens[i]?.image;
  const prev = before(c);
  if (item === "date") return i === c.end - 1 ? kw(["call"]) : expressionItems(a, c, offset);
  if (item !== "objection") return [];
  const p = name(prev);
  if (i === c.end - 1) return words(["within"], "the period to object");
  if (prev?.image === "within") return [];
  if (p === "IntegerLit") return words(prev!.image === "1" ? ["day", "week", "month"] : noticeUnits, "period", { days: "calendar days (a last day off work moves with `calendar`)", weeks: "weeks of 7 days", months: "to the same day N months on, or the month's last (§ 188 BGB)" });
  if (p === "StringLit") return name(before(c, 2)) === "Kw_to" ? kw(["by", "per"]) : kw(["per"]);
  if (p === "Identifier" && name(before(c, 2)) === "Kw_calendar") return kw(["to"]);
  if (p === "Identifier" && name(before(c, 2)) === "IntegerLit") return kw(["calendar", "to"]);
  return [];
}

function properties(list: readonly string[]): CompletionItem[] {
  return list.map((label) => ({ label, kind: "property" as const }));
}

/** Keywords and words that can only follow the previous keyword. */
function afterKeyword(a: Analysis, c: CursorContext, offset: number): CompletionItem[] | undefined {
  const p1 = name(before(c));
  const p2 = name(before(c, 2));
  const minimum = c.block === "allocation" || c.block === "stage" ? partialMinimumItems(c, p1, p2) : undefined;
  if (minimum) return minimum;
  switch (p1) {
    case "Kw_at": return kw(c.block === "bands" ? ["most", "least"] : ["boundary"]);
    case "Kw_boundary": return c.block === "allocation" && p2 === "Kw_at" ? boundaryItems(a) : kw(["per"]);
    case "Kw_rounded": return words(roundingModes, "rounding mode", roundingWords);
    case "Kw_remainder": return words(remainderPolicies, "remainder policy", remainderWords);
    case "Kw_the": return words(timeUnits, "time unit");
    case "Kw_calendar": return words(calendars, "holiday calendar");
    case "Kw_pro": return kw(["rata"]);
    case "Kw_rata": return [...kw(["rounded", "by"]), ...words(["coefficient"], "the reduction coefficient as the law rounds it", { coefficient: "pro rata coefficient rounded down to 0.0001 rounded down to 0.01 …: budget ÷ total rounded first, each share its amount × that coefficient" })];
    case "Kw_keep": return kw(["ranked"]);
    case "Kw_lottery": return kw(["draw", "seed"]);
    case "Kw_tiebreak": return kw(["every", "at", "when", "per"]);
    case "Kw_when": return p2 === "Kw_tiebreak" ? [{ label: "decisive", kind: "keyword" as const }] : undefined;
    case "Kw_every": return p2 === "Kw_tiebreak" ? kw(["tie"]) : undefined;
    case "Kw_is": return kw(["not", "present"]);
    case "Kw_not": return p2 === "Kw_is" ? kw(["present"]) : p2 === "Kw_points" && c.block === "top" ? kw(["summed"]) : undefined;
    case "Kw_maximum": return kw(["points"]);
    case "Kw_summed": return kw(["per"]);
    case "Kw_points": return p2 === "Kw_maximum" ? [] : name(c.statement) === "Kw_criterion" ? kw(["if"]) : c.block === "top" && name(c.statement) === "Kw_points" ? kw(["not"]) : undefined;
    case "Kw_weight": return [];
    case "Colon": return name(c.statement) === "Kw_criterion" && c.block === "top" ? [...kw(["weight", "match", "bands"]), ...expressionItems(a, c, offset)] : undefined;
    case "Kw_list": return kw(["of"]);
    case "Kw_highest": case "Kw_lowest": case "Kw_earliest": case "Kw_latest": return kw(["first"]);
    case "Kw_first": return kw(["to", "exactly", "per"]);
    case "Kw_to": return name(c.statement) === "Kw_by" ? kw(["the"]) : [];
    case "Kw_source": case "Kw_criterion": case "Kw_rule": case "Kw_threshold": case "Kw_let": case "Kw_regime": case "Kw_scheme": case "Kw_act": return [];
    case "Equals": return name(c.statement) === "Kw_source" ? acts(a) : undefined;
    default: return name(c.statement) === "Kw_source" && c.block === "top" ? words(refUnits, "part of the act") : undefined;
  }
}

/** Inside `call { }`, `application { }` and records: types after ':', traits after a type. */
function fieldTypes(a: Analysis, c: CursorContext): CompletionItem[] {
  const prev = name(before(c));
  // the scheme's named enumerations (§6.3) are types too
  if (prev === "Colon" || prev === "Kw_of") return [...words(knownTypeNames, "type"), ...words([...a.model.enums.keys()], "enumeration"), ...kw(["record", "enum", "list", "draw"])].map((i) => ({ ...i, kind: "type" as const }));
  const key = keyTypeItems(a, c);
  if (key) return key;
  if (c.lineStart || prev === "LBrace" || prev === undefined) return [];
  return kw(["optional", "unique"]);
}

function statementItems(a: Analysis, c: CursorContext, offset: number): CompletionItem[] {
  const out: CompletionItem[] = [];
  const opensBlock = name(before(c)) === "LBrace";
  if ((c.lineStart && !continuesStatement(c)) || opensBlock || !c.statement) out.push(...kw(statementKeywords[c.block] ?? []));
  if (!opensBlock) out.push(...continuation(c), ...expressionItems(a, c, offset));
  return out;
}

const operandEnds = new Set(["Identifier", "MemberName", "RParen", "RBracket", "IntegerLit", "DecimalLit", "PercentLit", "StringLit", "DateLit", "DateTimeLit", "Kw_true", "Kw_false", "Kw_present", "Kw_call", "Kw_application"]);

function endsOperand(c: CursorContext): boolean {
  return operandEnds.has(name(before(c)) ?? "");
}

/** Keywords that continue the current statement after a complete expression. */
function continuation(c: CursorContext): CompletionItem[] {
  if (!endsOperand(c)) return [];
  const prev = name(before(c));
  switch (name(c.statement)) {
    case "Kw_rule": return kw(["otherwise", "label", "per"]);
    case "Kw_threshold": return kw(["keep", "otherwise", "label", "per"]);
    case "Kw_by": return kw(["highest", "lowest", "earliest", "latest", "true", "false"]);
    case "Kw_criterion": return prev === "IntegerLit" || prev === "DecimalLit" ? kw(["points"]) : kw(["per"]);
    // the allocation's budget: its unit too (`unit "kW"`, §14; a stage's budget has none)
    case "Kw_budget": return c.block === "allocation" && !c.tokens.slice(c.tokens.indexOf(c.statement!), c.end).some((t) => t.image === "unit") ? [...kw(["per"]), ...words(["unit"], "the unit a quantity budget counts", { unit: 'unit "kW": each figure of the allocation said with it ("Granted 2500 kW")' })] : kw(["per"]);
    case "Kw_let": case "Kw_amount": return kw(["per"]);
    case "Kw_lottery": return lotteryContinuation(c);
    case "Kw_regime": return kw(["when", "per"]);
    default: return [];
  }
}

type Stage = "call" | "app" | "points";

function stageOf(c: CursorContext): Stage {
  if (c.block === "columns") return "points";
  switch (name(c.statement)) {
    // a lottery's seed is the call's; its weight and its key are each application's (§13.2)
    case "Kw_lottery": return c.tokens.slice(c.tokens.indexOf(c.statement!), c.end).some((t) => t.image === "weighted" || t.tokenType.name === "Kw_by") ? "points" : "call";
    case "Kw_budget": case "Kw_deadline": return "call";
    case "Kw_threshold": case "Kw_by": case "Kw_amount": case "Kw_let": case "Kw_at": return "points";
    default: return "app";
  }
}

function expressionItems(a: Analysis, c: CursorContext, offset: number): CompletionItem[] {
  if (endsOperand(c)) return kw(["and", "or", "in", "is", "then", "else", "not"]);
  const members = comparedMembers(a, c);
  const stage = stageOf(c);
  const out: CompletionItem[] = [...members, ...variables(a, c, offset)];
  out.push(...kw(stage === "call" ? ["call", "if", "not", "true", "false"] : ["call", "application", "if", "not", "every", "some", "true", "false"]));
  for (const l of a.model.lets.values()) if (stage === "points" || (stage === "app" ? !a.model.pointsDependent.has(l.name) : a.model.callOnly.has(l.name))) out.push(symbolItem(l, "value"));
  if (stage !== "call") for (const f of a.model.appFields.values()) out.push(symbolItem(f, "field"));
  if (stage === "points") {
    for (const cr of a.model.criteria.values()) out.push({ label: cr.decl.name.text, kind: "criterion", detail: `criterion${cr.max !== undefined ? `, up to ${cr.max} points` : ""}`, ...(cr.decl.title ? { documentation: cr.decl.title } : {}) });
    out.push({ label: "total", kind: "value", detail: "the sum of the points of all criteria" });
  }
  if (c.block === "columns") for (const [k, v] of Object.entries(resultColumnWords)) out.push({ label: k, kind: "value", detail: "result column", documentation: v });
  if (c.block === "columns") out.push(...kw(["amount", "label"]));
  // `funded` (§16.3) is the allocation's: a budget never reads it
  if (aggregateList(c)) out.push(applicationsItem, ...(name(c.statement) === "Kw_budget" ? [] : [fundedItem]));
  if (name(c.statement) === "Kw_budget") out.push(...(c.block === "stage" ? [{ label: "left", kind: "variable" as const, detail: "what the earlier stages left of the allocation's budget" }] : kw(["unlimited"])));
  for (const [fn, doc] of Object.entries(functionWords)) out.push({ label: fn, kind: "function", detail: "built-in function", documentation: doc });
  out.push(...functionItems(a));
  return out;
}

function symbolItem(s: SymbolInfo, kind: CompletionKind): CompletionItem {
  const desc = (s.node as { description?: string } | undefined)?.description;
  return { label: s.name, kind, detail: typeWords(s.type).replace(/`/g, ""), ...(desc ? { documentation: desc } : {}) };
}

/** Quantifier variables declared earlier in the same statement. */
function variables(a: Analysis, c: CursorContext, offset: number): CompletionItem[] {
  const from = c.statement?.startOffset ?? 0;
  return a.model.symbols.filter((s) => s.kind === "variable" && s.nameSpan.end > s.nameSpan.start && s.nameSpan.start >= from && s.nameSpan.end <= offset).map((s) => symbolItem(s, "variable"));
}

function sources(a: Analysis): CompletionItem[] {
  return [...a.model.sources.values()].map((s) => ({ label: s.name.text, kind: "source" as const, detail: `${s.act.text} ${referenceWords(s)}`.trim(), documentation: sourceMarkdown(a, s.name.text) }));
}

function acts(a: Analysis): CompletionItem[] {
  return [...a.model.acts.values()].map((d) => ({ label: d.name.text, kind: "act" as const, ...(d.title ? { detail: d.title } : {}) }));
}

const minimumWords: Record<string, string> = {
  "at least": "`at boundary partial at least 1000 EUR` or `at least 50%` (of the amount asked): the least remainder offered as a partial grant (language.md §14.1)",
  stop: "below the minimum the remainder is not offered further: the walk ends (the default)",
  skip: "below the minimum the walk goes on: the next application that fits whole, or whose own remainder meets the minimum, is offered it",
};

/**
 * The minimum for a partial grant (§14.1): `at least` after `at boundary partial` (with `per`),
 * `least` after its `at`, `else` after the minimum's comma, `stop` and `skip` after `else`.
 */
function partialMinimumItems(c: CursorContext, p1: string | undefined, p2: string | undefined): CompletionItem[] | undefined {
  if (p1 === "Identifier" && before(c)!.image === "partial" && p2 === "Kw_boundary") return [...words(["at least"], "the minimum for a partial grant", minimumWords), ...kw(["per"])];
  if (p1 === "Kw_at" && before(c, 2)?.image === "partial" && name(before(c, 3)) === "Kw_boundary") return kw(["least"]);
  // `… at least <minimum>,` and `… , else`: the minimum's tokens since `least`
  let i = c.end - 1;
  while (i >= 0 && c.end - i <= 6 && name(c.tokens[i]) !== "Kw_least") i--;
  if (i < 1 || name(c.tokens[i]) !== "Kw_least" || c.tokens[i - 2]?.image !== "partial") return undefined;
  if (p1 === "Comma") return kw(["else"]);
  if (p1 === "Kw_else" && p2 === "Comma") return words(["stop", "skip"], "below the minimum", minimumWords);
  return undefined;
}

function boundaryItems(a: Analysis): CompletionItem[] {
  const out = words(boundaryPolicies, "boundary policy", boundaryPolicyWords);
  for (const f of a.model.callFields.values()) if (f.type?.k === "enum") out.push({ label: `call.${f.name}`, kind: "field", detail: typeWords(f.type).replace(/`/g, "") });
  return out;
}

/** Members of the enumeration a `match` gives points for. */
function matchMembers(a: Analysis, offset: number): CompletionItem[] {
  const crit = pathAt(a.ast, offset).find((x) => x.kind === "criterion");
  if (crit?.kind !== "criterion" || crit.node.body.kind !== "match") return [];
  const ty = a.model.types.get(crit.node.body.subject);
  return ty?.k === "enum" ? ty.members.map((m) => ({ label: m, kind: "member" as const })) : [];
}

/** After `x =`, `x !=` or inside `x in [ ... ]` where x is an enumeration: its members. */
const stops = new Set(["LBracket", "RBracket", "LBrace", "RBrace", "LParen", "RParen"]);

function comparedMembers(a: Analysis, c: CursorContext): CompletionItem[] {
  let i = c.end - 1;
  let op = c.tokens[i];
  if (name(op) === "LBracket" || name(op) === "Comma") {
    // back to the bracket this comma is in: none before a brace or another bracket (`columns { id, `
    // threw here, review39 F1; a bracket further back is another list's)
    while (i >= 0 && !stops.has(name(c.tokens[i]) ?? "")) i--;
    if (name(c.tokens[i]) !== "LBracket") return [];
    op = c.tokens[i - 1];
    // `by category in order [` (§13.1): the members of the key's enumeration
    if (name(op) === "Identifier" && op!.image === "order" && name(c.tokens[i - 2]) === "Kw_in") op = c.tokens[i - 2];
    // `call.taux[` (§5.1): the members of the figure's key; after the comma of a table's `call.limit[small, ` the columns' key
    if (name(op) !== "Kw_in") return memberItems(keyOf(a, c.tokens[i]!.startOffset, c.tokens.slice(i + 1, c.end).filter((t) => name(t) === "Comma").length));
  } else if (!["Equals", "EqEq", "NotEq"].includes(name(op) ?? "")) return [];
  return memberItems(typeEndingAt(a, op!.startOffset));
}

/** The key of the figure read at the bracket at `open` (`call.taux[`, §5.1), `depth` keys in (a table's columns: 1): an enumeration. */
function keyOf(a: Analysis, open: number, depth = 0): Ty | undefined {
  const inner = [...pathAt(a.ast, open)].reverse().find((x) => ownExprs(x).length > 0);
  const ix = inner ? indexAt(ownExprs(inner), open) : undefined;
  let ty = ix ? a.model.types.get(ix.object) : undefined;
  for (let d = 0; d < depth && ty?.k === "keyed"; d++) ty = ty.value;
  return ty?.k === "keyed" ? ty.key : undefined;
}

function memberItems(ty: Ty | undefined): CompletionItem[] {
  return ty?.k === "enum" ? ty.members.map((m) => ({ label: m, kind: "member" as const, detail: typeWords(ty).replace(/`/g, "") })) : [];
}

/** The type of the left operand of the comparison whose operator starts at `opStart`. */
function typeEndingAt(a: Analysis, opStart: number): Ty | undefined {
  let end = opStart;
  while (end > 0 && /\s/.test(a.text[end - 1]!)) end--;
  const inner = [...pathAt(a.ast, end)].reverse().find((x) => ownExprs(x).length > 0);
  if (!inner) return undefined;
  const path = exprPathAt(ownExprs(inner), end);
  const op = path.find((e) => e.kind === "binary" && e.opSpan.start === opStart);
  const left = op?.kind === "binary" ? op.left : path.filter((e) => e.span.end === end && e.kind !== "binary").shift();
  return left ? a.model.types.get(left) : undefined;
}

/** Fields of the record before the dot: `call.`, `application.`, `carry_over.`, `s.`. */
function fieldsAfterDot(a: Analysis, c: CursorContext): CompletionItem[] {
  const chain: string[] = [];
  let i = c.end - 1;
  while (i >= 1 && name(c.tokens[i]) === "Dot") {
    chain.unshift(c.tokens[i - 1]!.image);
    i -= 2;
    if (name(c.tokens[i]) !== "Dot") break;
  }
  const [root, ...path] = chain;
  let ty: Ty | undefined = root === "call" ? recordOf(a.model.callFields) : root === "application" ? recordOf(a.model.appFields) : rootType(a, root ?? "", c);
  for (const p of path) ty = ty?.k === "record" ? ty.fields.get(p)?.type : undefined;
  if (ty?.k !== "record") return [];
  const container = [root === "call" || root === "application" ? root : a.model.appFields.has(root ?? "") ? `application.${root}` : "", ...path].filter(Boolean).join(".");
  // a member of `funded`/`ranked` (`min(w in funded: w.…)`, §16.3): its points and `awarded` said what they are (review37b)
  const member = isOutcomeMember(ty) ? root ?? "" : undefined;
  return [...ty.fields.values()].map((f) => {
    const words = member !== undefined ? outcomeMemberWords(a, member, f.name) : undefined;
    if (words) return { label: f.name, kind: "field" as const, detail: typeWords(f.type).replace(/`/g, ""), documentation: words.charAt(0).toUpperCase() + words.slice(1) + " (language.md §16.3)." };
    const sym = a.model.symbols.find((s) => s.name === f.name && (s.container === container || (container === "call" && s.kind === "call-field") || (container === "application" && s.kind === "app-field")));
    const desc = (sym?.node as { description?: string } | undefined)?.description;
    return { label: f.name, kind: "field" as const, detail: typeWords(f.type).replace(/`/g, "") + (f.optional ? " (optional)" : ""), ...(desc ? { documentation: desc } : {}) };
  });
}

function recordOf(fields: ReadonlyMap<string, SymbolInfo>): Ty {
  return { k: "record", fields: new Map([...fields].map(([k, v]) => [k, { name: k, type: v.type ?? { k: "error" }, optional: !!(v.node as { optional?: boolean } | undefined)?.optional, unique: false }])) };
}

function rootType(a: Analysis, root: string, c: CursorContext): Ty | undefined {
  const from = c.statement?.startOffset ?? 0;
  const v = [...a.model.symbols].reverse().find((s) => s.kind === "variable" && s.name === root && s.nameSpan.start >= from && s.nameSpan.end <= tokenEnd(c.tokens[c.end - 1]!));
  return v?.type ?? a.model.appFields.get(root)?.type ?? a.model.lets.get(root)?.type;
}
