// The grammar, 6/6: expressions.
import { MismatchedTokenException, tokenMatcher } from "chevrotain";
import * as T from "../tokens.js";
import { PublicationRules } from "./publication.js";

const K = T.Kw;
/** the words that start an item after an expression in a stage or an allocation (`unfunded go on`, `stage two`) */
const ITEM_WORDS: ReadonlySet<string> = new Set(["unfunded", "unused", "admit", "stage", "pay"]);

export abstract class ExpressionRules extends PublicationRules {
  // ── expressions ──────────────────────────────────────────────────────────
  // An expression is a flat chain `operand (operator operand)*`; ast/build.ts resolves the
  // precedence (or < and < not < comparison and in < + - < * / < unary minus). A flat chain keeps
  // the concrete tree three levels deep per operand instead of nine, which halves parsing time.
  expression = this.RULE("expression", () => {
    this.SUBRULE(this.operand);
    this.MANY({
      // `in order [` ends an ordering key (`by category in order [medical, social]`: ordering.ts categoryOrder)
      GATE: () => !(tokenMatcher(this.LA(1), K.in) && this.LA(2).image === "order" && tokenMatcher(this.LA(3), T.LBracket)),
      DEF: () => {
        this.SUBRULE(this.binaryOperator);
        this.SUBRULE2(this.operand);
      },
    });
  });

  /** Arithmetic only (no `and`, `or`, comparison or `in`): band edges and quantified lists. */
  arithmetic = this.RULE("arithmetic", () => {
    this.SUBRULE(this.operand);
    this.MANY(() => {
      this.SUBRULE(this.arithmeticOperator);
      this.SUBRULE2(this.operand);
    });
  });

  binaryOperator = this.RULE("binaryOperator", () => {
    this.OR([
      { ALT: () => this.CONSUME(K.or) },
      { ALT: () => this.CONSUME(K.and) },
      { ALT: () => this.CONSUME(T.LessEq) },
      { ALT: () => this.CONSUME(T.GreaterEq) },
      { ALT: () => this.CONSUME(T.NotEq) },
      { ALT: () => this.CONSUME(T.EqEq) },
      { ALT: () => this.CONSUME(T.Equals) },
      { ALT: () => this.CONSUME(T.Less) },
      { ALT: () => this.CONSUME(T.Greater) },
      { ALT: () => this.CONSUME(K.in) },
      { ALT: () => this.SUBRULE(this.arithmeticOperator) },
    ]);
  });

