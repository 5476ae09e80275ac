// What the tests of groups, stages and explanations in other languages share
// (test/groups*.test.ts, stage-rankings.test.ts, explanation-languages.test.ts): the text of a
// scheme with one ranking and one allocation, a run of it with explanations and what those tests
// read of the result, and, for the property tests of groups, a team's group block and the
// properties every walk by groups keeps.
import { expect } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../../packages/runtime/test/support/generated.js";

export interface SchemeParts {
  /** everything before the call: `preamble(title)`, or a head declaring a language */
  readonly head: string;
  /** the fields of the call, inside `call { … }` */
  readonly call: string;
  /** the application's fields after its id, inside `application { id: text unique  … }` */
  readonly fields: string;
  /** declarations after the application (lets, eligibility), each ending in a line break */
  readonly rules?: string;
  /** the criteria and the ranking; by default points from `application.points`, ranked by total, ties broken as `scope` and `tiebreak` say */
  readonly ranked?: string;
  /** the tie-break's scope (`every tie`) and its steps (`by id lowest first per art1`) in the default ranking */
  readonly scope?: string;
  readonly tiebreak?: string;
  /** the allocation's budget (`call.budget`), and its boundary policy as written after `at boundary` (`skip per art1`) */
  readonly budget?: string;
  readonly boundary: string;
  /** the allocation's further lines (quotas, stages, a group), each indented and ending in a line break */
  readonly body?: string;
}

/** A scheme with one ranking and one allocation of what each application asks. */
export function allocationScheme(p: SchemeParts): string {
  const ranked =
    p.ranked ??
    `criterion p per art1: application.points
ranking per art1 {
  by total highest first
  tiebreak ${p.scope ?? "every tie"} per art1 {
    ${p.tiebreak ?? "by id lowest first per art1"}
  }
}
`;
  return `${p.head}call { ${p.call} }
application { id: text unique  ${p.fields} }
${p.rules ?? ""}${ranked}allocation per art1 {
  budget ${p.budget ?? "call.budget"}
  amount asked
${proRataIn(p.body) ? "" : `  at boundary ${p.boundary}\n`}${p.body ?? ""}}
`;
}

/** whether the allocation's own lines hold its boundary rule as `pro rata …`: then `at boundary` is not written (one boundary rule an allocation, AL0556) */
const proRataIn = (body: string | undefined): boolean => /^ {2}pro rata\b/m.test(body ?? "");

/** Criteria and ranking of `byApplicant`: points from the application's quality `q`, ties by id. */
const QUALITY = `criterion c "Quality" per art1: q
ranking per art1 { by total highest first tiebreak every tie { by id lowest first } }
`;

/**
 * A scheme whose applications ask an amount (`asked`, EUR), ranked by their quality `q` (ties by
 * id), and whose allocation groups them by applicant (`who`): the shape the tests of a group's
 * cap and its words share (reason-wording, drafted9-findings). `body`: the allocation's further
 * lines, each indented and ending in a line break.
 */
export function byApplicant(head: string, boundary: string, body: string): string {
  return allocationScheme({ head, call: "budget: money(EUR)", fields: "who: text  q: integer in 0..10  asked: money(EUR)", ranked: QUALITY, boundary, body });
}

/** A group by consortium funded together, the one that straddles the budget sharing what is left pro rata. */
export const togetherProRata = (title: string): string => `group by consortium "${title}" per art1 {
    together
    pro rata rounded down to 0.01 remainder largest_remainder
  }`;

/** The result of a scheme's run on a call and its applications, with explanations. */
export function explained(text: string, call: Record<string, unknown>, applications: readonly unknown[]): SelectionResult {
  return evaluate(compile(text), { call, applications }, { explain: true }).result;
}

/** Each result as `id:status:amount`, in the published order. */
export const rows = (r: SelectionResult): string[] => r.results.map((x) => `${x.id}:${x.status}:${x.amount}`);

/** The text of an application's allocation step. */
export const allocationStep = (r: SelectionResult, id: string): string => r.results.find((x) => x.id === id)!.explanation.find((s) => s.step === "allocation")!.text;

// ---- the property tests of groups: random teams T1–T4 of random applications

