// Contender 1c (issue 15): Allot with explanations — the generated module's
// `evaluate(call, applications, { explain: true })`: contender 1b's run plus every result's
// explanation in plain words (the steps `allot explain` and the HTML report show). Measured
// against 1b it gives the cost of explaining every application.

export async function setup(job, modulePath) {
  const m = await import(modulePath);
  return {
    run(call, applications) {
      const { result, issues } = m.evaluate(call, applications, { explain: true });
      if (issues.length > 0) throw new Error(`Allot reported input issues: ${JSON.stringify(issues.slice(0, 3))}`);
      return result;
    },
    rows(result) {
      return result.results.map((r) => [r.id, r.status, r.position, r.amount]);
    },
  };
}
