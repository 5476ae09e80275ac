// The budget flow of an allocation (docs/language.md §14.6–14.9): its stages and reservations,
// and the relation between the budgets of several allocating regimes.
//
// Per allocation (checkStages, called from the allocation's check): each stage's condition is a
// condition on the application; its budget an amount in the unit of the allocation's budget
// (AL0502), which may read `left`, what the earlier stages left; a stage followed by others says
// whether those it does not fund go on or stay out (AL0503); a reservation says whether its
// unused part returns or lapses, a stage has a budget (AL0505); reservations whose amounts are
// known relative to the budget may not keep more than it (AL0504); stages do not combine with
// pro rata over the whole allocation or first come (AL0506). A stage may have its own ranking and a
// pro-rata boundary, each at most once (AL0508), the latter not beside quotas (AL0509); a
// tie-break scope that follows the walk follows each stage's walk (engine/stages.ts).
//
// Per scheme (regimeBudgets): where two or more regimes allocate from a budget, each says whether
// its budget is its own (`separate`), one pool with the others that say `shared` (AL0501), or
// what an earlier regime left (`left by <regime>`, AL0507).
import { stageNames } from "./stageNames.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type * as A from "../../ast/nodes.js";
import type { Model, SymbolInfo } from "../model.js";
import type { Context, TypeChecker } from "../typecheck.js";
import { boundaryPolicies, DECIMAL, show, type Ty } from "../types.js";
import { checkProRataClause, weightMisplaced } from "./proRataClause.js";
import { checkReserve } from "../reserve.js";
import { unusedOf } from "./unusedStage.js";
import { checkAdmitClosest } from "./admitClosest.js";
import { span, type Span } from "../../span.js";
import { currencyInSmallLetters } from "../currency.js";

const CALL: Context = { app: false, points: false, what: "" };
const POINTS: Context = { app: true, points: true, what: "" };
const SETTINGS = ["unfunded go on", "unfunded stay out", "unused returns", "unused lapses"];
const RELATIONS = ["shared", "separate"];

/** The type `left` has: the budget's money, or a number for a quantity. */
function leftType(budget: Ty | undefined): Ty {
  return budget && budget.k === "money" ? budget : DECIMAL;
}

function leftVars(budget: Ty | undefined): Context["vars"] {
  const sym: SymbolInfo = { kind: "variable", name: "left", nameSpan: span(0, 0), declSpan: span(0, 0), type: leftType(budget) };
  return new Map([["left", { ty: leftType(budget), sym }]]);
}

const isAmount = (t: Ty): boolean => t.k === "money" || t.k === "integer" || t.k === "decimal";

/** The unit check of a stage's or reservation's budget against the allocation's (AL0502). */
function sameUnit(m: Model, e: A.Expr, t: Ty, budget: { ty: Ty; span: Span } | undefined, what: string): void {
  if (t.k === "error") return;
  if (!isAmount(t)) {
    m.diagnostics.push(diag("AL0502", e.span, `${what} must be an amount of money or a quantity, found ${show(t)}`, { hint: "write an amount such as 15% × call.volume, or left (what the earlier stages left)" }));
    return;
  }
  if (!budget || budget.ty.k === "error") return;
  const b = budget.ty;
  const money = (x: Ty) => (x.k === "money" ? `money(${x.currency})` : `a plain number (${show(x)})`);
  if ((b.k === "money") !== (t.k === "money") || (b.k === "money" && t.k === "money" && b.currency !== t.currency && b.currency !== "?" && t.currency !== "?")) {
    m.diagnostics.push(diag("AL0502", e.span, `expected ${what} in the unit of the allocation's budget, ${money(b)}, found ${money(t)}`, { hint: "a stage spends the allocation's budget: give its budget in the same currency (or both as numbers)", related: [{ span: budget.span, message: "the allocation's budget" }] }));
  }
}

