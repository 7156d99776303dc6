leave-close-towers = 关闭 Towers
leave-leave-this-game = 离开此对局
leave-this-game-was-changed = 此对局在保存到 { $file } 之后有过改动：文件中有 { $saved }，棋盘上有 { $board }。
leave-this-game-was-never = 此对局（{ $board }）从未保存到文件。
leave-the-autosave-keeps-it = { $text }自动保存会保留它，直到被另一局对局取代。
leave-save-first = 先保存…
leave-without-saving = 不保存并{ $what }
leave-cancel = 取消
