// Contender 1 (issue 7): Allot — the benchmark scheme compiled by `allot compile`, run through
// the generated module's bulk `evaluate(call, applications, { explain: false })`: the whole
// pipeline (validation, assessment, ranking, allocation, totals, ties, publication, every
// reason), without the plain-words explanation steps, which a service asks for on demand. The
// module path is given by the parent (bench/selection/run.mjs compiles the scheme into a
// temporary directory).

export async function setup(job, modulePath) {
  const m = await import(modulePath);
  return {
    run(call, applications) {
      const { result, issues } = m.evaluate(call, applications, { explain: false });
      if (issues.length > 0) throw new Error(`Allot reported input issues: ${JSON.stringify(issues.slice(0, 3))}`);
      return result;
    },
    rows(result) {
      return result.results.map((r) => [r.id, r.status, r.position, r.amount]);
    },
  };
}
