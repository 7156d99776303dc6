labels-moving-here = Zug hierher: { $text }.
labels-height = Höhe { $value }
labels-text = { $name }: { $how }
labels-text-2 = { $l } ×{ $n }
