// German explanations of the outcomes the other per-language tests do not reach in German, worked
// by hand: a pro-rata share ("anteilig gekürzt"), first come first served (the refusal after the
// ceiling, "nicht geprüft"; a draw per day), and a threshold's default reason — each as the
// applicant reads it in the step and in the result's reasons.
import { describe, expect, it } from "vitest";
import { headIn, runScheme as run, resultOf as of } from "./support/scheme.js";

const allocation = (r: ReturnType<typeof run>, id: string): string[] => of(r, id).explanation.filter((s) => s.step === "allocation").map((s) => s.text);

describe("pro rata in German", () => {
  // budget 100.00 for 60.00 + 40.00 + 50.00 = 150.00 asked: each gets 100/150 of its request,
  // rounded down to the cent: A 40.00, B 26.66, C 33.33 (99.99); the cent left goes to the largest
  // remainder, B's (0.666…): B 26.67
  const text = `${headIn("de", ["Anteilige Kürzung"])}
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) }
ranking per art1 { by id lowest first }
allocation per art1 {
  budget call.budget
  amount asked
  pro rata rounded down to 0.01 remainder largest_remainder per art1
}
`;
  it("each share's step: 'Anteilig gekürzt bewilligt', the computation in German numbers", () => {
    const r = run(text, { call: { budget: "100.00" }, applications: [{ id: "A", asked: "60.00" }, { id: "B", asked: "40.00" }, { id: "C", asked: "50.00" }] });
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.amount}`)).toEqual(["A:pro_rata:40.00", "B:pro_rata:26.67", "C:pro_rata:33.33"]);
    expect(allocation(r, "A").at(-1)).toBe("Anteilig gekürzt bewilligt, 40,00 EUR der beantragten 60,00 EUR: anteilige Berechnung: 60,00 EUR × Kürzungsquote (Fördermittel 100,00 EUR / Summe 150,00 EUR), nach unten gerundet auf 0,01 EUR.");
    expect(allocation(r, "B").at(-1)).toBe("Anteilig gekürzt bewilligt, 26,67 EUR der beantragten 40,00 EUR: anteilige Berechnung: 40,00 EUR × Kürzungsquote (Fördermittel 100,00 EUR / Summe 150,00 EUR), nach unten gerundet auf 0,01 EUR, erhöht um 0,01 EUR aus dem Rest der Rundung, zugunsten der größten Reste.");
    // a share is no refusal: no reason
    expect(of(r, "B").reasons).toEqual([]);
  });
});

describe("first come first served in German", () => {
  // 100.00 in the order of receipt, the day's order by the draw of that day: A 40 (60 left); B is
  // no SME; C, D, E on day 2 drawn E, D, C: E 20 (40 left), D 20 (20 left), C 30 does not fit and
  // the allocation stops; F (day 3) and after: not assessed
  const text = `${headIn("de", ["Eingangsreihenfolge"], "Europe/Berlin")}
call { budget: money(EUR)  draws: draw by date }
application { id: text unique  received_at: datetime("Europe/Berlin")  requested: money(EUR)  sme: boolean }
eligibility per art1 {
  rule sme "KMU": sme otherwise "kein KMU"
}
ranking per art1 {
  by received_at earliest first to the day
  tiebreak at boundary and after per art1 {
    lottery draw call.draws by date_of(received_at)
  }
}
allocation per art1 {
  budget call.budget
  amount requested
  at boundary stop
  first come first served overshoot on requested
}
`;
  it("the draw of a day, the stop, the refusal after the ceiling ('nicht geprüft'), a rule not met", () => {
  const r = run(text, {
    call: { budget: "100.00", draws: { "2024-03-02": ["E", "D", "C"] } },
    applications: [
      { id: "A", received_at: "2024-03-01T09:00:00", requested: "40.00", sme: true },
      { id: "B", received_at: "2024-03-01T10:00:00", requested: "30.00", sme: false },
      { id: "C", received_at: "2024-03-02T08:00:00", requested: "30.00", sme: true },
      { id: "D", received_at: "2024-03-02T09:00:00", requested: "20.00", sme: true },
      { id: "E", received_at: "2024-03-02T11:00:00", requested: "20.00", sme: true },
      { id: "F", received_at: "2024-03-03T09:00:00", requested: "10.00", sme: true },
    ],
  });
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["A:funded", "E:funded", "D:funded", "C:not_funded", "F:not_funded", "B:ineligible"]);
    expect(of(r, "D").explanation.map((s) => s.text)).toContain("Nach E: ausschlaggebend ist der Losentscheid (eine Ziehung je date_of(received_at)): gezogen als Nummer 1 in der Ziehung für 02.03.2024 gegenüber gezogen als Nummer 2 in der Ziehung für 02.03.2024. Beide Anträge stimmen überein in „received_at“, auf den Tag genau (02.03.2024), daher entschied das Los.");
    expect(allocation(r, "D").at(-1)).toBe("20,00 EUR bewilligt: passt in die verbleibenden Fördermittel (verbleibend vor diesem Antrag: 40,00 EUR).");
    expect(allocation(r, "C").at(-1)).toBe("Nicht bewilligt (beantragt: 30,00 EUR): passt nicht in die verbleibenden Fördermittel; die Verteilung endet hier (verbleibend vor diesem Antrag: 20,00 EUR).");
    const notAssessed = "nicht geprüft: die Verteilung endete, bevor der Antrag einging (bei C, eingegangen am 02.03.2024, der nicht in die verbleibenden Fördermittel passte)";
    expect(of(r, "F").reasons.map((x) => x.message)).toEqual([notAssessed]);
    expect(allocation(r, "F").at(-1)).toBe(`Nicht bewilligt (beantragt: 10,00 EUR): ${notAssessed} (verbleibend vor diesem Antrag: 20,00 EUR).`);
    expect(of(r, "B").explanation.map((s) => s.text)).toEqual(["Die Voraussetzung „KMU“ ist nicht erfüllt: kein KMU"]);
  });
});
