// Hover: what the thing under the cursor does, in plain words derived from the checked model,
// and its legal source (act, identifier, article / paragraph / point, verbatim text). For a
// construct that cites the law, the law comes first — the title line, then the source with its
// verbatim text, then the plain-words details below a rule — so that a drafter sees the legal
// text without scrolling the hover. A name shows what it names; anywhere else in a construct,
// the innermost construct is shown.
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import type { SymbolInfo } from "../semantics/model.js";
import type { Span } from "../span.js";
import { boundaryPolicyWords, dateCountWords, functionWords, remainderWords, resultColumnWords, roundingWords } from "./describe.js";
import { citedMarkdown } from "./legal.js";
import { functionMarkdown } from "./functions.js";
import { subItemMarkdown } from "./explainStages.js";
import { referenceAt, targetAt, type Target } from "./targets.js";
import { applicationsWords, builtinMarkdown } from "./hoverWords.js";
import { exprPathAt, ownExprs, pathAt, type Construct } from "./walk.js";
import { memberAt, outcomeMemberHover } from "./outcomeMembers.js";
import { localizeHover, type ToolLanguage } from "./toolLanguage.js";
import { explainArm, explainBand, explainCriterion, explainEligibility, explainMaximum, explainRule, explainThreshold, explainTotal, explainUnsummed } from "./explainScoring.js";
import { explainRanking, explainStep, explainTiebreak } from "./explainOrder.js";
import { explainAllocation, explainColumns, explainDeadline, explainRows, explainItem, explainLabels, explainNotice, explainPublish } from "./explainAllocation.js";
import { explainAct, explainEnum, explainField, explainInput, explainLet, explainMember, explainRegime, explainScheme, explainSource, explainVariable } from "./explainDeclarations.js";

export interface HoverInfo {
  readonly span: Span;
  readonly markdown: string;
}

/** What is under the cursor, its fixed words in `lang` (toolLanguage.ts; English unless given). */
export function hover(a: Analysis, offset: number, lang: ToolLanguage = "en"): HoverInfo | undefined {
  const h = hoverInEnglish(a, offset);
  return h && lang !== "en" ? { span: h.span, markdown: localizeHover(h.markdown, lang) } : h;
}

function hoverInEnglish(a: Analysis, offset: number): HoverInfo | undefined {
  const path = pathAt(a.ast, offset);
  const target = targetAt(a, offset);
  if (target) {
    const markdown = targetMarkdown(a, target);
    if (markdown) return { span: target.span, markdown };
  }
  return wordHover(a, path, offset) ?? memberHover(a, offset) ?? constructHover(a, path);
}

/** `w.awarded`, `w.total` on a member of `funded`/`ranked` (§16.3), which no declaration gives (review37b). */
function memberHover(a: Analysis, offset: number): HoverInfo | undefined {
  const e = memberAt(a.ast, offset);
  const markdown = e ? outcomeMemberHover(a, e) : undefined;
  return e && markdown ? { span: e.name.span, markdown } : undefined;
}

/** The path from the file down to a declared node. */
function pathTo(a: Analysis, node: unknown, at: number): Construct[] {
  const path = pathAt(a.ast, at);
  const i = path.findIndex((c) => c.node === node);
  return i >= 0 ? path.slice(0, i + 1) : path;
}

function targetMarkdown(a: Analysis, t: Target): string | undefined {
  if (t.kind === "member") return explainMember(a, t.name, t.enumTy);
  // a stage's name (its declaration, `unused <stage>`, `stage_position(<stage>)`): the stage, with its law
  if (t.kind === "stage") {
    const path = pathTo(a, t.stage, t.stage.name.span.start);
    return path.length && path[path.length - 1]!.node === t.stage ? constructMarkdown(a, path) : undefined;
  }
  return symbolMarkdown(a, t.symbol);
}

