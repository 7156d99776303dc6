### 各游戏的教程（`towers guide <game>` 和应用的教程窗口）：每个游戏的目标，各章和各课的标题与正文，
### 以及各步骤的说明。每个 ID 由游戏的 ID 以及章和课在其教程（assets/guides/<game>.ron）中的键组成：
### guide-<game>-goal、guide-<game>-<chapter>-title 和 -text、guide-<game>-<chapter>-<lesson>-title
### 和 -text、guide-<game>-<chapter>-<lesson>-step-<n>。着法、格名、局面字符串和记谱字母在任何语言中
### 都保持不变。文本可以分多行书写；空行开始新的段落。

## 攻占象牙塔 (storm)

guide-storm-goal =
    困住敌方的大脑。大脑永远不会被吃离棋盘：当轮到走棋的一方已没有合法着法时，你就赢了，不论它的大脑是否正受攻击（将死），还是没有受攻击（困毙同样算输）。让自己的大脑处于被攻击状态的着法是不允许的。

    红方先走，从第 1 到第 5 行出发，蓝方从第 6 到第 10 行应对。每一格都画有箭头，棋子所在格上的箭头决定了它可以朝哪些方向出发。
guide-storm-board-title = 棋盘
guide-storm-board-text =
    九列十行，被第 5 行和第 6 行之间的一条河分成两半。每一方在自己的底线一侧有一座三乘三的象牙塔（红方为 d1 到 f3，蓝方为 d8 到 f10），它的大脑就住在里面。每一格上画的箭头是这个游戏的核心。
guide-storm-board-arrows-title = 箭头决定方向
guide-storm-board-arrows-text =
    棋子只能朝它所离开的格上某个箭头所指的方向出发。它经过的格和落点格上的箭头都不起作用。

    a4 上的这个笨蛋在空旷的棋盘上本可以朝任何方向滑行，但 a4 只画有向北和向南的箭头，所以它只能沿 a 列上下移动，别处都去不了。如果在 a5，它就可以改为向东北、向东和向东南走。
guide-storm-board-tower-title = 象牙塔守护自己人
guide-storm-board-tower-text = 塔内的箭头从不指向塔外，所以像这个跟班那样每次只走一格的棋子永远离不开家。e2 上的跟班能到达红方塔内的每一个空格，但到不了塔外。
guide-storm-board-river-title = 过河
guide-storm-board-river-text =
    两种棋子一旦站到对岸就会发生变化。老古板在那里除了平常的两步跳，还多了走到空格的单步，但单步永远不能把它带回河的这一边。e6 上的这个老古板可以朝任何方向跳两格，或者走一步，但不能退回第 5 行。
guide-storm-pieces-title = 棋子
guide-storm-pieces-text = 七种棋子，每种都有一个滑稽的名字。它们全都服从出发格上的箭头。除了笨伯以外，棋子走到敌子上就是吃子，任何棋子都不能落在己方棋子上。
guide-storm-pieces-brain-title = 大脑
guide-storm-pieces-brain-text =
    大脑沿箭头走一步。它永远不会被吃，所以从不需要逃进危险之中：它只是不能站在敌子可以走到的地方。

    在这里，它本可以到达 e2 周围的任何一格，只是 f 列受到蓝方 f10 上大脑的监视。大脑可以像笨蛋一样朝另一个大脑滑行，因此它攻击自己下方整条空着的列。
guide-storm-pieces-toady-title = 跟班
guide-storm-pieces-toady-text = 跟班同样沿箭头走一步。它是大脑的保镖：塔的箭头把它留在塔内，它在那里挡住线路，并守住大脑旁边的格。
guide-storm-pieces-numskull-title = 笨蛋
guide-storm-pieces-numskull-text =
    笨蛋沿所在格的一个箭头越过空格滑行任意距离，可以停在路上遇到的第一枚敌子上将其吃掉。在画有全部八个箭头的 e5 上，它像国际象棋的后一样横扫棋盘。它是仅次于大脑的最强棋子。
guide-storm-pieces-clodhopper-title = 笨伯
guide-storm-pieces-clodhopper-text =
    不吃子时，笨伯像笨蛋一样滑行。要吃子时它就跳：沿一个箭头越过恰好一枚任一颜色的棋子，并吃掉其后的第一枚棋子，前提是那一枚是敌子。

    从 c4 出发，它可以沿第 4 行或沿 c 列向下滑行，走到 c5，或者跳过 c6 上蓝方的傻瓜，吃掉 c8 上蓝方的莽汉。被跳过的傻瓜毫发无损。
