// A figure per key (docs/language.md §5.1): a call parameter declared `integer by area` holds one
// value for each member of an enumeration — each district's valid ballots, each faculty's places
// — and an expression reads the one of an application's key, `call.valid_ballots[area]`.
// AL0548 where the declaration or the reading does not fit.
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import type { Model } from "./model.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { comparable, ERROR, knownTypeNames, show, showFound, type Ty } from "./types.js";

/** The value types a figure per key may have: numbers, amounts, yes/no, texts and dates. */
const VALUE_KINDS: ReadonlySet<string> = new Set(["integer", "decimal", "percentage", "money", "boolean", "text", "date", "error"]);

/**
 * `T by K` declared at `container`: K is an enumeration written out (`by enum { … }`) or the name
 * of an application field whose type is one (`by area`); only a call parameter is keyed.
 */
export function resolveKeyed(m: Model, t: A.NamedType & { key: A.TypeExpr }, container: string, value: Ty, resolveKey: (k: A.TypeExpr) => Ty, columns?: A.TypeExpr): Ty {
  // a figure by two keys, a table (§5.1): each row (the first key's member) a figure per key of
  // the second; `by a by b` reads as a figure keyed by a figure, so it is said how a table is written
  if (t.key.kind === "named" && t.key.key) {
    const rows = m.text.slice(t.key.name.span.start, t.key.name.span.end);
    const cols = m.text.slice(t.key.key.span.start, t.key.key.span.end);
    m.diagnostics.push(diag("AL0548", t.key.span, `expected one 'by' and the two keys of a table separated by a comma, found 'by ${rows} by ${cols}'`, { hint: `a figure by two keys is declared 'by ${rows}, ${cols}' (one figure for each pair of members, rows then columns) and read '${container}[<${rows}>, <${cols}>]' (§5.1); or declare a parameter per column, each 'by ${rows}'` }));
    return ERROR;
  }
  if (columns) {
    const row = resolveKeyed(m, { ...t, key: columns }, container, value, resolveKey);
    if (row.k === "error") return ERROR;
    // the rows' enumeration, resolved as a key of a plain figure (the row is checked above)
    const table = resolveKeyed(m, t, container, { k: "boolean" }, resolveKey);
    return table.k === "keyed" ? { k: "keyed", value: row, key: table.key } : ERROR;
  }
  const written = t.key.kind === "named" && !t.key.arg && !t.key.range && !t.key.key ? fieldType(m, t.key.name.text) : undefined;
  // a field of a named enumeration (`niveau: echelon`, §6.3) keys by that enumeration
  const named = written?.kind === "named" ? m.enums.get(written.name.text)?.type : undefined;
  const field = named?.k === "enum" ? undefined : written;
  if (field && field.kind !== "enum") {
    m.diagnostics.push(diag("AL0548", t.key.span, `expected an enumeration after 'by', found the application field '${m.text.slice(t.key.span.start, t.key.span.end)}', which is not one`, { hint: "key the figure by an application field declared 'enum { … }': its members are the keys the call gives a figure for" }));
    return ERROR;
  }
  // a name after `by` that is no application field nor a named enumeration (§6.3) — a let, a
  // criterion, a misspelling: what §5.1 wants, not a type (AL0204 said "expected a type")
  const bare = t.key.kind === "named" && !t.key.arg && !t.key.range && !t.key.key ? t.key.name.text : undefined;
  if (!written && bare !== undefined && !m.enums.has(bare) && !(knownTypeNames as readonly string[]).includes(bare)) {
    const computed = computedNamed(m, bare);
    m.diagnostics.push(diag("AL0548", t.key.span, `expected an enumeration after 'by' (a named enumeration, an application field declared 'enum { … }', or the enumeration itself), found ${computed ? `the ${computed} '${bare}', a value the scheme computes` : `'${bare}', which names no application field`}`, { hint: "a figure per key is given for the members of an enumeration: key it by a named enumeration ('enum echelon { … }', 'by echelon', computed with a let of it) or by an application field declared 'enum { … }' (`integer by district`), or write the members out (`by enum { … }`); a computed number cannot key a figure" }));
    return ERROR;
  }
  const titles = field?.kind === "enum" ? new Map(field.members.flatMap((x) => (x.title !== undefined ? [[x.text, x.title] as const] : []))) : undefined;
  const keyTy: Ty = named?.k === "enum" ? named : field?.kind === "enum" ? { k: "enum" as const, members: [...new Set(field.members.map((x) => x.text))], ...(titles?.size ? { titles } : {}) } : resolveKey(t.key);
  if (keyTy.k === "error" || value.k === "error") return ERROR;
  if (keyTy.k !== "enum") {
    m.diagnostics.push(diag("AL0548", t.key.span, `expected an enumeration after 'by' (an application field declared 'enum { … }', or the enumeration itself), found ${show(keyTy)}`, { hint: "key the figure by the application's enumeration it is read by: 'integer by district' where the application has 'district: enum { … }'" }));
    return ERROR;
  }
  if (!VALUE_KINDS.has(value.k)) {
    m.diagnostics.push(diag("AL0548", t.name.span, `expected a number, an amount, a yes/no, a text or a date for each member, found ${show(value)}`, { hint: "a figure per key holds one plain value for each member; declare a parameter per figure for anything else" }));
    return ERROR;
  }
  if (container.split(".").length !== 2 || !container.startsWith("call.")) {
    m.diagnostics.push(diag("AL0548", t.key.span, `expected a figure per key only as a call parameter, found one in ${container}`, { hint: "declare it in the call block: the call gives one figure for each member, and an application reads its own with call.<name>[<key>]" }));
    return ERROR;
  }
  return { k: "keyed", value, key: keyTy };
}

