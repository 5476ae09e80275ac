// Values of the outcome (§16.3): aggregates over the applications the allocation funded (or
// ranked) — `max(w in funded: w.bid)`, `count(w in funded(region): true)`, `mean(w in funded:
// w.bid weighted by w.volume)` — the lets computed from them, published statistics and the
// settlement `pay <value> [instead of <award>]`. They are known only after the allocation, so
// they may be read by published columns, statistics, a settlement and other lets, never by what
// decides the outcome: eligibility, points, thresholds, the ranking, the allocation, a regime's
// condition (AL0640, naming the chain of lets down to the aggregate). Inside such an aggregate
// only the members' fields, their points (`w.k1`, `w.etap1`, `w.total`) and the call are read (AL0641); `funded`/`ranked` elsewhere is
// AL0642. A statistic is one such aggregate (AL0647), a mean one rounds as declared (AL0643); a
// settlement pays in the unit of what it replaces (AL0646), once per allocation (AL0648).
import type * as A from "../../ast/nodes.js";
import { exprNodes as nodes } from "../../ast/exprNodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type { Model } from "../model.js";
import { isNumeric, show, type Ty } from "../types.js";
import type { Span } from "../../span.js";
import { KEY_KINDS } from "../builtins/outcome.js";
import { oneLine } from "../../syntax/oneLine.js";

const AGGREGATES = ["sum", "count", "min", "max", "mean"];
const MODES = ["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"];

/** Whether a scheme's text can hold an aggregate over the outcome (`w in funded`, `ranked(region)`): the common case is answered without a walk. */
export function mentionsOutcome(text: string): boolean {
  return /\bin\s+(?:funded|ranked)\b|\b(?:funded|ranked)\s*\(/.test(text);
}

export function isOutcomeSet(e: A.Expr | undefined): e is A.CallExpr {
  return e?.kind === "callfn" && (e.fn.text === "funded" || e.fn.text === "ranked");
}

/** `fn(w in funded: …)` and the like: an aggregate over the outcome of the allocation. */
export function isOutcomeAggregate(e: A.Expr | undefined): e is A.CallExpr {
  if (e?.kind !== "callfn" || !AGGREGATES.includes(e.fn.text) || e.args.length !== 1) return false;
  const a = e.args[0]!;
  return !!a.variable && isOutcomeSet(a.list);
}

function textOf(m: Model, s: Span): string {
  return oneLine(m.text, s);
}

/** The lets that read the outcome, each with the chain that leads to an aggregate over it. */
export function outcomeLets(m: Model): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const reads = new Map<string, string[]>();
  for (const [name, sym] of m.lets) {
    const value = (sym.node as A.LetDecl).value;
    const names: string[] = [];
    for (const n of nodes(value)) {
      if (isOutcomeAggregate(n) && !out.has(name)) out.set(name, [name, textOf(m, n.span)]);
      if (n.kind === "name" && m.lets.has(n.name.text)) names.push(n.name.text);
    }
    reads.set(name, names);
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, names] of reads) {
      if (out.has(name)) continue;
      const via = names.find((x) => out.has(x));
      if (via) {
        out.set(name, [name, ...out.get(via)!]);
        changed = true;
      }
    }
  }
  return out;
}

/** The parts of a scheme that decide the outcome, each with what it is called in a message. */
function deciding(d: A.Declaration): Array<{ node: unknown; span: Span; what: string }> {
  switch (d.kind) {
    case "eligibility":
      return d.rules.map((r) => ({ node: r, span: r.span, what: `the eligibility rule '${r.name.text}'` }));
    case "criterion":
      return [{ node: d.body, span: d.span, what: `the points of criterion '${d.name.text}'` }];
    case "threshold":
      return [{ node: d, span: d.span, what: `the threshold '${d.name.text}'` }];
    case "ranking":
      return [{ node: d, span: d.span, what: "the ranking" }];
    case "allocation":
      return d.items.filter((it) => it.kind !== "settle").map((it) => ({ node: it, span: it.span, what: it.kind === "amount" ? "the amount of the allocation" : it.kind === "budget" ? "the budget" : "the allocation" }));
    case "regime":
      return [{ node: d.when, span: d.when.span, what: `the condition of regime '${d.name.text}'` }, ...d.members.flatMap((x) => deciding(x))];
    default:
      return [];
  }
}

