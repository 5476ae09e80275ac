// The budget flow of an allocation as the runtime receives it (spec.ts StageSpec, relation):
// reservations first, in the order written, each a stage over its category whose unfunded go on;
// then the stages written, or — with reservations alone — one last stage over every application
// not yet funded, with what is left. The regimes' budgets: `separate`, `shared` (what the
// regimes before it that share the pool left), or passed on from a named regime.
import { isPeersAggregate, isWholeAggregate } from "./aggregateSpecs.js";
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import type { Span } from "../span.js";
import { exprNodes } from "../ast/exprNodes.js";
import { proRataSpec } from "./proRata.js";
import { indexKeys } from "../semantics/keyed.js";

const j = JSON.stringify;

export interface FlowEmitter {
  /** `(e) => …` of an expression over the application */
  fn(e: A.Expr): string;
  /** `(c) => …` of an expression over the call, a Decimal */
  callFn(e: A.Expr): string;
  /** `(c) => …` of a boundary policy read from the call */
  policyFn(e: A.Expr): string;
  /** `(c, left, total, u) => …` of an expression over the call, `left` and the `unused <stage>` it reads (`unused`: their JS, `u[i]`), a Decimal */
  leftFn(e: A.Expr, unused?: ReadonlyMap<string, string>): string;
  text(s: Span): string;
  /** a ranking's spec (RankingSpec), as the regime's is emitted */
  ranking(r: A.RankingDecl): string;
  /** `values: { … }, ` of a condition worded as a threshold's (explainValues.ts), or "" */
  values(e: A.Expr): string;
}

/**
 * A budget as written, for an explanation to an applicant: each call value it reads in the words
 * the call's declaration gives it (`alokacja_male: money(PLN) "alokacja na projekty małe"`:
 * "35% × alokacja na projekty małe"); a call field without a description stays as written, and
 * `left` reads "what is left" ("what is left - the budget of cut-off 3", not "left - …"); a let
 * by its title where it has one (`rest`: "de plaatsen na de rechtstreekse plaatsing"), as a
 * threshold's values name it (explainValues.ts); an application's field by its description where
 * it has one (a stage's condition `not w_gminie`: "nie kandydat zamieszkały na obszarze gminy",
 * drafter35's finding 7; mendd36).
 */
