// compile: the checked model of a scheme → the JavaScript that builds its CompiledScheme for
// @allot/runtime. The same body serves `allot run` (loaded in memory) and `allot compile`
// (written as an ES module with its .d.ts and JSON Schema). Refuses a model with errors.
import { functionDeclarations } from "./functions.js";
import { emitSay, reasonMessage } from "./reasons.js";
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import type { FieldSpec } from "@allot/runtime";
import { emitAccept } from "./accept.js";
import { minorFields, type HeldRead, type MinorAnalysis } from "./minorFields.js";
import { quotientOf } from "./quotient.js";
import { WholeMeans } from "./wholeMeans.js";
import { regimeScored } from "./scored.js";
import { ExprEmitter } from "./expr.js";
import { emitStatistics, outcomeLet, readsOutcome } from "./outcome.js";
import { emitAllocation } from "./emitAllocation.js";
import { emitRanking } from "./emitRanking.js";
import { percentToDecimal } from "../semantics/declare.js";
import { criterionForm, criterionSubject, ruleValues, thresholdValues, type ExplainEmit } from "./explainValues.js";
import { oneLine } from "../syntax/oneLine.js";
import { jurySpecs } from "./jurySpecs.js";
import { firstNeed } from "./needs.js";
import { fieldSpecs, typeSpec } from "./typeSpec.js";
import { stageColumnOf } from "../semantics/checks/stageColumn.js";

const j = JSON.stringify;

export class SchemeEmitter {
  private readonly x: ExprEmitter;
  /** the statistics of the publication (compile/outcome.ts), once emitted */
  private statistics: string | undefined;
  /** functions the criteria call (`helper`), declared before the scheme object */
  private readonly helpers: string[] = [];
  /** the phases of criteria (§11.2), each once */
  private readonly phases: A.PhaseRef[] = [];
  private wholeMeans: WholeMeans | undefined;

  /** what explainValues.ts reads of this emitter */
  private readonly ex: ExplainEmit;

  /** the money fields held as minor units, and the keys that read them */
  private readonly minor: MinorAnalysis;

  constructor(private readonly m: Model) {
    this.minor = minorFields(m);
    this.x = new ExprEmitter(m, new Map<A.Expr, HeldRead>([...this.minor.members, ...this.minor.quotients]));
    this.ex = { m, x: this.x, text: (s) => this.text(s), fn: (e) => this.fn(e) };
  }

  private text(s: A.Node["span"]): string {
    return oneLine(this.m.text, s);
  }

  private fn(e: A.Expr, want: "dec" | "natural" = "natural"): string {
    return `(e) => ${this.x.emitAs(e, want)}`;
  }

  private callFn(e: A.Expr, want: "dec" | "natural" = "natural"): string {
    return `(c) => { const e = { a: {}, c, p: {} }; return ${this.x.emitAs(e, want)}; }`;
  }

  /** A number of points: a JS number when points are whole (integerPoints), a Decimal otherwise. */
  private pts(value: string): string {
    return this.x.integerPoints ? String(BigInt(value)) : this.x.decimal(value);
  }

  private src(c: A.Citation | undefined, inherited?: A.Citation): string {
    const s = c ?? inherited;
    return s ? `source: ${j(s.source.text)}, ` : "";
  }

  private rule(r: A.RuleDecl, block?: A.Citation): string {
    return `{ name: ${j(r.name.text)}, ${r.title ? `title: ${j(r.title)}, ` : ""}${this.src(r.citation, block)}${r.otherwise ? `message: ${j(reasonMessage(this.x.model, r))}, ` : ""}${emitSay(this.x, r)}${ruleValues(this.ex, r)}${r.label ? `label: ${j(r.label)}, ` : ""}${this.needs(r.condition)}text: ${j(this.text(r.condition.span))}, test: ${this.fn(r.condition)} }`;
  }

