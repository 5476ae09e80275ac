// The formatter's printers of the publication: `publish { deadline …, columns …, statistics …,
// rows … }` and `labels { … }` (printer.ts's `declaration` calls them).
import type { Doc } from "prettier";
import type * as A from "../ast/nodes.js";
import { group, indent, join, line } from "./builders.js";
import type { Source } from "./context.js";
import { expr } from "./expr.js";
import { block, citation, item, type Item } from "./blocks.js";

export function publishDecl(src: Source, d: A.PublishDecl): Doc {
  const items: Item[] = [];
  if (d.deadline) items.push(item(d.deadline, (x) => deadlineItem(src, x)));
  if (d.columns) items.push(item(d.columns, (x) => columnsItem(src, x)));
  if (d.statistics) items.push(item(d.statistics, (x) => statisticsItem(src, x)));
  if (d.rows) items.push(item(d.rows, (x) => ["rows ", x.which.text, citation(x.citation)]));
  items.sort((a, b) => a.span.start - b.span.start);
  return ["publish", citation(d.citation), block(src, items, d.span.end)];
}

function statisticsItem(src: Source, st: A.StatisticsItem): Doc {
  const stats = st.items.map((s) =>
    item(s, (x: A.Statistic) => [x.name.text, x.title !== undefined ? [" ", src.stringAfter(x.name.span.end) ?? JSON.stringify(x.title)] : "", citation(x.citation), ": ", expr(src, x.value), x.by ? [" by ", x.by.text] : "", x.rounding ? [" rounded ", x.rounding.mode.text, " to ", x.rounding.places] : ""]),
  );
  return [src.slice(st.keyword), citation(st.citation), block(src, stats, st.span.end)];
}

function deadlineItem(src: Source, d: A.DeadlineItem): Doc {
  const cal = d.calendar ? [" calendar ", src.slice(d.calendar.span), ...(d.closed ? [" closed ", expr(src, d.closed)] : [])] : "";
  return ["deadline ", String(d.count), " ", d.unit.text, " ", d.unit2.text, " after ", expr(src, d.after), cal, citation(d.citation)];
}

function columnsItem(src: Source, c: A.ColumnsItem): Doc {
  const cols = c.columns.map((x) => column(src, x));
  return ["columns", citation(c.citation), " ", cols.length ? group(["{", indent([line, join([",", line], cols)]), line, "}"]) : "{}"];
}

function column(src: Source, c: A.Column): Doc {
  const label = c.label !== undefined ? src.lastToken(c.span)?.image : undefined;
  return [typeof c.value === "string" ? c.value : expr(src, c.value), label ? [" as ", label] : ""];
}

/** `notice [per src] { date …  objection within N unit [calendar C] [to "…"] [by "…"] [per src] }` (§16.4): as written, on its lines */
export function noticeDecl(src: Source, d: A.NoticeDecl): Doc {
  const items: Item[] = [];
  if (d.date) items.push(item({ span: { start: d.date.keyword.start, end: d.date.value.span.end } }, () => ["date ", expr(src, d.date!.value)]));
  if (d.objection) items.push(item(d.objection, (o) => ["objection within ", String(o.count), " ", o.unit.text, o.calendar ? [" calendar ", src.slice(o.calendar.span)] : "", o.body ? [" to ", src.slice(o.body.span)] : "", o.form ? [" by ", src.slice(o.form.span)] : "", citation(o.citation)]));
  items.sort((a, b) => a.span.start - b.span.start);
  return ["notice", citation(d.citation), block(src, items, d.span.end)];
}

export function labelsDecl(src: Source, d: A.LabelsDecl): Doc {
  const entries = d.entries.map((e) => item(e, (x) => [x.status.text, " ", src.lastToken(x.span)?.image ?? ""]));
  return ["labels", block(src, entries, d.span.end)];
}
