setup-builder-v = { $value } gegen { $value2 }
setup-builder-v-2 = { $value } gegen { $value2 }
setup-builder-s-towers-from-its = Türme von { $value }, aus dessen Sicht von links
setup-builder-moves-as = { $value }. zieht wie { $value2 }
setup-builder-choose-this-tower-and = Diesen Turm und die folgenden neu wählen
