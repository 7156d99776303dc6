desktop-towers = Towers — { $game_name }
desktop-pasted-a-game-all = Partie eingefügt: { $value }, alle geprüft.
desktop-nothing-pasted-the-game = Nichts eingefügt (die Partie auf dem Brett bleibt): { $e }
