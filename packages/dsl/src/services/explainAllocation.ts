// Plain-words explanations of the allocation (budget, amount, boundary policy, pro rata,
// reserve list) and of the publication (deadline, columns, labels).
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import { stageWords } from "./explainStages.js";
import { messagesFor, objectionText } from "../report/messages/catalogue.js";
import { boundaryPolicyWords, code, eachKey, proRataClauseWords, remainderWords, resultColumnWords, roundingWords, statusWords, typeWords } from "./describe.js";
import { sourceMarkdown } from "./legal.js";

function allocationOwner(a: Analysis, d: A.AllocationDecl): string {
  const named = a.model.regimes.filter((x) => x.allocation === d && x.decl).map((x) => "`" + x.name + "`");
  if (named.length === 0) return "";
  return named.length === 1 ? ` of regime ${named[0]}` : ` (used by regimes ${named.join(", ")})`;
}

function boundaryWords(a: Analysis, v: A.Expr): string {
  const ty = a.model.types.get(v);
  if (ty?.k === "word") return boundaryPolicyWords[ty.word] ?? `\`${ty.word}\``;
  if (ty?.k === "enum") return `decided per call by ${code(a, v)}, one of:\n\n${ty.members.map((m) => `- ${boundaryPolicyWords[m] ?? "`" + m + "`"}`).join("\n")}`;
  return `given by ${code(a, v)}`;
}

export function explainItem(a: Analysis, it: A.AllocItem): string {
  switch (it.kind) {
    case "budget":
      if (it.value === "unlimited") return "**No budget limit**: every application that reaches the allocation is funded.";
      return `**Budget**: ${code(a, it.value)}, ${typeWords(a.model.types.get(it.value))}. Applications are funded in ranking order while it lasts.`;
    case "amount":
      return `**Amount granted**: each funded application is granted ${code(a, it.value)} (${typeWords(a.model.types.get(it.value))}).`;
    case "boundary":
      return `**At the budget boundary** — what happens to the first application in the ranking that does not fit in the remaining budget: ${boundaryWords(a, it.value)}`;
    case "prorata": {
      const rounding = roundingWords[it.mode.text] ?? `\`${it.mode.text}\``;
      const rest = it.remainder ? remainderWords[it.remainder.text] ?? `the remainder goes by \`${it.remainder.text}\`` : "where the amount left over by rounding goes is not decided yet";
      return `**Pro rata**: when the amounts of the ranked applications exceed the budget, each is granted the same share of its amount (budget ÷ sum of the amounts), rounded ${rounding} to a multiple of ${it.step || "?"}; ${rest}. When they do not exceed the budget, each is funded in full.${proRataClauseWords(it)}`;
    }
    case "reserve":
    {
      // the law's name for the list (`reserve all "die Nachrückliste"`): the explanations and notices say it
      const named = it.title !== undefined && it.title.trim() !== "" ? ` “${it.title.trim()}”` : "";
      const called = named ? ` The law calls it${named}: the explanations, the reasons and the notices name it so.` : "";
      // `after the last funded` (§14.11): the list begins after the last application funded
      const after = it.after ? " ranked after the last application funded (one not funded ranked before it is not on the list; with no grant at all, from the top)" : "";
      if (it.all) return `**Reserve list${named}**: every ranked application that is not funded${after} is placed on the reserve list, in ranking order.${called}`;
      return `**Reserve list${named}**: the first ${it.size ? code(a, it.size) : it.count} applications that are not funded${after}, in ranking order, are placed on a reserve list.${called}`;
    }
    case "quota":
      if (it.figure) return `**Quota${it.title ? ` “${it.title}”` : ""}**: the ${code(a, it.figure)} of the grants awarded${it.when ? ` to applications for which ${code(a, it.when)} holds` : ""} together come to at most ${code(a, it.limit)}; an application whose ${code(a, it.figure)} exceeds what is left of it is not funded (later ones may still be), though it fits the budget.`;
      return `**Quota${it.title ? ` “${it.title}”` : ""}**: ${it.when ? `applications for which ${code(a, it.when)} holds` : "all applications"} are together granted at most ${code(a, it.limit)}; once it is used up, such an application is not funded (later ones may still be), while the others go on drawing on the budget.`;
    case "reservation":
      return `**Reservation${it.title ? ` “${it.title}”` : ""}**: at least ${code(a, it.limit)} is kept for applications for which ${code(a, it.when)} holds; they are walked first against it, those it does not fund go on to the rest, and what it does not use ${it.unused.map((w) => w.text).join(" ") === "unused lapses" ? "lapses" : "returns to what is left"}.`;
    case "stage":
      return stageWords(a, it);
    case "group": {
      const parts = it.items.map((g) => (g.kind === "together" ? "funded together or not at all (the group asks the sum of its members' amounts)" : g.kind === "unlisted" ? "an application a cap of the group has no room for is not on the reserve list" : g.kind === "share" ? `a group that straddles the budget under a partial grant shares what is left pro rata, rounded ${roundingWords[g.mode.text] ?? g.mode.text} to ${g.step}${proRataClauseWords(g).replace(/\.$/, "")}` : g.unitWord ? `at most ${code(a, g.value)} grants per group${eachKey(a, g.value)}` : `at most ${code(a, g.value)} per group in total${eachKey(a, g.value)}`));
      return `**Group${it.title ? ` “${it.title}”` : ""}** by ${code(a, it.key)}: applications with the same value belong together${parts.length ? `; ${parts.join("; ")}` : ""}.`;
    }
    case "settle":
      return `**Settlement**: after the allocation, each funded application is paid ${code(a, it.pay)}${it.instead ? ` instead of ${code(a, it.instead)}` : " instead of the amount awarded"}; the result shows both.`;
    case "firstcome":
      return `**First come, first served**: applications are taken in the order of receipt (the ranking's first key); once the budget is used up, every application received later is refused for lack of budget without being assessed.${it.overshoot ? ` Whether a lottery orders one moment's applications is measured on what they *requested*, ${code(a, it.overshoot)}, summed over all of them before assessment.` : ""}`;
  }
}

