// check: the typed model of a scheme, from its AST. Declares, types every expression in the
// context it stands in, then runs the scheme-level checks of checks/index.ts in order.
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { declareAll, emptyModel } from "./declare.js";
import type { Model } from "./model.js";
import { TypeChecker, type Context } from "./typecheck.js";
import { boundaryPolicies, show, statusNames, type Ty } from "./types.js";
import type { SymbolInfo } from "./model.js";
import { span } from "../span.js";
import { schemeChecks } from "./checks/index.js";

const APP: Context = { app: true, points: false, what: "" };
const POINTS: Context = { app: true, points: true, what: "" };
const CALL: Context = { app: false, points: false, what: "" };

export function check(file: A.SchemeFile, text: string): Model {
  const m = emptyModel(file, text);
  declareAll(m);
  const tc = new TypeChecker(m);
  for (const l of m.lets.values()) tc.letType(l);
  for (const d of file.declarations) checkDeclaration(m, tc, d);
  for (const run of schemeChecks) run(m);
  return m;
}

function at(ctx: Context, what: string): Context {
  return { ...ctx, what };
}

function expectType(m: Model, e: A.Expr, t: Ty, want: (t: Ty) => boolean, expected: string, what: string) {
  if (t.k === "error" || want(t)) return;
  m.diagnostics.push(diag("AL0301", e.span, `${what} must be ${expected}, found ${show(t)}`));
}

function checkCitation(m: Model, c: A.Citation | undefined) {
  if (!c || !c.source.text) return;
  const src = m.sources.get(c.source.text);
  if (src) {
    m.refs.push({ span: c.source.span, symbol: m.symbols.find((s) => s.kind === "source" && s.name === c.source.text)! });
    return;
  }
  const dym = didYouMean(c.source.text, m.sources.keys());
  const best = dym?.match(/'([^']+)'/)?.[1];
  m.diagnostics.push(
    diag("AL0201", c.source.span, `unknown legal source '${c.source.text}'`, {
      hint: dym ?? "declare it: source name = act article 6 paragraph 1 \"\"\"verbatim text\"\"\"",
      ...(best ? { fixes: [{ title: `Change to '${best}'`, span: c.source.span, text: best }] } : {}),
    }),
  );
}

function checkDeclaration(m: Model, tc: TypeChecker, d: A.Declaration) {
  switch (d.kind) {
    case "source": {
      if (d.act.text && !m.acts.has(d.act.text)) {
        m.diagnostics.push(diag("AL0201", d.act.span, `unknown act '${d.act.text}'`, { hint: didYouMean(d.act.text, m.acts.keys()) ?? "declare the act first: act name \"Title\" { identifier \"...\" }" }));
      } else if (d.act.text) {
        m.refs.push({ span: d.act.span, symbol: m.symbols.find((s) => s.kind === "act" && s.name === d.act.text)! });
      }
      return;
    }
    case "let":
      checkCitation(m, d.citation);
      return;
    case "eligibility":
      checkCitation(m, d.citation);
      for (const r of d.rules) checkRule(m, tc, r);
      return;
    case "criterion":
      checkCriterion(m, tc, d);
      return;
    case "maximum":
      checkCitation(m, d.citation);
      return;
    case "threshold":
      checkThreshold(m, tc, d);
      return;
    case "ranking":
      checkRanking(m, tc, d);
      return;
    case "allocation":
      checkAllocation(m, tc, d);
      return;
    case "regime":
      checkCitation(m, d.citation);
      tc.expectBool(d.when, tc.expr(d.when, at(APP, `the condition of regime '${d.name.text}'`)), `the condition of regime '${d.name.text}'`);
      for (const mem of d.members) {
        if (mem.kind === "eligibility") {
          checkCitation(m, mem.citation);
          for (const r of mem.rules) checkRule(m, tc, r);
        } else if (mem.kind === "threshold") checkThreshold(m, tc, mem);
        else if (mem.kind === "ranking") checkRanking(m, tc, mem);
        else checkAllocation(m, tc, mem);
      }
      return;
    case "publish":
      checkCitation(m, d.citation);
      if (d.deadline) {
        checkCitation(m, d.deadline.citation);
        const t = tc.expr(d.deadline.after, at(CALL, "the start of the deadline"));
        expectType(m, d.deadline.after, t, (x) => x.k === "date" || x.k === "datetime", "a date", "the start of the deadline");
      }
      if (d.columns) {
        checkCitation(m, d.columns.citation);
        const vars = resultColumns(m);
        for (const c of d.columns.columns) if (c.value !== "amount") tc.expr(c.value, { ...POINTS, what: "a column of the published list", vars });
      }
      return;
    default:
      return;
  }
}

