// What the checker and the command line let through, found by the fifteenth round's adversary and
// drafter (docs/performance.md, adversary15 and drafter15), each held by the command a user runs
// (the built CLI) where the user sees it, and by the checker's diagnostics for its variants.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { preamble, rankAndAllocate } from "./support/scheme.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-checks16-"));

function allot(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const head = preamble("T");

/** The codes and the texts they mark, of `text`'s diagnostics. */
function marked(text: string): Array<[string, string]> {
  return analyze(text).diagnostics.map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
}

describe("a budget of places shared as a fraction of a place (AL0408)", () => {
  // the adversary's scheme: half of 5 places first to the north, 2.5 places
  const places = (budget: string, extra = "") => `${head}call { places: integer }
application {
  id: text unique
  region: enum { south, north }
  score: integer in 0..20
}
criterion p per art1: weight 1 × score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first
  }
}
allocation per art1 {
  budget call.places
  amount 1
  at boundary stop per art1
${extra}  stage north "Northern applicants" per art1 when region = north {
    budget ${budget}
    unfunded go on
  }
  stage all "Every applicant not yet admitted" per art1 {
    budget left
  }
}
`;

  it("allot check refuses 50% × call.places as a stage's budget, and says how to write the law's rounding", () => {
    writeFileSync(join(tmp, "half.allot"), places("50% × call.places"));
    const r = allot("check", "half.allot");
    expect(r.code).toBe(1);
    expect(r.out).toBe(`half.allot:28:12: error AL0408: expected the budget of the stage 'north' as a whole number of places, found a value that can be a fraction (a percentage, a division or a decimal)
28 |     budget 50% × call.places
   |            ^^^^^^^^^^^^^^^^^
   = hint: say how the law rounds the share, for example round(50% × call.places, 0, down): places have no fractions, and a stage's budget is only rounded to a currency's cents
   = note: half.allot:24:10: the allocation's budget, a number of places
1 error, 0 warnings in 1 file
`);
  });

  it("with the law's rounding written the stage has 2 of 5 places, and says so", () => {
    writeFileSync(join(tmp, "rounded.allot"), places("round(50% × call.places, 0, down)"));
    const apps = ["N1", "N2", "N3", "S1", "S2", "S3"].map((id, i) => ({ id, region: id.startsWith("N") ? "north" : "south", score: 20 - i }));
    writeFileSync(join(tmp, "five.json"), JSON.stringify({ call: { places: 5 }, applications: apps }));
    expect(allot("check", "rounded.allot").out).toBe("0 errors, 0 warnings in 1 file\n");
    const run = allot("run", "rounded.allot", "--input", "five.json", "--format", "csv");
    expect(run.err).toBe("");
    expect(run.out).toBe(`position,id,stage,status,label,points,amount,reasons
1,N1,Northern applicants,funded,,20,1,
2,N2,Northern applicants,funded,,19,1,
3,N3,Every applicant not yet admitted,funded,,18,1,
4,S1,Every applicant not yet admitted,funded,,17,1,
5,S2,Every applicant not yet admitted,funded,,16,1,
6,S3,Every applicant not yet admitted,not_funded,,15,0,in stage 'Every applicant not yet admitted': no place is left
`);
    const n1 = allot("explain", "rounded.allot", "--input", "five.json", "--id", "N1").out;
    expect(n1).toContain("Decided in stage 1 of 2, 'Northern applicants': it considers only the applications that meet its condition: region = north; 2 places (round(50% × call.places, 0, down); call.places: 5). [L, article 1]");
    expect(n1).toContain("Granted 1 place: in stage 'Northern applicants': fits in the places left (remaining before: 2 places). [L, article 1]");
    expect(allot("explain", "rounded.allot", "--input", "five.json", "--id", "S3").out).toContain("3 places (what is left)");
  });

  it("whole shares stay clean: left, a minimum with left, a difference, a product by a whole number", () => {
    // (a stage's budget that ends in a number is written in brackets here: `budget 2` and the next
    // line's `unfunded` read as an amount in a currency "unfunded", AL0205, before this round too)
    for (const budget of ["left", "min(3, left)", "(call.places - 2)", "(2 × call.places - 5)", "round(call.places / 3, 0, half_up)"]) {
      expect(marked(places(budget)), budget).toEqual([]);
    }
    expect(marked(places("(call.places / 2)"))).toEqual([["AL0408", "(call.places / 2)"]]);
    expect(marked(places("(2.5)"))).toEqual([["AL0408", "(2.5)"]]);
  });

  it("a reservation's and a quota's places as fractions too; a share of money is rounded to its cents and stays clean", () => {
    const reservation = `  reserve young "Young applicants" per art1: at least 30% × call.places when score > 10, unused returns\n`;
    const quota = `  quota south_cap "The south" per art1: at most call.places / 2 when region = south\n`;
    expect(marked(places("left", reservation))).toEqual([["AL0408", "30% × call.places"]]);
    expect(marked(places("left", quota))).toEqual([["AL0408", "call.places / 2"]]);
    const money = places("15% × call.places").replace("places: integer", "places: money(EUR)").replace("amount 1", "amount 100 EUR");
    expect(marked(money)).toEqual([]);
  });
});

describe("a list written empty given to mean, median, trimmed_mean, min or max (AL0303)", () => {
  const scheme = (value: string) => `${head}call { ceiling: money(EUR) }
application {
  id: text unique
  requested: money(EUR)
  scores: list of integer in 0..10
}
eligibility per art1 {
  rule scored "Scored by the jury": count(scores) > 0
}
let nothing = []
let score "the jury's score": decimal = ${value} per art1
criterion p per art1: weight 1 × score
${rankAndAllocate("total highest first", "requested", "skip")}`;

  it("allot check refuses median([]) at the list, saying what every application would get", () => {
    writeFileSync(join(tmp, "median.allot"), scheme("median([])"));
    const r = allot("check", "median.allot");
    expect(r.code).toBe(1);
    expect(r.out).toBe(`median.allot:20:48: error AL0303: expected a list that can hold values, found the empty list []: the median of an empty list of scores is undefined, for every application
20 | let score "the jury's score": decimal = median([]) per art1
   |                                                ^^
   = hint: give the list the law's values: a field of the application (a jury's scores) or of the call, or write the values out
1 error, 0 warnings in 1 file
`);
  });

  it.each([
    ["mean([])", "[]"],
    ["trimmed_mean([], 1, 3)", "[]"],
    ["min([])", "[]"],
    ["max(x in []: x)", "[]"],
    ["median(nothing)", "nothing"],
    ["mean(if count(scores) > 2 then [] else nothing)", "if count(scores) > 2 then [] else nothing"],
  ])("%s is refused at the list", (value, list) => {
    expect(marked(scheme(value))).toEqual([["AL0303", list]]);
  });

  it("sum and count of an empty list (0), and the application's own scores, which may be empty at run time, stay clean", () => {
    for (const value of ["sum([])", "count([])", "median(scores)", "mean(if count(scores) > 2 then scores else [])", "max(scores)"]) {
      expect(marked(scheme(value)), value).toEqual([]);
    }
  });
});

describe("a line break or a control character in a text the results quote (AL0661)", () => {
  it("allot check refuses the budget's name \"the\\nfund\" at the text, and the run never starts", () => {
    const text = `${head}call { budget: money(EUR) }
application {
  id: text unique
  requested: money(EUR)
}
${rankAndAllocate("requested highest first", "requested", "skip").replace("budget call.ceiling", 'budget call.budget "the\\nfund"')}`;
    writeFileSync(join(tmp, "fund.allot"), text);
    const r = allot("check", "fund.allot");
    expect(r.code).toBe(1);
    expect(r.out).toBe(`fund.allot:22:22: error AL0661: expected a text without line breaks or control characters, found a line break (\\n) in "the\\nfund"
22 |   budget call.budget "the\\nfund"
   |                      ^^^^^^^^^^^
   = hint: the reasons, explanations and notices quote this text inside their sentences, in every format: write it on one line, with a space where the words go on
1 error, 0 warnings in 1 file
`);
    writeFileSync(join(tmp, "fund.json"), JSON.stringify({ call: { budget: "10.00" }, applications: [{ id: "A", requested: "20.00" }] }));
    const run = allot("run", "fund.allot", "--input", "fund.json");
    expect(run.code).toBe(1);
    expect(run.out).toBe("");
  });

  // every kind of text a bundled scheme gives the results, each with a line break, a tab or a bell written in
  const edits: Array<[scheme: string, from: string, to: string]> = [
    ["drafted_climate/climate_fund.allot", '"Community Climate Action Fund 2027"', '"Community Climate\\nAction Fund 2027"'],
    ["drafted_climate/climate_fund.allot", '"CCAF-2027 (not enacted; drafted for testing)"', '"CCAF-2027\\t(not enacted; drafted for testing)"'],
    ["drafted_climate/climate_fund.allot", '"the name of the community group"', '"the name of\\nthe community group"'],
    ["drafted_climate/climate_fund.allot", '"Registered community group"', '"Registered\\u{7} community group"'],
    ["drafted_climate/climate_fund.allot", '"The applicant is not registered with the Public Participation Network."', '"The applicant is not registered\\nwith the Public Participation Network."'],
    ["drafted_climate/climate_fund.allot", '"Climate impact"', '"Climate\\timpact"'],
    ["drafted_climate/climate_fund.allot", '"the best total in the theme"', '"the best total\\nin the theme"'],
    ["drafted_climate/climate_fund.allot", '"At least 4 points for deliverability"', '"At least 4 points\\nfor deliverability"'],
    ["drafted_climate/climate_fund.allot", '"Communities of fewer than 5,000 inhabitants"', '"Communities of fewer\\nthan 5,000 inhabitants"'],
    ["drafted_climate/climate_fund.allot", '"grants per theme"', '"grants\\nper theme"'],
    ["drafted_climate/climate_fund.allot", '"reserve list"', '"reserve\\nlist"'],
    ["drafted_nursery/nursery_places.allot", '"The baby group"', '"The baby\\ngroup"'],
    ["drafted_nursery/nursery_places.allot", '"Children whose parents work or study"', '"Children whose parents\\nwork or study"'],
    ["drafted_cargobike/lastenrad.allot", '"Haushalt"', '"Haus\\nhalt"'],
    ["drafted_regional/nabor_regionalny.allot", '"Projekty małe"', '"Projekty\\nmałe"'],
    ["drafted_mobility/erasmus_mobility.allot", 'label "declined"', 'label "de\\nclined"'],
    ["drafted_mobility/erasmus_mobility.allot", 'as "host institution"', 'as "host\\ninstitution"'],
    ["drafted_stypendium/stypendium_szkolne.allot", 'article "90f"', 'article "90\\nf"'],
  ];
  it.each(edits)("%s: %s", (file, from, to) => {
    const text = readFileSync(join(repo, "schemes", file), "utf8");
    expect(text.split(from).length, `${from} once in ${file}`).toBe(2);
    const edited = text.replace(from, to);
    expect(marked(edited)).toEqual([["AL0661", to.slice(to.indexOf('"'))]]);
  });

  it("a text an expression compares and a source's text may hold them; a text block holds its lines", () => {
    const text = `${head}source art2 = law article 2 "first line\\nsecond line"
call { ceiling: money(EUR) }
application {
  id: text unique
  requested: money(EUR)
}
eligibility per art2 {
  rule named "Named": id != "a\\tb\\nc"
}
${rankAndAllocate("requested highest first", "requested", "skip")}`;
    expect(marked(text)).toEqual([]);
  });
});

describe("allot <command> --help", () => {
  it("prints that command's usage on stdout, exit 0, for every command", () => {
    const r = allot("compile", "--help");
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out.replace(/^allot \S+ /, "allot <version> ")).toBe(`allot <version> — selection schemes as code

Usage:
  allot compile <scheme.allot> --out <dir> [--bundle]
                                        --bundle: the runtime inlined, one self-contained module

Exit codes: 0 success; 1 errors in a scheme, its input or its tests (fmt: a file needs formatting
under --check, or has syntax errors); 2 usage error; 3 internal error.
A mapping <scheme>.map.json beside the scheme is used when --map is not given.
`);
    for (const command of ["check", "run", "explain", "notices", "test", "compile", "fmt", "lsp", "serve"]) {
      const h = allot(command, "--help");
      expect([h.code, h.err], command).toEqual([0, ""]);
      expect(h.out, command).toMatch(new RegExp(`^allot \\S+ — selection schemes as code\\n\\nUsage:\\n(  allot ${command} .*\\n|  {3,}.*\\n)+\\nExit codes: `));
    }
    expect(allot("compile", "-h").out).toBe(r.out);
    expect(allot("help", "compile").out).toBe(r.out);
  });

  it("wherever it stands among the options, but not after '--'; the whole usage for 'allot --help'; an unknown command is still a usage error", () => {
    expect(allot("run", "scheme.allot", "--input", "x.json", "--help").out).toBe(allot("run", "--help").out);
    const after = allot("check", "--", "--help");
    expect([after.code, after.err]).toEqual([2, expect.stringContaining("allot: ")]);
    const whole = allot("--help");
    expect([whole.code, whole.err]).toEqual([0, ""]);
    for (const command of ["check", "run", "explain", "notices", "test", "compile", "fmt", "lsp", "serve"]) expect(whole.out).toContain(`  allot ${command} `);
    const unknown = allot("frobnicate", "--help");
    expect([unknown.code, unknown.out]).toEqual([2, ""]);
    expect(unknown.err).toMatch(/^allot: unknown command 'frobnicate'\n\nallot /);
  });
});

