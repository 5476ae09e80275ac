// mendd36 (issue 15, thirty-sixth round): a noun unit declined by number (FINDINGS34.md 8), and a
// lottery weight that reads nothing of the application (review35/FINDINGS.md K1). Drafter35's
// findings 7 and 9 are pinned in test/drafted35-findings.test.ts.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme } from "@allot/dsl";
import { resultOf as row, runScheme as run } from "./support/scheme";

type Row = { explanation: { step: string; text: string }[] };
const texts = (r: unknown) => (r as Row).explanation.map((s) => s.text);
const codes = (text: string) => analyze(text).diagnostics.map((d) => d.code);

const kDir = resolve(__dirname, "../schemes/drafted_kleingarten");
const kleingarten = readFileSync(join(kDir, "kleingarten_vergabe.allot"), "utf8");
const kInput = JSON.parse(readFileSync(join(kDir, "data/vergabe2027.json"), "utf8"));
const declined = kleingarten;
const FORMS = 'unit one "Garten" other "Gärten"';

describe("FINDINGS34 8: a noun unit with its forms, declined by number", () => {
  it("German: 1 Garten, 2 Gärten", () => {
    expect(declined).toContain(FORMS);
    expect(codes(declined).filter((c) => c !== "AL0409")).toEqual([]);
    const t = texts(row(run(declined, kInput), "K04"));
    expect(t.at(-1)).toBe("1 Garten zugeteilt: in der Stufe „die übrigen Plätze“: passt in das Verbleibende (verbleibend vor diesem Antrag: 2 Gärten).");
  });
  it("Polish: 1 miejsce, 2–4 miejsca, 5 miejsc, in the scheme's own forms", () => {
    const pl = declined.replace(/language de/g, "language pl").replace('unit one "Garten" other "Gärten"', 'unit one "ogród" few "ogrody" many "ogrodów"');
    expect(codes(pl).filter((c) => c !== "AL0409")).toEqual([]);
    const all = Object.values(run(pl, kInput).results as unknown[]).flatMap((r) => texts(r)).join("\n");
    expect(all).toMatch(/\b1 ogród\b/);
    expect(all).toMatch(/\b[234] ogrody\b/);
    expect(all).not.toMatch(/\b1 ogrod(y|ów)\b|\b[234] ogrodów\b|\b[234] ogród\b/);
  });
  it("the formatter keeps the forms", () => {
    const f = formatScheme(declined);
    expect(f.ok && f.text).toContain('unit one "Garten" other "Gärten"');
  });
  it("AL0537: a Polish noun with two forms, a category twice, a word that is no category, a figure", () => {
    const pl = declined.replace(/language de/g, "language pl");
    expect(codes(pl)).toContain("AL0537");
    const msg = analyze(pl).diagnostics.find((d) => d.code === "AL0537")!;
    expect(msg.message).toBe("expected the unit's forms for every plural category the scheme's language 'pl' counts whole numbers by (one, few, many), found no 'few', 'many'");
    expect(msg.hint).toContain('unit one "miejsce" few "miejsca" many "miejsc"');
    expect(codes(kleingarten.replace(FORMS, 'unit one "Garten" one "Gärten"'))).toContain("AL0537");
    expect(codes(kleingarten.replace(FORMS, 'unit singular "Garten" plural "Gärten"'))).toContain("AL0537");
    expect(codes(kleingarten.replace(FORMS, 'unit one "1 Garten" other "Gärten"'))).toContain("AL0537");
    expect(codes(kleingarten.replace(FORMS, 'unit one "Garten"'))).toContain("AL0537");
  });
});

const wDir = resolve(__dirname, "../schemes/weighted_lottery");
const weighted = readFileSync(join(wDir, "allotments.allot"), "utf8");