guide-storm-pieces-yahoo-title = 莽汉
guide-storm-pieces-yahoo-text =
    莽汉分两步走。第一步沿箭头走到一个空格；第二步向外转半个直角，再走一格。所以第一步直走时它斜着结束，第一步斜走时它直着结束，总是离起点越来越远。只有它的第一格需要为空。
guide-storm-pieces-fuddy-duddy-title = 老古板
guide-storm-pieces-fuddy-duddy-text =
    老古板沿箭头直线跳恰好两格，途经的那一格必须为空。在 e4 上，箭头指向北、东和西，所以它可以到达 e6、c4 和 g4。过河以后，它还多了走到空格的单步（见“棋盘”一章）。
guide-storm-pieces-ninny-title = 傻瓜
guide-storm-pieces-ninny-text =
    傻瓜沿所在格的任一箭头走一步，包括后退和横走。它从不升变。在河的己方一侧，这就是它的全部本领；到了敌方一侧，它还可以冲锋（见“吃子与效果”一章）。
guide-storm-pieces-korean-fuddy-duddy-title = 韩国变体中的老古板
guide-storm-pieces-korean-fuddy-duddy-text =
    在韩国变体中（和整个变体一样是重建的），老古板像韩国象棋的象一样走：沿箭头走一步，再沿向外转的斜线走两步。它途经的两格都必须为空；它可以在最后一格吃子。它过河后没有特殊能力。韩国变体中的笨伯只能通过跳过一枚棋子来移动，所以单独的笨伯动弹不得。
guide-storm-captures-title = 吃子与效果
guide-storm-captures-text = 大多数吃子只是取代被吃的棋子。笨伯的跳跃和傻瓜的冲锋是例外，而大脑沿空旷线路的远距离注视影响着每一局棋。
guide-storm-captures-clodhopper-jump-title = 笨伯的跳跃
guide-storm-captures-clodhopper-jump-text = 红方的笨伯以 c6 上蓝方的傻瓜为跳板，落在 c8，吃掉那里的莽汉。
guide-storm-captures-clodhopper-jump-step-1 = 莽汉不见了；充当跳板的傻瓜仍留在原处。
guide-storm-captures-ninny-charge-title = 傻瓜过河后的冲锋
guide-storm-captures-ninny-charge-text =
    在 e5 上，傻瓜还在红方半场，只能走一步。一旦过了河，它就可以冲锋：沿箭头方向一次走两格，越过一个空格，但只能用于吃子，而且绝不会回到己方半场。
guide-storm-captures-ninny-charge-step-1 = 傻瓜涉水过河。它所在的 e6 画有全部八个箭头。
guide-storm-captures-ninny-charge-step-2 = 蓝方的大脑让到一旁，把 e8 上的老古板丢给了命运。
guide-storm-captures-ninny-charge-step-3 = 冲锋：越过空着的 e7，落到老古板上，深入蓝方的塔中。
guide-storm-captures-brains-watch-title = 大脑互相注视
guide-storm-captures-brains-watch-text =
    大脑可以沿空旷的箭头线从任意距离攻击另一个大脑，所以两个大脑永远不能互相看见。这里，e5 上的傻瓜是它们之间唯一的东西：它可以沿 e 列上下走，但任何横向的一步都会打开这条列，让红方自己的大脑被将军，这是不允许的。

    红方的大脑本身仍然可以走到 d1、e2 或 f1：在 e2 上，傻瓜继续为它挡着。
guide-storm-captures-checkmate-title = 将死
guide-storm-captures-checkmate-text = e10 上蓝方的大脑被自己的老古板围住，而它们都不能走到 e 列上。笨蛋的一步棋就结束了对局。
guide-storm-captures-checkmate-step-1 =
    笨蛋沿空旷的 e 列攻击 e10，同时也攻击大脑唯一的空位 e9。老古板的跳跃会越过 e9 而不停在那里，所以无法阻挡：蓝方没有合法着法，输棋。

## Litróf (litrof)

