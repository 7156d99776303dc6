### 各游戏自己的文字：名称、规则概要、变体、规则选项及其取值、各棋子的走法、重建的部分、
### 布局的写法，以及图例。每个 ID 由游戏的 ID 和其数据（assets/games/<game>.ron）中的一个字段组成；
### ID 一览见 src/core/config.rs 的 `GameWords`。用户输入的内容在任何语言中都保持不变：游戏 ID、
### 选项名称与取值（repetition=draw）、变体 ID、记谱字母、格名和着法。文本可以分多行书写；
### 空行开始新的段落。

## 攻占象牙塔 (storm)

game-storm-name = 攻占象牙塔
game-storm-summary =
    一种类似象棋的游戏，棋盘仿照 Smess 的风格，有 9 列 10 行。每一格都画有箭头，棋子只能沿它所离开的格上画出的方向开始走子；途经的格和落点格上的箭头都不起作用。第 5 行和第 6 行之间有一条河，每一方的大脑住在一座 3x3 的象牙塔里（红方为 d1-f3，蓝方为 d8-f10），塔内的箭头把大脑和它的跟班困在塔中。红方先走。

    大脑（B）：走一步。它还能沿自己所在格的任一箭头线、越过空格攻击敌方大脑，就像象棋中将帅对面一样；但它从不这样走子。跟班（T）：走一步。笨蛋（N）：滑行任意距离。笨伯（C）：像笨蛋一样滑行，但只能跳过恰好一枚任一方的棋子来吃子（被跳棋子的前后都可以有空格）。莽汉（Y）：先走一步到一个空的中间格，再向外转 45 度走一步（一种可以被绊住的马步）。老古板（F）：沿一个方向恰好走两步，第一格必须为空；在敌方半场，它还可以走一步到仍在敌方半场内的空格。傻瓜（I）：走一步；在敌方半场，它还可以越过一个空格冲锋两步来吃子，但绝不会停在己方半场。

    走子后不得让己方大脑处于被攻击状态。轮到走棋的一方若没有合法着法就输棋：将死和困毙都算输。默认情况下，同一枚棋子不得连续三个回合将军，同一局面重复三次为和棋；长时间没有吃子也判和棋。

    韩国变体：大脑从各自塔的中心开始（e2、e9）；老古板像韩国象棋的象一样走（先走一步，再向外转 45 度走两步，途经的格须为空），并且没有过河能力；笨伯只能通过跳过一枚不是笨伯的棋子来走子，并且从不吃笨伯。
game-storm-variant-standard-name = 攻占象牙塔
game-storm-variant-korean-name = 韩国变体
game-storm-variant-korean-note = 重建：原始资料提到了这个变体，但其棋子说明已经失传；大脑的位置以及老古板和笨伯的走法依照第三方的实现。
game-storm-variant-korean-moves-F = 沿箭头走一步，再向外转 45° 同向走两步，途经的格须为空（韩国象棋的象）
game-storm-variant-korean-moves-C = 只能跳过一枚不是笨伯的棋子来走子和吃子；从不吃笨伯
game-storm-moves-B = 走一步；沿自己的箭头越过空格攻击敌方大脑（将军），但从不这样走子
game-storm-moves-T = 走一步；塔的箭头把它留在大脑身边
game-storm-moves-N = 沿一个方向越过空格走任意距离；吃掉遇到的第一枚敌子
game-storm-moves-C = 像笨蛋一样滑行；只能跳过恰好一枚棋子，吃掉其后的敌子
game-storm-moves-Y = 走一步到空格，再向外转 45° 走一步（一种可以被绊住的马步）
game-storm-moves-F = 恰好走两格，第一格须为空；过河后也可以走一步
game-storm-moves-I = 走一步；过河后还可以冲锋两格吃掉敌子
game-storm-option-repetition-label = 重复局面与长将
game-storm-option-repetition-help =
    perpetual-check: 同一枚棋子不得连续三个回合将军（这是作者仿照象棋所偏好的规则），同一方走棋的同一局面第三次出现时为和棋。zillions: 按照 Zillions 的实现，走出第三次出现的局面的一方输棋。
