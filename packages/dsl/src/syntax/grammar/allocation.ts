// The grammar, 4/6: allocation (its items, reservations, stages, groups, first-come and `pay`);
// regimes follow in regime.ts.
import * as T from "../tokens.js";
import { BoundaryRules } from "./boundary.js";

const K = T.Kw;

export abstract class AllocationRules extends BoundaryRules {
  // ── allocation ───────────────────────────────────────────────────────────
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
    // `reserve all "die Nachrückliste" per art7` is a list's size and its name: a reservation's head ends in a colon
    const k = this.LA(2).tokenType === T.StringLit ? 3 : 2;
    const next = this.LA(k).tokenType;
    if (next === T.Colon) return true;
    return next === K.per && this.LA(k + 2).tokenType === T.Colon;
  }

  /** `after the last funded` (§14.11): a reserve list that begins after the last application funded; any two words after `the` (checks/reserveAfter.ts says which it reads: AL0563) */
  reserveAfter = this.RULE("reserveAfter", () => (this.CONSUME(K.after), this.CONSUME(K.the), this.CONSUME(T.AnyName), this.CONSUME2(T.AnyName)));

  allocItem = this.RULE("allocItem", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.budget);
          this.OR2([{ ALT: () => this.CONSUME(K.unlimited) }, { ALT: () => this.SUBRULE(this.expression) }]);
          // the name the law gives the money ("het subsidieplafond"): the explanations' word for it
          this.OPTION9(() => this.CONSUME3(T.StringLit));
          // the unit a quantity is counted in (`unit "kW"`, §14.1; a noun's forms by plural category, `unit one "Garten" other "Gärten"`): a word, not a keyword
          this.option(10, {
            GATE: () => this.LA(1).image === "unit" && (this.LA(2).tokenType === T.StringLit || (this.LA(2).tokenType === T.Identifier && this.LA(3).tokenType === T.StringLit)),
            DEF: () => {
              this.consume(10, T.Identifier);
              const form = { GATE: () => this.LA(1).tokenType === T.Identifier && this.LA(2).tokenType === T.StringLit, DEF: () => (this.consume(12, T.Identifier), this.consume(13, T.StringLit)) };
              this.or(20, [{ ALT: () => this.consume(11, T.StringLit) }, { ALT: () => this.atLeastOne(20, form) }]);
            },
          });
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
          // `partial at least 1000 EUR, else stop`: the minimum for a partial grant (§14.1); only
          // `at least`, so that an `at boundary` rule on the next line is not read as one
          this.option(11, { GATE: () => this.minimumAhead(), DEF: () => this.SUBRULE(this.partialMinimum) });
          // `partial with consent <field>[, else stop|skip]`: the applicant's consent to a reduced award, without a minimum (law32)
          this.option(12, { GATE: () => this.consentAhead(), DEF: () => this.SUBRULE(this.consentAlone) });
        },
      },
      { ALT: () => this.SUBRULE(this.proRataClause) },
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
            {
              IGNORE_AMBIGUITIES: true,
              ALT: () => {
                this.SUBRULE8(this.expression);
                this.option(21, { GATE: () => this.LA(1).tokenType === K.after && this.LA(2).tokenType === K.the, DEF: () => this.SUBRULE(this.reserveAfter) });
                // the name the law gives the list ("die Nachrückliste"): the explanations' word for it
                this.OPTION(() => this.CONSUME4(T.StringLit));
              },
            },
          ]);
        },
      },
      // `stage` is a word, not a keyword: fields may be called so
      { GATE: () => this.LA(1).image === "stage", ALT: () => this.SUBRULE(this.stageDecl) },
      {
        // quota name "Title" [per source]: at most <amount> [of <figure> ["its words"]] [when <condition>]
        ALT: () => this.SUBRULE(this.quotaDecl),
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

  // quota name "Title" [per source]: at most <limit> [of <figure> ["its words"]] [when <condition>]
  // — `of`: the quota caps the sum of a second figure of each grant (its instalment in one
  // financial year) instead of the amount; no `when`: it covers every application (§14.5)
  quotaDecl = this.RULE("quotaDecl", () => {
    this.CONSUME(K.quota);
    this.CONSUME(T.Identifier);
    this.OPTION(() => this.CONSUME(T.StringLit, { LABEL: "title" }));
    this.OPTION2(() => this.SUBRULE(this.citation));
    this.CONSUME(T.Colon);
    this.CONSUME(K.at);
    this.CONSUME(K.most);
    this.SUBRULE(this.expression, { LABEL: "limit" });
    this.OPTION3(() => {
      this.CONSUME(K.of);
      this.SUBRULE2(this.expression, { LABEL: "figure" });
      this.OPTION4(() => this.CONSUME2(T.StringLit, { LABEL: "figureTitle" }));
    });
    this.OPTION5(() => {
      this.CONSUME(K.when);
      this.SUBRULE3(this.expression, { LABEL: "condition" });
    });
  });

  // pro rata [by <weight>] [coefficient rounded <mode> to <step>] rounded <mode> to <step> [remainder <policy>]
  //   [minimum <amount> [then reshare|unallocated]] — in an allocation, a stage's `at boundary`
  //   and a group; `coefficient` and `minimum` are words (checks/proRataClause.ts reads them)
  proRataClause = this.RULE("proRataClause", () => {
    this.CONSUME(K.pro);
    this.CONSUME(K.rata);
    // `by <expression>`: in proportion to a weight per application (points), not to the amounts
    this.OPTION5(() => {
      this.CONSUME(K.by, { LABEL: "byWord" });
      this.SUBRULE2(this.expression, { LABEL: "weight" });
    });
    this.OPTION(() => {
      this.CONSUME(T.Identifier, { LABEL: "coefficientWord" });
      this.CONSUME(K.rounded, { LABEL: "coefficientRounded" });
      this.CONSUME2(T.Identifier, { LABEL: "coefficientMode" });
      this.CONSUME(K.to, { LABEL: "coefficientTo" });
      this.SUBRULE(this.number, { LABEL: "coefficientStep" });
    });
    this.CONSUME2(K.rounded);
    this.CONSUME3(T.Identifier);
    this.CONSUME2(K.to);
    this.SUBRULE2(this.number);
    this.OPTION2(() => {
      this.CONSUME(K.remainder);
      this.CONSUME4(T.Identifier, { LABEL: "remainderPolicy" });
    });
    this.OPTION3({
      GATE: () => this.LA(1).image === "minimum",
      DEF: () => {
        this.CONSUME5(T.Identifier, { LABEL: "minimumWord" });
        this.SUBRULE(this.expression, { LABEL: "minimum" });
        this.OPTION4(() => {
          this.CONSUME(K.then);
          this.CONSUME6(T.Identifier, { LABEL: "minimumThen" });
        });
      },
    });
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
      // `not on the reserve list` (§14.12): `on` is a word, not a keyword
      {
        GATE: () => this.LA(2).image === "on",
        ALT: () => {
          this.CONSUME(K.not);
          this.CONSUME2(T.Identifier);
          this.CONSUME(K.the);
          this.CONSUME(K.reserve);
          this.CONSUME(K.list);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.at);
          this.CONSUME(K.most);
          this.SUBRULE(this.expression);
          this.OPTION(() => this.CONSUME(T.Identifier));
        },
      },
      { ALT: () => this.SUBRULE(this.proRataClause) },
    ]);
    this.OPTION3(() => this.SUBRULE(this.citation));
  });

  // stage name "Title" [per source] [for each <field> [in [members]]] [when <condition>] { budget …  at boundary …  unfunded go on … }
  stageDecl = this.RULE("stageDecl", () => {
    this.CONSUME(T.Identifier);
    // its name may be a word a let may take (`stage first`: tokens.ts SoftName), as a source's
    this.OR([{ ALT: () => this.CONSUME2(T.Identifier) }, { ALT: () => this.CONSUME(T.SoftName) }]);
    this.OPTION(() => this.CONSUME(T.StringLit));
    this.OPTION2(() => this.SUBRULE(this.citation));
    // `for each area` (§14.7.4): a stage per key, walked once per member of the enumeration field;
    // `for` and `each` are words, not keywords (fields may be called so)
    this.OPTION4({
      GATE: () => this.LA(1).image === "for" && this.LA(2).image === "each",
      DEF: () => {
        this.CONSUME3(T.Identifier);
        this.CONSUME4(T.Identifier);
        this.CONSUME5(T.Identifier);
        // `in [old_town, riverside]`: the members it is walked for, of the field's
        this.OPTION5(() => {
          this.CONSUME(K.in);
          this.SUBRULE2(this.expression);
        });
      },
    });
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
          // a name for a stage's money is read so that it is told AL0531 (names are the call's budget's)
          this.OPTION4(() => this.CONSUME(T.StringLit));
        },
      },
      {
        // at boundary <policy> | at boundary pro rata rounded <mode> to <step> [remainder <policy>]
        ALT: () => {
          this.CONSUME(K.at);
          this.CONSUME(K.boundary);
          this.OR3([
            { ALT: () => this.SUBRULE(this.proRataClause) },
            {
              ALT: () => {
                this.SUBRULE2(this.expression);
                // a stage's own minimum (checks/partialMinimum.ts, engine/stages.ts)
                this.OPTION6({ GATE: () => this.minimumAhead(), DEF: () => this.SUBRULE(this.partialMinimum) });
                this.OPTION9({ GATE: () => this.consentAhead(), DEF: () => this.SUBRULE2(this.consentAlone) });
              },
            },
          ]);
        },
      },
      {
        // `ranking of the regime` (§14.7.1): the stage ranks its own candidates by the regime's ranking
        ALT: () => {
          this.CONSUME(K.ranking);
          this.CONSUME(K.of);
          this.CONSUME(K.the);
          this.CONSUME(K.regime);
        },
      },
      // the stage's own ranking (§14.7): the ranking rule, inside the stage
      { ALT: () => this.SUBRULE(this.rankingDecl) },
      {
        // the stage's own reserve list (§14.11): `reserve all`, `reserve 3`, `reserve call.n`, a name the law gives it
        ALT: () => {
          this.CONSUME(K.reserve);
          this.SUBRULE5(this.expression);
          this.option(22, { GATE: () => this.LA(1).tokenType === K.after && this.LA(2).tokenType === K.the, DEF: () => this.SUBRULE(this.reserveAfter) });
          this.OPTION5(() => this.CONSUME2(T.StringLit));
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.threshold);
          this.SUBRULE3(this.expression);
        },
      },
      {
        // admit first <count> | admit to <amount> | admit closest to <amount> [at least <floor>] (§14.10;
        // `closest` is a word, as `admit` is: checks/budgetFlow.ts reads both)
        ALT: () => {
          this.CONSUME(T.Identifier);
          this.OR2([
            { ALT: () => this.CONSUME(K.first) },
            { ALT: () => this.CONSUME(K.to) },
            {
              ALT: () => {
                this.CONSUME5(T.Identifier);
                this.CONSUME2(K.to);
              },
            },
          ]);
          this.SUBRULE4(this.expression);
          // the floor: only `at least`, so that an `at boundary` item on the next line is not read as one
          this.OPTION7({
            GATE: () => this.minimumAhead(),
            DEF: () => {
              this.CONSUME2(K.at);
              this.CONSUME2(K.least);
              this.SUBRULE6(this.expression);
            },
          });
        },
      },
      {
        // unfunded go on | unfunded stay out | unused returns | unused lapses: a setting ends at its
        // line's end (fix19), so `unused returns` ⏎ `unfunded go on` are two settings, and a setting
        // with too few words (`unfunded go`, `unfunded`) is one AL0205 (budgetFlow.ts settingOf)
        ALT: () => {
          this.CONSUME2(T.Identifier);
          this.OPTION3({
            GATE: () => this.sameLine(),
            DEF: () => {
              this.CONSUME3(T.Identifier);
              this.OPTION({ GATE: () => this.sameLine(), DEF: () => this.CONSUME4(T.Identifier) });
            },
          });
        },
      },
    ]);
    this.OPTION2(() => this.SUBRULE(this.citation));
  });
}
