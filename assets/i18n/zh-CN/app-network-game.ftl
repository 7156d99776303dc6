network-game-host-and-join-cannot = --host 和 --join 不能同时使用
network-game-join = --join：{ $e }
network-game-code-goes-with-host = --code 只能与 --host 一起使用：给 --join 的邀请中已包含加入码
network-game-goes-with-host-or = --{ $k } 只能与 --host 或 --join 一起使用
network-game-hosting-on-port-code = 正在端口 { $port } 上主持，加入码 { $code }
network-game-listening-on-port = 正在监听端口 { $port }。
network-game-this-towers-was-built = 此版本的 Towers 构建时未包含互联网传输功能
network-game-joining = 正在加入 { $value }…
network-game-left-the-network-game = 已离开网络对局；对局仍留在棋盘上，可在本机继续下。
network-game-playing-seat-over-the = 正在通过网络以座位 { $value } 对弈
network-game-watching-over-the-network = 正在通过网络观战
network-game-a-spectator = 观战者
network-game-seat = 座位 { $value }
network-game-offer-by-seat = 座位 { $value2 } 提议{ $value ->
    [undo] 悔棋
    [draw] 和棋
   *[other] { $value }
}
network-game-moved-by-seat = 座位 { $value } 走了第 { $ply } 步 { $notation }
network-game-undone-to = 已悔棋至第 { $ply } 步
network-game-joined = { $name } 已加入（{ $value }）
network-game-dropped = { $value } 已断开：{ $reason }
network-game-declined-by-seat = 座位 { $value } 拒绝了提议
network-game-agreed = 已同意{ $value ->
    [undo] 悔棋
    [draw] 和棋
   *[other] { $value }
}
network-game-resigned-seat = 座位 { $value } 认输
network-game-claimed-by-seat-from = 座位 { $value3 } 离开后，座位 { $value2 } 宣布{ $value }
network-game-ended = 对局结束：{ $result }
network-game-refused = 被拒绝：{ $reason }
network-game-problem = 问题：{ $p }
network-game-as = { $value }，身份为{ $value2 }
network-game-moved = 第 { $ply } 步 { $notation }
network-game-undone-to-2 = 已悔棋至第 { $ply } 步
network-game-resynced-at = 已在第 { $ply } 步重新同步：{ $reason }
network-game-declined-by-seat-2 = 座位 { $value } 拒绝了提议
network-game-agreed-2 = 已同意{ $value ->
    [undo] 悔棋
    [draw] 和棋
   *[other] { $value }
}
network-game-resigned-seat-2 = 座位 { $value } 认输
network-game-claimed-from-seat = 座位 { $value2 } 离开后宣布{ $value }
network-game-seat-2 = 座位 { $value } { $value2 }
network-game-ended-2 = 对局结束：{ $result }
network-game-refused-2 = 被拒绝：{ $reason }
network-game-lost-trying-again = 连接中断：{ $reason }；正在重试
network-game-not-joined = 未能加入：{ $reason }
network-game-gave-up = 已放弃：{ $reason }
network-game-claim-a-draw = 和棋
network-game-claim-the-game = 获胜
network-game-rejoined = 已重新加入
network-game-welcome = 欢迎加入
network-game-seat-connected = 已连接
network-game-seat-dropped = 已断开
