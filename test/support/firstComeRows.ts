// A first-come scheme written inside tests (fcfs29): SMEs only, received to the second, each granted
// what it asks from the call's budget under `at boundary <boundary>`, with `extra` (a reserve list)
// where given; and its rows, each received one second after the one before.
import { preamble } from "./scheme.js";

export const firstComeScheme = (boundary: string, extra = "", language?: string): string => `${preamble("First come", language)}call { budget: money(EUR) }
application { id: text unique  received_at: datetime("Europe/Rome")  requested: money(EUR)  sme: boolean }
eligibility per art1 {
  rule sme "SME": sme
}
ranking per art1 {
  by received_at earliest first to the second
}
allocation per art1 {
  budget call.budget
  amount requested
  at boundary ${boundary} per art1
  first come first served per art1
${extra ? `  ${extra} per art1\n` : ""}}
`;

/** The input: the call's budget, and each row `[id, requested, sme]` received at 10:00:0s on 30 May 2024, s its index. */
export const receivedInTurn = (budget: string, rows: readonly (readonly [string, string, boolean])[]) => ({
  call: { budget },
  applications: rows.map(([id, requested, sme], s) => ({ id, received_at: `2024-05-30T10:00:0${s}+02:00`, requested, sme })),
});

/** A 60 first; B 50 at the boundary; C (not an SME), D 20, E 10, F (not an SME), G 5 after it. */
export const ROWS: readonly (readonly [string, string, boolean])[] = [
  ["A", "60.00", true],
  ["B", "50.00", true],
  ["C", "30.00", false],
  ["D", "20.00", true],
  ["E", "10.00", true],
  ["F", "10.00", false],
  ["G", "5.00", true],
];
