// Rename: changes a declared name and every use of it in one edit. Refuses what would break
// the scheme: a new name that is not an identifier or is a keyword, a name already taken in the
// same namespace, and built-ins (`total`, result columns, functions, policy words).
import { analyze, type Analysis } from "../analysis.js";
import { keywords } from "../syntax/tokens.js";
import type { SymbolInfo } from "../semantics/model.js";
import type { Span } from "../span.js";
import type { TextEdit } from "./textEdit.js";
import { indexOf, isBuiltin, occurrences, targetAt, type Target } from "./targets.js";

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
  // stages share one namespace across the allocations (`stage_position(<stage>)` reads any, §16.2)
  if (t.kind === "stage") return indexOf(a).stages.some((o) => o.isDeclaration && o.name === newName && o.name !== t.name) ? `'${newName}' is already the name of a stage.` : undefined;
  const s = t.symbol;
  const sameSpace = (o: SymbolInfo): boolean => {
    if (o.name !== newName || o === s) return false;
    if (s.kind === "act" || s.kind === "source") return o.kind === "act" || o.kind === "source";
    if (s.kind === "call-field" || s.kind === "field") return o.kind === s.kind && o.container === s.container;
    if (s.kind === "variable") return false;
    // a named enumeration's name is a type name, in a namespace of its own (§6.3; review38 F1)
    if (s.kind === "enum" || o.kind === "enum") return s.kind === o.kind;
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
  const taken = capture(a, edits, newName);
  return taken ? { error: taken } : { edits };
}

/**
 * Why the renamed text would mean something else, or undefined: the scheme is analysed again
 * with the edits, and every name must still lead to the declaration it led to. A `let` renamed
 * to the variable of an `every`/`some` around one of its uses, or to a function's parameter, would
 * be taken in by it (`every m in marks: m > bar` renamed to `m > m`), and a variable renamed to a
 * name its body reads would take that in: no error, another law.
 */
function capture(a: Analysis, edits: readonly TextEdit[], newName: string): string | undefined {
  // the edits in order (they do not overlap, so their ends are in order too), the change of length
  // after each, and the renamed text made in one pass: an offset is shifted by a binary search, not
  // a walk over every edit, and the text is not cut and joined once per edit (adversary24: a
  // rename of 2,500 uses took 14 s)
  const sorted = [...edits].sort((x, y) => x.span.start - y.span.start);
  const grown: number[] = [];
  let change = 0;
  for (const e of sorted) grown.push((change += e.text.length - (e.span.end - e.span.start)));
  const shift = (offset: number): number => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]!.span.end <= offset) lo = mid + 1;
      else hi = mid;
    }
    return offset + (lo ? grown[lo - 1]! : 0);
  };
  const pieces: string[] = [];
  let at = 0;
  for (const e of sorted) {
    pieces.push(a.text.slice(at, e.span.start), e.text);
    at = e.span.end;
  }
  pieces.push(a.text.slice(at));
  const text = pieces.join("");
  const b = analyze(text, a.uri);
  // a declaration by its kind and where its name stands (built-ins, which stand nowhere, by name)
  const declared = (s: SymbolInfo, at: (o: number) => number): string => (isBuiltin(s) ? `${s.kind} ${s.name}` : `${s.kind}@${at(s.nameSpan.start)}`);
  const before = new Map(a.model.refs.map((r) => [shift(r.span.start), { was: declared(r.symbol, shift), at: r.span.start }] as const));
  for (const r of b.model.refs) {
    const old = before.get(r.span.start);
    const was = old?.was;
    if (was === declared(r.symbol, (o) => o)) continue;
    // where the name stands in the text as it is (a name that was unknown: where the renamed text has it)
    const p = old ? a.lines.position(old.at) : b.lines.position(r.span.start);
    const now = isBuiltin(r.symbol) ? `the built-in '${newName}'` : `the ${r.symbol.kind.replace("-", " ")} '${newName}' declared on line ${b.lines.position(r.symbol.nameSpan.start).line + 1}`;
    return `'${newName}' would change what the name on line ${p.line + 1}, column ${p.character + 1} means: it would be ${now}${was === undefined ? ", where it was an unknown name" : ""}. Choose another name.`;
  }
  // a name the language itself reads (the application's `id`, a boundary policy's members):
  // renamed, the scheme is refused — whatever code is new in the renamed text is said
  const errors = (x: Analysis): Map<string, number> => {
    const n = new Map<string, number>();
    for (const d of x.diagnostics) if (d.severity === "error") n.set(d.code, (n.get(d.code) ?? 0) + 1);
    return n;
  };
  const was = errors(a);
  const added = [...errors(b)].find(([code, n]) => n > (was.get(code) ?? 0));
  if (added) {
    const d = b.diagnostics.find((x) => x.severity === "error" && x.code === added[0])!;
    return `'${newName}' would leave the scheme with an error it did not have: ${d.message} (${d.code}). Choose another name, or edit by hand.`;
  }
  const after = new Set(b.model.refs.map((r) => r.span.start));
  const lost = a.model.refs.find((r) => !after.has(shift(r.span.start)));
  if (lost) {
    const p = a.lines.position(lost.span.start);
    return `'${newName}' would leave the name on line ${p.line + 1}, column ${p.character + 1} without its declaration. Choose another name.`;
  }
  return undefined;
}
