// The mutants of a scheme for `allot test --mutate`: small changes a drafter could have made by
// mistake, each a text edit at a span of the scheme, so a mutant is a real scheme text. Built
// from the checked AST: comparisons flipped (>= ↔ >, <= ↔ <, = ↔ !=), numbers, percentages and
// amounts shifted by one step of their last digit (thresholds, band edges, weights, points,
// rounding places), band bounds moved across their edge (at most ↔ below, at least ↔ above),
// rounding modes swapped, time granularities made one step finer or coarser, ranking directions
// reversed, an eligibility rule or a threshold dropped (its condition made `true`), a criterion's
// contribution dropped (its body made 0), a tie-break step dropped, boundary policies swapped
// (the allocation's and each stage's), a reservation's unused part returned ↔ lapsed, the size of a
// reserve list shifted; a tie-break's scope swapped (every tie ↔ at boundary), a stage's unfunded
// applications going on ↔ staying out; a quota's, a reservation's, a stage's and a group cap's
// expressions as any; a date literal a day earlier and later, a date-time literal by one of its
// last written unit (a minute for `T23:59`, a second for `T23:59:59`, a millisecond for
// `.999`), a date count's month-end rule swapped (last_day ↔ next_day).
// Each mutant names the construct it touched and the source that construct cites.
import type { Analysis } from "../analysis.js";
import type * as A from "../ast/nodes.js";
import { allConstructs, childExprs, ownExprs, type Construct } from "../services/walk.js";
import { boundaryPolicies, roundingModes } from "../semantics/types.js";
import { dateCountForms, monthEnds } from "../semantics/builtins/dateCount.js";

export type MutationKind =
  | "comparison"
  | "literal"
  | "band-bound"
  | "rounding"
  | "granularity"
  | "direction"
  | "drop-rule"
  | "drop-threshold"
  | "drop-criterion"
  | "drop-tiebreak-step"
  | "boundary"
  | "unused"
  | "reserve-size"
  | "tiebreak-scope"
  | "unfunded"
  | "month-end";

/** One replacement of the text [start, end) of the scheme. */
export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly replacement: string;
}

export interface Mutant {
  readonly kind: MutationKind;
  /** the text edits, in the order of the text: one, or the bounds of a band edge moved together */
  readonly edits: readonly Edit[];
  /** what the edit does, in the scheme's words: "`<=` → `<`" */
  readonly mutation: string;
  /** the construct touched: "rule on_time", "regime by_points: ranking key 1" */
  readonly target: string;
  /** the source the construct cites (its own or its block's), if any */
  readonly source: string | null;
}

/** The scheme's text with one mutant applied. */
export function applyMutant(text: string, m: Mutant): string {
  let out = text;
  for (const e of [...m.edits].sort((x, y) => y.start - x.start)) out = out.slice(0, e.start) + e.replacement + out.slice(e.end);
  return out;
}

const flips: Record<string, string> = { ">=": ">", ">": ">=", "<=": "<", "<": "<=", "=": "!=", "!=": "=" };
const boundFlips: Record<string, string> = { "at most": "below", below: "at most", "at least": "above", above: "at least" };
const directionFlips: Record<A.Direction, A.Direction> = { highest: "lowest", lowest: "highest", earliest: "latest", latest: "earliest", true: "false", false: "true" };
const granularities = ["exactly", "to the second", "to the minute", "to the hour", "to the day"];
/** down and floor (up and ceiling) agree on every amount and point a scheme rounds, which are not
 * negative: swapping one for the other would only make mutants no test can kill */
const sameOnPositives: Record<string, string> = { down: "floor", floor: "down", up: "ceiling", ceiling: "up" };