guide-litrof-goal =
    每名玩家指挥由三个 Icehouse 金字塔组成的塔：自己颜色的小顶表明塔的归属，中金字塔赋予它一种能力，大金字塔赋予它一种走法。在一次完整的走子之后，如果对手只剩两座或更少有顶的塔，你就赢了。塔会因被吃而失去，也会因失去顶而失去：没有顶的塔是中立的，双方都可以移动它。

    颜色在红、橙、黄、绿、蓝、紫这一顺序中排在前面的玩家先走，从第 1 行和第 2 行出发。
guide-litrof-board-title = 棋盘
guide-litrof-board-text =
    五列八行，另加两个额外的格：密室，c0 在第 1 行之后，c9 在第 8 行之后。密室和棋盘上的其他格一样成线：位于 c 列和两条斜线上，并且与四个格相距一个马步。

    这些课中的塔分为红方（向棋盘上方走）和紫方（向下方走）。塔的名称先说能力，再说走法：跳跃者-枢机有一个黄色的中金字塔和一个绿色的大金字塔。
guide-litrof-board-chambers-title = 密室
guide-litrof-board-chambers-text =
    进入对方密室的棋子不会停留在那里：它在密室中发挥能力，然后立即再次走到主棋盘上的任意空格，并第二次发挥能力。因此，一座能沿空线到达 c9 的塔几乎可以出现在任何地方。

    c4 上的这个红色后可以沿空着的 c 列到达 c9，从那里出发，每一个空格都是目标。任何人都不得进入自己的密室。
guide-litrof-board-no-movement-title = 没有走法金字塔时走一步
guide-litrof-board-no-movement-text =
    失去大金字塔的塔仍然可以走，但只能向前或向侧面走一格。c4 上的这个红色外交官没有走法金字塔：它可以走到 b4、c5 或 d4。
guide-litrof-pieces-title = 棋子
guide-litrof-pieces-text =
    六种颜色，每种既是一种走法（大金字塔），也是一种能力（中金字塔）。玩家从不拥有自己颜色的走法或能力，任何塔都不会含有两个同色的金字塔。

    前六课用没有能力的塔展示每一种走法。这样的塔只能通过走上去吃掉兵或军士，通过夹击吃掉设陷者，通过跳过吃掉跳跃者：它模仿被吃者的方式。接下来的六课展示每一种能力。
guide-litrof-pieces-rook-title = 红色走法：车
guide-litrof-pieces-rook-text = 红色大金字塔像国际象棋的车一样走：沿行或列越过空格走任意距离。这里它属于紫方，在 c5 上（红方从不拥有红色的大金字塔）。
guide-litrof-pieces-queen-title = 橙色走法：后
guide-litrof-pieces-queen-text = 橙色大金字塔像国际象棋的后一样走：沿八个方向中的任一方向走任意距离。沿 c 列向上，它还能到达紫方的密室。
guide-litrof-pieces-bishop-title = 黄色走法：象
guide-litrof-pieces-bishop-text = 黄色大金字塔像国际象棋的象一样走：沿斜线走任意距离。
guide-litrof-pieces-cardinal-title = 绿色走法：枢机
guide-litrof-pieces-cardinal-text = 绿色大金字塔是枢机：它像象一样走，或像马一样跳。
guide-litrof-pieces-knight-title = 蓝色走法：马
guide-litrof-pieces-knight-text = 蓝色大金字塔像国际象棋的马一样跳：朝一个方向走两格，再横向走一格，越过中间的一切。
guide-litrof-pieces-marshal-title = 紫色走法：元帅
guide-litrof-pieces-marshal-text = 紫色大金字塔是元帅：它像车一样走，或像马一样跳。
guide-litrof-pieces-sergeant-title = 红色能力：军士
guide-litrof-pieces-sergeant-text = 军士是唯一以普通方式吃子的能力：落在对方或中立的棋子上将其吃掉。c5 上紫方的军士-后可以吃掉 c3 上红方的兵。
guide-litrof-pieces-trapper-title = 橙色能力：设陷者
guide-litrof-pieces-trapper-text =
    设陷者走完之后，会吃掉每一枚被夹在它与己方或中立棋子之间、三子成线的对方或中立棋子，八个方向都算。

    看 b1 上的设陷者-马：跳到 c3，就把 c4 上的兵夹在它与 c5 上的红色塔之间，也把 d4 上的兵夹在它与 e5 上的塔之间。