function symbolMarkdown(a: Analysis, s: SymbolInfo): string | undefined {
  switch (s.kind) {
    case "total":
      return explainTotal(a);
    case "variable":
      return explainVariable(a, s);
    case "call-field":
    case "app-field":
    case "field":
      return explainField(a, s);
    case "source":
      return explainSource(a, s.node as A.SourceDecl);
    case "enum":
      return explainEnum(s);
    default: {
      if (!s.node) return undefined;
      const path = pathTo(a, s.node, s.declSpan.start);
      return path.length && path[path.length - 1]!.node === s.node ? constructMarkdown(a, path) : undefined;
    }
  }
}

function constructHover(a: Analysis, path: Construct[]): HoverInfo | undefined {
  const inner = path.filter((c) => c.kind !== "citation");
  if (inner.length === 0) return undefined;
  const markdown = constructMarkdown(a, inner);
  return markdown ? { span: inner[inner.length - 1]!.node.span, markdown } : undefined;
}

/**
 * Explanation of the innermost construct of a path, with its legal source where it cites one:
 * the explanation's title paragraph, the legal source, then the rest of the explanation.
 */
export function constructMarkdown(a: Analysis, path: readonly Construct[]): string | undefined {
  const c = path[path.length - 1];
  if (!c) return undefined;
  const body = explain(a, c, path);
  if (body === undefined) return undefined;
  // a notice block citing nothing whose clause cites its own source: that one is quoted (explainNotice), not "none cited"
  const cites = (!["scheme", "act", "source", "input", "field", "labels", "let"].includes(c.kind) && !(c.kind === "notice" && !c.node.citation && c.node.objection?.citation)) || (c.kind === "let" && c.node.citation);
  if (!cites) return body;
  const cut = body.indexOf("\n\n");
  const title = cut < 0 ? body : body.slice(0, cut);
  const details = cut < 0 ? "" : body.slice(cut + 2);
  return [title, citedMarkdown(a, path), ...(details ? ["---", details] : [])].join("\n\n");
}

function parentCriterion(path: readonly Construct[]): A.CriterionDecl | undefined {
  const p = path.find((x) => x.kind === "criterion");
  return p?.kind === "criterion" ? p.node : undefined;
}

function explain(a: Analysis, c: Construct, path: readonly Construct[]): string | undefined {
  switch (c.kind) {
    case "scheme": return explainScheme(a, c.node);
    case "act": return explainAct(a, c.node);
    case "source": return explainSource(a, c.node);
    case "input": return explainInput(c.node);
    case "field": {
      const sym = a.model.symbols.find((s) => s.node === c.node);
      return sym ? explainField(a, sym) : `**Field \`${c.node.name.text}\`**`;
    }
    case "let": return explainLet(a, c.node);
    case "function": return functionMarkdown(a, c.node.name.text);
    case "eligibility": return explainEligibility(a, c.node, path);
    case "rule": return explainRule(a, c.node, path);
    case "criterion": return explainCriterion(a, c.node);
    case "band": return explainBand(a, parentCriterion(path)!, c.node, c.index);
    case "arm": return explainArm(a, parentCriterion(path)!, c.node);
    case "maximum": return explainMaximum(a, c.node);
    case "unsummed": return explainUnsummed(a);
    case "scale": return `**Points with ${c.node.places} places** (§11.3): every value in points — a criterion's, the total, a let of points, a key or a threshold reading them — is told with exactly ${c.node.places} decimal places, in the explanations, the notices, the reports and the results' \`points\`.`;
    case "threshold": return explainThreshold(a, c.node, path);
    case "ranking": return explainRanking(a, c.node);
    case "tiebreak": return explainTiebreak(a, c.node, path);
    case "key":
    case "lottery":
    case "unresolved": return explainStep(a, c.node, path);
    case "allocation": return explainAllocation(a, c.node);
    case "item": return explainItem(a, c.node);
    case "regime": return explainRegime(a, c.node);
    case "publish": return explainPublish(a, c.node);
    case "deadline": return explainDeadline(a, c.node);
    case "columns": return explainColumns(a, c.node);
    case "rows": return explainRows(c.node);
    case "labels": return explainLabels(c.node);
    case "notice": return explainNotice(a, c.node);
    case "citation": return undefined;
  }
}

function inside(s: Span | undefined, offset: number): s is Span {
  return !!s && s.start <= offset && offset <= s.end && s.end > s.start;
}

