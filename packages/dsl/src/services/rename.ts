// Rename: changes a declared name and every use of it in one edit. Refuses what would break
// the scheme: a new name that is not an identifier or is a keyword, a name already taken in the
// same namespace, and built-ins (`total`, result columns, functions, policy words).
import type { Analysis } from "../analysis.js";
import { keywords } from "../syntax/tokens.js";
import type { SymbolInfo } from "../semantics/model.js";
import type { Span } from "../span.js";
import type { TextEdit } from "./textEdit.js";
import { isBuiltin, occurrences, targetAt, type Target } from "./targets.js";

export type PrepareRenameResult = { readonly span: Span; readonly placeholder: string } | { readonly error: string };
export type RenameResult = { readonly edits: readonly TextEdit[] } | { readonly error: string };

const identifier = /^[\p{L}_][\p{L}\p{N}\p{M}_]*$/u;
const keywordSet = new Set(keywords);

export function prepareRename(a: Analysis, offset: number): PrepareRenameResult {
  const t = targetAt(a, offset);
  if (!t) return { error: "There is no declared name here to rename." };
  if (t.kind === "symbol" && isBuiltin(t.symbol)) return { error: `'${t.symbol.name}' is built into the language and cannot be renamed.` };
  if (t.kind === "member" && !t.decl) return { error: `'${t.name}' is not declared by an enumeration in this scheme.` };
  return { span: t.span, placeholder: a.text.slice(t.span.start, t.span.end) };
}

/** Why a new name is refused, or undefined when it is acceptable. */
export function invalidName(newName: string): string | undefined {
  if (!identifier.test(newName)) return `'${newName}' is not a valid name: a name starts with a letter or '_' and goes on with letters, digits or '_'.`;
  if (keywordSet.has(newName)) return `'${newName}' is a keyword of the language and cannot be a name.`;
  if (newName === "total") return "'total' is the built-in sum of all criteria.";
  return undefined;
}

/** Names the new name would clash with: same namespace as the target. */
function clash(a: Analysis, t: Target, newName: string): string | undefined {
  if (t.kind === "member") return t.enumTy.members.includes(newName) ? `'${newName}' is already a member of this enumeration.` : undefined;
  const s = t.symbol;
  const sameSpace = (o: SymbolInfo): boolean => {
    if (o.name !== newName || o === s) return false;
    if (s.kind === "act" || s.kind === "source") return o.kind === "act" || o.kind === "source";
    if (s.kind === "call-field" || s.kind === "field") return o.kind === s.kind && o.container === s.container;
    if (s.kind === "variable") return false;
    return ["let", "criterion", "rule", "threshold", "regime", "app-field"].includes(o.kind);
  };
  const other = a.model.symbols.find(sameSpace);
  return other ? `'${newName}' is already declared (${other.kind.replace("-", " ")}).` : undefined;
}

export function rename(a: Analysis, offset: number, newName: string): RenameResult {
  const prep = prepareRename(a, offset);
  if ("error" in prep) return prep;
  const t = targetAt(a, offset)!;
  const bad = invalidName(newName) ?? clash(a, t, newName);
  if (bad) return { error: bad };
  const edits = occurrences(a, t).map((o) => ({ span: o.span, text: newName }));
  return { edits };
}
