# The board themes' names, by the theme's file name under assets/themes/.
theme-alfaerie = Schlichtes Alfaerie
theme-diamond-marble = Raute & Marmor
theme-earthtone = Erdtöne
theme-litrof-slate = Litróf-Schiefer
theme-marble-small = Kleine Pfeile auf Marmor
theme-simple-green = Schlichtes Grün
theme-smess = Smess-Stil
theme-three-elephant-jade = Jade & Elfenbein
theme-tribesmen-sand = Turmstämme-Sand
theme-wood-leaves = Holz & Blätter