/** Names a published column may use besides inputs and points: the outcome of the selection. */
function resultColumns(m: Model): Map<string, { ty: Ty; sym: SymbolInfo }> {
  const mk = (name: string, ty: Ty) => [name, { ty, sym: { kind: "variable" as const, name, nameSpan: span(0, 0), declSpan: span(0, 0), type: ty } }] as const;
  return new Map([
    mk("position", { k: "integer" }),
    mk("status", { k: "enum", members: [...statusNames] }),
    mk("within_limit", { k: "boolean" }),
    mk("label", { k: "text" }),
  ].filter(([n]) => !m.appFields.has(n) && !m.lets.has(n) && !m.criteria.has(n)));
}

function checkRule(m: Model, tc: TypeChecker, r: A.RuleDecl) {
  checkCitation(m, r.citation);
  const what = `the eligibility rule '${r.name.text}'`;
  tc.expectBool(r.condition, tc.expr(r.condition, at(APP, what)), what);
}

function checkThreshold(m: Model, tc: TypeChecker, t: A.ThresholdDecl) {
  checkCitation(m, t.citation);
  const what = `the threshold '${t.name.text}'`;
  tc.expectBool(t.condition, tc.expr(t.condition, at(POINTS, what)), what);
}

function checkCriterion(m: Model, tc: TypeChecker, c: A.CriterionDecl) {
  checkCitation(m, c.citation);
  const what = `the criterion '${c.name.text}'`;
  const ctx = at(APP, what);
  const b = c.body;
  switch (b.kind) {
    case "weighted": {
      const t = tc.expr(b.score, ctx);
      expectType(m, b.score, t, (x) => x.k === "integer" || x.k === "decimal", "a number (the graded score)", `the score of ${what}`);
      return;
    }
    case "yesno":
      tc.expectBool(b.condition, tc.expr(b.condition, ctx), `the condition of ${what}`);
      return;
    case "match": {
      const t = tc.expr(b.subject, ctx);
      if (t.k !== "enum" && t.k !== "error") {
        m.diagnostics.push(diag("AL0301", b.subject.span, `'match' gives points per member of an enumeration, found ${show(t)}`, { hint: "declare the field as enum { met, partly, not_met }" }));
        return;
      }
      if (t.k !== "enum") return;
      for (const arm of b.arms) {
        for (const mem of arm.members) {
          if (!t.members.includes(mem.text)) {
            m.diagnostics.push(diag("AL0205", mem.span, `'${mem.text}' is not a member of ${show(t)}`, { hint: didYouMean(mem.text, t.members) ?? `the members are ${t.members.join(", ")}` }));
          }
        }
      }
      return;
    }
    case "bands": {
      const t = tc.expr(b.subject, ctx);
      expectType(m, b.subject, t, (x) => x.k === "integer" || x.k === "decimal" || x.k === "percentage" || x.k === "money", "a number, percentage or amount", `the indicator of ${what}`);
      for (const band of b.bands) {
        for (const bd of [band.first, band.second]) {
          if (!bd) continue;
          const bt = tc.expr(bd.value, ctx);
          if (t.k === "money" && bt.k !== "money" && bt.k !== "error") m.diagnostics.push(diag("AL0301", bd.value.span, `the indicator is money(${t.currency}); a band edge must be an amount, found ${show(bt)}`, { hint: `write for example 1000 ${t.currency}` }));
          else if (t.k === "money" && bt.k === "money" && bt.currency !== t.currency) m.diagnostics.push(diag("AL0302", bd.value.span, `band edge in ${bt.currency} for an indicator in ${t.currency}`));
          else if (t.k !== "money" && bt.k === "money") m.diagnostics.push(diag("AL0301", bd.value.span, `band edge is an amount but the indicator is ${show(t)}`));
        }
      }
      return;
    }
    case "expr": {
      const t = tc.expr(b.value, ctx);
      expectType(m, b.value, t, (x) => x.k === "integer" || x.k === "decimal", "a number of points", what);
      return;
    }
  }
}

