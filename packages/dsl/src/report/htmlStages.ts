// The stages and groups of an allocation in the HTML report: under a regime's totals, a table of
// its stages (budget, awarded, remaining, and what a reservation left unused or let lapse) and of
// its capped groups (cap, grants, awarded, funded and all members), and beside each ranked
// application the stage that decided it and its group. Nothing here computes: every figure is a
// total or a field of the result.
import { stageName, type BudgetTotals, type CompiledScheme, type StageTotals } from "@allot/runtime";
import { esc, type Formatters } from "./htmlFormat.js";
import type { UnusedHow } from "./markdown.js";
import { colonOf, fill, messagesFor, type Messages } from "./messages/catalogue.js";

interface StageContext {
  readonly m: Messages;
  readonly f: Formatters;
  readonly stageTitles: ReadonlyMap<string, string>;
  /** the stages whose ranking is `all equal` (`sharedStages`): no place in them is told */
  readonly sharedStages?: ReadonlySet<string>;
  /** where each stage's unused part went, by regime and stage (`stageUnused`) */
  readonly stageUnused: UnusedHow;
  /** a source's citation in the law's style */
  readonly cite: (name: string) => string;
}

/** A budget's own source (`budget … per art3_2`: `budgetSource` in the totals) cited after it, as a statistic's or a step's. */
export function budgetCite(c: StageContext, source: string | undefined): string {
  return source === undefined ? "" : ` <span class="src" title="${esc(source)}">[${esc(c.cite(source))}]</span>`;
}

/** The titles of every allocation's stages, by name (the runtime's `stageName`, as the explanations
 * print them: a stage without a title: its name; a member of a stage per key: the stage's and the
 * member's, "District pools (Old Town)"; the rest
 * of the budget after reservations, which the compiler names in English, in the scheme's language,
 * as the explanations name it). */
export function stageTitles(scheme: CompiledScheme | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const { restStage: rest, restPlaces } = messagesFor(scheme?.language);
  for (const r of scheme?.regimes ?? []) for (const s of r.allocation.stages ?? []) out.set(s.name, s.name === "rest" && s.title === "the rest of the budget" ? rest : s.name === "rest" && s.title === "the rest of the places" ? restPlaces : stageName(s));
  return out;
}

/** The stages whose candidates the law does not rank (`all equal`, its own or the regime's), by name. */
export function sharedStages(scheme: CompiledScheme | undefined): Set<string> {
  const out = new Set<string>();
  for (const r of scheme?.regimes ?? []) for (const s of r.allocation.stages ?? []) if ((s.ranking ?? (s.ranksOwn ? r.ranking : undefined))?.shared) out.add(s.name);
  return out;
}

/**
 * Where each stage's unused part went, by regime and stage name (`regime\u0000stage`), from the
 * scheme: a reservation's setting ("returns", "lapses"), or read by a later stage's budget
 * (`unused <stage>`: "carried"). The HTML's and the Markdown's stage tables both say it.
 */
export function stageUnused(scheme: CompiledScheme | undefined): UnusedHow {
  const out = new Map<string, "returns" | "lapses" | "carried">();
  for (const r of scheme?.regimes ?? []) {
    const stages = r.allocation.stages ?? [];
    for (const s of stages) if (s.unused) out.set(`${r.name}\u0000${s.name}`, s.unused);
    for (const s of stages) for (const j of s.budgetUnused ?? []) if (stages[j]) out.set(`${r.name}\u0000${stages[j]!.name}`, "carried");
  }
  return out;
}

/** The table of regime `regime`'s stages (its totals `t`), when its allocation has some. */
export function stageTotals(c: StageContext, t: BudgetTotals, regime: string): string {
  if (!t.stages) return "";
  const { m, f } = c;
  const amount = (x: string | null | undefined) => (x === null ? m.dependsOnTie : x === undefined ? "" : f.amount(x, t.unit));
  // a stage's unused part, and where it went: back to the budget (the later stages' `left`), lapsed,
  // or carried to a later stage that reads it: its remaining alone would read as money still to be spent
  const anyUnused = Object.values(t.stages).some((s) => s.unused !== undefined);
  // what its indeterminate applications take, where some stage has them: a range after a tie that may leave different remainders
  const anyUndecided = Object.values(t.stages).some((s) => s.undecided !== undefined);
  const undecided = (s: StageTotals) => (s.undecided === undefined ? "" : s.undecidedAtMost !== undefined ? `${amount(s.undecided)} – ${amount(s.undecidedAtMost)}` : amount(s.undecided));
  const unused = (name: string, x: string | undefined) => {
    if (x === undefined) return "";
    const how = c.stageUnused.get(`${regime}\u0000${name}`);
    return `${amount(x)}${how ? ` (${how === "returns" ? m.unusedReturns : how === "lapses" ? m.unusedLapses : m.unusedCarried})` : ""}`;
  };
  const rows = Object.entries(t.stages).map(([name, s]) => `<tr data-stage="${esc(name)}"><th>${esc(c.stageTitles.get(name) ?? name)}</th><td class="num">${esc(amount(s.budget))}${budgetCite(c, s.budgetSource)}</td><td class="num">${esc(amount(s.awarded))}</td>${anyUndecided ? `<td class="num">${esc(undecided(s))}</td>` : ""}<td class="num">${esc(amount(s.remaining))}</td>${anyUnused ? `<td class="num">${esc(unused(name, s.unused))}</td>` : ""}</tr>`);
  const lapsed = t.lapsed && t.lapsed.replace(/[0.]/g, "") !== "" ? `<p class="meta lapsed">${esc(m.lapsed)}${colonOf(m)}${esc(f.amount(t.lapsed, t.unit))}</p>\n` : "";
  return `<div class="wrap"><table class="totals stages"><tr><th>${esc(m.stage)}</th><th class="num">${esc(m.budget)}</th><th class="num">${esc(m.awarded)}</th>${anyUndecided ? `<th class="num">${esc(m.undecided)}</th>` : ""}<th class="num">${esc(m.remaining)}</th>${anyUnused ? `<th class="num">${esc(m.unused)}</th>` : ""}</tr>${rows.join("")}</table></div>\n${lapsed}`;
}

