board-words-board-in-words = Brett in Worten
board-words-arrow-keys-walk-the = Mit den Pfeiltasten von Feld zu Feld gehen; Eingabe wählt ein Feld. Eingabe anderswo: einen Zug oder eine Frage eintippen.
board-words-a-legal-target = {" "}Ein legales Ziel.
board-words-can-move = {" "}Kann ziehen.
board-words-selected = {" "}Ausgewählt.
