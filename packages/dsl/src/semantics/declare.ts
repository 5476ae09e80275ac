// Binding, first half: collect every declaration into the model's tables, reporting
// duplicates and resolving declared field types. Expressions are typed afterwards (typecheck.ts).
import { checkDrawKeyType } from "./checks/firstCome.js";
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { Model, RegimeView, SymbolInfo } from "./model.js";
import { ERROR, knownTypeNames, statusNames, type FieldTy, type Ty } from "./types.js";
import { span } from "../span.js";
import { keywords } from "../syntax/tokens.js";
import { unknownCurrency } from "./currency.js";
import { keyedElement, keyRefs, resolveKeyed } from "./keyed.js";
import { pct, stepOf } from "./rangeStep.js";
import { declareEnums, namedEnum } from "./namedEnums.js";
import { quantityUnit, unitWithout } from "./units.js";

export function emptyModel(file: A.SchemeFile, text: string): Model {
  return {
    file,
    text,
    acts: new Map(),
    sources: new Map(),
    callFields: new Map(),
    appFields: new Map(),
    lets: new Map(),
    enums: new Map(),
    functions: new Map(),
    criteria: new Map(),
    rules: [],
    thresholds: [],
    regimes: [],
    labels: new Map(),
    types: new Map(),
    words: new Set(),
    closedDays: new Set(),
    refs: [],
    symbols: [],
    diagnostics: [],
    pointsDependent: new Set(["total"]),
    callOnly: new Set(),
  };
}

const ZONE_RE = /^(UTC|[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+)$/;

const zoneCache = new Map<string, boolean>();

export function validTimeZone(zone: string): boolean {
  let ok = zoneCache.get(zone);
  if (ok === undefined) {
    ok = ZONE_RE.test(zone);
    if (ok) {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
      } catch {
        ok = false;
      }
    }
    zoneCache.set(zone, ok);
  }
  return ok;
}

const reservedWords = new Set(keywords);

/** Resolves a written type to a Ty, reporting unknown type names and bad ranges. */
export function resolveType(m: Model, t: A.TypeExpr | undefined, container: string): Ty {
  if (!t) return ERROR;
  switch (t.kind) {
    case "error":
      return ERROR;
    case "draw": {
      if (!t.key) return { k: "draw" };
      const ty: Ty = { k: "draw", key: resolveType(m, t.key, container) };
      checkDrawKeyType(m, t, ty);
      return ty;
    }
    case "list": {
      const element = resolveType(m, t.element, container);
      return { k: "list", element: element.k === "keyed" ? keyedElement(m, t.element) : element };
    }
    case "enum": {
      const seen = new Set<string>();
      const titles = new Map<string, string>();
      const titled = new Map<string, string>();
      // no member: a field of it could take no value, a figure by it would be `{}` (review38 F2)
      if (t.members.length === 0) m.diagnostics.push(diag("AL0102", t.span, "expected a member in the enumeration, found none", { hint: "list the values the law names: 'enum { met, not_met }'" }));
      for (const mem of t.members) {
        // a word of the language could not be written bare where a member is read (review38 F6)
        if (reservedWords.has(mem.text)) m.diagnostics.push(diag("AL0104", mem.span, `expected a name for the member, found '${mem.text}', a word of the language`, { hint: `name the member otherwise ('${mem.text}_'), and give it the law's words as its title: ${mem.text}_ "${mem.title ?? mem.text}"` }));
        if (seen.has(mem.text)) m.diagnostics.push(diag("AL0202", mem.span, `expected each member of the enumeration once, found '${mem.text}' a second time`, { hint: "remove one of them" }));
        seen.add(mem.text);
        if (mem.title === undefined || titles.has(mem.text)) continue;
        // two members under one title: an explanation naming either could not be told apart (§6)
        const other = titled.get(mem.title.trim().toLowerCase());
        if (other !== undefined) m.diagnostics.push(diag("AL0202", mem.titleSpan ?? mem.span, `expected a title of its own for the member '${mem.text}', found "${mem.title}", the title of '${other}'`, { hint: `give '${mem.text}' the title the law gives it, or leave the title out to name it as written` }));
        else if (mem.title.trim() === "") m.diagnostics.push(diag("AL0202", mem.titleSpan ?? mem.span, `expected a title for the member '${mem.text}', found an empty text`, { hint: `write the title the law gives it, or leave the title out to name it as written` }));
        else titled.set(mem.title.trim().toLowerCase(), mem.text);
        titles.set(mem.text, mem.title);
      }
      return titles.size > 0 ? { k: "enum", members: [...seen], titles } : { k: "enum", members: [...seen] };
    }
    case "record": {
      const fields = declareFields(m, t.fields, container, "field");
      return { k: "record", fields: new Map([...fields].map(([k, v]) => [k, { name: k, type: v.type ?? ERROR, optional: (v.node as A.FieldDecl).optional, unique: (v.node as A.FieldDecl).unique }])) };
    }
    case "named":
      if (t.key) return resolveKeyed(m, { ...t, key: t.key }, container, resolveNamed(m, t), (k) => resolveType(m, k, container), t.key2);
      return resolveNamed(m, t);
  }
}

