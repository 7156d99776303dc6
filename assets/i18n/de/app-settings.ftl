settings-fast-software-rendering = Schnell (Software-Rendering)
settings-high-shadows-reflections-anti = Hoch (Schatten, Spiegelungen, Kantenglättung)
