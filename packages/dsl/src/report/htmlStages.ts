// The stages of an allocation in the HTML report: under a regime's totals, a table of its stages
// (budget, awarded, remaining, and what a reservation left unused or let lapse), and beside each
// ranked application the stage that decided it. Nothing here computes: every figure is a total
// or a field of the result.
import type { ApplicationResult, BudgetTotals, CompiledScheme } from "@allot/runtime";
import type { Formatters } from "./htmlFormat.js";
import type { Messages } from "./messages/catalogue.js";

const esc = (v: unknown): string =>
  String(v ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

interface StageContext {
  readonly m: Messages;
  readonly f: Formatters;
  readonly stageTitles: ReadonlyMap<string, string>;
}

/** The titles of every allocation's stages, by name (a stage without a title: its name). */
export function stageTitles(scheme: CompiledScheme | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of scheme?.regimes ?? []) for (const s of r.allocation.stages ?? []) out.set(s.name, s.title ?? s.name);
  return out;
}

/** The table of a regime's stages, when its allocation has some. */
export function stageTotals(c: StageContext, t: BudgetTotals): string {
  if (!t.stages) return "";
  const { m, f } = c;
  const amount = (x: string | null | undefined) => (x === null ? m.dependsOnTie : x === undefined ? "" : f.amount(x, t.unit));
  const rows = Object.entries(t.stages).map(([name, s]) => `<tr data-stage="${esc(name)}"><th>${esc(c.stageTitles.get(name) ?? name)}</th><td class="num">${esc(amount(s.budget))}</td><td class="num">${esc(amount(s.awarded))}</td><td class="num">${esc(amount(s.remaining))}</td></tr>`);
  const lapsed = t.lapsed && t.lapsed.replace(/[0.]/g, "") !== "" ? `<p class="meta lapsed">${esc(m.lapsed)}: ${esc(f.amount(t.lapsed, t.unit))}</p>\n` : "";
  return `<div class="wrap"><table class="totals stages"><tr><th>${esc(m.stage)}</th><th class="num">${esc(m.budget)}</th><th class="num">${esc(m.awarded)}</th><th class="num">${esc(m.remaining)}</th></tr>${rows.join("")}</table></div>\n${lapsed}`;
}

/** The stage that decided a ranked application, before its explanation. */
export function stageTag(c: StageContext, r: ApplicationResult): string {
  if (r.stage === undefined) return "";
  return `<span class="stage" data-stage="${esc(r.stage)}">${esc(c.m.stage)}: ${esc(c.stageTitles.get(r.stage) ?? r.stage)}</span> `;
}