export function worded(m: Model, text: string, named?: string[]): string {
  const say = (words: string): string => (named?.push(words), words);
  // outside the texts the budget compares ("left bank"), the names as whole words of any script
  // (a let `leftä` is not `left`): `left`, what the earlier stages left, in the words the
  // catalogues match, "what is left"
  return text
    .split(/("(?:[^"\\]|\\.)*")/)
    .map((part, i) => (i % 2 ? part : part.replace(/(?<![.\p{L}\p{M}\p{N}_]|unused )([\p{L}_][\p{L}\p{M}\p{N}_]*)(?![\p{L}\p{M}\p{N}_(])/gu, (all, name: string) => ((t) => (t === undefined ? all : say(t)))((m.lets.get(name)?.node as A.LetDecl | undefined)?.title ?? (m.appFields.get(name)?.node as A.FieldDecl | undefined)?.description)).replace(/(?<![.\p{L}\p{M}\p{N}_]|unused )left(?![\p{L}\p{M}\p{N}_])/gu, "what is left").replace(/(?<![.\p{L}\p{M}\p{N}_])call\.([\p{L}_][\p{L}\p{M}\p{N}_]*)(?:\[([\p{L}_][\p{L}\p{M}\p{N}_]*)\])?/gu, (all, name: string, member: string | undefined) => {
      // a figure per key read for a member written out (`call.pool[riverside]`, §5.1): its words and the member, "the pool of each district: riverside"
      const said = (m.callFields.get(name)?.node as A.FieldDecl | undefined)?.description;
      const t = m.callFields.get(name)?.type;
      // the member by its title where its enumeration gives one (§6): "the pool of each district: Riverside"
      const title = member !== undefined && t?.k === "keyed" ? t.key.titles?.get(member) : undefined;
      return said === undefined ? all : say(member === undefined ? said : `${said}: ${title ?? member}`);
    })))
    .join("");
}

/**
 * Whether a condition reads only values `worded` says in words — lets by their titles, call
 * values by their descriptions (a figure per key with its member) — and literals and connectives:
 * an application field's code, a member, a let without a title, an aggregate, would be told to
 * the applicant as written ("an emerging artist and project_costs < 30000 EUR and applicant_type =
 * individual": review36 F2).
 */
export function inWords(m: Model, condition: A.Expr): boolean {
  const keys = new Set<A.Expr>();
  for (const e of exprNodes(condition)) {
    if (keys.has(e)) continue;
    switch (e.kind) {
      case "name":
        // a let by its title, an application field by its description (mendd36: FINDINGS35 7)
        if ((m.lets.get(e.name.text)?.node as A.LetDecl | undefined)?.title === undefined && (m.appFields.get(e.name.text)?.node as A.FieldDecl | undefined)?.description === undefined) return false;
        break;
      case "index":
        // `call.x[member]`: the member is said with the value's description
        for (const k of indexKeys(e)) if (k.kind === "name") keys.add(k);
        break;
      case "member":
        if (e.object.kind !== "root" || e.object.root !== "call" || (m.callFields.get(e.name.text)?.node as A.FieldDecl | undefined)?.description === undefined) return false;
        break;
      case "quantifier":
      case "callfn":
      case "unused":
      case "error":
        return false;
    }
  }
  return true;
}

/** A stage per key's budget (a group's cap that reads its key) as written, with the key read as the member (`call.pool[area]` → `call.pool[riverside]`), outside quoted text. */
export function readMember(text: string, key: string, member: string): string {
  const bare = new RegExp(`(?<![.\\p{L}\\p{M}\\p{N}_])${key}(?![\\p{L}\\p{M}\\p{N}_])`, "gu");
  return text
    .split(/("(?:[^"\\]|\\.)*")/)
    .map((part, i) => (i % 2 ? part : part.replace(bare, member)))
    .join("");
}

/**
 * `{ names, shows, gets }` (the runtime's CallReads) for an expression over the call computed from
 * call values — a stage's budget (`max(1, round(10% × call.students[field], 0, down))`), a group's
 * cap that reads its key (compile/groups.ts): each call value it reads (`call.x`, a figure per key
 * `call.x[member]`) that is a number, by its words as the expression's text gives them, with a
 * reader of the call, so that the explanation gives the figure beside the formula ("…; the students
 * of each field: Informatics: 35"); undefined where it reads none or is one of them as written (its
 * figure is the value). `written`: each as written with the member for the key (`call.students["cs"]`),
 * for the input error of a figure out of range (runtime groupInput.ts).
 */
export function callReads(m: Model, value: A.Expr, x: Pick<FlowEmitter, "text" | "callFn">, name: (e: A.Expr) => string, written?: (e: A.Expr) => string): string | undefined {
  const fromCall = (e: A.Expr): boolean => e.kind === "member" && ((e.object.kind === "root" && e.object.root === "call") || (e.object.kind === "name" && e.object.name.text === "call"));
  const indexed = new Set<A.Expr>();
  const found: A.Expr[] = [];
  const seen = new Set<string>();
  for (const e of exprNodes(value)) {
    // a figure per key is read whole (`call.pool[riverside]`), not its parameter (`call.pool`): nodes come before their parts
    // a let that reads only the call (`rest`, `gewogen`) is read as a call value is: by its title, with its value for this call
    const callLet = e.kind === "name" && !m.words.has(e) && m.callOnly.has(e.name.text) && m.lets.has(e.name.text);
    // an aggregate over the call's applications written in the budget (`count(m in applications: …)`, §8.12): as written, with its value
    const whole = e.kind === "callfn" && isPeersAggregate(e) && isWholeAggregate(e);
    if (e.kind === "index" && fromCall(e.object)) indexed.add(e.object);
    else if (!callLet && !whole && (!fromCall(e) || indexed.has(e))) continue;
    // a figure: a text or a date the budget compares (`if call.region = "left bank" …`) is not what its amount is checked by
    const t = m.types.get(e)?.k;
    if (t !== "money" && t !== "percentage" && t !== "integer" && t !== "decimal") continue;
    const k = x.text(e.span);
    if (seen.has(k)) continue;
    seen.add(k);
    found.push(e);
  }
  if (found.length === 0 || found.includes(value)) return undefined;
  // every value read, as the formula is written whole (words29 kept four and dropped the rest unsaid; words30)
  const shown = found;
  const show = (e: A.Expr): string => {
    const t = m.types.get(e);
    return t?.k === "money" ? `{ k: "money", unit: ${j(t.currency)} }` : t?.k === "percentage" ? `{ k: "percent" }` : `{ k: "number" }`;
  };
  return `{ names: ${j(shown.map(name))}, shows: [${shown.map(show).join(", ")}], gets: [${shown.map((e) => x.callFn(e)).join(", ")}]${written ? `, written: ${j(shown.map(written))}` : ""} }`;
}

/** The parts of a condition joined by `and` (`a and b and c`: a, b, c); one that is not such a chain is its one part. */
function conjuncts(e: A.Expr): A.Expr[] {
  return e.kind === "binary" && e.op === "and" ? [...conjuncts(e.left), ...conjuncts(e.right)] : [e];
}

/** The `stages` and `relation` properties of an allocation's spec, as source. */
export function emitBudgetFlow(m: Model, a: A.AllocationDecl, x: FlowEmitter): string[] {
  const parts: string[] = [];
  const src = (c: A.Citation | undefined) => (c ? `source: ${j(c.source.text)}, ` : "");
  const stages: string[] = [];
  for (const it of a.items) {
    if (it.kind !== "reservation") continue;
    const unused = it.unused.map((w) => w.text).join(" ") === "unused lapses" ? "lapses" : "returns";
    // its condition with its lets in their words, as a stage's (drafter34's finding 6: told to whom it took, and to whom it did not)
    const named: string[] = [];
    const text = worded(m, x.text(it.when.span), named);
    // told only where all of it can be said in words: a field's code or a member beside a let's title is no sentence (review36 F2)
    const told = named.length > 0 && inWords(m, it.when);
    stages.push(`{ name: ${j(it.name.text)}, ${it.title ? `title: ${j(it.title)}, ` : ""}${src(it.citation ?? a.citation)}text: ${j(text)}, ${told ? `named: ${j(named)}, parts: [${conjuncts(it.when).map((c) => `{ text: ${j(worded(m, x.text(c.span), []))}, ${x.values(c)}test: ${x.fn(c)} }`).join(", ")}], ` : ""}considers: ${x.fn(it.when)}, budget: ${x.leftFn(it.limit)}, budgetText: ${j("at least " + worded(m, x.text(it.limit.span)))}, unfunded: "go_on", unused: ${j(unused)}${it.unusedCitation ? `, unusedSource: ${j(it.unusedCitation.source.text)}` : ""} }`);
  }
  const written = a.items.filter((i): i is A.StageDecl => i.kind === "stage");
  // `unused <stage>` in a stage's budget: the earlier stage's entry in the spec's list (after the reservations)
  const unusedAt = new Map<string, number>();
  for (const st of written) {
    const p: string[] = [`name: ${j(st.name.text)}`];
    if (st.title) p.push(`title: ${j(st.title)}`);
    const cite = st.citation ?? a.citation;
    if (cite) p.push(`source: ${j(cite.source.text)}`);
    // one member's walk of a stage per key (semantics/perKey.ts): its condition as written, the member's test in `considers`
    const mb = st.member;
    if (mb) p.push(`member: { stage: ${j(mb.stage.text)}, key: ${j(mb.key.text)}, name: ${j(mb.member)}, ${mb.title !== undefined ? `title: ${j(mb.title)}, ` : ""}index: ${mb.index}, count: ${mb.count} }`);
    const writtenWhen = mb ? mb.written : st.when;
    // the condition with its lets and call values in their words (`not categorie_a`: "not categorie A"); the narration says its connectives in the language (conditionWords.ts)
    const named: string[] = [];
    if (writtenWhen) p.push(`text: ${j(worded(m, x.text(writtenWhen.span), named))}`);
    if (st.when) p.push(`considers: ${x.fn(st.when)}`);
    const asWritten = (e: A.Expr) => (mb ? readMember(x.text(e.span), mb.key.text, mb.member) : x.text(e.span));
    let budget = `budget: (c, left) => left, budgetText: "what is left"`;
    let spill = "stay_out";
    const admits: string[] = [];
    for (const it of st.items) {
      if (it.kind === "budget") {
        const reads = [...new Set([...exprNodes(it.value)].flatMap((e) => (e.kind === "unused" && unusedAt.has(e.stage.text) ? [unusedAt.get(e.stage.text)!] : [])))];
        const vars = new Map([...unusedAt].map(([name, at]) => [`unused ${name}`, `u[${at}]`]));
        budget = `budget: ${x.leftFn(it.value, reads.length ? vars : undefined)}, budgetText: ${j(worded(m, asWritten(it.value), named))}${reads.length ? `, budgetUnused: ${j(reads)}` : ""}${((r) => (r ? `, budgetReads: ${r}` : ""))(callReads(m, it.value, x, (e) => worded(m, asWritten(e))))}${it.citation ? `, budgetSource: ${j(it.citation.source.text)}` : ""}`;
      }
      else if (it.kind === "boundary") p.push(`boundary: ${m.words.has(it.value) ? `() => ${j((it.value as A.NameRef).name.text)}` : x.policyFn(it.value)}`, ...(it.citation ? [`boundarySource: ${j(it.citation.source.text)}`] : []), ...partialMinimumSpec(it.minimum, it.consent));
      else if (it.kind === "ranking") p.push(`ranking: ${x.ranking(it.ranking)}`);
      else if (it.kind === "regimeRanking") p.push("ranksOwn: true");
      // the stage's own reserve list (§14.11): its size, and the source a place on it cites
      else if (it.kind === "reserve") p.push(`reserve: ${it.all ? j("all") : it.size ? x.callFn(it.size) : it.count}`, ...((it.citation ?? st.citation ?? a.citation) ? [`reserveSource: ${j((it.citation ?? st.citation ?? a.citation)!.source.text)}`] : []));
      else if (it.kind === "prorata") {
        const cite = it.citation ?? st.citation ?? a.citation;
        p.push(`proRata: ${proRataSpec(it, cite?.source.text)}`);
      } else if (it.kind === "threshold") {
        // an admission stage's threshold, or a funding stage's own (StageSpec.threshold, §14.10)
        if (st.items.some((i) => i.kind === "admit")) admits.push(`threshold: ${x.fn(it.value)}`, `thresholdText: ${j(x.text(it.value.span))}`);
        else p.push(`threshold: { name: ${j(st.name.text)}, text: ${j(asWritten(it.value))}, ${src(it.citation ?? st.citation ?? a.citation)}${x.values(it.value)}test: ${x.fn(it.value)} }`);
      }
      else if (it.kind === "admit") {
        admits.push(it.how === "first" ? `count: ${x.callFn(it.value)}` : `reach: ${x.leftFn(it.value)}, reachText: ${j(x.text(it.value.span))}`);
        if (it.how === "closest") admits.push("closest: true", ...(it.floor ? [`floor: ${x.leftFn(it.floor)}`, `floorText: ${j(x.text(it.floor.span))}`] : []));
      }
      else if (it.kind === "setting") {
        const w = it.words.map((n) => n.text).join(" ");
        if (w === "unfunded go on") spill = "go_on";
        if ((w === "unfunded stay out" || w === "unfunded go on") && it.citation) p.push(`unfundedSource: ${j(it.citation.source.text)}`);
        if (w === "unused returns") p.push(`unused: "returns"`);
        if (w === "unused lapses") p.push(`unused: "lapses"`);
        if ((w === "unused returns" || w === "unused lapses") && it.citation) p.push(`unusedSource: ${j(it.citation.source.text)}`);
      }
    }
    // the scheme's own words in `text` and `budgetText` (titles, descriptions), which the narration reads for no connective
    if (named.length) p.push(`named: ${j([...new Set(named)])}`);
    p.push(budget, `unfunded: ${j(spill)}`);
    if (admits.length) p.push(`admits: { ${admits.join(", ")} }`);
    unusedAt.set(st.name.text, stages.length);
    stages.push(`{ ${p.join(", ")} }`);
  }
  if (stages.length && written.length === 0) stages.push(`{ name: "rest", title: "the rest of the budget", budget: (c, left) => left, budgetText: "what is left", unfunded: "stay_out" }`);
  if (stages.length) parts.push(`stages: [${stages.join(", ")}]`);
  // the regimes' budgets
  const budget = a.items.find((i): i is Extract<A.AllocItem, { kind: "budget" }> => i.kind === "budget");
  if (budget?.from) parts.push(`relation: { mode: "passed", from: ${j(budget.from.text)} }`);
  else if (budget?.relation?.text === "separate") parts.push(`relation: { mode: "separate" }`);
  else if (budget?.relation?.text === "shared") {
    // the regime before it, in the order written, that shares the pool
    const here = m.regimes.findIndex((r) => r.allocation === a);
    const before = m.regimes.slice(0, Math.max(0, here)).filter((r) => r.allocation?.items.some((i) => i.kind === "budget" && i.relation?.text === "shared"));
    const from = before[before.length - 1];
    parts.push(`relation: { mode: "shared"${from ? `, from: ${j(from.name)}` : ""} }`);
  }
  return parts;
}

/** The minimum for a partial grant, a literal (checks/partialMinimum.ts), as the spec's `partialMinimum` (engine/step.ts reads it): the allocation's or a stage's own boundary's. */
export function partialMinimumSpec(min: A.PartialMinimumClause | undefined, alone?: A.ConsentClause): string[] {
  // the applicant's consent to the reduced award (`with consent <field>`, law32): the field engine/enter.ts reads
  const c = min?.consent ?? alone;
  const consent = c ? `consent: ${j(c.field.text)}, ` : "";
  if (!min) return alone ? [`partialMinimum: { ${consent}otherwise: ${j(alone.otherwise?.text === "skip" ? "skip" : "stop")} }`] : [];
  const v = min.value;
  const otherwise = j(min.otherwise?.text === "skip" ? "skip" : "stop");
  if (v.kind === "percent") return [`partialMinimum: { percent: ${j(v.value)}, ${consent}otherwise: ${otherwise} }`];
  if (v.kind === "money" || v.kind === "number") return [`partialMinimum: { amount: ${j(v.value)}, ${consent}otherwise: ${otherwise} }`];
  return [];
}