/** Built-in functions and the fixed words of the language: policies, rounding modes, remainders. */
function wordHover(a: Analysis, path: readonly Construct[], offset: number): HoverInfo | undefined {
  const c = [...path].reverse().find((x) => x.kind !== "citation");
  if (!c) return undefined;
  const sub = c.kind === "item" ? subItemMarkdown(a, c.node, offset) : undefined;
  if (sub) return sub;
  if (c.kind === "item" && c.node.kind === "prorata") {
    if (inside(c.node.mode.span, offset)) return word(c.node.mode.span, `**\`${c.node.mode.text}\`** — rounding ${roundingWords[c.node.mode.text] ?? "mode (unknown)"}.`);
    if (inside(c.node.remainder?.span, offset)) return word(c.node.remainder!.span, `**\`${c.node.remainder!.text}\`** — ${remainderWords[c.node.remainder!.text] ?? "a remainder policy (unknown)"}.`);
    const co = c.node.coefficient;
    if (co && inside(co.word.span, offset)) return word(co.word.span, "**`coefficient`** — the reduction coefficient, budget ÷ total, rounded as the law says before the shares are computed: each share is its amount times the rounded coefficient, and what that rounding leaves of the budget stays unallocated.");
    if (co && inside(co.mode.span, offset)) return word(co.mode.span, `**\`${co.mode.text}\`** — the coefficient rounded ${roundingWords[co.mode.text] ?? "in a mode (unknown)"}.`);
    const min = c.node.minimum;
    if (min && inside(min.word.span, offset)) return word(min.word.span, "**`minimum`** — the least share granted: a share below it is not funded (\"below the minimum grant\").");
    if (min?.then && inside(min.then.span, offset)) return word(min.then.span, min.then.text === "reshare" ? "**`reshare`** — what a share below the minimum frees is shared again among the others, round after round, until no share is below it." : "**`unallocated`** — what a share below the minimum would have had stays unspent.");
  }
  // a lottery's weight and key (§13.2) are its expressions too
  const roots = c.kind === "lottery" ? [c.node.value, ...(c.node.weight ? [c.node.weight] : []), ...(c.node.key ? [c.node.key] : [])] : ownExprs(c);
  const exprs = exprPathAt(roots, offset);
  const e = exprs.pop();
  const builtin = e?.kind === "callfn" && inside(e.fn.span, offset) && !a.model.functions.has(e.fn.text) ? builtinMarkdown(a, e, path) : undefined;
  if (builtin && e?.kind === "callfn") return word(e.fn.span, builtin);
  const around = exprs.pop();
  // `applications(eligible)` (§8.12): the word inside
  if (e?.kind === "name" && e.name.text === "eligible" && around?.kind === "callfn" && around.fn.text === "applications") return word(e.span, applicationsWords.eligible!);
  // the column `stage_position` alone (§16.2)
  if (e?.kind === "name" && e.name.text === "stage_position" && c.kind === "columns" && !a.model.lets.has("stage_position")) return word(e.span, `**\`stage_position\`** — a published column: ${resultColumnWords.stage_position} (language.md §16.2).`);
  if (e?.kind === "callfn" && inside(e.fn.span, offset)) return word(e.fn.span, functionMarkdown(a, e.fn.text) ?? `**Built-in function** ${functionWords[e.fn.text] ?? `\`${e.fn.text}\` (unknown)`}.`);
  if (e?.kind === "name" && e.name.text === "applications" && !referenceAt(a, offset)) return word(e.span, applicationsWords.applications!);
  const ty = e ? a.model.types.get(e) : undefined;
  if (e?.kind === "name" && ty?.k === "word") {
    const text = boundaryPolicyWords[ty.word] ?? (roundingWords[ty.word] ? `**\`${ty.word}\`** — rounding ${roundingWords[ty.word]}` : dateCountWords[ty.word] ? `**\`${ty.word}\`** — ${dateCountWords[ty.word]}` : `\`${ty.word}\``);
    return word(e.span, text + ".");
  }
  return undefined;
}

function word(span: Span, markdown: string): HoverInfo {
  return { span, markdown };
}
