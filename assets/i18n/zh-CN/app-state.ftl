state-human = 玩家
state-over-the-network = 网络玩家
state-no-square = 没有 '{ $name }' 这个格
state-no-legal-move-starts = 没有从 { $name } 出发的合法着法
state-undo-offered-the-other = 已提议悔棋：正在征询其他玩家。
state-took-back = 已收回 { $value }。
state-draw-offered-the-other = 已提议和棋：正在征询其他玩家。
state-replayed = 已重走 { $value }。
state-clocks-paused = 棋钟已暂停。
state-clocks-running = 棋钟运行中。
state-played = 已走 { $text }：{ $text2 }。
state-you-are-looking-at = 你正在查看之前的局面：点击“回到对局”（或按 End）即可继续下棋。
state-the-game-is-over = 对局已结束（{ $value }）。点击“☰ 新对局…”开始新的对局。
state-your-move-was-sent = 你的着法已发送：等待主持方确认。
state-waiting-for-s-move = 正在等待{ $value }通过网络走棋。
state-the-computer-is-thinking = 电脑正在思考…
state-move-cancelled = 已取消走子。
state-choose-one-of-the = 请选择棋盘旁的一个按钮（按 Esc 取消）。
state-click-a-highlighted-square = { $value }：请点击一个高亮的格子（按 Esc 取消）。
state-that-choice-is-not = 此处不能这样选择。
state-move-cancelled-2 = 已取消走子。
state-is-not-a-legal = { $name } 不是这步棋的合法目标：请点击高亮的格子，或按 Esc 取消。
state-is-empty-click-one = { $name } 是空格：请先点击{ $mover }的一枚棋子。
state-the-on-is-s = { $name } 上的{ $piece }属于{ $owner }；现在轮到{ $mover }走棋。
state-the-on-is-frozen = { $name } 上的{ $piece }被冻结，无法走动。
state-the-on-has-no = { $name } 上的{ $piece }现在没有合法着法。
state-selected = 已选中 { $name }
state-selected-2 = 已选中 { $name }
state-selected-3 = 已选中 { $name }
state-the-whole-stack-on = 已拿起 { $on } 上的整叠（{ $taken } { $what ->
    [pyramids] 个金字塔
   *[other] 枚棋子
}）
state-of-the-on-picked = 已拿起 { $on } 上 { $value } { $what ->
        [pyramids] 个金字塔
       *[other] 枚棋子
    }中的 { $taken } { $what ->
        [pyramids] 个
       *[other] 枚
    }
state-turn-goes-on = 回合继续：点击下一枚要使用的棋子，或棋盘旁的按钮（按 Esc 收回整个回合）。
state-the-puzzle-s-line = 谜题的着法
state-the-puzzle-answers = 谜题应着…
