sound-menu-sound-on = Sound on
sound-menu-every-sound-at-once = Every sound at once; the switches below choose which
sound-menu-volume = Volume
sound-menu-nothing-can-be-heard = Nothing can be heard here: { $why }.
