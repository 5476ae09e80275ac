// What a syntax error says: the parser's exception turned into a diagnostic — what was expected
// (Chevrotain's first tokens), what was found, and a hint from the form of the rule it stopped
// in, the keyword a misspelt word resembles, or a currency not written in capitals. parse.ts
// reports them.
import type { IToken, IRecognitionException } from "chevrotain";
import { Decimal } from "decimal.js";
import { Identifier, IntegerLit, DecimalLit, PercentLit, Kw, isCurrencyInOtherLetters, keywords } from "./tokens.js";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { span } from "../span.js";

export function tokenDescription(t: IToken | undefined): string {
  if (!t || t.tokenType.name === "EOF") return "the end of the file";
  const img = t.image.length > 30 ? t.image.slice(0, 27) + "..." : t.image;
  return `'${img.replace(/\s+/g, " ")}'`;
}

const declarationHint = "every part of a scheme starts with a keyword: scheme, act, source, call, application, let, eligibility, criterion, maximum, threshold, ranking, allocation, regime, publish or labels";
const declarationKeywords = ["scheme", "act", "source", "call", "application", "enum", "let", "eligibility", "criterion", "maximum", "threshold", "ranking", "allocation", "regime", "publish", "labels"];

/** The hint after a token that starts no declaration: the keyword it resembles, or the list. */
export function declarationStartHint(t: IToken): string {
  return (t.tokenType.name === "Identifier" ? didYouMean(t.image, declarationKeywords) : undefined) ?? declarationHint;
}

/**
 * A word on an amount's line, right after its number, that nothing there takes: a currency not
 * written as the language writes one, three capitals (`20000 euro`, `20000 eur`): a syntax error
 * (AL0102, so `fmt` refuses the text as it refuses any other), said as `money(eur)`'s AL0205 is;
 * undefined for any other token.
 */
export function currencyAfterAmount(tokens: readonly IToken[], t: IToken, text: string): Diagnostic | undefined {
  if (t.tokenType !== Identifier) return undefined;
  let lo = 0;
  let hi = tokens.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (tokens[mid]!.startOffset < t.startOffset) lo = mid;
    else hi = mid - 1;
  }
  const before = tokens[lo];
  if (!before || before.startOffset >= t.startOffset || (before.tokenType !== IntegerLit && before.tokenType !== DecimalLit)) return undefined;
  if (/[\n\r]/.test(text.slice(before.endOffset! + 1, t.startOffset))) return undefined;
  return diag("AL0102", span(t.startOffset, t.endOffset! + 1), `expected a three-letter ISO 4217 currency code after the amount, found '${t.image}'`, { hint: isCurrencyInOtherLetters(t) ? `a currency is written in three capitals after the amount: ${before.image} ${t.image.toUpperCase()}` : `write the code in capitals, for example ${before.image} EUR or ${before.image} PLN` });
}

/**
 * A percentage right after `weight` (`weight 40% × x`, as a call writes "ponderação de 40%"): a
 * weight is a number (review40's F3; the declaration had ended at 'weight', read as a name).
 */
export function percentAfterWeight(tokens: readonly IToken[], t: IToken): Diagnostic | undefined {
  if (t.tokenType !== PercentLit) return undefined;
  const i = tokens.findIndex((x) => x.startOffset === t.startOffset);
  if (i < 1 || (tokens[i - 1]!.tokenType !== Kw.weight && tokens[i - 1]!.image !== "weight")) return undefined;
  const weight = new Decimal(t.image.slice(0, -1)).div(100).toString();
  return diag("AL0102", span(t.startOffset, t.endOffset! + 1), `expected the weight as a number after 'weight', found the percentage '${t.image}'`, { hint: `write the weight as a number: 'weight ${weight} × …' for ${t.image}` });
}

/** Whether `d` is currencyAfterAmount's. */
export const isCurrencyError = (d: Diagnostic): boolean => d.code === "AL0102" && d.message.startsWith("expected a three-letter ISO 4217 currency code after the amount");

