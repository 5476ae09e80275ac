// A word of the language used as a name (AL0104). Most words a drafter names a field after
// (`first`, `group`, `points`, `amount`, `budget`, `deadline`, ...) are accepted as names where
// the grammar is unambiguous (tokens.ts SoftName). The others stay reserved: a field may still be
// declared with one (`maximum: integer`) and read as `application.maximum`, but a bare `maximum`
// in a value, or `let if = ...`, is not a name. Without this module such a word gave a cascade:
// the parser's recovery read it as the keyword (a bare `threshold` even started a new
// declaration). Here the declaration's syntax errors become ONE diagnostic at the word.
import type { IToken, TokenType } from "chevrotain";
import * as T from "./tokens.js";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { span } from "../span.js";

const K = T.Kw;

/** The words of the language declared as a field or parameter, and the block each is declared in. */
export type DeclaredWords = ReadonlyMap<string, "call" | "application" | "name">;

const isKeyword = (t: IToken | undefined): boolean => !!t && t.tokenType.name.startsWith("Kw_");

/**
 * The fields and call parameters named by a word of the language: a name before ':' directly
 * inside a `call { … }`, `application { … }` or `record { … }` block (a record's field is read
 * through its parent, so it counts for the block the record is in); and the lets, rules and
 * criteria named by a word that may not name them.
 */
export function declaredWords(tokens: readonly IToken[]): DeclaredWords {
  const out = new Map<string, "call" | "application" | "name">();
  // one entry per open brace: the block whose fields it holds, if it is a field block
  const stack: Array<"call" | "application" | undefined> = [];
  let blockOf: "call" | "application" | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const tt = t.tokenType;
    if (tt === T.LBrace) {
      const before = tokens[i - 1]?.tokenType;
      const inner = stack[stack.length - 1];
      stack.push(before === K.call ? "call" : before === K.application ? "application" : before === K.record && inner ? inner : undefined);
      blockOf = stack[stack.length - 1];
      continue;
    }
    if (tt === T.RBrace) {
      stack.pop();
      blockOf = stack[stack.length - 1];
      continue;
    }
    // a bare name reads the application's field (call parameters are read as call.x)
    if (blockOf && isKeyword(t) && tokens[i + 1]?.tokenType === T.Colon && out.get(t.image) !== "application") out.set(t.image, blockOf);
    // a let, rule, criterion or source named by a reserved word: reported once, at its name
    else if (declaredByName.has(tokens[i - 1]?.tokenType as TokenType) && isKeyword(t) && !T.softWords.has(t.image) && !out.has(t.image)) out.set(t.image, "name");
  }
  return out;
}

/** Tokens after which a value is read: a word here is a name, not the start of a declaration. */
const valueBefore = new Set<TokenType>([
  T.Equals, T.Colon, T.Plus, T.Minus, T.Times, T.Divide, T.Less, T.Greater, T.LessEq, T.GreaterEq, T.EqEq, T.NotEq, T.LParen, T.LBracket, T.Comma,
  K.and, K.or, K.not, K.if, K.then, K.else, K.in, K.when, K.by, K.amount, K.budget,
  // a source's name is read after `per` (a source named by a reserved word: one AL0104, at the source)
  K.per,
]);
/** Keywords followed by the name of what they declare. */
const nameBefore = new Set<TokenType>([K.let, K.criterion, K.rule, K.define, K.threshold, K.regime, K.source]);
/** The declarations whose name the grammar reads as any word (criteria.ts); reservedNames reports a reserved one. */
const declaredByName = new Set<TokenType>([K.let, K.criterion, K.rule, K.source]);
const what = new Map<TokenType, string>([
  [K.let, "a let"], [K.source, "a source"], [K.criterion, "a criterion"], [K.rule, "a rule"], [K.define, "a function"], [K.threshold, "a threshold"], [K.regime, "a regime"],
]);

/**
 * Whether the word at `i`, a keyword that starts a declaration, stands where a name is read
 * instead (`application.threshold`; `let threshold = …`; `let x = threshold × 2` with a field
 * `threshold`, or with any such word when `declared` is not given: where the parser resumes
 * after an error inside one declaration).
 */
export function namedHere(tokens: readonly IToken[], i: number, declared?: DeclaredWords): boolean {
  const prev = tokens[i - 1]?.tokenType;
  if (!prev) return false;
  if (prev === T.Dot) return true;
  // `let rule = …` names a let; in `× rule` then `ranking …`, `rule` is a value, and `ranking` starts a declaration
  if (nameBefore.has(prev)) return !namedHere(tokens, i - 1, declared);
  return valueBefore.has(prev) && (!declared || declared.has(tokens[i]!.image));
}

/**
 * One declaration's syntax diagnostics, with a word of the language used as a name made one
 * AL0104 at the word: where its first syntax error stands on a keyword that names something (the
 * name of a let, criterion, rule, …), or on a bare reference to a field or parameter declared
 * with that word. Other diagnostics are returned unchanged.
 */
