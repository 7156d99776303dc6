# The language's own name, as the View menu lists it.
language-name = English
view-language = Language
# The first choice of View → Language; $language is the system's, in its own words.
view-language-system = As the system: { $language }
count-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
count-legal-moves = { $n ->
    [one] { $n } legal move
   *[other] { $n } legal moves
}
count-steps = { $n ->
    [one] { $n } step
   *[other] { $n } steps
}
# A computer seat, as seat lists and menus show it; $level is its level's title.
state-computer = Computer ({ $level })
# A computer level's title; $level is the level's name as typed (random, easy, medium, hard, expert).
level-title = { $level ->
    [random] Random
    [easy] Easy
    [medium] Medium
    [hard] Hard
   *[expert] Expert
}
level-custom = Custom ({ $seconds } s)
network-you = you
