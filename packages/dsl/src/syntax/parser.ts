// The grammar of Allot as a pure Chevrotain CST parser: no actions, error recovery on.
// ast/build.ts turns its concrete syntax tree into the typed AST. Keep the rule names in step
// with docs/language.md and the formatter's printer sections.
import { CstParser, type CstNode, type IToken, type TokenType } from "chevrotain";
import * as T from "./tokens.js";

const K = T.Kw;

export const parserTokens: TokenType[] = T.allTokens;

/** The deepest nesting of constructs that recurse in the grammar (see AllotParser.nested). */
export const MAX_NESTING = 64;

/** Thrown by the parser when constructs nest deeper than MAX_NESTING, at the token where they do. */
export class NestingTooDeep extends Error {
  constructor(readonly token: IToken) {
    super(`nesting deeper than ${MAX_NESTING} levels`);
  }
}

export class AllotParser extends CstParser {
  private depth = 0;

  /**
   * `validate`: Chevrotain's checks of the grammar itself (ambiguities, left recursion), which
   * depend on nothing but the grammar: run by its test (packages/dsl/test/grammar.test.ts), not
   * each time a process makes the parser (a third of its making, at every `allot` start-up).
   */
  constructor(validate = false) {
    super(parserTokens, { recoveryEnabled: true, maxLookahead: 3, skipValidations: !validate, nodeLocationTracking: "onlyOffset" });
    this.performSelfAnalysis();
  }

  /** Forgets the nesting of a previous parse (one that stopped with NestingTooDeep). */
  resetNesting(): void {
    this.depth = 0;
  }

  /**
   * Every alternative that recurses (brackets, lists, `if`, quantifiers, calls with arguments,
   * `list of`, records) goes through here: the depth is counted in the parser itself, so how
   * deep a scheme may nest never depends on the engine's stack or its warm-up.
   */
  private nested(body: () => void): void {
    this.ACTION(() => {
      if (++this.depth > MAX_NESTING) throw new NestingTooDeep(this.LA(1));
    });
    try {
      body();
    } finally {
      this.ACTION(() => this.depth--);
    }
  }

  file = this.RULE("file", () => {
    this.MANY(() => this.SUBRULE(this.declaration));
  });