game-storm-option-repetition-value-perpetual-check = 禁止长将（作者的规则）
game-storm-option-repetition-value-zillions = 按 Zillions 程序的下法
game-storm-option-move-limit-label = 无吃子判和前的着法数
game-storm-option-move-limit-help = 双方各走这么多步都没有吃子时，对局判为和棋；off 表示不设限制。
game-storm-option-move-limit-value-off = 不设限制
game-storm-reconstructed-korean =
    韩国变体：大脑从 e2 和 e9 开始；老古板像韩国象棋的象一样走，没有过河能力；笨伯只能跳着走，既不跳过笨伯也不吃笨伯（依照第三方的实现，原始资料的说明已经失传）。
game-storm-setup-help =
    red: <pieces>; blue: <pieces>[; blue to move] — 棋子写作记谱字母加格名（B 大脑，T 跟班，N 笨蛋，C 笨伯，Y 莽汉，F 老古板，I 傻瓜），例如 "red: Be1 Nb4; blue: Be10 Ia7"。使用该变体的棋子规则；除非另行说明，红方先走。

## Litróf (litrof)

game-litrof-name = Litróf
game-litrof-summary =
    两名玩家，各执六种 Icehouse 颜色（红、橙、黄、绿、蓝、紫）之一，在一块 5×8 的棋盘上对弈，另有两个额外的格，即密室 c0（第 1 行之后）和 c9（第 8 行之后）：共 42 格。光谱顺序中靠前的颜色先走，从第 1–2 行出发。

    一座塔由顶（小，拥有者的颜色）、能力（中）和走法（大）自上而下叠成；任何塔都不会含有两个同色或同尺寸的金字塔。没有顶的塔是中立的，双方都可以移动它。走法：红为车，橙为后，黄为象，绿为枢机（象或马），蓝为马，紫为元帅（车或马）；没有大金字塔的塔向前或向侧面走一格。棋子不能越过其他棋子，马步、军士的吃子和跳跃者的跳跃除外。兵是拥有者颜色的单个中金字塔：一种 Berolina 兵，斜向前走一格，直向前吃子。

    能力在棋子走完之后发挥作用：红色军士落在棋子上将其吃掉；橙色设陷者把对方或中立的棋子夹在自己与己方或中立棋子之间、三子成线时吃掉被夹的每一枚；黄色跳跃者跳过一排相邻的对方或中立棋子将其吃掉（马步跳过的是沿长边紧挨起点的那一格）；绿色外交官摘掉相邻对方塔的顶；蓝色冰柜始终冻结相邻的对方和中立棋子（中立的冰柜冻结它旁边的一切）；紫色吸血鬼消灭相邻的对方兵，并可以从一座相邻的对方或中立塔上取走一个能力或走法金字塔，换下自己的那一个。没有能力的塔只能以取代的方式吃对方的兵和军士，以夹击的方式吃设陷者，以跳跃的方式吃跳跃者。只剩一个金字塔的塔退出游戏。

    走进对方密室的棋子在那里发挥能力，然后再走到 5×8 区域内的任意空格并再次发挥能力。任何人都不得进入自己的密室。走子之后，有顶的塔只剩两座或更少的一方输棋（双方同时如此：和棋）。

    记谱：塔 = 能力字母 + 走法字母（ICc1-d3），n 表示中立（nLQd6-a3），P 表示兵；吃子和改变的塔写在括号里，走子的吸血鬼自身的改变写在最前：nVQc7-d6(d6=nLQ, xd5, xe6, xe7)；穿越密室写作 XYa7-c9-e4。
