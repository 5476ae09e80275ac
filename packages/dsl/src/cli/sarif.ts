// `allot check --format sarif`: the diagnostics as a SARIF 2.1.0 log that GitHub code scanning
// accepts, built as typed objects (@types/sarif). Each rule carries its page of
// docs/diagnostics/ (description and help), and helpUri only when the pages' published base URL
// is given (--docs-url or ALLOT_DOCS_URL; doc-links.ts): never a file of this machine.
// Files under the source root (the current folder) are URI references relative to %SRCROOT%,
// declared in originalUriBaseIds, each segment percent-encoded; other files are file:// URIs.
import { isAbsolute, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type * as Sarif from "sarif";
import type { Analysis } from "../analysis.js";
import { codes, type Code } from "../diagnostics/codes.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { pages } from "../diagnostics/pages.generated.js";
import { docUrl } from "../diagnostics/doc-links.js";

const SRCROOT = "%SRCROOT%";

function levelOf(severity: Diagnostic["severity"]): Sarif.ReportingConfiguration.level {
  return severity === "info" ? "note" : severity;
}

/** Where a scheme file is, for SARIF: relative to the root when inside it, else an absolute file URI. */
export function artifactLocationOf(file: string, root: string): Sarif.ArtifactLocation {
  const absolute = resolve(root, file);
  const rel = relative(root, absolute);
  if (rel === "" || rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return { uri: pathToFileURL(absolute).href };
  return { uri: rel.split(sep).map(encodeURIComponent).join("/"), uriBaseId: SRCROOT };
}

function ruleOf(code: Code, docsBase: string | undefined): Sarif.ReportingDescriptor {
  const c = codes[code];
  const page = pages[code];
  const helpUri = docUrl(code, { base: docsBase });
  return {
    id: c.code,
    name: c.name,
    ...(helpUri ? { helpUri } : {}),
    shortDescription: { text: c.summary },
    fullDescription: { text: page?.description ?? c.summary },
    help: page ? { text: page.help, markdown: page.helpMarkdown } : { text: c.summary },
    defaultConfiguration: { level: levelOf(c.severity) },
  };
}

function resultOf(a: Analysis, d: Diagnostic, ruleIndex: number, root: string): Sarif.Result {
  const s = a.lines.position(d.span.start);
  const e = a.lines.position(d.span.end);
  const artifactLocation = artifactLocationOf(a.uri, root);
  return {
    ruleId: d.code,
    ruleIndex,
    level: levelOf(d.severity),
    message: { text: d.hint ? `${d.message} (hint: ${d.hint})` : d.message },
    locations: [{ physicalLocation: { artifactLocation, region: { startLine: s.line + 1, startColumn: s.character + 1, endLine: e.line + 1, endColumn: e.character + 1 } } }],
    ...(d.related?.length
      ? {
          relatedLocations: d.related.map((r, id) => {
            const p = a.lines.position(r.span.start);
            return { id, message: { text: r.message }, physicalLocation: { artifactLocation, region: { startLine: p.line + 1, startColumn: p.character + 1 } } };
          }),
        }
      : {}),
  };
}

/**
 * The SARIF log of these analyses; `root` is the source root the URIs are relative to;
 * `docsBase`, the published base URL of docs/diagnostics/ (rules then carry helpUri).
 */
export function toSarif(analyses: readonly Analysis[], version: string, root: string = process.cwd(), docsBase?: string): Sarif.Log {
  const used = [...new Set(analyses.flatMap((a) => a.diagnostics.map((d) => d.code)))].sort();
  const index = new Map(used.map((code, i) => [code, i]));
  const results = analyses.flatMap((a) => a.diagnostics.map((d) => resultOf(a, d, index.get(d.code)!, root)));
  const rootUri = pathToFileURL(resolve(root)).href;
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "allot", version, rules: used.map((code) => ruleOf(code, docsBase)) } },
        originalUriBaseIds: { [SRCROOT]: { uri: rootUri.endsWith("/") ? rootUri : `${rootUri}/` } },
        results,
      },
    ],
  };
}
