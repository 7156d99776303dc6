overlays-sight-lines = Sichtlinien
overlays-freeze-zones = Einfrierzonen
overlays-trap-lines = Fallenlinien
overlays-war-tower-falls = Stürze der Kriegstürme
overlays-spear-facings = Speerrichtungen
overlays-check = Schach
