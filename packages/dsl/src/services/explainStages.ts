// Hover words for the parts of an allocation that have parts of their own: a stage's items
// (budget, boundary, admission, threshold, what happens to the unfunded) and a group's items
// (together, caps, pro rata). Each item may cite its own source; hovering it shows that item
// with the law it cites, not only the stage or group around it.
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import type { Span } from "../span.js";
import { boundaryPolicyWords, code, eachKey, proRataClauseWords, roundingWords } from "./describe.js";
import { sourceMarkdown } from "./legal.js";

const stageName = (st: A.StageDecl) => (st.title ? `“${st.title}”` : `\`${st.name.text}\``);

function stageItemWords(a: Analysis, st: A.StageDecl, it: A.StageItem): string {
  const of = `stage ${stageName(st)}`;
  switch (it.kind) {
    case "budget":
      return `**Budget of ${of}**: ${code(a, it.value)}, computed when the stage starts, rounded down to the currency's units and never more than \`left\` — what the earlier stages left of the allocation's budget.`;
    case "boundary":
      return `**At the boundary, in ${of}**: ${boundaryPolicyWords[a.text.slice(it.value.span.start, it.value.span.end)] ?? `given by ${code(a, it.value)}`}.`;
    case "threshold":
      return `**Admission threshold of ${of}**: a candidate for which ${code(a, it.value)} does not hold is not admitted to the next stage.`;
    case "admit":
      return it.how === "first"
        ? `**Admission, ${of}**: the first ${code(a, it.value)} of its candidates in ranking order are admitted to the next stage (a tie at the cut is admitted whole); the others are not funded.`
        : it.how === "closest"
          ? `**Admission, ${of}**: its candidates are admitted in ranking order up to the place where their requests' sum is closest to ${code(a, it.value)}${it.floor ? `, of the sums not less than ${code(a, it.floor)}` : ""} (a tie is one place, admitted whole; at equal distances the sum above; where no sum reaches ${it.floor ? "the floor" : "it"}, all of them); the others are not funded.`
          : `**Admission, ${of}**: as many candidates as needed for their requests to reach ${code(a, it.value)} are admitted to the next stage (a tie at the cut is admitted whole); the others are not funded.`;
    case "setting": {
      const words = it.words.map((w) => w.text).join(" ");
      if (words === "unfunded go on") return `**\`unfunded go on\`**: an application ${of} considers and does not fund may be funded by a later stage.`;
      if (words === "unfunded stay out") return `**\`unfunded stay out\`**: an application ${of} considers and does not fund is not considered again ("not considered again: those this stage does not fund stay out").`;
      return `**\`${words}\`** in ${of}.`;
    }
    case "prorata":
      return `**At the boundary, in ${of}, pro rata**: the applications tied across the stage's budget share what the stage has left in proportion to their requests, rounded ${a.text.slice(it.mode.span.start, it.mode.span.end)} to ${it.step}.${proRataClauseWords(it)}`;
    case "ranking":
      return `**Ranking of ${of}**: the stage ranks its candidates by its own ranking, not the allocation's.`;
    case "regimeRanking":
      return `**Ranking of ${of}**: the stage ranks its own candidates by the regime's ranking, its ties broken as that ranking says within the stage; the results give each application's place in the ranking of the stage that decided it.`;
    case "reserve": {
      const each = st.forEach ? `: one list per member of \`${st.forEach.text}\`, each numbered from 1` : ", numbered from 1";
      // the law's name for the list, said as the allocation's hover says it (review34 H1); who is on it as
      // §14.11 has it: a candidate passed on to a later stage that keeps its own list is on that one's
      const named = it.title !== undefined && it.title.trim() !== "" ? ` “${it.title.trim()}”` : "";
      const called = named ? ` The law calls it${named}: the explanations, the reasons and the notices name it so.` : "";
      const who = "of the stage that no stage funds, and that no later stage keeping its own list decides,";
      const size = it.all ? `Every candidate ${who} is placed` : `The first ${it.size ? code(a, it.size) : it.count} candidates ${who} are placed`;
      return `**Reserve list${named} of ${of}**: ${size} on the stage's own reserve list, in the stage's ranking order${each}. The results give each application's place and its list (\`reserveList\`).${called}`;
    }
  }
}

