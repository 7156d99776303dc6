### 命令行的帮助：`towers help` 和 `towers help COMMAND`（或 `towers COMMAND --help`）。
### 用户输入的内容在每种语言中都保持原样：命令名、选项、占位符（<game>、FILE、NAME=VALUE）、
### 级别名称、游戏 ID、着法、文件路径和 URL。每段文字的列布局保持不变：各行按此处的写法原样输出；
### 一个汉字在终端中占两列。

# 所有命令的概览：`towers help`、`towers --help`。
cli-usage =
    towers — 四款 3D 塔棋游戏及其引擎

    用法：
      towers                      打开 3D 应用
      towers FILE                 打开应用并载入存档或文本导出的棋谱
      towers --version            显示版本
      towers games                列出游戏、变体和规则选项
      towers perft <game> <depth> [--variant V] [--option NAME=VALUE]... [--setup S] [--divide]
      towers play <game> [--games N] [--seed S] [--variant V] [--option NAME=VALUE]... [--setup S]
                                  随机对随机的自对弈，输出一行结果
      towers show <game> [--position P] [--moves "m1 m2 ..."] [--variant V] ...
                                  输出局面、局面字符串及其合法着法
      towers analyse <game> [--position P | --moves M] [--seconds S] [--lines N] [--threads T]
                                  电脑的评估、最佳着法序列和 N 个最佳着法
      towers match --game G --a LEVEL --b LEVEL [--games N] [--seed S] [--time-factor F] ...
                                  电脑对电脑：A 的胜/和/负及 Elo；
                                  级别：random、easy、medium、hard、expert、2.5s（hard@NODES）
      towers tournament <game> --engine NAME=COMMAND --engine NAME=COMMAND... (--movetime MS | --clock B+I)
                                  引擎之间对战，由 Towers 担任裁判；见 docs/tournament.md
      towers bench [--game G] [--threads T,...]
                                  每款游戏的随机对局数/秒、perft 叶节点数/秒和搜索节点数/秒
      towers calibrate <game> [--games N] [--level L] [--time-factor F | --nodes N]
                                  用自对弈结果拟合评分；对比预测与实际结果
      towers replay FILE [--text]
                                  重放并检查存档对局（RON 存档或文本导出），
                                  输出其着法、注释和结果（--text：以文本导出格式）
      towers replay --annotated NAME [--text]
                                  对随附的注解对局做同样的事（NAME 或其开头）
      towers evaluate-game FILE [--seconds S]
                                  存档对局每一着之后第一个座位的期望结果，
                                  以及代价最大的着法（每个局面 S 秒）
      towers annotated            列出随附的注解对局
      towers record <game> --out FILE [--seed S] [--delay-ms D] [--position P] [--moves M]
                                  下一局随机对局，每着之后以原子方式保存
      towers host <game> [--seats human,remote,hard,...] [--port N] [--code C] [--time T] [--out FILE]
                                  主持一局对局，供其他机器上的玩家加入（TCP；加 --p2p 还可
                                  跨互联网加入，无需开放端口）；输出邀请
      towers join INVITATION --seat N|spectator [--player LEVEL] [--out FILE]
                                  加入主持的对局（或 ADDR --code C --key K）；
                                  --player 让电脑代为下棋
      towers relay [--port N]     为互联网传输运行中继，供一个群体自用
      towers serve [--port N] [--database URL]
                                  运行 Towers 服务器：大厅、等级分、多日对局、网页
      towers guide <game> [--lesson N] [--steps]
                                  游戏指南：目标、棋子和演示示例
      towers puzzles list [<game>] | show ID | solve ID | export [<game>] | generate <game> ...
                                  随附的谜题：列出、显示、输入着法解题、导出；生成更多
      towers engine               在标准输入和输出上使用引擎协议（docs/engine-protocol.md）：
                                  供脚本和比赛程序使用
      towers help [COMMAND]       本说明，或某个命令的帮助

    游戏：storm、litrof、tribesmen、three-elephant。

    每个接受游戏参数的命令还接受 --position TEXT，即一个局面字符串（docs/positions.md），用
    于从该局面而不是初始局面开始；以及 --moves，即从那里开始按该游戏的记谱法走出的着法列表。
    着法之间以空格分隔，但括号内和 ';' 之后除外："LMc2-c9-c5(xc7, xc8) SBb7-c6" 是两着
    Litróf 着法，"Sa2>L; Nb1-c3 Sa8>R; Nb9-c7" 是三象棋的两个回合。'towers show' 也以同样的
    形式列出合法着法。

