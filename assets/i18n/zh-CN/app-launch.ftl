launch-settings-reset-every-choice = 设置已重置：所有选项均已恢复默认值。
launch-opened-all-checked = 已打开 { $file }：{ $value }，全部校验无误。
launch-towers = Towers