export function errorDiagnostic(e: IRecognitionException, text: string, tokens: readonly IToken[], lastToken: IToken | undefined, next?: IToken): Diagnostic {
  // the end of a declaration's tokens is where the next declaration starts, if there is one
  const t = e.token.tokenType.name === "EOF" && next ? next : e.token;
  const currency = currencyAfterAmount(tokens, t, text) ?? percentAfterWeight(tokens, t);
  if (currency) return currency;
  if (e.name === "NotAllInputParsedException") {
    return diag("AL0102", span(t.startOffset, (t.endOffset ?? t.startOffset) + 1), `expected a declaration, found ${tokenDescription(t)}`, { hint: declarationStartHint(t) });
  }
  let start = t.startOffset;
  let end = (t.endOffset ?? t.startOffset) + 1;
  if (!Number.isFinite(start) || start < 0 || t.tokenType.name === "EOF") {
    // Chevrotain marks the end of input and inserted tokens with NaN or -1: point past the last token.
    start = lastToken ? lastToken.endOffset! + 1 : text.length;
    end = start;
  }
  const expectedText = describeExpected(e.message);
  if (expectedText === "EOF") {
    return diag("AL0102", span(start, end), `expected a declaration, found ${tokenDescription(t)}`, { hint: declarationStartHint(t) });
  }
  // a keyword where a name is expected (`by points`): the word was found, but the language reserves it there
  const stack = e.context?.ruleStack ?? [];
  const keywordForName = t.tokenType.name.startsWith("Kw_") && /\ba name\b/.test(expectedText) && !expressionRules.has(stack[stack.length - 1] ?? "");
  const message = `expected ${expectedText}, found ${tokenDescription(t.tokenType.name === "EOF" ? undefined : t)}${keywordForName ? ", a keyword of the language" : ""}`;
  const previous = (e as { previousToken?: IToken }).previousToken;
  return diag("AL0102", span(start, end), message, { hint: keywordForName ? keywordAsNameHint(t, previous, stack) : hintFor(expectedText, t, stack) });
}

/** The hint where a keyword stands for a name: it is one there; after a type's `by`, what keys a figure (§5.1). */
function keywordAsNameHint(t: IToken, previous: IToken | undefined, ruleStack: readonly string[]): string {
  const rule = ruleStack[ruleStack.length - 1] ?? "";
  if (rule === "typeExpr" && previous?.image === "by") return `'${t.image}' is a keyword, not a name, here: after 'by' comes the application field declared 'enum { … }' whose members key the figure (\`integer by district\`), or the enumeration written out`;
  const innermost = [...ruleStack].reverse().find((r) => forms[r] !== undefined && !expressionRules.has(r));
  return `'${t.image}' is a keyword, not a name, here${innermost ? `; the form is: ${forms[innermost]}` : ""}`;
}

/** Turns Chevrotain's "Expecting ... but found" text into "one of 'x', 'y'" (first tokens only). */
function describeExpected(message: string): string {
  const head = message.split(/but found/)[0] ?? "";
  const single = head.match(/-->\s*(.*?)\s*<--/);
  if (single) return single[1]!;
  const firsts: string[] = [];
  for (const seq of head.matchAll(/\[([^\]]*)\]/g)) {
    const first = seq[1]!.split(/,\s*/)[0]!.trim();
    if (first && !firsts.includes(first)) firsts.push(first);
  }
  if (firsts.length === 0) return "something else";
  if (firsts.length === 1) return firsts[0]!;
  if (firsts.length > 7) return `one of ${firsts.slice(0, 7).join(", ")}, ...`;
  return `one of ${firsts.join(", ")}`;
}

