// What explanations show of a criterion and an ordering key beyond their result: how a criterion
// gives its points as data (`form`, which each catalogue words in its language), the value its
// bands or match read and the band it fell in (`subject`), and the operands of a key's formula
// (`operands`: the shares behind a "distance to 50/50"), and of a criterion's subject computed by a
// formula (the income and the national average behind a ratio). The runtime reads subjects and operands
// only when a run is explained (runtime/src/engine/details.ts).
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import { indexKeys } from "../semantics/keyed.js";
import type { ExprEmitter } from "./expr.js";
import { dateCountForms } from "../semantics/builtins/dateCount.js";
import { COMPARISONS, criterionOrTotal, pointsLet, pointsSides } from "./pointsValues.js";
import { exprNodes } from "../ast/exprNodes.js";
import { showSpec } from "./showSpec.js";
import { isPeersAggregate } from "./aggregateSpecs.js";
import { capForm, capGet, capOf } from "./explainCap.js";
import { letFormula } from "./letFormula.js";

const j = JSON.stringify;

/** at most this many operands are shown for a criterion's subject or a check's condition */
const MOST = 4;
/**
 * at most this many operands a key reads, each shown where it differs between the two (the
 * runtime's differingOperands.ts tells apart 30): a comparison on a sum of seven criteria names
 * every criterion that differs, not those of the first four (drafter35 finding 2: "2 against 1
 * (large family: 1 against 0; disabled child: 0 against 1)" left out "single parent: 1 against 0",
 * the sixth); a key reading more names none rather than some
 */
const KEY_MOST = 30;

export interface ExplainEmit {
  readonly m: Model;
  readonly x: ExprEmitter;
  text(s: A.Node["span"]): string;
  fn(e: A.Expr): string;
}

/**
 * How the value `x` is shown: a value in points (a criterion, the total, a let of points) under a
 * scale of points (`points decimal(3)`, §11.3) with its places ("8.300"), anything else by its
 * type (showSpec).
 */
export function valueShow(e: ExplainEmit, x: A.Expr, percent = false): string {
  const s = e.m.scale;
  if (s && s.places <= 18 && (criterionOrTotal(e, x) || pointsLet(e, x))) return `{ k: "number", places: ${s.places} }`;
  return showSpec(e.m.types.get(x), e.x, percent);
}

/** The criterion's form (runtime CriterionForm) as JSON. */
export function criterionForm(e: ExplainEmit, c: A.CriterionDecl, min?: string, max?: string): string {
  const b = c.body;
  const range = min !== undefined && max !== undefined ? { min, max } : {};
  switch (b.kind) {
    case "weighted": {
      const t = e.m.types.get(b.score);
      const sr = t && "lo" in t && t.lo !== undefined ? { lo: t.lo, hi: (t as { hi?: string }).hi } : {};
      return j({ kind: "weighted", weight: b.weight, score: e.text(b.score.span), ...sr, ...range });
    }
    case "yesno":
      return j({ kind: "yesno", points: b.points, condition: e.text(b.condition.span) });
    case "match": {
      // the arms' members by their titles, where the enumeration gives them (language.md §8.4)
      const t = e.m.types.get(b.subject);
      const titles = t?.k === "enum" ? t.titles : undefined;
      return j({ kind: "match", subject: e.text(b.subject.span), arms: b.arms.map((a) => ({ members: a.otherwise ? null : a.members.map((x) => titles?.get(x.text) ?? x.text), points: a.points })) });
    }
    case "bands":
      return j({ kind: "bands", subject: e.text(b.subject.span), bands: b.bands.map((x) => ({ bounds: [x.first, x.second].filter((d): d is A.Bound => !!d).map((d) => ({ bound: d.bound, value: e.text(d.value.span) })), points: x.points })) });
    case "expr": {
      const cap = capOf(b.value);
      return j({ kind: "expr", value: e.text(b.value.span), ...range, ...(cap ? { cap: capForm(cap, (s) => e.text(s)) } : {}) });
    }
  }
}

/**
 * `subject: { … }, ` for a criterion with bands (the value and the index of its band, compared as
 * Decimals: the same band as the points' test) or a match (the member); "" otherwise.
 */
