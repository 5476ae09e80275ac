// check: the typed model of a scheme, from its AST. Declares, types every expression in the
// context it stands in, then runs the scheme-level checks of checks/index.ts in order.
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { declareAll, emptyModel } from "./declare.js";
import type { Model } from "./model.js";
import { TypeChecker } from "./typecheck.js";
import { checkClosedDays } from "./builtins/dateCount.js";
import { boundaryPolicies, calendarList, calendars, calendarSpelling, deadlineDays, show, statusNames, type Ty } from "./types.js";
import type { SymbolInfo } from "./model.js";
import { span, type Span } from "../span.js";
import { schemeChecks } from "./checks/index.js";
import { checkReserve } from "./reserve.js";
import { checkFunctions, declareFunctions } from "./functions.js";
import { checkReason } from "./reasons.js";
import { checkStages } from "./checks/budgetFlow.js";
import { checkGroup } from "./checks/groups.js";
import { checkLimitUnits, checkQuotaCount } from "./checks/limits.js";
import { checkQuotaFigure } from "./checks/quotaFigure.js";
import { checkSettlements, checkStatistics, hasStages, paidType } from "./checks/outcome.js";
import { checkFirstComeItem } from "./checks/firstCome.js";
import { checkProRataClause, checkProRataWeight } from "./checks/proRataClause.js";
import { APP, at, CALL, checkCitation, expectType, POINTS } from "./checkContext.js";
import { checkRanking } from "./checkRanking.js";
import { checkStageColumn } from "./checks/stageColumn.js";

export function check(file: A.SchemeFile, text: string): Model {
  const m = emptyModel(file, text);
  declareAll(m);
  declareFunctions(m);
  const tc = new TypeChecker(m);
  guard(m, undefined, () => checkFunctions(m, tc));
  for (const l of m.lets.values()) guard(m, l.nameSpan, () => tc.letType(l));
  for (const d of file.declarations) guard(m, headSpan(d), () => checkDeclaration(m, tc, d));
  for (const run of schemeChecks) guard(m, undefined, () => run(m));
  return m;
}

/**
 * Runs one part of the check; an expression too deep for the stack (thousands of terms in one
 * chain) is reported on its own declaration, and the rest of the scheme is still checked.
 */
function guard(m: Model, at: Span | undefined, run: () => void): void {
  try {
    run();
  } catch (e) {
    if (!(e instanceof RangeError && /call stack/i.test(e.message))) throw e;
    if (at) m.diagnostics.push(diag("AL0103", at, "expected an expression the checker can follow, found one nested too deeply (thousands of terms in one chain)", { hint: "split it into several 'let' declarations and combine those" }));
    // a scheme-level check that overflows is skipped: the declaration it stumbled on is reported above
  }
}

