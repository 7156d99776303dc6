# The board themes' names, by the theme's file name under assets/themes/.
theme-alfaerie = 简约 Alfaerie
theme-diamond-marble = 菱纹与大理石
theme-earthtone = 大地色
theme-litrof-slate = Litróf 石板
theme-marble-small = 大理石上的小箭头
theme-simple-green = 简约绿
theme-smess = Smess 风格
theme-three-elephant-jade = 翡翠与象牙
theme-tribesmen-sand = 部族沙色
theme-wood-leaves = 木纹与树叶