/** The policy words and enumerations a stage's `at boundary` may name (as the allocation's). */
function checkBoundary(m: Model, tc: TypeChecker, v: A.Expr): void {
  if (v.kind === "name" && !m.lets.has(v.name.text) && !m.appFields.has(v.name.text)) {
    if ((boundaryPolicies as readonly string[]).includes(v.name.text)) {
      m.words.add(v);
      m.types.set(v, { k: "word", word: v.name.text });
    } else m.diagnostics.push(diag("AL0205", v.span, `expected a boundary policy (${boundaryPolicies.join(", ")}), found '${v.name.text}'`, { hint: didYouMean(v.name.text, boundaryPolicies) ?? "write stop, skip, partial, full or reach, or leave it out to use the allocation's" }));
    return;
  }
  const t = tc.expr(v, { ...CALL, what: "the boundary policy of a stage" });
  if (t.k !== "enum" && t.k !== "error") m.diagnostics.push(diag("AL0301", v.span, `the boundary policy must be one of ${boundaryPolicies.join(", ")} or an enumeration call parameter, found ${show(t)}`, { hint: "write 'at boundary skip', or name a call parameter declared as enum { stop, skip }" }));
}

/** The settings of a stage item, checked against the words the language knows. */
function settingOf(m: Model, it: { words: A.Name[]; span: Span }): string | undefined {
  const text = it.words.map((w) => w.text).join(" ");
  if (SETTINGS.includes(text)) return text;
  if (text === "") return undefined; // an item the parser's recovery made of nothing: the parser has said what it found
  m.diagnostics.push(diag("AL0205", it.span, `expected one of ${SETTINGS.map((x) => `'${x}'`).join(", ")}, found '${text}'`, { hint: didYouMean(text, SETTINGS) ?? "say whether the applications a stage does not fund go on to the later stages ('unfunded go on') or not ('unfunded stay out')" }));
  return undefined;
}

/**
 * The stages and reservations of one allocation. `budget`: the allocation's budget, typed;
 * `amount`: the granted amount, typed (a budget passed on reads `left` in its unit).
 */
