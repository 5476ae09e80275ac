// F2-F4 against another tree's dist (ROOT=)
const { dsl, scheme } = await import("../common.mjs");
const app = "x: integer in 0..10\n  z: integer in 0..10\n  w: integer in 0..10";
const before = 'source art2 = law article 2 """\n  Y.\n  """\ncriterion c1 "C1" per art1: x\nthreshold t1 "T1" per art1: c1 >= 3\n';
for (const t of ['phase p "P" per nope after t1 {\n  criterion c3 "C3" per art1: z + w\n}', 'phase p "P" per art2 after t1 {\n  criterion c3 "C3" per art1: z + w\n}', 'phase p "P" per art2 after t1 {\n}', 'phase p "P" per art2 after t1 {\n  criterion c3 "C3" per art1: z\n}\nphase p "P2" per art1 after t1 {\n  criterion c4 "C4" per art1: w\n}'])
  console.log(JSON.stringify(t.split("\n")[0]), dsl.analyze(scheme(before + t, { app })).diagnostics.map((d) => d.code + " " + d.message));
const f = dsl.formatScheme(scheme(before + 'phase p "P" per art2 after t1 {\n}', { app }));
console.log("formatted, the phase kept:", f.text?.includes("phase p"));
