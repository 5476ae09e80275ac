// The scheme of test/mendlaw29-key-bound and test/words30-round-hint: a cap of grants per field of
// study, `at most <cap> grants`, over a call's students per field and seats per region.
import { preamble } from "./scheme.js";

/** the scheme with `cap` as the group's most grants, `extra` before the ranking, `call` after the call's fields */
export const group = (cap: string, extra = "", call = "") => `${preamble("Rector's scholarship")}
call {
  students: integer in -100..100000 by field "the students of each field"
  seats: integer in 0..100 by region "the seats of each region"${call}
}

application {
  id: text unique
  field: enum { cs "Computer science", physics "Physics", philosophy "Philosophy" }
  region: enum { north "North", south "South" }
  points: integer in 0..100
}

${extra}ranking per art1 {
  by points highest first per art1
}

allocation per art1 {
  budget unlimited
  amount 100 EUR
  at boundary skip per art1
  group by field "Field" per art1 {
    at most ${cap} grants per art1
  }
}
`;
