// What drafter33 found drafting two schemes of real law from the docs alone (issue 15,
// thirty-third round): schemes/drafted_vyzva (a Czech ministry's "výzva" on the pattern of MMR's
// "Podpora obnovy a rozvoje venkova": an allocation per kraj walked until a project does not fit,
// the kraje's remainders pooled into a national remainder walked over all kraje, the projects of
// at least 50 points not funded kept in their kraj's "zásobník projektů") and schemes/drafted_loting
// (places in a Dutch numerus-fixus programme by "gewogen loting": category A admitted directly,
// the other places shared out over categories B–E in proportion to weight × number of candidates,
// the places lost by rounding given in the draw's order). Each test pins today's behaviour and
// says, in its note, what the law says (FINDINGS33.md). Drafter33 did not change the engine; the
// mends since are named at each finding.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { errorsOf, resultOf as row, runScheme as run } from "./support/scheme";

const vDir = resolve(__dirname, "../schemes/drafted_vyzva");
const vyzva = readFileSync(join(vDir, "obnova_venkova.allot"), "utf8");
const vInput = JSON.parse(readFileSync(join(vDir, "data/vyzva2027.json"), "utf8"));
const lDir = resolve(__dirname, "../schemes/drafted_loting");
const loting = readFileSync(join(lDir, "gewogen_loting.allot"), "utf8");
const lInput = JSON.parse(readFileSync(join(lDir, "data/loting2027.json"), "utf8"));

const steps = (r: { explanation: { step: string; text: string }[] }, step: string) => r.explanation.filter((s) => s.step === step).map((s) => s.text);
const ids = ["V03", "V05", "V04", "V13", "V17"];

// Finding 1 (mended by mendd33). Výzva čl. 9: "Žádosti, které dosáhly alespoň 50 bodů a nebyly
// podpořeny, se zařazují do zásobníku projektů kraje v pořadí podle článku 7." The scheme is written
// as §14.11 says: the kraj stage's own `reserve all`, `unfunded go on` to the national remainder.
// Before the mend the national stage decided the five and the kraj's list was empty (drafter33
// wrote a third, budgetless stage per kraj to keep it); now a stage's list keeps what it passed on
// and no later stage funded, in its ranking: JMK 1 V03, 2 V05, 3 V04; VYS 1 V13; ZLK 1 V17.
describe("1. a kraj stage's own reserve list keeps the applications it passes on", () => {
  it("the law's lists, from the kraj stage itself", () => {
    expect(vyzva).not.toContain("stage zasobnik");
    const r = run(vyzva, vInput);
    expect(ids.map((id) => [id, row(r, id).status, row(r, id).reservePlace, row(r, id).reserveList])).toEqual([
      ["V03", "reserve", 1, "kraje[jmk]"],
      ["V05", "reserve", 2, "kraje[jmk]"],
      ["V04", "reserve", 3, "kraje[jmk]"],
      ["V13", "reserve", 1, "kraje[vys]"],
      ["V17", "reserve", 1, "kraje[zlk]"],
    ]);
    expect(r.results.filter((x) => x.status === "funded").length).toBe(9);
  });
  it("the refusal is the national remainder's, the place the kraj's list's", () => {
    expect(steps(row(run(vyzva, vInput), "V05"), "allocation").slice(-2)).toEqual([
      "Not granted (amount computed: 233300.00 CZK): in stage 'National remainder': does not fit in the remaining budget; passed over (remaining before: 106100.00 CZK).",
      "Placed on the zásobník projektů of stage 'Allocation of each kraj (Jihomoravský kraj)', at place 2.",
    ]);
  });
});

