// Which of the application's money fields generated code holds as whole minor units (a JS
// number: cents for EUR) from validation on, instead of a Decimal (runtime minor.ts): a field the
// scheme reads only as an allocation's amount, in the allocation's own currency, and as an
// ordering key (`by <field> lowest first`: the key is its value as a double, `ops.minorKey`, as
// the key column holds a Decimal of at most 15 digits, engine/shared.ts), and as a published
// column (formatted from minor units as the Decimal is, engine/publish.ts). The compiled
// validation then reads its text digit by digit into an integer (`ops.readMinor`) and the engine
// takes it as it is; a value past 2^53 − 1 minor units is read by the full validator and stays a
// Decimal, which the amount's one reader (engine/asks.ts) takes too. A money field may also be
// read as an operand of a quotient that bands compare with their bounds (`bands x / y`, or over
// a let whose value is `x / y`: quotient.ts, seed 003's `pdp_per_capita_pln`), amount or not:
// the bands compare it as it is held (`ops.qcmpOf`), and any other reader of that quotient (the
// let read elsewhere, an explanation's subject) makes it a Decimal where it reads it
// (`ops.decOfMinor`).
//
// "Only as an amount" is checked on the scheme's text, conservatively: the field's name occurs
// nowhere (an expression, a reason's `{placeholder}`, a member `m.x` of a peer, a computed
// column, a stage's ranking) but in its declaration, in `amount <field>` items, as such an
// operand, in `by <field>` keys of a regime's ranking and in the published columns — and as a field of
// a list field's records (declared there, read `s.<field>`: listMinor.ts). Any other use
// keeps the Decimal. The text counted is the scheme's code (`codeWords`): comments and the prose
// of strings and text blocks are left out, but whatever a string holds between '{' and '}' is
// counted (a reason's placeholders: the only way a string names a value, semantics/reasons.ts),
// so a title or a source's text that says "the bid" does not keep `bid` a Decimal. ALLOT_NO_MINOR_UNITS=1 turns the analysis off (tests compare both).
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import { minorUnits } from "@allot/runtime";
import { decimalLists, listMinorFields, type ListMinorField } from "./listMinor.js";
import { lex } from "../syntax/parse.js";
import { quotientOf } from "./quotient.js";
import { StringLit, TextBlock } from "../syntax/tokens.js";

export interface MinorField {
  readonly name: string;
  /** the currency's decimals */
  readonly places: number;
  /** the declared bounds in minor units */
  readonly lo?: number;
  readonly hi?: number;
}

/** The bound `text` in minor units of `places` decimals, when exact and a safe integer. */
function minorBound(text: string, places: number): number | undefined {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  const frac = (m[3] ?? "").replace(/0+$/, "");
  if (frac.length > places) return undefined;
  const v = BigInt(m[2]! + frac.padEnd(places, "0")) * (m[1] ? -1n : 1n);
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  return v >= -safe && v <= safe ? Number(v) : undefined;
}

function off(): boolean {
  return typeof process !== "undefined" && process.env?.["ALLOT_NO_MINOR_UNITS"] === "1";
}

export interface MinorAnalysis {
  /** the application fields held as minor units, by name */
  readonly fields: Map<string, MinorField>;
  /** the ordering keys that read one of them (`by <field>`): compiled as `ops.minorKey` */
  readonly keys: Map<A.Expr, MinorField>;
  /** the published columns that show one of them: formatted from minor units (publish.ts) */
  readonly columns: Set<A.Expr>;
  /** money fields of list fields' records held as minor units (listMinor.ts), by list field */
  readonly lists: Map<string, Map<string, ListMinorField>>;
  /** the reads `s.f` of them */
  readonly members: Map<A.Expr, ListMinorField>;
  /** the application's lists of decimals held as their sum (listMinor.ts `decimalLists`) */
  readonly decimals: Set<string>;
  /** the reads of held fields that are operands of bands' quotients (quotient.ts) */
  readonly quotients: Map<A.Expr, HeldRead>;
}

/** A read of a field held as minor units: the field's name and its currency's decimals. */
export interface HeldRead {
  readonly name: string;
  readonly places: number;
}

/**
 * The application fields read as an operand of a quotient that bands compare with their bounds
 * (`bands a / b`, or over a let whose value is `a / b`: quotient.ts), by name: each such read once
 * (a let's value is one expression however often the let is read).
 */
function quotientReads(m: Model): Map<string, Set<A.NameRef>> {
  const out = new Map<string, Set<A.NameRef>>();
  for (const c of m.criteria.values()) {
    const b = c.decl.body;
    if (b.kind !== "bands") continue;
    const q = quotientOf(m, b.subject);
    for (const x of q ? [q.left, q.right] : []) {
      if (x.kind !== "name" || m.words.has(x)) continue;
      const name = x.name.text;
      if (name === "total" || m.criteria.has(name) || m.lets.has(name) || !m.appFields.has(name)) continue;
      out.set(name, (out.get(name) ?? new Set()).add(x));
    }
  }
  return out;
}