game-litrof-variant-standard-name = 标准
game-litrof-option-pawn-captures-neutral-label = 兵吃中立棋子
game-litrof-option-pawn-captures-neutral-help = yes: 兵吃掉正前方的对方或中立棋子；no: 只吃对方棋子。
game-litrof-option-pawn-captures-neutral-value-yes = 是：对方或中立棋子
game-litrof-option-pawn-captures-neutral-value-no = 否：只吃对方棋子
game-litrof-option-effects-label = 走子的效果
game-litrof-option-effects-help =
    automatic: 设陷者和无能力塔的夹击、外交官的摘顶、吸血鬼消灭兵以及马步跳跃的吃子总会发生；optional: 走子的一方可以逐一放弃这些效果（每一次选择都是单独的一步）。吸血鬼的夺取始终是一种选择。
game-litrof-option-effects-value-automatic = 总会发生
game-litrof-option-effects-value-optional = 走子方可逐一放弃
game-litrof-option-reach-label = 外交官和吸血鬼作用于
game-litrof-option-reach-help =
    all-adjacent: 外交官和吸血鬼在走子后作用于每一枚相邻的棋子；newly-adjacent: 只作用于原先并不紧挨着棋子出发格的棋子（穿越密室的第二段：不紧挨密室的棋子）。
game-litrof-option-reach-value-all-adjacent = 每一枚相邻的棋子
game-litrof-option-reach-value-newly-adjacent = 只限新相邻的棋子
game-litrof-option-no-legal-move-label = 无法走子的一方
game-litrof-option-no-legal-move-help = 无法走子的一方会怎样：输棋，或者对局为和棋。
game-litrof-option-no-legal-move-value-loses = 输棋
game-litrof-option-no-legal-move-value-draw = 对局为和棋
game-litrof-option-repetition-label = 局面第三次重复
game-litrof-option-repetition-help = draw: 同一局面（相同的棋盘，相同的一方走棋）第三次出现时对局为和棋；off: 没有重复规则。
game-litrof-option-repetition-value-draw = 对局为和棋
game-litrof-option-repetition-value-off = 不计
game-litrof-option-setup-fill-label = 未给出布局的一方得到
game-litrof-option-setup-fill-help =
    没有给出能力排列的一方（"Red v Purple"），或者使用 --setup random 的整局，如何补全：按 setup-seed 随机选取，或者取列表顺序中 44 种排列的第一种。
game-litrof-option-setup-fill-value-random = 随机布局（由种子决定）
game-litrof-option-setup-fill-value-first = 列表中的第一种布局
game-litrof-option-setup-seed-label = 随机布局的种子
game-litrof-option-setup-seed-help = setup-fill=random 时随机选择布局所用的种子。
game-litrof-setup-help =
    双方：一种颜色，然后可选地写上从该玩家自己的左侧起排列的五个能力字母，例如 "Orange; VSILD v Blue; TVDSL"（示例对局；S 军士，T 设陷者，L 跳跃者，D 外交官，I 冰柜，V 吸血鬼；能力从不放在与自己同色的走法上，每种颜色 44 种排列）。没有排列（"Red v Purple"）或写作 "random" 的一方按 setup-fill 的规定补全；单独的 "random" 连颜色也随机抽取。手工摆出的局面："Red v Purple / a5 rLC, a6 pP, c3 nDB, ... / Red"（拥有者字母 r o y g b p，n 表示中立，然后是塔的字母或 P；最后一部分指出走棋的一方）。
