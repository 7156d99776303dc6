overlays-sight-lines = Sight lines
overlays-freeze-zones = Freeze zones
overlays-trap-lines = Trap lines
overlays-war-tower-falls = War Tower falls
overlays-spear-facings = Spear facings
overlays-check = Check