const HINT = "who is funded is known only after eligibility, points, ranking and allocation: read a value of the outcome in a published column, a statistic or a 'pay' settlement, never in what decides the outcome";

export function outcome(m: Model): void {
  if (!mentionsOutcome(m.text)) return; // the common case: no walk over the whole tree
  const lets = outcomeLets(m);
  const refAt = new Map(m.refs.map((r) => [`${r.span.start}:${r.span.end}`, r.symbol]));
  const lists = new Set<A.Expr>();
  for (const d of m.file.declarations) {
    for (const e of nodes(d)) {
      if (!isOutcomeAggregate(e)) continue;
      const a = e.args[0]!;
      lists.add(a.list!);
      for (const part of [a.body, a.weight]) {
        for (const n of nodes(part)) {
          // `w.received` reads the members' field: a use of it (AL0409, references, rename), as over peers
          const field = n.kind === "member" && n.object.kind === "name" && n.object.name.text === a.variable!.text ? m.appFields.get(n.name.text) : undefined;
          if (field && n.kind === "member") m.refs.push({ span: n.name.span, symbol: field });
          if (n.kind === "member" && n.object.kind === "root" && n.object.root === "application") {
            m.diagnostics.push(diag("AL0641", n.span, `expected the aggregate to read its members ('${a.variable!.text}.…') and the call, found a field of this application`, { hint: `write ${a.variable!.text}.${n.name.text} for the member's own value`, related: [{ span: e.span, message: "the aggregate" }] }));
            continue;
          }
          if (n.kind !== "name") continue;
          const sym = refAt.get(`${n.span.start}:${n.span.end}`);
          if (!sym || (sym.kind !== "app-field" && sym.kind !== "let" && sym.kind !== "criterion" && sym.kind !== "total")) continue;
          // one diagnostic for the name (review37 N2): a let of points is the statistic's AL0207 already, with
          // the member's hint ("read the member's own points: w.s1"), as a criterion and `total` are; a let
          // of the application's fields, whose AL0207 says "use a call parameter", is this one, which says `w.`
          if (sym.kind === "let" && m.pointsDependent.has(sym.name) && m.diagnostics.some((d) => d.code === "AL0207" && d.span.start === n.span.start && d.span.end === n.span.end)) continue;
          dropAt(m, "AL0207", n.span);
          const what = sym.kind === "let" ? `the derived value '${sym.name}'` : sym.kind === "app-field" ? `the field '${sym.name}' of this application` : sym.kind === "total" ? "the points ('total')" : `the criterion '${sym.name}'`;
          m.diagnostics.push(diag("AL0641", n.span, `expected the aggregate to read its members ('${a.variable!.text}.…') and the call, found ${what}`, { hint: `an aggregate over the outcome goes over the funded (or ranked) applications' input fields and points: write ${a.variable!.text}.<field>${sym.kind === "app-field" || sym.kind === "criterion" || (sym.kind === "total" && !m.unsummed) || (sym.kind === "let" && m.pointsDependent.has(sym.name)) ? ` (${a.variable!.text}.${sym.name})` : ""}`, related: [{ span: e.span, message: "the aggregate" }] }));
        }
      }
    }
  }
  for (const d of m.file.declarations) {
    for (const e of nodes(d)) {
      if (isOutcomeSet(e) && !lists.has(e)) m.diagnostics.push(diag("AL0642", e.span, `expected ${e.fn.text} as the list of sum, count, min, max or mean ('w in ${e.fn.text}: …'), found it elsewhere`, { hint: `write for example max(w in ${e.fn.text}: w.bid) or count(w in ${e.fn.text}: true)` }));
    }
    for (const part of deciding(d)) {
      for (const e of nodes(part.node)) {
        if (isOutcomeAggregate(e)) {
          m.diagnostics.push(diag("AL0640", e.span, `expected a value known before the allocation in ${part.what}, found ${textOf(m, e.span)}, which reads the outcome of the allocation`, { hint: HINT }));
        }
      }
      for (const r of m.refs) {
        if (r.symbol.kind !== "let" || r.span.start < part.span.start || r.span.end > part.span.end) continue;
        const chain = lets.get(r.symbol.name);
        if (!chain) continue;
        m.diagnostics.push(diag("AL0640", r.span, `expected a value known before the allocation in ${part.what}, found '${r.symbol.name}', which reads the outcome of the allocation: ${chain.join(" → ")}`, { hint: HINT }));
      }
    }
  }
}

