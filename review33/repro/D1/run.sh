node review33/repro/D1/run.mjs en '[["A","600.00",9,null],["B","700.00",8,null],["C","300.00",7,null],["D","1200.00",1,true]]' 2000.00 1000.00