  arithmeticOperator = this.RULE("arithmeticOperator", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.Plus) },
      { ALT: () => this.CONSUME(T.Minus) },
      { ALT: () => this.CONSUME(T.Times) },
      { ALT: () => this.CONSUME(T.Divide) },
    ]);
  });

  /** Prefix operators, the operand, and an optional `is [not] present`. */
  operand = this.RULE("operand", () => {
    this.MANY(() => this.OR([{ ALT: () => this.CONSUME(K.not) }, { ALT: () => this.CONSUME(T.Minus) }]));
    this.SUBRULE(this.postfix);
    this.OPTION(() => {
      this.CONSUME(K.is);
      this.OPTION2(() => this.CONSUME2(K.not));
      this.CONSUME(K.present);
    });
  });

  postfix = this.RULE("postfix", () => {
    this.SUBRULE(this.primary);
    this.MANY(() => {
      this.CONSUME(T.Dot);
      this.CONSUME(T.AnyName);
    });
    // a figure per key read by a key: `call.valid_ballots[area]` (§5.1)
    this.OPTION(() =>
      this.nested(() => {
        this.CONSUME(T.LBracket);
        this.SUBRULE(this.expression);
        // a figure by two keys: `call.limit[size, band]` (§5.1), the row's key then the column's
        this.OPTION2(() => {
          this.CONSUME(T.Comma);
          this.SUBRULE2(this.expression);
        });
        this.CONSUME(T.RBracket);
      }),
    );
  });

  primary = this.RULE("primary", () => {
    this.OR([
      {
        // an amount: the number and its currency, three capitals (docs/language.md §2). Any other
        // word after a number is not read as a currency: `budget 2` ends where the next line's
        // `unfunded go on` starts, and `at most 2 grants` keeps its word (a group's cap)
        ALT: () => {
          this.SUBRULE(this.number);
          // its currency on the same line (adversary17): a number that ends its line is no amount in
          // the currency of the next line's first word
          // — or in small letters (`200 eur`, fix18): read as the currency, so the rest reads as
          // written (no `unfunded go on` swallowed, no budget without its currency), and one
          // syntax error says how a currency is written (syntaxErrors.ts currencyAfterAmount)
          this.OPTION({
            GATE: () => (T.isCurrencyCode(this.LA(1)) || T.isCurrencyInOtherLetters(this.LA(1))) && this.sameLine(),
            DEF: () => {
              const word = this.CONSUME(T.Identifier);
              this.ACTION(() => {
                if (!T.isCurrencyCode(word)) this.saveError(new MismatchedTokenException(`expected a currency in capitals, found '${word.image}'`, word, this.LA(0)));
              });
            },
          });
        },
      },
      { ALT: () => this.CONSUME(T.PercentLit) },
      { ALT: () => this.CONSUME(T.StringLit) },
      { ALT: () => this.CONSUME(T.DateLit) },
      { ALT: () => this.CONSUME(T.DateTimeLit) },
      { ALT: () => this.CONSUME(K.true) },
      { ALT: () => this.CONSUME(K.false) },
      { ALT: () => this.CONSUME(K.call) },
      { ALT: () => this.CONSUME(K.application) },
      {
        ALT: () =>
          this.nested(() => {
            this.CONSUME(T.LParen);
            this.SUBRULE(this.expression);
            this.CONSUME(T.RParen);
          }),
      },
      {
        ALT: () =>
          this.nested(() => {
            this.CONSUME(T.LBracket);
            this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE2(this.expression) });
            this.CONSUME(T.RBracket);
          }),
      },
      {
        ALT: () =>
          this.nested(() => {
            this.CONSUME(K.if);
            this.SUBRULE3(this.expression);
            this.CONSUME(K.then);
            this.SUBRULE4(this.expression);
            this.CONSUME(K.else);
            this.SUBRULE5(this.expression);
          }),
      },
      {
        ALT: () =>
          this.nested(() => {
            this.OR2([{ ALT: () => this.CONSUME(K.every) }, { ALT: () => this.CONSUME(K.some) }]);
            this.CONSUME2(T.Identifier);
            this.CONSUME(K.in);
            this.SUBRULE(this.arithmetic);
            this.CONSUME(T.Colon);
            this.SUBRULE6(this.expression);
          }),
      },
      {
        // `ranked` (a keyword of `keep ranked`): the outcome's set, `w in ranked` / `ranked(region)` (§16.3)
        ALT: () => {
          this.CONSUME(K.ranked);
          this.OPTION3(() =>
            this.nested(() => {
              this.CONSUME3(T.LParen);
              this.MANY_SEP3({ SEP: T.Comma, DEF: () => this.SUBRULE2(this.argument) });
              this.CONSUME3(T.RParen);
            }),
          );
        },
      },
      {
        // `unused <stage>` (§14.7): what an earlier stage left of its budget. `unused` is a word (a
        // field may be called so): read so only where a name follows it that starts no item
        GATE: () => this.unusedAhead(),
        IGNORE_AMBIGUITIES: true,
        ALT: () => {
          this.CONSUME4(T.Identifier, { LABEL: "unusedWord" });
          this.OR3([{ ALT: () => this.CONSUME5(T.Identifier, { LABEL: "unusedStage" }) }, { ALT: () => this.CONSUME2(T.SoftName, { LABEL: "unusedStage" }) }]);
        },
      },
      // a field, parameter or let named by a word of the language (`when first`): tokens.ts SoftName
      { ALT: () => this.CONSUME(T.SoftName) },
      {
        ALT: () => {
          this.CONSUME3(T.Identifier);
          this.OPTION2(() =>
            this.nested(() => {
              this.CONSUME2(T.LParen);
              this.MANY_SEP2({ SEP: T.Comma, DEF: () => this.SUBRULE(this.argument) });
              this.CONSUME2(T.RParen);
            }),
          );
        },
      },
    ]);
  });

  /** `unused` followed by a stage's name (`unused one`), not a field `unused` before the next item of a stage or an allocation. */
  private unusedAhead(): boolean {
    const a = this.LA(1);
    const b = this.LA(2);
    if (a.tokenType !== T.Identifier || a.image !== "unused" || !(b.tokenType === T.Identifier || tokenMatcher(b, T.SoftName))) return false;
    // a stage named by a word that starts an item (`stage unused`, `stage admit`): read so on the
    // line of `unused` (`budget call.b2 + unused unused`), as an item starts a line (fix19)
    return !ITEM_WORDS.has(b.image) || this.onOneLine(a, b);
  }

  argument = this.RULE("argument", () => {
    // `count(distinct p in partners: p.country)` (§8.7): a word, not a keyword, read before `x in` only
    this.OPTION3({
      GATE: () => this.LA(1).image === "distinct" && tokenMatcher(this.LA(2), T.Identifier) && this.LA(3).image === "in",
      DEF: () => this.CONSUME2(T.Identifier, { LABEL: "distinctWord" }),
    });
    this.SUBRULE(this.expression);
    this.OPTION(() => {
      this.CONSUME(T.Colon);
      this.SUBRULE2(this.expression);
      // `mean(w in funded: w.bid weighted by w.volume)` (§16.3)
      this.OPTION2(() => {
        this.CONSUME(T.Identifier);
        this.CONSUME(K.by);
        this.SUBRULE3(this.expression);
      });
    });
  });
}