guide-litrof-pieces-leaper-title = 黄色能力：跳跃者
guide-litrof-pieces-leaper-text =
    跳跃者像跳棋的棋子一样以跳跃来吃子：像车或象一样滑行时，它可以跳过一枚或多枚相邻排列的对方或中立棋子，必须落在它们之后的第一个空格上，并把它们全部吃掉。马步跳跃会吃掉沿跳跃长边紧挨起点的那枚敌子。

    a5 上的这个跳跃者-枢机有七种着法：其中三种会吃子。
guide-litrof-pieces-diplomat-title = 绿色能力：外交官
guide-litrof-pieces-diplomat-text =
    外交官走完之后，会摘掉它旁边每一座敌方塔的顶。没有顶的塔是中立的：它不属于任何人，双方都可以移动它。只剩一个金字塔的塔退出游戏。兵不受影响。
guide-litrof-pieces-icebox-title = 蓝色能力：冰柜
guide-litrof-pieces-icebox-text = 冰柜始终起作用，不只是在它走完之后：它旁边的敌方和中立棋子都不能移动。中立的冰柜冻结它旁边的每一枚棋子。被冻结的棋子仍然可以被吃。
guide-litrof-pieces-vampire-title = 紫色能力：吸血鬼
guide-litrof-pieces-vampire-text =
    吸血鬼走完之后，会消灭它旁边的每一个敌方兵，并可以从一座相邻的敌方或中立塔上夺取一个能力或走法金字塔：夺来的金字塔取代它自己同样大小的那一个。夺取了能力的吸血鬼就不再是吸血鬼了。

    每一种夺取的选择都是一步单独的着法：这个吸血鬼-后走到 c4，在那里就有三种着法。
guide-litrof-pieces-pawns-title = 兵
guide-litrof-pieces-pawns-text = 兵是拥有者颜色的单个中金字塔。它没有能力。它斜向前走一格到空格上，直向前一格吃子，与国际象棋正好相反。它从不走两格，也从不升变。
guide-litrof-pieces-neutral-title = 中立的塔
guide-litrof-pieces-neutral-text =
    没有顶的塔是中立的。轮到你时，你可以把它当作自己的来移动，它的能力随后对你的对手起作用。c4 上这个中立的军士-后现在归红方使用，下一回合归紫方使用。
guide-litrof-captures-title = 吃子与效果
guide-litrof-captures-text =
    Litróf 中的大多数吃子都不是靠落在棋子上发生的：走动的塔的能力决定它周围发生什么。着法的记谱在括号中列出每一个效果：x 表示吃子，= 表示改变了的塔。
guide-litrof-captures-leaper-double-title = 跳跃者的双吃
guide-litrof-captures-leaper-double-text = 跳跃者-枢机从 a5 沿斜线滑行，一并跳过 b4 上紫方的兵和 c3 上中立的塔，落在 d2。
guide-litrof-captures-leaper-double-step-1 = 被它跳过的两枚棋子都不见了。它不能停在两者之间：一次跳跃会清除整排相邻的棋子，并落在其后的第一个空格上。
guide-litrof-captures-trapper-custodian-title = 设陷者的夹吃
guide-litrof-captures-trapper-custodian-text = 设陷者需要搭档：在每个被吃者的另一侧要有一枚己方或中立的棋子。
guide-litrof-captures-trapper-custodian-step-1 = 两个兵同时被夹住：c4 在 c3 和 c5 之间，d4 在斜线上的 c3 和 e5 之间。
guide-litrof-captures-diplomat-de-capping-title = 外交官的摘顶
guide-litrof-captures-diplomat-de-capping-text = 紫方有五座有顶的塔。外交官-后走到 c4，位于其中两座之间。
guide-litrof-captures-diplomat-de-capping-step-1 =
    b5 和 d5 上的顶被摘掉：它们现在是一座中立的设陷者-象和一座中立的跳跃者-马，紫方只剩三座有顶的塔。紫方可以在自己的回合移动这些中立的塔，红方在下一回合也可以。
guide-litrof-captures-vampire-theft-title = 吸血鬼的夺取
guide-litrof-captures-vampire-theft-text = 吸血鬼-后落在 c4，旁边是 c5 上紫方的跳跃者-马和 d5 上紫方的一个兵。
guide-litrof-captures-vampire-theft-step-1 =
    d5 上的兵被消灭，吸血鬼从 c5 夺走黄色的跳跃者能力，换下自己紫色的能力：它现在是一座跳跃者-后，而 c5 上的塔是一匹没有能力的马。
