autosave-autosave-is-off-for = Automatisches Speichern ist für dieses Fenster aus: { $e }.
autosave-autosave-failed-trying-again = Automatisches Speichern fehlgeschlagen ({ $e }); neuer Versuch alle { $value } s.
autosave-welcome-back-your-unfinished = Willkommen zurück: Die unbeendete Partie ({ $value }) ist wiederhergestellt.
