board-words-board-in-words = Board in words
board-words-arrow-keys-walk-the = Arrow keys walk the squares; Enter picks one. Enter elsewhere: type a move or a question.
board-words-a-legal-target = {" "}A legal target.
board-words-can-move = {" "}Can move.
board-words-selected = {" "}Selected.