describe("review35 K1: a lottery weight that reads nothing of the application", () => {
  it("weighted by 0 and by call.plots: AL0683, a warning with a hint", () => {
    for (const w of ["0", "call.plots"]) {
      const text = weighted.replace("weighted by tickets", `weighted by ${w}`);
      expect(text).not.toBe(weighted);
      const d = analyze(text).diagnostics.filter((x) => x.code === "AL0683");
      expect(d.map((x) => [x.severity, x.message, text.slice(x.span.start, x.span.end)])).toEqual([["warning", `expected the weight of the lottery to read the application, found '${w}', the same for every application`, w]]);
      expect(d[0]!.hint).toContain("leave 'weighted by' out");
    }
    expect(analyze(weighted.replace("weighted by tickets", "weighted by 0")).diagnostics.find((x) => x.code === "AL0683")!.hint).toContain("0 leaves every application out of the draw");
  });
  it("a let of call values only warns; a weight that reads the application does not", () => {
    const viaLet = weighted.replace("weighted by tickets", "weighted by per_plot").replace(/\nranking /, "\nlet per_plot = call.plots + 1\n\nranking ");
    expect(codes(viaLet)).toContain("AL0683");
    expect(codes(weighted)).not.toContain("AL0683");
  });
});

// drafter36's findings 6 and 10 (FINDINGS36.md on h-drafter36, read; its schemes not used): the
// head of a French explanation and the totals of an unlimited budget, on test/inputs/entitlement.
const cli = resolve(__dirname, "../packages/dsl/dist/allot.mjs");
const eDir = resolve(__dirname, "inputs/entitlement");
const entitlement = readFileSync(join(eDir, "hectare_payment.allot"), "utf8");
const inTmp = (text: string): string => {
  const f = join(mkdtempSync(join(tmpdir(), "mendd36-")), "s.allot");
  writeFileSync(f, text);
  return f;
};
const allot = (...args: string[]) => execFileSync(process.execPath, [cli, ...args], { encoding: "utf8" });

describe("drafter36's finding 6: French sets a space before the colon in an explanation's head", () => {
  it("'Montant calculé : …', 'Montant accordé : …', as the steps write 'Calculé : …'", () => {
    const fr = inTmp(entitlement.replace("  language en\n", "  language fr\n"));
    const id = JSON.parse(readFileSync(join(eDir, "data/claims.json"), "utf8")).applications[0].id as string;
    const head = allot("explain", fr, "--input", join(eDir, "data/claims.json"), "--id", id).split("\n");
    expect(head.filter((l) => l.startsWith("Montant"))).toEqual(expect.arrayContaining([expect.stringMatching(/^Montant calculé : /), expect.stringMatching(/^Montant accordé : /)]));
    expect(head.some((l) => /^\S[^:]*\S:/.test(l) && !l.startsWith("  "))).toBe(false);
    const en = allot("explain", inTmp(entitlement), "--input", join(eDir, "data/claims.json"), "--id", id);
    expect(en).toMatch(/\nAmount granted: /);
  });
});

describe("drafter36's finding 10: an unlimited budget's remaining is no tie", () => {
  const unlimited = entitlement.replace("  language en\n", "  language fr\n").replace(/  budget call\.ceiling "the ceiling" per art1\n  amount payment\n  pro rata [^\n]*\n/, "  budget unlimited per art1\n  amount payment\n");
  it("the HTML report says 'sans limite' under 'Restant', the Markdown 'unlimited'", () => {
    expect(unlimited).toContain("budget unlimited");
    const f = inTmp(unlimited);
    const html = allot("run", f, "--input", join(eDir, "data/claims.json"), "--format", "html");
    expect(html).not.toContain("dépend d'une égalité");
    expect(html).toMatch(/<td class="num">sans limite<\/td><\/tr><\/table>/);
    const md = allot("run", f, "--input", join(eDir, "data/claims.json"), "--format", "md");
    expect(md).toMatch(/\| main \| EUR \| unlimited \| [\d.]+ \| [\d.]+ \| 0\.00 \| unlimited \|/);
  });
});

describe("drafter36's finding 7: a lot alone is told as the lot, not as additional criteria (nl)", () => {
  it("K14 of drafted_kostenefficientie: 'dus besliste de loting (…) over de volgorde'", () => {
    const dir = resolve(__dirname, "../schemes/drafted_kostenefficientie");
    const r = run(readFileSync(join(dir, "kostenefficientie.allot"), "utf8"), JSON.parse(readFileSync(join(dir, "data/noordland_2027.json"), "utf8")));
    const t = texts(row(r, "K14")).find((s) => s.includes("gelijke stand"))!;
    expect(t).toMatch(/, dus besliste de loting \(startwaarde "NOORDLAND-SDE-2027"\) over de volgorde\.$/);
    expect(t).not.toContain("aanvullende criteria");
  });
});
