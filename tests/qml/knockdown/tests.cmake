# Knockdown's table (included by tests/qml/CMakeLists.txt for each game of GM_GAMES).
gm_qml_test(qmlKnockdownGameAgainstAiThroughTheTable knockdown/tst_knockdown_game.qml)
gm_qml_test(qmlKnockdownOnTheGenericTable knockdown/tst_knockdown_table.qml)