function checkDeclaration(m: Model, tc: TypeChecker, d: A.Declaration) {
  switch (d.kind) {
    case "source": {
      if (d.act.text && !m.acts.has(d.act.text)) {
        m.diagnostics.push(diag("AL0201", d.act.span, `expected the name of a declared act after '=', found '${d.act.text}'`, { hint: didYouMean(d.act.text, m.acts.keys()) ?? "declare the act first: act name \"Title\" { identifier \"...\" }" }));
      } else if (d.act.text) {
        m.refs.push({ span: d.act.span, symbol: m.symbols.find((s) => s.kind === "act" && s.name === d.act.text)! });
      }
      return;
    }
    case "let":
    case "function":
      checkCitation(m, d.citation);
      return;
    case "eligibility":
      checkCitation(m, d.citation);
      for (const r of d.rules) guard(m, r.name.span, () => checkRule(m, tc, r));
      return;
    case "criterion":
      checkCriterion(m, tc, d);
      return;
    case "maximum":
    case "unsummed":
    case "scale":
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
          for (const r of mem.rules) guard(m, r.name.span, () => checkRule(m, tc, r));
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
        expectType(m, d.deadline.after, t, (x) => x.k === "date" || x.k === "datetime", "a date", "the start of the deadline", "name a call parameter declared as date or datetime, for example 'after call.decided_on'");
        checkDeadlineWords(m, d.deadline);
        if (d.deadline.closed) {
          const c = d.deadline.closed;
          checkClosedDays(m, c, tc.expr(c, at(CALL, "the office's closing days")), "the deadline");
          if (d.deadline.unit.text === "consecutive") m.diagnostics.push(diag("AL0205", c.span, "expected 'working days' before an office's closing days, found 'consecutive days', which count every day", { hint: "closing days are skipped like holidays: write '… working days after … calendar PL closed call.office_closed', or leave 'closed …' out" }));
        }
      }
      if (d.columns) {
        checkCitation(m, d.columns.citation);
        const vars = resultColumns(m);
        for (const c of d.columns.columns) if (c.value !== "amount" && c.value !== "label" && !checkStageColumn(m, c.value)) tc.expr(c.value, { ...POINTS, what: "a column of the published list", vars });
        const unranked = m.regimes.find((r) => !r.ranking && r.allocation);
        if (unranked && vars.has("position")) for (const c of d.columns.columns) if (c.value !== "amount" && c.value !== "label") for (const at of positionReads(c.value)) m.diagnostics.push(diag("AL0549", at.span, `expected a column the allocation decides, found 'position' in ${unranked.decl ? `the regime '${unranked.name}', which has` : "a scheme with"} no ranking`, { hint: "no order places the applications (every one is paid its share, §14.14): leave the column out, or publish 'status' and 'amount'; if the law does rank the applications, write its 'ranking' and the position is that ranking's" }));
      }
      if (d.statistics) checkStatistics(m, d.statistics, (e) => tc.expr(e, at(CALL, "a published statistic")), (c) => checkCitation(m, c));
      if (d.rows) {
        checkCitation(m, d.rows.citation);
        const w = d.rows.which.text;
        if (w !== "funded" && w !== "ranked") m.diagnostics.push(diag("AL0649", d.rows.which.span, `expected 'funded' or 'ranked' after 'rows', found '${w}'`, { hint: "write 'rows funded' for a list of the applications granted (in full, in part or pro rata), or 'rows ranked' for every ranked application (the default)" }));
      }
      return;
    case "notice":
      checkNotice(m, tc, d);
      return;
    default:
      return;
  }
}

/** The periods an objection clause counts (§16.4), singular and plural. */
const objectionUnits = ["days", "weeks", "months"] as const;

/** The longest period of each unit an objection clause may state: 100 years, the most a scheme counts (runtime dateCount.ts). */
const objectionMost: Record<string, number> = { day: 36_525, week: 5_218, month: 1_200 };

/**
 * `notice { date …  objection within N weeks to "…" by "…" per src }` (§16.4): the date is a call
 * parameter of type date (or date-time); the period a whole number of days, weeks or months
 * (AL0675: any other word, or none of them, and the notice would state a period no court counts);
 * the body an objection goes to is required (AL0676: the clause must say where to object).
 */
