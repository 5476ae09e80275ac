// The head of the schemes of test/stage-tie-remainders and test/stage-tie-nested: a call's volume,
// applications by region, points ranked with every tie left unresolved.
import { preamble } from "./scheme.js";

export const stageTiesHead = (regions: readonly string[], language = "en"): string => `${preamble("Stage ties", language)}call { volume: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  region: enum { ${regions.join(", ")} } }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { unresolved per art1 } }
`;
