import { calendarNames } from "@allot/runtime";
import type * as A from "../ast/nodes.js";
// The types of Allot values, and the rules that combine them.
export type Ty =
  /** `step`: the step of an input's range (`in 0..5 step 0.5`), from `lo`, as a decimal (a percentage's as a fraction); checked where the input is read */
  | { k: "integer"; lo?: string; hi?: string; step?: string; /** a quantity's unit (`integer(m)`, §6.4): told after the value */ unit?: string }
  /** `places`: declared `decimal(2)`, printed with that many places (5.50) */
  | { k: "decimal"; lo?: string; hi?: string; places?: number; step?: string; /** a quantity's unit (`decimal(2, ha)`, §6.4) */ unit?: string }
  | { k: "percentage"; lo?: string; hi?: string; step?: string }
  | { k: "money"; currency: string; lo?: string; hi?: string; step?: string }
  | { k: "boolean" }
  | { k: "text" }
  | { k: "enum"; members: readonly string[]; /** the members' titles as the law writes them, where the enumeration gives them (§6) */ titles?: ReadonlyMap<string, string>; /** the named enumeration's name (§6.3): its own type, whatever its members */ name?: string }
  | { k: "date" }
  | { k: "datetime"; zone: string }
  | { k: "record"; fields: ReadonlyMap<string, FieldTy> }
  | { k: "list"; element: Ty }
  /** a draw; with `key`, a draw per key (`draw by date`) */
  | { k: "draw"; key?: Ty }
  /** a figure per key (`integer by area`): one value of type `value` for each member of the enumeration `key` (§5.1) */
  | { k: "keyed"; value: Ty; key: Extract<Ty, { k: "enum" }> }
  /** a bare word that names a policy or an enum member, resolved by its context */
  | { k: "word"; word: string }
  | { k: "error" };

export interface FieldTy {
  readonly name: string;
  readonly type: Ty;
  readonly optional: boolean;
  readonly unique: boolean;
}

export const INTEGER: Ty = { k: "integer" };
export const DECIMAL: Ty = { k: "decimal" };
export const PERCENTAGE: Ty = { k: "percentage" };
export const BOOLEAN: Ty = { k: "boolean" };
export const TEXT: Ty = { k: "text" };
export const DATE: Ty = { k: "date" };
export const ERROR: Ty = { k: "error" };

export function isNumeric(t: Ty): boolean {
  return t.k === "integer" || t.k === "decimal" || t.k === "percentage";
}

export function isOrdered(t: Ty): boolean {
  return isNumeric(t) || t.k === "money" || t.k === "date" || t.k === "datetime" || t.k === "boolean" || t.k === "text" || t.k === "enum";
}

/** A value a diagnostic says it found: a name as written and its type ("'field', enum { cs, physics }"), other values by their type. */
export function showFound(e: A.Expr, t: Ty): string {
  return e.kind === "name" ? `'${e.name.text}', ${show(t)}` : show(t);
}

export function show(t: Ty): string {
  switch (t.k) {
    case "money":
      return `money(${t.currency})`;
    case "enum":
      return `enum ${t.name ? t.name + " " : ""}{ ${t.members.join(", ")} }`;
    case "datetime":
      return `datetime("${t.zone}")`;
    case "record":
      return `record { ${[...t.fields.keys()].join(", ")} }`;
    case "list":
      return `list of ${show(t.element)}`;
    case "word":
      return `'${t.word}'`;
    case "keyed":
      // a figure by two keys (§5.1): the rows' enumeration, then the columns'
      if (t.value.k === "keyed") return `${show(t.value.value)} by ${show(t.key)}, ${show(t.value.key)}`;
      return `${show(t.value)} by ${show(t.key)}`;
    case "integer":
    case "decimal":
    case "percentage":
      // a literal is typed with itself as its range: show the number, not "integer in 0..0"
      if (t.k !== "percentage" && t.lo !== undefined && t.lo === t.hi) return `the number ${t.lo}`;
      return t.k + (t.k !== "percentage" && t.unit !== undefined ? `(${showUnit(t.unit)})` : "") + (t.lo !== undefined && t.hi !== undefined ? ` in ${t.lo}..${t.hi}` : "");
    default:
      return t.k;
  }
}

/** A quantity's unit (§6.4), where the type has one. */
export function unitOf(t: Ty): string | undefined {
  return t.k === "integer" || t.k === "decimal" ? t.unit : undefined;
}

/** A unit as a type writes it: a name bare, another text quoted (`integer("m²")`). */
export function showUnit(u: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(u) ? u : JSON.stringify(u);
}

/** Two numbers of two units (§6.4): they never mix; a plain number joins either. */
export function unitsClash(a: Ty, b: Ty): boolean {
  const ua = unitOf(a), ub = unitOf(b);
  return ua !== undefined && ub !== undefined && ua !== ub;
}

/** `t` with the unit `u` (none: without one). */
function withUnit(t: Ty, u: string | undefined): Ty {
  return u === undefined || (t.k !== "integer" && t.k !== "decimal") ? t : { ...t, unit: u };
}

