// A plain-data edit: replace the text of a span. Rename and the quick fixes return lists of
// these; the language server turns them into workspace edits.
import type { Span } from "../span.js";

export interface TextEdit {
  readonly span: Span;
  readonly text: string;
}