/** Checks the statistics of a publication; `type` types an expression where no application is read. */
export function checkStatistics(m: Model, st: A.StatisticsItem, type: (e: A.Expr) => Ty, cite: (c: A.Citation | undefined) => void): void {
  cite(st.citation);
  for (const s of st.items) {
    cite(s.citation);
    const t = type(s.value);
    if (!isOutcomeAggregate(s.value)) {
      m.diagnostics.push(diag("AL0647", s.value.span, `expected one aggregate over the funded or ranked applications as the statistic '${s.name.text}', found ${textOf(m, s.value.span)}`, { hint: "write for example min(w in funded: w.bid), count(w in funded: true) or mean(w in funded: w.bid weighted by w.volume) rounded half_up to 2" }));
    } else if (t.k !== "error" && !(isNumeric(t) || t.k === "money")) {
      m.diagnostics.push(diag("AL0647", s.value.span, `expected a statistic that is a number or an amount, found ${show(t)}`, { hint: "aggregate numbers or amounts of the members: w.bid, w.volume" }));
    }
    if (s.rounding) {
      const r = s.rounding;
      if (!MODES.includes(r.mode.text)) m.diagnostics.push(diag("AL0205", r.mode.span, `expected a rounding mode (${MODES.join(", ")}), found '${r.mode.text}'`, { hint: didYouMean(r.mode.text, MODES) ?? "write the mode the law prescribes, for example 'rounded half_up to 2'" }));
      if (!/^\d+$/.test(r.places) || Number(r.places) > 18) m.diagnostics.push(diag("AL0643", r.span, `expected a whole number of places from 0 to 18 after 'to', found '${r.places}'`, { hint: "write the places the law publishes, for example 'rounded half_up to 2'" }));
    } else if (isOutcomeAggregate(s.value) && s.value.fn.text === "mean") {
      m.diagnostics.push(diag("AL0643", s.value.span, `expected the rounding of the published mean '${s.name.text}', found none`, { hint: "a mean has up to 34 significant digits: say how the law publishes it, for example 'rounded half_up to 2' after the value" }));
    }
    if (s.by) {
      const f = m.appFields.get(s.by.text);
      if (!f) {
        m.diagnostics.push(diag("AL0645", s.by.span, `expected an application field after 'by', found '${s.by.text}'`, { hint: didYouMean(s.by.text, m.appFields.keys()) ?? "name the field the statistic is given per, for example 'by region'" }));
      } else {
        m.refs.push({ span: s.by.span, symbol: f });
        if (f.type && !KEY_KINDS.includes(f.type.k)) m.diagnostics.push(diag("AL0645", s.by.span, `expected a key of text, an enumeration, a whole number, a date or yes/no after 'by', found ${show(f.type)}`, { hint: "give the statistic per an identifier the applications share exactly (a region, a lot)" }));
      }
    }
  }
  const seen = new Set<string>();
  for (const s of st.items) {
    if (seen.has(s.name.text)) m.diagnostics.push(diag("AL0202", s.name.span, `expected each statistic to have its own name, found a second '${s.name.text}'`, { hint: "rename one of them" }));
    seen.add(s.name.text);
  }
}

