settings-fast-software-rendering = 快速（软件渲染）
settings-high-shadows-reflections-anti = 高（阴影、反射、抗锯齿）