function resolveNamed(m: Model, t: A.NamedType): Ty {
  const n = t.name.text;
  const range = t.range;
  if (range) {
    const lo = Number(range.low);
    const hi = Number(range.high);
    if (range.low === "" || range.high === "" || !(lo <= hi)) {
      m.diagnostics.push(diag("AL0304", range.span, `expected a range from a lower to a higher bound, found ${range.low}..${range.high}, which is empty`, { hint: `write the smaller number first: ${range.high}..${range.low}` }));
    }
  }
  const numeric = (x: string) => /^-?\d+(\.\d+)?$/.test(x);
  // an integer range with fractional bounds is reported below; its bounds prove nothing
  const whole = n !== "integer" || (!!range && /^-?\d+$/.test(range.low) && /^-?\d+$/.test(range.high));
  const complete = !!range && numeric(range.low) && numeric(range.high) && whole && Number(range.low) <= Number(range.high);
  const lo = range && complete ? (range.percent ? pct(range.low) : range.low) : undefined;
  const hi = range && complete ? (range.percent ? pct(range.high) : range.high) : undefined;
  const step = range?.step !== undefined ? stepOf(m, n, range, complete, lo, hi) : undefined;
  const bounds = lo !== undefined && hi !== undefined ? { lo, hi, ...(step !== undefined ? { step } : {}) } : {};
  const needsNoArg = () => {
    if (t.arg) m.diagnostics.push(diag("AL0301", t.arg.span, `the type '${n}' takes no argument, found '${t.arg.text}'`, { hint: `write just '${n}'` }));
  };
  // a unit after the places (`decimal(2, ha)`, §6.4) is a decimal's alone
  if (t.unit && n !== "decimal") unitWithout(m, t.unit, n);
  switch (n) {
    case "integer": {
      if (range && (!/^-?\d+$/.test(range.low) || !/^-?\d+$/.test(range.high))) {
        m.diagnostics.push(diag("AL0304", range.span, `expected whole-number bounds for an integer, found ${range.low}..${range.high}`, { hint: "round the bounds to whole numbers, or declare the field 'decimal in ...' if the score can have fractions" }));
      }
      // a quantity: `integer(m)`, a whole number of metres (§6.4)
      const unit = t.arg ? quantityUnit(m, t.arg) : undefined;
      return { k: "integer", ...bounds, ...(unit !== undefined ? { unit } : {}) };
    }
    case "decimal":
      return fixedScale(m, t, bounds);
    case "percentage": {
      if (t.arg && !/^\d+$/.test(t.arg.text)) unitWithout(m, t.arg, n);
      else needsNoArg();
      // percentages are read as fractions (75% is 0.75): bounds without '%' would mean 0..10000%
      const bare = range ? [range.lowSpan, range.highSpan].filter((s) => !m.text.slice(s.start, s.end).trim().endsWith("%")) : [];
      if (range && bare.length > 0) {
        m.diagnostics.push(diag("AL0304", range.span, `expected the bounds of a percentage written with '%', found ${m.text.slice(range.span.start, range.span.end)}`, { hint: `write them as percentages, for example 'percentage in ${range.low}%..${range.high}%'` }));
        return { k: "percentage" };
      }
      return { k: "percentage", ...bounds };
    }
    case "boolean":
    case "text":
    case "date":
      if (t.arg && !/^\d+$/.test(t.arg.text)) unitWithout(m, t.arg, n);
      else needsNoArg();
      if (range) m.diagnostics.push(diag("AL0304", range.span, `expected no range after '${n}', found ${range.low}..${range.high}: a ${n} is not a number`, { hint: "remove the range" }));
      return { k: n };
    case "money": {
      if (!t.arg) {
        m.diagnostics.push(diag("AL0301", t.name.span, "money needs its currency, found none", { hint: "write money(EUR) or money(PLN)" }));
        return { k: "money", currency: "?", ...bounds };
      }
      if (!/^[A-Z]{3}$/.test(t.arg.text)) {
        m.diagnostics.push(diag("AL0205", t.arg.span, `expected a three-letter ISO 4217 currency code, found '${t.arg.text}'`, { hint: `write the code in capitals, for example money(${/^[a-z]{3}$/.test(t.arg.text) ? t.arg.text.toUpperCase() : "EUR"})` }));
      } else {
        const unknown = unknownCurrency(t.arg.text);
        if (unknown) m.diagnostics.push(diag("AL0205", t.arg.span, unknown.message, { hint: unknown.hint }));
      }
      return { k: "money", currency: t.arg.text, ...bounds };
    }
    case "datetime": {
      if (range) m.diagnostics.push(diag("AL0304", range.span, "expected no range after a date-time type, found one", { hint: "remove the range; to limit moments, write an eligibility rule" }));
      if (!t.arg) {
        m.diagnostics.push(
          diag("AL0408", t.name.span, "a date-time needs the time zone its values are read in, found none", {
            hint: 'the law leaves it open which clock counts: write datetime("Europe/Warsaw") or datetime("UTC")',
            fixes: [{ title: 'Read date-times in UTC', span: span(t.name.span.end, t.name.span.end), text: '("UTC")' }],
          }),
        );
        return { k: "datetime", zone: "UTC" };
      }
      if (!validTimeZone(t.arg.text)) {
        m.diagnostics.push(diag("AL0205", t.arg.span, `expected an IANA time zone such as "Europe/Warsaw", found "${t.arg.text}"`, { hint: 'name the place whose clock counts, as in the tz database ("Europe/Warsaw", "Europe/Amsterdam", "Europe/Brussels"), or "UTC"; abbreviations like CET do not say when summer time applies' }));
      }
      return { k: "datetime", zone: t.arg.text };
    }
    default: {
      const named = namedEnum(m, t);
      if (named) return named;
      const alias = typeAliases[n.toLowerCase()];
      const dym = alias ? `did you mean '${alias}'?` : didYouMean(n, [...knownTypeNames, ...m.enums.keys()]);
      m.diagnostics.push(diag("AL0204", t.name.span, `expected a type (${knownTypeNames.join(", ")}, enum, record, list of, draw), found '${n}'`, { hint: dym ?? "choose the type that fits the values: integer for scores, money(EUR) for amounts, boolean for yes/no, enum { ... } for a fixed list of options" }));
      return ERROR;
    }
  }
}