/** The application fields held as minor units, and the ordering keys that read them. */
export function minorFields(m: Model): MinorAnalysis {
  const out = new Map<string, MinorField>();
  const keys = new Map<A.Expr, MinorField>();
  const columns = new Set<A.Expr>();
  const quotients = new Map<A.Expr, HeldRead>();
  if (off()) return { fields: out, keys, columns, lists: new Map(), members: new Map(), decimals: new Set(), quotients };
  // the records of list fields first: a field of theirs named like a top-level one (seed 003's
  // `s.requested_aid_pln`) is no read of it
  const code = codeWords(m.text);
  const { lists, members, itemMentions } = listMinorFields(m, minorBound, (name) => occurrences(code, name));
  // every published column that is a field by its name
  const columnExprs = new Map<string, A.Expr[]>();
  for (const c of m.publish?.columns?.columns ?? []) {
    if (c.value === "amount" || c.value === "label" || c.value.kind !== "name") continue;
    const name = (c.value as A.NameRef).name.text;
    columnExprs.set(name, [...(columnExprs.get(name) ?? []), c.value]);
  }
  // every `by <name>` of a regime's own ranking (its keys and tie-break keys); none in a scheme
  // with a first-come regime (its keys are read for the moment of receipt too: fcfs.ts)
  const keyExprs = new Map<string, A.Expr[]>();
  const seenRankings = new Set<A.RankingDecl>();
  const firstCome = m.regimes.some((r) => r.allocation?.items.some((it) => it.kind === "firstcome"));
  for (const r of firstCome ? [] : m.regimes) {
    const rk = r.ranking;
    if (!rk || seenRankings.has(rk)) continue;
    seenRankings.add(rk);
    for (const k of [...rk.keys, ...(rk.tiebreak?.steps ?? [])]) {
      if (k.kind !== "key" || k.cover || k.absent || k.granularity !== undefined || k.value.kind !== "name") continue;
      const name = (k.value as A.NameRef).name.text;
      keyExprs.set(name, [...(keyExprs.get(name) ?? []), k.value]);
    }
  }
  // every `amount <name>` of an allocation, with the currency that allocation is in
  const amounts = new Map<string, { count: number; units: Set<string> }>();
  const notSoleName = new Set<string>();
  const seenDecls = new Set<A.AllocationDecl>();
  for (const r of m.regimes) {
    const a = r.allocation;
    if (!a || seenDecls.has(a)) continue;
    seenDecls.add(a);
    let budget: string | undefined;
    for (const it of a.items) {
      if (it.kind === "budget" && it.value !== "unlimited" && !it.from) {
        const t = m.types.get(it.value);
        budget = t?.k === "money" ? t.currency : "";
      }
    }
    for (const it of a.items) {
      if (it.kind !== "amount") continue;
      const e = it.value;
      if (e.kind !== "name") {
        // a field read inside a computed amount keeps the Decimal (its name is counted below)
        continue;
      }
      const t = m.types.get(e);
      const name = (e as A.NameRef).name.text;
      if (t?.k !== "money") {
        notSoleName.add(name);
        continue;
      }
      const seen = amounts.get(name) ?? { count: 0, units: new Set<string>() };
      seen.count++;
      seen.units.add(budget ?? t.currency);
      amounts.set(name, seen);
    }
  }
  // every read as an operand of a bands' quotient: compared as minor units (ops.qcmpOf)
  const operands = quotientReads(m);
  for (const name of operands.keys()) if (!amounts.has(name)) amounts.set(name, { count: 0, units: new Set() });
  for (const [name, { count, units }] of amounts) {
    const f = m.appFields.get(name);
    const decl = f?.node as A.FieldDecl | undefined;
    const t = f?.type;
    // (a range's step is checked by the Decimal reader: such a field is not held as minor units)
    if (!f || !decl || t?.k !== "money" || t.step !== undefined || notSoleName.has(name)) continue;
    // the engine's one reader is the amount: a unique or optional field, or one whose name an
    // object inherits, is read elsewhere too (the uniqueness check, the absent value)
    if (decl.unique || decl.optional || name in Object.prototype) continue;
    // an amount in the allocation's own currency (and a field that is no amount at all)
    if (count > 0 && (units.size !== 1 || !units.has(t.currency))) continue;
    const reads = operands.get(name) ?? new Set<A.NameRef>();
    const asKeys = (keyExprs.get(name) ?? []).filter((e) => m.types.get(e)?.k === "money");
    const asColumns = (columnExprs.get(name) ?? []).filter((e) => m.types.get(e)?.k === "money");
    if (occurrences(code, name) !== 1 + count + asKeys.length + asColumns.length + reads.size + (itemMentions.get(name) ?? 0)) continue;
    const places = minorUnits(t.currency);
    const lo = t.lo !== undefined ? minorBound(t.lo, places) : undefined;
    const hi = t.hi !== undefined ? minorBound(t.hi, places) : undefined;
    if ((t.lo !== undefined && lo === undefined) || (t.hi !== undefined && hi === undefined)) continue;
    const field = { name, places, ...(lo !== undefined ? { lo } : {}), ...(hi !== undefined ? { hi } : {}) };
    out.set(name, field);
    for (const e of asKeys) keys.set(e, field);
    for (const e of asColumns) columns.add(e);
    for (const e of reads) quotients.set(e, field);
  }
  return { fields: out, keys, columns, lists, members, decimals: decimalLists(m, (name) => occurrences(code, name)), quotients };
}

/**
 * The words of the scheme that may name a value: every token but comments, and of a string or
 * text block only what lies between a '{' and the next '}' (or the string's end) — a reason's
 * placeholders; `{{`, escapes and braces in prose are counted too, which only errs on the
 * Decimal side. A text the lexer refuses is counted whole.
 */
export function codeWords(text: string): string {
  const { tokens, diagnostics } = lex(text);
  if (diagnostics.length) return text;
  const out: string[] = [];
  for (const t of tokens) {
    if (t.tokenType === StringLit || t.tokenType === TextBlock) out.push(...(t.image.match(/\{[^}]*/g) ?? []));
    else out.push(t.image);
  }
  return out.join(" ");
}

/** How often `name` occurs in `text` as a whole word (letters, digits and `_` on neither side). */
function occurrences(text: string, name: string): number {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return (text.match(new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, "gu")) ?? []).length;
}
