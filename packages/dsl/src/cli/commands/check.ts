// allot check [paths…] [--format human|json|sarif] [--docs-url <base>]: diagnostics of every
// scheme. --docs-url (or ALLOT_DOCS_URL) is where docs/diagnostics/ is published: SARIF rules
// then carry helpUri <base><code>.md.
// Exit 0 without errors, 1 with errors (warnings do not fail), 2 on usage errors.
import { readFileSync } from "node:fs";
import { analyze, type Analysis } from "../../analysis.js";
import { schemeFiles, UsageError } from "../files.js";
import { renderHuman, summary, toJson, visible } from "../render.js";
import { toSarif } from "../sarif.js";
import { configuredDocsBase, docsBase } from "../../diagnostics/doc-links.js";
import { VERSION } from "../version.js";

/**
 * At most this many diagnostics of one file are printed for a person: a binary or UTF-16 file
 * named .allot gave one error per byte (69,687 errors, 42 MB, for 1 MB); the count says the rest.
 */
const SHOWN = 200;
const notText = (text: string): boolean => text.includes("\u0000");

export function check(paths: readonly string[], format: string, out: (s: string) => void, docsUrl?: string): number {
  if (!["human", "json", "sarif"].includes(format)) throw new UsageError(`--format takes human, json or sarif, found '${format}'`);
  if (docsUrl !== undefined && !docsBase(docsUrl)) throw new UsageError(`--docs-url takes an absolute URL (https://…/docs/diagnostics/), found '${docsUrl}'`);
  const files = schemeFiles(paths.length ? paths : ["."]);
  const analyses: Analysis[] = files.map((f) => analyze(readFileSync(f, "utf8"), f));
  if (format === "json") out(JSON.stringify(analyses.flatMap((a) => a.diagnostics.map((d) => toJson(a, d))), null, 2));
  else if (format === "sarif") out(JSON.stringify(toSarif(analyses, VERSION, process.cwd(), configuredDocsBase(docsUrl)), null, 2));
  else {
    for (const a of analyses) {
      for (const d of a.diagnostics.slice(0, SHOWN)) out(renderHuman(a, d) + "\n");
      if (a.diagnostics.length > SHOWN) out(`${visible(a.uri)}: ${a.diagnostics.length - SHOWN} more diagnostics not shown${notText(a.text) ? "; the file holds NUL characters: it is not a scheme in UTF-8 (UTF-16, as some editors save, or not text at all)" : ""} (--format json lists every one)\n`);
    }
    out(summary(analyses));
  }
  return analyses.some((a) => a.hasErrors) ? 1 : 0;
}
