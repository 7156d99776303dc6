sound-menu-sound-on = Ton an
sound-menu-every-sound-at-once = Alle Töne auf einmal; die Schalter darunter wählen, welche
sound-menu-volume = Lautstärke
sound-menu-nothing-can-be-heard = Hier ist nichts zu hören: { $why }.
