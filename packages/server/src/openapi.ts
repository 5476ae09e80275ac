// The OpenAPI 3.1 document of the service (GET /openapi.json): the generic routes, and for each
// loaded scheme its own evaluate and score paths whose request bodies are that scheme's input
// schemas, embedded under components.schemas as "<scheme>.Input", ".Call" and ".Application".
import type { LoadedScheme } from "./schemes.js";
import { ERROR_KINDS } from "./errors.js";
import { resultSchemas } from "./result-schema.js";
import { traceSchemas } from "./trace-schema.js";

const json = (schema: unknown) => ({ "application/json": { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string) => ({ description, content: json(ref("Error")) });

/** The scheme's input schema with its $defs moved to components and its refs pointed there. */
function embed(s: LoadedScheme, schemas: Record<string, unknown>): void {
  const text = JSON.stringify(s.inputSchema).replaceAll('"#/$defs/', `"#/components/schemas/${s.name}.`);
  const { $schema: _s, $id: _i, $defs, ...input } = JSON.parse(text) as Record<string, unknown> & { $defs: Record<string, unknown> };
  schemas[`${s.name}.Input`] = input;
  for (const [k, v] of Object.entries($defs)) schemas[`${s.name}.${k}`] = v;
  schemas[`${s.name}.ScoreInput`] = { type: "object", properties: { call: ref(`${s.name}.Call`), application: ref(`${s.name}.Application`) }, required: ["call", "application"] };
}

export function openApiDocument(schemes: readonly LoadedScheme[], options: { readonly cors?: string } = {}): Record<string, unknown> {
  const sorted = [...schemes].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  const schemas: Record<string, unknown> = {
    Error: {
      type: "object",
      properties: { issuesOmitted: { type: "integer", description: "invalid_input: issues found but not listed" }, validationStopped: { type: "boolean", description: "invalid_input: validation stopped at its error limit; there may be more" }, error: { type: "string", enum: Object.keys(ERROR_KINDS), description: Object.entries(ERROR_KINDS).map(([k, v]) => `${k} (${v.status}): ${v.means}`).join("; ") }, message: { type: "string" }, issues: { type: "array", items: ref("Issue") } },
      required: ["error", "message"],
    },
    Issue: {
      type: "object",
      properties: { record: { type: "string" }, id: { type: "string" }, index: { type: "integer" }, path: { type: "string" }, expected: { type: "string" }, found: { type: "string" }, message: { type: "string" }, severity: { enum: ["error", "warning"] }, code: { type: "string", description: "a warning's kind, where it has one: stage-budget-cut (a stage's budget as written above what is left)" } },
      required: ["record", "path", "expected", "found", "message"],
    },
    SchemeSummary: {
      type: "object",
      properties: { name: { type: "string" }, title: { type: ["string", "null"] }, version: { type: ["string", "null"] }, language: { type: ["string", "null"] }, acts: { type: "array", items: { type: "object", properties: { name: { type: "string" }, title: { type: "string" }, properties: { type: "object", additionalProperties: { type: "string" } } }, required: ["name", "properties"] } } },
      required: ["name", "title", "version", "language", "acts"],
    },
    SchemeDetails: {
      allOf: [
        ref("SchemeSummary"),
        {
          type: "object",
          properties: {
            sources: { type: "array", items: { type: "object", properties: { name: { type: "string" }, act: { type: "string" }, ref: { type: "string" }, text: { type: "string", description: "the legal text, verbatim" } }, required: ["name", "act", "ref", "text"] } },
            criteria: { type: "array", items: { type: "object", properties: { name: { type: "string" }, title: { type: ["string", "null"] }, source: { type: ["string", "null"] }, min: { type: ["string", "null"] }, max: { type: ["string", "null"] }, describe: { type: "string" } }, required: ["name", "describe"] } },
            regimes: { type: "array", items: { type: "object", properties: { name: { type: "string" } } } },
            inputSchema: { type: "object", description: "JSON Schema (draft 2020-12) of { call, applications }" },
            mappings: { type: "array", items: { type: "string" }, description: "names of the mappings beside the scheme, for ?mapping=" },
          },
          required: ["sources", "criteria", "inputSchema", "mappings"],
        },
      ],
    },
    ...resultSchemas,
    ...traceSchemas,
  };
  for (const s of sorted) embed(s, schemas);
  const nameParam = { name: "name", in: "path", required: true, schema: { type: "string", enum: sorted.map((s) => s.name) } };
  const explainParam = { name: "explain", in: "query", required: false, description: "false: the bulk path — results without their plain-words explanation steps (everything else the same)", schema: { type: "string", enum: ["true", "false"], default: "true" } };
  const mappingParam = { name: "mapping", in: "query", required: false, description: "the name of a mapping beside the scheme (GET /schemes/{name} lists them): the body is then a data file as shipped, mapped into inputs as `allot run` does", schema: { type: "string" } };
  const idParam = { name: "id", in: "query", required: true, description: "the application to trace", schema: { type: "string", minLength: 1 } };
  const common = { "400": errorResponse("invalid input (issues listed), malformed JSON, or a bad request"), "404": errorResponse("no such scheme"), "413": errorResponse("body over the limit"), "415": errorResponse("the body is not sent as application/json"), "500": errorResponse("internal error"), "503": { ...errorResponse("every worker busy and the queue full"), headers: { "Retry-After": { description: "seconds to wait", schema: { type: "integer" } } } }, "504": errorResponse("the evaluation ran over the evaluation time limit and was stopped") };
  const paths: Record<string, unknown> = {
    "/healthz": { get: { operationId: "health", summary: "liveness", responses: { "200": { description: "up", content: json({ type: "object", properties: { status: { const: "ok" }, schemes: { type: "integer" }, evaluations: { type: "object", properties: { threads: { type: "integer" }, running: { type: "integer" }, waiting: { type: "integer" }, queue: { type: "integer" }, timedOut: { type: "integer", description: "evaluations stopped at the time limit since start (each replaced its worker)" }, abandoned: { type: "integer", description: "evaluations dropped from the queue, or stopped, because their client went away" } }, required: ["threads", "running", "waiting", "queue", "timedOut", "abandoned"] } }, required: ["status", "schemes", "evaluations"] }) } } } },
    "/schemes": { get: { operationId: "listSchemes", summary: "the loaded schemes", responses: { "200": { description: "name, title, version and legal acts of each scheme", content: json({ type: "array", items: ref("SchemeSummary") }) } } } },
    "/schemes/{name}": { get: { operationId: "getScheme", summary: "metadata, legal sources verbatim, criteria and the input JSON Schema", parameters: [nameParam], responses: { "200": { description: "the scheme", content: json(ref("SchemeDetails")) }, "404": common["404"] } } },
    "/schemes/{name}/evaluate": { post: { operationId: "evaluate", summary: "rank and allocate a whole call", parameters: [nameParam, explainParam, mappingParam], requestBody: { required: true, content: json({ oneOf: sorted.map((s) => ref(`${s.name}.Input`)) }) }, responses: { "200": { description: "the selection result", content: json(ref("SelectionResult")) }, ...common } } },
    "/schemes/{name}/trace": { post: { operationId: "trace", summary: "one application's structured explanation within a whole call", parameters: [nameParam, idParam, mappingParam], requestBody: { required: true, content: json({ oneOf: sorted.map((s) => ref(`${s.name}.Input`)) }) }, responses: { "200": { description: "the application's result, its trace and the sources cited", content: json(ref("TraceAnswer")) }, ...common, "404": errorResponse("no such scheme, or no application with that id in the call") } } },
    "/schemes/{name}/score": { post: { operationId: "score", summary: "eligibility, points and reasons of one application", parameters: [nameParam, mappingParam], requestBody: { required: true, content: json({ oneOf: sorted.map((s) => ref(`${s.name}.ScoreInput`)) }) }, responses: { "200": { description: "the score", content: json(ref("ScoreResult")) }, ...common } } },
  };
  for (const s of sorted) {
    const what = s.compiled.title ?? s.name;
    paths[`/schemes/${s.name}/evaluate`] = { post: { operationId: `evaluate_${s.name}`, summary: `rank and allocate a call under ${what}`, parameters: [explainParam, mappingParam], requestBody: { required: true, content: json(ref(`${s.name}.Input`)) }, responses: { "200": { description: "the selection result", content: json(ref("SelectionResult")) }, ...common } } };
    paths[`/schemes/${s.name}/trace`] = { post: { operationId: `trace_${s.name}`, summary: `one application's structured explanation under ${what}`, parameters: [idParam, mappingParam], requestBody: { required: true, content: json(ref(`${s.name}.Input`)) }, responses: { "200": { description: "the application's result, its trace and the sources cited", content: json(ref("TraceAnswer")) }, ...common, "404": errorResponse("no application with that id in the call") } } };
    paths[`/schemes/${s.name}/score`] = { post: { operationId: `score_${s.name}`, summary: `score one application under ${what}`, parameters: [mappingParam], requestBody: { required: true, content: json(ref(`${s.name}.ScoreInput`)) }, responses: { "200": { description: "the score", content: json(ref("ScoreResult")) }, ...common } } };
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: { title: "Allot selection schemes", version: "0.1.0", description: `Compiled Allot schemes as a service: results are those \`allot run\` gives for the same input.${options.cors ? ` Cross-origin requests are allowed from ${options.cors}.` : ""}` },
    servers: [{ url: "/", description: "this service (the document is served by it)" }],
    paths,
    components: { schemas },
  };
}
