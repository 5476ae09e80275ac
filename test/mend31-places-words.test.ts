// Pro rata of places in Spanish and Polish (review31's M5, the thirty-first integration): "plaza"
// is feminine ("de las 3 plazas solicitadas", not "de los 3 plazas solicitados") and after "z" a
// number of places takes the genitive ("z wnioskowanych 3 miejsc", "z wnioskowanego 1 miejsca").
import { describe, expect, it } from "vitest";
import { preamble, resultOf as row, runScheme as run } from "./support/scheme";

const scheme = (lang: string) => `${preamble("Places pro rata", lang)}
call {
  places: integer in 0..1000
}
application {
  id: text unique
  q: integer in 0..10
  asked: integer in 0..100
}
criterion quality "Quality" per art1: q
ranking per art1 {
  by total highest first per art1
}
allocation per art1 {
  budget call.places
  amount asked
  pro rata rounded down to 1 remainder largest_remainder per art1
}
`;
const input = { call: { places: 10 }, applications: [{ id: "A", q: 8, asked: 3 }, { id: "B", q: 6, asked: 8 }, { id: "C", q: 7, asked: 9 }, { id: "D", q: 5, asked: 1 }] };
const head = (lang: string, id: string) => row(run(scheme(lang), input), id).explanation.filter((s) => s.step === "allocation").map((s) => s.text.split(":")[0]);

describe("pro rata of places: the places asked in Spanish and Polish", () => {
  it("es: feminine", () => {
    expect(head("es", "A")).toEqual(["Adjudicada por prorrateo 1 plaza de las 3 plazas solicitadas"]);
    expect(head("es", "B")).toEqual(["Adjudicadas por prorrateo 4 plazas de las 8 plazas solicitadas"]);
  });
  it("pl: the genitive after 'z'", () => {
    expect(head("pl", "A")).toEqual(["Przyznano proporcjonalnie 1 miejsce z wnioskowanych 3 miejsc"]);
    expect(head("pl", "B")).toEqual(["Przyznano proporcjonalnie 4 miejsca z wnioskowanych 8 miejsc"]);
  });
});