game-litrof-legend-powers-title = 能力（中金字塔）
game-litrof-legend-powers-sergeant-name = 军士
game-litrof-legend-powers-sergeant-text = 落在对方或中立的棋子上将其吃掉
game-litrof-legend-powers-trapper-name = 设陷者
game-litrof-legend-powers-trapper-text = 走子后，吃掉被夹在它与己方或中立棋子之间、三子成线的每一枚对方或中立棋子
game-litrof-legend-powers-leaper-name = 跳跃者
game-litrof-legend-powers-leaper-text = 跳过一排相邻的对方或中立棋子并落在紧挨其后的格上，将其吃掉；马步吃掉起点旁边那一格上的棋子
game-litrof-legend-powers-diplomat-name = 外交官
game-litrof-legend-powers-diplomat-text = 走子后，摘掉每一座相邻对方塔的顶，使其变为中立
game-litrof-legend-powers-icebox-name = 冰柜
game-litrof-legend-powers-icebox-text = 与它相邻的对方和中立棋子不能移动；中立的冰柜冻结它所有的邻居
game-litrof-legend-powers-vampire-name = 吸血鬼
game-litrof-legend-powers-vampire-text = 走子后，消灭相邻的对方兵，并可以从一座相邻的对方或中立塔上夺取一个能力或走法金字塔
game-litrof-legend-movements-title = 走法（大金字塔）
game-litrof-legend-movements-rook-name = 车
game-litrof-legend-movements-rook-text = 沿行或列滑行任意距离
game-litrof-legend-movements-queen-name = 后
game-litrof-legend-movements-queen-text = 沿八个方向中的任一方向滑行任意距离
game-litrof-legend-movements-bishop-name = 象
game-litrof-legend-movements-bishop-text = 沿斜线滑行任意距离
game-litrof-legend-movements-cardinal-name = 枢机
game-litrof-legend-movements-cardinal-text = 沿斜线滑行，或像国际象棋的马一样跳跃
game-litrof-legend-movements-knight-name = 马
game-litrof-legend-movements-knight-text = 像国际象棋的马一样跳跃
game-litrof-legend-movements-marshal-name = 元帅
game-litrof-legend-movements-marshal-text = 沿行和列滑行，或像国际象棋的马一样跳跃
game-litrof-legend-caps-and-pawns-title = 顶和兵（小金字塔和单个中金字塔）
game-litrof-legend-caps-and-pawns-cap-name = 顶
game-litrof-legend-caps-and-pawns-cap-text = 最上面的小金字塔，颜色与拥有者相同；没有顶的塔是中立的，双方都可以移动它
game-litrof-legend-caps-and-pawns-pawn-name = 兵
game-litrof-legend-caps-and-pawns-pawn-text = 拥有者颜色的单个中金字塔；斜向前走一格，直向前吃子

## 高塔部族之道 (tribesmen)

game-tribesmen-name = 高塔部族之道
game-tribesmen-summary =
    两个（或四个）由 Icehouse 金字塔组成的部族交战，却不伤害任何人：每一叠都必须看得见自己的王，看不见王的叠会忧伤而死。每个部族有 11 个金字塔：一个小的（王），以及五个中的和五个大的族人。金字塔叠成单一颜色的叠，从不放在更小的金字塔上，也从不躺倒（三条要求）；因此王总是在他那一叠的最上面。

    轮到你时做一件事。移动：把你的一叠最上面的金字塔（一个或多个，也可以是整叠）移到相邻的格（8 个方向），该格须为空或放着你自己的叠；这是拆分或合并叠的唯一方式。绊倒：把整叠移到一个相邻的、至少多两个金字塔的对方叠上，然后把受害者的所有金字塔放到它周围的格上（空格、你出发的格，或受害者自己的叠，并保持尺寸顺序）。推：把整叠推向一个相邻的、金字塔较少的对方叠，对方叠沿同一方向再滑一格到一个空格上；你的叠前进到它让出的格。

    视线：每个回合结束时，从每一叠的中心向它的王所在格的中心画一条线。如果线所经过的某一格上的叠比两者中较矮的那一叠更高（高度 = 金字塔的数目；等高从不遮挡；任何颜色的叠都会遮挡），那么那一叠就看不见自己的王，它的所有金字塔都退出游戏。所有的叠同时判定；王自己所在的叠总是看得见。

    剩下四个或更少金字塔的一方输棋（双方同时如此：和棋）；没有合法行动的一方也输棋。同一局面重复三次，或满 200 回合，为和棋。记谱：a1-b2 移动整叠，2a1-b2 移动最上面的两个金字塔，a1xb2(c3,a1,a1) 绊倒 b2 并从上到下放置它的金字塔（先放王，再放中的，再放大的；同尺寸的金字塔按棋盘顺序 a1、b1、……、a2、……），a1>b2 表示推；死亡写在随后的括号里，例如 (†a4,†c5)。

    四人：7x7 棋盘，每个部族位于自己一边中间的五个格上，从上方看按顺时针轮流（南、西、北、东）。其他每个部族都是对手。金字塔剩下四个或更少、或轮到自己时没有合法行动的一方出局，其金字塔离开棋盘；最后留下的部族获胜。
