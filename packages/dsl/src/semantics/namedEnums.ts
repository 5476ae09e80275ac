// A named enumeration (docs/language.md §6.3): `enum echelon "l'échelon" { e0bis "échelon 0 bis",
// … }` declared once, then named wherever a type is written — a field's, a let's (`let e:
// echelon = if … then e7 else e0bis`), a figure per key's `by echelon`. Every use is the one
// type, with the members' titles the explanations name them by.
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import type { Model, SymbolInfo } from "./model.js";
import { ERROR, knownTypeNames, type Ty } from "./types.js";

const TYPE_WORDS: ReadonlySet<string> = new Set([...knownTypeNames, "enum", "record", "list", "draw"]);

/** Collects the scheme's named enumerations (before any field is resolved: a field may name one). */
export function declareEnums(m: Model, resolve: (t: A.TypeExpr, container: string) => Ty): void {
  for (const d of m.file.declarations) {
    if (d.kind !== "enumdecl" || !d.name.text) continue;
    const n = d.name.text;
    const prev = m.enums.get(n);
    if (prev) {
      m.diagnostics.push(diag("AL0202", d.name.span, `expected a new name for this enumeration, found '${n}', already declared as one`, { hint: "merge the two into one, or give this one another name", related: [{ span: prev.nameSpan, message: `'${n}' first declared here` }] }));
      continue;
    }
    if (TYPE_WORDS.has(n)) {
      m.diagnostics.push(diag("AL0202", d.name.span, `expected a name of its own for this enumeration, found '${n}', the name of a built-in type`, { hint: `name it by what its members are, as the law does: 'enum echelon { … }'` }));
      continue;
    }
    const ty = resolve(d.type, n);
    const sym: SymbolInfo = { kind: "enum", name: n, nameSpan: d.name.span, declSpan: d.span, node: d, type: ty.k === "enum" ? { ...ty, name: n } : ERROR };
    m.enums.set(n, sym);
    m.symbols.push(sym);
  }
}

/** The named enumeration a written type names (`echelon`), recorded as a reference to it; undefined where the name is no enumeration's. */
export function namedEnum(m: Model, t: A.NamedType): Ty | undefined {
  const sym = m.enums.get(t.name.text);
  if (!sym) return undefined;
  m.refs.push({ span: t.name.span, symbol: sym });
  if (t.arg) m.diagnostics.push(diag("AL0301", t.arg.span, `the enumeration '${t.name.text}' takes no argument, found '${t.arg.text}'`, { hint: `write just '${t.name.text}'` }));
  if (t.range) m.diagnostics.push(diag("AL0304", t.range.span, `expected no range after the enumeration '${t.name.text}', found ${t.range.low}..${t.range.high}: its members have no order`, { hint: "remove the range" }));
  return sym.type ?? ERROR;
}

/** The named enumeration one of whose members is `word`, for a hint where the word stands with no enumeration expected. */
export function enumOfMember(m: Model, word: string): string | undefined {
  for (const [n, sym] of m.enums) if (sym.type?.k === "enum" && sym.type.members.includes(word)) return n;
  return undefined;
}
