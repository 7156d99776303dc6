labels-moving-here = 走到这里：{ $text }。
labels-height = 高度 { $value }
labels-text = { $name }：{ $how }
labels-text-2 = { $l } ×{ $n }
