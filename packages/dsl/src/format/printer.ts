// The Allot printer: turns the AST of analyze() into a prettier document. One function per
// grammar rule (syntax/parser.ts), named like the rule. The canonical layout:
//  - 2-space indentation; one declaration per block, declarations separated by one blank line
//    (consecutive `criterion`, `let` or `define` declarations written without a blank line between them
//    stay together); inside a block one item per line, and a blank line the
//    author left between two items is kept (at most one);
//  - a title follows the name, `per source` follows the title: `rule name "Title" per src: …`;
//  - `otherwise "…"` and `label "…"` each on their own line, indented under their rule;
//  - operators in ASCII (`<=`, `>=`, `!=`, `=`, `=>`, `-`) except multiplication, which is `×`
//    as the seeds write it; `1 point`, otherwise `N points`;
//  - strings, numbers and dates exactly as written; text blocks (""" … """) never reflowed:
//    their lines are re-indented as a block (two spaces) and their verbatim text is unchanged;
//  - long expressions break before `or` and `and` (comparisons and arithmetic stay on one line),
//    `if` before `then`/`else`, a criterion after its `:`, a regime and a stage before `when`; a
//    let's `if` chain whose first condition does not fit on the let's line starts on the next
//    (expr.ts valueAfterEquals); an enum
//    longer than 80 characters, and a list of names or literals too long for its line, fill
//    their lines with members (expr.ts);
//  - comments stay before the declaration, field or item they were written before, or at the
//    end of the line they ended; a comment inside an expression moves before its item.
import type { Doc } from "prettier";
import type * as A from "../ast/nodes.js";
import type { Span } from "../span.js";
import { unquote } from "../ast/build.js";
import { group, hardline, indent, join, line, literalline, removeLines } from "./builders.js";
import type { Source } from "./context.js";
import { expr, typeExpr, valueAfterEquals } from "./expr.js";
import { block, citation, item, type Item } from "./blocks.js";
import { labelsDecl, noticeDecl, publishDecl } from "./publish.js";
import { enumMembers } from "./enumMembers.js";

export function declaration(src: Source, d: A.Declaration): Doc {
  switch (d.kind) {
    case "scheme":
    case "act":
      return schemeDecl(src, d);
    case "source":
      return sourceDecl(src, d);
    case "input":
      return inputDecl(src, d);
    case "enumdecl":
      return enumDecl(src, d);
    case "let":
      return letDecl(src, d);
    case "function":
      return functionDecl(src, d);
    case "eligibility":
      return eligibilityDecl(src, d);
    case "criterion":
      return criterionDecl(src, d);
    case "maximum":
      return maximumDecl(src, d);
    case "unsummed":
      return ["points not summed", citation(d.citation)];
    case "scale":
      return [`points ${d.type}(${d.places})`, citation(d.citation)];
    case "threshold":
      return thresholdDecl(src, d);
    case "ranking":
      return rankingDecl(src, d);
    case "allocation":
      return allocationDecl(src, d);
    case "regime":
      return regimeDecl(src, d);
    case "publish":
      return publishDecl(src, d);
    case "labels":
      return labelsDecl(src, d);
    case "notice":
      return noticeDecl(src, d);
  }
}

// ── shared pieces ─────────────────────────────────────────────────────────

/** `keyword name "Title" per source`. */
export function head(src: Source, keyword: string, name: A.Name, title: string | undefined, cite: A.Citation | undefined): Doc {
  const t = title !== undefined ? src.stringAfter(name.span.end) : undefined;
  return [keyword, " ", name.text, t ? [" ", t] : "", citation(cite)];
}

/** `otherwise "…"` and `label "…"`, each on its own line under the rule. */
function outcomeText(src: Source, after: number, node: { span: Span; otherwise?: string; label?: string }): Doc {
  const within = { start: after, end: node.span.end };
  const o = node.otherwise !== undefined ? src.afterKeyword("otherwise", within) : undefined;
  const l = node.label !== undefined ? src.afterKeyword("label", within) : undefined;
  return indent([o ? [hardline, "otherwise ", o] : "", l ? [hardline, "label ", l] : ""]);
}

// ── header, acts and sources ──────────────────────────────────────────────

function schemeDecl(src: Source, d: A.SchemeDecl | A.ActDecl): Doc {
  return [head(src, d.kind, d.name, d.title, undefined), propertyBlock(src, d.properties, d.span.end)];
}

