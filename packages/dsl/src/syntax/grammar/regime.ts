// The grammar, 4b/6: regimes (§14.7.1), split from allocation.ts: a regime's condition and the
// eligibility, thresholds, ranking and allocation that apply under it.
import * as T from "../tokens.js";
import { AllocationRules } from "./allocation.js";

const K = T.Kw;

export abstract class RegimeRules extends AllocationRules {
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
}
