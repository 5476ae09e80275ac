// Property tests run with one fixed seed, so a run is reproducible and CI cannot fail by chance;
// FC_SEED=random (or a number) explores other cases locally. A failure prints its seed.
import fc from "fast-check";

const seed = process.env["FC_SEED"] === "random" ? Date.now() : Number(process.env["FC_SEED"] ?? 20261130);
fc.configureGlobal({ seed });