/** Every mutant of a scheme without errors, in the order of the text. */
export function mutantsOf(a: Analysis): Mutant[] {
  const out: Mutant[] = [];
  const text = a.text;
  for (const { construct, parents } of allConstructs(a.ast)) {
    const target = targetOf(construct, parents);
    if (!target) continue;
    const source = sourceOf(construct, parents);
    const add: Add = (kind, start, end, replacement, more = []) => {
      const from = text.slice(start, end).replace(/\s+/g, " ").trim();
      const shown = kind.startsWith("drop-") ? `${kind.replace(/-/g, " ")}: \`${abbreviate(from)}\`${replacement ? ` → \`${replacement}\`` : ""}` : `\`${from}\` → \`${replacement}\`${more.length ? ` (and ${more.length} more at the same edge)` : ""}`;
      out.push({ kind, edits: [{ start, end, replacement }, ...more], mutation: shown, target, source });
    };
    structural(construct, parents, text, add);
    // a band's bounds move only with the neighbour that shares their edge (bandEdges)
    if (construct.kind !== "band") for (const root of ownExprs(construct)) expressions(root, text, add);
  }
  return out.sort((x, y) => x.edits[0]!.start - y.edits[0]!.start || x.edits[0]!.end - y.edits[0]!.end);
}

/** Records a mutant: its first edit, and any further edits made with it. */
type Add = (kind: MutationKind, start: number, end: number, replacement: string, more?: Edit[]) => void;

/** Mutations of the construct itself (not of its expressions). */
function structural(c: Construct, parents: readonly Construct[], text: string, add: Add): void {
  switch (c.kind) {
    case "rule":
      add("drop-rule", c.node.condition.span.start, c.node.condition.span.end, "true");
      return;
    case "threshold":
      add("drop-threshold", c.node.condition.span.start, c.node.condition.span.end, "true");
      return;
    case "criterion": {
      const b = c.node.body;
      if (b.kind === "weighted") shiftNumber(text, b.weightSpan, add);
      if (b.kind === "yesno") shiftNumber(text, b.pointsSpan, add);
      if (b.kind === "bands") bandEdges(b, text, add);
      add("drop-criterion", b.span.start, b.span.end, "0");
      return;
    }
    case "band":
      lastNumber(text, c.node.span, add);
      return;
    case "arm":
      lastNumber(text, c.node.span, add);
      return;
    case "key": {
      const k = c.node;
      // a greedy step (§13.6) is written `most new …` / `least new …`: its direction flips those words
      if (k.cover) add("direction", k.directionSpan.start, k.directionSpan.start + (k.direction === "lowest" ? 5 : 4), k.direction === "lowest" ? "most" : "least");
      // a written order (§13.1): its first two members swapped
      else if (k.order) {
        const [a, b] = k.order.members;
        if (a && b) add("direction", a.span.start, b.span.end, `${b.text}, ${a.text}`);
      } else add("direction", k.directionSpan.start, k.directionSpan.start + k.direction.length, directionFlips[k.direction]);
      if (k.granularitySpan) {
        const i = granularities.indexOf(text.slice(k.granularitySpan.start, k.granularitySpan.end).replace(/\s+/g, " "));
        for (const j of [i - 1, i + 1]) if (i >= 0 && j >= 0 && j < granularities.length) add("granularity", k.granularitySpan.start, k.granularitySpan.end, granularities[j]!);
      }
      if (parents.at(-1)?.kind === "tiebreak") dropStep(text, k.span, add);
      return;
    }
    case "lottery":
      dropStep(text, c.node.span, add);
      return;
    case "tiebreak": {
      // `every tie` ↔ `at boundary`: which ties the steps break (docs/language.md §13.4). Not for
      // a chain of `unresolved` steps only: it breaks no tie, and every tie it leaves is reported
      // whatever its scope, so the swap is equivalent (seed 001's unscored regime)
      const t = c.node;
      if (t.scopeSpan && (t.scope === "every" || t.scope === "boundary") && !unresolvedOnly(t)) add("tiebreak-scope", t.scopeSpan.start, t.scopeSpan.end, t.scope === "every" ? "at boundary" : "every tie");
      return;
    }
    case "item": {
      const it = c.node;
      if (it.kind === "boundary") swapBoundary(it.value, add, it.minimum);
      if (it.kind === "prorata") swapRounding(it.mode, add);
      if (it.kind === "stage")
        for (const x of it.items) {
          if (x.kind === "boundary") swapBoundary(x.value, add);
          if (x.kind === "prorata") swapRounding(x.mode, add);
          // `unfunded go on` ↔ `unfunded stay out`: whether a stage's unfunded applications enter the next
          const [w, a, b] = x.kind === "setting" ? x.words : [];
          if (w?.text === "unfunded" && a && b) add("unfunded", a.span.start, b.span.end, a.text === "go" ? "stay out" : "go on");
        }
      if (it.kind === "reservation") {
        const word = it.unused.find((n) => n.text === "returns" || n.text === "lapses");
        if (word) add("unused", word.span.start, word.span.end, word.text === "returns" ? "lapses" : "returns");
      }
      // `reserve 3`: the size written out (not `reserve all`, nor one read from the call)
      if (it.kind === "reserve" && !it.all && !it.size) {
        const m = /^reserve\s+(\d+)/.exec(text.slice(it.span.start, it.span.end));
        if (m) for (const e of shifted(text, { start: it.span.start + m[0].length - m[1]!.length, end: it.span.start + m[0].length })) if (e) add("reserve-size", e.start, e.end, e.replacement);
      }
      return;
    }
    default:
      return;
  }
}

