// AL0413: a scheme name of at most 64 characters. The name becomes the file names of
// `allot compile` (<name>.mjs, <name>.d.ts, <name>.schema.json; a file name has at most 255
// bytes) and the path of the scheme in `allot serve` (/schemes/<name>/…; URL parameters are
// bounded), so a longer name would check clean and then fail where it is used.
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";

/** The longest scheme name, in characters (code points). */
export const maxSchemeNameLength = 64;

export function schemeName(m: Model): void {
  const name = m.scheme?.name;
  if (!name) return;
  const length = [...name.text].length;
  if (length <= maxSchemeNameLength) return;
  m.diagnostics.push(
    diag("AL0413", name.span, `expected a scheme name of at most ${maxSchemeNameLength} characters, found one of ${length}`, {
      hint: "the name becomes file names and the scheme's address in 'allot serve': shorten it, and keep the full wording in the title",
    }),
  );
}
