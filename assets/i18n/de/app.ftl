# The language's own name, as the View menu lists it.
language-name = Deutsch
view-language = Sprache
# The first choice of View → Language; $language is the system's, in its own words.
view-language-system = Wie das System: { $language }
count-moves =
    { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    }
count-legal-moves =
    { $n ->
        [one] { $n } legaler Zug
       *[other] { $n } legale Züge
    }
count-steps =
    { $n ->
        [one] { $n } Schritt
       *[other] { $n } Schritte
    }
# A computer seat, as seat lists and menus show it; $level is its level's title.
state-computer = Computer ({ $level })
# A computer level's title; $level is the level's name as typed (random, easy, medium, hard, expert).
level-title = { $level ->
    [random] Zufall
    [easy] Leicht
    [medium] Mittel
    [hard] Schwer
   *[expert] Experte
}
level-custom = Eigene ({ $seconds } s)
network-you = du