export function criterionSubject(e: ExplainEmit, c: A.CriterionDecl): string {
  const b = c.body;
  // a match over a field the scheme describes (`familia_numerosa: enum { … } "condición de familia
  // numerosa"`): the field by its description, as the law words it (drafter35's finding 11); the
  // form keeps the name as written, by which the catalogue knows to say "description: member"
  if (b.kind === "match") return `subject: { text: ${j(describedField(e, b.subject) ?? e.text(b.subject.span))}, show: ${showSpec(e.m.types.get(b.subject), e.x)}, get: (e) => [${e.x.emit(b.subject)}, -1]${subjectOperands(e, b.subject)} }, `;
  // a weight times a let (`weight 3 × quality_score`, the jury's average): the value the applicant
  // cannot read in the application, by the let's title — "(weight 3 × quality_score; the score
  // for artistic quality is 8.7)"; times a field or a formula (`weight 2 × scores.impact`): its
  // value, and the inputs of a formula
  if (b.kind === "weighted") {
    const l = b.score.kind === "name" && !e.m.words.has(b.score) ? e.m.lets.get(b.score.name.text) : undefined;
    const text = l ? ((l.node as A.LetDecl).title ?? (b.score as A.NameRef).name.text) : e.text(b.score.span);
    return `subject: { text: ${j(text)}, show: ${showSpec(e.m.types.get(b.score), e.x)}, get: (e) => [${e.x.emit(b.score)}, -1]${subjectOperands(e, b.score)} }, `;
  }
  // an expression under a cap: the value before it, by which the bound that bit is told, and its
  // inputs, a field by its description (drafter37's finding 7; explainCap.ts)
  const cap = b.kind === "expr" ? capOf(b.value) : undefined;
  // (a name under the cap is told by its description or title: "years on the register: 12, capped at 10")
  const under = cap && cap.inner.kind === "name" && !e.m.words.has(cap.inner) ? (describedField(e, cap.inner) ?? (e.m.lets.get(cap.inner.name.text)?.node as A.LetDecl | undefined)?.title) : undefined;
  // (a let so named is told by its title, not by the inputs of its formula: "the full months on the
  // nursery register: 24, capped at 12", not "the month of the reference date: 24327; …"; cap39)
  if (cap) return `subject: { text: ${j(under ?? e.text(cap.inner.span))}, show: ${valueShow(e, cap.inner)}, get: ${capGet(cap, e.x)}${under ? "" : subjectOperands(e, cap.inner, true)} }, `;
  if (b.kind !== "bands") return "";
  const bounds = b.bands.flatMap((x) => [x.first, x.second]).filter((d): d is A.Bound => !!d);
  // a ratio compared with percentages is shown as a percentage
  const percent = bounds.some((d) => e.m.types.get(d.value)?.k === "percentage");
  const op = { at_most: "<=", below: "<", at_least: ">=", above: ">", exactly: "===" } as const;
  const test = (d: A.Bound): string => `(v.cmp(${e.x.emitAs(d.value, "dec")}) ${op[d.bound]} 0)`;
  let chain = "-1";
  for (let k = b.bands.length - 1; k >= 0; k--) {
    const band = b.bands[k]!;
    chain = `${[band.first, band.second].filter((d): d is A.Bound => !!d).map(test).join(" && ")} ? ${k} : ${chain}`;
  }
  // a let by its title, as a weight's let is ("der Anteil des Einkommens an der
  // Einkommensobergrenze ist etwa 53,33 %", not "quote ist etwa …"; §22.1; drafter37's finding 12,
  // mendd37); a field by its name as before
  const l = b.subject.kind === "name" && !e.m.words.has(b.subject) ? e.m.lets.get(b.subject.name.text) : undefined;
  const text = (l ? (l.node as A.LetDecl).title : undefined) ?? e.text(b.subject.span);
  return `subject: { text: ${j(text)}, show: ${showSpec(e.m.types.get(b.subject), e.x, percent)}, get: (e) => { const v = ${e.x.emitAs(b.subject, "dec")}; return [v, ${chain}]; }${subjectOperands(e, b.subject)} }, `;
}

