// analyze: the one front end. The CLI, the tests, the compiler and the language server all call
// this, so a scheme means the same thing everywhere. Never throws for any input text.
import { lexFile, parseDeclaration } from "./syntax/parse.js";
import { reservedNames } from "./syntax/reserved.js";
import { buildFile } from "./ast/build.js";
import { limitDepth } from "./ast/depth.js";
import { quotedTextDiagnostics } from "./ast/quotedTexts.js";
import type { IToken } from "chevrotain";
import { check } from "./semantics/check.js";
import { expandStagesPerKey, type KeyRead } from "./semantics/perKey.js";
import type { Model } from "./semantics/model.js";
import type * as A from "./ast/nodes.js";
import { diag, sortDiagnostics, type Diagnostic } from "./diagnostics/diagnostic.js";
import { LineIndex, span } from "./span.js";
import { resetSuggestions } from "./diagnostics/suggest.js";

export interface Analysis {
  readonly uri: string;
  readonly text: string;
  readonly lines: LineIndex;
  /** the tokens and comments of the text, and the lexical and syntax diagnostics */
  readonly parse: { readonly tokens: IToken[]; readonly comments: IToken[]; readonly diagnostics: Diagnostic[] };
  readonly ast: A.SchemeFile;
  readonly model: Model;
  /** all diagnostics of all phases, sorted by position */
  readonly diagnostics: readonly Diagnostic[];
  readonly hasErrors: boolean;
}