# `towers perft` 的帮助。
cli-help-perft =
    towers perft <game> <depth> [--variant V] [--option NAME=VALUE]... [--setup S] [--divide]

    统计 <depth> 着之内可到达的不同局面数（不考虑依赖对局历史的规则），并输出用时和每秒叶节
    点数。--divide 按第一着拆分计数。可以指定任意深度：内存随一条着法序列实际达到的步数增
    长。运行超过 2 秒时，会在 stderr 上输出进度（已完成的根着法、目前的叶节点数），每秒最多
    一次。

# `towers play` 的帮助。
cli-help-play =
    towers play <game> [--games N] [--seed S] [--max-plies P] [--variant V] [--option NAME=VALUE]... [--setup S]

    进行 N 局随机对随机的对局（默认 100），并输出一行结果：各座位的胜局数、和棋数、平均长
    度，以及对局结束的原因。

# `towers show` 的帮助。
cli-help-show =
    towers show <game> [--moves "m1 m2 ..."] [--variant V] [--option NAME=VALUE]... [--setup S]

    输出走完给定着法（按该游戏的记谱法）之后的局面及其合法着法。

# `towers replay` 的帮助。
cli-help-replay =
    towers replay FILE [--text]
    towers replay --annotated NAME [--text]

    载入一局存档对局（RON 存档文件或文本导出），用引擎重放每一着，并输出着法、每着下方的注释
    以及结果；--text 以文本导出格式输出（注释放在花括号中）。--annotated NAME 改为重放
    Towers 随附的一局注解对局（NAME 或其开头，例如 'litrof'；'towers annotated' 会列出它
    们）。文件无法读取或着法不合法时，会给出所在行和问题。

# `towers evaluate-game` 的帮助。
cli-help-evaluate-game =
    towers evaluate-game FILE [--seconds S]
    towers evaluate-game --annotated NAME [--seconds S]

    对存档对局（RON 存档文件或文本导出）的每个局面各评估 S 秒（默认 0.2），输出每一着之后第
    一个座位的期望结果（0% 为负，100% 为胜；四人对局时为其期望份额），然后列出使走棋一方的期
    望下降最多的着法，每个座位最多三着。

# `towers annotated` 的帮助。
cli-help-annotated =
    towers annotated

    按名称和标题列出 Towers 随附的注解对局（着法带有注释的完整对局）。用
    'towers replay --annotated NAME' 重放其中一局。

# `towers record` 的帮助。
cli-help-record =
    towers record <game> --out FILE [--seed S] [--delay-ms D] [--variant V] [--setup S] [--position P] [--moves M]

    下一局随机对局（若给出，则从局面 P 开始并先走完着法 M），每着之后以原子方式保存到 FILE；
    第 N 着安全写入磁盘后输出 'saved N'。

# `towers games` 的帮助。
cli-help-games =
    towers games

    列出每款游戏及其变体和规则选项。

# `towers help` 的帮助。
cli-help-help =
    towers help [COMMAND]

    列出所有命令，或输出某个命令的帮助（与 'towers COMMAND --help' 相同）。

# `towers --version` 的帮助。
cli-help-version =
    towers --version

    输出版本号。