guide-litrof-captures-icebox-freeze-title = 冰柜的冻结
guide-litrof-captures-icebox-freeze-text = 冰柜-后走到紫方的跳跃者-车旁边。
guide-litrof-captures-icebox-freeze-step-1 = 没有棋子被吃，但 c6 上的跳跃者-车被冻结了：只要冰柜待在它旁边，紫方就不能用它走子。
guide-litrof-captures-icebox-freeze-step-2 = 紫方必须走别的棋子。
guide-litrof-captures-chamber-title = 穿越密室
guide-litrof-captures-chamber-text = c3 上的外交官-后沿空着的 c 列可以直达紫方的密室 c9，而 c9 与 b8、c8 和 d8 相邻。
guide-litrof-captures-chamber-step-1 =
    在密室中，外交官摘掉 b8 的顶；然后它落在 d7，摘掉 e8 的顶，e8 只有两个金字塔，因此退出游戏。一步棋就让紫方失去了两座有顶的塔。
guide-litrof-captures-winning-title = 获胜
guide-litrof-captures-winning-text = 紫方只剩三座有顶的塔，其中一座在 d5 上。
guide-litrof-captures-winning-step-1 = d5 上的顶被摘掉，紫方只剩两座有顶的塔：红方立即获胜。

## 高塔部族之道 (tribesmen)

guide-tribesmen-goal =
    每个部族开始时有十一个 Icehouse 金字塔：一个小金字塔，也就是王，以及五个中的和五个大的族人。把对手削减到四个或更少的金字塔，你就赢了。金字塔从不被直接吃掉：一叠在再也看不见自己的王时死去，所以这个游戏的关键在于视线。

    红方从第 1 行出发，先走。一个回合恰好是一个行动：移动、绊倒或推。
guide-tribesmen-board-title = 棋盘
guide-tribesmen-board-text =
    五乘五的棋盘。每一格最多放一叠，并且每次行动之后都必须满足三条要求：一叠只属于一个部族，金字塔从不放在更小的金字塔上（所以王总是在自己那一叠的最上面），任何金字塔都不会躺倒。

    一叠的高度就是它所含金字塔的数目；尺寸只在叠放时才有关系。
guide-tribesmen-board-sight-title = 让你的王保持在视线中
guide-tribesmen-board-sight-text =
    每个回合结束时，每一叠都沿一条直线望向自己的王。如果线所经过的某一格上的叠比望的那一叠更高，或比王所在的叠更高，视线就被遮挡，望的那一叠就会死去。

    b2 上红方的王可以走到周围的任何一格，但走了 b2-b3 之后，红方自己在 c3 上的叠就挡在 e1 上那个单独的大金字塔与王之间的线上。这步棋是合法的，e1 上的大金字塔会死去（记谱用 † 标出），红方只剩下四个金字塔。
guide-tribesmen-board-no-smaller-title = 金字塔不能放在更小的金字塔上
guide-tribesmen-board-no-smaller-text =
    d3 上的大金字塔不能爬到 c3 上的中金字塔上：大金字塔永远不能放在更小的金字塔上。反过来则可以：c3 上的中金字塔可以走到 d3 上。
guide-tribesmen-pieces-title = 棋子
guide-tribesmen-pieces-text =
    每个金字塔的走法都一样：向八个方向中的任一方向走一格，单独走或带着叠在它上面的金字塔一起走。不同的是尺寸，它决定什么可以叠在什么上面；还有王，其他每一叠都必须让它保持在视线中。
guide-tribesmen-pieces-king-title = 王（小金字塔）
guide-tribesmen-pieces-king-text =
    王走到任一相邻的空格，或走到自己的某一叠上，在那里它总是位于最上面。它从不会因失明而死，但和其他金字塔一样，可能被推开，或在绊倒中被打散。
guide-tribesmen-pieces-large-title = 大金字塔
guide-tribesmen-pieces-large-text = 单独的大族人向任一方向走一格，走到空格上，或走到最上面同样是大金字塔的己方叠上。它永远不能爬到中金字塔或王的上面。
guide-tribesmen-pieces-medium-title = 中金字塔
guide-tribesmen-pieces-medium-text = 中族人的走法相同。它可以坐在大金字塔上，就像这一个走到 d3 上那样。
guide-tribesmen-pieces-stack-title = 叠
guide-tribesmen-pieces-stack-text =
    你可以从一叠中只移动最上面的金字塔，或把上面的几个一起按原样移动一格。这是拆分一叠或堆起一叠的唯一方式。在记谱中，1c3-d3 只移动 c3 最上面的金字塔；c3-d3 移动整叠。
