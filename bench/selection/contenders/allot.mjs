// Contender 1 (issue 7): Allot — the benchmark scheme compiled by `allot compile`, run through
// the generated module's `evaluateTable(call, applications)`: the whole pipeline (validation,
// assessment, ranking, allocation, totals, ties, every reason, the granted amounts as texts),
// its result held as a table read row by row (packages/runtime/src/table.ts) — what a service
// that streams a large call's results uses. Explanations in plain words are left out; a
// service asks for them on demand. Contender 1b (allot-objects.mjs) is the same run with one
// object per application (`evaluate(…, { explain: false })`). The module path is given by the
// parent (bench/selection/run.mjs compiles the scheme into a temporary directory).

export async function setup(job, modulePath) {
  const m = await import(modulePath);
  return {
    run(call, applications) {
      const { table, issues } = m.evaluateTable(call, applications);
      // a warning (a draw that leaves out a tied application: gen002 draws half of them, on purpose) does not change the rows; an error does
      const errors = issues.filter((i) => i.severity !== "warning");
      if (errors.length > 0) throw new Error(`Allot reported input issues: ${JSON.stringify(errors.slice(0, 3))}`);
      return table;
    },
    rows(table) {
      const rows = [];
      for (let i = 0; i < table.length; i++) rows.push([table.id(i), table.status(i), table.position(i), table.amount(i)]);
      return rows;
    },
  };
}