  /** `needs: …, ` where `e` fails on first on an optional field's absence (needs.ts); else nothing */
  private needs(e: A.Expr): string {
    const first = firstNeed(this.m, e, (x) => this.x.heldPlaces(x) !== undefined);
    return first === undefined ? "" : `needs: ${j(first)}, `;
  }

  private threshold(t: A.ThresholdDecl): string {
    return `{ name: ${j(t.name.text)}, ${t.title ? `title: ${j(t.title)}, ` : ""}${this.src(t.citation)}${t.otherwise ? `message: ${j(reasonMessage(this.x.model, t))}, ` : ""}${emitSay(this.x, t)}${thresholdValues(this.ex, t)}${t.label ? `label: ${j(t.label)}, ` : ""}text: ${j(this.text(t.condition.span))}, keepRanked: ${t.keepRanked}, test: ${this.fn(t.condition)} }`;
  }

  private describe(c: A.CriterionDecl, min?: string, max?: string): string {
    const b = c.body;
    const range = min !== undefined && max !== undefined ? `, ${min} to ${max} points` : "";
    switch (b.kind) {
      case "weighted": {
        const t = this.m.types.get(b.score);
        const sr = t && "lo" in t && t.lo !== undefined ? ` (score ${t.lo}–${t.hi})` : "";
        return `weight ${b.weight} × ${this.text(b.score.span)}${sr}${range}`;
      }
      case "yesno":
        return `${b.points} points if ${this.text(b.condition.span)}, otherwise 0`;
      case "match":
        return b.arms.map((a) => `${a.otherwise ? "otherwise" : a.members.map((x) => x.text).join(" or ")} → ${a.points}`).join("; ");
      case "bands":
        return `bands over ${this.text(b.subject.span)}: ` + b.bands.map((x) => `${this.text(x.first.span)}${x.second ? " and " + this.text(x.second.span) : ""} → ${x.points}`).join("; ");
      case "expr":
        return `${this.text(b.value.span)}${range}`;
    }
  }