/** The numeric type of `a op b` for + and -, or undefined when they do not combine. */
export function addType(a: Ty, b: Ty): Ty | undefined {
  if (a.k === "error" || b.k === "error") return ERROR;
  if (a.k === "money" && b.k === "money") return a.currency === b.currency ? { k: "money", currency: a.currency } : undefined;
  if (unitsClash(a, b)) return undefined;
  const u = unitOf(a) ?? unitOf(b);
  if (a.k === "integer" && b.k === "integer") return withUnit(INTEGER, u);
  if (a.k === "percentage" && b.k === "percentage") return PERCENTAGE;
  if (isNumeric(a) && isNumeric(b)) return withUnit(DECIMAL, u);
  return undefined;
}

export function mulType(a: Ty, b: Ty): Ty | undefined {
  if (a.k === "error" || b.k === "error") return ERROR;
  // an amount per unit times a quantity is an amount (a rate per hectare × the hectares)
  if (a.k === "money" && isNumeric(b)) return { k: "money", currency: a.currency };
  if (b.k === "money" && isNumeric(a)) return { k: "money", currency: b.currency };
  // a product of two quantities has no unit Allot writes (§6.4); a plain factor keeps the one
  const u = unitOf(a) !== undefined && unitOf(b) !== undefined ? undefined : (unitOf(a) ?? unitOf(b));
  if (a.k === "integer" && b.k === "integer") return withUnit(INTEGER, u);
  if (isNumeric(a) && isNumeric(b)) return withUnit(DECIMAL, u);
  return undefined;
}

export function divType(a: Ty, b: Ty): Ty | undefined {
  if (a.k === "error" || b.k === "error") return ERROR;
  if (a.k === "money" && b.k === "money") return a.currency === b.currency ? DECIMAL : undefined;
  if (a.k === "money" && isNumeric(b)) return { k: "money", currency: a.currency };
  if (unitsClash(a, b)) return undefined;
  // one unit by itself is a plain number; a quantity by a plain number keeps its unit
  if (isNumeric(a) && isNumeric(b)) return withUnit(DECIMAL, unitOf(b) === undefined ? unitOf(a) : undefined);
  return undefined;
}

/** Can values of these types be compared with < and =? */
export function comparable(a: Ty, b: Ty): boolean {
  if (a.k === "error" || b.k === "error") return true;
  if (isNumeric(a) && isNumeric(b)) return !unitsClash(a, b);
  if (a.k === "money" && b.k === "money") return a.currency === b.currency;
  if (a.k === "date" && b.k === "date") return true;
  // moments compare as wall-clock times, so only in one zone ("*": a literal, read in the other's zone)
  if (a.k === "datetime" && b.k === "datetime") return a.zone === b.zone || a.zone === "*" || b.zone === "*";
  if (a.k === "text" && b.k === "text") return true;
  if (a.k === "boolean" && b.k === "boolean") return true;
  if (a.k === "enum" && b.k === "enum") return !otherNamed(a, b) && a.members.join() === b.members.join();
  return false;
}

/** Two named enumerations, not one: each is its own type, even with the same members (§6.3; review38 F8). */
function otherNamed(a: { name?: string }, b: { name?: string }): boolean {
  return a.name !== undefined && b.name !== undefined && a.name !== b.name;
}

/** Is a value of type `from` acceptable where `to` is declared? */
export function assignable(from: Ty, to: Ty): boolean {
  if (from.k === "error" || to.k === "error") return true;
  if (unitsClash(from, to)) return false;
  if (to.k === "decimal" || to.k === "percentage") return isNumeric(from);
  if (to.k === "integer") return from.k === "integer";
  if (to.k === "money") return from.k === "money" && from.currency === to.currency;
  if (to.k === "enum" && from.k === "enum") return !otherNamed(from, to) && from.members.every((m) => to.members.includes(m));
  if (to.k === "list" && from.k === "list") return assignable(from.element, to.element);
  return from.k === to.k;
}

export const knownTypeNames = ["integer", "decimal", "percentage", "money", "boolean", "text", "date", "datetime"] as const;
export const roundingModes = ["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"] as const;
export const boundaryPolicies = ["stop", "skip", "partial", "full", "reach"] as const;
export const timeUnits = ["day", "hour", "minute", "second", "millisecond"] as const;
export const remainderPolicies = ["unallocated", "largest_remainder", "ranking_order"] as const;
export const refUnits = ["article", "section", "paragraph", "subparagraph", "point", "letter", "indent", "annex", "schedule", "part", "chapter"] as const;
/** The holiday calendars of runtime/calendar.ts: PL, NL, EU, weekdays, DE and the Länder DE_BW … DE_TH. */
export const calendars = calendarNames;
/** The calendars as a message lists them: the sixteen Länder by their first and last. */
export const calendarList = "PL, NL, EU, DE, DE_BW … DE_TH, weekdays";
/** A German Land's code as ISO 3166-2 writes it (`DE-BY`, which parses as DE minus BY): the hint. */
export function calendarSpelling(text: string): string | undefined {
  const written = text.replace(/\s+/g, "").replace("-", "_");
  return written !== text && (calendars as readonly string[]).includes(written) ? `write ${written}: a calendar's name has "_" where ISO 3166-2 writes "-"` : undefined;
}
/** The kinds of day a publication deadline may count: the runtime counts working days with the
 * calendar, and every other kind as consecutive calendar days. */
export const deadlineDays = ["working", "consecutive"] as const;
export const statusNames = ["ineligible", "below_threshold", "funded", "partially_funded", "pro_rata", "not_funded", "reserve", "indeterminate"] as const;
