setup-builder-v = { $value } 对 { $value2 }
setup-builder-v-2 = { $value } 对 { $value2 }
setup-builder-s-towers-from-its = { $value } 的塔（从其左侧数起）
setup-builder-moves-as = 第 { $value } 座塔：走法同{ $value2 }
setup-builder-choose-this-tower-and = 重新选择这座塔及其后的塔