function checkNotice(m: Model, tc: TypeChecker, d: A.NoticeDecl) {
  checkCitation(m, d.citation);
  if (d.date) {
    const t = tc.expr(d.date.value, at(CALL, "the date of the notice"));
    expectType(m, d.date.value, t, (x) => x.k === "date" || x.k === "datetime", "a date", "the date of the notice", "name a call parameter declared as date or datetime, for example 'date call.decided_on'");
  }
  const o = d.objection;
  if (!o) return;
  checkCitation(m, o.citation);
  const unit = o.unit.text;
  if (unit !== "" && (!objectionUnits.some((u) => u === unit || u.slice(0, -1) === unit) || o.count <= 0)) {
    const found = `${o.count} ${unit}`;
    m.diagnostics.push(
      diag("AL0675", span(o.countSpan.start, o.unit.span.end), `expected a period of days, weeks or months after 'within', found '${found}'`, {
        hint: o.count <= 0 ? "the law gives a period of at least one day: write the number it states, for example 'within 6 weeks' (Awb 6:7), 'within 1 month' (VwGO § 70), 'within 14 days' (KPA art. 129 § 2)" : (didYouMean(unit, objectionUnits) ?? "count the period in days, weeks or months as the law states it, in English even in a Dutch, German or Polish scheme: 'within 6 weeks' (Awb 6:7), 'within 1 month' (VwGO § 70), 'within 14 days' (KPA art. 129 § 2)"),
      }),
    );
  } else if (unit !== "" && o.count > objectionMost[unit.replace(/s$/, "")]!) {
    // a period no law gives (adversary26: 99999999999999999999 days was read as 1e20, its last day "+273790700698852800-03-01")
    const most = objectionMost[unit.replace(/s$/, "")]!;
    m.diagnostics.push(
      diag("AL0675", span(o.countSpan.start, o.unit.span.end), `expected a period of at most 100 years after 'within' (${most} ${unit.replace(/s$/, "")}s), found '${o.countText} ${unit}'`, {
        hint: "write the period the law states, for example 'within 6 weeks' (Awb 6:7), 'within 1 month' (VwGO § 70), 'within 14 days' (KPA art. 129 § 2)",
      }),
    );
  }
  const cal = o.calendar;
  if (cal && !(calendars as readonly string[]).includes(cal.text)) {
    m.diagnostics.push(diag("AL0205", cal.span, `expected a holiday calendar (${calendarList}), found '${cal.text}'`, { hint: calendarSpelling(cal.text) ?? didYouMean(cal.text, calendars) ?? "write 'calendar NL', PL, EU, DE, a German Land such as DE_BY, or weekdays" }));
  }
  if (!o.body) {
    m.diagnostics.push(diag("AL0676", o.keyword, "expected the body an objection is lodged with, found none", { hint: `add 'to "…"' after the period as the law names it, for example 'objection within 6 weeks to "the Board of Directors"'` }));
  }
}

/** The most days a deadline counts, working or consecutive: 100 years, as add_working_days (runtime dateCount.ts MAX_WALK). */
const deadlineMost = 36_525;

/** `3 working days ... calendar PL`: the kind of day and the calendar must be ones the runtime knows,
 * or the deadline would silently be counted in calendar days, or without public holidays; the
 * count at most 100 years (AL0677), or the run would count a day at a time for ever. */
function checkDeadlineWords(m: Model, d: A.DeadlineItem) {
  const words = `${d.unit.text} ${d.unit2.text}`;
  if (d.unit.text === "" || d.unit2.text === "") return; // incomplete: the parser has reported it
  if (!(deadlineDays as readonly string[]).includes(d.unit.text) || !["days", "day"].includes(d.unit2.text)) {
    const dym = didYouMean(d.unit.text, deadlineDays);
    m.diagnostics.push(
      diag("AL0205", span(d.unit.span.start, d.unit2.span.end), `expected 'working days' or 'consecutive days' after the number, found '${words}'`, {
        hint: dym ?? "a deadline counts 'working days' (with 'calendar PL', NL, EU, DE, a German Land such as DE_BY, or weekdays) or 'consecutive days'; write it in English even in a Polish or Dutch scheme",
      }),
    );
  } else if (d.count > deadlineMost) {
    // a deadline no law gives (adversary26: 99999999999 working days were counted a day at a time, then refused by the run as an internal error)
    m.diagnostics.push(
      diag("AL0677", span(d.countSpan.start, d.unit2.span.end), `expected a deadline of at most ${deadlineMost} days (100 years), found '${d.countText} ${words}'`, {
        hint: `write the number of days the law states, for example 'deadline 14 working days after call.decided_on calendar PL'; a scheme counts at most 100 years (${deadlineMost} days)`,
      }),
    );
  }
  const cal = d.calendar;
  if (cal && !(calendars as readonly string[]).includes(cal.text)) {
    m.diagnostics.push(diag("AL0205", cal.span, `expected a holiday calendar (${calendarList}), found '${cal.text}'`, { hint: calendarSpelling(cal.text) ?? didYouMean(cal.text, calendars) ?? `write 'calendar PL' for Polish public holidays, NL for Dutch, EU for those of the EU institutions, DE for Germany's nationwide ones (DE_BY, DE_BE, … for a Land's), or weekdays for none` }));
  }
}