export function checkStages(m: Model, tc: TypeChecker, a: A.AllocationDecl, budget: { ty: Ty; span: Span } | undefined, amount: Ty | undefined, cite: (c: A.Citation | undefined) => void): void {
  // a budget passed on reads `left`: what the earlier regime left, in the amounts' unit
  for (const it of a.items) {
    if (it.kind !== "budget" || it.value === "unlimited" || !it.from) continue;
    const t = tc.expr(it.value, { ...CALL, what: "the budget", vars: leftVars(amount) });
    if (!(it.value.kind === "name" && it.value.name.text === "left")) m.diagnostics.push(diag("AL0507", it.value.span, `expected 'left' in a budget passed on from '${it.from.text}', found '${m.text.slice(it.value.span.start, it.value.span.end)}'`, { hint: `write 'budget left by ${it.from.text}': what that regime left of its budget` }));
    void t;
  }
  const stages = a.items.filter((i): i is A.StageDecl => i.kind === "stage");
  const reservations = a.items.filter((i): i is Extract<A.AllocItem, { kind: "reservation" }> => i.kind === "reservation");
  if (stages.length === 0 && reservations.length === 0) return;
  stageNames(m, a);
  for (const r of reservations) {
    const what = `the reservation '${r.name.text}'`;
    sameUnit(m, r.limit, tc.expr(r.limit, { ...CALL, what }), budget, what);
    tc.expectBool(r.when, tc.expr(r.when, { ...POINTS, what: `the condition of ${what}` }), `the condition of ${what}`);
    const setting = settingOf(m, { words: r.unused, span: r.unused[0] ? span(r.unused[0].span.start, r.unused[r.unused.length - 1]!.span.end) : r.span });
    if (setting && !setting.startsWith("unused")) m.diagnostics.push(diag("AL0505", r.span, `expected ${what} to say what happens to the part it does not use, found '${setting}'`, { hint: "write ', unused returns' (it goes back to what is left for the later stages) or ', unused lapses' (it is gone)" }));
  }
  const quotas = a.items.find((i) => i.kind === "quota");
  reserveLists(m, a, stages, reservations.length > 0);
  stages.forEach((st, k) => {
    const what = `the stage '${st.name.text}'`;
    for (const it of st.items) cite(it.citation);
    if (st.when) tc.expectBool(st.when, tc.expr(st.when, { ...POINTS, what: `the condition of ${what}` }), `the condition of ${what}`);
    let hasBudget = false;
    let admits = false;
    let spill: string | undefined;
    let unused: string | undefined;
    stageOwn(m, st, what, quotas, a.items.find((i) => i.kind === "budget" && i.value === "unlimited"));
    let reserve: Span | undefined;
    let threshold: Span | undefined;
    for (const it of st.items) {
      if (it.kind === "ranking" || it.kind === "regimeRanking" || it.kind === "prorata") continue;
      if (it.kind === "reserve") {
        // the stage's own reserve list (§14.11): one per stage, a stage per key's one per member (the
        // members share the item as written: told once, at the first; each member's size, which may
        // read the key as the member, `call.size[region]`, is typed for the compiler all the same)
        if (st.member && st.member.index > 0) {
          const told = m.diagnostics.length;
          if (it.size) checkReserve(m, tc, it);
          m.diagnostics.length = told;
          continue;
        }
        if (reserve) m.diagnostics.push(diag("AL0508", it.span, `expected one reserve list in the stage '${st.member?.stage.text ?? st.name.text}', found a second`, { hint: "a stage keeps one reserve list: keep the size the law gives", related: [{ span: reserve, message: "the first reserve list of the stage" }] }));
        else checkReserve(m, tc, it);
        reserve ??= it.span;
        continue;
      }
      if (it.kind === "budget") {
        hasBudget = true;
        stageBudgetUnlimited(m, st, it, a);
        // `left`, and `unused <stage>`: what an earlier stage left of its budget (unusedStage.ts)
        const t = tc.expr(it.value, { ...CALL, what: `the budget of ${what}`, vars: leftVars(budget?.ty), unused: (e) => unusedOf(m, stages, k, e, leftType(budget?.ty)) });
        sameUnit(m, it.value, t, budget, `the budget of ${what}`);
      } else if (it.kind === "boundary") checkBoundary(m, tc, it.value);
      else if (it.kind === "threshold") {
        // one threshold a stage (AL0555): a second was read over the first, which then had no effect
        if (threshold) m.diagnostics.push(diag("AL0555", it.span, `expected one threshold in ${what}, found a second`, { hint: "a stage has one threshold: join the conditions with 'and' ('threshold exc >= 3 and total >= 10')", related: [{ span: threshold, message: "the first threshold of the stage" }] }));
        threshold ??= it.span;
        const role = st.items.some((i) => i.kind === "admit") ? "the admission threshold" : "the threshold";
        tc.expectBool(it.value, tc.expr(it.value, { ...POINTS, what: `${role} of ${what}` }), `${role} of ${what}`);
      }
      else if (it.kind === "admit") {
        admits = true;
        if (it.word.text !== "admit") m.diagnostics.push(diag("AL0205", it.word.span, `expected 'admit first <count>', 'admit to <amount>' or 'admit closest to <amount>', found '${it.word.text}'`, { hint: "an admission stage admits the first k, as many as needed for their requests to reach an amount, or as many as bring them closest to it" }));
        const t = tc.expr(it.value, { ...CALL, what: `what ${what} admits`, vars: leftVars(budget?.ty) });
        if (it.how === "first" && t.k !== "integer" && t.k !== "error") m.diagnostics.push(diag("AL0301", it.value.span, `the number ${what} admits must be a whole number, found ${show(t)}`, { hint: "write 'admit first call.shortlist_size'" }));
        if (it.how !== "first") sameUnit(m, it.value, t, budget, `the amount ${what} admits to`);
        if (it.floor) sameUnit(m, it.floor, tc.expr(it.floor, { ...CALL, what: `the floor of what ${what} admits`, vars: leftVars(budget?.ty) }), budget, `the floor of what ${what} admits`);
        checkAdmitClosest(m, it, what);
      } else {
        const s = settingOf(m, it);
        if (s?.startsWith("unfunded")) {
          if (spill) m.diagnostics.push(diag("AL0505", it.span, `${what} says twice what happens to the applications it does not fund`, { hint: "keep one 'unfunded …'" }));
          spill = s;
        } else if (s) unused = s;
        else spill ??= "unknown"; // AL0205 said so: no AL0503 besides
      }
    }
    // a stage's `threshold` beside `admit` is its admission threshold; in a stage that funds, its
    // own quality threshold (§14.10, stage30): neither needs the other
    if (!hasBudget && !admits) m.diagnostics.push(diag("AL0505", st.name.span, `expected a budget for ${what}, found none`, { hint: "write 'budget left' (what the earlier stages left) or an amount such as 'budget 15% × call.volume'" }));
    if (!spill && !admits && k < stages.length - 1) m.diagnostics.push(diag("AL0503", st.name.span, `expected ${what} to say whether the applications it does not fund are considered again by the later stages, found nothing`, { hint: "write 'unfunded go on' (a later stage may fund them) or 'unfunded stay out' (they are not funded)", related: [{ span: stages[k + 1]!.name.span, message: "a later stage" }] }));
    if (admits && k === stages.length - 1) m.diagnostics.push(diag("AL0505", st.name.span, `${what} admits applications to a next stage, and there is none`, { hint: "write the stage that funds the admitted applications after it" }));
    void unused;
  });
  // reservations that keep more than the budget, where their amounts are known relative to it
  // (one alone, or the known ones together: a reservation of an unknown amount keeps nothing less)
  if (budget && reservations.length > 0) {
    const budgetText = m.text.slice(budget.span.start, budget.span.end);
    let share = 0;
    let over: (typeof reservations)[number] | undefined;
    for (const r of reservations) {
      share += shareOf(m, r.limit, budgetText) ?? 0;
      if (share > 1 + 1e-12) over ??= r;
    }
    if (over) {
      m.diagnostics.push(diag("AL0504", over.span, `expected ${reservations.length > 1 ? "the reservations" : "the reservation"} to keep at most the budget, found ${Math.round(share * 10000) / 100}% of it`, { hint: "the law's minimums cannot all be met from this budget: check the percentages, or say which comes first with stages", related: reservations.filter((r) => r !== over).map((r) => ({ span: r.span, message: `the reservation '${r.name.text}'` })) }));
    }
  }
  for (const [flag, why, how, how2] of [
    [a.items.some((i) => i.kind === "prorata"), "pro rata", "shares one budget in one step", "write the share as the boundary of the stage it belongs to ('at boundary pro rata rounded down to 0.01 remainder …' inside the stage: the tie that straddles the stage's budget shares what is left), or write the allocation without stages"],
    [a.items.some((i) => i.kind === "firstcome"), "first come, first served", "follows one walk of one budget", "write the allocation without stages, or without first come, first served: refusing later applications unassessed across stages is not defined yet"],
  ] as const) {
    if (flag) m.diagnostics.push(diag("AL0506", (stages[0] ?? reservations[0])!.span, `stages and reservations walk their budgets one after another; ${why} ${how}`, { hint: how2 }));
  }
}

