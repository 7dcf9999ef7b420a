# Personal Vendetta's table (included by tests/qml/CMakeLists.txt for each game of GM_GAMES).
gm_qml_test(qmlVendettaGameThroughTheTableControls vendetta/tst_vendetta_table.qml)
