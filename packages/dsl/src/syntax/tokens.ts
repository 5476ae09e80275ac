// Token definitions of the Allot language.
//
// Keywords are reserved words; everything else that looks like a word is an Identifier
// (Unicode letters included). Words that only mean something in one place — rounding modes,
// boundary policies, time units, type names — are Identifiers that the checker validates, so a
// misspelling gets a "did you mean" instead of a syntax error, and fields may use those names.
import { createToken, Lexer, type IToken, type TokenType } from "chevrotain";
import { isCurrency } from "@allot/runtime";

export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n\u00a0\ufeff]+/, group: Lexer.SKIPPED, line_breaks: true });
export const LineComment = createToken({ name: "LineComment", pattern: /\/\/[^\n\r]*/, group: "comments" });
export const BlockComment = createToken({ name: "BlockComment", pattern: /\/\*[^*]*\*+(?:[^/*][^*]*\*+)*\//, group: "comments", line_breaks: true });
/** A block comment never closed: the rest of the file, a comment with an error (AL0101) rather than code read as '/' '*' and words. */
export const UnclosedBlockComment = createToken({ name: "UnclosedBlockComment", pattern: /\/\*[\s\S]*/, group: "comments", line_breaks: true });

/** Every letter of the Basic Multilingual Plane and every high surrogate, so the lexer can index Identifier by its first character. */
function letterStartChars(): number[] {
  const out: number[] = [];
  const letter = /[\p{L}_]/u;
  for (let c = 0; c < 0x10000; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    if (letter.test(String.fromCharCode(c))) out.push(c);
  }
  // a letter outside the BMP (𠀀, 𝒜) starts with a high surrogate: let the matcher decide, as it
  // does for the rest of a name (without these, `𠀀a` was two unknown characters, `a𠀀` a name)
  for (let c = 0xd800; c <= 0xdbff; c++) out.push(c);
  return out;
}

/** Any word, keyword or not: used after '.' so a field may be called `amount` or `points`. */
export const AnyName = createToken({ name: "AnyName", pattern: Lexer.NA, label: "a name" });

const identifierRe = /[\p{L}_][\p{L}\p{N}\p{M}_]*/uy;
/** Custom matcher: Chevrotain drops the `u` flag of regex patterns, so \p{L} needs this. */
function matchIdentifier(text: string, offset: number): RegExpExecArray | null {
  identifierRe.lastIndex = offset;
  return identifierRe.exec(text);
}

export const Identifier = createToken({
  name: "Identifier",
  categories: [AnyName],
  label: "a name",
  pattern: { exec: matchIdentifier },
  line_breaks: false,
  start_chars_hint: letterStartChars(),
});

/**
 * A word of the language that may also name a value where a value is read (`when first`,
 * `amount amount`, `3 points if group`) and name a let, a criterion or a rule: the grammar is
 * unambiguous there, since none of these words starts an expression or continues one. The other
 * keywords (expression words, the words that start a declaration, `most`/`least` after `by`,
 * `match`/`bands` before a criterion's value, `budget unlimited`, `optional`/`unique` after a
 * field's type, the small words of the forms)
 * stay reserved: syntax/reserved.ts gives one diagnostic for them.
 */
export const SoftName = createToken({ name: "SoftName", pattern: Lexer.NA, label: "a name" });

/**
 * A member's name: the word after '.' (`call.budget`, `w.points`, `a.enum`, `x.total`), whatever
 * its spelling (language.md §2). `promoteKeywords` makes every word there this token: never a
 * keyword, and no Identifier either, so after a syntax error the parser's re-sync (which resumes
 * at the first token that may start the block's next item) never stops at it — `budget` of
 * `call.budget` started an allocation item there, as a keyword and as a plain name alike.
 */
export const MemberName = createToken({ name: "MemberName", pattern: Lexer.NA, categories: [AnyName], label: "a name" });

/**
 * `notice` where it starts a declaration (`notice {`, `notice per src {`: §16.4), a word and not a
 * keyword: `promoteKeywords` makes it this token there alone, so a field may still be so named.
 */
export const NoticeWord = createToken({ name: "NoticeWord", pattern: Lexer.NA, label: "'notice'" });

/**
 * `phase` where it opens a phase of criteria (`phase concurso "…" per b7 after t1, t2 { … }`,
 * §11.2): `promoteKeywords` makes it this token there alone (a name, then a title, `per` or
 * `after`), so a field or a let may still be named `phase`.
 */
export const PhaseWord = createToken({ name: "PhaseWord", pattern: Lexer.NA, label: "'phase'" });

/**
 * `all` before `equal` (§13.7), still a name (an Identifier): `promoteKeywords` makes it this token
 * so the ranking can read `all equal` after its keys (AL0416) without taking any other word there
 * for it — a misspelt direction (`by total higest first`) is one error, as before.
 */
export const AllWord = createToken({ name: "AllWord", pattern: Lexer.NA, categories: [AnyName, Identifier], label: "'all'" });

/**
 * `points` where it opens `points not summed` (§11.1): `promoteKeywords` makes it this token there
 * alone, so no declaration starts with the keyword `points` that criteria use inside them (`3
 * points if …`, `maximum 10 points`, a field `by points`). After a syntax error the parser
 * re-synchronises at the next token that can start a declaration: were that `points`, a `points`
 * inside a block would end the block there and lose the rest of it (grammar.test.ts holds every
 * declaration's first token to this).
 */
export const UnsummedPoints = createToken({ name: "Kw_points_unsummed", pattern: Lexer.NA, label: "'points'" });

/** The words SoftName covers (docs/language.md §2 lists them). */
export const softWords: ReadonlySet<string> = new Set([
  "record", "enum", "list", "label", "weight", "points",
  "above", "below", "exactly", "present", "keep", "first", "highest", "lowest", "earliest", "latest",
  "tiebreak", "tie", "boundary", "lottery", "draw", "seed", "unresolved", "when", "budget",
  "amount", "pro", "rata", "rounded", "remainder", "reserve", "quota", "group",
  "together", "deadline", "after", "calendar", "columns", "summed",
]);

const keywordTokens: TokenType[] = [];
function keyword(word: string): TokenType {
  const categories = softWords.has(word) ? [AnyName, SoftName] : [AnyName];
  const t = createToken({ name: "Kw_" + word, pattern: word, longer_alt: Identifier, categories, label: `'${word}'` });
  keywordTokens.push(t);
  return t;
}

export const Kw = {
  scheme: keyword("scheme"),
  act: keyword("act"),
  source: keyword("source"),
  call: keyword("call"),
  application: keyword("application"),
  record: keyword("record"),
  enum: keyword("enum"),
  list: keyword("list"),
  of: keyword("of"),
  optional: keyword("optional"),
  unique: keyword("unique"),
  let: keyword("let"),
  define: keyword("define"),
  eligibility: keyword("eligibility"),
  rule: keyword("rule"),
  per: keyword("per"),
  otherwise: keyword("otherwise"),
  label: keyword("label"),
  labels: keyword("labels"),
  criterion: keyword("criterion"),
  weight: keyword("weight"),
  points: keyword("points"),
  maximum: keyword("maximum"),
  summed: keyword("summed"),
  match: keyword("match"),
  bands: keyword("bands"),
  at: keyword("at"),
  most: keyword("most"),
  least: keyword("least"),
  above: keyword("above"),
  below: keyword("below"),
  exactly: keyword("exactly"),
  and: keyword("and"),
  or: keyword("or"),
  not: keyword("not"),
  every: keyword("every"),
  some: keyword("some"),
  in: keyword("in"),
  is: keyword("is"),
  present: keyword("present"),
  if: keyword("if"),
  then: keyword("then"),
  else: keyword("else"),
  threshold: keyword("threshold"),
  keep: keyword("keep"),
  ranked: keyword("ranked"),
  ranking: keyword("ranking"),
  by: keyword("by"),
  first: keyword("first"),
  highest: keyword("highest"),
  lowest: keyword("lowest"),
  earliest: keyword("earliest"),
  latest: keyword("latest"),
  to: keyword("to"),
  the: keyword("the"),
  tiebreak: keyword("tiebreak"),
  tie: keyword("tie"),
  boundary: keyword("boundary"),
  lottery: keyword("lottery"),
  draw: keyword("draw"),
  seed: keyword("seed"),
  unresolved: keyword("unresolved"),
  regime: keyword("regime"),
  when: keyword("when"),
  allocation: keyword("allocation"),
  budget: keyword("budget"),
  unlimited: keyword("unlimited"),
  amount: keyword("amount"),
  pro: keyword("pro"),
  rata: keyword("rata"),
  rounded: keyword("rounded"),
  remainder: keyword("remainder"),
  reserve: keyword("reserve"),
  quota: keyword("quota"),
  group: keyword("group"),
  together: keyword("together"),
  publish: keyword("publish"),
  deadline: keyword("deadline"),
  after: keyword("after"),
  calendar: keyword("calendar"),
  columns: keyword("columns"),
  as: keyword("as"),
  true: keyword("true"),
  false: keyword("false"),
};

// Literals. Order matters: longer forms first.
export const TextBlock = createToken({ name: "TextBlock", pattern: /"""[\s\S]*?"""/, line_breaks: true, label: "a \"\"\"text block\"\"\"" });
/** A text block never closed: the rest of the file, read as the text block it began (AL0101) rather than as `""` and a stray quote. */
export const UnclosedTextBlock = createToken({ name: "UnclosedTextBlock", pattern: /"""[\s\S]*/, line_breaks: true, categories: [TextBlock], label: "a \"\"\"text block\"\"\"" });
export const StringLit = createToken({ name: "StringLit", pattern: /"(?:[^"\\\n\r]|\\.)*"/, label: "a string" });
export const DateTimeLit = createToken({ name: "DateTimeLit", pattern: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?/, label: "a date-time" });
export const DateLit = createToken({ name: "DateLit", pattern: /\d{4}-\d{2}-\d{2}/, label: "a date" });
export const PercentLit = createToken({ name: "PercentLit", pattern: /\d+(?:\.\d+)?%/, label: "a percentage" });
export const DecimalLit = createToken({ name: "DecimalLit", pattern: /\d+\.\d+/, label: "a decimal number" });
export const IntegerLit = createToken({ name: "IntegerLit", pattern: /\d+/, label: "a whole number" });

export const Arrow = createToken({ name: "Arrow", pattern: /=>|⇒/, label: "'=>'" });
export const LessEq = createToken({ name: "LessEq", pattern: /<=|≤/, label: "'<='" });
export const GreaterEq = createToken({ name: "GreaterEq", pattern: />=|≥/, label: "'>='" });
export const NotEq = createToken({ name: "NotEq", pattern: /!=|≠/, label: "'!='" });
export const EqEq = createToken({ name: "EqEq", pattern: /==/, label: "'=='" });
export const Equals = createToken({ name: "Equals", pattern: /=/, label: "'='" });
export const Less = createToken({ name: "Less", pattern: /</, label: "'<'" });
export const Greater = createToken({ name: "Greater", pattern: />/, label: "'>'" });
export const Plus = createToken({ name: "Plus", pattern: /\+/, label: "'+'" });
export const Minus = createToken({ name: "Minus", pattern: /-|−/, label: "'-'" });
export const Times = createToken({ name: "Times", pattern: /\*|×/, label: "'×'" });
export const Divide = createToken({ name: "Divide", pattern: /\//, label: "'/'" });
export const LParen = createToken({ name: "LParen", pattern: /\(/, label: "'('" });
export const RParen = createToken({ name: "RParen", pattern: /\)/, label: "')'" });
export const LBrace = createToken({ name: "LBrace", pattern: /\{/, label: "'{'" });
export const RBrace = createToken({ name: "RBrace", pattern: /\}/, label: "'}'" });
export const LBracket = createToken({ name: "LBracket", pattern: /\[/, label: "'['" });
export const RBracket = createToken({ name: "RBracket", pattern: /\]/, label: "']'" });
export const Comma = createToken({ name: "Comma", pattern: /,/, label: "','" });
export const Colon = createToken({ name: "Colon", pattern: /:/, label: "':'" });
export const DotDot = createToken({ name: "DotDot", pattern: /\.\./, label: "'..'" });
export const Dot = createToken({ name: "Dot", pattern: /\./, label: "'.'" });
export const Pipe = createToken({ name: "Pipe", pattern: /\|/, label: "'|'" });

// A keyword that is a prefix of another ("label" / "labels", "tie" / "tiebreak") must let the
// longer one win, and every keyword must yield to a longer identifier ("persoon" is not "per").
for (const t of keywordTokens) {
  const word = t.PATTERN as string;
  const longer = keywordTokens.filter((o) => o !== t && (o.PATTERN as string).startsWith(word));
  (t as { LONGER_ALT?: TokenType | TokenType[] }).LONGER_ALT = [...longer, Identifier];
}
keywordTokens.sort((a, b) => (b.PATTERN as string).length - (a.PATTERN as string).length);

export const allTokens: TokenType[] = [
  AnyName, SoftName, NoticeWord, PhaseWord, AllWord, UnsummedPoints, MemberName, WhiteSpace, LineComment, BlockComment, UnclosedBlockComment,
  TextBlock, UnclosedTextBlock, StringLit,
  DateTimeLit, DateLit, PercentLit, DecimalLit, IntegerLit,
  ...keywordTokens,
  Identifier,
  Arrow, LessEq, GreaterEq, NotEq, EqEq, Equals, Less, Greater,
  Plus, Minus, Times, Divide, LParen, RParen, LBrace, RBrace, LBracket, RBracket,
  Comma, Colon, DotDot, Dot, Pipe,
];

/**
 * What the lexer itself matches: every word is lexed as an Identifier, and `promoteKeywords`
 * then turns reserved words into their keyword tokens with one map lookup. That is several
 * times faster than trying eighty keyword patterns at the start of every word.
 */
export const lexerTokens: TokenType[] = allTokens.filter((t) => !keywordTokens.includes(t));

const keywordByWord = new Map<string, TokenType>(keywordTokens.map((t) => [t.PATTERN as string, t]));

export function promoteKeywords(tokens: IToken[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // the lexer tracks start offsets only (cheaper); every phase reads the end offset too
    t.endOffset = t.startOffset + t.image.length - 1;
    if (t.tokenType !== Identifier) continue;
    if (tokens[i - 1]?.tokenType === Dot) {
      t.tokenType = MemberName;
      t.tokenTypeIdx = MemberName.tokenTypeIdx!;
      continue;
    }
    const k = keywordByWord.get(t.image);
    // and where it opens `points decimal(3)` (§11.3, the scale the law states: "con tres decimales")
    if (k === Kw.points && ((tokens[i + 1]?.image === "not" && tokens[i + 2]?.image === "summed") || (tokens[i + 1]?.image === "decimal" && tokens[i + 2]?.image === "(")) && tokens[i - 1]?.tokenType !== Dot) {
      t.tokenType = UnsummedPoints;
      t.tokenTypeIdx = UnsummedPoints.tokenTypeIdx!;
    } else if (k) {
      t.tokenType = k;
      t.tokenTypeIdx = k.tokenTypeIdx!;
    } else if (t.image === "notice" && (tokens[i + 1]?.image === "{" || (tokens[i + 1]?.image === "per" && tokens[i + 3]?.image === "{"))) {
      t.tokenType = NoticeWord;
      t.tokenTypeIdx = NoticeWord.tokenTypeIdx!;
    } else if (t.image === "phase" && tokens[i - 1]?.tokenType !== Dot && tokens[i + 1]?.tokenType === Identifier && (tokens[i + 2]?.tokenType === StringLit || tokens[i + 2]?.image === "per" || tokens[i + 2]?.image === "after")) {
      t.tokenType = PhaseWord;
      t.tokenTypeIdx = PhaseWord.tokenTypeIdx!;
    } else if (t.image === "all" && tokens[i + 1]?.image === "equal") {
      t.tokenType = AllWord;
      t.tokenTypeIdx = AllWord.tokenTypeIdx!;
    }
  }
}

/**
 * Whether `t` is the currency of an amount written after its number: a word of three capitals
 * (`200000 EUR`, docs/language.md §2). Whether it names a currency is the checker's (AL0205); a
 * word in small letters is never one, so the next line's `unfunded go on` is not read as the
 * currency of `budget 2`.
 */
export function isCurrencyCode(t: IToken): boolean {
  return t.tokenType === Identifier && /^[A-Z]{3}$/.test(t.image);
}

/**
 * Whether `t` is a currency written otherwise than in capitals (`eur`, `Pln`): three letters whose
 * capitals name an ISO 4217 currency. Read after its number on its line as the amount's currency,
 * and a syntax error there (grammar/expressions.ts): one error, the amount still in its currency.
 */
export function isCurrencyInOtherLetters(t: IToken): boolean {
  return t.tokenType === Identifier && /^[A-Za-z]{3}$/.test(t.image) && !/^[A-Z]{3}$/.test(t.image) && isCurrency(t.image.toUpperCase());
}

/** The reserved words, for completion and for the "is a keyword" hint. */
export const keywords: readonly string[] = Object.keys(Kw);