export function reservedNames(diagnostics: Diagnostic[], tokens: readonly IToken[], declared: DeclaredWords): Diagnostic[] {
  const names: Diagnostic[] = [];
  tokens.forEach((t, i) => {
    const lead = tokens[i - 1];
    if (lead && declaredByName.has(lead.tokenType) && isKeyword(t) && !T.softWords.has(t.image) && !namedHere(tokens, i - 1, declared)) names.push(nameDiagnostic(t, lead));
  });
  const first = diagnostics.find((d) => d.code === "AL0102");
  if (!first) return names.length ? [...names, ...diagnostics] : diagnostics;
  const i = tokens.findIndex((t) => t.startOffset === first.span.start);
  const t = tokens[i];
  if (!t || !isKeyword(t)) return diagnostics;
  const prev = tokens[i - 1];
  const word = t.image;
  const at = span(t.startOffset, t.startOffset + word.length);
  let replacement: Diagnostic | undefined;
  if (prev && nameBefore.has(prev.tokenType)) {
    replacement = nameDiagnostic(t, prev);
  } else if (declared.get(word) === "name" && prev?.tokenType !== T.Dot) {
    // a let, rule or criterion named by this word: reported at its name; rename it there
    return [...names, ...diagnostics.filter((d) => d.code !== "AL0102")];
  } else if (declared.has(word) && prev?.tokenType !== T.Dot) {
    const root = declared.get(word)!;
    replacement = diag("AL0104", at, `expected a value, found '${word}', a word of the language: the ${root === "call" ? "call parameter" : "field"} '${word}' cannot be read by its bare name`, {
      hint: `write ${root}.${word} here, or rename the ${root === "call" ? "parameter" : "field"}; the words that may be read bare are listed in docs/language.md §2`,
    });
  }
  if (!replacement) return [...names, ...diagnostics];
  return [...names.filter((d) => d.span.start !== replacement.span.start), replacement, ...diagnostics.filter((d) => d.code !== "AL0102")];
}

/** AL0104 at a let's, rule's, criterion's or source's name (`lead`: the keyword before it). */
function nameDiagnostic(t: IToken, lead: IToken): Diagnostic {
  const kind = what.get(lead.tokenType)!;
  return diag("AL0104", span(t.startOffset, t.startOffset + t.image.length), `expected the name of ${kind}, found '${t.image}', a word of the language`, {
    hint: `rename it, for example '${t.image}_${lead.image === "let" ? "value" : lead.image}'; the words that may name ${kind} are listed in docs/language.md §2`,
  });
}

/** Words that start a value or follow these words as keywords: never read as a field's name. */
const valueWords = new Set<TokenType>([K.if, K.not, K.every, K.some, K.true, K.false, K.call, K.application, K.ranked]);

/**
 * A field or parameter declared with a reserved word and read bare where a value is read
 * (`let x = maximum × 2`, `when threshold > 5`): the token is read as the name it is meant to
 * be (so the rest of the scheme is checked as written), with ONE AL0104 at it. Marks the tokens
 * it changes (`readAsName`), which the language server's cache of parsed declarations keys on.
 */
export function readAsNames(tokens: readonly IToken[], declared: DeclaredWords): Diagnostic[] {
  const out: Diagnostic[] = [];
  tokens.forEach((t, i) => {
    const root = declared.get(t.image);
    if (!root || !isKeyword(t) || T.softWords.has(t.image)) return;
    const prev = tokens[i - 1]?.tokenType;
    // `per ranking` citing a source named by a reserved word: read as the name, told once at the source
    if (root === "name" && prev === K.per) return void readAsName(t);
    if (root === "name" || valueWords.has(t.tokenType)) return;
    if (!prev || !valueBefore.has(prev) || prev === K.per) return;
    if ((prev === K.budget && t.tokenType === K.unlimited) || (prev === K.by && (t.tokenType === K.most || t.tokenType === K.least))) return;
    readAsName(t);
    out.push(
      diag("AL0104", span(t.startOffset, t.startOffset + t.image.length), `expected a value, found '${t.image}', a word of the language: the ${root === "call" ? "call parameter" : "field"} '${t.image}' cannot be read by its bare name`, {
        hint: `write ${root}.${t.image} here, or rename the ${root === "call" ? "parameter" : "field"}; the words that may be read bare are listed in docs/language.md §2`,
      }),
    );
  });
  return out;
}

/** The token read as a name (an Identifier), marked for the cache of parsed declarations. */
function readAsName(t: IToken): void {
  t.tokenType = T.Identifier;
  t.tokenTypeIdx = T.Identifier.tokenTypeIdx!;
  (t as IToken & { readAsName?: boolean }).readAsName = true;
}