/** The description of an application's field a name reads, where the scheme gives one; undefined otherwise. */
function describedField(e: ExplainEmit, x: A.Expr): string | undefined {
  if (x.kind !== "name" || e.m.words.has(x) || e.m.lets.has(x.name.text)) return undefined;
  return (e.m.appFields.get(x.name.text)?.node as A.FieldDecl | undefined)?.description;
}

/**
 * `show: { … }, ` for an ordering key whose value explanations show with its unit (money: "12000.00
 * EUR", a percentage: "51.5%"), as operands and subjects are shown; and `title: "…", ` for a key
 * that is a let with a title (`let grant "the grant" = …`), the name a comparison gives the key.
 * The key's value and its packed column do not change: only what is shown.
 */
export function keyShown(e: ExplainEmit, k: A.OrderKey): string {
  const t = e.m.types.get(k.value);
  // points under a scale of points (§11.3) with its places: "15.400 against 14.200"
  const scaled = e.m.scale !== undefined && e.m.scale.places <= 18 && (criterionOrTotal(e, k.value) || pointsLet(e, k.value));
  const show = scaled ? `show: ${valueShow(e, k.value)}, ` : t?.k === "money" || t?.k === "percentage" || (t?.k === "decimal" && t.places !== undefined) || ((t?.k === "integer" || t?.k === "decimal") && t.unit !== undefined) ? `show: ${showSpec(t, e.x)}, ` : "";
  const l = k.value.kind === "name" && !e.m.words.has(k.value) ? e.m.lets.get(k.value.name.text) : undefined;
  const title = l ? (l.node as A.LetDecl).title : undefined;
  // a field of the application as the key: its description, which first come names its order by (mendfix29)
  const field = !l && k.value.kind === "name" && !e.m.words.has(k.value) ? e.m.appFields.get(k.value.name.text) : undefined;
  const described = (field?.node as A.FieldDecl | undefined)?.description;
  return show + (title !== undefined ? `title: ${j(title)}, ` : "") + (described !== undefined ? `described: ${j(described)}, ` : "");
}

/**
 * `(e) => …` reading a value explanations show (an operand, a threshold's value: a field, a let,
 * a call parameter) with undefined where an optional field on its path is absent — shown absent,
 * as when reading it failed — instead of throwing the missing value: an optional operand absent
 * for most applications threw once for each of them (issue 15).
 */
const reader = (e: ExplainEmit, x: A.Expr): string => `(e) => ${e.x.emit(x, new Map(), true)}`;

/**
 * `operands: { … }, ` for an ordering key computed by a formula — an expression, or a let that
 * is one — its operands being the values the formula reads (fields, lets, call parameters); ""
 * for a key that is itself a field, the total or a criterion, or a let that only names one.
 */
export function keyOperands(e: ExplainEmit, k: A.OrderKey): string {
  if (k.cover) return "";
  const ops = formulaOperands(e, k.value, false, KEY_MOST);
  return ops ? `operands: ${ops}, ` : "";
}

/**
 * The operands of a value computed by a formula — an expression, or a let that is one — as the
 * runtime's OperandsSpec (`{ names, shows, gets }`): the values the formula reads (fields, lets,
 * and with `withCall` the call's parameters: a criterion's subject is read against them, a key's
 * order is not); "" for a field, or a let that only names one.
 */
function formulaOperands(e: ExplainEmit, value: A.Expr, withCall: boolean, most = MOST, described = false): string {
  let formula: A.Expr = value;
  if (formula.kind === "name") {
    const l = e.m.lets.get(formula.name.text);
    if (!l || e.m.words.has(formula)) return "";
    formula = (l.node as A.LetDecl).value;
  }
  const found: A.Expr[] = [];
  collect(e, formula, found, new Set<string>(), withCall, formula);
  // a let that only names another value (`let grade "the weighted grade average" = grade_average`,
  // a title for a field as a key) reads nothing the comparison does not show (drafter15)
  if (found.length === 0 || (found.length === 1 && (found[0] === value || found[0] === formula))) return "";
  if (most === KEY_MOST && found.length > KEY_MOST) return "";
  const shown = found.slice(0, most);
  // a let counting (or summing) over peers is told on both sides even where they agree: the count
  // is why the key has its value (drafter34's finding 2: "las investigadoras principales del área")
  const always = shown.reduce((mask, x, k) => (peersLet(e, x) ? mask | (1 << k) : mask), 0);
  return `{ names: ${j(shown.map((x) => (described && describedField(e, x)) || operandName(e, x)))}, shows: [${shown.map((x) => valueShow(e, x)).join(", ")}], gets: [${shown.map((x) => reader(e, x)).join(", ")}]${always ? `, always: ${always}` : ""} }`;
}