function propertyBlock(src: Source, ps: A.Property[], end: number): Doc {
  return block(src, ps.map((p) => item(p, (x) => property(src, x))), end);
}

function property(src: Source, p: A.Property): Doc {
  return [p.key.text, " ", src.slice(p.valueSpan)];
}

function sourceDecl(src: Source, d: A.SourceDecl): Doc {
  const parts = d.parts.map((p) => [" ", refPart(src, p)]);
  return ["source ", d.name.text, " = ", d.act.text, parts, " ", textBlock(src.slice(d.textSpan))];
}

function refPart(src: Source, p: A.RefPart): Doc {
  // the value as written: its last token only — a comment between the unit and the value is
  // printed by the comment machinery, not a second time here
  const raw = src.slice({ start: p.unit.span.end, end: p.span.end }).trimEnd();
  const value = raw.endsWith('"') ? (/"(?:[^"\\\n]|\\.)*"$/.exec(raw)?.[0] ?? raw.trim()) : (/\S+$/.exec(raw)?.[0] ?? "");
  return [p.unit.text, " ", value];
}

/** A text block re-indented by two spaces, or as written when that would change its verbatim text. */
function textBlock(image: string): Doc {
  if (!image.startsWith('"""')) return image;
  const verbatim = unquote(image);
  if (/^\r?\n/.test(image.slice(3))) {
    const lines = verbatim.split("\n").map((l) => (l === "" ? "" : "  " + l));
    const canonical = ['"""', ...lines, '  """'].join("\n");
    if (verbatim.trim() !== "" && unquote(canonical) === verbatim) return join(literalline, canonical.split("\n"));
  }
  return join(literalline, image.split(/\r?\n/));
}

// ── inputs ────────────────────────────────────────────────────────────────

function inputDecl(src: Source, d: A.InputDecl): Doc {
  return [d.root, fieldBlock(src, d.fields, d.span.end)];
}

function fieldBlock(src: Source, fields: A.FieldDecl[], end: number): Doc {
  return block(src, fields.map((f) => item(f, (x) => fieldDecl(src, x))), end);
}

function fieldDecl(src: Source, f: A.FieldDecl): Doc {
  const desc = f.description !== undefined ? src.lastToken(f.span)?.image : undefined;
  return [f.name.text, ": ", type(src, f.type), f.optional ? " optional" : "", f.unique ? " unique" : "", desc ? [" ", desc] : ""];
}

function type(src: Source, t: A.TypeExpr): Doc {
  return typeExpr(src, t, (r) => ["record", fieldBlock(src, r.fields, r.span.end)]);
}

// ── derived values and eligibility ───────────────────────────────────────

/** `enum name "Title" { … }` (§6.3): one member a line, each with its title as written. */
function enumDecl(src: Source, d: A.EnumDecl): Doc {
  const title = d.title !== undefined ? src.stringAfter(d.name.span.end) : undefined;
  return ["enum ", d.name.text, title !== undefined ? [" ", title] : "", " ", enumMembers(src, d.type.members, d.type.span.end)];
}

function letDecl(src: Source, d: A.LetDecl): Doc {
  const title = d.title !== undefined ? src.stringAfter(d.name.span.end) : undefined;
  const head = ["let ", d.name.text, title !== undefined ? [" ", title] : "", d.type ? [": ", type(src, d.type)] : "", " ="];
  // a sum or a difference too long for the line moves after `=`, one indentation in, and breaks
  // before its operators only if it is still too long there; any other value stays on the line
  if (d.value.kind === "binary" && (d.value.op === "+" || d.value.op === "-")) return [group([head, indent([line, expr(src, d.value)])]), citation(d.citation)];
  return [head, valueAfterEquals(src, d.value), citation(d.citation)];
}

function functionDecl(src: Source, d: A.FunctionDecl): Doc {
  const params = d.params.map((p) => [p.name.text, ": ", type(src, p.type)]);
  return ["define ", d.name.text, "(", join(", ", params), "): ", type(src, d.returns), " =", valueAfterEquals(src, d.body), citation(d.citation)];
}

function eligibilityDecl(src: Source, d: A.EligibilityDecl): Doc {
  return ["eligibility", citation(d.citation), block(src, d.rules.map((r) => item(r, (x) => ruleDecl(src, x))), d.span.end)];
}

