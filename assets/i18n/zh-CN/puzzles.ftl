### 谜题：与谜题一同显示的任务（`towers puzzles`，谜题窗口）。

puzzle-goal-finish-one = 一着取胜
puzzle-goal-finish = { $n } 着取胜
puzzle-goal-material = 赢得子力
puzzle-goal-advantage = 找出制胜的一着
