// The formatter's shared shapes: a node with its comments, a block of items one per line, and a
// citation (`per source`). printer.ts and publish.ts print with them.
import type { Doc } from "prettier";
import type * as A from "../ast/nodes.js";
import type { Span } from "../span.js";
import { hardline, indent, join } from "./builders.js";
import type { Source } from "./context.js";

export interface Item {
  span: Span;
  print: () => Doc;
}

/** A node with its comments: those before it, those inside it that nothing printed, and the one ending its line. */
export function withComments(src: Source, span: Span, print: () => Doc, from = 0): Doc {
  const lead = src.leading(span.start, from);
  const body = print();
  const inner = src.inner(span);
  return [...lead, ...inner, body, src.trailing(span.end)];
}

/** ` { items }`, one item per line; `end` is the offset of the closing brace. */
export function block(src: Source, items: Item[], end: number): Doc {
  // a comment after the opening brace stays there
  const brace = src.tokenBefore(items[0]?.span.start ?? end - 1);
  const parts: Doc[] = [brace?.image === "{" ? src.trailing(brace.startOffset + 1) : ""];
  // a comment in the head (before the brace) is not the first item's: it is left for the
  // declaration's `withComments`, which prints it before the declaration (adversary22)
  const from = brace?.image === "{" ? brace.startOffset + 1 : 0;
  items.forEach((it, i) => {
    const blank = i > 0 && src.blankBetween(items[i - 1]!.span.end, src.firstBefore(it.span.start));
    parts.push(hardline, blank ? hardline : "", withComments(src, it.span, it.print, from));
  });
  const dangling = src.dangling(end, from);
  if (dangling.length) parts.push(hardline, join(hardline, dangling));
  return parts.length > 1 || parts[0] !== "" ? [" {", indent(parts), hardline, "}"] : " {}";
}

export const item = <T extends { span: Span }>(node: T, print: (n: T) => Doc): Item => ({ span: node.span, print: () => print(node) });

export function citation(c: A.Citation | undefined): Doc {
  return c ? [" per ", c.source.text] : "";
}
