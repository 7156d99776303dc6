### The puzzle trainer window (☰ → Puzzles, F2).

puzzles-title = 🎯 Puzzles
puzzles-your-rating = Your puzzle rating: { $rating } · solved { $solved } of { $tried }
puzzles-game = Game
puzzles-theme = Theme
puzzles-any = Any
puzzles-intro = A position where one move wins and no other does. Play it on the board: a wrong move is taken back, a right one is answered. Puzzles near your rating come first, and the ones you miss come back later.
puzzles-next = Next puzzle
puzzles-close = Close
puzzles-task = { $side } to move: { $task }
puzzles-find-the-move = Your move. The line has { $n ->
    [one] one move of yours.
   *[other] { $n } moves of yours.
}
puzzles-right = Right! Keep going.
puzzles-wrong = Not { $m }: try again.
puzzles-solved = Solved!
puzzles-solved-with-help = Solved, with help.
puzzles-solved-after-a-miss = Solved, after a wrong move: it will come back.
puzzles-the-solution = The solution:
puzzles-line = Line: { $line }
puzzles-about = Rated { $rating } · { $themes }
puzzles-source = From { $source }
puzzles-hint = Hint
puzzles-hint-hover = Lights the piece to move (the puzzle then counts half)
puzzles-show = Show the solution
puzzles-retry = Again
puzzles-none-left = No puzzle of that game and theme is left to try.
puzzles-making = Looking for a puzzle in that position…
puzzles-no-puzzle-there = No puzzle there: { $e }
puzzles-from-my-game = my game, move { $ply }
puzzles-record-unreadable = Your puzzle record could not be read ({ $e }); a new one is started.
puzzles-record-not-kept = Your puzzle record could not be kept: { $e }
