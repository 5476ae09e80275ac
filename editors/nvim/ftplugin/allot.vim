" Allot for Neovim (and Vim): buffer settings for Allot schemes — line comments for `gc`-style
" commenting and formatting of comments, two-space indentation as `allot fmt` writes it.
if exists("b:did_ftplugin")
  finish
endif
let b:did_ftplugin = 1
setlocal commentstring=//\ %s
setlocal comments=s1:/*,mb:*,ex:*/,://
setlocal expandtab shiftwidth=2 softtabstop=2
let b:undo_ftplugin = "setlocal commentstring< comments< expandtab< shiftwidth< softtabstop<"
