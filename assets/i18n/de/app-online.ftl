# Das Online-Fenster (app/ui/online.rs): die Lobby eines Towers-Servers, die eigenen Partien,
# Partien zum Zuschauen und das Archiv.

online-title = Online
online-intro = Bei einem Towers-Server anmelden, um Gegner zu finden, Partien über Tage zu spielen und anderen zuzuschauen. Jeder kann mit 'towers serve' einen betreiben.
online-server = Server
online-name = Name
online-password = Passwort
online-sign-in = Anmelden
online-create-account = Konto erstellen
online-password-note = Ein neues Konto braucht einen Namen aus 2 bis 20 Buchstaben und Ziffern und ein Passwort mit mindestens 8 Zeichen.
online-signed-in-as = Angemeldet als { $name } bei { $server }
online-sign-out = Abmelden
online-refresh = Aktualisieren
online-your-move-in = { $n ->
    [one] In einer Partie am Zug
   *[other] In { $n } Partien am Zug
}
online-tab-lobby = Lobby
online-tab-mine = Eigene Partien
online-tab-watch = Zuschauen
online-tab-archive = Archiv
online-no-seeks = Keine offenen Gesuche: unten eines aufgeben.
online-cancel = Abbrechen
online-accept = Annehmen
online-rated = Gewertet
online-casual = ungewertet
online-new-game = Neue Partie
online-game = Spiel
online-variant = Variante
online-time = Zeit
online-time-hint = 10+5: zehn Minuten, dazu fünf Sekunden pro Zug; 3d: drei Tage pro Zug (Fernpartie); none: keine Uhr.
online-challenge = Herausfordern
online-anyone = beliebig
online-post-seek = Gesuch aufgeben
online-play-anyone = Gegen beliebigen Gegner
online-no-games = Keine laufenden Partien.
online-your-move = Am Zug
online-play = Spielen
online-nothing-to-watch = Es wird keine Partie gespielt.
online-watch = Zuschauen
online-player = Spieler
online-any-game = Alle Spiele
online-search = Suchen
online-from-day = Vom
online-to-day = bis
online-open = Öffnen
online-loaded = Vom Server geladen: { $value }
online-opening = Partie { $value } auf dem Server wird geöffnet…
online-your-move-notice = { $n ->
    [one] In einer Partie auf { $server } am Zug: 👥 Online
   *[other] In { $n } Partien auf { $server } am Zug: 👥 Online
}