export function explainAllocation(a: Analysis, d: A.AllocationDecl): string {
  const items = d.items.map((it) => `- ${explainItem(a, it).replace(/\n\n/g, "\n  ")}`);
  // no ranking (an entitlement, §14.14): no order decides, and the hover says so
  const unordered = a.model.regimes.some((x) => x.allocation === d && !x.ranking);
  const how = unordered
    ? "**Without a ranking**: every eligible application is granted its amount, or, where the amounts pass the budget, its share pro rata; no order decides an outcome, and none is shown (no position in the explanations or the reports)."
    : "Walks the ranking in order and grants each application its amount while the budget lasts.";
  return [`**Allocation**${allocationOwner(a, d)}`, how, items.join("\n") || "_(no items yet)_"].join("\n\n");
}

/** `rows funded` / `rows ranked` (§16.2): which applications the published list has. */
export function explainRows(r: A.RowsItem): string {
  return r.which.text === "funded"
    ? "**Published rows**: only the applications granted — funded in full, in part or pro rata — in ranking order; the others are not on the list (their results and notices are unchanged)."
    : "**Published rows**: every ranked application, in ranking order (the default).";
}

export function explainDeadline(a: Analysis, d: A.DeadlineItem): string {
  const cal = d.calendar ? `, counted with the \`${d.calendar.text}\` holiday calendar${d.closed ? ` and the office's closing days the call lists in ${code(a, d.closed)}` : ""}` : "";
  return `**Publication deadline**: the list is published within ${d.count} ${d.unit.text} ${d.unit2.text} after ${code(a, d.after)}${cal}.`;
}

function columnWords(a: Analysis, c: A.Column): string {
  const label = c.label ? ` as “${c.label}”` : "";
  if (c.value === "amount") return `- the amount granted${label}`;
  if (typeof c.value === "string") return `- \`${c.value}\`${label}: ${resultColumnWords[c.value] ?? "a built-in column"}`;
  const v = c.value;
  const builtin = v.kind === "name" ? resultColumnWords[v.name.text] : undefined;
  const ref = v.kind === "name" ? a.model.refs.find((r) => r.span.start === v.span.start && r.span.end === v.span.end) : undefined;
  const what = builtin && (!ref || ref.symbol.kind === "variable") ? builtin : typeWords(a.model.types.get(v));
  return `- ${code(a, v)}${label}: ${what}`;
}

export function explainColumns(a: Analysis, c: A.ColumnsItem): string {
  return [`**Published columns**, in this order:`, c.columns.map((x) => columnWords(a, x)).join("\n")].join("\n\n");
}

export function explainPublish(a: Analysis, p: A.PublishDecl): string {
  const parts = ["**Publication** of the list of applications"];
  if (p.deadline) parts.push(explainDeadline(a, p.deadline));
  if (p.columns) parts.push(explainColumns(a, p.columns));
  return parts.join("\n\n");
}

export function explainLabels(l: A.LabelsDecl): string {
  const rows = l.entries.map((e) => `- \`${e.status.text}\`${statusWords[e.status.text] ? ` (${statusWords[e.status.text]})` : ""} → “${e.text}”`);
  return ["**Labels**: the words the results and the published list use for each outcome:", rows.join("\n")].join("\n\n");
}


/**
 * `notice { … }` (§16.4): the date the notices bear, and the objection clause as the notice words
 * it, in the scheme's language (report/notice.ts's words, with the notice's date left as words).
 */
export function explainNotice(a: Analysis, n: A.NoticeDecl): string {
  const language = a.model.scheme?.properties.find((p) => p.key.text === "language")?.value;
  const parts = ["**Decision notice**: the date each notice bears and the right to object, as `allot notices` states them"];
  parts.push(n.date ? `Dated ${code(a, n.date.value)}.` : "Dated with the publication date (`allot notices --published`).");
  const o = n.objection;
  if (o?.body) {
    const unit = o.unit.text.replace(/s$/, "");
    if (unit === "day" || unit === "week" || unit === "month") {
      const t = objectionText(messagesFor(language), (d) => d, { count: o.count, unit, body: o.body.text, ...(o.form ? { form: o.form.text } : {}) }, undefined, undefined);
      parts.push(`> ${t.clause}`);
      if (o.calendar) parts.push(`A last day that is not a working day of the \`${o.calendar.text}\` calendar moves to the next working day.`);
    }
  }
  // the clause's own source where it is not the block's (the hover cites the block's): quoted too
  const own = o?.citation?.source.text;
  if (own && own !== n.citation?.source.text) parts.push(sourceMarkdown(a, own, "Legal source of the right to object"));
  return parts.join("\n\n");
}