/** The written form of each grammar rule, for the hint after a syntax error inside it. */
const forms: Record<string, string> = {
  schemeDecl: 'scheme name "Title" { version "1" }',
  actDecl: 'act name "Title" { identifier "..." }',
  propertyBlock: 'a block of properties, one per line: key "value"',
  property: 'one property per line: key "value"',
  sourceDecl: 'source name = act article 6 paragraph 1 """verbatim text"""',
  refPart: "the provision, for example article 6 paragraph 1",
  inputDecl: "call { name: type ... } or application { name: type ... }",
  fieldDecl: "name: type, optionally followed by 'optional', 'unique' and a \"description\"",
  typeExpr: 'a type: integer, decimal, percentage, money(EUR), boolean, text, date, datetime("Europe/Warsaw"), enum { a, b }, record { ... }, list of T or draw',
  rangeExpr: "a range of two numbers, for example 'in 1..4' or 'in 0%..100%'",
  signedNumber: "a number, for example 4, 2.5 or 75%",
  citation: "'per' followed by the name of a declared source, for example 'per art4'",
  letDecl: "let name = value per <source>",
  eligibilityDecl: 'eligibility per <source> { rule name "Title": condition otherwise "reason" }',
  ruleDecl: 'rule name "Title" per <source>: condition',
  outcomeText: 'otherwise "reason" and label "wording", both optional',
  criterionDecl: 'criterion name "Title" per <source>: then weight 2 × score, 3 points if condition, match x { ... } or bands x { ... }',
  criterionBody: "weight 2 × score, 3 points if condition, match x { member => points } or bands x { at least 3 => points }",
  number: "a number, for example 4 or 2.5",
  matchArm: "member => points, member | member => points, or otherwise => points",
  band: "at least 3 and below 5 => 2 (band edges: at least, at most, above, below, exactly)",
  bound: "a band edge: at least 3, at most 3, above 3, below 3 or exactly 3",
  maximumDecl: "maximum points 36 per <source>",
  unsummedDecl: "points not summed per <source>, or points decimal(3) per <source>",
  thresholdDecl: 'threshold name "Title" per <source>: total >= 22',
  rankingDecl: "ranking per <source> { by total highest first  tiebreak every tie { ... } }",
  orderKey: "by <value> highest first (or lowest, earliest, latest, true or false first; an enumeration: in order [first, second, …])",
  categoryOrder: "in order [first, second, …]: every member of the enumeration once, first to last",
  direction: "highest first, lowest first, earliest first, latest first, true first or false first",
  granularity: "to the day, to the hour, to the minute, to the second, or exactly",
  tiebreakBlock: "tiebreak every tie per <source> { by ... highest first, lottery draw call.x, unresolved }",
  lotteryStep: "lottery draw call.<parameter> or lottery seed call.<parameter>",
  unresolvedStep: "unresolved per <source>",
  allocationDecl: "allocation per <source> { budget call.x  amount <value>  at boundary stop }",
  allocItem: "budget call.x, amount <value>, at boundary stop, pro rata rounded down to 0.01 remainder unallocated, or reserve 5",
  regimeDecl: 'regime name "Title" per <source> when condition { eligibility, thresholds, ranking, allocation }',
  publishDecl: "publish per <source> { deadline ...  columns { ... } }",
  deadlineItem: "deadline 3 working days after call.<date> calendar PL",
  columnsItem: 'columns { id, applicant as "Applicant", total, amount }',
  column: 'a value, optionally with its heading: applicant as "Applicant"',
  labelsDecl: 'labels { status "wording" ... }',
};
const expressionRules = new Set(["expression", "andExpr", "notExpr", "comparison", "additive", "multiplicative", "unary", "postfix", "primary", "argument"]);

function hintFor(expected: string, t: IToken, ruleStack: readonly string[]): string {
  const rule = ruleStack[ruleStack.length - 1] ?? "";
  const found = t.tokenType.name;
  if (["GreaterEq", "LessEq", "Greater", "Less"].includes(found) && (rule === "criterionBody" || rule === "band" || rule === "bound")) {
    return `a band edge is written in words: 'at least', 'at most', 'above', 'below' or 'exactly', for example 'at least 3 => 10'`;
  }
  const expectedWords = [...expected.matchAll(/'([^']+)'/g)].map((x) => x[1]!).filter((w) => keywords.includes(w));
  if (found === "Identifier" && expectedWords.length > 0) {
    const dym = didYouMean(t.image, expectedWords);
    if (dym) return dym;
  }
  if (expected.includes("'}'")) return "close the block with '}'";
  if (expected.includes("')'")) return "close the parenthesis with ')'";
  if (expected.includes("':'")) {
    if (rule === "fieldDecl") return "put ':' between the field's name and its type";
    if (rule === "ruleDecl" || rule === "criterionDecl" || rule === "thresholdDecl") return `put ':' before the ${rule === "ruleDecl" ? "rule's condition" : rule === "criterionDecl" ? "criterion's points" : "threshold's condition"}: ${forms[rule]}`;
    return "put ':' here";
  }
  if (expected === "a string") return 'write the text in straight double quotes: "..."';
  const innermost = [...ruleStack].reverse().find((r) => forms[r] !== undefined && !expressionRules.has(r));
  if (expressionRules.has(rule)) {
    // a criterion's forms where a value is expected (a let's brackets), and a field named by a reserved word (drafter11)
    if (t.image === "bands" || t.image === "match") return `'${t.image}' gives a criterion its points; a let or an amount picks a value with 'if … then … else if … then … else …'`;
    if (keywords.includes(t.image)) return `'${t.image}' is a reserved word: a field declared with this name is read as application.${t.image} (call.${t.image} for a call parameter)`;
    return "write a value here: a name, a number, an amount such as 20000 EUR, a date, a \"string\", or an expression in parentheses";
  }
  if (innermost) return `the form is: ${forms[innermost]}`;
  return "see docs/language.md for the form of this declaration";
}
