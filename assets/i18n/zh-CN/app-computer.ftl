computer-played = { $mover }走了 { $text }。{ $note }{ $value }。
computer-the-computer-s-move = 电脑的着法被拒绝：{ $e }
computer-hint-the-blue-arrow = 提示：{ $notation }（蓝色箭头）。{ $value }。
computer-by-force-in-move = { $who }{ $verb ->
        [wins] 可在 { $moves } 步内强制取胜
       *[other] 将在 { $moves } 步内被迫告负
    }{ $s ->
       *[other] {""}
    }
computer-expects = { $who }预期 { $value }%
computer-playouts = { $playouts } 次模拟
computer-depth = 深度 { $depth }
computer-s = { $value } 秒
computer-text = { $judgement }（{ $value }）