export function analyze(text: string, uri = "<input>"): Analysis {
  resetSuggestions();
  const parsed = syntax(text);
  let ast: A.SchemeFile = { declarations: parsed.declarations, span: span(0, text.length) };
  let model: Model | undefined;
  const extra: Diagnostic[] = [];
  let expanded = false;
  let keyReads: readonly KeyRead[] = [];
  try {
    // a stage per key is checked, compiled and run as one stage per member (semantics/perKey.ts);
    // the analysis keeps the file as written (the formatter, the editor's services)
    const perKey = expandStagesPerKey(ast);
    extra.push(...perKey.diagnostics);
    expanded = perKey.file !== ast;
    keyReads = perKey.keyReads;
    model = check(perKey.file, text);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    ast = { declarations: [], span: span(0, text.length) };
    extra.push(diag("AL0103", span(0, 0), "the scheme is nested too deeply to check", { hint: "split deep expressions with 'let' declarations" }));
  }
  model ??= check({ declarations: [], span: span(0, text.length) }, text);
  // a stage per key's items are checked once per member: one reference each, for the editor's
  // references and renames (an edit given twice for one place is refused by the editor)
  if (expanded) {
    const seen = new Set<string>();
    const refs = model.refs.filter((r) => {
      const k = `${r.span.start}\u0000${r.span.end}\u0000${r.symbol.kind}\u0000${r.symbol.name}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    model.refs.splice(0, model.refs.length, ...refs);
    // the key read in a budget (`call.pool[area]`) was checked as each member: it is still the field where it is written
    for (const k of keyReads) {
      const symbol = model.appFields.get(k.key);
      if (!symbol) continue;
      // a member after `in`: an occurrence of the member (services/targets.ts), of the field's enumeration
      if (k.member) {
        if (symbol.type) model.types.set(k.member, symbol.type);
        model.words.add(k.member);
      } else model.refs.push({ span: k.span, symbol });
    }
  }
  const syntaxErrors = parsed.diagnostics.length > 0;
  // With syntax errors, the checker sees a partial tree: drop its warnings about "unused" things
  // and missing parts, which would only be noise until the text parses again.
  const checked = syntaxErrors ? model.diagnostics.filter((d) => d.severity === "error" && d.code !== "AL0410") : model.diagnostics;
  // a call parameter named by a word of the language and read bare: AL0104 says to read call.x
  const asNames = new Set(parsed.tokens.filter((t) => (t as { readAsName?: boolean }).readAsName).map((t) => t.startOffset));
  const semantic = asNames.size ? checked.filter((d) => !(d.code === "AL0201" && asNames.has(d.span.start))) : checked;
  // a control character in a text the results quote (AL0661): the tokens tell the strings, the tree which are values
  const quoted = quotedTextDiagnostics(parsed.tokens, ast.declarations);
  // a stage per key's items are checked once per member: one diagnostic each
  const once = new Set<string>();
  const distinct = !expanded ? semantic : semantic.filter((d) => {
    const k = `${d.code}\u0000${d.span.start}\u0000${d.span.end}\u0000${d.message}`;
    if (once.has(k)) return false;
    once.add(k);
    return true;
  });
  const diagnostics = sortDiagnostics([...parsed.diagnostics, ...extra, ...distinct, ...quoted]);
  return {
    uri,
    text,
    lines: new LineIndex(text),
    parse: { tokens: parsed.tokens, comments: parsed.comments, diagnostics: parsed.diagnostics },
    ast,
    model,
    diagnostics,
    hasErrors: diagnostics.some((d) => d.severity === "error"),
  };
}

// ── per-declaration cache ─────────────────────────────────────────────────
// Each declaration is parsed and built on its own (syntax/parse.ts splits them), so the result
// for a declaration depends only on its text, what follows it, and where it stands. An editor
// changes one declaration at a time: the others are taken from this cache, moved to where they
// now stand. Results are identical to parsing afresh; the cache only saves the time.

interface Built {
  readonly at: number;
  readonly declarations: A.Declaration[];
  readonly diagnostics: Diagnostic[];
}

const CACHE_LIMIT = 20_000;
const cache = new Map<string, Built>();

/** Forgets every cached declaration: for benchmarks that measure an analysis from scratch. */
export function clearAnalysisCache(): void {
  cache.clear();
}

function syntax(text: string): { declarations: A.Declaration[]; tokens: IToken[]; comments: IToken[]; diagnostics: Diagnostic[] } {
  const f = lexFile(text);
  const declarations: A.Declaration[] = [];
  const diagnostics = [...f.diagnostics];
  f.declarations.forEach((tokens, i) => {
    const first = tokens[0]!;
    const last = tokens[tokens.length - 1]!;
    const next = f.declarations[i + 1]?.[0];
    const at = first.startOffset;
    // a word read as a field's name (syntax/reserved.ts) depends on the file's fields: part of the key
    const asNames = tokens.filter((t) => (t as { readAsName?: boolean }).readAsName).map((t) => t.startOffset - at);
    const key = `${text.slice(at, last.endOffset! + 1)}\u0000${next ? `${next.image}\u0000${next.startOffset - at}` : ""}${asNames.length ? `\u0000${asNames.join(",")}` : ""}`;
    let built = cache.get(key);
    if (built) {
      cache.delete(key); // least recently used goes first
      cache.set(key, built);
    } else {
      const r = parseDeclaration(tokens, text, f.resumes, next);
      const limited = limitDepth(buildFile(r.declarations, text.length).declarations);
      built = { at, declarations: limited.declarations, diagnostics: [...r.diagnostics, ...limited.diagnostics] };
      // a declaration cut by a nesting limit depends on more than its text: do not reuse it
      if (![...f.resumes].some((o) => o >= at && o <= last.endOffset! + 1)) cache.set(key, built);
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    }
    const delta = at - built.at;
    declarations.push(...(delta === 0 ? built.declarations : relocate(built.declarations, delta)));
    // a word of the language used as a name (AL0104) depends on the file's fields: after the cache
    diagnostics.push(...reservedNames(delta === 0 ? built.diagnostics : relocate(built.diagnostics, delta), tokens, f.declared));
  });
  return { declarations, tokens: f.tokens, comments: f.comments, diagnostics };
}

/** A copy of `value` with every span ({ start, end }) moved by `delta`; shared nodes stay shared. */
function relocate<T>(value: T, delta: number, seen = new Map<object, unknown>()): T {
  if (value === null || typeof value !== "object") return value;
  const hit = seen.get(value as object);
  if (hit) return hit as T;
  if (Array.isArray(value)) {
    const arr: unknown[] = [];
    seen.set(value, arr);
    for (const v of value) arr.push(relocate(v, delta, seen));
    return arr as T;
  }
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length === 2 && typeof o["start"] === "number" && typeof o["end"] === "number") return { start: (o["start"] as number) + delta, end: (o["end"] as number) + delta } as T;
  const out: Record<string, unknown> = {};
  seen.set(value as object, out);
  for (const k of keys) out[k] = relocate(o[k], delta, seen);
  return out as T;
}