// Finding 2 (mended by place34). Čl. 7: "Hodnoticí komise sestaví pořadí žádostí za každý kraj
// zvlášť" — JMK's list is V01, V02, V03, V05, V04. `position` stays the published order stage by
// stage (§14.7.1), `stagePosition` the place in the deciding stage; the place in each stage that
// ranked it is in the results' `stagePlaces`, in the column `stage_position(kraje)` the scheme
// publishes, and in the explanation, in every language.
describe("2. the place in each stage's list that ranked it", () => {
  it("positions, stage positions and the kraj's places", () => {
    const r = run(vyzva, vInput);
    expect(["V01", "V02", "V08", "V16", "V11", "V03", "V05", "V04"].map((id) => [id, row(r, id).position, row(r, id).stagePosition, row(r, id).stagePlaces])).toEqual([
      ["V01", 1, 1, { "kraje[jmk]": 1 }],
      ["V02", 2, 2, { "kraje[jmk]": 2 }],
      ["V08", 3, 1, { "kraje[vys]": 1 }],
      ["V16", 7, 2, { "kraje[zlk]": 2 }],
      ["V11", 8, 1, { "kraje[vys]": 4, celostatni: 1 }],
      ["V03", 10, 3, { "kraje[jmk]": 3, celostatni: 3 }],
      ["V05", 13, 6, { "kraje[jmk]": 4, celostatni: 6 }],
      ["V04", 14, 7, { "kraje[jmk]": 5, celostatni: 7 }],
    ]);
  });
  it("the published list has each kraj's place", () => {
    expect(vyzva).toContain('stage_position(kraje) as "pořadí v kraji"');
    const rows = run(vyzva, vInput).publication!.rows.filter((x) => x.kraj === "jmk");
    expect(rows.map((x) => [x.id, x["stage_position(kraje)"]])).toEqual([["V01", 1], ["V02", 2], ["V03", 3], ["V05", 4], ["V04", 5]]);
  });
  it("V03 is told its place in its kraj's list, then in the national remainder's", () => {
    expect(steps(row(run(vyzva, vInput), "V03"), "ranking")[0]).toBe(
      "Position 10 (total points: 58). Place 3 of 5 in the ranking of stage 'Allocation of each kraj (Jihomoravský kraj)'. Place 3 of 7 in the ranking of stage 'National remainder', which decided it.",
    );
  });
  it("in every language", () => {
    const told = (language: string) => steps(row(run(vyzva.replace("  language en\n", `  language ${language}\n`), vInput), "V03"), "ranking")[0]!.split(/(?<=\.) /)[1]!.replace(/[\u00a0\u202f]/g, " ");
    expect(["nl", "de", "pl", "es", "fr"].map(told)).toEqual([
      "Plaats 3 van 5 in de rangschikking van fase ‘Allocation of each kraj (Jihomoravský kraj)’.",
      "Platz 3 von 5 in der Rangfolge der Stufe „Allocation of each kraj (Jihomoravský kraj)“.",
      "Miejsce 3 z 5 w rankingu etapu „Allocation of each kraj (Jihomoravský kraj)”.",
      "Puesto 3 de 5 en la prelación de la fase «Allocation of each kraj (Jihomoravský kraj)».",
      "Rang 3 sur 5 dans le classement de l'étape « Allocation of each kraj (Jihomoravský kraj) ».",
    ]);
  });
});

// Finding 3 (mended by place34). Čl. 5(2): "Dotace se zaokrouhluje na celé stokoruny dolů." The
// scheme says it as the law does, `round(x, -2, down)`: to a multiple of 100 (§8.7); the grants are
// those the workaround gave, and the explanation tells the rounding in words (test/round-to-step.test.ts).
describe("3. rounding an amount to hundreds", () => {
  it("round(x, -2, down) is the scheme's", () => {
    expect(vyzva).toContain("round(sazba × uznatelne_naklady, -2, down)");
    expect(errorsOf(vyzva)).toEqual([]);
  });
  it("it gives 449900.00 for 80 % of 562499.00, as the workaround did", () => {
    expect(row(run(vyzva, vInput), "V09").amount).toBe("449900.00");
    const workaround = vyzva.replace("round(sazba × uznatelne_naklady, -2, down)", "round(sazba × uznatelne_naklady / 100, 0, down) × 100");
    const amounts = (text: string) => run(text, vInput).results.map((x) => [x.id, x.status, x.amount, x.requested]);
    expect(amounts(vyzva)).toEqual(amounts(workaround));
  });
});

