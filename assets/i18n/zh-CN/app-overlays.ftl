overlays-sight-lines = 视线
overlays-freeze-zones = 冻结区
overlays-trap-lines = 陷阱线
overlays-war-tower-falls = 战塔倒塌
overlays-spear-facings = 矛的朝向
overlays-check = 将军
