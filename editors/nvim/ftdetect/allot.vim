" Allot for Neovim (and Vim): files ending in .allot are Allot selection schemes.
autocmd BufRead,BufNewFile *.allot setfiletype allot
