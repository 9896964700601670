#scenario("the play button is disabled while no song is selected: tapping it runs nothing") {
    tap("play.fill")
    #expectUpdates()
}
#scenario("choosing a folder opens the system open panel outside the app: nothing runs again") {
    tap("选择目录以扫描本地音乐")
    #expectUpdates()
    #expect(findAll(MainView.self).count == 1)
}