/** Mutations inside an expression: comparisons, literals, rounding of round(). */
function expressions(root: A.Expr, text: string, add: Add): void {
  const stack: A.Expr[] = [root];
  while (stack.length) {
    const e = stack.pop()!;
    stack.push(...childExprs(e));
    if (e.kind === "binary" && flips[e.op]) add("comparison", e.opSpan.start, e.opSpan.end, flips[e.op]!);
    else if (e.kind === "number" || e.kind === "percent" || e.kind === "money") shiftNumber(text, e.span, add);
    else if (e.kind === "date") shiftDate(e, add);
    else if (e.kind === "datetime") shiftDateTime(e, add);
    else if (e.kind === "callfn" && e.fn.text === "round") {
      const mode = e.args[2]?.value;
      if (mode?.kind === "name") swapRounding(mode.name, add);
    } else if (e.kind === "callfn" && dateCountForms[e.fn.text]?.choice === "month_end") {
      // a date count's month-end rule: 31 January + 1 month on 28 February ↔ on 1 March
      const rule = e.args[dateCountForms[e.fn.text]!.args.length]?.value;
      if (rule?.kind === "name" && (monthEnds as readonly string[]).includes(rule.name.text)) add("month-end", rule.span.start, rule.span.end, rule.name.text === "last_day" ? "next_day" : "last_day");
    }
  }
}

/** The edges of bands: the bounds written with the same value move together, so the bands still
 * cover every value once — the edge shifted one step either way, or the edge value itself moved
 * to the other band (at most ↔ below with above ↔ at least). */
function bandEdges(b: A.BandsBody, text: string, add: Add): void {
  const edges = new Map<string, A.Bound[]>();
  for (const band of b.bands) {
    for (const bound of [band.first, band.second]) {
      if (!bound) continue;
      const value = text.slice(bound.value.span.start, bound.value.span.end);
      edges.set(value, [...(edges.get(value) ?? []), bound]);
    }
  }
  for (const bounds of edges.values()) {
    const shifts = bounds.map((x) => shifted(text, x.value.span));
    for (const i of [0, 1]) {
      const edits = shifts.map((sh) => sh[i]).filter((e): e is Edit => !!e);
      if (edits.length === bounds.length) add("literal", edits[0]!.start, edits[0]!.end, edits[0]!.replacement, edits.slice(1));
    }
    const flipsOf = bounds.map((x) => {
      const words = text.slice(x.span.start, x.value.span.start).trim();
      const to = boundFlips[words.replace(/\s+/g, " ")];
      return to ? { start: x.span.start, end: x.span.start + words.length, replacement: to } : undefined;
    });
    if (flipsOf.every((e) => e)) {
      const [first, ...more] = flipsOf as Edit[];
      add("band-bound", first!.start, first!.end, first!.replacement, more);
    }
  }
}

/**
 * A boundary policy written as a word (not read from the call), swapped for every other; with a
 * minimum for a partial grant (§14.1) the other policies replace the minimum too (it belongs to
 * `partial` alone, AL0534), and the minimum is dropped, and its `else stop` ↔ `else skip`.
 */