/** `decimal`, `decimal(2)`, `decimal(ha)` or `decimal(2, ha)`: a decimal printed with a fixed number of places (at most 18), a quantity in a unit (§6.4). */
function fixedScale(m: Model, t: A.NamedType, bounds: { lo?: string; hi?: string; step?: string }): Ty {
  if (!t.arg) return { k: "decimal", ...bounds };
  const unit = t.unit ? quantityUnit(m, t.unit) : undefined;
  const u = unit !== undefined ? { unit } : {};
  // a name or a text first is the unit (`decimal(ha)`); a number, the places
  if (!t.unit && !/^\d/.test(t.arg.text) && !/^-/.test(t.arg.text)) {
    const first = quantityUnit(m, t.arg);
    return { k: "decimal", ...bounds, ...(first !== undefined ? { unit: first } : {}) };
  }
  if (!/^\d+$/.test(t.arg.text) || Number(t.arg.text) > 18) {
    m.diagnostics.push(diag("AL0301", t.arg.span, `expected the number of decimal places (0 to 18) of the decimal, found '${t.arg.text}'`, { hint: "write decimal(2) for a value printed with two places, decimal(2, ha) for hectares to two places, or just 'decimal'" }));
    return { k: "decimal", ...bounds, ...u };
  }
  return { k: "decimal", ...bounds, places: Number(t.arg.text), ...u };
}

/** Type names of spreadsheets and programming languages, and what Allot calls them. */
const typeAliases: Record<string, string> = {
  string: "text", str: "text", bool: "boolean", int: "integer", number: "decimal", float: "decimal", double: "decimal",
  amount: "money", currency: "money", percent: "percentage", timestamp: "datetime", time: "datetime",
};

export { pct as percentToDecimal };

export function declareFields(m: Model, fields: A.FieldDecl[], container: string, kind: SymbolInfo["kind"]): Map<string, SymbolInfo> {
  const out = new Map<string, SymbolInfo>();
  for (const f of fields) {
    if (!f.name.text) continue;
    const type = resolveType(m, f.type, container + "." + f.name.text);
    const sym: SymbolInfo = { kind, name: f.name.text, nameSpan: f.name.span, declSpan: f.span, type, node: f, container };
    const prev = out.get(f.name.text);
    if (prev) {
      m.diagnostics.push(diag("AL0202", f.name.span, `expected each field of ${container} once, found a second '${f.name.text}'`, { hint: "rename or remove one of them", related: [{ span: prev.nameSpan, message: "first declared here" }] }));
      continue;
    }
    out.set(f.name.text, sym);
    m.symbols.push(sym);
  }
  return out;
}

