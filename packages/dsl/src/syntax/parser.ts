// The grammar of Allot as a pure Chevrotain CST parser: no actions, error recovery on.
// ast/build.ts turns its concrete syntax tree into the typed AST. Keep the rule names in step
// with docs/language.md and the formatter's printer sections.
//
// The rules are written by construct in syntax/grammar/ (Chevrotain's grammar inheritance: a
// chain of abstract classes, base → declarations → criteria → ordering → boundary → allocation → regime →
// publication → expressions, so the rules are recorded in the grammar's order); this is the
// concrete parser at the end of that chain.
import type { CstNode } from "chevrotain";
import { ExpressionRules } from "./grammar/expressions.js";

export { MAX_NESTING, NestingTooDeep, parserTokens } from "./grammar/base.js";

export class AllotParser extends ExpressionRules {
  /**
   * `validate`: Chevrotain's checks of the grammar itself (ambiguities, left recursion), which
   * depend on nothing but the grammar: run by its test (packages/dsl/test/grammar.test.ts), not
   * each time a process makes the parser (a third of its making, at every `allot` start-up).
   */
  constructor(validate = false) {
    super(validate);
    this.performSelfAnalysis();
  }
}

export type { CstNode };
