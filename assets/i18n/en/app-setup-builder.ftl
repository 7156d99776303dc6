setup-builder-v = { $value } v { $value2 }
setup-builder-v-2 = { $value } v { $value2 }
setup-builder-s-towers-from-its = { $value }'s towers, from its left
setup-builder-moves-as = { $value }. moves as { $value2 }
setup-builder-choose-this-tower-and = Choose this tower and those after it again