function ruleDecl(src: Source, r: A.RuleDecl): Doc {
  const cond = [": ", expr(src, r.condition), src.trailing(r.condition.span.end)];
  return [head(src, "rule", r.name, r.title, r.citation), cond, outcomeText(src, r.condition.span.end, r)];
}

// ── criteria ──────────────────────────────────────────────────────────────

/** The subject of `match` and `bands`, on the line of its `{`: its operators never break there. */
function subject(src: Source, e: A.Expr): Doc {
  return removeLines(expr(src, e));
}

export function criterionDecl(src: Source, d: A.CriterionDecl): Doc {
  const h = head(src, "criterion", d.name, d.title, d.citation);
  // `match` and `bands` open a block on the criterion's line; other bodies may move to the next line
  if (d.body.kind === "match" || d.body.kind === "bands") return [h, ": ", criterionBody(src, d.body)];
  return group([h, ":", indent([line, criterionBody(src, d.body)])]);
}

function criterionBody(src: Source, b: A.CriterionBody): Doc {
  switch (b.kind) {
    case "weighted":
      // a sum after `×` keeps its parentheses, though the whole expression is the score anyway
      return ["weight ", src.slice(b.weightSpan), " × ", expr(src, b.score, 6)];
    case "yesno":
      return [src.slice(b.pointsSpan), b.points === "1" ? " point" : " points", " if ", yesNoCondition(src, b.condition)];
    case "match":
      return ["match ", subject(src, b.subject), block(src, b.arms.map((a) => item(a, matchArm)), b.span.end)];
    case "bands":
      return ["bands ", subject(src, b.subject), block(src, b.bands.map((x) => item(x, (y) => band(src, y))), b.span.end)];
    case "expr":
      return expr(src, b.value);
  }
}

/** The condition after `points if`; an `if … then … else …` there is put in parentheses. */
function yesNoCondition(src: Source, e: A.Expr): Doc {
  return e.kind === "if" ? ["(", expr(src, e), ")"] : expr(src, e);
}

function matchArm(a: A.MatchArm): Doc {
  return [a.otherwise ? "otherwise" : a.members.map((m) => m.text).join(" | "), " => ", a.points];
}

function band(src: Source, b: A.Band): Doc {
  return [bound(src, b.first), b.second ? [" and ", bound(src, b.second)] : "", " => ", b.points];
}

const boundWords: Record<A.BoundKind, string> = { at_most: "at most", at_least: "at least", above: "above", below: "below", exactly: "exactly" };

function bound(src: Source, b: A.Bound): Doc {
  return [boundWords[b.bound], " ", expr(src, b.value, 5)];
}

function maximumDecl(src: Source, d: A.MaximumDecl): Doc {
  return ["maximum points ", src.slice(d.valueSpan), citation(d.citation)];
}

function thresholdDecl(src: Source, d: A.ThresholdDecl): Doc {
  const cond = [head(src, "threshold", d.name, d.title, d.citation), ": ", expr(src, d.condition), d.keepRanked ? " keep ranked" : src.trailing(d.condition.span.end)];
  return [cond, outcomeText(src, d.condition.span.end, d)];
}

// ── ordering ──────────────────────────────────────────────────────────────

function rankingDecl(src: Source, d: A.RankingDecl): Doc {
  const items: Item[] = d.keys.map((k) => item(k, (x) => orderKey(src, x)));
  // `all equal` where it is written, a second one too: AL0416 says it is out of place, the formatter keeps it
  if (d.allEqual) items.push(item(d.allEqual, (a) => (a.words[1].text ? [a.words[0].text, " ", a.words[1].text] : a.words[0].text)));
  const again = d.allEqualAgain;
  if (again) items.push({ span: again, print: () => src.text.slice(again.start, again.end).split(/\s+/).join(" ") });
  items.sort((x, y) => x.span.start - y.span.start);
  if (d.tiebreak) items.push(item(d.tiebreak, (t) => tiebreakBlock(src, t)));
  return ["ranking", citation(d.citation), block(src, items, d.span.end)];
}

