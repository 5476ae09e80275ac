// Hover texts for the built-in words that read like a function call but are not one: the column
// `stage_position(<stage>)` (language.md §16.2), the list `applications(eligible)` of an aggregate
// over the call (§8.12), and `round(x, -2, down)` to a multiple of a power of ten (§8.7). With the
// law the construct cites where it cites one, as hover.ts does for every construct.
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import { writtenPlaces } from "../ast/roundPlaces.js";
import { functionWords, roundingWords } from "./describe.js";
import { citedMarkdown } from "./legal.js";
import type { Construct } from "./walk.js";

export const applicationsWords: Record<string, string> = {
  applications:
    "**`applications`** — every application of the call (language.md §8.12): the list of an aggregate over the whole call, `count(m in applications: …)`, `sum`, `min`, `max`, `mean`. A member is read by its input fields (`m.requested`). Such an aggregate is a value of the call: a budget may read it.",
  eligible:
    "**`applications(eligible)`** — the applications of the call that meet the eligibility rules, their regime's and the scheme's (language.md §8.12): the list of `count(m in applications(eligible): …)` and the like, as `peers(k, eligible)` is of a group. A member is read by its input fields and its points (`m.total`, `m.<criterion>`); an application refused later (below a threshold) is still counted. It may not be read in eligibility (AL0650).",
};

/** 100 for -2, as a figure a drafter reads ("whole hundreds"). */
function multiple(places: number): string {
  const words: Record<number, string> = { 1: "tens", 2: "hundreds", 3: "thousands", 6: "millions" };
  return words[-places] ? `whole ${words[-places]} (a multiple of ${10 ** -places})` : `a multiple of ${10 ** -places}`;
}

/** The hover of a built-in call at its name, or undefined where hover.ts says what it says of every function. */
export function builtinMarkdown(a: Analysis, e: A.CallExpr, path: readonly Construct[]): string | undefined {
  const inner = path.filter((c) => c.kind !== "citation");
  const c = inner[inner.length - 1];
  if (e.fn.text === "stage_position" && c?.kind === "columns") {
    const arg = e.args[0]?.value;
    const stage = arg?.kind === "name" ? `\`${arg.name.text}\`` : "named";
    const title = `**\`stage_position(${arg?.kind === "name" ? arg.name.text : "…"})\`** — a published column (language.md §16.2): the place of the application in the ranking of the stage ${stage}, whichever stage decided it; of a stage per key, the place in the list of the member that ranked it (the results' \`stagePlaces\`). Empty where that stage did not rank it. \`stage_position\` alone is the place in the stage that decided it.`;
    return [title, citedMarkdown(a, inner)].join("\n\n");
  }
  if (e.fn.text === "applications") {
    const arg = e.args[0]?.value;
    return arg?.kind === "name" && arg.name.text === "eligible" ? applicationsWords.eligible : applicationsWords.applications;
  }
  if (e.fn.text === "round") {
    const places = writtenPlaces(e.args[1]?.value);
    const mode = e.args[2]?.value;
    if (places === undefined || places >= 0) return undefined;
    const how = mode?.kind === "name" && roundingWords[mode.name.text] ? `, ${roundingWords[mode.name.text]} (\`${mode.name.text}\`)` : "";
    return `**Built-in function** ${functionWords.round}.\n\nHere the places are negative (${places}): the value is rounded to ${multiple(places)}${how}, as a spreadsheet's ROUND does — "auf volle 100 Euro abgerundet" is \`round(x, -2, down)\` (language.md §8.7).`;
  }
  return undefined;
}