/** Whether `x` names a let whose value is an aggregate over peers (`count(m in peers(area): …)`). */
function peersLet(e: ExplainEmit, x: A.Expr): boolean {
  if (x.kind !== "name" || e.m.words.has(x)) return false;
  const l = e.m.lets.get(x.name.text);
  if (!l) return false;
  for (const n of exprNodes((l.node as A.LetDecl).value)) if (n.kind === "callfn" && isPeersAggregate(n)) return true;
  return false;
}

/** An operand's name in the law's words: a let by its title, a criterion by its title, as a threshold's values name them (`conditionValues`); else as written (a field, a call parameter). */
function operandName(e: ExplainEmit, x: A.Expr): string {
  if (x.kind !== "name" || e.m.words.has(x)) return e.text(x.span);
  const l = e.m.lets.get(x.name.text);
  if (l) return (l.node as A.LetDecl).title ?? e.text(x.span);
  return e.m.criteria.get(x.name.text)?.decl.title ?? e.text(x.span);
}

/** `, operands: { … }` of a criterion's subject computed by a formula (the inputs behind its value); "" otherwise. */
function subjectOperands(e: ExplainEmit, value: A.Expr, described = false): string {
  const ops = formulaOperands(e, value, true, MOST, described);
  return ops ? `, operands: ${ops}` : "";
}

/**
 * `values: { … }, ` for a threshold: the values its condition reads — points (a criterion's, by
 * its title where it has one, or the total), lets (by their title where they have one), fields and
 * call parameters — which the explanation of an application that meets it shows beside the
 * condition ("total >= bar; total: 45 points, bar: 34.8 points") and the default reason of one
 * that fails states (engine/notMet.ts: "not met: total >= bar (total: 41 points, bar: 50 points)"),
 * so the applicant reads both their value and the bar; "" where it reads none. A number compared
 * with points (the other side of `total >= bar`, `bar` in `total >= 60% × bar`) is in points.
 */
export function thresholdValues(e: ExplainEmit, t: A.ThresholdDecl): string {
  return conditionValuesOf(e, t.condition);
}

/** `values: { … }, ` of a condition worded as a threshold's (a funding stage's own threshold, budgetFlow.ts), or "". */
export function conditionValuesOf(e: ExplainEmit, condition: A.Expr): string {
  const v = conditionValues(e, condition);
  return v ? `values: ${v}, ` : "";
}

/**
 * `metValues: { … }, ` for an eligibility rule that compares a value the scheme computes (`requested
 * <= rate × eligible_costs`: a let, arithmetic, a conditional, a function or an aggregate on a side
 * of a comparison): the values its condition reads, as a threshold's, which the explanation of an
 * application that meets it shows beside the condition ("requested: 210000.00 EUR, the highest
 * funding rate: 70%, eligible_costs: 300000.00 EUR"), and its default reason when not met after
 * the condition, as a threshold's (engine/notMet.ts). "" for a rule that compares only what the application and the call
 * state (`partners >= 2`, `received < call.cutoff_3`) or compares nothing (a yes/no field): its
 * values are the form's, and a value of its own per application (a moment) would make a fact per
 * application where every one now shares one (engine/assessmentClasses.ts).
 */
export function ruleValues(e: ExplainEmit, r: A.RuleDecl): string {
  if (!comparesComputed(e, r.condition)) return "";
  const v = conditionValues(e, r.condition);
  return v ? `metValues: ${v}, ` : "";
}

/** Whether a condition compares (`<`, `<=`, `>`, `>=`, `=`, `!=`) somewhere a value the scheme computes (`computed`). */
function comparesComputed(e: ExplainEmit, x: A.Expr): boolean {
  if (x.kind === "binary") return (COMPARISONS.has(x.op) && (computed(e, x.left) || computed(e, x.right))) || comparesComputed(e, x.left) || comparesComputed(e, x.right);
  if (x.kind === "unary") return comparesComputed(e, x.operand);
  if (x.kind === "if") return comparesComputed(e, x.cond) || comparesComputed(e, x.then) || comparesComputed(e, x.else);
  return false;
}