/** The fraction of the budget an amount is, where it is written as one: `20% × budget-expression`. */
function shareOf(m: Model, e: A.Expr, budgetText: string): number | undefined {
  const text = (x: A.Expr) => m.text.slice(x.span.start, x.span.end).replace(/\s+/g, "");
  if (text(e) === budgetText.replace(/\s+/g, "")) return 1;
  if (e.kind === "binary" && e.op === "*") {
    const pct = (x: A.Expr) => (x.kind === "percent" ? Number(x.value) / 100 : undefined);
    if (pct(e.left) !== undefined && shareOf(m, e.right, budgetText) !== undefined) return pct(e.left)! * shareOf(m, e.right, budgetText)!;
    if (pct(e.right) !== undefined && shareOf(m, e.left, budgetText) !== undefined) return pct(e.right)! * shareOf(m, e.left, budgetText)!;
  }
  return undefined;
}

/** The regimes' budgets (AL0501, AL0507). */
export function regimeBudgets(m: Model): void {
  // an allocation several regimes inherit is an error of its own (AL0410): not repeated here
  const inherited = (r: (typeof m.regimes)[number]) => m.regimes.some((o) => o !== r && o.allocation === r.allocation);
  const allocating = m.regimes.filter((r) => r.allocation && !inherited(r) && r.allocation.items.some((i) => i.kind === "budget" && i.value !== "unlimited"));
  const names = m.regimes.map((r) => r.name);
  let shared: { text: string; span: Span } | undefined;
  for (const r of m.regimes) {
    const b = r.allocation?.items.find((i): i is Extract<A.AllocItem, { kind: "budget" }> => i.kind === "budget");
    if (!b || b.value === "unlimited" || inherited(r)) continue;
    if (b.relation && !RELATIONS.includes(b.relation.text)) {
      m.diagnostics.push(diag("AL0205", b.relation.span, `expected 'shared' or 'separate', found '${b.relation.text}'`, { hint: currencyInSmallLetters(b.value, b.relation.text) ?? didYouMean(b.relation.text, RELATIONS) ?? "shared: one pool with the other regimes that say shared; separate: this regime's own budget" }));
      continue;
    }
    if (b.from) {
      const at = names.indexOf(b.from.text);
      const here = names.indexOf(r.name);
      const from = m.regimes[at];
      if (at < 0 || at >= here || !allocating.includes(from!)) {
        m.diagnostics.push(diag("AL0507", b.from.span, `expected an earlier regime that allocates a budget, found '${b.from.text}'`, { hint: didYouMean(b.from.text, names.slice(0, Math.max(0, here))) ?? "a regime is passed what a regime declared before it left" }));
      }
      continue;
    }
    if (allocating.length < 2) continue;
    if (!b.relation) {
      m.diagnostics.push(diag("AL0501", b.value.span, `expected the budget of regime '${r.name}' to say how it relates to the other regimes' budgets, found nothing`, { hint: "write 'budget <amount> shared' (one pool with the other regimes that say shared, drawn in the order the regimes are written), 'budget <amount> separate' (its own), or 'budget left by <regime>' (what an earlier regime left)", related: allocating.filter((x) => x !== r).map((x) => ({ span: x.decl?.name.span ?? b.span, message: `regime '${x.name}' also allocates` })) }));
    } else if (b.relation.text === "shared") {
      const text = m.text.slice(b.value.span.start, b.value.span.end).replace(/\s+/g, "");
      if (shared && shared.text !== text) m.diagnostics.push(diag("AL0507", b.value.span, `expected the shared budget ${m.text.slice(shared.span.start, shared.span.end)}, as the regimes before it share, found ${m.text.slice(b.value.span.start, b.value.span.end)}`, { hint: "regimes that share a budget name one amount; give a regime its own with 'separate'", related: [{ span: shared.span, message: "the shared budget" }] }));
      shared ??= { text, span: b.value.span };
    }
  }
}


