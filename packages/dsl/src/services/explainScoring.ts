// Plain-words explanations of eligibility and scoring: rules, criteria (weighted, yes/no,
// match, bands), single bands and arms, the declared maximum, `total` and thresholds. Every
// figure comes from the checked model (types, proven point ranges), never from comments.
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import { interval, totalInterval } from "../semantics/checks/intervals.js";
import { code, points, typeWords } from "./describe.js";
import type { Construct } from "./walk.js";

function titled(what: string, name: string, title: string | undefined): string {
  return `**${what} \`${name}\`**${title ? ` — ${title}` : ""}`;
}

/** Which applications a rule or threshold applies to, from the regime around it. */
export function regimeScope(a: Analysis, path: readonly Construct[]): string {
  const r = [...path].reverse().find((c) => c.kind === "regime");
  if (r?.kind !== "regime") return a.model.regimes.some((x) => x.decl) ? "It applies to every application, in every regime." : "It applies to every application.";
  return `It applies only to the applications of regime \`${r.node.name.text}\`: those for which ${code(a, r.node.when)}.`;
}

export function explainRule(a: Analysis, r: A.RuleDecl, path: readonly Construct[]): string {
  const outcome = r.otherwise ? `, with the reason “${r.otherwise}”` : "";
  const label = r.label ? ` The published list shows the label “${r.label}”.` : "";
  return [
    titled("Eligibility rule", r.name.text, r.title),
    `An application is eligible only if ${code(a, r.condition)} holds. If it does not, the application is **ineligible**${outcome}.${label} Every failed rule is reported, not only the first.`,
    regimeScope(a, path),
  ].join("\n\n");
}

export function explainEligibility(a: Analysis, e: A.EligibilityDecl, path: readonly Construct[]): string {
  const rules = e.rules.map((r) => `- \`${r.name.text}\`${r.title ? ` — ${r.title}` : ""}: ${code(a, r.condition, 80)}`);
  return [`**Eligibility** — ${e.rules.length} rule${e.rules.length === 1 ? "" : "s"}; an application must meet all of them:`, rules.join("\n"), regimeScope(a, path)].join("\n\n");
}

const boundWords: Record<A.BoundKind, string> = { at_most: "at most", at_least: "at least", above: "above", below: "below", exactly: "exactly" };

export function bandWords(a: Analysis, b: A.Band): string {
  const one = (x: A.Bound) => `${boundWords[x.bound]} ${a.text.slice(x.value.span.start, x.value.span.end).trim()}`;
  return one(b.first) + (b.second ? ` and ${one(b.second)}` : "");
}

function armWords(arm: A.MatchArm): string {
  return arm.otherwise ? "any other value" : arm.members.map((m) => "`" + m.text + "`").join(" or ");
}

function criterionBody(a: Analysis, b: A.CriterionBody): string {
  const ty = (e: A.Expr) => typeWords(a.model.types.get(e));
  switch (b.kind) {
    case "weighted":
      return `Weighted criterion: **weight ${b.weight}** × the graded score ${code(a, b.score)}, which is ${ty(b.score)}.`;
    case "yesno":
      return `Yes/no criterion: **${points(b.points)}** when ${code(a, b.condition)} holds, otherwise 0.`;
    case "match":
      return [`Points by the value of ${code(a, b.subject)} (${ty(b.subject)}):`, b.arms.map((x) => `- ${armWords(x)} → **${points(x.points)}**`).join("\n")].join("\n\n");
    case "bands":
      return [`Points by the band that ${code(a, b.subject)} falls in (${ty(b.subject)}):`, b.bands.map((x) => `- ${bandWords(a, x)} → **${points(x.points)}**`).join("\n")].join("\n\n");
    case "expr":
      return `Points computed as ${code(a, b.value)}.`;
  }
}

/** How the criterion's points relate to the total and the declared maximum. */
function totalShare(a: Analysis): string {
  const all = totalInterval(a.model);
  const n = a.model.criteria.size;
  const max = a.model.maximum?.value ? ` The declared maximum is ${a.model.maximum.value}.` : "";
  if (!all) return `Its points count towards \`total\`, the sum of all ${n} criteria.${max}`;
  return `Its points count towards \`total\`: all ${n} criteria together give from ${all.lo.toString()} to ${all.hi.toString()} points.${max}`;
}

