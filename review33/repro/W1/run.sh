node review33/repro/W1/run.mjs en '[["A","600.00",9,null],["B","700.00",8,null],["C","300.00",7,null],["D","500.00",1,true]]' 2000.00 1000.00
