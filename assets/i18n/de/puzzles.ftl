### Aufgaben: die Aufgabe, die mit einem Rätsel gezeigt wird (`towers puzzles`, das Fenster Aufgaben).

puzzle-goal-finish-one = Gewinne in einem Zug
puzzle-goal-finish = Gewinne in { $n } Zügen
puzzle-goal-material = Gewinne Material
puzzle-goal-advantage = Finde den Gewinnzug
