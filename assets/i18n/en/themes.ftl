# The board themes' names, by the theme's file name under assets/themes/.
theme-alfaerie = Plain Alfaerie
theme-diamond-marble = Diamond & marble
theme-earthtone = Earthtone
theme-litrof-slate = Litróf slate
theme-marble-small = Small arrows over marble
theme-simple-green = Simple green
theme-smess = Smess style
theme-three-elephant-jade = Jade & ivory
theme-tribesmen-sand = Tribesmen sand
theme-wood-leaves = Wood & leaves