function orderKey(src: Source, k: A.OrderKey): Doc {
  const g = k.granularity === undefined ? "" : k.granularity === "exact" ? " exactly" : [" to the ", k.granularity.text];
  const absent = k.absent ? [" if ", k.absent.word.text, " ", k.absent.rule.text] : "";
  if (k.cover) return ["by ", k.direction === "lowest" ? "least " : "most ", k.cover.word.text, " ", expr(src, k.value), k.cover.reading ? [" ", k.cover.reading.text, " above"] : "", absent, citation(k.citation)];
  if (k.order) return ["by ", expr(src, k.value), " in ", k.order.word.text, " [", k.order.members.map((x) => x.text).join(", "), "]", absent, citation(k.citation)];
  return ["by ", expr(src, k.value), " ", k.direction, " first", g, absent, citation(k.citation)];
}

function tiebreakBlock(src: Source, t: A.Tiebreak): Doc {
  const scope = t.scope === "every" ? " every tie" : t.scope === "boundary" ? " at boundary" : t.scope === "onward" ? " at boundary and after" : t.scope === "decisive" ? [" when ", t.scopeWord?.text ?? "decisive"] : "";
  const steps = t.steps.map((s) => item(s, (x: A.TiebreakStep) => (x.kind === "key" ? orderKey(src, x) : x.kind === "lottery" ? lotteryStep(src, x) : unresolvedStep(x))));
  return ["tiebreak", scope, citation(t.citation), block(src, steps, t.span.end)];
}

function lotteryStep(src: Source, s: A.LotteryStep): Doc {
  return ["lottery ", s.mode, " ", expr(src, s.value), s.weight ? [" weighted by ", expr(src, s.weight)] : "", s.key ? [" by ", expr(src, s.key)] : "", citation(s.citation)];
}

function unresolvedStep(s: A.UnresolvedStep): Doc {
  return ["unresolved", citation(s.citation)];
}

// ── allocation, regimes, publication ──────────────────────────────────────

function allocationDecl(src: Source, d: A.AllocationDecl): Doc {
  return ["allocation", citation(d.citation), block(src, d.items.map((i) => item(i, (x) => allocItem(src, x))), d.span.end)];
}

/** ` at least 1000 EUR, else stop` after `at boundary partial` (§14.1), the word after `else` as written */
function partialMinimum(src: Source, m: A.PartialMinimumClause | undefined, alone?: A.ConsentClause): Doc {
  // `with consent <field>` after the minimum, or alone after `partial` (law32)
  const consent = (c: A.ConsentClause | undefined): Doc => (c ? [" with consent ", c.field.text] : "");
  if (!m) return alone ? [consent(alone), alone.otherwise ? [", else ", alone.otherwise.text] : ""] : "";
  return [" at least ", expr(src, m.value), consent(m.consent), m.otherwise ? [", else ", m.otherwise.text] : ""];
}

function allocItem(src: Source, i: A.AllocItem): Doc {
  switch (i.kind) {
    case "budget":
      return ["budget ", i.value === "unlimited" ? "unlimited" : expr(src, i.value), i.title !== undefined ? [" ", JSON.stringify(i.title)] : "", i.unitForms ? [" unit", ...i.unitForms.map((f) => ` ${f.category.text} ${JSON.stringify(f.text)}`)] : i.unit !== undefined ? [" unit ", JSON.stringify(i.unit)] : "", i.relation ? [" ", i.relation.text] : "", i.from ? [" by ", i.from.text] : "", citation(i.citation)];
    case "amount":
      return ["amount ", expr(src, i.value), citation(i.citation)];
    case "boundary":
      return ["at boundary ", expr(src, i.value), partialMinimum(src, i.minimum, i.consent), citation(i.citation)];
    case "prorata":
      return [proRata(src, i), citation(i.citation)];
    case "reserve":
      return ["reserve ", i.all ? "all" : i.size ? expr(src, i.size) : String(i.count), i.after ? ` after the ${i.after.words}` : "", i.title !== undefined ? [" ", JSON.stringify(i.title)] : "", citation(i.citation)];
    case "quota":
      return group([head(src, "quota", i.name, i.title, i.citation), ": at most ", expr(src, i.limit), ...(i.figure ? [" of ", expr(src, i.figure), ...(i.figureTitle !== undefined ? [" ", JSON.stringify(i.figureTitle)] : [])] : []), ...(i.when ? [indent([line, "when ", expr(src, i.when)])] : [])]);
    case "reservation":
      return group([head(src, "reserve", i.name, i.title, i.citation), ": at least ", expr(src, i.limit), indent([line, "when ", expr(src, i.when), ", ", i.unused.map((w) => w.text).join(" "), citation(i.unusedCitation)])]);
    case "stage":
      // a header too long for its line breaks before `when`, as a regime's does (not inside its condition)
      // a stage per key: `for each area [in [old_town, riverside]]` after its source, before `when`; a
      // header too long for its line breaks before it too
      return [group([head(src, "stage", i.name, i.title, i.citation), i.forEach ? indent([line, "for each ", i.forEach.text, i.among ? [" in ", expr(src, i.among)] : ""]) : "", i.when ? indent([line, "when ", expr(src, i.when)]) : ""]), block(src, i.items.map((x) => item(x, (y) => stageItem(src, y))), i.span.end)];
    case "group":
      return ["group by ", expr(src, i.key), i.title ? [" ", JSON.stringify(i.title)] : "", citation(i.citation), block(src, i.items.map((g) => item(g, (x) => groupItem(src, x))), i.span.end)];
    case "settle":
      return [i.words[0]?.text ?? "pay", " ", expr(src, i.pay), i.instead ? [" ", i.words[1]?.text ?? "instead", " of ", expr(src, i.instead)] : "", citation(i.citation)];
    case "firstcome": {
      const w = i.words.map((x) => x.text);
      return ["first ", w[0] ?? "come", " first ", w[1] ?? "served", i.overshoot ? [" ", w[2] ?? "overshoot", " ", w[3] ?? "on", " ", expr(src, i.overshoot)] : "", citation(i.citation)];
    }
  }
}