export type Policy = "stop" | "skip" | "partial" | "full" | "reach";

/** The limits a random case may put on its teams, and the call's values for them. */
export interface TeamCase {
  readonly policy: Policy;
  readonly together: boolean;
  readonly cap: boolean;
  readonly grants: boolean;
  readonly budget: number;
  readonly capCents: number;
  readonly grantsN: number;
}

/** `group by team` with the case's limits: together, a cap of `call.cap`, at most `call.grants` grants, pro rata in a straddling team under partial. */
export function teamGroup(c: Pick<TeamCase, "policy" | "together" | "cap" | "grants">): string {
  const items = [c.together ? "together" : "", c.cap ? "at most call.cap" : "", c.grants ? "at most call.grants grants" : "", c.together && c.policy === "partial" ? "pro rata rounded down to 0.01 remainder largest_remainder" : ""].filter(Boolean);
  return `  group by team per art1 {
    ${items.join("\n    ")}
  }
`;
}

export const money = (c: number): string => (c / 100).toFixed(2);
export const cents = (s: string): number => Math.round(Number(s) * 100);
export const GRANTED = new Set(["funded", "partially_funded", "pro_rata"]);

export interface Team {
  awarded: number;
  grants: number;
  statuses: string[];
}

/** Per team: the cents awarded, the grants and every member's status. */
export function teams(r: SelectionResult): Map<string, Team> {
  const byTeam = new Map<string, Team>();
  for (const x of r.results) {
    const t = byTeam.get(x.group!) ?? { awarded: 0, grants: 0, statuses: [] };
    if (GRANTED.has(x.status)) {
      t.awarded += cents(x.amount);
      t.grants += 1;
    }
    t.statuses.push(x.status);
    byTeam.set(x.group!, t);
  }
  return byTeam;
}

/**
 * What every walk by groups keeps: no team past its cap or its grants; a team funded together is
 * funded whole or not at all (pro rata: all shared); the money adds up to the cent; the budget is
 * passed only under full or reach; and a permutation of the input (drawn from `rnd`; `run` runs
 * the case's applications in the order given) gives the same results, byte for byte.
 */
export function expectGroupWalk(c: TeamCase, r: SelectionResult, byTeam: ReadonlyMap<string, Team>, rnd: Iterable<number>, run: (order: readonly number[]) => SelectionResult, n: number): void {
  for (const [team, t] of byTeam) {
    if (c.cap) expect(t.awarded, `team ${team} within its cap`).toBeLessThanOrEqual(c.capCents);
    if (c.grants) expect(t.grants, `team ${team} within its grants`).toBeLessThanOrEqual(c.grantsN);
    if (c.together && !t.statuses.includes("indeterminate")) {
      // funded whole, or not at all: members ranked get the same fate (pro rata: all shared)
      const ranked = t.statuses.filter((s) => s !== "ineligible" && s !== "below_threshold");
      const granted = ranked.filter((s) => GRANTED.has(s));
      if (granted.length > 0 && !ranked.includes("pro_rata")) expect(granted.length, `team ${team} together`).toBe(ranked.length);
    }
  }
  const totals = r.totals["main"]!;
  if (totals.remaining !== null) expect(cents(totals.awarded) + cents(totals.remaining) + cents(totals.undecided)).toBe(c.budget);
  // the budget is passed only under full or reach, and then by less than the crossing unit
  if (c.policy !== "full" && c.policy !== "reach") expect(cents(totals.awarded)).toBeLessThanOrEqual(c.budget);
  // a permutation of the input: the same results, byte for byte, in the same order by id
  const it = rnd[Symbol.iterator]();
  const perm = Array.from({ length: n }, (_, k) => k);
  for (let k = n - 1; k > 0; k--) {
    const j = it.next().value! % (k + 1);
    [perm[k], perm[j]] = [perm[j]!, perm[k]!];
  }
  const p = run(perm);
  const sorted = (x: SelectionResult) => JSON.stringify([...x.results].sort((a, b) => (a.id < b.id ? -1 : 1)));
  expect(sorted(p)).toBe(sorted(r));
  expect(JSON.stringify(p.totals)).toBe(JSON.stringify(r.totals));
}
