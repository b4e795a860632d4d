# Bao Kitabu 小工具：每個有對弈或編輯模式的套件都會顯示的電腦功能文字
# （其餘只在含電腦的套件中出現的文字，在 computer.ftl 中）。
# 對局結果：再下一局。
btn-play-again = 再下一局
# 編輯器中開啟分析面板的按鈕。
btn-analyse = 分析
    .title = 每一個合法步，附上分數和主線