# `towers match` 的帮助。
cli-help-match =
    towers match --game G --a LEVEL --b LEVEL [--games N] [--seed S] [--max-plies P] [--verbose]
    {"             "}[--time-factor F] [--threads T] [--fixed]
    {"             "}[--opening-plies K] [--variant V] [--option NAME=VALUE]... [--setup S]

    在两个电脑玩家之间进行 N 局对局（默认 100），输出 A 的胜、和、负局数，以及 A 相对于 B 的
    Elo 差值及其 95% 置信区间。
    LEVEL 可以是 random、easy、medium、hard、expert 或每着用时（2.5s），可附加节点上限
    （hard@20000）；用于实验时，还可以强制指定算法（/mcts、/alphabeta）、关闭静态搜索
    （/noq），单独指定线程数（/t2，优先于 --threads）、最大深度（/depth2）或根节点的随机偏移
    （/noise60）：hard@20000/mcts、expert/t2、medium/depth2。
    每个级别每着思考其规定时间（easy 0.1 秒、medium 0.5 秒、hard 2 秒、expert 8 秒）乘以 F
    （默认 1），使用 T 个线程（默认：除一个核心外的所有核心）；因此 --time-factor 0.1 会以相
    同的级别间比例进行一场更快的比赛。
    若指定节点上限，或用 --fixed 让每个级别使用其自身的节点上限，则改为单线程、不计时进行：
    此时比赛可以由随机种子完全复现。
    座位轮换：在第 i 局（从 0 起）中，A 执掌所有使 (s + i) 为偶数的座位 s，B 执掌其余座位；
    因此两个座位时 A 与 B 每局交换颜色，四个座位时 A 在偶数局执掌座位 0 和 2，在奇数局执掌座
    位 1 和 3。
    座位多于两个时（四人的高塔部族之道），每个座位各自为战，对局按名次分计分：最后留下的座位
    得 N-1 分，其余座位按出局顺序计分（最先出局者得 0 分）；同一回合出局的座位，或和棋（回合
    上限、重复局面）时仍在局中的座位，平分它们所占名次的分数。A 在一局中的得分是其各座位的
    分数 / (N-1) 的平均值；比赛会输出 A 得分高于一半、等于一半和低于一半的局数，平均得分及其
    Elo 和 95% 置信区间（根据每局得分计算），谁是最后留下的一方，以及每位玩家的座位以各个分
    数结束的次数。
    每对对局（0 和 1、2 和 3……）以相同的 K 着随机着法开局（默认：每个座位一着），然后由 A 和
    B 交换颜色接手：搜索是确定性的，若不这样做，一场比赛只会重复同样的一两局。
    对局走满 P 步（默认 2000）仍未结束则记为和棋。
    --verbose 输出每局的结果，并以文本形式输出其最终局面。

# `towers analyse` 的帮助。
cli-help-analyse =
    towers analyse <game> [--variant V] [--option NAME=VALUE]... [--setup S]
    {"               "}[--position P | --moves M] [--seconds S] [--lines N] [--threads T]

    以 expert 级别的设置，在 T 个线程（默认：除一个核心外的所有核心）上总共搜索约 S 秒（默认
    2）该局面（初始局面或 --position P，若给出 --moves M 则为走完这些着法之后），并输出：轮
    到走棋一方的评估（以分数和期望结果表示）、达到的深度、按该游戏记谱法写出的最佳着法序列，
    以及 N 个最佳着法（默认 3）及其分数。着法之间以空格分隔，但括号内和 ';' 之后除外（见
    'towers help show'）。

# `towers bench` 的帮助。
cli-help-bench =
    towers bench [--game G [--variant V] [--option NAME=VALUE]...] [--seconds S] [--threads T,...]

    对每款游戏（或指定的一款）输出：从开局起每秒的随机对局（playout）数及其平均长度；在约 S
    秒（默认 1）内能完成的最大深度下每秒的 perft 叶节点数；以及电脑的搜索（expert 级别的搜
    索）从开局起、在每个线程数 T（默认：1 和全部核心）下各搜索 S 秒的每秒节点数和达到的深
    度。

