### Puzzles: the task shown with a puzzle (`towers puzzles`, the Puzzles window).

puzzle-goal-finish-one = Win in one move
puzzle-goal-finish = Win in { $n } moves
puzzle-goal-material = Win material
puzzle-goal-advantage = Find the winning move