game-tribesmen-variant-standard-name = 两人（5x5）
game-tribesmen-variant-four-player-name = 四人（7x7）
game-tribesmen-variant-four-player-note = 原规则中的建议：四个部族在 7×7 棋盘上按顺时针轮流（一个规则选项）；只剩四个金字塔的部族出局，最后留下的部族获胜
game-tribesmen-option-line-label = 视线经过
game-tribesmen-option-line-help =
    视线经过哪些格：'interior' 只计入视线进入其内部的格（穿过角的线不计入它只是碰到的格）；'corner-touch' 也计入这些格（这样，即使斜向紧挨着王的叠，也可能被它们旁边的两格遮挡）。
game-tribesmen-option-line-value-interior = 视线进入其内部的格
game-tribesmen-option-line-value-corner-touch = 视线碰到的格，包括角
game-tribesmen-option-height-label = 中间的叠遮挡视线的条件
game-tribesmen-option-height-help =
    位于一叠与其王之间的叠何时遮挡视线：'shorter' 为比两者中较矮者更高时（比其中任一个高）；'both' 为只有比两者都高时。等高从不遮挡。
game-tribesmen-option-height-value-shorter = 比两者中较矮者更高
game-tribesmen-option-height-value-both = 比两者都高
game-tribesmen-option-push-label = 推之后，推动的叠
game-tribesmen-option-push-help =
    推之后，推动的叠前进到被推的叠让出的格（'advance'），或者留在原处（'stay'）。无论哪种，被推的叠身后都需要有一个空的棋盘格。
game-tribesmen-option-push-value-advance = 进入让出的格
game-tribesmen-option-push-value-stay = 留在原处
game-tribesmen-option-both-low-label = 一个回合使双方都只剩四个或更少金字塔
game-tribesmen-option-both-low-help = 当一个回合使双方都只剩四个或更少金字塔时：和棋，或者走这一回合的一方获胜，或者他输棋。
game-tribesmen-option-both-low-value-draw = 对局为和棋
game-tribesmen-option-both-low-value-mover-wins = 走子方获胜
game-tribesmen-option-both-low-value-mover-loses = 走子方输棋
game-tribesmen-option-no-action-label = 没有合法行动的一方
game-tribesmen-option-no-action-help = 轮到自己时没有合法行动的一方输棋，或者对局为和棋。
game-tribesmen-option-no-action-value-loses = 输棋
game-tribesmen-option-no-action-value-draw = 对局为和棋
game-tribesmen-option-repetition-label = 局面第三次重复
game-tribesmen-option-repetition-help = 同一局面（棋盘和走棋的一方）第三次出现时，对局为和棋；'off' 忽略重复。
game-tribesmen-option-repetition-value-draw = 对局为和棋
game-tribesmen-option-repetition-value-off = 不计
game-tribesmen-option-turn-limit-label = 判和前的回合数
game-tribesmen-option-turn-limit-help = 满这么多回合后对局为和棋（一个回合 = 一名玩家的一次行动）；'off' 表示不设限制。
game-tribesmen-option-turn-limit-value-off = 不设限制
game-tribesmen-option-turn-order-label = 轮流顺序（四人）
game-tribesmen-option-turn-order-help = 四人：从上方看按顺时针轮流（南、西、北、东），或按逆时针轮流（南、东、北、西）。
game-tribesmen-option-turn-order-value-clockwise = 顺时针
game-tribesmen-option-turn-order-value-counter-clockwise = 逆时针
game-tribesmen-reconstructed-open-rules = 原始资料留下了几条未定的规则；规则文件对它们作出了决定，每一项决定都是上面的一个规则选项。
game-tribesmen-reconstructed-trip-placement =
    如果一次绊倒没有合法的放置方式，它就是不合法的；但这种情况从不发生，因为绊倒者离开的格总是空的，可以容纳受害者的整叠，所以没有相应的选项。
