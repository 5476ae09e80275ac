// Plain-words explanations of the order: the ranking, each ordering key, and each step of the
// tie-break chain with its position in the chain and when it applies (every tie, or only a tie
// that straddles the budget), lotteries and declared unresolved ends.
import type * as A from "../ast/nodes.js";
import type { Analysis } from "../analysis.js";
import { code, directionWords, granularityWords, typeWords } from "./describe.js";
import type { Construct } from "./walk.js";

function rankingOf(path: readonly Construct[]): A.RankingDecl | undefined {
  const r = [...path].reverse().find((c) => c.kind === "ranking");
  return r?.kind === "ranking" ? r.node : undefined;
}

/** "of regime `x`", "used by regimes `a`, `b`", or "" for a scheme with one regime. */
function rankingOwner(a: Analysis, r: A.RankingDecl): string {
  const users = a.model.regimes.filter((x) => x.ranking === r);
  const named = users.filter((x) => x.decl).map((x) => "`" + x.name + "`");
  if (named.length === 0) return "";
  return named.length === 1 ? ` of regime ${named[0]}` : `, used by regimes ${named.join(", ")}`;
}

/** What an ordering key compares, in words: "the points of criterion `a`", or its type. */
function valueWords(a: Analysis, e: A.Expr): string {
  const ref = e.kind === "name" ? a.model.refs.find((r) => r.span.start === e.span.start && r.span.end === e.span.end) : undefined;
  if (ref?.symbol.kind === "criterion") return `the points of criterion \`${ref.symbol.name}\``;
  if (ref?.symbol.kind === "total") return "the total points";
  return typeWords(a.model.types.get(e));
}

function keyWords(a: Analysis, k: A.OrderKey): string {
  const gran = granularityWords(k);
  // §13.5, §13.6: what a tie does with a member without the value; a greedy step's reading
  const absent = k.absent ? `; in a tie, a member without the value ${k.absent.rule.text === "last" ? "ranks last" : "leaves the tie unresolved"}` : "";
  if (k.cover) return `${code(a, k.value)}: one place at a time, the member adding the ${k.direction === "lowest" ? "fewest" : "most"} values not covered by the applications ${k.cover.reading?.text ?? "(ranked or funded: not declared)"} above${absent}`;
  if (k.order) return `${code(a, k.value)} (${valueWords(a, k.value)}): in the order ${k.order.members.map((x) => `\`${x.text}\``).join(", ")}, first to last${absent}`;
  return `${code(a, k.value)} (${valueWords(a, k.value)}): ${directionWords[k.direction]}${gran ? `; ${gran}` : ""}${absent}`;
}

function stepLine(a: Analysis, s: A.TiebreakStep): string {
  if (s.kind === "key") return keyWords(a, s);
  if (s.kind === "lottery") return s.mode === "draw" ? `a lottery, in the order of the draw ${code(a, s.value)}` : s.weight ? `a weighted lottery from the published seed ${code(a, s.value)}, each application weighted by ${code(a, s.weight)}` : `a lottery from the published seed ${code(a, s.value)}`;
  return "unresolved: remaining ties are reported, not broken";
}

export function scopeWords(tb: A.Tiebreak, keys: string): string {
  if (tb.scope === "every") return `It applies to **every tie**: to every group of applications equal on ${keys}.`;
  if (tb.scope === "boundary") return `It applies **only to a tie that straddles the budget**: a group of applications equal on ${keys} whose members cannot all be funded from what is left of the budget. Other tied applications are all funded or all not funded, and keep sharing one position.`;
  if (tb.scope === "onward") return `It applies to **the tie that straddles the budget and every tie after it**: groups of applications equal on ${keys} before that one keep sharing one position; from it on, every tie is broken.`;
  if (tb.scope === "decisive") return `It applies **only where the order decides an outcome**: a group of applications equal on ${keys} is broken only when some member's outcome (funded or not, or the amount) would differ between its orders.`;
  return "The tie-break does not say which ties it breaks (an open choice): write `tiebreak every tie` or `tiebreak at boundary`.";
}

function keyList(a: Analysis, r: A.RankingDecl): string {
  return r.keys.map((k) => code(a, k.value)).join(", ") || "the ordering keys";
}

export function explainRanking(a: Analysis, r: A.RankingDecl): string {
  // `all equal` (§13.7): the law ranks none of them
  if (r.allEqual) return [`**Ranking**${rankingOwner(a, r)}`, "Ranks none of the applications: the law shares among them (`all equal`). They share one position, which each explanation says is shared among them; no tie is reported, unless the order inside would decide who is funded (then its members are indeterminate)."].join("\n\n");
  const lines = r.keys.map((k, i) => `${i + 1}. ${keyWords(a, k)}`);
  const out = [`**Ranking**${rankingOwner(a, r)}`, "Orders the applications that are eligible and reach the thresholds:", lines.join("\n") || "_(no ordering key yet)_"];
  if (r.tiebreak) out.push(explainChain(a, r, r.tiebreak));
  else out.push("There is no tie-break: applications equal on every key share one position.");
  return out.join("\n\n");
}

