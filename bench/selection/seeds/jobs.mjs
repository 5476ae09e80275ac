// The seed-shaped benchmark jobs (issue 15): each names the real seed scheme it runs (not a
// copy) and its generator. The generated input is in the scheme's declared shape: the call's
// parameters as the scheme declares them (the readings the seed's mapping fixes are set in the
// call) and the applications as the scheme declares them. `contenders` names the
// seeds/<name>.plain.mjs and seeds/<name>.tuned.mjs that compute the same result by hand.
import { gen000, gen000ProRata } from "./gen000.mjs";
import { gen001 } from "./gen001.mjs";
import { gen002 } from "./gen002.mjs";
import { gen003 } from "./gen003.mjs";
import { gen004 } from "./gen004.mjs";
import { genTender } from "./gen-tender.mjs";

export const SEED_JOBS = {
  seed000: { scheme: "schemes/seed_000/wine_art23.allot", generate: gen000, contenders: "seed000" },
  "seed000-prorata": { scheme: "schemes/seed_000/wine_art23.allot", generate: gen000ProRata, contenders: "seed000" },
  seed001: { scheme: "schemes/seed_001/fedr_par6.allot", generate: gen001, contenders: "seed001" },
  seed002: { scheme: "schemes/seed_002/pop3_innovatie.allot", generate: gen002, contenders: "seed002" },
  seed003: { scheme: "schemes/seed_003/podstawowe_uslugi_par13.allot", generate: gen003, contenders: "seed003" },
  seed004: { scheme: "schemes/seed_004/akwakultura_par43.allot", generate: gen004, contenders: "seed004" },
  // issue 16: two stages and consortia (groups) in one call, not a seed: bench/selection/tender.allot
  "stages-groups": { scheme: "bench/selection/tender.allot", generate: genTender, contenders: "tender" },
};
