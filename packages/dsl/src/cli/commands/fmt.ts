// allot fmt [--check] [paths…]: formats schemes in the canonical layout (format/format.ts).
// Exit 0 when every file is formatted or already was; 1 when --check finds a file that needs
// formatting, or a file has syntax errors (reported with their location, the file untouched);
// 3 when the formatter fails on a file (a bug): that file is named and left untouched, and every
// other file is still formatted or checked.
import { readFileSync, writeFileSync } from "node:fs";
import { replaceFile } from "../../replaceFile.js";
import { analyze } from "../../analysis.js";
import { formatScheme, type FormatResult } from "../../format/format.js";
import { schemeFiles } from "../files.js";
import { renderHuman } from "../render.js";

export function fmt(
  paths: readonly string[],
  checkOnly: boolean,
  out: (s: string) => void,
  err: (s: string) => void,
  format: (text: string) => FormatResult = formatScheme,
): number {
  const files = schemeFiles(paths.length ? paths : ["."]);
  let failed = 0;
  let changed = 0;
  let broken = 0;
  for (const f of files) {
    const text = readFileSync(f, "utf8");
    let r: FormatResult;
    try {
      r = format(text);
    } catch (e) {
      err(`${f}: not formatted: internal error in the formatter — a bug in allot, not in your scheme; please report it (${(e as Error).message ?? e})`);
      broken++;
      continue;
    }
    if (!r.ok) {
      const a = analyze(text, f);
      for (const d of r.diagnostics) err(renderHuman(a, d) + "\n");
      err(`${f}: not formatted: the scheme has syntax errors`);
      failed++;
    } else if (keepEnds(text, r.text) !== text) {
      changed++;
      if (checkOnly) out(`${f}: needs formatting`);
      else replaceFile(f, (fd) => writeFileSync(fd, keepEnds(text, r.text)));
    }
  }
  const verb = checkOnly ? "need formatting" : "formatted";
  out(`${files.length} file(s): ${changed} ${verb}, ${failed} with syntax errors${broken ? `, ${broken} not formatted because of an internal error` : ""}`);
  if (broken > 0) return 3;
  return failed > 0 || (checkOnly && changed > 0) ? 1 : 0;
}

/**
 * The formatted text with the file's own line endings and byte-order mark: a checkout on Windows
 * (git's core.autocrlf) has every scheme in CRLF, and `fmt --check` called each of them
 * unformatted; the layout is the formatter's, the line breaks the file's first one.
 */
function keepEnds(original: string, formatted: string): string {
  const first = original.indexOf("\n");
  let text = first > 0 && original[first - 1] === "\r" ? formatted.replace(/\r?\n/g, "\r\n") : formatted;
  if (original.startsWith("\ufeff") && !text.startsWith("\ufeff")) text = "\ufeff" + text;
  return text;
}