game-tribesmen-reconstructed-push = 推可以沿直线或斜线进行，只能推到空格上：不能连推，不能推出棋盘，也不能合并。
game-tribesmen-reconstructed-four-players-out = 四人：当仍在游戏中的所有玩家在同一回合都降到四个或更少金字塔时，对局为和棋。

## 三象棋 (three-elephant)

game-three-elephant-name = 三象棋
game-three-elephant-summary =
    在对方吃掉你的三只象之前，吃掉对方的全部三只象。没有将军，也没有将死。一方的最后一只象离开棋盘的那一刻，对局结束。

    一个回合最多包含三个动作，始终按以下顺序：(1) 把一个矛兵朝其矛的方向走一格；(2) 把你的一个矛兵转动一档（从正前方转到任一斜向，斜向只能转回正前方）；(3) 走另一枚棋子，或让一座战塔倒塌。你必须执行动作 1 或动作 3；单独转动不构成一个回合。组成一个回合时，先点一个矛兵和它的目标格，然后（可选）点一个矛兵和一个转动按钮，再点一枚棋子和它的目标，或一座战塔和一个倒塌按钮；“结束回合”用于结束没有动作 3 的回合。

    矛兵：朝矛所指的方向（正前、左前或右前）走一格，走到空格上，或走到敌子上将其吃掉；从不走到石上。马：国际象棋的马，可以跳过石。象：沿任一直线或斜线跳一格或两格，越过一切，以取代的方式吃子。战塔：像车一样走到空格，走子时从不吃子；或者向八个方向之一倒塌，摧毁接下来三格上的每一枚棋子，无论敌我，自身也被移除。石会挡住倒塌：石之前的格受到打击，石以及石之后的格则不会。战塔在移动的那个回合不能倒塌。

    石从不移动，也从不被移除。如果一个动作同时移除了双方的最后一只象，执行该动作的一方输棋。没有合法回合的一方输棋。满 100 个完整回合没有吃子为和棋。所示的布局是重建的（原始图示已经失传）。
game-three-elephant-variant-standard-name = 标准（重建的布局）
game-three-elephant-variant-standard-note = 布局和棋子数目为重建；原始图示已经失传
game-three-elephant-moves-S = 朝矛所指的方向走一格，吃掉那里的敌子；每个回合还可以把一支矛转动一档
game-three-elephant-moves-N = 国际象棋中马的跳法，越过一切
game-three-elephant-moves-E = 向 8 个方向中的任一方向跳一格或两格，越过一切；落子即吃
game-three-elephant-moves-T = 沿行或列滑行到空格，走子时从不吃子；或者向 8 个方向之一倒塌，压毁接下来的三格以及自身
game-three-elephant-option-empty-fall-label = 战塔倒塌
game-three-elephant-option-empty-fall-help =
    off: 战塔只能朝这样的方向倒塌：在棋盘边缘或石之前至少还有一格（紧贴边缘或石的战塔不能朝那个方向倒塌）。on: 它可以朝 8 个方向中的任一方向倒塌，即使一格也打不到。