guide-tribesmen-pieces-stack-step-1 = 中金字塔离开了这一叠：原来两个一叠的地方，红方现在有两叠各一个。
guide-tribesmen-pieces-stack-step-2 = 蓝方移动一整叠两个金字塔。
guide-tribesmen-pieces-stack-step-3 = 中金字塔爬回大金字塔上：这一叠又完整了。这里的每一步都是一个完整的回合。
guide-tribesmen-captures-title = 吃子与效果
guide-tribesmen-captures-text =
    走到敌子上并不能吃子。取而代之的是：小叠可以绊倒高得多的叠并把它打散，一叠可以把较矮的叠推开，而这些行动中的任何一个都可能让某一叠看不见自己的王，从而使它死去。
guide-tribesmen-captures-trip-title = 绊倒
guide-tribesmen-captures-trip-text =
    整叠可以绊倒相邻的、至少高两个金字塔的敌方叠。c2 上单独的红色中金字塔面对着 c3 上蓝方三个一叠的叠。绊倒之后，红方从最上面的开始，把受害者的每一个金字塔放到 c3 周围要求所允许的任何地方：空格上，或能容纳它们的蓝方叠上。
guide-tribesmen-captures-trip-step-1 =
    红方的中金字塔现在站在 c3 上。蓝方的中金字塔去了 b4，两个大金字塔去了 d2 和 d4。蓝方的高叠现在成了三个分散的族人：什么也没有损失，但它们每一个都仍然必须看得见 e5 上的王。
guide-tribesmen-captures-lost-sight-title = 因失去视线而死
guide-tribesmen-captures-lost-sight-text = c3 上蓝方单独的大金字塔越过 d4 望着 e5 上的王。d3 上红方两个一叠的叠可以走进这条线。
guide-tribesmen-captures-lost-sight-step-1 = d4 上红方的叠比 c3 上蓝方的族人更高，所以 c3 再也看不见自己的王，它死了。蓝方只剩五个金字塔。
guide-tribesmen-captures-push-title = 推入失明
guide-tribesmen-captures-push-text = 整叠可以把相邻的、较矮的敌方叠沿同一直线再推一格，推到一个空格上，然后自己走进它让出的格。
guide-tribesmen-captures-push-step-1 =
    蓝方的族人被推到 b3，红方的叠跟进到 c3。从 b3 望向 e5 上的王，线会经过 c3 上红方的叠和 d5 上蓝方自己的叠，两者都比这个单独的族人高：它死了。任何部族的叠都会遮挡视线。
guide-tribesmen-captures-winning-title = 获胜
guide-tribesmen-captures-winning-text = 蓝方正好有五个金字塔：e5 上的一个王，以及 e4 和 c3 上两个一叠的叠。c3 上的叠越过 d4 看得见自己的王。
guide-tribesmen-captures-winning-step-1 = d4 上红方两个一叠的叠比蓝方的王（线较矮的一端）更高，所以 c3 失明而死。蓝方只剩三个金字塔，输棋。

## 三象棋 (three-elephant)

guide-three-elephant-goal =
    在对手吃掉你的三只象之前，吃掉他的全部三只象。没有将军，也没有将死：象可以被留在受攻击的位置上，失去一只只是向失败迈近一步。无法走出合法回合的一方输棋，满一百个完整回合没有吃子则为和棋。

    白方从第 1 行和第 2 行出发，先走。由于原始图示已经失传，初始布局和若干规则是重建的；规则面板列出了是哪些。
guide-three-elephant-board-title = 棋盘
guide-three-elephant-board-text =
    九乘九的棋盘，中间有两块中立的石（开局时在 d4 和 f6）。石从不移动，也从不被吃。一个回合不是一步棋，而是按固定顺序进行的最多三个动作。
guide-three-elephant-board-actions-title = 每回合三个动作
guide-three-elephant-board-actions-text =
    在一个回合中，你可以按以下顺序：把一个矛兵朝其矛的方向走一步；把一个矛兵的矛转动一档（同一个矛兵或另一个）；再走另一枚棋子，或让一座战塔倒塌。你必须执行第一个或第三个动作；只转动矛不构成一个回合。

    所以 e5 上的矛兵可以开始许多不同的回合：只走一步，走一步再转动，转动后接着走马或象，等等。记谱用分号连接一个回合中的各个动作。
