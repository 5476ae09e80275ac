// compile: an allocation declaration → the runtime's AllocationSpec, as JS source (emit.ts's
// SchemeEmitter calls it for each regime's allocation): budget, amount, boundary, pro rata,
// reserve list, group, first come, settlement, quotas, the budget flow and the unit.
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import type { ExprEmitter } from "./expr.js";
import { emitGroup } from "./groups.js";
import { callReads, emitBudgetFlow, partialMinimumSpec, readMember, worded } from "./budgetFlow.js";
import { conditionValuesOf } from "./explainValues.js";
import { emitSettlement } from "./outcome.js";
import { amountSteps } from "./explainAmount.js";
import { proRataSpec } from "./proRata.js";
import { firstNeed } from "./needs.js";

const j = JSON.stringify;

/** What emitAllocation reads of the scheme's emitter. */
export interface AllocationEmit {
  readonly m: Model;
  readonly x: ExprEmitter;
  fn(e: A.Expr, want?: "dec" | "natural"): string;
  callFn(e: A.Expr, want?: "dec" | "natural"): string;
  text(s: A.Node["span"]): string;
  ranking(r: A.RankingDecl): string;
}

export function emitAllocation(a: A.AllocationDecl, em: AllocationEmit): string {
  const parts: string[] = [];
  const groups: string[] = [];
  let first = true;
  if (a.citation) parts.push(`source: ${j(a.citation.source.text)}`);
  let unit = "";
  // whole numbers without a unit — the budget (or none) and the amount — are places (the
  // explanations count them so: "1 place", "7 places"); a quantity of hectares is a decimal
  let whole = true;
  const quotas: string[] = [];
  for (const it of a.items) {
    const cite = it.citation ?? a.citation;
    switch (it.kind) {
      case "budget":
        // a budget passed on is what the earlier regime left (engine/regimes.ts)
        if (it.value === "unlimited" || it.from) parts.push(`budget: "unlimited"`);
        else {
          parts.push(`budget: ${em.callFn(it.value, "dec")}, budgetText: ${j(em.text(it.value.span))}`);
          const t = em.m.types.get(it.value);
          if (t?.k === "money") unit = t.currency;
          if (t?.k !== "integer") whole = false;
        }
        // the budget's own `per` (not the allocation's): the totals cite it (engine/record.ts)
        if (it.citation) parts.push(`budgetSource: ${j(it.citation.source.text)}`);
        // the name the law gives the money: the explanations' word for the budget (narration/budgetTitle.ts)
        if (it.title !== undefined && it.value !== "unlimited" && !it.from) parts.push(`budgetTitle: ${j(it.title)}`);
        // the unit a quantity counts: the explanations' figures of places (narration/quantityUnit.ts; AL0533 where the budget is money)
        if (it.unit !== undefined) parts.push(`quantityUnit: ${j(it.unit)}`);
        // a noun's forms by plural category (`unit one "Garten" other "Gärten"`): each count of places declined by its number (narration/placeCount.ts)
        if (it.unitForms) parts.push(`quantityUnitForms: ${j(Object.fromEntries(it.unitForms.map((f) => [f.category.text, f.text])))}`);
        break;
      case "amount": {
        // the optional field whose absence the amount fails on first: the engine takes its MissingValue without calling it (needs.ts)
        const needs = firstNeed(em.m, it.value, (x) => em.x.heldPlaces(x) !== undefined);
        parts.push(`amount: ${em.fn(it.value, "dec")}, ${needs === undefined ? "" : `amountNeeds: ${j(needs)}, `}amountText: ${j(em.text(it.value.span))}`);
        if (cite) parts.push(`amountSource: ${j(cite.source.text)}`);
        // how it is computed, for explanations (explainAmount.ts)
        const steps = amountSteps({ m: em.m, x: em.x, text: (s) => em.text(s), fn: (e) => em.fn(e) }, it.value, cite?.source.text, it.citation?.source.text);
        if (steps) parts.push(steps.slice(0, -2));
        const t = em.m.types.get(it.value);
        if (t?.k === "money" && !unit) unit = t.currency;
        if (t?.k !== "integer") whole = false;
        break;
      }
      case "boundary":
        parts.push(`boundary: ${em.m.words.has(it.value) ? `() => ${j((it.value as A.NameRef).name.text)}` : em.callFn(it.value)}`);
        // a policy the call chooses is a reading the explanation names
        if (!em.m.words.has(it.value)) parts.push(`boundaryReading: ${j(em.text(it.value.span))}`);
        if (cite) parts.push(`boundarySource: ${j(cite.source.text)}`);
        // the minimum for a partial grant, a literal (checks/partialMinimum.ts): engine/step.ts reads it
        parts.push(...partialMinimumSpec(it.minimum, it.consent));
        break;
      case "prorata":
        parts.push(`proRata: ${proRataSpec(it, cite?.source.text, it.weight ? { fn: weightFn(em, it.weight), text: em.text(it.weight.span) } : undefined)}`);
        break;
      case "reserve":
        parts.push(`reserve: ${it.all ? j("all") : it.size ? em.callFn(it.size, "dec") : it.count}`);
        if (cite) parts.push(`reserveSource: ${j(cite.source.text)}`);
        // `after the last funded` (§14.11): the list begins after the last application funded
        if (it.after) parts.push("reserveAfter: true");
        // the name the law gives the list: the explanations' word for it (narration/reserveTitle.ts)
        if (it.title !== undefined && it.title.trim() !== "") parts.push(`reserveTitle: ${j(it.title.trim())}`);
        break;
      case "stage": {
        // a stage's own list named, the allocation's not: the scheme's one word for its lists (AL0532 keeps them alike)
        const named = it.items.find((x): x is Extract<A.StageItem, { kind: "reserve" }> => x.kind === "reserve" && x.title !== undefined && x.title.trim() !== "");
        const allocNamed = a.items.some((x) => x.kind === "reserve" && x.title !== undefined && x.title.trim() !== "");
        if (named && !allocNamed && !parts.some((x) => x.startsWith("reserveTitle:"))) parts.push(`reserveTitle: ${j(named.title!.trim())}`);
        break;
      }
      case "group":
        // a second group and later: the allocation's further groups (§14.12 "Several groups")
        (first ? parts : groups).push(`${first ? "group: " : ""}${emitGroup(it, cite, { fn: (e) => em.fn(e), callFn: (e) => em.callFn(e, "dec"), perKey: (e) => (em.m.types.get(e)?.k === "keyed" ? em.callFn(e, "natural") : undefined), perMember: (vs) => `(c) => ({ ${vs.map((v) => `${JSON.stringify(v.member)}: (${em.callFn(v.value, "dec")})(c)`).join(", ")} })`, perMemberWords: (key, vs) => capWords(em, key, vs), computedWords: (e) => computedCapWords(em, e), text: (s) => em.text(s), keyTitles: (e) => ((t) => (t?.k === "enum" ? t.titles : undefined))(em.m.types.get(e)) })}`);
        first = false;
        break;
      case "firstcome":
        parts.push(`firstCome: { ${cite ? `source: ${j(cite.source.text)}, ` : ""}${it.overshoot ? `overshoot: ${em.fn(it.overshoot, "dec")}, overshootText: ${j(em.text(it.overshoot.span))}` : ""} }`);
        break;
      case "settle":
        parts.push(`settlement: ${emitSettlement(em.m, em.x, it, cite)}`);
        break;
      case "quota":
        quotas.push(`{ name: ${j(it.name.text)}, ${it.title ? `title: ${j(it.title)}, ` : ""}${cite ? `source: ${j(cite.source.text)}, ` : ""}text: ${j(it.when ? em.text(it.when.span) : "")}, limit: ${em.callFn(it.limit, "dec")}, applies: ${it.when ? em.fn(it.when) : "() => true"}${it.figure ? `, figure: ${em.fn(it.figure, "dec")}, figureText: ${j(it.figureTitle ?? em.text(it.figure.span))}` : ""} }`);
        break;
    }
  }
  if (quotas.length) parts.push(`quotas: [${quotas.join(", ")}]`);
  if (groups.length) parts.push(`moreGroups: [${groups.join(", ")}]`);
  // the rest after the reservations of an allocation of places is the rest of the places, not of a budget of money (drafter34's finding 8)
  const places = !unit && whole;
  parts.push(...emitBudgetFlow(em.m, a, { fn: (e) => em.fn(e), callFn: (e) => em.callFn(e, "dec"), policyFn: (e) => em.callFn(e), leftFn: (e, unused) => `(c, left, total${unused ? ", u" : ""}) => { const e = { a: {}, c, p: {} }; return ${em.x.emitAs(e, "dec", new Map([["left", "left"], ...(unused ?? [])]))}; }`, text: (sp) => em.text(sp), ranking: (r) => em.ranking(r), values: (e) => conditionValuesOf({ m: em.m, x: em.x, text: (sp) => em.text(sp), fn: (x) => em.fn(x) }, e) }).map((p) => (places ? p.replace('title: "the rest of the budget"', 'title: "the rest of the places"') : p)));
  parts.push(`unit: ${j(unit)}`);
  if (places) parts.push("places: true");
  return `{ ${parts.join(", ")} }`;
}

