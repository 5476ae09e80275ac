// The grammar, 2/6: derived values, functions, eligibility, criteria, maxima and thresholds.
import * as T from "../tokens.js";
import { DeclarationRules } from "./declarations.js";

const K = T.Kw;

export abstract class CriterionRules extends DeclarationRules {
  // ── derived values and eligibility ───────────────────────────────────────
  citation = this.RULE("citation", () => {
    this.CONSUME(K.per);
    // a source named by a word a let may take (`source list = …`, `per list`): tokens.ts SoftName
    this.OR([{ ALT: () => this.CONSUME(T.Identifier) }, { ALT: () => this.CONSUME(T.SoftName) }]);
  });

  letDecl = this.RULE("letDecl", () => {
    this.CONSUME(K.let);
    this.CONSUME(T.AnyName); // a word of the language as its name: AL0104 unless tokens.ts SoftName
    this.OPTION3(() => this.CONSUME(T.StringLit));
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
    this.CONSUME(T.AnyName); // a word of the language as its name: AL0104 unless tokens.ts SoftName
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
    this.CONSUME(T.AnyName); // a word of the language as its name: AL0104 unless tokens.ts SoftName
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.OPTION2(() => this.SUBRULE(this.citation));
    this.CONSUME(T.Colon);
    this.SUBRULE(this.criterionBody);
  });

  /** `phase name ["Title"] [per source] after threshold, … { criterion … }` (§11.2) */
  phaseDecl = this.RULE("phaseDecl", () => {
    this.CONSUME(T.PhaseWord);
    this.CONSUME(T.AnyName);
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.OPTION2(() => this.SUBRULE(this.citation));
    this.CONSUME(K.after);
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => this.CONSUME2(T.AnyName) });
    this.CONSUME(T.LBrace);
    // at least one criterion: an empty phase left no trace in the scheme (review39 F4)
    this.AT_LEAST_ONE(() => this.SUBRULE(this.criterionDecl));
    this.CONSUME(T.RBrace);
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

  // `points not summed per <source>` (§11.1): the criteria's points are never added up
  // and `points decimal(3) per <source>` (§11.3): points told with the places the law states
  unsummedDecl = this.RULE("unsummedDecl", () => {
    this.CONSUME(T.UnsummedPoints);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.not);
          this.CONSUME(K.summed);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.Identifier, { LABEL: "scaleType" });
          this.CONSUME(T.LParen);
          this.CONSUME(T.IntegerLit, { LABEL: "scalePlaces" });
          this.CONSUME(T.RParen);
        },
      },
    ]);
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
}
