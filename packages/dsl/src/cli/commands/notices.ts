// allot notices <scheme> --input <file> --out <dir> [--pdf] [--id <id>] [--reference <call>] [--published YYYY-MM-DD]
// One decision notice per applicant (report/notice.ts): <dir>/<id>.html, and with --pdf
// <dir>/<id>.pdf printed by headless Chromium (--chromium <path>, or $CHROMIUM, or the first of
// chromium, chromium-browser, google-chrome on the PATH), one browser for all the notices,
// driven through playwright-core (loaded only for --pdf).
import { existsSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { evaluateRun, InvalidInput, unseenEscaped } from "@allot/runtime";
import { loadScheme, readInput } from "../input.js";
import { UsageError } from "../files.js";
import { writeOutput } from "../../outputFiles.js";
import { noticeFileName, runNotices, type NoticeOptions } from "../../report/notice.js";
import { issueLine, type RunOptions } from "./run.js";

export interface NoticesOptions extends RunOptions, NoticeOptions {
  readonly out: string;
  readonly id?: string;
  readonly pdf: boolean;
  readonly chromium?: string;
}

/** Writes the notices; returns the exit code (0, or 1 for errors in the scheme or input). */
export async function notices(o: NoticesOptions, out: (s: string) => void, err: (s: string) => void): Promise<number> {
  if (o.published !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(o.published)) throw new UsageError(`--published takes a date YYYY-MM-DD, found '${o.published}'`);
  const browser = o.pdf ? findChromium(o.chromium) : undefined;
  const scheme = loadScheme(o.scheme, err);
  if (!scheme) return 1;
  const input = readInput(scheme, o.scheme, o.input, o, (s) => err(`note: ${s}`));
  let run;
  try {
    const ev = evaluateRun(scheme, input, { invalid: o.invalid as "fail" | "exclude", details: true });
    for (const i of ev.issues) err(issueLine(i));
    run = ev.run;
  } catch (e) {
    if (!(e instanceof InvalidInput)) throw e;
    for (const i of e.issues) err(issueLine(i));
    err("the input has errors; no notice was written");
    return 1;
  }
  // every notice, or none: a name taken by a link or a folder refuses the whole output (outputFiles.ts)
  let written = 0;
  await writeOutput(o.out, async (files) => {
    const used = new Set<string>();
    const pdfs: Array<[html: string, pdf: string]> = [];
    for (const [id, page] of runNotices(scheme, run, o, o.id)) {
      let name = noticeFileName(id);
      for (let k = 2; used.has(name.toLowerCase()); k++) name = `${noticeFileName(id)}~${k}`;
      used.add(name.toLowerCase());
      const html = files.write(`${name}.html`, page);
      if (browser) pdfs.push([html, `${name}.pdf`]);
      written++;
    }
    if (o.id !== undefined && written === 0) return;
    if (browser) await printPdfs(browser, pdfs, (pdf, bytes) => files.write(pdf, bytes));
  });
  if (o.id !== undefined && written === 0) {
    err(`no application with id '${unseenEscaped(o.id)}' in ${o.input}`);
    return 1;
  }
  out(`${written} notice${written === 1 ? "" : "s"} written to ${o.out}${browser ? " (HTML and PDF)" : ""}`);
  return 0;
}

/** The Chromium to print with: the one given, $CHROMIUM, or the first found on the PATH. */
export function findChromium(given?: string): string {
  const candidates = given ? [given] : process.env["CHROMIUM"] ? [process.env["CHROMIUM"]] : ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"].flatMap((n) => (process.env["PATH"] ?? "").split(delimiter).map((d) => join(d, n)));
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new UsageError(given ? `--chromium: no such file '${given}'` : "--pdf needs headless Chromium: install chromium or give --chromium <path> (or set CHROMIUM)");
  return found;
}

/** Prints HTML files to PDF with one headless Chromium (A4, as the notice's @page says; no header or footer), handing each PDF's bytes to `save` with its name. */
export async function printPdfs(chromium: string, files: readonly (readonly [html: string, pdf: string])[], save: (pdf: string, bytes: Uint8Array) => void): Promise<void> {
  if (files.length === 0) return;
  const { chromium: launcher } = await import("playwright-core");
  const browser = await launcher.launch({ executablePath: chromium, args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  try {
    const page = await browser.newPage();
    for (const [html, pdf] of files) {
      await page.goto(pathToFileURL(resolve(html)).href);
      save(pdf, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    }
  } finally {
    await browser.close();
  }
}