/** Where a declaration is named: its name, or its keyword when it has none. */
function headSpan(d: A.Declaration): Span {
  if ("name" in d) return d.name.span;
  if ("keyword" in d) return d.keyword;
  return span(d.span.start, d.span.start + d.kind.length);
}

/** Names a published column may use besides inputs and points: the outcome of the selection. */
function resultColumns(m: Model): Map<string, { ty: Ty; sym: SymbolInfo }> {
  const mk = (name: string, ty: Ty) => [name, { ty, sym: { kind: "variable" as const, name, nameSpan: span(0, 0), declSpan: span(0, 0), type: ty } }] as const;
  return new Map([
    mk("position", { k: "integer" }),
    mk("status", { k: "enum", members: [...statusNames] }),
    mk("within_limit", { k: "boolean" }),
    mk("label", { k: "text" }),
    // what a funded application is paid after the allocation (`pay …`, §16.3)
    ...(paidType(m) ? [mk("paid", paidType(m)!)] : []),
    // the place in the ranking of the stage that decided it, where the stages rank on their own (§16.2)
    ...(hasStages(m) ? [mk("stage_position", { k: "integer" })] : []),
  ].filter(([n]) => !m.appFields.has(n) && !m.lets.has(n) && !m.criteria.has(n)));
}

function checkRule(m: Model, tc: TypeChecker, r: A.RuleDecl) {
  checkCitation(m, r.citation);
  const what = `the eligibility rule '${r.name.text}'`;
  tc.expectBool(r.condition, tc.expr(r.condition, at(APP, what)), what);
  checkReason(m, tc, r, at(APP, `the reason of ${what}`));
}

function checkThreshold(m: Model, tc: TypeChecker, t: A.ThresholdDecl) {
  checkCitation(m, t.citation);
  const what = `the threshold '${t.name.text}'`;
  tc.expectBool(t.condition, tc.expr(t.condition, at(POINTS, what)), what);
  checkReason(m, tc, t, at(POINTS, `the reason of ${what}`));
}

function checkCriterion(m: Model, tc: TypeChecker, c: A.CriterionDecl) {
  checkCitation(m, c.citation);
  const what = `the criterion '${c.name.text}'`;
  const ctx = at(APP, what);
  const b = c.body;
  switch (b.kind) {
    case "weighted": {
      const t = tc.expr(b.score, ctx);
      expectType(m, b.score, t, (x) => x.k === "integer" || x.k === "decimal", "a number (the graded score)", `the score of ${what}`, "name the field that holds the score, declared as 'integer in 1..4' or similar");
      return;
    }
    case "yesno":
      tc.expectBool(b.condition, tc.expr(b.condition, ctx), `the condition of ${what}`);
      return;
    case "match": {
      const t = tc.expr(b.subject, ctx);
      if (t.k !== "enum" && t.k !== "error") {
        m.diagnostics.push(diag("AL0301", b.subject.span, `'match' gives points per member of an enumeration, found ${show(t)}`, { hint: "declare the field as enum { met, partly, not_met }, or use 'bands' for numbers" }));
        return;
      }
      if (t.k !== "enum") return;
      for (const arm of b.arms) {
        for (const mem of arm.members) {
          if (!t.members.includes(mem.text)) {
            m.diagnostics.push(diag("AL0205", mem.span, `expected a member of ${show(t)}, found '${mem.text}'`, { hint: didYouMean(mem.text, t.members) ?? `write one of ${t.members.join(", ")}, or add '${mem.text}' to the enumeration` }));
          }
        }
      }
      return;
    }
    case "bands": {
      const t = tc.expr(b.subject, ctx);
      expectType(m, b.subject, t, (x) => x.k === "integer" || x.k === "decimal" || x.k === "percentage" || x.k === "money", "a number, percentage or amount", `the indicator of ${what}`, "bands compare a number, a percentage or an amount with their edges; for yes/no or a list of options use '3 points if ...' or 'match'");
      for (const band of b.bands) {
        for (const bd of [band.first, band.second]) {
          if (!bd) continue;
          const bt = tc.expr(bd.value, ctx);
          const edge = bd.value.kind === "number" || bd.value.kind === "money" ? bd.value.value : "1000";
          if (t.k === "money" && bt.k !== "money" && bt.k !== "error") m.diagnostics.push(diag("AL0301", bd.value.span, `the indicator is money(${t.currency}); a band edge must be an amount, found ${show(bt)}`, { hint: `write the edge with its currency, for example ${edge} ${t.currency}` }));
          else if (t.k === "money" && bt.k === "money" && bt.currency !== t.currency) m.diagnostics.push(diag("AL0302", bd.value.span, `expected a band edge in ${t.currency}, the currency of the indicator, found one in ${bt.currency}`, { hint: `write the edges in ${t.currency}, for example ${edge} ${t.currency}; Allot never converts currencies` }));
          else if (t.k !== "money" && bt.k === "money") m.diagnostics.push(diag("AL0301", bd.value.span, `expected a band edge of type ${show(t)}, like the indicator, found an amount`, { hint: `drop the currency: write ${edge}` }));
        }
      }
      return;
    }
    case "expr": {
      const t = tc.expr(b.value, ctx);
      expectType(m, b.value, t, (x) => x.k === "integer" || x.k === "decimal", "a number of points", what, "give the points as a number, for example 'if x then 3 else 0', or write '3 points if condition'");
      return;
    }
  }
}