# `towers tournament` 的帮助。
cli-help-tournament =
    towers tournament GAME [--variant V] [--option NAME=VALUE]... --engine NAME=COMMAND...
                      (--movetime MS | --clock BASE_MS+INC_MS) [--games N] [--openings FILE|book]
    {"                  "}[--sprt elo0,elo1,alpha,beta] [--out DIR] [--concurrency K] [--seed S]
    {"                  "}[--margin MS] [--max-plies P]

    在两个或更多引擎之间进行 N 局对局（默认 100），由 Towers 维护对局。引擎写作
    NAME=COMMAND ARGS...（像 shell 那样拆分为单词，但不会运行 shell）：一个使用
    'towers engine' 行协议的程序，每局重新启动；或 NAME=analyse:/path/to/towers，即一个较旧
    的 towers 程序，每着通过其 'analyse' 命令询问（--seconds 取自用时设置，--lines 1
    --threads 1）。
    每个回答都会对照合法着法检查：着法不合法或无法读取、输出 'error' 行、崩溃，或未在 MS 加
    宽限时间（默认 1000 毫秒；使用 --clock 时，为该引擎的棋钟用尽之时）内给出着法，该引擎即
    判负此局：'forfeit GAME ENGINE: REASON'。
    座位轮换：每个开局都以引擎的每种座位顺序各下一次（两个座位：每对引擎双方各执一边；更多座
    位：引擎在座位间轮转）。开局来自该游戏及变体随附的开局库（默认），或来自 FILE（每行一个
    局面字符串），并按随机种子（默认 1）打乱顺序。
    每局结束后输出一行进度；最后输出每对引擎的胜、和、负局数、得分，以及 Elo 及其 95% 置信区
    间（四人对局：按名次分计算，与 'towers match' 相同）。
    --sprt（两个引擎）在对数似然比超出其界限时停止。
    --out DIR 将每局保存为文本导出（座位以引擎名称标注）。
    --concurrency K 同时进行 K 局（默认 1）。对局走满 P 步（默认 2000）仍未结束则为和棋。

# `towers calibrate` 的帮助。
cli-help-calibrate =
    towers calibrate <game> [--games N] [--level L] [--time-factor F | --nodes N] [--threads T]
    {"                 "}[--seed S] [--opening-plies K] [--max-plies P] [--variant V] [--option ...]

    让电脑以级别 L（默认 hard；用时乘以 F，默认 0.05；或单线程每着 N 个节点）自我对弈 N 局
    （默认 20），记录每一着的搜索分数以及轮到走棋一方最终取得的结果（和棋计为一半），并拟合
    将分数转换为期望结果的逻辑斯谛曲线的尺度。输出拟合出的尺度与当前使用的尺度，并在两种尺度
    下分别给出十个区间中的预测结果与实际结果。拟合出的尺度存放在各引擎旁边
    （src/games/<game>/mod.rs 中的 TUNING）。

# `towers host` 的帮助。
cli-help-host =
    towers host <game> [--variant V] [--option NAME=VALUE]... [--setup S] [--position P]
    {"            "}[--seats human,remote,hard,...] [--port N] [--bind ADDR] [--code C]
    {"            "}[--out FILE] [--resume FILE] [--seed S] [--spectators N] [--time T]
    {"            "}[--p2p] [--relay URL] [--no-direct]

    为其他机器上的玩家主持一局对局（docs/network.md）。它在 ADDR（默认 0.0.0.0，即所有网络接
    口）的 TCP 端口 N（默认 7627；0 表示由系统选择）上监听，输出
    'listening ADDR:PORT code CODE key KEY'，然后为朋友可以连接到的每个地址输出一行
    'invite: towers://HOST:PORT/CODE/KEY'：这是加入者唯一需要的字符串（除非指定，代码是随机
    的；KEY 是主持方的公钥，保存在数据目录的 host-key 文件中，每个连接都用它加密）。使用
    --p2p 时，还可以跨互联网加入对局，无需在任何路由器上开放端口：一旦主持方的端点上线（通过
    n0 的公共中继，或仅通过 --relay 指定的中继，例如用 'towers relay' 运行的中继；
    --no-direct 让所有流量都经过中继，因此玩家不会得知彼此的地址），主持方会再输出一行
    'invite: towers://p2p/TICKET/CODE/KEY'。--seats 指定每个座位由谁来下：'remote'（加入者；
    每个座位的默认值）、'human'（在此处输入着法，每行一着），或电脑级别（random、easy、
    medium、hard、expert，可附加节点上限：hard@2000）。每走一着后，对局都会保存到 --out；
    '--resume FILE' 从这样的文件继续对局（除非 --out 另有指定，否则继续保存到该文件）。
    --time 让对局使用由主持方维护的棋钟（5+3、10+5x30、3d：见 docs/clocks.md），在配额之内，
    每个远程着法都会返还其连接的往返时间；超时即结束对局。可输入的行：一着棋，或 /resign、
    /offer draw、/offer undo、/accept、/decline，以及在某个加入者离开 30 秒后的 /claim（或
    /claim draw）。每个事件输出一行，对局结束时停止。

