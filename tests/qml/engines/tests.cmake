# Engines of Vengeance's table and options (included by tests/qml/CMakeLists.txt for each game of
# GM_GAMES).
gm_qml_test(qmlEnginesActThroughTheTableControls engines/tst_engines_table.qml)
gm_qml_test(qmlNewGameDialogEnginesMatchOptions engines/tst_engines_options.qml)
