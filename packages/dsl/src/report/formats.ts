// The result formats by name: JSON (the canonical form), CSV, Markdown and the HTML report, each
// as text chunks made from a `ResultTable` (report/sink.ts writes them), row by row: no format
// ever holds the whole result as one string.
import { ObjectTable, type CompiledScheme, type ResultTable, type SelectionResult } from "@allot/runtime";
import { htmlReportChunks } from "./html.js";
import { resultCsv, type StageNames } from "./csv.js";
import { stageTitles, stageUnused } from "./htmlStages.js";
import { resultJson } from "./json.js";
import { resultMarkdown, type PlaceUnits, type SharedStages, type UnusedHow } from "./markdown.js";
import { textOf, type Chunks } from "./sink.js";

/** The formats `allot run --format` takes. */
export const resultFormats = ["json", "csv", "md", "html"] as const;

/** The result in `format`, as chunks to write one after the other. */
export function resultChunks(table: ResultTable, format: string, scheme?: CompiledScheme): Chunks {
  if (format === "json") return resultJson(table);
  // a scheme without criteria gives no application points: no points column (never a value the law does not give)
  // nor where the scheme's points are not summed (§11.1): no total to show
  const points = !scheme || (scheme.criteria.length > 0 && !scheme.unsummed);
  if (format === "csv") return resultCsv(table, points, stageNames(table, scheme));
  if (format === "md") return resultMarkdown(table, points, stageNames(table, scheme), unusedHow(scheme), requestedHead(scheme), sharedStages(scheme), placeUnits(scheme));
  if (format === "html") return htmlReportChunks(table, scheme);
  throw new Error(`no ${format} report yet`);
}

/**
 * Where the call has stages, the name its tables' `stage` column shows for each: the stage's
 * title, else its name (from the scheme; without one, from the rows: a stage's name as the JSON's
 * `stage` gives it). Undefined where no allocation has stages: the tables keep their columns.
 */
export function stageNames(table: ResultTable, scheme?: CompiledScheme): StageNames | undefined {
  if (scheme) return scheme.regimes.some((r) => r.allocation.stages?.length) ? stageTitles(scheme) : undefined;
  for (let i = 0; i < table.length; i++) if (table.stage(i) !== undefined) return new Map();
  return undefined;
}

/**
 * The Markdown totals' `requested` column: the sum of the amounts asked, or where the scheme
 * computes the amounts (`amount` of a `let`) of those computed for the applications considered,
 * which nobody asked (words24); "requested or computed" where its regimes differ.
 */
export function requestedHead(scheme?: CompiledScheme): string {
  const computed = scheme?.regimes.filter((r) => r.allocation.amountSteps).length ?? 0;
  return computed === 0 ? "requested" : computed === scheme!.regimes.length ? "computed" : "requested or computed";
}

/** The unit of each regime that allocates places, by its name: its quantity's (`unit "kW"`), else "places" — the totals' `unit` is a currency, empty for places (words30). */
export function placeUnits(scheme?: CompiledScheme): PlaceUnits {
  const out = new Map<string, string>();
  for (const r of scheme?.regimes ?? []) if (r.allocation.places) out.set(r.name, r.allocation.quantityUnit ?? "places");
  return out;
}

/** Where each stage's unused part went (markdown.ts `UnusedHow`, by regime and stage): htmlStages.ts `stageUnused`, which the HTML report reads too. */
export const unusedHow = (scheme?: CompiledScheme): UnusedHow => stageUnused(scheme);

/** The stages whose ranking is `all equal` (§13.7), as `regime\u0000stage`: a pool the law does not rank. */
export function sharedStages(scheme?: CompiledScheme): SharedStages {
  const out = new Set<string>();
  for (const r of scheme?.regimes ?? []) for (const st of r.allocation.stages ?? []) if ((st.ranking ?? r.ranking).shared) out.add(`${r.name}\u0000${st.name}`);
  return out;
}

/** The whole text of a result in `format` (for small results; `resultChunks` streams). */
export function formatResult(r: SelectionResult, format: string, scheme?: CompiledScheme): string {
  return textOf(resultChunks(new ObjectTable(r, unordered(scheme), unorderedRegimes(scheme), membered(scheme)), format, scheme));
}

/** Whether the scheme has a stage per key (its tables' `member` column, as the engine's `Run.membered`), or undefined without a scheme. */
export function membered(scheme?: CompiledScheme): boolean | undefined {
  return scheme?.regimes.some((r) => r.allocation.stages?.some((s) => s.member !== undefined) === true);
}

/** The regimes without a ranking where another has one (their rows show no position in the tables), or undefined. */
export function unorderedRegimes(scheme?: CompiledScheme): ReadonlySet<string> | undefined {
  const names = scheme?.regimes.filter((r) => r.ranking.unordered === true).map((r) => r.name) ?? [];
  return names.length > 0 && names.length < scheme!.regimes.length ? new Set(names) : undefined;
}

/** Whether the scheme has no ranking (an entitlement, §14.14): its tables have no position column; undefined without a scheme. */
export function unordered(scheme?: CompiledScheme): boolean | undefined {
  return scheme ? scheme.regimes.every((r) => r.ranking.unordered === true) : undefined;
}
