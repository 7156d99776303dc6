board-words-board-in-words = 文字棋盘
board-words-arrow-keys-walk-the = 方向键逐格移动；Enter 选中一格。在其他位置按 Enter：输入着法或提问。
board-words-a-legal-target = 合法目标。
board-words-can-move = 可以走动。
board-words-selected = 已选中。