function checkAllocation(m: Model, tc: TypeChecker, a: A.AllocationDecl) {
  checkCitation(m, a.citation);
  let budget: { ty: Ty; span: Span } | undefined;
  let amount: { ty: Ty; span: Span } | undefined;
  for (const it of a.items) {
    checkCitation(m, it.citation);
    if (it.kind === "reservation") checkCitation(m, it.unusedCitation);
    if (it.kind === "budget" && it.value !== "unlimited" && !it.from) {
      const t = tc.expr(it.value, at(CALL, "the budget"));
      expectType(m, it.value, t, (x) => x.k === "money" || x.k === "integer" || x.k === "decimal", "an amount of money or a quantity", "the budget", "name a call parameter declared as money(EUR) (or a number of places), or write 'budget unlimited'");
      budget = { ty: t, span: it.value.span };
    } else if (it.kind === "amount") {
      amount = { ty: tc.expr(it.value, at(POINTS, "the amount")), span: it.value.span };
      expectType(m, it.value, amount.ty, (x) => x.k === "money" || x.k === "integer" || x.k === "decimal", "an amount of money or a quantity", "the amount granted", "name a money field, or compute an amount such as round(40% × eligible_costs, 2, down)");
    } else if (it.kind === "boundary") {
      const v = it.value;
      if (v.kind === "name" && !m.lets.has(v.name.text) && !m.appFields.has(v.name.text)) {
        if ((boundaryPolicies as readonly string[]).includes(v.name.text)) {
          m.words.add(v);
          m.types.set(v, { k: "word", word: v.name.text });
        } else {
          m.diagnostics.push(diag("AL0205", v.span, `expected a boundary policy (${boundaryPolicies.join(", ")}), found '${v.name.text}'`, { hint: didYouMean(v.name.text, boundaryPolicies) ?? "stop: no application after it is funded; skip: it is passed over and later ones that fit are funded; partial: it gets what is left; full: it is funded in full, overrunning the budget; reach: the one that reaches or passes the budget is funded in full, then nothing (nothing after an exact hit). Or name a call parameter whose enumeration lists some of them" }));
        }
      } else {
        const t = tc.expr(v, at(CALL, "the boundary policy"));
        if (t.k === "enum") {
          const bad = t.members.filter((x) => !(boundaryPolicies as readonly string[]).includes(x));
          if (bad.length) m.diagnostics.push(diag("AL0205", v.span, `the enumeration of this parameter has members that are not boundary policies: ${bad.join(", ")}`, { hint: `its members must be among ${boundaryPolicies.join(", ")}` }));
        } else if (t.k !== "error") {
          m.diagnostics.push(diag("AL0301", v.span, `the boundary policy must be one of ${boundaryPolicies.join(", ")} or an enumeration call parameter, found ${show(t)}`, { hint: "write 'at boundary stop' (or skip, partial, full, reach), or name a call parameter declared as enum { stop, skip }" }));
        }
      }
    } else if (it.kind === "quota") {
      const lt = tc.expr(it.limit, at(CALL, `the quota '${it.name.text}'`));
      expectType(m, it.limit, lt, (x) => x.k === "money" || x.k === "integer" || x.k === "decimal", "an amount of money or a quantity", `the limit of the quota '${it.name.text}'`, "write the most this group may be granted, for example call.small_farms_quota");
      const what = `the condition of the quota '${it.name.text}'`;
      if (it.when) tc.expectBool(it.when, tc.expr(it.when, at(POINTS, what)), what);
      if (it.figure) tc.expr(it.figure, at(POINTS, `the figure of the quota '${it.name.text}'`));
    } else if (it.kind === "reserve") {
      checkReserve(m, tc, it);
    } else if (it.kind === "group") {
      checkGroup(m, tc, it, at(APP, "the group key"), at(CALL, "the cap per group"), (c) => checkCitation(m, c));
    } else if (it.kind === "prorata") {
      checkProRataClause(m, it);
      if (it.weight) checkProRataWeight(m, it, tc.expr(it.weight, at(POINTS, "the weight of pro rata")));
    }
  }
  for (const st of a.items) if (st.kind === "stage") for (const it of st.items) if (it.kind === "ranking") checkRanking(m, tc, it.ranking);
  checkStages(m, tc, a, budget, amount?.ty, (c) => checkCitation(m, c));
  for (const it of a.items) if (it.kind === "firstcome") checkFirstComeItem(m, it, (e) => tc.expr(e, at(APP, "the overshoot reading")), budget?.ty);
  checkSettlements(m, a.items, (e) => tc.expr(e, at(POINTS, "what is paid")), amount);
  checkLimitUnits(m, a.items, budget);
  checkQuotaCount(m, a.items);
  for (const it of a.items) if (it.kind === "quota" && it.figure) checkQuotaFigure(m, a, it);
  // the amounts granted are taken from the budget: they must be counted in the same unit
  if (budget && amount && budget.ty.k !== "error" && amount.ty.k !== "error") {
    const b = budget.ty;
    const g = amount.ty;
    if (b.k === "money" && g.k === "money" && b.currency !== g.currency && b.currency !== "?" && g.currency !== "?") {
      m.diagnostics.push(diag("AL0302", amount.span, `expected the granted amount in ${b.currency}, the currency of the budget, found money(${g.currency})`, { hint: `declare the budget and the amounts in one currency; Allot never converts between ${b.currency} and ${g.currency}`, related: [{ span: budget.span, message: `the budget is in ${b.currency}` }] }));
    } else if ((b.k === "money") !== (g.k === "money")) {
      const what = (t: Ty) => (t.k === "money" ? `an amount in ${t.currency}` : `a plain number (${show(t)})`);
      m.diagnostics.push(diag("AL0301", amount.span, `expected the granted amount in the unit of the budget, ${what(b)}, found ${what(g)}`, { hint: "give the budget and the amount both as money in one currency, or both as numbers (places, hectares)", related: [{ span: budget.span, message: "the budget" }] }));
    }
  }
}

/** The names `position` (the place the ranking gives) an expression of a published column reads. */
function positionReads(e: unknown): A.NameRef[] {
  const out: A.NameRef[] = [];
  const walk = (x: unknown): void => {
    if (!x || typeof x !== "object") return;
    if (Array.isArray(x)) return void x.forEach(walk);
    const n = x as { kind?: unknown; name?: { text?: unknown } };
    if (n.kind === "name" && n.name?.text === "position") out.push(x as A.NameRef);
    for (const [k, v] of Object.entries(x)) if (k !== "span" && k !== "name") walk(v);
  };
  walk(e);
  return out;
}