/** Whether an operand is computed by the scheme: a let, arithmetic, a conditional, a call (a function, an aggregate), a figure per key read by the application's key; not a literal, a field or a call parameter. */
function computed(e: ExplainEmit, x: A.Expr): boolean {
  if (x.kind === "name") return !e.m.words.has(x) && e.m.lets.has(x.name.text);
  if (x.kind === "unary") return computed(e, x.operand);
  if (x.kind === "index") return indexKeys(x).some((k) => !e.m.words.has(k)); // a member written out reads the same figure for every application
  return x.kind === "binary" || x.kind === "if" || x.kind === "callfn" || x.kind === "quantifier";
}

/** The values a check's condition reads, as the runtime's ThresholdValues (JS source); "" where it reads none. */
function conditionValues(e: ExplainEmit, condition: A.Expr): string {
  const read: A.Expr[] = [];
  collect(e, condition, read, new Set(), true, condition, true);
  if (read.length === 0) return "";
  // a let the law rounds (`let grade = round(raw, 1)`) is followed by its unrounded input, which the
  // applicant refused by "grade >= 2.5" reads beside the grade: "grade: 2.4, raw: 2.44" (notice24);
  // the run states it only where the rounding changed the value
  const found: A.Expr[] = [];
  const unrounded = new Set<A.Expr>();
  const texts = new Set(read.map((x) => e.text(x.span)));
  for (const x of read) {
    found.push(x);
    const u = unroundedInput(e, x);
    if (u && !texts.has(e.text(u.span))) {
      texts.add(e.text(u.span));
      found.push(u);
      unrounded.add(u);
    }
  }
  const shown = found.slice(0, MOST);
  const pointsOf = (x: A.Expr): string | undefined => (x.kind === "name" && !e.m.words.has(x) && (x.name.text === "total" || e.m.criteria.has(x.name.text)) ? x.name.text : undefined);
  const inPoints = new Set<string>();
  pointsSides(e, condition, inPoints);
  const names = shown.map((x) => {
    const p = pointsOf(x);
    if (p !== undefined) return e.m.criteria.get(p)?.decl.title ?? e.text(x.span);
    const l = x.kind === "name" && !e.m.words.has(x) ? e.m.lets.get(x.name.text) : undefined;
    return (l ? (l.node as A.LetDecl).title : undefined) ?? e.text(x.span);
  });
  const gets = shown.map((x) => reader(e, x));
  // an unrounded input is stated only where the rounding changed the value (runtime metValues.ts shownAt)
  const marks = shown.some((x) => unrounded.has(x)) ? `, unrounded: ${j(shown.map((x) => unrounded.has(x)))}` : "";
  // a let computed by arithmetic, told with its values (letFormula.ts)
  const formulas = shown.map((x) => (unrounded.has(x) ? undefined : letFormula(e, x)));
  const told = formulas.some((x) => x !== undefined) ? `, formulas: [${formulas.map((x) => x ?? "null").join(", ")}]` : "";
  return `{ names: ${j(names)}, points: ${j(shown.map((x) => pointsOf(x) !== undefined || pointsLet(e, x) || inPoints.has(e.text(x.span))))}, shows: [${shown.map((x) => valueShow(e, x)).join(", ")}], gets: [${gets.join(", ")}]${marks}${told} }`;
}

/** The value a let computed by `round(value, …)` rounds, where `x` names such a let; else undefined. */
function unroundedInput(e: ExplainEmit, x: A.Expr): A.Expr | undefined {
  if (x.kind !== "name" || e.m.words.has(x)) return undefined;
  const l = e.m.lets.get(x.name.text);
  const v = l ? (l.node as A.LetDecl).value : undefined;
  if (v?.kind !== "callfn" || v.fn.text !== "round" || e.m.functions.has("round")) return undefined;
  const a = v.args[0];
  if (!a || a.variable) return undefined;
  const t = e.m.types.get(a.value)?.k;
  return t === "integer" || t === "decimal" || t === "money" || t === "percentage" ? a.value : undefined;
}