function swapBoundary(value: A.Expr, add: Add, minimum?: A.PartialMinimumClause): void {
  if (value.kind !== "name" || !(boundaryPolicies as readonly string[]).includes(value.name.text)) return;
  const end = minimum ? minimum.span.end : value.span.end;
  for (const p of boundaryPolicies) if (p !== value.name.text) add("boundary", value.span.start, end, p);
  if (!minimum) return;
  add("boundary", value.span.end, minimum.span.end, "");
  const w = minimum.otherwise;
  if (w) add("boundary", w.span.start, w.span.end, w.text === "skip" ? "stop" : "skip");
  else add("boundary", minimum.span.end, minimum.span.end, ", else skip");
}

function swapRounding(mode: A.Name, add: Add): void {
  if (!(roundingModes as readonly string[]).includes(mode.text)) return;
  for (const m of roundingModes) if (m !== mode.text && sameOnPositives[mode.text] !== m) add("rounding", mode.span.start, mode.span.end, m);
}

/** A date literal a day earlier and a day later (`2027-01-01` → `2026-12-31`, `2027-01-02`): "on or before the 1st" written one day off. */
function shiftDate(e: A.DateLit, add: Add): void {
  const day = Date.UTC(2000, Number(e.value.slice(5, 7)) - 1, Number(e.value.slice(8, 10))) / 86_400_000;
  const year = Number(e.value.slice(0, 4));
  for (const step of [-1, 1]) {
    const t = new Date((day + step) * 86_400_000);
    // the year moves with the day only across New Year; a date kept within 0000–9999
    const y = year + (t.getUTCFullYear() - 2000);
    if (y < 0 || y > 9999) continue;
    // 29 February of 2000 (a leap year) stands for the literal's own: one day on from 28 February of a common year is 1 March
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    let m = t.getUTCMonth() + 1;
    let d = t.getUTCDate();
    if (m === 2 && d === 29 && !leap) [m, d] = step > 0 ? [3, 1] : [2, 28];
    add("literal", e.span.start, e.span.end, `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
  }
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(.*)$/;

/** A date-time literal one of its last written unit earlier and later, on the clock it is written
 * on (`2027-05-17T23:59` → `T23:58`, `2027-05-18T00:00`; `T23:59:59.999` → `.998`, the next day's
 * `T00:00:00.000`): "by 23:59" written one minute off. Its Z or offset, if any, is kept. */
function shiftDateTime(e: A.DateTimeLit, add: Add): void {
  const m = DATE_TIME.exec(e.value);
  if (!m) return;
  const [, y, mo, d, h, mi, sec, frac, zone] = m;
  const places = frac?.length ?? 0;
  // the literal in units of its last written digit since 0000-01-01T00:00 (BigInt: nine places)
  const perSecond = 10n ** BigInt(places);
  const unitsPerMinute = sec === undefined ? 1n : 60n * perSecond;
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  const day = BigInt(Math.round(date.getTime() / 86_400_000));
  const minutes = day * 1440n + BigInt(Number(h) * 60 + Number(mi));
  const units = minutes * unitsPerMinute + (sec === undefined ? 0n : BigInt(sec) * perSecond + BigInt(frac ?? 0));
  const pad = (n: bigint | number, w: number) => String(n).padStart(w, "0");
  for (const step of [-1n, 1n]) {
    const u = units + step;
    const minute = u / unitsPerMinute;
    const rest = u % unitsPerMinute;
    const dayOf = minute / 1440n;
    const t = new Date(Number(dayOf) * 86_400_000);
    const year = t.getUTCFullYear();
    if (year < 0 || year > 9999 || u < 0n) continue;
    let out = `${pad(year, 4)}-${pad(t.getUTCMonth() + 1, 2)}-${pad(t.getUTCDate(), 2)}T${pad((minute % 1440n) / 60n, 2)}:${pad(minute % 60n, 2)}`;
    if (sec !== undefined) out += `:${pad(rest / perSecond, 2)}${places ? `.${pad(rest % perSecond, places)}` : ""}`;
    add("literal", e.span.start, e.span.end, out + zone);
  }
}

/** The first number in the span, one step of its last digit down and up (never below zero). */
function shiftNumber(text: string, s: A.Node["span"], add: Add): void {
  for (const e of shifted(text, s)) if (e) add("literal", e.start, e.end, e.replacement);
}

/** The edits of the first number in the span one step down and one step up; none below zero. */
function shifted(text: string, s: A.Node["span"]): [Edit | undefined, Edit | undefined] {
  const m = /\d+(?:\.\d+)?/.exec(text.slice(s.start, s.end));
  if (!m) return [undefined, undefined];
  const start = s.start + m.index;
  const digits = m[0].includes(".") ? m[0].length - m[0].indexOf(".") - 1 : 0;
  const units = BigInt(m[0].replace(".", ""));
  const edit = (next: bigint): Edit | undefined => {
    if (next < 0n) return undefined;
    const whole = next.toString().padStart(digits + 1, "0");
    return { start, end: start + m[0].length, replacement: digits ? `${whole.slice(0, -digits)}.${whole.slice(-digits)}` : whole };
  };
  return [edit(units - 1n), edit(units + 1n)];
}

/** The points of a band or a match arm: the last number of its text. */
function lastNumber(text: string, s: A.Node["span"], add: Add): void {
  const piece = text.slice(s.start, s.end);
  const m = /(\d+(?:\.\d+)?)\s*$/.exec(piece);
  if (m) shiftNumber(text, { start: s.start + m.index, end: s.start + m.index + m[1]!.length }, add);
}

/** A tie-break whose steps are all `unresolved`: it orders nothing. */
export function unresolvedOnly(t: A.Tiebreak): boolean {
  return t.steps.every((s) => s.kind === "unresolved");
}

/** Removes a tie-break step with the line it stands on. */
function dropStep(text: string, s: A.Node["span"], add: Add): void {
  let start = s.start;
  while (start > 0 && (text[start - 1] === " " || text[start - 1] === "\t")) start--;
  let end = s.end;
  if (text[end] === "\r") end++;
  if (text[end] === "\n") end++;
  add("drop-tiebreak-step", start, end, "");
}

function abbreviate(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** The construct a mutant touches, as a drafter names it; undefined for those never mutated. */
function targetOf(c: Construct, parents: readonly Construct[]): string | undefined {
  const regime = parents.find((p): p is Extract<Construct, { kind: "regime" }> => p.kind === "regime");
  const inRegime = (s: string) => (regime ? `regime ${regime.node.name.text}: ${s}` : s);
  const parent = parents.at(-1);
  switch (c.kind) {
    case "rule":
    case "threshold":
    case "criterion":
    case "let":
      return inRegime(`${c.kind} ${c.node.name.text}`);
    case "regime":
      return `regime ${c.node.name.text} (when)`;
    case "band":
    case "arm": {
      const crit = parents.find((p): p is Extract<Construct, { kind: "criterion" }> => p.kind === "criterion");
      return `criterion ${crit?.node.name.text ?? "?"} (${c.kind === "band" ? `band ${c.index + 1}` : "match arm"})`;
    }
    case "key": {
      if (parent?.kind === "tiebreak") return inRegime(`tie-break step ${parent.node.steps.indexOf(c.node) + 1}`);
      if (parent?.kind === "ranking") return inRegime(`ranking key ${parent.node.keys.indexOf(c.node) + 1}`);
      return undefined;
    }
    case "tiebreak":
      return inRegime("tie-break (scope)");
    case "lottery":
      return parent?.kind === "tiebreak" ? inRegime(`tie-break step ${parent.node.steps.indexOf(c.node) + 1}`) : undefined;
    case "item": {
      const it = c.node;
      if (it.kind === "boundary" || it.kind === "prorata" || it.kind === "quota") return inRegime(`allocation (${it.kind === "prorata" ? "pro rata" : it.kind})`);
      if (it.kind === "reservation" || it.kind === "stage") return inRegime(`allocation (${it.kind} ${it.name.text})`);
      if (it.kind === "reserve") return inRegime("allocation (reserve list)");
      if (it.kind === "group") return inRegime("allocation (group)");
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The source a construct cites, or the nearest enclosing block's. */
function sourceOf(c: Construct, parents: readonly Construct[]): string | null {
  for (const x of [c, ...[...parents].reverse()]) {
    const cite = (x.node as { citation?: A.Citation }).citation;
    if (cite) return cite.source.text;
  }
  return null;
}