// Finding 4 (mended by count34). Gewogen loting art. 5(1): the places of a category "naar
// verhouding van het gewogen aantal gegadigden". Before the mend a stage's budget read the call
// only, so the numbers per category were call parameters, and a wrong number ran silently (9
// candidates of C declared for the 5 in the data gave B 1, C 3 and 2 rounding places). Now the
// scheme counts them from the applications found eligible, `count(m in applications(eligible):
// …)` (§8.12): B 3 (L03, L04, L05; L17, 7.8, registered late, is not a candidate), C 5, D 3, E 3.
describe("4. the numbers per category are counted from the applications", () => {
  it("the scheme has no call parameter for them, and gives the law's places", () => {
    expect(loting).not.toContain("call.aantal_");
    const budgets = (input: typeof lInput) => Object.fromEntries(Object.entries(run(loting, input).totals.main.stages!).map(([k, v]) => [k, v.budget]));
    expect(budgets(lInput)).toEqual({ a: "8", b: "2", c: "2", d: "1", e: "0", afronding: "1" });
    // L17 (7.8) on time: 4 candidates of B, weighted 6 + 5 + 2.25 + 1.5 = 14.75; B floor(6 × 6 / 14.75 = 2.44) = 2,
    // C floor(6 × 5 / 14.75 = 2.03) = 2, D floor(0.92) = 0, E floor(0.61) = 0: 2 places by rounding
    const onTime = { ...lInput, applications: lInput.applications.map((a: { id: string }) => (a.id === "L17" ? { ...a, aanmelding: "2027-01-15T12:00:00" } : a)) };
    expect(budgets(onTime)).toEqual({ a: "8", b: "2", c: "2", d: "0", e: "0", afronding: "2" });
  });
  it("counting the received applications, not the candidates, counts L16 (A) and L17 (B)", () => {
    const received = loting.replaceAll("applications(eligible)", "applications");
    expect(received).not.toBe(loting);
    // A 3: rest 8 - 3 = 5; B 4: weighted 6 + 5 + 2.25 + 1.5 = 14.75; B floor(5 × 6 / 14.75 = 2.03) = 2, C floor(1.69) = 1, D 0, E 0;
    // the rounding stage is given what is left of the 8: 8 - 2 (A: L16 has no diploma) - 2 - 1 = 3
    const stages = run(received, lInput).totals.main.stages!;
    expect(Object.fromEntries(Object.entries(stages).map(([k, v]) => [k, v.budget]))).toEqual({ a: "8", b: "2", c: "1", d: "0", e: "0", afronding: "3" });
  });
  it("the count is told in the stage's line by its title and value, in every language", () => {
    const told = (language: string) => steps(row(run(loting.replace("  language nl\n", `  language ${language}\n`), lInput), "L03"), "allocation").find((t) => t.includes("floor"))!;
    // the value after each title, whatever the language's colon (French "titre : valeur")
    const value = (t: string, title: string) => new RegExp(`${title}[\\s\u00a0\u202f]?: (\\d+(?:[.,]\\d+)?)`).exec(t)?.[1];
    expect(["en", "nl", "pl", "de", "es", "fr"].map((l) => [value(told(l), "het gewogen aantal gegadigden"), value(told(l), "het aantal gegadigden van categorie B")])).toEqual([
      ["13.25", "3"],
      ...["nl", "pl", "de", "es", "fr"].map(() => ["13,25", "3"]),
    ]);
  });
  it("an aggregate over one application's peers in a stage's budget stays AL0207, naming the aggregate over the call", () => {
    const counted = loting.replace("floor(rest × 1.5 × aantal_b / gewogen)", "floor(rest × 1.5 × count(m in peers(diploma): m.gemiddelde >= 7.5) / gewogen)");
    expect(counted).not.toBe(loting);
    expect(errorsOf(counted)).toEqual(["AL0207 the budget of the stage 'b' cannot use peers(…): it is evaluated once for the whole call, and peers are the applications sharing a key with one application"]);
  });
});