function explainChain(a: Analysis, r: A.RankingDecl, tb: A.Tiebreak): string {
  const steps = tb.steps.map((s, i) => `${r.keys.length + i + 1}. ${stepLine(a, s)}`);
  const last = tb.steps[tb.steps.length - 1];
  const end = tb.steps.some((s) => s.kind === "lottery") ? "The chain ends in a lottery, so it always gives a total order." : last?.kind === "unresolved" ? "The chain ends with `unresolved`: applications still tied share one position, the tie is reported, and where it decides who is funded they are marked indeterminate." : "";
  return [`Tie-break, step by step:`, steps.join("\n") || "_(no steps yet)_", scopeWords(tb, keyList(a, r)), end].filter(Boolean).join("\n\n");
}

export function explainTiebreak(a: Analysis, tb: A.Tiebreak, path: readonly Construct[]): string {
  const r = rankingOf(path);
  return [`**Tie-break**${r ? rankingOwner(a, r) : ""}`, r ? explainChain(a, r, tb) : scopeWords(tb, "the ordering keys")].join("\n\n");
}

/** An ordering key of the ranking itself (not of the tie-break). */
function explainPrimaryKey(a: Analysis, r: A.RankingDecl, k: A.OrderKey): string {
  const i = r.keys.indexOf(k);
  const before = r.keys.slice(0, i).map((x) => code(a, x.value));
  const lines = [`**Ordering key ${i + 1} of ${r.keys.length}** of the ranking${rankingOwner(a, r)}`, `Applications are ordered by ${keyWords(a, k)}.`];
  if (before.length) lines.push(`It decides between applications that are equal on ${before.join(", ")}.`);
  if (i === r.keys.length - 1) lines.push(r.tiebreak ? `Applications equal on every key go to the tie-break. ${scopeWords(r.tiebreak, keyList(a, r))}` : "Applications equal on every key share one position.");
  return lines.join("\n\n");
}

function previousSteps(a: Analysis, r: A.RankingDecl, upTo: number): string {
  const done = [...r.keys.map((k) => code(a, k.value)), ...r.tiebreak!.steps.slice(0, upTo).map((s) => (s.kind === "key" ? code(a, s.value) : s.kind))];
  return done.join(", then ") || "the ordering keys";
}

function stepBody(a: Analysis, s: A.TiebreakStep, after: string): string {
  if (s.kind === "key") return `Among applications still tied after ${after}: ${keyWords(a, s)}.`;
  if (s.kind === "unresolved") return `The law gives no further rule. Applications still tied after ${after} share one position and the tie is reported as **unresolved**; where it decides who is funded, they are marked **indeterminate**.`;
  if (s.mode === "draw") return `A **lottery**: applications still tied after ${after} are put in the order of the draw ${code(a, s.value)}, which the call supplies as input (the application ids in the order drawn), so the result can be re-run and audited.`;
  if (s.weight) return weightedBody(a, s, s.weight, after);
  return `A **lottery** by a documented procedure: applications still tied after ${after} are ordered by the SHA-256 digest of “seed:id”, ascending, with the published seed ${code(a, s.value)}; anyone can re-run it by hand.`;
}

/** `lottery seed call.x weighted by w` (language.md §13.2): the chance of each, the procedure, weight 0 and a negative weight. */
function weightedBody(a: Analysis, s: A.LotteryStep, weight: A.Expr, after: string): string {
  return [
    `A **weighted lottery** (language.md §13.2): applications still tied after ${after} are drawn one place at a time, each with a chance in proportion to its weight ${code(a, weight)} (${typeWords(a.model.types.get(weight))}, computed for every application with the ranking's keys): each next place goes to an application with probability its weight ÷ the sum of the weights of those left.`,
    `The draw is made from the published seed ${code(a, s.value)} by a procedure anyone can re-run: h = SHA-256 of “seed:id”; u = (its first 13 hexadecimal digits + 0.5) ÷ 2^52; key = −ln(u) ÷ weight; the smallest key comes first. The explanation of a place it decides gives both weights and both keys.`,
    "A weight of 0 takes no part in the draw: such applications come after every one drawn and stay tied among themselves. A negative weight, or one the data leave out, is an error of the data: the application is not ranked.",
  ].join(" ");
}

export function explainStep(a: Analysis, s: A.TiebreakStep, path: readonly Construct[]): string {
  const r = rankingOf(path);
  if (!r) return "**Ordering step**";
  if (s.kind === "key" && r.keys.includes(s)) return explainPrimaryKey(a, r, s);
  const tb = r.tiebreak!;
  const j = tb.steps.indexOf(s);
  const head = `**Tie-break step ${j + 1} of ${tb.steps.length}** — step ${r.keys.length + j + 1} of the ordering in the ranking${rankingOwner(a, r)}`;
  return [head, stepBody(a, s, previousSteps(a, r, j)), scopeWords(tb, keyList(a, r))].join("\n\n");
}
