analysis-window-in = { $value ->
    [wins] { $moves } 步内必胜
   *[other] { $moves } 步内必败
}
analysis-window-analysis = 分析
analysis-window-analyse-game = 📈 分析对局
analysis-window-the-expected-result-after = 以图表显示对局中每一步之后的预期结果
analysis-window-stop-analysing = 停止分析
analysis-window-expected-result-for = { $n0 }的预期结果：{ $value }
analysis-window-thinking = 思考中…
analysis-window-the-game-is-over = 对局已结束：{ $value }
analysis-window-depth-positions-s = 深度 { $depth }，{ $nodes } 个局面，{ $seconds } 秒{ $only }
analysis-window-the-only-move = （唯一着法）
analysis-window-to-move = { $mover }走棋：
analysis-window-depth = ，深度 { $low }
analysis-window-depth-2 = ，深度 { $low }–{ $high }
analysis-window-s-expected-result-after = 每步之后{ $first }的预期结果（已分析 { $done }/{ $all } 个局面{ $depths }）；红圈标出起伏最大之处。点击即可跳转到该处。
analysis-window-move-lost = 第 { $ply } 步 { $m }：{ $who }损失了 { $percent }%
analysis-window-make-puzzle = 谜题
analysis-window-make-puzzle-hover = 把这步失误做成谜题：若失误前的局面有唯一赢棋，就用它；否则若失误后有唯一惩罚它的着法，就用失误后的局面