/**
 * A stage's own ranking and pro-rata boundary: each at most once, and one boundary (AL0508); a
 * pro-rata boundary says its rounding and remainder (AL0205, AL0408) and does not meet quotas
 * (AL0509: how a quota would cap a share is not defined); `when decisive` spelt so (AL0544), and
 * a scope that follows the walk given a budget (AL0543), as for the regime's ranking.
 */
function stageOwn(m: Model, st: A.StageDecl, what: string, quota: A.AllocItem | undefined, unlimited: A.AllocItem | undefined): void {
  const rankings = st.items.filter((i): i is Extract<A.StageItem, { kind: "ranking" }> => i.kind === "ranking");
  const boundaries = st.items.filter((i) => i.kind === "boundary" || i.kind === "prorata");
  // `ranking of the regime` is a ranking of the stage too
  const ranked = st.items.filter((i) => i.kind === "ranking" || i.kind === "regimeRanking").map((i) => (i.kind === "ranking" ? i.ranking.keyword : i.span));
  for (const extra of ranked.slice(1)) m.diagnostics.push(diag("AL0508", extra, `expected one ranking in ${what}, found a second`, { hint: "a stage orders its candidates by one ranking: keep the one the law gives for this stage", related: [{ span: ranked[0]!, message: "the first ranking of the stage" }] }));
  for (const extra of boundaries.slice(1)) m.diagnostics.push(diag("AL0508", extra.span, `expected one boundary rule in ${what}, found a second`, { hint: "a stage has one boundary: 'at boundary skip' (or stop, partial, full, reach) or 'at boundary pro rata rounded …'", related: [{ span: boundaries[0]!.span, message: "the first boundary rule of the stage" }] }));
  for (const r of rankings) {
    const tb = r.ranking.tiebreak;
    if (tb && (tb.scope === "onward" || tb.scope === "decisive") && unlimited) m.diagnostics.push(diag("AL0543", tb.scopeSpan ?? tb.keyword, `${tb.scope === "onward" ? "'at boundary and after' breaks the tie that straddles the budget and every later one" : "'when decisive' breaks the ties whose order decides who is funded"}, and this allocation has no budget: no tie would ever be broken`, { hint: "give the allocation its budget, or write 'tiebreak every tie'", related: [{ span: unlimited.span, message: "the budget is unlimited" }] }));
    if (tb?.scope === "decisive" && tb.scopeWord && tb.scopeWord.text !== "decisive") m.diagnostics.push(diag("AL0544", tb.scopeWord.span, `expected 'when decisive' (the ties whose order decides an outcome), found 'when ${tb.scopeWord.text}'`, { hint: "write 'tiebreak when decisive', 'tiebreak every tie', 'tiebreak at boundary' or 'tiebreak at boundary and after'" }));
  }
  for (const it of st.items) {
    if (it.kind !== "prorata") continue;
    checkProRataClause(m, it);
    weightMisplaced(m, it, "a stage's boundary");
    if (!it.remainder) m.diagnostics.push(diag("AL0408", it.span, "expected the pro-rata boundary to say where the leftover of rounding goes, found nothing", { hint: "add 'remainder unallocated', 'remainder largest_remainder' or 'remainder ranking_order'" }));
    if (quota) m.diagnostics.push(diag("AL0509", it.span, `expected ${what} to share its budget pro rata in an allocation without quotas, found a quota`, { hint: "how a quota would cap a pro-rata share is not defined: give the capped kind of application its own stage with its own budget, or use 'at boundary partial'", related: [{ span: quota.span, message: "the quota" }] }));
  }
}