function checkKey(m: Model, tc: TypeChecker, k: A.OrderKey) {
  checkCitation(m, k.citation);
  const t = tc.expr(k.value, at(POINTS, "an ordering key"));
  if (t.k === "error") return;
  const dirOk =
    k.direction === "highest" || k.direction === "lowest"
      ? t.k === "integer" || t.k === "decimal" || t.k === "percentage" || t.k === "money"
      : k.direction === "earliest" || k.direction === "latest"
        ? t.k === "date" || t.k === "datetime"
        : t.k === "boolean";
  if (!dirOk) {
    const want = t.k === "date" || t.k === "datetime" ? "earliest first or latest first" : t.k === "boolean" ? "true first or false first" : "highest first or lowest first";
    m.diagnostics.push(diag("AL0301", k.directionSpan, `'${k.direction} first' does not fit ${show(t)}`, { hint: `for this key write ${want}` }));
  }
  if (t.k !== "datetime" && k.granularity && k.granularitySpan) {
    m.diagnostics.push(diag("AL0301", k.granularitySpan, `a granularity applies to date-times, and this key is ${show(t)}`, { hint: "remove it" }));
  }
  if (k.granularity && typeof k.granularity !== "string") {
    const units = ["day", "hour", "minute", "second", "millisecond"];
    if (!units.includes(k.granularity.text)) m.diagnostics.push(diag("AL0205", k.granularity.span, `'${k.granularity.text}' is not a time unit`, { hint: didYouMean(k.granularity.text, units) ?? `the units are ${units.join(", ")}` }));
  }
}

function checkRanking(m: Model, tc: TypeChecker, r: A.RankingDecl) {
  checkCitation(m, r.citation);
  for (const k of r.keys) checkKey(m, tc, k);
  if (r.tiebreak) {
    checkCitation(m, r.tiebreak.citation);
    for (const s of r.tiebreak.steps) {
      if (s.kind === "key") checkKey(m, tc, s);
      else if (s.kind === "lottery") {
        checkCitation(m, s.citation);
        const t = tc.expr(s.value, at(CALL, "the lottery"));
        if (s.mode === "draw") expectType(m, s.value, t, (x) => x.k === "draw" || (x.k === "list" && x.element.k === "text"), "a draw (the list of application ids in the order drawn)", "the lottery draw");
        else expectType(m, s.value, t, (x) => x.k === "text" || x.k === "integer", "a published seed (text or whole number)", "the lottery seed");
      } else checkCitation(m, s.citation);
    }
  }
}

function checkAllocation(m: Model, tc: TypeChecker, a: A.AllocationDecl) {
  checkCitation(m, a.citation);
  for (const it of a.items) {
    checkCitation(m, it.citation);
    if (it.kind === "budget" && it.value !== "unlimited") {
      const t = tc.expr(it.value, at(CALL, "the budget"));
      expectType(m, it.value, t, (x) => x.k === "money" || x.k === "integer" || x.k === "decimal", "an amount of money or a quantity", "the budget");
    } else if (it.kind === "amount") {
      tc.expr(it.value, at(POINTS, "the amount"));
    } else if (it.kind === "boundary") {
      const v = it.value;
      if (v.kind === "name" && !m.lets.has(v.name.text) && !m.appFields.has(v.name.text)) {
        if ((boundaryPolicies as readonly string[]).includes(v.name.text)) {
          m.words.add(v);
          m.types.set(v, { k: "word", word: v.name.text });
        } else {
          m.diagnostics.push(diag("AL0205", v.span, `'${v.name.text}' is not a boundary policy`, { hint: didYouMean(v.name.text, boundaryPolicies) ?? `the policies are ${boundaryPolicies.join(", ")}, or a call parameter whose enumeration lists some of them` }));
        }
      } else {
        const t = tc.expr(v, at(CALL, "the boundary policy"));
        if (t.k === "enum") {
          const bad = t.members.filter((x) => !(boundaryPolicies as readonly string[]).includes(x));
          if (bad.length) m.diagnostics.push(diag("AL0205", v.span, `the enumeration of this parameter has members that are not boundary policies: ${bad.join(", ")}`, { hint: `its members must be among ${boundaryPolicies.join(", ")}` }));
        } else if (t.k !== "error") {
          m.diagnostics.push(diag("AL0301", v.span, `the boundary policy must be one of ${boundaryPolicies.join(", ")} or an enumeration call parameter, found ${show(t)}`));
        }
      }
    } else if (it.kind === "prorata") {
      const modes = ["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"];
      if (!modes.includes(it.mode.text)) m.diagnostics.push(diag("AL0205", it.mode.span, `'${it.mode.text}' is not a rounding mode`, { hint: didYouMean(it.mode.text, modes) ?? `the modes are ${modes.join(", ")}` }));
      const rems = ["unallocated", "largest_remainder", "ranking_order"];
      if (it.remainder && !rems.includes(it.remainder.text)) m.diagnostics.push(diag("AL0205", it.remainder.span, `'${it.remainder.text}' is not a remainder policy`, { hint: didYouMean(it.remainder.text, rems) ?? `the policies are ${rems.join(", ")}` }));
    }
  }
}