// Finding 5 (mended by lottery34). Art. 6: "iedere gegadigde neemt deel met het gewicht van zijn
// categorie". The draw was made outside and given as `lottery draw call.loting`, and Allot could
// not check it was weighted. Now the notary publishes a seed and the scheme says `lottery seed
// call.loting weighted by gewicht` (§13.2): each candidate's key is −ln(u) / weight, u from
// sha256("<seed>:<id>"), smallest first; each comparison the draw decides tells both weights and
// both keys, which anyone recomputes from the seed (here, by the recipe written out below).
describe("5. the weighted draw is made from the notary's seed, and told", () => {
  const key = (id: string, w: number) => -Math.log((parseInt(createHash("sha256").update(`${lInput.call.loting}:${id}`).digest("hex").slice(0, 13), 16) + 0.5) / 2 ** 52) / w;
  it("the scheme says what art. 6 says", () => {
    expect(loting).toContain("lottery seed call.loting weighted by gewicht per art6");
  });
  it("L11 (category D, 0.75) after L08 (category C, 1): the weights and the keys, as the recipe gives them", () => {
    expect(key("L08", 1)).toBeLessThan(key("L11", 0.75));
    expect(steps(row(run(loting, lInput), "L11"), "ranking")).toContain(
      `Na L08: beslist door gewogen loting (startwaarde "Rpnf-2027/notaris"): gewicht 1, sleutel ${String(key("L08", 1)).replace(".", ",")} (sha256("Rpnf-2027/notaris:L08") = a42f126722444…) tegen gewicht 0,75, sleutel ${String(key("L11", 0.75)).replace(".", ",")} (sha256("Rpnf-2027/notaris:L11") = b69771a52cd98…).`,
    );
  });
  it("a draw made outside cannot be weighted (AL0682): only the seeded draw is Allot's", () => {
    const outside = loting.replace('loting: text "de startwaarde', 'loting: draw "de startwaarde').replace("lottery seed call.loting weighted by gewicht", "lottery draw call.loting weighted by gewicht");
    expect(errorsOf(outside).map((e) => e.slice(0, 6))).toEqual(["AL0682"]);
  });
});