export function explainCriterion(a: Analysis, d: A.CriterionDecl): string {
  const info = a.model.criteria.get(d.name.text);
  const own = info?.decl === d ? info : undefined;
  const range = own?.min !== undefined && own.max !== undefined ? `It gives from **${own.min}** to **${own.max}** points.` : "Its smallest and largest points cannot be proven from the declared inputs (declare the range of its score).";
  return [titled("Criterion", d.name.text, d.title), criterionBody(a, d.body), range, totalShare(a)].join("\n\n");
}

export function explainBand(a: Analysis, c: A.CriterionDecl, b: A.Band, index: number): string {
  const body = c.body.kind === "bands" ? c.body : undefined;
  const subject = body ? code(a, body.subject) : "the indicator";
  return `**Band ${index + 1} of ${body?.bands.length ?? 1}** of criterion \`${c.name.text}\`: when ${subject} is ${bandWords(a, b)}, the criterion gives **${points(b.points)}**.`;
}

export function explainArm(a: Analysis, c: A.CriterionDecl, arm: A.MatchArm): string {
  const subject = c.body.kind === "match" ? code(a, c.body.subject) : "the value";
  return `In criterion \`${c.name.text}\`: when ${subject} is ${armWords(arm)}, the criterion gives **${points(arm.points)}**.`;
}

export function explainMaximum(a: Analysis, m: A.MaximumDecl): string {
  const crits = [...a.model.criteria.values()];
  const head = `**Declared maximum: ${m.value} points.**`;
  if (crits.some((c) => c.max === undefined)) return `${head} The maximum of some criteria cannot be proven, so the sum cannot be checked.`;
  const parts = crits.map((c) => `\`${c.decl.name.text}\` ${c.max}`).join(" + ");
  const sum = totalInterval(a.model)?.hi.toString() ?? "?";
  const verdict = sum === m.value || Number(sum) === Number(m.value) ? "The criteria add up to it, as the checker proves:" : `The criteria add up to **${sum}**, not ${m.value}:`;
  return `${head}\n\n${verdict} ${parts || "no criteria"} = ${sum}.`;
}

export function explainUnsummed(a: Analysis): string {
  const sets = [...a.model.lets.values()].filter((l) => a.model.pointsDependent.has(l.name)).map((l) => "`" + l.name + "`");
  return `**Points not summed** (§11.1): the law orders by sets of criteria and never adds them, so there is no \`total\`: the results give each criterion's points, the explanations no total, the tables no points column. Rank by the lets that add up each set${sets.length ? ` (${sets.join(", ")})` : ""}.`;
}

export function explainTotal(a: Analysis): string {
  if (a.model.unsummed) return "**`total`** — not in this scheme: it declares its points not summed (§11.1), so reading `total` is AL0419.";
  const names = [...a.model.criteria.keys()].map((n) => "`" + n + "`").join(" + ");
  const iv = totalInterval(a.model);
  const range = iv ? `, from ${iv.lo.toString()} to ${iv.hi.toString()} points` : "";
  return `**\`total\`** — built in: the sum of the points of all criteria (${names || "none declared"})${range}. It is known after scoring, so thresholds, ordering keys and the allocation may use it; eligibility rules may not.`;
}

/** "`total` ranges from 0 to 36" for a threshold of the form `x op constant`. */
function thresholdRange(a: Analysis, cond: A.Expr): string {
  if (cond.kind !== "binary" || !["<", "<=", ">", ">="].includes(cond.op)) return "";
  const iv = interval(a.model, cond.left);
  return iv ? ` ${code(a, cond.left)} ranges from ${iv.lo.toString()} to ${iv.hi.toString()}.` : "";
}

export function explainThreshold(a: Analysis, t: A.ThresholdDecl, path: readonly Construct[]): string {
  const reason = t.otherwise ? ` (reason: “${t.otherwise}”)` : "";
  const fate = t.keepRanked
    ? "Because of `keep ranked`, it keeps its place in the ranking and on the published list, but it is not funded."
    : "It leaves the ranking and is not funded.";
  return [
    titled("Threshold", t.name.text, t.title),
    `After scoring, an application must satisfy ${code(a, t.condition)}. One that does not is **below the threshold**${reason}. ${fate}${thresholdRange(a, t.condition)}`,
    regimeScope(a, path),
  ].join("\n\n");
}
