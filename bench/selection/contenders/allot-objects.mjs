// Contender 1b (issue 7): Allot with its result as objects — the generated module's
// `evaluate(call, applications, { explain: false })`: the same pipeline as contender 1, then one
// result object per application and the publication list built (`SelectionResult`), without
// the plain-words explanation steps.

export async function setup(job, modulePath, explain = false) {
  const m = await import(modulePath);
  return {
    run(call, applications) {
      const { result, issues } = m.evaluate(call, applications, { explain });
      // a warning (a draw that leaves out a tied application: gen002 draws half of them, on purpose) does not change the rows; an error does
      const errors = issues.filter((i) => i.severity !== "warning");
      if (errors.length > 0) throw new Error(`Allot reported input issues: ${JSON.stringify(errors.slice(0, 3))}`);
      return result;
    },
    rows(result) {
      return result.results.map((r) => [r.id, r.status, r.position, r.amount]);
    },
  };
}