/** Checks the settlements of one allocation: `pay` in the unit of what it replaces, once. */
export function checkSettlements(m: Model, items: readonly A.AllocItem[], type: (e: A.Expr) => Ty, amount: { ty: Ty; span: Span } | undefined): void {
  let first: A.SettleItem | undefined;
  for (const it of items) {
    if (it.kind !== "settle") continue;
    if (first) {
      m.diagnostics.push(diag("AL0648", it.span, "expected one 'pay' per allocation, found a second", { hint: "each funded application is paid one value: write one 'pay' (an 'if … then … else' inside it where the law pays differently)", related: [{ span: first.span, message: "the first 'pay'" }] }));
      continue;
    }
    first = it;
    const word = it.words[1];
    if (word && word.text !== "instead") m.diagnostics.push(diag("AL0205", word.span, `expected 'instead of' after the value paid, found '${word.text} of'`, { hint: "write pay clearing_price instead of bid" }));
    const paid = type(it.pay);
    const target = it.instead ? { ty: type(it.instead), span: it.instead.span, what: `'${textOf(m, it.instead.span)}'` } : amount ? { ...amount, what: "the allocation's amount" } : undefined;
    if (!target) {
      m.diagnostics.push(diag("AL0648", it.span, "expected an amount for 'pay' to replace, found an allocation without one", { hint: "declare the allocation's 'amount', or say what is paid instead of what: pay clearing_price instead of bid" }));
      continue;
    }
    const t = target.ty;
    if (paid.k === "error" || t.k === "error") continue;
    const sameUnit = paid.k === "money" ? t.k === "money" && t.currency === paid.currency : isNumeric(paid) && isNumeric(t);
    if (!sameUnit) {
      const unit = (x: Ty) => (x.k === "money" ? `an amount in ${x.currency}` : isNumeric(x) ? `a plain number (${show(x)})` : show(x));
      m.diagnostics.push(diag("AL0646", it.pay.span, `expected what is paid in the unit of ${target.what}, ${unit(t)}, found ${unit(paid)}`, { hint: "pay a value of the same kind as the award it replaces: a price instead of a price, an amount in one currency instead of an amount in that currency", related: [{ span: target.span, message: "what it replaces" }] }));
    }
  }
}

/** The type of the built-in column `paid` (§16.3): the value of the scheme's `pay`, where it has one. */
/** Whether some allocation of the scheme has stages: the published list may then have `stage_position` (§16.2). */
export function hasStages(m: Model): boolean {
  return m.file.declarations.some((d) => (d.kind === "allocation" ? [d] : d.kind === "regime" ? d.members.filter((x): x is A.AllocationDecl => x.kind === "allocation") : []).some((a) => a.items.some((it) => it.kind === "stage")));
}

export function paidType(m: Model): Ty | undefined {
  for (const d of m.file.declarations) {
    const allocations = d.kind === "allocation" ? [d] : d.kind === "regime" ? d.members.filter((x): x is A.AllocationDecl => x.kind === "allocation") : [];
    for (const a of allocations) for (const it of a.items) if (it.kind === "settle") return m.types.get(it.pay) ?? { k: "decimal" };
  }
  return undefined;
}

/** Removes the diagnostics of `code` at exactly `span`: a second report of the cause another gives. */
function dropAt(m: Model, code: string, span: Span): void {
  for (let i = m.diagnostics.length - 1; i >= 0; i--) {
    const d = m.diagnostics[i]!;
    if (d.code === code && d.span.start === span.start && d.span.end === span.end) m.diagnostics.splice(i, 1);
  }
}