/**
 * A stage's own budget under an allocation whose budget is unlimited (§14.7.4): every stage is
 * unlimited too, and the stage's budget is not applied — "at most 10% of each field's students"
 * written as a stage per field's budget funded every student (drafted27 finding 6). A warning, at
 * the stage's budget (a stage per key's members share it: once); `budget left` is unlimited as
 * written, and says nothing.
 */
function stageBudgetUnlimited(m: Model, st: A.StageDecl, it: Extract<A.StageItem, { kind: "budget" }>, a: A.AllocationDecl): void {
  const unlimited = a.items.find((i) => i.kind === "budget" && i.value === "unlimited");
  if (!unlimited || (st.member && st.member.index > 0) || (it.value.kind === "name" && it.value.name.text === "left")) return;
  const name = st.member?.stage.text ?? st.name.text;
  m.diagnostics.push(
    diag("AL0552", it.value.span, `the budget of the stage '${name}' is not applied: the allocation's budget is unlimited, so every stage's is too`, {
      hint: "give the allocation a budget (the total the law sets, or a number no call reaches where it sets none) so that the stage's budget applies, or write 'budget left' in the stage",
      related: [{ span: unlimited.span, message: "the allocation's budget is unlimited" }],
    }),
  );
}

/**
 * The allocation's reserve list beside the stages' own (§14.11): it holds the applications whose
 * stage keeps no list and those no stage considers (every stage's `when` false for them); where
 * every stage keeps one, some stage considers every application not yet decided (one with no
 * `when`, or a stage per key walked for every member with none) and no reservation walks before
 * them, it would hold none — the drafter meant one or the other (AL0551, at the allocation's
 * `reserve`).
 */
function reserveLists(m: Model, a: A.AllocationDecl, stages: readonly A.StageDecl[], reservations: boolean): void {
  const own = a.items.find((i): i is Extract<A.AllocItem, { kind: "reserve" }> => i.kind === "reserve");
  if (!own || reservations || stages.length === 0 || !stages.every((st) => st.items.some((i) => i.kind === "reserve"))) return;
  // an application no stage considers is the allocation's list's (reserve.ts placeReserves): only where none can be
  if (!stages.some((st) => !st.when || (st.member?.every && !st.member.written))) return;
  const written = [...new Set(stages.map((st) => st.member?.stage.text ?? st.name.text))].map((n) => `'${n}'`);
  const listed = `stage${written.length === 1 ? "" : "s"} ${written.join(", ")}`;
  m.diagnostics.push(diag("AL0551", span(own.span.start, Math.min(own.span.end, own.span.start + "reserve".length)), `the allocation's reserve list would hold no application: every stage keeps its own list (${listed})`, { hint: "keep the lists the law keeps: the stages' own (\"the reserve list of their measure\"), or the allocation's one list over every stage and none in the stages" }));
}
