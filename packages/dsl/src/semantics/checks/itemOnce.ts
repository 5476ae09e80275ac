// The items a block reads once, written twice (AL0556; drafter32's finding 7). An allocation has
// one budget, one amount, one boundary rule (a policy or `pro rata …`), one reserve list and one
// first-come rule (its `pay`, AL0648, was refused twice before); a stage one budget and one
// admission (its ranking, boundary, reserve list and threshold: AL0508 and AL0555); a publish
// block one deadline, one list of columns, one statistics block and one `rows`; a notice one date
// and one objection clause. Before, the compiler read the last (or the first) and the other was
// silently dropped: a drafter who wrote a second `budget` for a second limit (a financial year's
// funds) saw it checked clean and the call's budget replaced. Refused at the second item, the
// first named on its line. Quotas, reservations, stages and groups are many by design (a group
// on a key of its own, AL0525; a group's items, AL0522).
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import type { Span } from "../../span.js";

interface Kind {
  /** the item as written, in backquotes */
  word: string;
  /** what the block has one of, and where to go for more ("an allocation has one budget — …") */
  rule: string;
}

const ALLOCATION: Record<string, Kind> = {
  budget: { word: "budget", rule: "an allocation has one budget; for a second limit on what it grants, see a quota (docs/language.md §14.5), a reservation (§14.8) or a stage's own budget (§14.7)" },
  amount: { word: "amount", rule: "an allocation grants one amount to each application; where the law computes it in parts, write them as lets and the amount as their sum or their minimum" },
  boundary: { word: "at boundary", rule: "an allocation has one boundary rule (a policy such as 'at boundary skip', or 'at boundary pro rata …'): keep the one the law states" },
  reserve: { word: "reserve", rule: "an allocation keeps one reserve list (docs/language.md §14.11): keep the size the law gives" },
  firstcome: { word: "first come first served", rule: "an allocation is walked first come, first served once (docs/language.md §14.13)" },
};

const STAGE: Record<string, Kind> = {
  budget: { word: "budget", rule: "a stage has one budget (docs/language.md §14.7); for a second limit, see a quota (§14.5)" },
  admit: { word: "admit", rule: "a stage admits one way (docs/language.md §14.10): keep the one the law states" },
};

const PUBLISH: Record<string, string> = {
  deadline: "a publish block has one deadline (docs/language.md §16.1)",
  columns: "a publish block has one list of columns (docs/language.md §16.2): put every column in it",
  statistics: "a publish block has one statistics block (docs/language.md §16.3): put every statistic in it",
  rows: "a publish block says once which applications its list has (docs/language.md §16.2)",
  date: "a notice has one date (docs/language.md §16.4)",
  objection: "a notice has one objection clause (docs/language.md §16.4)",
};

function lineOf(m: Model, at: Span): number {
  let line = 1;
  for (let i = 0; i < at.start && i < m.text.length; i++) if (m.text.charCodeAt(i) === 10) line++;
  return line;
}

function refuse(m: Model, second: Span, first: Span, word: string, where: string, rule: string): void {
  m.diagnostics.push(diag("AL0556", second, `expected '${word}' once in ${where}, found it again`, { hint: `'${word}' is already given on line ${lineOf(m, first)}; ${rule}`, related: [{ span: first, message: `the first '${word}'` }] }));
}

function once<T extends { kind: string; span: Span }>(m: Model, items: readonly T[], kinds: Record<string, Kind>, where: string, kindOf: (i: T) => string = (i) => i.kind): void {
  const seen = new Map<string, Span>();
  for (const it of items) {
    const k = kindOf(it);
    const kind = kinds[k];
    if (!kind) continue;
    const first = seen.get(k);
    if (first) refuse(m, it.span, first, kind.word, where, kind.rule);
    else seen.set(k, it.span);
  }
}

export function itemsOnce(m: Model): void {
  const done = new Set<object>();
  for (const r of m.regimes) {
    const a = r.allocation;
    if (!a || done.has(a)) continue;
    done.add(a);
    once(m, a.items, ALLOCATION, "an allocation", (i) => (i.kind === "prorata" ? "boundary" : i.kind));
    for (const st of a.items) {
      // a stage per key is walked once per member; its items are written once (checked at the first)
      if (st.kind !== "stage" || (st.member && st.member.index > 0)) continue;
      once(m, st.items, STAGE, `the stage '${st.member?.stage.text ?? st.name.text}'`);
    }
  }
  for (const block of [m.publish, m.notice]) {
    for (const x of block?.again ?? []) {
      refuse(m, x.span, x.first, x.item, block!.kind === "publish" ? "the publish block" : "the notice", PUBLISH[x.item]!);
    }
  }
}