guide-three-elephant-board-stones-title = 石
guide-three-elephant-board-stones-text =
    石会挡住滑行的棋子和矛兵，但象和马可以跳过它。d4 上的象可以正好越过 d5 上的石落在 d6，不过它永远不能停在石上。
guide-three-elephant-pieces-title = 棋子
guide-three-elephant-pieces-text = 每一方有三只象、两匹马、两座战塔和九个矛兵。除战塔以外，每枚棋子都是走到敌子上来吃子。
guide-three-elephant-pieces-elephant-title = 象
guide-three-elephant-pieces-elephant-text =
    象沿直线跳一格或两格，可以沿行、列或斜线，越过中间的任何东西：最多有十六个目标。它是你必须保护的棋子，同时也是强大的进攻者。
guide-three-elephant-pieces-knight-title = 马
guide-three-elephant-pieces-knight-text = 马的跳法和国际象棋一样：朝一个方向走两格，再横向走一格，越过一切。
guide-three-elephant-pieces-war-tower-title = 战塔
guide-three-elephant-pieces-war-tower-text =
    战塔像车一样滑行，但只能走到空格上：它走子时从不吃子，棋子和石都会挡住它。

    它也可以不走子，而向八个方向之一倒塌（Te5!N 表示向北倒塌），摧毁该方向上接下来三格里的每一枚棋子，无论敌我，然后它自己也消失。倒塌必须至少打到一格，而且战塔在移动过的回合中不能倒塌。
guide-three-elephant-pieces-spearman-straight-title = 矛兵，矛指向正前方
guide-three-elephant-pieces-spearman-straight-text =
    矛兵走一格，而且只能朝矛所指的方向走，吃掉站在那里的敌子。指向正前方的矛可以转为斜指左前方或右前方。
guide-three-elephant-pieces-spearman-left-title = 矛兵，矛指向左前方
guide-three-elephant-pieces-spearman-left-text =
    这个矛兵的矛指向左前方，所以它唯一能走的一步是到 d6。斜向的矛只能转回正前方，永远不能直接转到另一条斜线。黑方的矛指向另一边：对黑方来说，前方是棋盘的下方。
guide-three-elephant-pieces-stone-title = 石
guide-three-elephant-pieces-stone-text = d4 上的石不属于任何人，也从不移动。d2 上的战塔沿自己的列只能滑到 d3，而向北倒塌会在石前停住，只摧毁 d3。
guide-three-elephant-captures-title = 吃子与效果
guide-three-elephant-captures-text =
    一个回合可以把矛兵的一步、矛的一次转动和第三个动作结合起来，所以一个回合既能准备又能出击。战塔的倒塌是唯一会让吃子的一方赔上自己棋子的吃法。
guide-three-elephant-captures-tower-fall-title = 战塔的倒塌
guide-three-elephant-captures-tower-fall-text = e5 上白方的战塔前面有一个白方矛兵、一个黑方矛兵和一匹黑方的马，分别在 e6、e7 和 e8 上。
guide-three-elephant-captures-tower-fall-step-1 =
    战塔向北倾倒：e6、e7 和 e8 被清空，包括白方自己的矛兵，战塔本身也消失了。e9 上的象在第四格，安然无恙。
guide-three-elephant-captures-spearman-turn-title = 矛兵的转动
guide-three-elephant-captures-spearman-turn-text = d6 上黑方的马不在指向正前方的矛的攻击范围内。白方在一个回合中用上全部三个动作。
guide-three-elephant-captures-spearman-turn-step-1 = 一个回合：矛兵走到 e5，然后它的矛转为指向左前方，对准那匹马，最后象走到 b1。
guide-three-elephant-captures-spearman-turn-step-2 = 黑方没有察觉这个威胁。
guide-three-elephant-captures-spearman-turn-step-3 = 矛兵沿矛的方向走一步，吃掉了马。单独一步就是一个完整的回合。
guide-three-elephant-captures-winning-title = 获胜
guide-three-elephant-captures-winning-text = 黑方只剩一只象，在 f8 上，距离 e6 上白方的马一个马步。
guide-three-elephant-captures-winning-step-1 = 白方先走一个矛兵，然后马吃掉最后一只象。象被吃掉的那一刻，对局就结束了。