  private criterion(c: A.CriterionDecl, min?: string, max?: string): string {
    const b = c.body;
    let body: string;
    const whole = this.x.integerPoints;
    switch (b.kind) {
      case "weighted":
        body = whole ? `(${String(BigInt(b.weight))} * (${this.x.emit(b.score)}))` : `${this.x.decimal(b.weight)}.times(${this.x.emitAs(b.score, "dec")})`;
        break;
      case "yesno":
        body = `(${this.x.emit(b.condition)} ? ${this.pts(b.points)} : ${this.pts("0")})`;
        break;
      case "match": {
        let chain = `ops.noArm(s)`;
        for (const arm of [...b.arms].reverse()) {
          const pts = this.pts(arm.points || "0");
          chain = arm.otherwise ? pts : `(${arm.members.map((mm) => `s === ${j(mm.text)}`).join(" || ")}) ? ${pts} : ${chain}`;
        }
        body = `${this.helper("s", chain)}(e, ${this.x.emit(b.subject)})`;
        break;
      }
      case "bands": {
        // numbers compare as numbers when subject and every bound are whole numbers held so
        const bounds = b.bands.flatMap((x) => [x.first, x.second]).filter((x): x is A.Bound => !!x);
        const plain = this.x.rep(b.subject) !== "dec" && bounds.every((bd) => this.x.rep(bd.value) !== "dec");
        const OPS = { at_most: "<=", below: "<", at_least: ">=", above: ">", exactly: "===" } as const;
        // bands over a quotient a / b (or a let that is one) compare it with each bound without
        // dividing where the operands allow (ops.qcmp): the same outcome as the 34-digit quotient
        const q = plain ? undefined : quotientOf(this.m, b.subject);
        // bands over a difference a − b whose every bound is zero compare a with b: the sign of
        // a − b (rounded to 34 digits, zero only when a = b) without the difference (ops.dcmp(a, b))
        const d = plain || q ? undefined : this.zeroDifference(b.subject, bounds);
        // each bound compared once at most (a bound closes one band and opens the next): the
        // comparison's sign kept in c0, c1, … (qcmp and dcmp are pure; NaN is kept too)
        const compared = new Map<string, string>();
        const once = (bd: A.Bound, cmp: (k: string) => string): string => {
          const k = this.x.emitAs(bd.value, "dec");
          let c = compared.get(k);
          if (c === undefined) compared.set(k, (c = `c${compared.size}`));
          return `((${c} ??= ${cmp(k)}) ${OPS[bd.bound]} 0)`;
        };
        const test = (bd: A.Bound): string => (plain ? `(v ${OPS[bd.bound]} ${this.x.emit(bd.value)})` : d ? once(bd, () => `ops.dcmp(da, db)`) : once(bd, (k) => `ops.dcmp(v, ${k})`));
        // an operand held as minor units (minorFields.ts: a money field read as such an operand)
        // is compared as it is held (ops.qcmpOf), and made a Decimal only for the failure's text
        const pa = q ? this.x.heldPlaces(q.left) : undefined;
        const pb = q ? this.x.heldPlaces(q.right) : undefined;
        const heldQ = pa !== undefined || pb !== undefined;
        const qargs = heldQ ? `qa, ${pa ?? -1}, qb, ${pb ?? -1}` : "qa, qb";
        const qdec = (v: string, p: number | undefined): string => (p !== undefined ? `ops.decOfMinor(${v}, ${p})` : v);
        const qtest = (bd: A.Bound): string => once(bd, (k) => `ops.${heldQ ? "qcmpOf" : "qcmp"}(${qargs}, ${k})`);
        let chain = q ? `ops.noBand(ops.div(${qdec("qa", pa)}, ${qdec("qb", pb)}))` : d ? `ops.noBand(ops.minus(da, db))` : `ops.noBand(v)`;
        for (const band of [...b.bands].reverse()) {
          const cond = [band.first, band.second].filter((x): x is A.Bound => !!x).map(q ? qtest : test).join(" && ");
          chain = `${cond} ? ${this.pts(band.points || "0")} : ${chain}`;
        }
        const subject = plain ? this.x.emit(b.subject) : this.x.emitAs(b.subject, "dec");
        const block = compared.size ? `{ let ${[...compared.values()].join(", ")}; return ${chain}; }` : chain;
        body = q ? `${this.helper("qa, qb", block)}(e, ${this.x.operandOf(q.left).code}, ${this.x.operandOf(q.right).code})` : d ? `${this.helper("da, db", block)}(e, ${this.x.emitAs(d.left, "dec")}, ${this.x.emitAs(d.right, "dec")})` : `${this.helper("v", block)}(e, ${subject})`;
        // two rounded means of the same places compared as whole numbers first (wholeMeans.ts)
        const w = d ? this.wholeMeans?.pair(d.left, d.right) : undefined;
        if (w) {
          compared.clear();
          let whole = body;
          for (const band of [...b.bands].reverse()) {
            const cond = [band.first, band.second].filter((x): x is A.Bound => !!x).map((bd) => once(bd, () => `(wa < wb ? -1 : wa > wb ? 1 : 0)`)).join(" && ");
            whole = `${cond} ? ${this.pts(band.points || "0")} : ${whole}`;
          }
          body = `${this.helper("wa", `{ let ${[...compared.values()].join(", ")}, wb; if (wa !== wa || (wb = ${w[1].code}) !== wb) return ${body}; return ${whole}; }`)}(e, ${w[0].code})`;
        }
        break;
      }
      case "expr":
        body = this.x.emitAs(b.value, whole ? "natural" : "dec");
        break;
    }
    const phase = c.phase ? this.phases.indexOf(c.phase) : -1;
    return `{ name: ${j(c.name.text)}, ${c.title ? `title: ${j(c.title)}, ` : ""}${this.src(c.citation)}${phase >= 0 ? `phase: ${phase}, ` : ""}${min !== undefined ? `min: ${j(min)}, ` : ""}${max !== undefined ? `max: ${j(max)}, ` : ""}describe: ${j(this.describe(c, min, max))}, form: ${criterionForm(this.ex, c, min, max)}, ${criterionSubject(this.ex, c)}points: (e) => ${body} }`;
  }