/** The whole stage, in words: whom it considers, what it spends or admits, its boundary, the unfunded. */
export function stageWords(a: Analysis, st: A.StageDecl): string {
  const admit = st.items.find((x): x is Extract<A.StageItem, { kind: "admit" }> => x.kind === "admit");
  const budget = st.items.find((x): x is Extract<A.StageItem, { kind: "budget" }> => x.kind === "budget");
  const boundary = st.items.find((x): x is Extract<A.StageItem, { kind: "boundary" }> => x.kind === "boundary");
  const setting = st.items.find((x): x is Extract<A.StageItem, { kind: "setting" }> => x.kind === "setting")?.words.map((w) => w.text).join(" ");
  const whom = st.when ? `considers the applications for which ${code(a, st.when)} holds` : "considers every application not yet funded";
  // a stage per key (§14.7.4): one walk per member, each with its own candidates and budget
  const each = st.forEach
    ? ` It is walked once for each member of \`${st.forEach.text}\`${st.among ? ` among ${code(a, st.among)}, in the order written` : ", in the order declared"}: each walk considers the applications of its member only, reads the member where its budget reads \`${st.forEach.text}\`, and spends its own budget; the explanations and the totals name the member.`
    : "";
  const parts = [
    admit
      ? admit.how === "first"
        ? `admits the first ${code(a, admit.value)} of them in ranking order to the next stage, which funds`
        : admit.how === "closest"
          ? `admits those whose requests come closest to ${code(a, admit.value)}${admit.floor ? ` (not less than ${code(a, admit.floor)})` : ""} to the next stage, which funds`
          : `admits as many as needed for their requests to reach ${code(a, admit.value)} to the next stage, which funds`
      : `funds them in ranking order against its own budget${budget ? ` ${code(a, budget.value)}` : ""}`,
    ...(boundary ? [`with its own boundary policy ${code(a, boundary.value)}`] : []),
    ...(setting === "unfunded go on" ? ["those it does not fund go on to the later stages"] : setting === "unfunded stay out" ? ["those it does not fund stay out"] : []),
  ];
  return `**${admit ? "Admission stage" : "Stage"} ${stageName(st)}**: ${whom}; ${parts.join("; ")}.${each}`;
}

function groupItemWords(a: Analysis, g: A.GroupItem): string {
  switch (g.kind) {
    case "together":
      return "**`together`**: the group is funded together or not at all — one unit in the walk, asking the sum of its members' amounts; refused whole if any member is not a candidate.";
    case "unlisted":
      return "**`not on the reserve list`**: an application a cap of this group has no room for is not on the reserve list (a limit per applicant, not a credit fixed for the group; language.md §14.12).";
    case "cap":
      return g.unitWord ? `**At most ${code(a, g.value)} grants per group**${eachKey(a, g.value)}: a member that would pass the number is not funded, whatever the boundary policy.` : `**At most ${code(a, g.value)} per group**${eachKey(a, g.value)}: a unit that would pass what its group may be granted in total is not funded, whatever the boundary policy.`;
    case "share":
      return `**Pro rata within a group**: the \`together\` group that straddles the budget under a partial grant shares what is left in proportion to its members' amounts, rounded ${roundingWords[g.mode.text] ?? `\`${g.mode.text}\``} to ${g.step}${g.remainder ? `, the remainder by \`${g.remainder.text}\`` : ""}.${proRataClauseWords(g)}`;
  }
}

const within = (s: Span, offset: number) => s.start <= offset && offset <= s.end;

/**
 * Hover on an item inside a stage or a group that cites its own source: the item, the law it
 * cites, then the stage or group it belongs to. Undefined elsewhere (the stage or group answers).
 */
export function subItemMarkdown(a: Analysis, it: A.AllocItem, offset: number): { span: Span; markdown: string } | undefined {
  if (it.kind !== "stage" && it.kind !== "group") return undefined;
  const items: ReadonlyArray<A.StageItem | A.GroupItem> = it.items;
  const sub = items.find((x) => within(x.span, offset));
  // `not on the reserve list` (§14.12) answers for itself even uncited: the group's hover does not say what it does
  if (!sub || (!sub.citation && sub.kind !== "unlisted")) return undefined;
  const words = it.kind === "stage" ? stageItemWords(a, it, sub as A.StageItem) : groupItemWords(a, sub as A.GroupItem);
  const whole = it.kind === "stage" ? stageWords(a, it) : `Part of the group by ${code(a, it.key)}.`;
  return { span: sub.span, markdown: [words, ...(sub.citation ? [sourceMarkdown(a, sub.citation.source.text)] : it.citation ? [sourceMarkdown(a, it.citation.source.text, "Legal source (cited by the enclosing group)")] : []), "---", whole].join("\n\n") };
}