  declaration = this.RULE("declaration", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.schemeDecl) },
      { ALT: () => this.SUBRULE(this.actDecl) },
      { ALT: () => this.SUBRULE(this.sourceDecl) },
      { ALT: () => this.SUBRULE(this.inputDecl) },
      { ALT: () => this.SUBRULE(this.letDecl) },
      { ALT: () => this.SUBRULE(this.functionDecl) },
      { ALT: () => this.SUBRULE(this.eligibilityDecl) },
      { ALT: () => this.SUBRULE(this.criterionDecl) },
      { ALT: () => this.SUBRULE(this.maximumDecl) },
      { ALT: () => this.SUBRULE(this.thresholdDecl) },
      { ALT: () => this.SUBRULE(this.rankingDecl) },
      { ALT: () => this.SUBRULE(this.allocationDecl) },
      { ALT: () => this.SUBRULE(this.regimeDecl) },
      { ALT: () => this.SUBRULE(this.publishDecl) },
      { ALT: () => this.SUBRULE(this.labelsDecl) },
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
      { ALT: () => this.CONSUME2(T.Identifier) },
    ]);
  });

  sourceDecl = this.RULE("sourceDecl", () => {
    this.CONSUME(K.source);
    this.CONSUME(T.Identifier);
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
          this.MANY_SEP({ SEP: T.Comma, DEF: () => this.CONSUME(T.Identifier) });
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
            this.CONSUME(T.RParen);
          });
          this.OPTION2(() => {
            this.CONSUME(K.in);
            this.SUBRULE(this.rangeExpr);
          });
        },
      },
    ]);
  });

  rangeExpr = this.RULE("rangeExpr", () => {
    this.SUBRULE(this.signedNumber);
    this.CONSUME(T.DotDot);
    this.SUBRULE2(this.signedNumber);
  });

  signedNumber = this.RULE("signedNumber", () => {
    this.OPTION(() => this.CONSUME(T.Minus));
    this.OR([
      { ALT: () => this.CONSUME(T.IntegerLit) },
      { ALT: () => this.CONSUME(T.DecimalLit) },
      { ALT: () => this.CONSUME(T.PercentLit) },
    ]);
  });

  // ── derived values and eligibility ───────────────────────────────────────
  citation = this.RULE("citation", () => {
    this.CONSUME(K.per);
    this.CONSUME(T.Identifier);
  });

  letDecl = this.RULE("letDecl", () => {
    this.CONSUME(K.let);
    this.CONSUME(T.Identifier);
    this.OPTION(() => {
      this.CONSUME(T.Colon);
      this.SUBRULE(this.typeExpr);
    });
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
    this.OPTION2(() => this.SUBRULE(this.citation));
  });

  /** define name(param: type, ...): type = expression [per source] */
  functionDecl = this.RULE("functionDecl", () => {
    this.CONSUME(K.define);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.LParen);
    this.MANY_SEP({
      SEP: T.Comma,
      DEF: () => {
        this.CONSUME2(T.Identifier);
        this.CONSUME(T.Colon);
        this.SUBRULE(this.typeExpr);
      },
    });
    this.CONSUME(T.RParen);
    this.CONSUME2(T.Colon);
    this.SUBRULE2(this.typeExpr);
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
    this.OPTION(() => this.SUBRULE(this.citation));
  });

  eligibilityDecl = this.RULE("eligibilityDecl", () => {
    this.CONSUME(K.eligibility);
    this.OPTION(() => this.SUBRULE(this.citation));
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.ruleDecl));
    this.CONSUME(T.RBrace);
  });

  ruleDecl = this.RULE("ruleDecl", () => {
    this.CONSUME(K.rule);
    this.CONSUME(T.Identifier);
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.OPTION2(() => this.SUBRULE(this.citation));
    this.CONSUME(T.Colon);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.outcomeText);
  });

  /** `otherwise "reason"` and `label "legal wording"`, both optional. */
  outcomeText = this.RULE("outcomeText", () => {
    this.OPTION(() => {
      this.CONSUME(K.otherwise);
      this.CONSUME(T.StringLit);
    });
    this.OPTION2(() => {
      this.CONSUME(K.label);
      this.CONSUME2(T.StringLit);
    });
  });

  // ── criteria ─────────────────────────────────────────────────────────────
  criterionDecl = this.RULE("criterionDecl", () => {
    this.CONSUME(K.criterion);
    this.CONSUME(T.Identifier);
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.OPTION2(() => this.SUBRULE(this.citation));
    this.CONSUME(T.Colon);
    this.SUBRULE(this.criterionBody);
  });

  criterionBody = this.RULE("criterionBody", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.weight);
          this.SUBRULE(this.number);
          this.CONSUME(T.Times);
          this.SUBRULE(this.expression);
        },
      },
      {
        GATE: () => this.LA(2).tokenType === K.points || (this.LA(2).tokenType === T.Identifier && this.LA(2).image === "point"),
        ALT: () => {
          this.SUBRULE2(this.number);
          this.OR2([
            { ALT: () => this.CONSUME(K.points) },
            { GATE: () => this.LA(1).image === "point", ALT: () => this.CONSUME(T.Identifier) },
          ]);
          this.CONSUME(K.if);
          this.SUBRULE2(this.expression);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.match);
          this.SUBRULE3(this.expression);
          this.CONSUME(T.LBrace);
          this.MANY(() => this.SUBRULE(this.matchArm));
          this.CONSUME(T.RBrace);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.bands);
          this.SUBRULE4(this.expression);
          this.CONSUME2(T.LBrace);
          this.MANY2(() => this.SUBRULE(this.band));
          this.CONSUME2(T.RBrace);
        },
      },
      { ALT: () => this.SUBRULE5(this.expression) },
    ]);
  });

  number = this.RULE("number", () => {
    this.OR([{ ALT: () => this.CONSUME(T.IntegerLit) }, { ALT: () => this.CONSUME(T.DecimalLit) }]);
  });

  matchArm = this.RULE("matchArm", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Identifier);
          this.MANY(() => {
            this.CONSUME(T.Pipe);
            this.CONSUME2(T.Identifier);
          });
        },
      },
      { ALT: () => this.CONSUME(K.otherwise) },
    ]);
    this.CONSUME(T.Arrow);
    this.SUBRULE(this.number);
  });

  band = this.RULE("band", () => {
    this.SUBRULE(this.bound);
    this.OPTION(() => {
      this.CONSUME(K.and);
      this.SUBRULE2(this.bound);
    });
    this.CONSUME(T.Arrow);
    this.SUBRULE(this.number);
  });

  bound = this.RULE("bound", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.at);
          this.OR2([{ ALT: () => this.CONSUME(K.most) }, { ALT: () => this.CONSUME(K.least) }]);
        },
      },
      { ALT: () => this.CONSUME(K.above) },
      { ALT: () => this.CONSUME(K.below) },
      { ALT: () => this.CONSUME(K.exactly) },
    ]);
    this.SUBRULE(this.arithmetic);
  });

  maximumDecl = this.RULE("maximumDecl", () => {
    this.CONSUME(K.maximum);
    this.CONSUME(K.points);
    this.SUBRULE(this.number);
    this.OPTION(() => this.SUBRULE(this.citation));
  });

  thresholdDecl = this.RULE("thresholdDecl", () => {
    this.CONSUME(K.threshold);
    this.CONSUME(T.Identifier);
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.OPTION2(() => this.SUBRULE(this.citation));
    this.CONSUME(T.Colon);
    this.SUBRULE(this.expression);
    this.OPTION3(() => {
      this.CONSUME(K.keep);
      this.CONSUME(K.ranked);
    });
    this.SUBRULE(this.outcomeText);
  });

  // ── ordering ─────────────────────────────────────────────────────────────
  rankingDecl = this.RULE("rankingDecl", () => {
    this.CONSUME(K.ranking);
    this.OPTION(() => this.SUBRULE(this.citation));
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.orderKey));
    this.OPTION2(() => this.SUBRULE(this.tiebreakBlock));
    this.CONSUME(T.RBrace);
  });

  orderKey = this.RULE("orderKey", () => {
    this.CONSUME(K.by);
    this.OR([
      {
        // a greedy step (§13.6): `by most new countries funded above`
        ALT: () => {
          this.SUBRULE(this.coverWords);
          this.SUBRULE2(this.expression);
          this.OPTION4(() => this.SUBRULE(this.coverReading));
        },
      },
      {
        ALT: () => {
          this.SUBRULE(this.expression);
          this.SUBRULE(this.direction);
          this.OPTION(() => this.SUBRULE(this.granularity));
        },
      },
    ]);
    this.OPTION3(() => this.SUBRULE(this.absentRule));
    this.OPTION2(() => this.SUBRULE(this.citation));
  });

  // `most new` / `least new` (the second word is read by the checker: AL0634)
  coverWords = this.RULE("coverWords", () => {
    this.OR([{ ALT: () => this.CONSUME(K.most) }, { ALT: () => this.CONSUME(K.least) }]);
    this.CONSUME(T.Identifier);
  });

  // `ranked above` / `funded above`: what counts as placed above (AL0633 when missing)
  coverReading = this.RULE("coverReading", () => {
    this.OR([{ ALT: () => this.CONSUME(K.ranked) }, { ALT: () => this.CONSUME(T.Identifier) }]);
    this.CONSUME(K.above);
  });

  // `if absent last` / `if absent unresolved` (§13.5): what a tie does with a member without the value
  absentRule = this.RULE("absentRule", () => {
    this.CONSUME(K.if);
    this.CONSUME(T.Identifier);
    this.OR([{ ALT: () => this.CONSUME(K.unresolved) }, { ALT: () => this.CONSUME2(T.Identifier) }]);
  });

  direction = this.RULE("direction", () => {
    this.OR([
      { ALT: () => this.CONSUME(K.highest) },
      { ALT: () => this.CONSUME(K.lowest) },
      { ALT: () => this.CONSUME(K.earliest) },
      { ALT: () => this.CONSUME(K.latest) },
      { ALT: () => this.CONSUME(K.true) },
      { ALT: () => this.CONSUME(K.false) },
    ]);
    this.CONSUME(K.first);
  });

  granularity = this.RULE("granularity", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.to);
          this.CONSUME(K.the);
          this.CONSUME(T.Identifier);
        },
      },
      { ALT: () => this.CONSUME(K.exactly) },
    ]);
  });

  tiebreakBlock = this.RULE("tiebreakBlock", () => {
    this.CONSUME(K.tiebreak);
    this.OPTION(() =>
      this.OR([
        {
          ALT: () => {
            this.CONSUME(K.every);
            this.CONSUME(K.tie);
          },
        },
        {
          // at boundary [and after]: the tie that straddles the budget [and every later one]
          ALT: () => {
            this.CONSUME(K.at);
            this.CONSUME(K.boundary);
            this.OPTION3(() => {
              this.CONSUME(K.and);
              this.CONSUME(K.after);
            });
          },
        },
        {
          // when decisive: every tie whose order decides an outcome (the word is checked)
          ALT: () => {
            this.CONSUME(K.when);
            this.CONSUME(T.Identifier);
          },
        },
      ]),
    );
    this.OPTION2(() => this.SUBRULE(this.citation));
    this.CONSUME(T.LBrace);
    this.MANY(() =>
      this.OR2([
        { ALT: () => this.SUBRULE(this.orderKey) },
        { ALT: () => this.SUBRULE(this.lotteryStep) },
        { ALT: () => this.SUBRULE(this.unresolvedStep) },
      ]),
    );
    this.CONSUME(T.RBrace);
  });

  lotteryStep = this.RULE("lotteryStep", () => {
    this.CONSUME(K.lottery);
    this.OR([{ ALT: () => this.CONSUME(K.draw) }, { ALT: () => this.CONSUME(K.seed) }]);
    this.SUBRULE(this.expression);
    // a draw per key: `lottery draw call.draws by date_of(received_at)`
    this.OPTION2(() => {
      this.CONSUME(K.by);
      this.SUBRULE2(this.expression);
    });
    this.OPTION(() => this.SUBRULE(this.citation));
  });

  unresolvedStep = this.RULE("unresolvedStep", () => {
    this.CONSUME(K.unresolved);
    this.OPTION(() => this.SUBRULE(this.citation));
  });

  // ── allocation, regimes, publication ─────────────────────────────────────
  allocationDecl = this.RULE("allocationDecl", () => {
    this.CONSUME(K.allocation);
    this.OPTION(() => this.SUBRULE(this.citation));
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.allocItem));
    this.CONSUME(T.RBrace);
  });

  /** After `reserve`: the head of a reservation (`name ["Title"] [per source] :`), not a list's size. */
  private reservationAhead(): boolean {
    if (this.LA(1).tokenType !== T.Identifier) return false;
    const second = this.LA(2).tokenType;
    if (second === T.StringLit || second === T.Colon) return true;
    return second === K.per && this.LA(4).tokenType === T.Colon;
  }

  allocItem = this.RULE("allocItem", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.budget);
          this.OR2([{ ALT: () => this.CONSUME(K.unlimited) }, { ALT: () => this.SUBRULE(this.expression) }]);
          // the regimes' budgets: `shared` or `separate`; `left by <regime>`: what it left (stages.ts)
          this.OPTION5(() => this.CONSUME4(T.Identifier));
          this.OPTION6(() => {
            this.CONSUME(K.by);
            this.CONSUME5(T.Identifier);
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.amount);
          this.SUBRULE2(this.expression);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.at);
          this.CONSUME(K.boundary);
          this.SUBRULE3(this.expression);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.pro);
          this.CONSUME(K.rata);
          this.CONSUME(K.rounded);
          this.CONSUME(T.Identifier);
          this.CONSUME(K.to);
          this.SUBRULE(this.number);
          this.OPTION(() => {
            this.CONSUME(K.remainder);
            this.CONSUME2(T.Identifier);
          });
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.reserve);
          this.OR3([
            {
              // reserve name "Title" [per source]: at least <amount> when <condition>, unused returns|lapses
              // — told from a reserve list's size (`reserve n per art7`) by the colon of its head
              GATE: () => this.reservationAhead(),
              IGNORE_AMBIGUITIES: true,
              ALT: () => {
                this.CONSUME6(T.Identifier);
                this.OPTION7(() => this.CONSUME2(T.StringLit));
                this.OPTION8(() => this.SUBRULE3(this.citation));
                this.CONSUME2(T.Colon);
                this.CONSUME3(K.at);
                this.CONSUME(K.least);
                this.SUBRULE6(this.expression);
                this.CONSUME2(K.when);
                this.SUBRULE7(this.expression);
                this.CONSUME(T.Comma);
                this.CONSUME7(T.Identifier);
                this.CONSUME8(T.Identifier);
              },
            },
            // reserve 5, reserve call.reserve_size, reserve all (the word read by ast/build.ts)
            { IGNORE_AMBIGUITIES: true, ALT: () => this.SUBRULE8(this.expression) },
          ]);
        },
      },
      // `stage` is a word, not a keyword: fields may be called so
      { GATE: () => this.LA(1).image === "stage", ALT: () => this.SUBRULE(this.stageDecl) },
      {
        // quota name "Title" [per source]: at most <amount> when <condition>
        ALT: () => {
          this.CONSUME(K.quota);
          this.CONSUME3(T.Identifier);
          this.OPTION3(() => this.CONSUME(T.StringLit));
          this.OPTION4(() => this.SUBRULE2(this.citation));
          this.CONSUME(T.Colon);
          this.CONSUME2(K.at);
          this.CONSUME(K.most);
          this.SUBRULE4(this.expression);
          this.CONSUME(K.when);
          this.SUBRULE5(this.expression);
        },
      },
      {
        // group by <key> ["Title"] [per source] { together | at most <cap> [grants] | pro rata … }
        ALT: () => this.SUBRULE(this.groupDecl),
      },
      {
        // first come first served [overshoot on <amount>]: the words are checked (checks/firstCome.ts)
        ALT: () => this.SUBRULE(this.firstComeDecl),
      },
      // `pay <value> [instead of <award>]`: the settlement after the allocation (§16.3; `pay` is a word)
      { GATE: () => this.LA(1).image === "pay", ALT: () => this.SUBRULE(this.settleDecl) },
    ]);
    this.OPTION2(() => this.SUBRULE(this.citation));
  });

  settleDecl = this.RULE("settleDecl", () => {
    this.CONSUME(T.Identifier);
    this.SUBRULE(this.expression);
    this.OPTION(() => {
      this.CONSUME2(T.Identifier);
      this.CONSUME(K.of);
      this.SUBRULE2(this.expression);
    });
  });

  firstComeDecl = this.RULE("firstComeDecl", () => {
    this.CONSUME(K.first);
    this.CONSUME(T.Identifier);
    this.CONSUME2(K.first);
    this.CONSUME2(T.Identifier);
    this.OPTION(() => {
      this.CONSUME3(T.Identifier);
      this.CONSUME4(T.Identifier);
      this.SUBRULE(this.expression);
    });
  });

  groupDecl = this.RULE("groupDecl", () => {
    this.CONSUME(K.group);
    this.CONSUME(K.by);
    this.SUBRULE(this.expression);
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.OPTION2(() => this.SUBRULE(this.citation));
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.groupItem));
    this.CONSUME(T.RBrace);
  });

  groupItem = this.RULE("groupItem", () => {
    this.OR([
      { ALT: () => this.CONSUME(K.together) },
      {
        ALT: () => {
          this.CONSUME(K.at);
          this.CONSUME(K.most);
          this.SUBRULE(this.expression);
          this.OPTION(() => this.CONSUME(T.Identifier));
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.pro);
          this.CONSUME(K.rata);
          this.CONSUME(K.rounded);
          this.CONSUME2(T.Identifier);
          this.CONSUME(K.to);
          this.SUBRULE(this.number);
          this.OPTION2(() => {
            this.CONSUME(K.remainder);
            this.CONSUME3(T.Identifier);
          });
        },
      },
    ]);
    this.OPTION3(() => this.SUBRULE(this.citation));
  });

  // stage name "Title" [per source] [when <condition>] { budget …  at boundary …  unfunded go on … }
  stageDecl = this.RULE("stageDecl", () => {
    this.CONSUME(T.Identifier);
    this.CONSUME2(T.Identifier);
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.OPTION2(() => this.SUBRULE(this.citation));
    this.OPTION3(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expression);
    });
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.stageItem));
    this.CONSUME(T.RBrace);
  });

  stageItem = this.RULE("stageItem", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.budget);
          this.SUBRULE(this.expression);
        },
      },
      {
        // at boundary <policy> | at boundary pro rata rounded <mode> to <step> [remainder <policy>]
        ALT: () => {
          this.CONSUME(K.at);
          this.CONSUME(K.boundary);
          this.OR3([
            {
              ALT: () => {
                this.CONSUME(K.pro);
                this.CONSUME(K.rata);
                this.CONSUME(K.rounded);
                this.CONSUME5(T.Identifier);
                this.CONSUME2(K.to);
                this.SUBRULE(this.number);
                this.OPTION3(() => {
                  this.CONSUME(K.remainder);
                  this.CONSUME6(T.Identifier);
                });
              },
            },
            { ALT: () => this.SUBRULE2(this.expression) },
          ]);
        },
      },
      // the stage's own ranking (§14.7): the ranking rule, inside the stage
      { ALT: () => this.SUBRULE(this.rankingDecl) },
      {
        ALT: () => {
          this.CONSUME(K.threshold);
          this.SUBRULE3(this.expression);
        },
      },
      {
        // admit first <count> | admit to <amount>
        ALT: () => {
          this.CONSUME(T.Identifier);
          this.OR2([{ ALT: () => this.CONSUME(K.first) }, { ALT: () => this.CONSUME(K.to) }]);
          this.SUBRULE4(this.expression);
        },
      },
      {
        // unfunded go on | unfunded stay out | unused returns | unused lapses
        ALT: () => {
          this.CONSUME2(T.Identifier);
          this.CONSUME3(T.Identifier);
          this.OPTION(() => this.CONSUME4(T.Identifier));
        },
      },
    ]);
    this.OPTION2(() => this.SUBRULE(this.citation));
  });

  regimeDecl = this.RULE("regimeDecl", () => {
    this.CONSUME(K.regime);
    this.CONSUME(T.Identifier);
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.OPTION2(() => this.SUBRULE(this.citation));
    this.CONSUME(K.when);
    this.SUBRULE(this.expression);
    this.CONSUME(T.LBrace);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.eligibilityDecl) },
        { ALT: () => this.SUBRULE(this.thresholdDecl) },
        { ALT: () => this.SUBRULE(this.rankingDecl) },
        { ALT: () => this.SUBRULE(this.allocationDecl) },
      ]),
    );
    this.CONSUME(T.RBrace);
  });

  publishDecl = this.RULE("publishDecl", () => {
    this.CONSUME(K.publish);
    this.OPTION(() => this.SUBRULE(this.citation));
    this.CONSUME(T.LBrace);
    this.MANY(() =>
      this.OR([
        { ALT: () => this.SUBRULE(this.deadlineItem) },
        { ALT: () => this.SUBRULE(this.columnsItem) },
        // `statistics` is a word, not a keyword (§16.3)
        { GATE: () => this.LA(1).image === "statistics", ALT: () => this.SUBRULE(this.statisticsItem) },
      ]),
    );
    this.CONSUME(T.RBrace);
  });

  // statistics [per src] { name ["Title"] [per src]: <aggregate> [by field] [rounded mode to n] }
  statisticsItem = this.RULE("statisticsItem", () => {
    this.CONSUME(T.Identifier);
    this.OPTION(() => this.SUBRULE(this.citation));
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.statistic));
    this.CONSUME(T.RBrace);
  });

  statistic = this.RULE("statistic", () => {
    // a statistic may be named like a keyword (`lowest`, `highest`)
    this.CONSUME(T.AnyName);
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.OPTION2(() => this.SUBRULE(this.citation));
    this.CONSUME(T.Colon);
    this.SUBRULE(this.expression);
    this.OPTION3(() => {
      this.CONSUME(K.by);
      this.CONSUME2(T.Identifier);
    });
    this.OPTION4(() => {
      this.CONSUME(K.rounded);
      this.CONSUME3(T.Identifier);
      this.CONSUME(K.to);
      this.SUBRULE(this.number);
    });
  });

  deadlineItem = this.RULE("deadlineItem", () => {
    this.CONSUME(K.deadline);
    this.CONSUME(T.IntegerLit);
    this.CONSUME(T.Identifier);
    this.CONSUME2(T.Identifier);
    this.CONSUME(K.after);
    this.SUBRULE(this.expression);
    this.OPTION(() => {
      this.CONSUME(K.calendar);
      this.OR([{ ALT: () => this.CONSUME3(T.Identifier) }, { ALT: () => this.CONSUME(T.StringLit) }]);
    });
    this.OPTION2(() => this.SUBRULE(this.citation));
  });

  columnsItem = this.RULE("columnsItem", () => {
    this.CONSUME(K.columns);
    this.OPTION(() => this.SUBRULE(this.citation));
    this.CONSUME(T.LBrace);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.column) });
    this.CONSUME(T.RBrace);
  });

  column = this.RULE("column", () => {
    this.OR([{ ALT: () => this.CONSUME(K.amount) }, { ALT: () => this.CONSUME(K.label) }, { ALT: () => this.SUBRULE(this.expression) }]);
    this.OPTION(() => {
      this.CONSUME(K.as);
      this.CONSUME(T.StringLit);
    });
  });

  labelsDecl = this.RULE("labelsDecl", () => {
    this.CONSUME(K.labels);
    this.CONSUME(T.LBrace);
    this.MANY(() => {
      // a status may be a keyword (`reserve`)
      this.CONSUME(T.AnyName);
      this.CONSUME(T.StringLit);
    });
    this.CONSUME(T.RBrace);
  });

  // ── expressions ──────────────────────────────────────────────────────────
  // An expression is a flat chain `operand (operator operand)*`; ast/build.ts resolves the
  // precedence (or < and < not < comparison and in < + - < * / < unary minus). A flat chain keeps
  // the concrete tree three levels deep per operand instead of nine, which halves parsing time.
  expression = this.RULE("expression", () => {
    this.SUBRULE(this.operand);
    this.MANY(() => {
      this.SUBRULE(this.binaryOperator);
      this.SUBRULE2(this.operand);
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
  });

  primary = this.RULE("primary", () => {
    this.OR([
      {
        ALT: () => {
          this.SUBRULE(this.number);
          this.OPTION(() => this.CONSUME(T.Identifier));
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

  argument = this.RULE("argument", () => {
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

export type { CstNode };
