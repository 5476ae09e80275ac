// The grammar, 5/6: publication (deadline, columns, statistics) and labels.
import * as T from "../tokens.js";
import { RegimeRules } from "./regime.js";

const K = T.Kw;

export abstract class PublicationRules extends RegimeRules {
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
        // `rows funded` / `rows ranked`: which applications the list has (§16.2); a word too
        { GATE: () => this.LA(1).image === "rows", ALT: () => this.SUBRULE(this.rowsItem) },
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

  rowsItem = this.RULE("rowsItem", () => {
    this.CONSUME(T.Identifier);
    // `ranked` is a keyword (the outcome's sets, §16.3), `funded` a name
    this.OR([{ ALT: () => this.CONSUME2(T.Identifier) }, { ALT: () => this.CONSUME(K.ranked) }]);
    this.OPTION(() => this.SUBRULE(this.citation));
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
      // `closed call.office_closed`: the office's own closing days, a call parameter (§16.1); a word, not a keyword
      this.OPTION3({ GATE: () => this.LA(1).image === "closed", DEF: () => {
        this.CONSUME4(T.Identifier);
        this.SUBRULE2(this.expression);
      } });
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
    // `amount` and `label` are the allocation's amount and the status's wording here, even where a
    // field has that name (written `application.amount` in a column)
    this.OR([
      { ALT: () => this.CONSUME(K.amount), IGNORE_AMBIGUITIES: true },
      { ALT: () => this.CONSUME(K.label), IGNORE_AMBIGUITIES: true },
      { ALT: () => this.SUBRULE(this.expression) },
    ]);
    this.OPTION(() => {
      this.CONSUME(K.as);
      this.CONSUME(T.StringLit);
    });
  });

  // notice [per src] { date <expr>  objection within N unit [calendar C] [to "body"] [by "form"] [per src] } (§16.4);
  // `notice`, `date`, `objection` and `within` are words, not keywords
  noticeDecl = this.RULE("noticeDecl", () => {
    this.CONSUME(T.NoticeWord);
    this.OPTION(() => this.SUBRULE(this.citation));
    this.CONSUME(T.LBrace);
    this.MANY(() =>
      this.OR([
        { GATE: () => this.LA(1).image === "date", ALT: () => this.SUBRULE(this.noticeDateItem) },
        { GATE: () => this.LA(1).image === "objection", ALT: () => this.SUBRULE(this.objectionItem) },
      ]),
    );
    this.CONSUME(T.RBrace);
  });

  noticeDateItem = this.RULE("noticeDateItem", () => {
    this.CONSUME(T.Identifier);
    this.SUBRULE(this.expression);
  });

  objectionItem = this.RULE("objectionItem", () => {
    this.CONSUME(T.Identifier);
    this.CONSUME2(T.Identifier);
    this.CONSUME(T.IntegerLit);
    this.CONSUME3(T.Identifier);
    this.OPTION(() => {
      this.CONSUME(K.calendar);
      this.CONSUME4(T.Identifier);
    });
    this.OPTION2(() => {
      this.CONSUME(K.to);
      this.CONSUME(T.StringLit);
    });
    this.OPTION3(() => {
      this.CONSUME(K.by);
      this.CONSUME2(T.StringLit);
    });
    this.OPTION4(() => this.SUBRULE2(this.citation));
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
}
