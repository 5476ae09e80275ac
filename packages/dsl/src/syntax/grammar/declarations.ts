// The grammar, 1/6: a file of declarations, the scheme's header, acts, sources and inputs (their
// fields and types).
import { MismatchedTokenException, tokenMatcher } from "chevrotain";
import * as T from "../tokens.js";
import { AllotParserBase, readAsValue } from "./base.js";

const K = T.Kw;
/** The keywords a type starts with: after `by`, any other keyword is a word of the language where a name is read. */
const typeStarts = new Set([K.record, K.enum, K.list, K.draw]);

export abstract class DeclarationRules extends AllotParserBase {
  file = this.RULE("file", () => {
    this.MANY({ GATE: () => !readAsValue(this.LA(1), this.LA(2)), DEF: () => this.SUBRULE(this.declaration) });
  });

  declaration = this.RULE("declaration", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.schemeDecl) },
      { ALT: () => this.SUBRULE(this.actDecl) },
      { ALT: () => this.SUBRULE(this.sourceDecl) },
      { ALT: () => this.SUBRULE(this.inputDecl) },
      // `enum name "Title" { … }`: an enumeration declared once, named as a type (§6.3)
      { ALT: () => this.SUBRULE(this.enumDecl) },
      { ALT: () => this.SUBRULE(this.letDecl) },
      { ALT: () => this.SUBRULE(this.functionDecl) },
      { ALT: () => this.SUBRULE(this.eligibilityDecl) },
      { ALT: () => this.SUBRULE(this.criterionDecl) },
      // `phase name "Title" per src after t1, t2 { criterion … }` (§11.2): a word, not a keyword (tokens.ts PhaseWord)
      { ALT: () => this.SUBRULE(this.phaseDecl) },
      { ALT: () => this.SUBRULE(this.maximumDecl) },
      // `points not summed` (§11.1): its `points` a token of its own (tokens.ts UnsummedPoints)
      { ALT: () => this.SUBRULE(this.unsummedDecl) },
      { ALT: () => this.SUBRULE(this.thresholdDecl) },
      { ALT: () => this.SUBRULE(this.rankingDecl) },
      { ALT: () => this.SUBRULE(this.allocationDecl) },
      { ALT: () => this.SUBRULE(this.regimeDecl) },
      { ALT: () => this.SUBRULE(this.publishDecl) },
      { ALT: () => this.SUBRULE(this.labelsDecl) },
      // `notice { … }` (§16.4): a word, not a keyword (tokens.ts NoticeWord)
      { ALT: () => this.SUBRULE(this.noticeDecl) },
    ]);
  });

  // ── header, acts and sources ─────────────────────────────────────────────
  schemeDecl = this.RULE("schemeDecl", () => {
    this.CONSUME(K.scheme);
    this.CONSUME(T.Identifier);
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.SUBRULE(this.propertyBlock);
  });

  actDecl = this.RULE("actDecl", () => {
    this.CONSUME(K.act);
    this.CONSUME(T.Identifier);
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.SUBRULE(this.propertyBlock);
  });

  propertyBlock = this.RULE("propertyBlock", () => {
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.property));
    this.CONSUME(T.RBrace);
  });

  property = this.RULE("property", () => {
    this.CONSUME(T.Identifier);
    this.OR([
      { ALT: () => this.CONSUME(T.StringLit) },
      { ALT: () => this.CONSUME(T.IntegerLit) },
      { ALT: () => this.CONSUME(T.DecimalLit) },
      {
        ALT: () => {
          this.CONSUME2(T.Identifier);
          // a language tag with its subtags written bare, `language de-AT`, `es-419` (§4): a '-'
          // cannot begin the next property, so the name's subtags are read without ambiguity
          this.MANY(() => {
            this.CONSUME(T.Minus);
            this.OR2([{ ALT: () => this.CONSUME(T.AnyName) }, { ALT: () => this.CONSUME2(T.IntegerLit) }]);
          });
        },
      },
    ]);
  });

  sourceDecl = this.RULE("sourceDecl", () => {
    this.CONSUME(K.source);
    this.CONSUME(T.AnyName); // a word of the language as its name: AL0104 unless tokens.ts SoftName, as a let's
    this.CONSUME(T.Equals);
    this.CONSUME2(T.Identifier);
    this.MANY(() => this.SUBRULE(this.refPart));
    this.OR([{ ALT: () => this.CONSUME(T.TextBlock) }, { ALT: () => this.CONSUME(T.StringLit) }]);
  });

  refPart = this.RULE("refPart", () => {
    this.CONSUME(T.Identifier);
    this.OR([
      { ALT: () => this.CONSUME(T.IntegerLit) },
      { ALT: () => this.CONSUME(T.DecimalLit) },
      { ALT: () => this.CONSUME(T.StringLit) },
      { ALT: () => this.CONSUME2(T.Identifier) },
    ]);
  });

  // ── a named enumeration (§6.3) ──────────────────────────────────────────
  enumDecl = this.RULE("enumDecl", () => {
    this.CONSUME(K.enum);
    this.CONSUME(T.Identifier);
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.CONSUME(T.LBrace);
    // a member, and its title as the law writes it: `e0bis "échelon 0 bis"`; any word, so that a
    // word of the language first does not end the list unread (the checker refuses it: AL0104)
    this.MANY_SEP({
      SEP: T.Comma,
      DEF: () => {
        this.CONSUME(T.AnyName);
        this.OPTION2(() => this.CONSUME2(T.StringLit));
      },
    });
    this.CONSUME(T.RBrace);
  });

  // ── inputs ───────────────────────────────────────────────────────────────
  inputDecl = this.RULE("inputDecl", () => {
    this.OR([{ ALT: () => this.CONSUME(K.call) }, { ALT: () => this.CONSUME(K.application) }]);
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.fieldDecl));
    this.CONSUME(T.RBrace);
  });

  fieldDecl = this.RULE("fieldDecl", () => {
    // a field may be named like a keyword (`amount`, `boundary`); it is then read as `call.amount`
    this.CONSUME(T.AnyName);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.typeExpr);
    this.OPTION(() => this.CONSUME(K.optional));
    this.OPTION2(() => this.CONSUME(K.unique));
    this.OPTION3(() => this.CONSUME(T.StringLit));
  });

  typeExpr = this.RULE("typeExpr", () => {
    this.OR([
      {
        ALT: () =>
          this.nested(() => {
            this.CONSUME(K.record);
            this.CONSUME(T.LBrace);
            this.MANY(() => this.SUBRULE(this.fieldDecl));
            this.CONSUME(T.RBrace);
          }),
      },
      {
        ALT: () => {
          this.CONSUME(K.enum);
          this.CONSUME2(T.LBrace);
          // a member, and its title as the law writes it: `old_town "Old Town"` (§6); any word, as above
          this.MANY_SEP({
            SEP: T.Comma,
            DEF: () => {
              this.CONSUME2(T.AnyName);
              this.OPTION5(() => this.CONSUME2(T.StringLit));
            },
          });
          this.CONSUME2(T.RBrace);
        },
      },
      {
        ALT: () =>
          this.nested(() => {
            this.CONSUME(K.list);
            this.CONSUME(K.of);
            this.SUBRULE(this.typeExpr);
          }),
      },
      {
        // draw, or a draw per key: `draw by date` (a map from the key to a draw)
        ALT: () => {
          this.CONSUME(K.draw);
          this.OPTION3(() =>
            this.nested(() => {
              this.CONSUME(K.by);
              this.SUBRULE2(this.typeExpr);
            }),
          );
        },
      },
      {
        ALT: () => {
          this.CONSUME2(T.Identifier);
          this.OPTION(() => {
            this.CONSUME(T.LParen);
            // money(EUR), datetime("Europe/Warsaw"), decimal(2): a fixed number of places
            this.OR2([{ ALT: () => this.CONSUME3(T.Identifier) }, { ALT: () => this.CONSUME(T.StringLit) }, { ALT: () => this.CONSUME(T.IntegerLit) }]);
            // a quantity's unit after the places: decimal(2, ha) (§6.4)
            this.OPTION7(() => {
              this.CONSUME4(T.Comma);
              this.OR4([{ ALT: () => this.CONSUME4(T.Identifier, { LABEL: "unit" }) }, { ALT: () => this.CONSUME3(T.StringLit, { LABEL: "unit" }) }]);
            });
            this.CONSUME(T.RParen);
          });
          this.OPTION2(() => {
            this.CONSUME(K.in);
            this.SUBRULE(this.rangeExpr);
          });
          // a figure per key: `integer by area`, one value for each member of an enumeration (§5.1);
          // `by` followed by `:` is the next field, named `by`, not the key
          this.OPTION4({
            GATE: () => !tokenMatcher(this.LA(2), T.Colon),
            DEF: () =>
              this.nested(() => {
                const by = this.CONSUME2(K.by);
                this.OR3([
                  {
                    // a keyword as the key (`by points`, the law's word for the score): one error, said
                    // at the word, and the field read to its end (its description no second error)
                    GATE: () => this.LA(1).tokenType.name.startsWith("Kw_") && !typeStarts.has(this.LA(1).tokenType),
                    IGNORE_AMBIGUITIES: true,
                    ALT: () => {
                      const word = this.CONSUME(T.AnyName, { LABEL: "keywordKey" });
                      this.ACTION(() => this.saveError(new MismatchedTokenException(`Expecting --> a name <-- but found --> '${word.image}' <--`, word, by)));
                    },
                  },
                  { ALT: () => this.SUBRULE3(this.typeExpr) },
                ]);
                // a figure by two keys, a table (§5.1): `money(EUR) by family_size, grant_band`,
                // the rows' enumeration then the columns'
                this.OPTION6(() => {
                  this.CONSUME3(T.Comma);
                  this.SUBRULE4(this.typeExpr);
                });
              }),
          });
        },
      },
    ]);
  });

  rangeExpr = this.RULE("rangeExpr", () => {
    this.SUBRULE(this.signedNumber);
    this.CONSUME(T.DotDot);
    this.SUBRULE2(this.signedNumber);
    // the step of the values in the range (`decimal in 0..5 step 0.5`, §6): a word, not a
    // keyword (fields may be so named), read before a number only
    this.OPTION({
      GATE: () => this.LA(1).image === "step" && (tokenMatcher(this.LA(2), T.IntegerLit) || tokenMatcher(this.LA(2), T.DecimalLit) || tokenMatcher(this.LA(2), T.PercentLit) || tokenMatcher(this.LA(2), T.Minus)),
      DEF: () => {
        this.CONSUME3(T.Identifier);
        this.SUBRULE3(this.signedNumber);
      },
    });
  });

  signedNumber = this.RULE("signedNumber", () => {
    this.OPTION(() => this.CONSUME(T.Minus));
    this.OR([
      { ALT: () => this.CONSUME(T.IntegerLit) },
      { ALT: () => this.CONSUME(T.DecimalLit) },
      { ALT: () => this.CONSUME(T.PercentLit) },
    ]);
  });
}
