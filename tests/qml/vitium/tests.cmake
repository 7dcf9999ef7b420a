# Vitium's table (included by tests/qml/CMakeLists.txt for each game of GM_GAMES).
gm_qml_test(qmlVitiumGameThroughTheTableControls vitium/tst_vitium_table.qml)
