// The grammar, 3/6: the ranking, its keys and its tie-break (lottery and `unresolved` steps).
import { tokenMatcher } from "chevrotain";
import * as T from "../tokens.js";
import { CriterionRules } from "./criteria.js";

const K = T.Kw;

export abstract class OrderingRules extends CriterionRules {
  // ── ordering ─────────────────────────────────────────────────────────────
  rankingDecl = this.RULE("rankingDecl", () => {
    this.CONSUME(K.ranking);
    this.OPTION(() => this.SUBRULE(this.citation));
    this.CONSUME(T.LBrace);
    // `all equal` (§13.7): the law ranks none of the candidates; the words are checked (AL0416),
    // and so is their place: `all equal` after the keys, or a second time, is one error too
    this.OPTION3(() => this.SUBRULE(this.allEqual));
    this.MANY(() => this.SUBRULE(this.orderKey));
    this.OPTION4(() => {
      this.SUBRULE2(this.allEqualAgain);
      this.MANY2(() => this.SUBRULE2(this.orderKey));
    });
    this.OPTION2(() => this.SUBRULE(this.tiebreakBlock));
    this.CONSUME(T.RBrace);
  });

  allEqual = this.RULE("allEqual", () => {
    this.CONSUME(T.Identifier);
    // the second word may be missing: `all` alone is AL0416, not a parse error
    this.OPTION(() => this.CONSUME2(T.Identifier));
  });

  // `all equal` after a key or a second time (tokens.ts AllWord): AL0416, one error
  allEqualAgain = this.RULE("allEqualAgain", () => {
    this.CONSUME(T.AllWord);
    this.CONSUME(T.Identifier);
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
          this.OR2([
            {
              ALT: () => {
                this.SUBRULE(this.direction);
                this.OPTION(() => this.SUBRULE(this.granularity));
              },
            },
            // `by category in order [medical, social, other]`: an enumeration in a written order (AL0417)
            { ALT: () => this.SUBRULE(this.categoryOrder) },
          ]);
        },
      },
    ]);
    this.OPTION3(() => this.SUBRULE(this.absentRule));
    this.OPTION2(() => this.SUBRULE(this.citation));
  });

  // `in order [medical, social, other]`: the members of the key's enumeration, first to last (checked: AL0417); the
  // expression before it stops at `in order [` (expressions.ts), so the Identifier is always `order`
  categoryOrder = this.RULE("categoryOrder", () => {
    this.CONSUME(K.in);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.LBracket);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.CONSUME2(T.Identifier) });
    this.CONSUME(T.RBracket);
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
    // a weighted lottery (§13.2): `lottery seed call.seed weighted by gewicht` — a word, not a
    // keyword (as in `mean(… weighted by …)`), read where `by` follows it
    this.OPTION3({
      GATE: () => this.LA(1).image === "weighted" && tokenMatcher(this.LA(2), K.by),
      DEF: () => {
        this.CONSUME(T.Identifier, { LABEL: "weightedWord" });
        this.CONSUME2(K.by, { LABEL: "weightedBy" });
        this.SUBRULE3(this.expression, { LABEL: "weight" });
      },
    });
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
}
