// Where a diagnostic's page is, for the language server's `codeDescription` and SARIF's
// `helpUri`. The pages are docs/diagnostics/<code>.md of the repository; they have no published
// web address, so a link is made only to something that exists:
//
// - a base URL given by the user (the language server's initialization option `docsUrl`,
//   `allot check --docs-url`, or the environment variable ALLOT_DOCS_URL) — e.g. the docs
//   folder of the repository on the forge the agency uses — `<base><code>.md`;
// - otherwise, for the language server only, the page on this machine: the folder
//   docs/diagnostics found above the running program (a checkout, or the VS Code extension,
//   which ships the pages), as a file: URI, when the page is there;
// - otherwise no link. SARIF never links to this machine's files, which the reader of an upload
//   cannot open; its rules carry the page's text (fullDescription, help) instead.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The environment variable naming the base URL of the diagnostic pages. */
export const DOCS_URL_ENV = "ALLOT_DOCS_URL";

/** A base URL as given, normalised to end in "/"; undefined when empty or not an absolute URL. */
export function docsBase(configured: string | undefined): string | undefined {
  const text = configured?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.href.endsWith("/") ? url.href : `${url.href}/`;
  } catch {
    return undefined;
  }
}

/** The configured base URL: the one given, else ALLOT_DOCS_URL. */
export function configuredDocsBase(given?: string): string | undefined {
  return docsBase(given) ?? docsBase(process.env[DOCS_URL_ENV]);
}

/** The file of the running module: import.meta.url, or (in a CommonJS bundle, where it is empty) the main script. */
function programFile(): string | undefined {
  const url = (import.meta as { url?: string }).url;
  if (typeof url === "string" && url.startsWith("file:")) return fileURLToPath(url);
  return process.argv[1];
}

let local: { dir: string | undefined } | undefined;

/** docs/diagnostics in the nearest folder above the running program that has it, or undefined. */
export function localDocsDir(start: string | undefined = programFile()): string | undefined {
  if (start === undefined) return undefined;
  let dir = dirname(start);
  for (let i = 0; i < 8; i++) {
    const candidate = join(dir, "docs", "diagnostics");
    if (existsSync(join(candidate, "AL0101.md"))) return candidate;
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return undefined;
}

/**
 * The page of a diagnostic code: under the configured base URL when there is one, else (when
 * `local` is true) the page on this machine as a file: URI if it exists, else undefined.
 */
export function docUrl(code: string, options: { readonly base?: string; readonly local?: boolean } = {}): string | undefined {
  const base = docsBase(options.base);
  if (base) return new URL(`${encodeURIComponent(code)}.md`, base).href;
  if (!options.local) return undefined;
  local ??= { dir: localDocsDir() };
  if (!local.dir) return undefined;
  const file = join(local.dir, `${code}.md`);
  return existsSync(file) ? pathToFileURL(file).href : undefined;
}
