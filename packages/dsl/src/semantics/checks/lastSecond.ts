// AL0662: a deadline written as `<= …T23:59:59`. A comparison compares instants to the millisecond
// (docs/language.md §8.8), while a law's "by 31 October at 23:59:59" covers the whole of that
// second: `received <= 2026-10-31T23:59:59` refuses a filing at 23:59:59.500 that the law accepts
// (drafter18 finding 4, `schemes/drafted_areapay`; `schemes/drafted_sport` T8). The moment after
// it, `received < 2026-11-01T00:00:00`, says what the law says. Also the mirrored forms: the
// literal on the left of `>=`, and the complement, `> …T23:59:59` ("after the deadline").
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";

const LAST_SECOND = /^(\d{4})-(\d{2})-(\d{2})T23:59:59(?![.\d])(.*)$/;

/** The next day's midnight, written as the literal was (its zone kept): "2026-10-31T23:59:59" → "2026-11-01T00:00:00". */
function nextMidnight(m: RegExpExecArray): string {
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1)).toISOString().slice(0, 10);
  return `${day}T00:00:00${m[4]}`;
}

export function lastSecond(m: Model): void {
  const seen = new Set<object>();
  const visit = (x: unknown): void => {
    if (x === null || typeof x !== "object" || seen.has(x)) return;
    seen.add(x);
    if (Array.isArray(x)) return x.forEach(visit);
    const node = x as { kind?: unknown };
    if (node.kind === "binary") check(m, x as A.Binary);
    for (const [k, v] of Object.entries(x)) if (k !== "span" && k !== "opSpan") visit(v);
  };
  visit(m.file.declarations);
}

function check(m: Model, b: A.Binary): void {
  // the literal on the side the deadline is: right of `<=` and `>`, left of `>=` and `<`
  const at = b.op === "<=" || b.op === ">" ? b.right : b.op === ">=" || b.op === "<" ? b.left : undefined;
  if (at?.kind !== "datetime") return;
  const last = LAST_SECOND.exec(at.value);
  if (!last) return;
  const next = nextMidnight(last);
  const other = m.text.slice((at === b.right ? b.left : b.right).span.start, (at === b.right ? b.left : b.right).span.end);
  const late = b.op === ">" || b.op === "<";
  const written = at === b.right ? `${other} ${late ? ">=" : "<"} ${next}` : `${next} ${late ? "<=" : ">"} ${other}`;
  m.diagnostics.push(
    diag("AL0662", at.span, `expected the moment after the deadline's last second, found ${at.value} with '${b.op}': a filing at ${last[1]}-${last[2]}-${last[3]}T23:59:59.500 would be ${late ? "late" : "refused"}, though the law's "by 23:59:59" covers the whole second`, {
      hint: `compare with the next day's midnight: ${written}`,
    }),
  );
}