/** The stage that decided a ranked application, before its explanation; `place`: its place in that stage's ranking, where the stages rank on their own (`stagePosition`). */
export function stageTag(c: StageContext, stage: string | undefined, place?: number): string {
  if (stage === undefined) return "";
  // a pool the law does not rank shares its place: said so, with no number (reserve27)
  const shared = place !== undefined && c.sharedStages?.has(stage.replace(/\[.*\]$/, "")) === true;
  const at = place === undefined ? "" : ` — ${shared ? c.m.stagePlaceShared : fill(c.m.stagePlace, { place })}`;
  return `<span class="stage" data-stage="${esc(stage)}"${place === undefined ? "" : shared ? ` data-stage-shared` : ` data-stage-position="${place}"`}>${esc(c.m.stage)}${colonOf(c.m)}${esc(c.stageTitles.get(stage) ?? stage)}${esc(at)}</span> `;
}

/**
 * Beside the status of a row on a reserve list: its place on the list — in the report's status
 * cell and the notice's decision. On a stage's own list (`reserveList`; reserve26) the stage too,
 * named as the stage column names it (fixb26); on the allocation's list, whose status names it,
 * the place alone (reserve27). Nothing for a row on no list.
 */
export function reserveListTag(m: Messages, titles: ReadonlyMap<string, string> | undefined, list: string | undefined, place: number | undefined): string {
  if (place === undefined) return "";
  if (list === undefined) return ` <span class="reserve-list" data-reserve-place="${place}">(${esc(fill(m.reservePlaceOnly, { place }))})</span>`;
  return ` <span class="reserve-list" data-reserve-list="${esc(list)}" data-reserve-place="${place}">(${esc(fill(m.reserveListPlace, { stage: titles?.get(list) ?? list, place }))})</span>`;
}

/** The table of a regime's groups, where its allocation caps them (totals.groups). */
export function groupTotals(c: StageContext, t: BudgetTotals): string {
  // with several groups (§14.12 "Several groups"): a table for each capped group, headed by its name
  if (t.byGroup) return Object.entries(t.byGroup).map(([name, groups]) => groupTable(c, t, groups, name)).join("");
  if (!t.groups || Object.keys(t.groups).length === 0) return "";
  return groupTable(c, t, t.groups, undefined);
}

function groupTable(c: StageContext, t: BudgetTotals, totals: NonNullable<BudgetTotals["groups"]>, name: string | undefined): string {
  const { m, f } = c;
  const groups = Object.entries(totals);
  // a column only for what the caps set: an amount, a number of grants (words23: no empty column)
  const limits = groups.some(([, g]) => g.limit !== undefined);
  const grants = groups.some(([, g]) => g.grants !== undefined);
  const rows = groups.map(
    ([key, g]) =>
      `<tr data-group="${esc(key)}"><th>${esc(key)}</th>${limits ? `<td class="num">${esc(g.limit === undefined ? "" : f.amount(g.limit, t.unit))}</td>` : ""}${grants ? `<td class="num">${esc(g.grants ?? "")}</td>` : ""}<td class="num">${esc(f.amount(g.awarded, t.unit))}</td><td class="num">${esc(g.funded)}</td><td class="num">${esc(g.members)}</td></tr>`,
  );
  return `<div class="wrap"><table class="totals groups"${name === undefined ? "" : ` data-groups="${esc(name)}"`}><tr><th>${esc(name ?? m.group)}</th>${limits ? `<th class="num">${esc(m.groupCap)}</th>` : ""}${grants ? `<th class="num">${esc(m.groupGrants)}</th>` : ""}<th class="num">${esc(m.awarded)}</th><th class="num">${esc(m.groupFunded)}</th><th class="num">${esc(m.groupMembers)}</th></tr>${rows.join("")}</table></div>\n`;
}

/** The group a ranked application belongs to, before its explanation. */
export function groupTag(c: StageContext, group: string | undefined, groups?: Readonly<Record<string, string>>): string {
  if (group === undefined) return "";
  // with several groups: each group's key, named by its group ("State: AZ Applicant: Navajo Nation")
  if (groups) return Object.entries(groups).map(([name, key]) => `<span class="group" data-group="${esc(key)}" data-groups="${esc(name)}">${esc(name)}${colonOf(c.m)}${esc(key)}</span> `).join("");
  return `<span class="group" data-group="${esc(group)}">${esc(c.m.group)}${colonOf(c.m)}${esc(group)}</span> `;
}
