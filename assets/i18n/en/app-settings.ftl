settings-fast-software-rendering = Fast (software rendering)
settings-high-shadows-reflections-anti = High (shadows, reflections, anti-aliasing)