// Findings 6 and 7 (mended by whenw33). Art. 5 lid 1 divides "naar verhouding van het gewogen
// aantal gegadigden" the places "die na toepassing van artikel 4 resteren": the candidate checks
// the 2 places of category B by the lets the law names, each by its title and its value for this
// call (`rest` 6, `gewogen` 13.25), and a stage's `when` by the let's title, with the connectives
// (`not`, `if … then … else`) in the explanation's language and the decimals in its form.
describe("6 and 7. a stage's condition and budget are told in words", () => {
  it("L04, placed by rounding", () => {
    expect(steps(row(run(loting, lInput), "L04"), "allocation")).toContain(
      "Beslist in fase 6 van 6, ‘Plaatsen door afronding’: die neemt alleen de aanvragen waarvoor haar voorwaarde geldt: niet categorie A; 1 plaats (wat resteert).",
    );
  });
  it("L03, placed in category B", () => {
    expect(steps(row(run(loting, lInput), "L03"), "allocation")).toContain(
      "Beslist in fase 2 van 6, ‘Categorie B’: die neemt alleen de aanvragen waarvoor haar voorwaarde geldt: categorie B; 2 plaatsen (als het gewogen aantal gegadigden = 0 dan 0 anders floor(de plaatsen na de rechtstreekse plaatsing × 1,5 × het aantal gegadigden van categorie B / het gewogen aantal gegadigden); het gewogen aantal gegadigden: 13,25, de plaatsen na de rechtstreekse plaatsing: 6, het aantal gegadigden van categorie B: 3).",
    );
  });
  it("in every language, the connectives in its words", () => {
    const told = (language: string, id: string, at: string) => steps(row(run(loting.replace("  language nl\n", `  language ${language}\n`), lInput), id), "allocation").find((t) => t.includes(at))!;
    const words = (language: string) => [told(language, "L04", "6"), told(language, "L03", "2")].map((t) => /: ((?:\S+ )?categorie [AB])[ ;]/.exec(t)![1]! + " | " + /\(([^()]*? floor)\(/.exec(t)?.[1]);
    expect(["en", "nl", "pl", "de", "es", "fr"].map(words)).toEqual([
      ["not categorie A | undefined", "categorie B | if het gewogen aantal gegadigden = 0 then 0 else floor"],
      ["niet categorie A | undefined", "categorie B | als het gewogen aantal gegadigden = 0 dan 0 anders floor"],
      ["nie categorie A | undefined", "categorie B | jeśli het gewogen aantal gegadigden = 0 to 0 w przeciwnym razie floor"],
      ["nicht categorie A | undefined", "categorie B | wenn het gewogen aantal gegadigden = 0 dann 0 sonst floor"],
      ["no categorie A | undefined", "categorie B | si het gewogen aantal gegadigden = 0 entonces 0 si no floor"],
      ["non categorie A | undefined", "categorie B | si het gewogen aantal gegadigden = 0 alors 0 sinon floor"],
    ]);
  });
});

// Finding 8 (mended by mendd33). Čl. 7: at equal points and equal points for criterion c) "žádost
// dříve podaná". V16 (09:15:00) took ZLK's last room before V17 (09:15:01). V16 is told so; V17,
// decided by the national remainder, is told its neighbours there and, since the kraj's ranking
// decided that it was not funded there, the comparison that decided it, naming that stage.
describe("8. the losing side of the decisive tie is told it", () => {
  it("V16 is told", () => {
    expect(steps(row(run(vyzva, vInput), "V16"), "ranking")).toContain(
      "Ahead of V17: decided by the time the information system received the application (earliest first, exact moment): 2027-03-20 09:15:00 against 2027-03-20 09:15:01. Both have the same value of the total points (60) and of c) Technical state of the road (20).",
    );
  });
  it("V17 is told, after its neighbours in the stage that decided it", () => {
    expect(steps(row(run(vyzva, vInput), "V17"), "ranking").slice(1)).toEqual([
      "After V11: decided by c) Technical state of the road (highest first): 30 against 20.",
      "Ahead of V03: decided by total points (highest first): 60 against 58.",
      "After V16 in the ranking of stage 'Allocation of each kraj (Zlínský kraj)': decided by the time the information system received the application (earliest first, exact moment): 2027-03-20 09:15:00 against 2027-03-20 09:15:01. Both have the same value of the total points (60) and of c) Technical state of the road (20).",
    ]);
  });
  it("in every language", () => {
    // the first words, up to the colon (French's spaces before its marks made plain)
    const told = (language: string) => steps(row(run(vyzva.replace("  language en\n", `  language ${language}\n`), vInput), "V17"), "ranking").at(-1)!.split(":")[0]!.replace(/[\u00a0\u202f]/g, " ");
    expect(["nl", "de", "pl", "es", "fr"].map(told)).toEqual([
      "Na V16 in de rangschikking van fase ‘Allocation of each kraj (Zlínský kraj)’",
      "Nach V16 in der Rangfolge der Stufe „Allocation of each kraj (Zlínský kraj)“",
      "Za wnioskiem V16 w rankingu etapu „Allocation of each kraj (Zlínský kraj)”",
      "Detrás de la solicitud V16 en la prelación de la fase «Allocation of each kraj (Zlínský kraj)»",
      "Après la demande V16 dans le classement de l'étape « Allocation of each kraj (Zlínský kraj) » ",
    ]);
  });
});