# `towers join` 的帮助。
cli-help-join =
    towers join INVITATION --seat N|spectator [--player LEVEL] [--out FILE] [--name NAME]
    {"            "}[--retry SECONDS] [--seed S] [--game G] [--variant V] [--relay URL] [--no-direct]
    towers join ADDR --code C --key KEY --seat N|spectator ...

    用邀请中的地址和代码加入主持的对局（主持方的 'invite:' 行，
    towers://HOST:PORT/CODE/KEY），或用 --code 和 --key 加入 ADDR（host:port；端口默认为
    7627）上的对局，坐在座位 N（从 1 起）或作为观战者。互联网邀请（towers://p2p/…）会通过其
    中指定的中继或 --relay 指定的中继建立连接，加入者被接纳时输出 'path direct' 或
    'path relayed'；--no-direct 只使用中继。--player 让一个电脑级别代下这个座位（hard、
    hard@2000）；否则从标准输入读取着法，每行一着（以及 /resign、/offer draw、/offer undo、
    /accept、/decline，和在另一位玩家离开 30 秒后的 /claim 或 /claim draw）。如果主持方离
    开，加入者会在 --retry 秒内（默认 60）不断重试，并重新回到自己的座位。结束时，它将对局写
    入 --out：与主持方的存档字节完全相同（加入前会检查并锁定该文件）。使用 --game（以及
    --variant）时，会拒绝正在进行其他游戏的主持方。每个事件输出一行。

# `towers relay` 的帮助。
cli-help-relay =
    towers relay [--port N] [--bind ADDR]

    为互联网传输运行一个中继，供不想使用公共中继的群体使用：把它的地址交给
    'towers host --relay URL'（若主持方的邀请指定了另一个中继，也交给
    'towers join --relay URL'）。它在 ADDR（默认 0.0.0.0）的 HTTP 端口 N（默认 3340；0 表示
    由系统选择）上监听，输出 'relay http://ADDR:PORT'，并一直运行到被停止为止。它只转发玩家
    之间端到端加密的内容：无法读取对局、名字或代码。

# `towers serve` 的帮助。
cli-help-serve =
    towers serve [--port N] [--bind ADDR] [--database PATH|URL] [--requests-per-second N]
    {"            "}[--logins-per-minute N] [--streams-per-address N]
    {"            "}[--seek-idle-seconds N] [--trust-proxy]

    运行一个 Towers 服务器（docs/server.md）：账号、约战与挑战的大厅、实时对局与通信对局、
    Glicko-2 等级分和排行榜、所有已结束对局的档案，以及每局对局的网页。它在 ADDR（默认
    0.0.0.0）的 HTTP 端口 N（默认 7628；0 表示由系统选择）上监听，输出
    'towers serve: listening on http://ADDR:PORT'，并一直运行到被停止为止（Ctrl-C 或
    SIGTERM）。玩家把应用的在线窗口指向该地址；用浏览器打开该地址即可看到大厅。每一着都在确
    认之前先保存：--database 是一个 SQLite 文件（默认：数据目录中的 server.db）或一个
    PostgreSQL URL（postgres://user:password@host/database）。--requests-per-second（默认
    20）和 --logins-per-minute（默认 12）限制单个地址可以发送的请求量，
    --streams-per-address（默认 50）限制单个地址可同时观看的对局数。实时对局的约战在发起者
    --seek-idle-seconds 秒（默认 60）内没有发送任何请求时失效。在同一台机器上的反向代理之后，
    --trust-proxy 按代理看到的地址（其 X-Forwarded-For 头中的最后一个）而不是代理自身的地址
    计算每个请求。

