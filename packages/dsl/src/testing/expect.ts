// Expectations as data: an expected value matches when every key it names has the same value
// in the actual one (objects are compared key by key, arrays and scalars exactly). Returns the
// differences as readable lines: "results.N08.amount: expected "20000.00", got "0.00"".

export function differences(expected: unknown, actual: unknown, path = ""): string[] {
  if (expected !== null && typeof expected === "object" && !Array.isArray(expected)) {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual)) return [`${path || "(root)"}: expected an object, got ${show(actual)}`];
    const out: string[] = [];
    for (const [k, v] of Object.entries(expected)) {
      if (k.startsWith("$")) continue; // "$comment", "$deviation": documentation
      out.push(...differences(v, (actual as Record<string, unknown>)[k], path ? `${path}.${k}` : k));
    }
    return out;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path || "(root)"}: expected a list, got ${show(actual)}`];
    if (expected.length !== actual.length) return [`${path || "(root)"}: expected ${expected.length} items ${show(expected)}, got ${actual.length} ${show(actual)}`];
    return expected.flatMap((x, i) => differences(x, actual[i], `${path}[${i}]`));
  }
  if (JSON.stringify(expected) === JSON.stringify(actual)) return [];
  return [`${path || "(root)"}: expected ${show(expected)}, got ${show(actual)}`];
}

function show(v: unknown): string {
  const s = JSON.stringify(v);
  return s === undefined ? "nothing" : s.length > 120 ? s.slice(0, 117) + "..." : s;
}
