# The language's own name, as the View menu lists it.
language-name = 简体中文
view-language = 语言
# “视图 → 语言”的第一项；$language 是系统的语言，用它自己的名称表示。
view-language-system = 跟随系统：{ $language }
count-moves = { $n } 步
count-legal-moves = { $n } 个合法着法
count-steps = { $n } 步
# A computer seat, as seat lists and menus show it; $level is its level's title.
state-computer = 电脑（{ $level }）
# A computer level's title; $level is the level's name as typed (random, easy, medium, hard, expert).
level-title = { $level ->
    [random] 随机
    [easy] 简单
    [medium] 中等
    [hard] 困难
   *[expert] 专家
}
level-custom = 自定（{ $seconds } 秒）
network-you = 你