# `towers guide` 的帮助。
cli-help-guide =
    towers guide <game> [--lesson N] [--steps]

    输出一款游戏的指南：先是目标，然后是每一章的各课，其中的局面绘成棋盘，并给出所讲棋子的走
    法和演示示例的说明文字。
    --lesson N 只输出第 N 课（在整个指南中连续编号）；--steps 还会在演示示例的每一步之后绘出
    棋盘。

# `towers engine` 的帮助。
cli-help-engine =
    towers engine

    在标准输入和输出上使用引擎协议（docs/engine-protocol.md），借鉴 UCI 的思路，适用于每款游
    戏和每种座位数：脚本和比赛程序通过它驱动 Towers。收到命令之前它不输出任何内容。命令，每
    行一条：
      protocol                      -> id name Towers V, id games ..., protocolok
      isready                       -> readyok（搜索时也会回答）
      game GAME [variant V] [option NAME=VALUE]...   选择游戏，置于其初始局面
      position startpos|TEXT [moves M1 M2 ...]       设置局面（一个局面字符串），然后走着法
      go movetime MS | depth N | nodes N | clock LEFT_MS [inc MS] [movestogo N] | infinite
                                    -> 若干 info ... 行，然后是 bestmove MOVE（或 bestmove (none)）
      stop                          立即结束搜索（它会回答其 bestmove）
      setoption threads N | seed S  搜索线程数（默认 1）、随机种子（默认 1）
      show                          棋盘图、position、seats、tomove、legal N
      quit                          停止并退出（输入结束时也一样）
    被拒绝的命令只回答一行 'error REASON'，不做任何更改。

# `towers puzzles` 的帮助。
cli-help-puzzles =
    towers puzzles list [<game>] [--theme T]
    towers puzzles show ID
    towers puzzles solve ID
    towers puzzles export [<game>] [--format csv|ron]
    towers puzzles generate <game> [--variant V] [--games N | --endings N] [--seed S]
    {"                       "}[--scan-nodes N] [--prove-nodes N] [--play-nodes N]
    {"                       "}[--threads T] [--out FILE] [--first-id N]

    随附的谜题：只有一着（或一小段唯一着法）能取胜、其他着法都不能取胜的局面，每一道都经过
    更深的第二次搜索证明。'list' 每行输出一道谜题，以其编号开头，然后是游戏、等级分、任务和
    主题（使用 --theme 时只列出带主题 T 的）。'show' 输出 'position: TEXT' 和
    'solution: M1 M2 ...' 两行（着法的分隔方式与 --moves 相同），以及任务、主题、等级分、
    来源和棋盘。'solve' 显示棋盘并从标准输入读取解题方的着法，每一着都以解答中对手的应着
    回应。'export' 以 CSV（默认）或 RON 输出整个谜题集。
    'generate' 从种子 S（默认 1）开始自我对弈 N 局（默认 20），双方每着使用 --play-nodes
    个节点（默认 3000）并带有 Medium 级别的失误，然后检查这些对局和该游戏随附的注释对局：
    每个局面都用 --scan-nodes（默认 60000）扫描；若一着取胜而其他着法不能，且解题方此前并
    未已经占优，则用 --prove-nodes（默认 1500000）的搜索加以证明，并在解题方每一着都是唯一
    胜着时沿着着法继续（最多三着）。重复的局面以及同一对局同一阶段的第二道谜题会被舍弃。
    谜题集（RON）写入 FILE 或标准输出，各阶段保留的局面数写入标准错误。每次搜索在单个线程上
    有节点上限，共用 T 个线程（默认：除一个以外的所有核心），因此结果可以重现。
    使用 --endings N（仅限 Storm）时不检查任何对局：它从 Storm 最小的残局（双方 Brain 加上
    一个 Ninny、Fuddy-Duddy 或 Yahoo）中随机抽取 N 个局面，在这些局面中残局求解器找到恰好
    一着取胜、别无他着，并在三着之内结束对局。
