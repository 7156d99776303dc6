labels-moving-here = Moving here: { $text }.
labels-height = height { $value }
labels-text = { $name }: { $how }
labels-text-2 = { $l } ×{ $n }
