btn-play-again = 再玩一局
btn-analyse = 分析
    .title = 每一個合法走法，附分數與主要變化