describe("allot fmt fills the lines of a long enumeration and of a long list of short items", () => {
  // drafter15's layout: 32 countries one a line, and an if chain's first list broken member by member while the next stayed on one line
  const before = `${head}call { ceiling: money(EUR) }
application {
  id: text unique
  host_country: enum {
${["DK", "FI", "IS", "IE", "LI", "LU", "NO", "SE", "AT", "BE", "CY", "FR", "DE", "GR", "IT", "MT", "PT", "ES", "BG", "HR", "CZ", "EE", "HU", "LV", "LT", "MK", "PL", "RO", "RS", "SK", "SI", "TR"].map((c) => `    ${c}`).join(",\n")}
  }
}
let monthly_rate "the monthly rate": money(EUR) = if host_country in [
    DK,
    FI,
    IS,
    IE,
    LI,
    LU,
    NO,
    SE
  ]
  then 600 EUR
  else if host_country in [AT, BE, CY, FR, DE, GR, IT, MT, PT, ES]
  then 540 EUR
  else 490 EUR per art1
${rankAndAllocate("monthly_rate highest first", "monthly_rate", "skip")}`;

  it("allot fmt --check lists the old layout, allot fmt writes the filled one, and a second fmt changes nothing", () => {
    const file = join(tmp, "mobility.allot");
    writeFileSync(file, before);
    const check = allot("fmt", "--check", "mobility.allot");
    expect([check.code, check.out]).toEqual([1, "mobility.allot: needs formatting\n1 file(s): 1 need formatting, 0 with syntax errors\n"]);
    expect(allot("fmt", "mobility.allot").code).toBe(0);
    const after = readFileSync(file, "utf8");
    expect(after.slice(after.indexOf("application {"), after.indexOf("ranking"))).toBe(`application {
  id: text unique
  host_country: enum {
    DK, FI, IS, IE, LI, LU, NO, SE, AT, BE, CY, FR, DE, GR, IT, MT, PT, ES, BG, HR, CZ, EE, HU, LV,
    LT, MK, PL, RO, RS, SK, SI, TR
  }
}

let monthly_rate "the monthly rate": money(EUR) =
  if host_country in [DK, FI, IS, IE, LI, LU, NO, SE] then 600 EUR
  else if host_country in [AT, BE, CY, FR, DE, GR, IT, MT, PT, ES] then 540 EUR
  else 490 EUR per art1

`);
    expect(allot("fmt", "--check", "mobility.allot")).toMatchObject({ code: 0, out: "1 file(s): 0 need formatting, 0 with syntax errors\n" });
  });
});