/**
 * The operands of `x`: names and member paths it reads, outside the reach of any bound variable,
 * and after its arguments the value of each call of a function the scheme `define`s
 * ("weighted_hectares(up_to_arable): 33.3", as an amount's reads give it: explainAmount.ts) —
 * not a call that is the whole formula (`top`), whose value the comparison or the check states.
 */
function collect(e: ExplainEmit, x: A.Expr, out: A.Expr[], seen: Set<string>, withCall = false, top?: A.Expr, aggregates = false): void {
  switch (x.kind) {
    case "name": {
      const t = e.m.words.has(x) ? undefined : e.m.types.get(x)?.k;
      if (!t || t === "list" || t === "record" || t === "draw" || t === "keyed" || t === "word" || t === "error" || (!withCall && e.m.callOnly.has(x.name.text))) return;
      break;
    }
    case "member": {
      let root: A.Expr = x;
      while (root.kind === "member") root = root.object;
      if (root.kind !== "name" && root.kind !== "root") return;
      // a call parameter is the same for every application: it explains no difference
      if (!withCall && ((root.kind === "root" && root.root === "call") || (root.kind === "name" && (root.name.text === "call" || e.m.callOnly.has(root.name.text))))) return;
      const t = e.m.types.get(x)?.k;
      if (!t || t === "list" || t === "record" || t === "draw" || t === "keyed" || t === "word" || t === "error") return;
      break;
    }
    case "index": {
      // a figure per key differs with the application's key: the figure read, then the key that chose it
      const t = e.m.types.get(x)?.k;
      if (!t || t === "error") return;
      // a member written out (`call.valid_ballots[riverside]`) is one figure of the call, shown as a call parameter is
      // (a figure by two keys, `call.limit[size, full]`, §5.1: each key read by the application shown)
      const keys = indexKeys(x).filter((k) => !e.m.words.has(k));
      if (keys.length === 0 && !withCall) return;
      const text = e.text(x.span);
      if (!seen.has(text)) {
        seen.add(text);
        out.push(x);
      }
      for (const k of keys) collect(e, k, out, seen, withCall, undefined, aggregates);
      return;
    }
    case "unary":
      return collect(e, x.operand, out, seen, withCall, undefined, aggregates);
    case "binary":
      collect(e, x.left, out, seen, withCall, undefined, aggregates);
      return collect(e, x.right, out, seen, withCall, undefined, aggregates);
    case "presence":
      return collect(e, x.operand, out, seen, withCall, undefined, aggregates);
    case "if":
      collect(e, x.cond, out, seen, withCall, undefined, aggregates);
      collect(e, x.then, out, seen, withCall, undefined, aggregates);
      return collect(e, x.else, out, seen, withCall, undefined, aggregates);
    case "callfn": {
      // a count of dates shows its value, then the dates it counts from ("full_years(born_on, call.closing_date, last_day): 29")
      if (dateCountForms[x.fn.text] && !seen.has(e.text(x.span))) {
        seen.add(e.text(x.span));
        out.push(x);
        for (const a of x.args) if (!a.variable) collect(e, a.value, out, seen, true, undefined, aggregates);
        return;
      }
      for (const a of x.args) if (!a.variable) collect(e, a.value, out, seen, withCall, undefined, aggregates);
      const t = e.m.types.get(x)?.k;
      // a check's aggregate over a list (`count(distinct p in partners: p.country) >= 3`): its value, which the form does not state (words31)
      if (aggregates && x !== top && !e.m.functions.has(x.fn.text) && x.args.some((a) => a.variable) && (t === "integer" || t === "decimal" || t === "money" || t === "percentage")) break;
      if (x === top || !e.m.functions.has(x.fn.text) || x.args.some((a) => a.variable) || !t || t === "list" || t === "record" || t === "draw" || t === "keyed" || t === "word" || t === "error") return;
      break;
    }
    default:
      // literals, lists, quantifiers (their variable is bound): nothing of their own to show
      return;
  }
  const text = e.text(x.span);
  if (seen.has(text)) return;
  seen.add(text);
  out.push(x);
}
