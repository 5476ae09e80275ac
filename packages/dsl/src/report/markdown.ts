// The result as Markdown: a heading, the table of results, the totals, the stages of an allocation
// with stages (and what reservations let lapse), the statistics, the capped groups and the
// unresolved ties, streamed row by row from a `ResultTable`. Text from the scheme or the input is escaped: `&`,
// `<` and `>` become entities (no raw HTML such as `<script>` reaches a renderer), the characters
// with a meaning inside a line (`\`, `` ` ``, `*`, `[`, `]`, `|`) get a backslash (a pipe would
// otherwise split a table cell, brackets would make a link), and line breaks become spaces.
import type { ResultTable } from "@allot/runtime";
import { statisticCells, statisticColumns, statisticRows, statisticsOf } from "./statistics.js";
import { columnsOf, LINES_CHARS, resultCells, type StageNames } from "./csv.js";

const entities: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** Any character mdText changes. */
const special = /[&<>\\`*[\]|\r\n\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** `v` as text safe inside a line or a table cell of Markdown, and on a terminal. */
export function mdText(v: unknown): string {
  const s = v === null || v === undefined ? "" : String(v);
  // most cells (ids, statuses, amounts) have nothing to escape: one test instead of three replacements
  if (!special.test(s)) return s;
  return (
    s
      .replace(/[&<>]/g, (c) => entities[c]!)
      .replace(/[\\`*[\]|]/g, "\\$&")
      .replace(/\r\n|[\r\n]/g, " ")
      // a control (an escape sequence a terminal would obey: the table goes to standard output) or
      // a bidirectional override (a cell drawn backwards) is shown as its code, as the HTML report does
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`)
  );
}

/** Where a stage's unused part went, by regime and stage name (`regime\u0000stage`): a reservation's `unused returns`/`lapses`, or read by a later stage's budget (`unused <stage>`). */
export type UnusedHow = ReadonlyMap<string, "returns" | "lapses" | "carried">;
/** The stages, by regime and name ("main\u0000shared"), whose ranking is `all equal` (§13.7): their coefficient is what was left over what they asked, no tie's. */
export type SharedStages = ReadonlySet<string>;
/** The unit of each regime that allocates places (formats.ts `placeUnits`): "kW", "places". */
export type PlaceUnits = ReadonlyMap<string, string>;
const UNUSED_WORDS = { returns: "(returned to the budget)", lapses: "(lapsed)", carried: "(carried to a later stage)" } as const;

const row = (cells: readonly unknown[]) => `| ${cells.map(mdText).join(" | ")} |\n`;

/** The result as Markdown, ending with a line break: what `allot run --format md` prints. `points`, `stages`: as `columnsOf` (csv.ts); `requestedHead`: the totals' `requested` column (formats.ts `requestedHead`); `placeUnits`: the totals' unit of a regime of places, whose `unit` is empty. */
export function* resultMarkdown(table: ResultTable, points = true, stages?: StageNames, unusedHow?: UnusedHow, requestedHead = "requested", shared?: SharedStages, placeUnits?: PlaceUnits): Generator<string> {
  yield `# ${mdText(table.scheme)}${table.version ? ` (version ${mdText(table.version)})` : ""}\n\n`;
  const columns = columnsOf(table, points, stages);
  yield `| ${columns.join(" | ")} |\n|${columns.map(() => "---").join("|")}|\n`;
  let lines = "";
  for (let i = 0; i < table.length; i++) {
    lines += row(resultCells(table, i, points, stages));
    if (lines.length >= LINES_CHARS) {
      yield lines;
      lines = "";
    }
  }
  if (lines) yield lines;
  yield `\n## Totals\n\n| regime | unit | budget | ${requestedHead} | awarded | undecided | remaining |\n|---|---|---|---|---|---|---|\n`;
  for (const [k, t] of Object.entries(table.totals)) yield row([k, t.unit || placeUnits?.get(k) || "", t.budget ?? "unlimited", t.requested, t.awarded, t.undecided, t.remaining ?? (t.budget === null ? "unlimited" : "indeterminate")]);
  // a pro-rata allocation's coefficient (budget / requested), which the law multiplies every grant by
  for (const [k, t] of Object.entries(table.totals)) if (t.proRataCoefficient !== undefined) yield `\nPro rata coefficient (${mdText(k)}): ${mdText(t.proRataCoefficient)}${t.proRataCoefficientExact !== undefined ? ` (the fraction ${mdText(t.proRataCoefficientExact)} rounded as the law says)` : " = budget / requested"}.\n`;
  // the stages (totals.stages): without them the totals do not add up where a reservation's unused
  // part lapsed (awarded + undecided + remaining + lapsed = budget, §14.8)
  const staged = Object.entries(table.totals).filter(([, t]) => t.stages && Object.keys(t.stages).length);
  if (staged.length) {
    // the stage's totals as the JSON gives them: `undecided` (a range up to `undecidedAtMost` after a
    // tie with different remainders, mendstage29) and `admitted` where a stage has them;
    // `unused` is part of `remaining` (never added to it), told with where it went (fix19)
    const all = staged.flatMap(([, t]) => Object.values(t.stages!));
    const undecided = all.some((x) => x.undecided !== undefined);
    const admitted = all.some((x) => x.admitted !== undefined);
    const heads = ["regime", "stage", "budget", "awarded", ...(undecided ? ["undecided"] : []), "remaining", "unused, of the remaining", ...(admitted ? ["admitted"] : [])];
    yield `\n## Stages\n\n| ${heads.join(" | ")} |\n|${heads.map(() => "---").join("|")}|\n`;
    const unused = (regime: string, name: string, x: string | undefined) => {
      const how = unusedHow?.get(`${regime}\u0000${name}`);
      return x === undefined ? "" : `${x}${how ? ` ${UNUSED_WORDS[how]}` : ""}`;
    };
    // each stage by the title its rows' `stage` cells show (a stage without one: its name)
    for (const [k, t] of staged) for (const [name, x] of Object.entries(t.stages!)) yield row([k, stages?.get(name) ?? name, x.budget ?? "indeterminate", x.awarded, ...(undecided ? [x.undecided === undefined ? "" : x.undecidedAtMost !== undefined ? `${x.undecided} to ${x.undecidedAtMost}` : x.undecided] : []), x.remaining ?? "indeterminate", unused(k, name, x.unused), ...(admitted ? [x.admitted ?? ""] : [])]);
    // a stage's pro-rata boundary: its coefficient, as the allocation's is given above
    for (const [k, t] of staged) for (const [name, x] of Object.entries(t.stages!)) if (x.proRataCoefficient !== undefined) yield `\nPro rata coefficient (${mdText(k)}, stage ${mdText(stages?.get(name) ?? name)}): ${mdText(x.proRataCoefficient)}${x.proRataCoefficientExact !== undefined ? ` (the fraction ${mdText(x.proRataCoefficientExact)} rounded as the law says)` : ` = what was left / what ${shared?.has(`${k}\u0000${name.replace(/\[.*\]$/, "")}`) ? "they" : "the tie"} asked`}.\n`;
    for (const [k, t] of staged) if (t.lapsed && t.lapsed.replace(/[-0.]/g, "") !== "") yield `\nLapsed (${mdText(k)}): ${mdText(t.lapsed)} ${mdText(t.unit)}, unused by reservations and not returned to the budget.\n`;
  }
  const stats = statisticsOf(table);
  if (stats.length) {
    yield `\n## Statistics\n\n| ${statisticColumns.join(" | ")} |\n|${statisticColumns.map(() => "---").join("|")}|\n`;
    for (const r of statisticRows(stats)) yield row(statisticCells(r));
  }
  // the capped groups (totals.groups): what each was awarded against its cap
  const capped = Object.entries(table.totals).filter(([, t]) => t.groups && Object.keys(t.groups).length);
  if (capped.length) {
    yield "\n## Capped groups\n\n| regime | group | cap | most grants | awarded | funded | members |\n|---|---|---|---|---|---|---|\n";
    // with several groups (§14.12 "Several groups"): every group's, each key named with its group ("Applicant 'Navajo Nation'")
    for (const [k, t] of capped) {
      if (t.byGroup) for (const [name, groups] of Object.entries(t.byGroup)) for (const [g, x] of Object.entries(groups)) yield row([k, `${name} '${g}'`, x.limit ?? "", x.grants ?? "", x.awarded, x.funded, x.members]);
      else for (const [g, x] of Object.entries(t.groups!)) yield row([k, g, x.limit ?? "", x.grants ?? "", x.awarded, x.funded, x.members]);
    }
  }
  if (table.unresolvedTies.length) {
    yield "\n## Unresolved ties\n\n";
    for (const t of table.ties) yield `- ${t.ids.map(mdText).join(", ")} (position ${t.position}${t.decisive ? ", decides who is funded" : ""})\n`;
  }
}