  /**
   * A function of the environment and `params`, declared once in the module, returning `body`
   * (an expression, or a block):
   * a criterion's chain of arms or bands over a value computed once. (Written inline as
   * `((v) => chain)(value)`, the arrow was a closure allocated per application where V8 did
   * not inline it.)
   */
  private helper(params: string, body: string): string {
    const name = `B${this.helpers.length}`;
    this.helpers.push(`const ${name} = (e, ${params}) => ${body};`);
    return name;
  }

  /** `a - b` of two numbers when every bound is a zero; else undefined. */
  private zeroDifference(e: A.Expr, bounds: readonly A.Bound[]): A.Binary | undefined {
    const numeric = (x: A.Expr): boolean => ["decimal", "money", "percentage", "integer"].includes(this.m.types.get(x)?.k ?? "");
    const zero = (x: A.Expr): boolean => (x.kind === "number" || x.kind === "percent" || x.kind === "money") && /^0+(\.0+)?$/.test(x.value);
    if (e.kind !== "binary" || e.op !== "-" || !numeric(e) || !numeric(e.left) || !numeric(e.right)) return undefined;
    return bounds.length > 0 && bounds.every((bd) => zero(bd.value)) ? e : undefined;
  }

  private allocation(a: A.AllocationDecl): string {
    return emitAllocation(a, { m: this.m, x: this.x, fn: (e, want) => this.fn(e, want), callFn: (e, want) => this.callFn(e, want), text: (sp) => this.text(sp), ranking: (r) => this.ranking(r) });
  }

  private ranking(r: A.RankingDecl): string {
    return emitRanking(r, { m: this.m, x: this.x, ex: this.ex, minor: this.minor, helpers: this.helpers, fn: (e, want) => this.fn(e, want), callFn: (e, want) => this.callFn(e, want), text: (sp) => this.text(sp), src: (c, inh) => this.src(c, inh) });
  }

  /** `notice { … }` (§16.4): the date as a call function giving a day number (a date-time's day on its zone's clock), the clause as data */
  private notice(n: A.NoticeDecl): string {
    const parts: string[] = [];
    if (n.citation) parts.push(`source: ${j(n.citation.source.text)}`);
    if (n.date) {
      const t = this.m.types.get(n.date.value);
      parts.push(`date: ${t?.k === "datetime" ? `(c) => { const e = { a: {}, c, p: {} }; const v = ${this.x.emit(n.date.value)}; return v === undefined ? undefined : ops.dayOf(v, ${j(this.x.zoneOf(t))}); }` : this.callFn(n.date.value)}`);
    }
    const o = n.objection;
    if (o?.body) {
      const unit = o.unit.text.replace(/s$/, "");
      const source = o.citation?.source.text ?? n.citation?.source.text;
      parts.push(`objection: ${j({ count: o.count, unit, ...(o.calendar ? { calendar: o.calendar.text } : {}), body: o.body.text, ...(o.form ? { form: o.form.text } : {}), ...(source ? { source } : {}) })}`);
    }
    return `{ ${parts.join(", ")} }`;
  }

