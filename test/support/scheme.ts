// Small schemes written inside tests: the preamble they share (compile them with `compile` of
// packages/runtime/test/support/generated.ts), and a scheme's text run in one step.
import { expect } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, type CompiledScheme, type SelectionResult } from "@allot/runtime";

/** The languages a scheme can be written in, each explained in its own words. */
export type Lang = "en" | "pl" | "nl" | "de";
export const LANGS = ["en", "pl", "nl", "de"] as const;

/** A scheme's text analysed (no error expected) and compiled. */
export function compiled(text: string): CompiledScheme {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return load(a);
}

/** A scheme's text analysed (no error expected), compiled and evaluated on an input: its result. */
export function runScheme(text: string, input: { call: Record<string, unknown>; applications: Record<string, unknown>[] }): SelectionResult {
  return evaluate(compiled(text), input).result;
}

/** Application id's result. */
export const resultOf = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!;

/** `scheme t "<title>"` (in `language` where given), an act `law` and its `art1` — what a test scheme needs to cite. */
export function preamble(title: string, language?: string): string {
  return `scheme t ${JSON.stringify(title)} {
  version "1"${language ? `\n  language ${language}` : ""}
}
act law "L" {
  identifier "L"
}
source art1 = law article 1 """
  X.
  """
`;
}

/**
 * The smallest ranked allocation: ids in order, each granted the money it asks (`asked`) from the
 * call's budget (named `budget` unless said), the boundary read as `boundary` — the scheme the id
 * and input-shape tests share.
 */
export function askedById(title: string, budget = "budget", boundary: "skip" | "stop" = "skip"): string {
  return `${preamble(title)}call {
  ${budget}: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
}
ranking per art1 {
  by id lowest first
}
allocation per art1 {
  budget call.${budget}
  amount asked
  at boundary ${boundary} per art1
}
`;
}

/** A scheme's errors, each as "CODE message". */
export const errorsOf = (text: string): string[] => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);

/**
 * A rolling call's smallest scheme (drafted16, lang17): the `call` block's fields as given,
 * applications with a cut-off (1 or 2), a score and an amount `asked`, ranked by points then by id,
 * and the allocation's items as given, all citing `art1`.
 */
export function twoCutOffs(call: string, allocation: string): string {
  return `${preamble("Rolling")}
call {
${call}
}
application { id: text unique  cut: integer in 1..2  score: integer in 0..10  asked: money(EUR) }
criterion quality per art1: score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 { by id lowest first }
}
allocation per art1 {
${allocation}
}
`;
}

/**
 * A ranking by `key` with the id as the tie-break, and an allocation of `call.ceiling` to each
 * application's `amount` with the `boundary` policy, all citing `art1`.
 */
export function rankAndAllocate(key: string, amount: string, boundary: string): string {
  return `ranking per art1 {
  by ${key}
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.ceiling
  amount ${amount}
  at boundary ${boundary} per art1
}
`;
}

/**
 * `scheme s "S"` in `language` (and `timezone`, where given), an act `a` and its articles
 * `art1`, `art2`, … with the texts given — the head of a test that asserts an explanation's words
 * in a language.
 */
export function headIn(language: string, texts: readonly string[], zone?: string): string {
  const sources = texts.map((t, i) => `source art${i + 1} = a article ${i + 1} ${JSON.stringify(t)}\n`).join("");
  return `scheme s "S" { version "1" language ${language}${zone ? ` timezone "${zone}"` : ""} }
act a "Act" { identifier "X" }
${sources}`;
}

/** Three stages over one budget, the two first over the small ones, their unfunded going on, the last over what is left (test/stage-passes, test/stage-scratch). */
export const threeStages = `${headIn("en", ["ranking", "stages"])}
call { budget: money(EUR) }
application { id: text unique  small: boolean  quality: integer in 0..10  asked: money(EUR) }
criterion q "Quality" per art1: weight 1 × quality
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art2 {
  budget call.budget
  amount asked
  at boundary skip
  stage one "One" per art2 when small { budget 10% × call.budget  unfunded go on }
  stage two "Two" per art2 when small { budget 30% × call.budget  unfunded go on }
  stage all "All" per art2 { budget left }
}
`;

/**
 * Ids ranked by `pts` with ties left `unresolved`, each granted what it asks from the call's
 * budget under `at boundary stop` — the smallest tie whose order decides (drafter28's finding 6:
 * test/drafted28-findings.test.ts, test/tie-at-most.test.ts).
 */
export function unresolvedTie(title: string, language?: string): string {
  return `${preamble(title, language)}
call {
  budget: money(EUR)
}

application {
  id: text unique
  pts: integer in 0..100
  asked: money(EUR) in 0..1000
}

ranking per art1 {
  by pts highest first
  tiebreak every tie per art1 {
    unresolved per art1
  }
}

allocation per art1 {
  budget call.budget
  amount asked
  at boundary stop
}
`;
}

/**
 * Applications ranked by one criterion (`score`), each with a key `st`, ties left open
 * (`unresolved`), each granted what it asks under `at boundary <policy>`, `group` (a group's
 * declaration, or "") inside the allocation: the open tie under a group of test/tie-group-open.test.ts
 * and drafted30's finding 2.
 */
export const openTieScheme = (policy: string, group: string): string => `${preamble("Tie")}call {
  budget: money(EUR)
}
application {
  id: text unique
  st: text
  score: integer in 0..10
  asked: money(EUR)
}
criterion c per art1: score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    unresolved per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${policy} per art1
${group}}
`;
