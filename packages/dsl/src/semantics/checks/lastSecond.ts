// AL0662: a deadline written as `<= …T23:59:59`. A comparison compares instants to the millisecond
// (docs/language.md §8.8), while a law's "by 31 October at 23:59:59" covers the whole of that
// second: `received <= 2026-10-31T23:59:59` refuses a filing at 23:59:59.500 that the law accepts
// (drafter18 finding 4, `schemes/drafted_areapay`; `schemes/drafted_sport` T8). The moment after
// it, `received < 2026-11-01T00:00:00`, says what the law says. Also the mirrored forms: the
// literal on the left of `>=`, and the complement, `> …T23:59:59` ("after the deadline").
// Any hour's: a literal written to the second at `:59` names a whole second as the law does
// ("até às 17h59m59s", drafter38 finding 1, `schemes/drafted_aviso_prr`), whatever the hour; its
// moment after is the next minute's start (`< …T18:00:00`).
// A literal to the minute, `<= …T23:59`, is the same fault a minute wide: it is the instant
// 23:59:00.000, so a filing at 23:59:30 is refused, while a law's "by 23:59" (or "by the end of
// the day", which a call writes so) covers the whole minute; so at any hour's `:59` ("by 17:59").
// `T23:59:00`, with its seconds written, is taken as meant, and so is a minute that is not the
// hour's last (`T17:00`: the instant or the minute is the drafter's reading, §8.8). The hint's
// moment carries no Z or offset, even when the literal did: a moment compared with a date-time is
// read on that value's clock (AL0301 refuses the offset on the same literal).
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";

const LAST_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?![:.\d])/;

/** The moment after the literal's last second (or minute): "2026-10-31T23:59:59" → "2026-11-01T00:00:00", "…T17:59:59" → "…T18:00:00" (no zone: see above). */
function momentAfter(m: RegExpExecArray): string {
  const minute = m[6] === undefined;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]) + (minute ? 1 : 0), minute ? 0 : Number(m[6]) + 1)).toISOString().slice(0, 19);
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
  // a whole second written at `:59`, or a whole minute at the hour's `:59`
  if (!last || (last[6] === undefined ? last[5] !== "59" : last[6] !== "59")) return;
  const next = momentAfter(last);
  const other = m.text.slice((at === b.right ? b.left : b.right).span.start, (at === b.right ? b.left : b.right).span.end);
  const late = b.op === ">" || b.op === "<";
  const written = at === b.right ? `${other} ${late ? ">=" : "<"} ${next}` : `${next} ${late ? "<=" : ">"} ${other}`;
  const minute = last[6] === undefined;
  const clock = `${last[4]}:${last[5]}${minute ? "" : `:${last[6]}`}`;
  const within = `${last[1]}-${last[2]}-${last[3]}T${last[4]}:${last[5]}:${minute ? "30" : "59.500"}`;
  m.diagnostics.push(
    diag("AL0662", at.span, `expected the moment after the deadline's last ${minute ? "minute" : "second"}, found ${at.value} with '${b.op}': a filing at ${within} would be ${late ? "late" : "refused"}, though the law's "by ${clock}" covers the whole ${minute ? "minute" : "second"}`, {
      hint: next.endsWith("T00:00:00") ? `compare with the next day's midnight: ${written}` : `compare with the moment after that ${minute ? "minute" : "second"}: ${written}`,
    }),
  );
}
