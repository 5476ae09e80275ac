// An enumeration's members between its braces, one a line, each with the comments written before
// it and the one ending its line (after its comma): a comment inside the braces stays by its
// member, named (`enum k "K" { … }`, §6.3) or written out (`c: enum { … }`). It was lifted above
// the declaration (review38 F7).
import type { Doc } from "prettier";
import type * as A from "../ast/nodes.js";
import { hardline, indent, join } from "./builders.js";
import type { Source } from "./context.js";

/** `{`, the members one a line with their comments, `}`; `end` is past the closing brace. */
export function enumMembers(src: Source, members: readonly A.EnumMember[], end: number): Doc {
  const first = members[0];
  const brace = first ? src.tokenBefore(first.span.start) : undefined;
  const from = brace?.image === "{" ? brace.startOffset + 1 : 0;
  const parts: Doc[] = [from ? src.trailing(from) : ""];
  members.forEach((m, i) => {
    const lead = src.leading(m.span.start, from);
    const written = m.titleSpan ? `${m.text} ${src.slice(m.titleSpan)}` : m.text;
    const last = i === members.length - 1;
    const after = m.titleSpan?.end ?? m.span.end;
    const comma = last ? undefined : src.tokenAt(after);
    const tail = src.trailing(comma?.image === "," ? comma.startOffset + 1 : after);
    parts.push(hardline, ...lead, written, last ? "" : ",", tail);
  });
  const dangling = src.dangling(end, from);
  if (dangling.length) parts.push(hardline, join(hardline, dangling));
  return ["{", indent(parts), hardline, "}"];
}