game-three-elephant-option-empty-fall-value-off = 只在有格挡在前方时
game-three-elephant-option-empty-fall-value-on = 8 个方向中的任一方向
game-three-elephant-option-no-capture-draw-label = 无吃子判和前的回合数
game-three-elephant-option-no-capture-draw-help = 满这么多个完整回合（每名玩家各一次）都没有棋子离开棋盘时，对局为和棋；'off' 表示不设限制。
game-three-elephant-option-no-capture-draw-value-off = 不设限制
game-three-elephant-option-double-wipeout-label = 一次倒塌消灭双方的最后一只象
game-three-elephant-option-double-wipeout-help = 当一个动作（战塔的倒塌）同时移除了双方的最后一只象时：执行该动作的一方输棋，或者对局为和棋。
game-three-elephant-option-double-wipeout-value-mover-loses = 执行该动作的一方输棋
game-three-elephant-option-double-wipeout-value-draw = 对局为和棋
game-three-elephant-reconstructed-setup =
    布局：白方 a1 战塔，b1 马，d1 e1 f1 象，h1 马，i1 战塔，矛兵 a2-i2 的矛指向正前方；黑方在第 9 行和第 8 行同样摆放。白方先走。
game-three-elephant-reconstructed-piece-counts = 每方的棋子数目：3 只象，2 匹马，2 座战塔，9 个矛兵。
game-three-elephant-reconstructed-stones = 石：d4 和 f6 上的两块中立的石（依照原始资料中石与矛兵 2:9 的比例；其第一幅图在 f6 上有一块石）。
game-three-elephant-reconstructed-knight = 马：像国际象棋的马一样走，可以跳过石和棋子。
game-three-elephant-reconstructed-elephant = 象：沿直线或斜线跳到一步或两步远的任一格，越过一切；以取代的方式吃子。
game-three-elephant-reconstructed-tower-move = 战塔的走法：像车一样，只能走到空格；走子时从不吃子；石和棋子会挡住它。
game-three-elephant-reconstructed-tower-fall =
    战塔的倒塌：8 个方向中的任一方向；选项 empty-fall 决定是否允许一格也打不到的倒塌（默认：不允许）。
game-three-elephant-reconstructed-spearman =
    矛兵：没有升变；矛指向棋盘外或指向石的矛兵不能移动。玩家只能转动自己的矛兵。黑方的前方朝向第 1 行，因此黑方的左前方朝向东南。
game-three-elephant-reconstructed-last-elephant =
    移除一方最后一只象的动作会立即结束对局；该回合剩下的部分不再进行。如果一个动作同时移除了双方的最后一只象，执行该动作的一方输棋（选项 double-wipeout）。
game-three-elephant-reconstructed-no-turn = 无法走出合法回合的一方输棋。
game-three-elephant-reconstructed-no-capture-draw =
    满 100 个完整回合都没有棋子离开棋盘时为和棋（选项 no-capture-draw）；战塔的倒塌至少会移除战塔自身，因此算作吃子。
game-three-elephant-reconstructed-same-turn = 两个不同的动作序列若得到同一局面，就是同一个回合。
game-three-elephant-reconstructed-notation =
    记谱：Sd2-d3 为矛兵走子，Sd3>L / >R / >F 为转动，Ef1-f3 / Nb1xc3 / Ta1-a4 为棋子走子，Te6!NE 为倒塌；一个回合的各个动作用 ';' 连接。
game-three-elephant-setup-help =
    局面写作 9 行，从第 9 行往下到第 1 行，用 '/' 分隔，然后用 'w' 或 'b' 表示走棋的一方。每行有 9 格：数字表示相应数目的空格（连续的空格用一个数字），'#' 表示石，字母表示棋子，大写为白方，小写为黑方：E 象，N 马，T 战塔，S 矛指向正前方的矛兵，L 指向左前方，R 指向右前方（左前和右前以棋子拥有者的视角而言）。石只出现在文本所放的位置。
