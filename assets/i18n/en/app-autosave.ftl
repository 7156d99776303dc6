autosave-autosave-is-off-for = Autosave is off for this window: { $e }.
autosave-autosave-failed-trying-again = Autosave failed ({ $e }); trying again every { $value } s.
autosave-welcome-back-your-unfinished = Welcome back: your unfinished game ({ $value }) is restored.
