// AL0662: a deadline written as `<= …T23:59:59`. A comparison compares instants to the millisecond
// (docs/language.md §8.8), while a law's "by 31 October at 23:59:59" covers the whole of that
// second: `received <= 2026-10-31T23:59:59` refuses a filing at 23:59:59.500 that the law accepts
// (drafter18 finding 4, `schemes/drafted_areapay`; `schemes/drafted_sport` T8). The moment after
// it, `received < 2026-11-01T00:00:00`, says what the law says. Also the mirrored forms: the
// literal on the left of `>=`, and the complement, `> …T23:59:59` ("after the deadline").
// A literal to the minute, `<= …T23:59`, is the same fault a minute wide: it is the instant
// 23:59:00.000, so a filing at 23:59:30 is refused, while a law's "by 23:59" (or "by the end of
// the day", which a call writes so) covers the whole minute. `T23:59:00`, with its seconds
// written, is taken as meant. The hint's midnight carries no Z or offset, even when the literal
// did: a moment compared with a date-time is read on that value's clock (AL0301 refuses the
// offset on the same literal).
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";

const LAST_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T23:59(:59)?(?![:.\d])/;

/** The next day's midnight: "2026-10-31T23:59:59" → "2026-11-01T00:00:00" (no zone: see above). */
function nextMidnight(m: RegExpExecArray): string {
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1)).toISOString().slice(0, 10);
  return `${day}T00:00:00`;
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
  const last = LAST_MOMENT.exec(at.value);
  if (!last) return;
  const next = nextMidnight(last);
  const other = m.text.slice((at === b.right ? b.left : b.right).span.start, (at === b.right ? b.left : b.right).span.end);
  const late = b.op === ">" || b.op === "<";
  const written = at === b.right ? `${other} ${late ? ">=" : "<"} ${next}` : `${next} ${late ? "<=" : ">"} ${other}`;
  const minute = last[4] === undefined;
  const within = `${last[1]}-${last[2]}-${last[3]}T23:59:${minute ? "30" : "59.500"}`;
  m.diagnostics.push(
    diag("AL0662", at.span, `expected the moment after the deadline's last ${minute ? "minute" : "second"}, found ${at.value} with '${b.op}': a filing at ${within} would be ${late ? "late" : "refused"}, though the law's "by ${minute ? "23:59" : "23:59:59"}" covers the whole ${minute ? "minute" : "second"}`, {
      hint: `compare with the next day's midnight: ${written}`,
    }),
  );
}