  private publish(p: A.PublishDecl): string {
    const parts: string[] = [];
    if (p.citation) parts.push(`source: ${j(p.citation.source.text)}`);
    if (p.rows?.which.text === "funded") parts.push(`rows: "funded"`);
    if (p.deadline) {
      const d = p.deadline;
      const t = this.m.types.get(d.after);
      const after = t?.k === "datetime" ? `(c) => { const e = { a: {}, c, p: {} }; return ops.dayOf(${this.x.emit(d.after)}, ${j(this.x.zoneOf(t))}); }` : this.callFn(d.after);
      const working = d.unit.text === "working";
      const closed = d.closed ? `, closed: ${this.callFn(d.closed)}` : "";
      parts.push(`deadline: { count: ${d.count}, working: ${working}, calendar: ${j(d.calendar?.text ?? "weekdays")}, after: ${after}${closed}${d.citation ? `, source: ${j(d.citation.source.text)}` : ""} }`);
    }
    const cols = (p.columns?.columns ?? []).map((c) => {
      if (c.value === "amount") return `{ name: "amount", label: ${j(c.label ?? "amount")}, builtin: "amount" }`;
      if (c.value === "label") return `{ name: "label", label: ${j(c.label ?? "label")}, builtin: "label" }`;
      const v = c.value;
      const name = v.kind === "name" ? v.name.text : v.kind === "member" ? v.name.text : this.text(v.span);
      // the place in one stage's ranking (§16.2; checks/stageColumn.ts)
      const stage = stageColumnOf(this.m, v);
      if (stage !== undefined) return `{ name: ${j(name)}, label: ${j(c.label ?? name)}, builtin: "stage_position", stage: ${j(stage)} }`;
      const isBuiltin = v.kind === "name" && ["position", "status", "within_limit", "label", "paid", "stage_position"].includes(name) && !this.m.appFields.has(name) && !this.m.lets.has(name) && !this.m.criteria.has(name);
      if (isBuiltin) return `{ name: ${j(name)}, label: ${j(c.label ?? name)}, builtin: ${j(name)} }`;
      const t = this.m.types.get(v);
      const format = t?.k === "decimal" && t.places !== undefined ? `{ k: "fixed", places: ${t.places} }` : t?.k === "date" ? `{ k: "date" }` : t?.k === "datetime" ? `{ k: "time", zone: ${j(this.x.zoneOf(t))} }` : t?.k === "money" ? `{ k: "money", currency: ${j(t.currency)}${this.minor.columns.has(v) ? ", minor: true" : ""} }` : this.x.rep(v) === "num" ? `{ k: "number" }` : t?.k === "list" || t?.k === "record" ? `{ k: "deep", type: ${j(typeSpec(t))} }` : undefined;
      const get = this.fn(v);
      // the application's own id: the run holds every id already (Assessor.ids), no column of it is made
      const isId = get === `(e) => e.a["id"]` ? "isId: true, " : "";
      // the application's total points: the run holds them (Assessor.totals), no column of cells is made
      const isTotal = get === `(e) => e.p["total"]` ? "isTotal: true, " : "";
      // an optional field of the application, as it is: the cell is read without the exception `need` throws when it is absent (publish.ts's cellOf)
      const optional = /^\(e\) => ops\.need\(e\.a\[("(?:[^"\\]|\\.)*")\], "(?:[^"\\]|\\.)*"\)$/.exec(get);
      const optionalField = optional ? `optionalField: ${optional[1]}, ` : "";
      const titles = t?.k === "enum" && t.titles?.size ? `titles: ${j(Object.fromEntries(t.titles))}, ` : "";
      // a let without `as`: the report heads it by the let's title where it has one (review37 N1)
      const letTitle = c.label === undefined && v.kind === "name" ? (this.m.lets.get(name)?.node as A.LetDecl | undefined)?.title : undefined;
      const title = letTitle !== undefined ? `title: ${j(letTitle)}, ` : "";
      return `{ name: ${j(name)}, label: ${j(c.label ?? name)}, ${format ? `format: ${format}, ` : ""}${titles}${title}${readsOutcome(this.m, v) ? "outcome: true, " : ""}${isId}${isTotal}${optionalField}get: ${get} }`;
    });
    parts.push(`columns: [${cols.join(", ")}]`);
    if (p.statistics) this.statistics = emitStatistics(this.m, this.x, p.statistics, p.citation);
    return `{ ${parts.join(", ")} }`;
  }

  /** The body of `function (rt) { ... return scheme; }`. */
  body(): string {
    this.helpers.length = 0;
    this.wholeMeans = new WholeMeans(this.m, this.x, (value) => {
      const name = `W${this.helpers.length}`;
      this.helpers.push(`const ${name} = ${value};`);
      return name;
    });
    const m = this.m;
    const s = m.scheme;
    const prop = (k: string) => s?.properties.find((p) => p.key.text === k)?.value;
    // a let is computed once per call when it reads only the call, once per application when it
    // reads no points, and where it is read otherwise (points change as an application is scored)
    const cache = (name: string): string => (outcomeLet(m, name) ? "" : m.callOnly.has(name) ? "ops.perCall" : m.pointsDependent.has(name) ? "" : "ops.perRecord");
    const functions = functionDeclarations(this.x, m);
    const ranged = (name: string, f: string): string => (m.letRanges?.has(name) ? `ops.inRange(${f}, ${j(m.letRanges.get(name)!.lo)}, ${j(m.letRanges.get(name)!.hi)}, ${j(name)})` : f);
    const lets = [...m.lets.values()].map((l) => `L[${j(l.name)}] = ${cache(l.name)}(${ranged(l.name, this.fn((l.node as A.LetDecl).value))});`);
    const acts = [...m.acts.values()].map((a) => ({ name: a.name.text, ...(a.title ? { title: a.title } : {}), properties: Object.fromEntries(a.properties.map((p) => [p.key.text, p.value])) }));
    const sources = [...m.sources.values()].map((x) => ({ name: x.name.text, act: x.act.text, ref: x.parts.map((p) => `${p.unit.text} ${p.value}`).join(" "), text: x.text }));
    const eligibilityCitation = new Map<A.RuleDecl, A.Citation | undefined>();
    for (const d of m.file.declarations) {
      if (d.kind === "eligibility") for (const r of d.rules) eligibilityCitation.set(r, d.citation);
      if (d.kind === "regime") for (const mem of d.members) if (mem.kind === "eligibility") for (const r of mem.rules) eligibilityCitation.set(r, mem.citation);
    }
    const rules = m.rules.map((r) => this.rule(r, eligibilityCitation.get(r)));
    // the scheme's rules' tests in one function, in order: most applications meet every rule
    // (one call instead of one per rule); a rule not met or an error is assessed rule by rule
    const rulesMet = m.rules.length > 1 ? `(e) => ${m.rules.map((r) => `(${this.x.emitAs(r.condition, "natural")})`).join(" && ")}` : undefined;
    // the phases (§11.2), in the order of their first criterion
    for (const c of m.criteria.values()) if (c.decl.phase && !this.phases.includes(c.decl.phase)) this.phases.push(c.decl.phase);
    const criteria = [...m.criteria.values()].map((c) => this.criterion(c.decl, c.min, c.max));
    // the points' stores, one named store a criterion (CompiledScheme.setPoints); a name that is an accessor on
    // Object.prototype is left to the runtime's own stores (ops.own)
    const names = [...m.criteria.values()].map((c) => c.decl.name.text);
    const setPoints = names.length && !names.includes("__proto__") ? `(p, s, t) => { ${names.map((n, k) => `p[${j(n)}] = s[${k}]; `).join("")}p["total"] = t; }` : undefined;
    const thresholds = m.thresholds.map((t) => this.threshold(t));
    const regimes = m.regimes.map((r) => {
      const parts = [`name: ${j(r.name)}`];
      if (r.decl?.title) parts.push(`title: ${j(r.decl.title)}`);
      if (r.decl?.citation) parts.push(`source: ${j(r.decl.citation.source.text)}`);
      if (r.decl) parts.push(`when: ${this.fn(r.decl.when)}`);
      parts.push(`rules: [${r.eligibility.map((x) => this.rule(x, eligibilityCitation.get(x))).join(", ")}]`);
      parts.push(`thresholds: [${r.thresholds.map((t) => this.threshold(t)).join(", ")}]`);
      if (!regimeScored(m, r)) parts.push(`unscored: true`);
      // no ranking (an entitlement, §14.14: the checker lets it be left out only where no order can change an outcome)
      parts.push(`ranking: ${r.ranking ? this.ranking(r.ranking) : "{ keys: [], unordered: true }"}`);
      parts.push(`allocation: ${r.allocation ? this.allocation(r.allocation) : `{ budget: "unlimited", amount: () => K_ZERO, amountText: "0", unit: "" }`}`);
      return `{ ${parts.join(", ")} }`;
    });
    const labels = Object.fromEntries(m.labels);
    const applicationFields = fieldSpecs(m.appFields);
    const accepts: string[] = [];
    const minor = this.minor.fields;
    const accept = emitAccept(applicationFields as FieldSpec[], this.x, accepts, minor, this.minor.lists, this.minor.decimals);
    const publish = m.publish ? this.publish(m.publish) : undefined;
    const notice = m.notice ? this.notice(m.notice) : undefined;
    const juries = jurySpecs(this.x);
    // constants last: emitting the parts above registers them
    const zero = this.x.decimal("0");
    return [
      `"use strict";`,
      `const { Decimal, ops } = rt;`,
      this.x.constantDeclarations(),
      `const K_ZERO = ${zero};`,
      `const L = Object.create(null);`,
      ...functions,
      ...lets,
      ...this.helpers,
      ...accepts,
      `return {`,
      `  allot: 1,`,
      `  name: ${j(s?.name.text ?? "unnamed")},`,
      s?.title ? `  title: ${j(s.title)},` : "",
      prop("version") ? `  version: ${j(prop("version"))},` : "",
      prop("language") ? `  language: ${j(prop("language"))},` : "",
      `  acts: ${j(acts)},`,
      `  sources: ${j(sources)},`,
      `  call: ${j(fieldSpecs(m.callFields))},`,
      ...(m.closedDays.size ? [`  closedDays: ${j([...m.closedDays].sort())},`] : []),
      `  application: ${j(applicationFields)},`,
      accept ? `  acceptApplication: ${accept},` : "",
      minor.size || this.minor.lists.size || this.minor.decimals.size ? `  minorFields: ${j([...[...minor.values()].map((f) => ({ name: f.name, places: f.places })), ...[...this.minor.lists.values()].flatMap((fs) => [...fs.values()].map((f) => ({ name: f.name, places: f.places, list: f.list }))), ...[...this.minor.decimals].map((name) => ({ name, places: 0, decimals: true }))])},` : "",
      `  labels: ${j(labels)},`,
      `  rules: [${rules.join(",\n    ")}],`,
      rulesMet ? `  rulesMet: ${rulesMet},` : "",
      `  criteria: [${criteria.join(",\n    ")}],`,
      setPoints ? `  setPoints: ${setPoints},` : "",
      `  thresholds: [${thresholds.join(",\n    ")}],`,
      `  regimes: [${regimes.join(",\n    ")}],`,
      publish ? `  publish: ${publish},` : "",
      notice ? `  notice: ${notice},` : "",
      this.x.aggregates.length ? `  aggregates: [${this.x.aggregates.join(",\n    ")}],` : "",
      juries.length ? `  juries: [${juries.join(",\n    ")}],` : "",
      this.x.outcomeAggregates.length || this.statistics ? `  outcome: { aggregates: [${this.x.outcomeAggregates.join(",\n    ")}]${this.statistics ? `, statistics: ${this.statistics}` : ""} },` : "",
      this.x.integerPoints ? `  integerPoints: true,` : "",
      m.unsummed ? `  unsummed: ${j({ source: m.unsummed.citation?.source.text ?? null })},` : "",
      m.scale && m.scale.places <= 18 ? `  pointsPlaces: ${m.scale.places},` : "",
      this.phases.length ? `  phases: ${j(this.phases.map((p) => ({ name: p.name.text, ...(p.title ? { title: p.title } : {}), ...(p.citation ? { source: p.citation.source.text } : {}), after: p.after.map((t) => t.text) })))},` : "",
      `};`,
    ]
      .filter((l) => l !== "")
      .join("\n");
  }
}

export { percentToDecimal };
