// Contender 1c (issue 15): Allot with explanations — the generated module's
// `evaluate(call, applications, { explain: true })`: contender 1b's run plus every result's
// explanation in plain words (the steps `allot explain` and the HTML report show). Measured
// against 1b it gives the cost of explaining every application.
import { setup as setupObjects } from "./allot-objects.mjs";

export const setup = (job, modulePath) => setupObjects(job, modulePath, true);