function stageItem(src: Source, i: A.StageItem): Doc {
  switch (i.kind) {
    case "budget":
      return ["budget ", expr(src, i.value), i.title !== undefined ? [" ", JSON.stringify(i.title)] : "", citation(i.citation)];
    case "boundary":
      return ["at boundary ", expr(src, i.value), partialMinimum(src, i.minimum, i.consent), citation(i.citation)];
    case "threshold":
      return ["threshold ", expr(src, i.value), citation(i.citation)];
    case "admit":
      return [i.word.text, " ", i.how === "closest" ? `${i.closest?.text ?? "closest"} to` : i.how, " ", expr(src, i.value), i.floor ? [" at least ", expr(src, i.floor)] : "", citation(i.citation)];
    case "setting":
      return [i.words.map((w) => w.text).join(" "), citation(i.citation)];
    case "prorata":
      return ["at boundary ", proRata(src, i), citation(i.citation)];
    case "ranking":
      return rankingDecl(src, i.ranking);
    case "regimeRanking":
      return ["ranking of the regime", citation(i.citation)];
    case "reserve":
      return ["reserve ", i.all ? "all" : i.size ? expr(src, i.size) : String(i.count), i.after ? ` after the ${i.after.words}` : "", i.title !== undefined ? [" ", JSON.stringify(i.title)] : "", citation(i.citation)];
  }
}

function groupItem(src: Source, g: A.GroupItem): Doc {
  switch (g.kind) {
    case "together":
      return ["together", citation(g.citation)];
    case "unlisted":
      return ["not on the reserve list", citation(g.citation)];
    case "cap":
      return ["at most ", expr(src, g.value), g.unitWord ? [" ", g.unitWord.text] : "", citation(g.citation)];
    case "share":
      return [proRata(src, g), citation(g.citation)];
  }
}

/** `pro rata [by …] [coefficient rounded … to …] rounded … to … [remainder …] [minimum … then …]`, wherever it is written. */
function proRata(src: Source, p: A.ProRataClause): Doc {
  const c = p.coefficient;
  const min = p.minimum;
  return [
    "pro rata ",
    p.weight ? ["by ", expr(src, p.weight), " "] : "",
    c ? [c.word.text, " rounded ", c.mode.text, " to ", src.slice(c.stepSpan), " "] : "",
    "rounded ",
    p.mode.text,
    " to ",
    src.slice(p.stepSpan),
    p.remainder ? [" remainder ", p.remainder.text] : "",
    min ? [" ", min.word.text, " ", expr(src, min.value), min.then ? [" then ", min.then.text] : ""] : "",
  ];
}

function regimeDecl(src: Source, d: A.RegimeDecl): Doc {
  const members = d.members.map((m) => item(m, (x: A.RegimeMember) => declaration(src, x)));
  return [group([head(src, "regime", d.name, d.title, d.citation), indent([line, "when ", expr(src, d.when)])]), block(src, members, d.span.end)];
}