/** `by district` names the application field whose enumeration keys a figure: a reference to it (hover, definition, rename). */
export function keyRefs(m: Model): void {
  for (const f of m.callFields.values()) {
    const t = (f.node as A.FieldDecl | undefined)?.type;
    const field = t?.kind === "named" && t.key?.kind === "named" ? m.appFields.get(t.key.name.text) : undefined;
    if (field && t?.kind === "named" && t.key) m.refs.push({ span: t.key.span, symbol: field });
    const columns = t?.kind === "named" && t.key2?.kind === "named" ? m.appFields.get(t.key2.name.text) : undefined;
    if (columns && t?.kind === "named" && t.key2) m.refs.push({ span: t.key2.span, symbol: columns });
  }
}

/** A list of figures per key: refused, the figure per key is a call parameter of its own. */
export function keyedElement(m: Model, t: A.TypeExpr): Ty {
  m.diagnostics.push(diag("AL0548", t.span, "expected a figure per key as a call parameter of its own, found one as the items of a list", { hint: "declare the figure per key as its own call parameter: 'name: integer by district'" }));
  return ERROR;
}

/** What the scheme computes under `name` (a let, a criterion), if anything. */
function computedNamed(m: Model, name: string): string | undefined {
  for (const d of m.file.declarations) if ((d.kind === "let" || d.kind === "criterion") && d.name.text === name) return d.kind;
  return undefined;
}

/** The declared type of the application field `name`, read from its declaration (the call block may come first). */
function fieldType(m: Model, name: string): A.TypeExpr | undefined {
  for (const d of m.file.declarations) if (d.kind === "input" && d.root === "application") return d.fields.find((x) => x.name.text === name)?.type;
  return undefined;
}

/** `object[key]`: a figure per key read by a key of its enumeration; typed like its values. */
export function checkIndex(e: A.Index, objectTy: Ty, keyTy: Ty, report: (s: A.Node["span"], message: string, hint: string) => void): Ty {
  if (objectTy.k === "error") return ERROR;
  if (objectTy.k !== "keyed") {
    report(e.object.span, `expected a figure per key (a call parameter declared 'integer by district') before '[…]', found ${show(objectTy)}`, "declare the call parameter with 'by' and the enumeration it is given for, or read it without '[…]'");
    return ERROR;
  }
  if (keyTy.k !== "error" && !(keyTy.k === "enum" && comparable(keyTy, objectTy.key))) {
    report(e.key.span, `expected a key of type ${show(objectTy.key)}, the enumeration the figure is given for, found ${showFound(e.key, keyTy)}`, "read the figure by the application's field of that enumeration: call.<name>[<field>]");
    return ERROR;
  }
  return objectTy.value;
}

/**
 * `call.valid_ballots[riverside]`: a figure per key read by a member of its enumeration written
 * out — the same figure for every application, so it may stand where the call is read alone (a
 * budget, a stage's budget). The member is recorded as a word of the enumeration (hover, rename);
 * a word that is not a member is AL0548, naming the members.
 */
export function memberKey(m: Model, key: A.NameRef, objectTy: Extract<Ty, { k: "keyed" }>, report: (s: A.Node["span"], message: string, hint: string) => void): Ty {
  const members = objectTy.key.members;
  m.words.add(key);
  // typed as the application field's enumeration where one is the same (`by district`): hover names it, rename follows its members
  let own: Ty = objectTy.key;
  for (const f of m.appFields.values()) if (own === objectTy.key && f.type?.k === "enum" && comparable(f.type, objectTy.key) && f.type.members.length === members.length) own = f.type;
  m.types.set(key, own);
  if (!members.includes(key.name.text)) {
    const dym = didYouMean(key.name.text, [...members]);
    report(key.name.span, `expected a member of ${show(objectTy.key)} as the key, found '${key.name.text}', which is neither a member nor a declared name`, `the figure is given for ${members.join(", ")}: write one of them${dym ? ` (${dym})` : ""}, or the application's field of that enumeration`);
    return ERROR;
  }
  return objectTy.value;
}

/**
 * The keys between the brackets against the figure's (§5.1): a table (`by family_size,
 * grant_band`) is read by both, `call.limit[size, band]`; a figure per key by one.
 */
export function keysRead(e: A.Index, objectTy: Ty): { message: string; hint: string } | undefined {
  if (objectTy.k !== "keyed") return undefined;
  const table = objectTy.value.k === "keyed";
  if (e.second) return undefined; // the column of a row: the row was read by the first key
  if (e.first && !table) return { message: `expected one key for a figure per key (${show(objectTy)}), found two`, hint: "read it by the one key it is given for, call.<name>[<key>]; a figure by two keys is declared 'by <rows>, <columns>'" };
  if (!e.first && table && objectTy.value.k === "keyed") return { message: `expected two keys for a figure by two keys (${show(objectTy)}), found one`, hint: `read the cell by the row's key and the column's, separated by a comma: call.<name>[<${objectTy.key.members.join(" | ")}>, <${objectTy.value.key.members.join(" | ")}>]` };
  return undefined;
}

/** The keys of a figure read, in the order written: `call.limit[size, band]` gives size, band (§5.1). */
export function indexKeys(x: A.Index): A.Expr[] {
  return x.second && x.object.kind === "index" ? [x.object.key, x.key] : [x.key];
}