export function fieldTys(fields: Map<string, SymbolInfo>): Map<string, FieldTy> {
  return new Map([...fields].map(([k, v]) => [k, { name: k, type: v.type ?? ERROR, optional: (v.node as A.FieldDecl).optional, unique: (v.node as A.FieldDecl).unique }]));
}

/** Collects all declarations. Values live in one namespace: lets, criteria, rules, thresholds, regimes. */
export function declareAll(m: Model): void {
  const values = new Map<string, SymbolInfo>();
  const legal = new Map<string, SymbolInfo>();
  const addValue = (sym: SymbolInfo, table: Map<string, SymbolInfo>, what: string) => {
    if (!sym.name) return false;
    const prev = table.get(sym.name);
    if (prev) {
      m.diagnostics.push(diag("AL0202", sym.nameSpan, `expected a new name for this ${what}, found '${sym.name}', already declared as a ${prev.kind.replace("-", " ")}`, { hint: `give this ${what} another name`, related: [{ span: prev.nameSpan, message: `'${sym.name}' first declared here` }] }));
      return false;
    }
    if (sym.name === "total" && table === values) {
      m.diagnostics.push(diag("AL0202", sym.nameSpan, `expected a new name for this ${what}, found 'total', the built-in sum of all criteria`, { hint: `give this ${what} another name` }));
      return false;
    }
    table.set(sym.name, sym);
    m.symbols.push(sym);
    return true;
  };
  let sawCall: A.InputDecl | undefined;
  let sawApp: A.InputDecl | undefined;
  const topRules: A.RuleDecl[] = [];
  const topThresholds: A.ThresholdDecl[] = [];
  let topRanking: A.RankingDecl | undefined;
  let topAllocation: A.AllocationDecl | undefined;
  const regimeDecls: A.RegimeDecl[] = [];
  const once = <T extends { span: A.Node["span"] }>(prev: T | undefined, next: T, what: string, at: A.Node["span"]): T => {
    if (prev) m.diagnostics.push(diag("AL0202", at, `expected one ${what} in the scheme (or in each regime), found a second`, { hint: `merge it into the first ${what}`, related: [{ span: prev.span, message: `first ${what} here` }] }));
    return prev ?? next;
  };
  const declareRule = (r: A.RuleDecl, regime?: string) => addValue({ kind: "rule", name: r.name.text, nameSpan: r.name.span, declSpan: r.span, node: r, ...(regime ? { regime } : {}) }, values, "rule");
  const declareThreshold = (t: A.ThresholdDecl, regime?: string) => addValue({ kind: "threshold", name: t.name.text, nameSpan: t.name.span, declSpan: t.span, node: t, ...(regime ? { regime } : {}) }, values, "threshold");
  declareEnums(m, (t, container) => resolveType(m, t, container));

  for (const d of m.file.declarations) {
    switch (d.kind) {
      case "scheme":
        if (m.scheme) m.diagnostics.push(diag("AL0202", d.name.span, "expected one scheme header in the file, found a second", { hint: "a file holds one scheme: remove this header or move the scheme to its own file", related: [{ span: m.scheme.name.span, message: "the scheme is declared here" }] }));
        else {
          m.scheme = d;
          m.symbols.push({ kind: "scheme", name: d.name.text, nameSpan: d.name.span, declSpan: d.span, node: d });
        }
        break;
      case "act":
        if (addValue({ kind: "act", name: d.name.text, nameSpan: d.name.span, declSpan: d.span, node: d }, legal, "act")) m.acts.set(d.name.text, d);
        break;
      case "source":
        if (addValue({ kind: "source", name: d.name.text, nameSpan: d.name.span, declSpan: d.span, node: d }, legal, "source")) m.sources.set(d.name.text, d);
        break;
      case "input":
        if (d.root === "call") {
          sawCall = once(sawCall, d, "call block", d.keyword);
          if (sawCall === d) for (const [k, v] of declareFields(m, d.fields, "call", "call-field")) m.callFields.set(k, v);
        } else {
          sawApp = once(sawApp, d, "application block", d.keyword);
          if (sawApp === d) for (const [k, v] of declareFields(m, d.fields, "application", "app-field")) m.appFields.set(k, v);
        }
        break;
      case "let": {
        const sym: SymbolInfo = { kind: "let", name: d.name.text, nameSpan: d.name.span, declSpan: d.span, node: d };
        if (addValue(sym, values, "value")) m.lets.set(d.name.text, sym);
        break;
      }
      case "criterion": {
        const sym: SymbolInfo = { kind: "criterion", name: d.name.text, nameSpan: d.name.span, declSpan: d.span, node: d };
        if (addValue(sym, values, "criterion")) {
          m.criteria.set(d.name.text, { decl: d, symbol: sym });
          m.pointsDependent.add(d.name.text);
        }
        break;
      }
      case "eligibility":
        for (const r of d.rules) if (declareRule(r)) topRules.push(r);
        break;
      case "maximum":
        if (m.maximum) m.diagnostics.push(diag("AL0202", d.span, "expected one declared maximum, found a second", { hint: "keep one 'maximum points' declaration; if two provisions state it, cite the one that sets it", related: [{ span: m.maximum.span, message: "first maximum here" }] }));
        else m.maximum = d;
        break;
      case "unsummed":
        if (m.unsummed) m.diagnostics.push(diag("AL0202", d.span, "expected one 'points not summed', found a second", { hint: "keep one; cite the provision that orders the points without adding them", related: [{ span: m.unsummed.span, message: "first one here" }] }));
        else m.unsummed = d;
        break;
      case "scale":
        if (m.scale) m.diagnostics.push(diag("AL0202", d.span, "expected one scale of points, found a second", { hint: "keep one 'points decimal(n)'; cite the provision that states the places", related: [{ span: m.scale.span, message: "first one here" }] }));
        else m.scale = d;
        break;
      case "threshold":
        if (declareThreshold(d)) topThresholds.push(d);
        break;
      case "ranking":
        topRanking = once(topRanking, d, "ranking", d.keyword);
        break;
      case "allocation":
        topAllocation = once(topAllocation, d, "allocation", d.keyword);
        break;
      case "regime":
        if (addValue({ kind: "regime", name: d.name.text, nameSpan: d.name.span, declSpan: d.span, node: d }, values, "regime")) regimeDecls.push(d);
        break;
      case "publish":
        m.publish = once(m.publish, d, "publish block", d.keyword);
        break;
      case "notice":
        m.notice = once(m.notice, d, "notice block", d.keyword);
        break;
      case "labels":
        for (const e of d.entries) {
          if (!(statusNames as readonly string[]).includes(e.status.text)) {
            m.diagnostics.push(diag("AL0205", e.status.span, `expected a status (${statusNames.join(", ")}), found '${e.status.text}'`, { hint: didYouMean(e.status.text, statusNames) ?? "attach the wording to one of the statuses" }));
          } else m.labels.set(e.status.text, e.text);
        }
        break;
    }
  }
  keyRefs(m);
  m.rules.push(...topRules);
  m.thresholds.push(...topThresholds);
  const regimes: RegimeView[] = [];
  if (regimeDecls.length === 0) {
    regimes.push({ name: "main", eligibility: [], thresholds: [], ...(topRanking ? { ranking: topRanking } : {}), ...(topAllocation ? { allocation: topAllocation } : {}) });
  } else {
    for (const r of regimeDecls) {
      const rules: A.RuleDecl[] = [];
      const ths: A.ThresholdDecl[] = [];
      let ranking: A.RankingDecl | undefined;
      let allocation: A.AllocationDecl | undefined;
      for (const mem of r.members) {
        if (mem.kind === "eligibility") for (const x of mem.rules) { if (declareRule(x, r.name.text)) rules.push(x); }
        else if (mem.kind === "threshold") { if (declareThreshold(mem, r.name.text)) ths.push(mem); }
        else if (mem.kind === "ranking") ranking = once(ranking, mem, "ranking", mem.keyword);
        else allocation = once(allocation, mem, "allocation", mem.keyword);
      }
      regimes.push({ decl: r, name: r.name.text, eligibility: rules, thresholds: ths, ...((ranking ?? topRanking) ? { ranking: (ranking ?? topRanking)! } : {}), ...((allocation ?? topAllocation) ? { allocation: (allocation ?? topAllocation)! } : {}) });
    }
  }
  m.regimes.push(...regimes);
  // an application field is read by its bare name, so a value may not take the same name
  for (const [name, sym] of [...m.lets, ...[...m.criteria].map(([k, c]) => [k, c.symbol] as const)]) {
    const f = m.appFields.get(name);
    if (f) m.diagnostics.push(diag("AL0202", sym.nameSpan, `expected a name of its own for this ${sym.kind}, found '${name}', the name of an application field`, { hint: "rename it: the bare name would hide the field", related: [{ span: f.nameSpan, message: `the field '${name}'` }] }));
  }
}
