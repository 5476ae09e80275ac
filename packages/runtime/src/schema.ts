// The JSON Schema (draft 2020-12) of a compiled scheme's inputs, read from its field specs:
// what `allot compile` writes beside the module and what `allot serve` publishes.
import { minorUnits } from "./currency.js";
import type { CompiledScheme, FieldSpec, TypeSpec } from "./spec.js";

const DECIMAL = "^-?\\d+(\\.\\d+)?$";

/** An amount with at most `places` decimals. */
function moneyPattern(places: number): string {
  return places === 0 ? "^-?\\d+$" : `^-?\\d+(\\.\\d{1,${places}})?$`;
}

function schemaOf(t: TypeSpec): Record<string, unknown> {
  switch (t.k) {
    case "integer":
      return { type: "integer", ...(t.lo !== undefined ? { minimum: Number(t.lo), maximum: Number(t.hi) } : {}) };
    case "decimal":
      return { anyOf: [{ type: "string", pattern: DECIMAL }, { type: "number" }] };
    case "percentage":
      return { type: "string", pattern: "^-?\\d+(\\.\\d+)?\\s*%$" };
    case "money":
      return { type: "string", pattern: moneyPattern(minorUnits(t.currency)), description: `money(${t.currency})` };
    case "boolean":
      return { type: "boolean" };
    case "text":
      return { type: "string" };
    case "enum":
      return { enum: [...t.members] };
    case "date":
      return { type: "string", format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$" };
    case "datetime":
      return { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?$", description: `date-time read in ${t.zone}` };
    case "record":
      return recordSchema(t.fields, false);
    case "list":
      return { type: "array", items: schemaOf(t.element) };
    case "draw":
      return { type: "array", items: { type: "string" }, uniqueItems: true };
    default:
      return {};
  }
}

function recordSchema(fields: readonly FieldSpec[], describe: boolean): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const f of fields) {
    const s = { ...schemaOf(f.type), ...(describe && f.description ? { description: f.description } : {}) };
    Object.defineProperty(properties, f.name, { value: f.optional ? { anyOf: [s, { type: "null" }] } : s, enumerable: true, writable: true, configurable: true });
  }
  return { type: "object", properties, required: fields.filter((f) => !f.optional).map((f) => f.name) };
}

/** `{ call, applications }` of a scheme, with Call and Application in $defs. */
export function inputSchema(s: CompiledScheme): Record<string, unknown> {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `urn:allot:scheme:${s.name}`,
    title: `Inputs of ${s.title ?? s.name}`,
    type: "object",
    properties: {
      call: { $ref: "#/$defs/Call" },
      applications: { type: "array", items: { $ref: "#/$defs/Application" } },
    },
    required: ["call", "applications"],
    $defs: {
      Call: recordSchema(s.call, true),
      Application: recordSchema(s.application, true),
    },
  };
}
