// The grammar, between ordering and allocation: what follows `at boundary partial` — the minimum
// for a partial grant (`at least …`, §14.1) and the applicant's consent to it (`with consent
// <field>`, law32) — split from allocation.ts, whose allocation items and stage items read them.
import * as T from "../tokens.js";
import { OrderingRules } from "./ordering.js";

const K = T.Kw;

export abstract class BoundaryRules extends OrderingRules {
  /** `at least` next: a partial grant's minimum, not the `at boundary` of the next rule */
  protected minimumAhead(): boolean {
    return this.LA(1).tokenType === K.at && this.LA(2).tokenType === K.least;
  }

  // at least <amount | percent> [, else <stop | skip>]: after `at boundary partial` (§14.1;
  // checks/partialMinimum.ts reads the word after `else`)
  partialMinimum = this.RULE("partialMinimum", () => {
    this.CONSUME(K.at);
    this.CONSUME(K.least);
    this.SUBRULE(this.expression);
    // `at least 50% with consent accord`: the reduced award needs the applicant's yes (law32)
    this.OPTION2({ GATE: () => this.consentAhead(), DEF: () => this.SUBRULE(this.partialConsent) });
    this.OPTION(() => {
      this.CONSUME(T.Comma);
      this.CONSUME(K.else);
      this.CONSUME(T.Identifier);
    });
  });

  /** `with consent` next: the applicant's consent to a partial grant (`with` and `consent` are words) */
  protected consentAhead(): boolean {
    return this.LA(1).image === "with" && this.LA(2).image === "consent";
  }

  // with consent <field>: the application's yes/no field that records whether the applicant
  // accepts the reduced award (§14.1, "avec l'accord du porteur"; checks/partialConsent.ts)
  partialConsent = this.RULE("partialConsent", () => {
    this.CONSUME(T.Identifier, { LABEL: "withWord" });
    this.CONSUME2(T.Identifier, { LABEL: "consentWord" });
    this.CONSUME3(T.Identifier, { LABEL: "field" });
  });

  // with consent <field> [, else <stop | skip>]: after `at boundary partial` without a minimum
  consentAlone = this.RULE("consentAlone", () => {
    this.SUBRULE(this.partialConsent);
    this.OPTION(() => {
      this.CONSUME(T.Comma);
      this.CONSUME(K.else);
      this.CONSUME(T.Identifier);
    });
  });
}