/** A group's cap that reads its key, per member: the cap as written for it in the scheme's words, and the call values it reads (`GroupCapSpec.members`). */
function capWords(em: AllocationEmit, key: string, values: readonly { member: string; value: A.Expr }[]): string {
  return `{ ${values
    .map((v) => {
      const said = (e: A.Expr): string => worded(em.m, readMember(em.text(e.span), key, v.member));
      const reads = callReads(em.m, v.value, { text: (sp) => em.text(sp), callFn: (e) => em.callFn(e, "dec") }, said, (e) => readMember(em.text(e.span), key, j(v.member)));
      return `${j(v.member)}: { text: ${j(said(v.value))}${reads ? `, reads: ${reads}` : ""} }`;
    })
    .join(", ")} }`;
}

/** A group's cap computed from call values, one for every group (`GroupCapSpec.computed`): the cap in the scheme's words and the call values it reads, or undefined where it reads none. */
function computedCapWords(em: AllocationEmit, value: A.Expr): string | undefined {
  const said = (e: A.Expr): string => worded(em.m, em.text(e.span));
  const reads = callReads(em.m, value, { text: (sp) => em.text(sp), callFn: (e) => em.callFn(e, "dec") }, said);
  return reads ? `{ text: ${j(said(value))}, reads: ${reads} }` : undefined;
}

/** the weight of `pro rata by …` as a Decimal; a field held as minor units read back to its value */
function weightFn(em: AllocationEmit, w: A.Expr): string {
  const held = em.x.heldPlaces(w);
  return held === undefined ? em.fn(w, "dec") : `(e) => new Decimal(${em.x.emit(w)}).div(new Decimal("1e${held}"))`;
}
