# Artbot's deck builder and table (included by tests/qml/CMakeLists.txt for each game of GM_GAMES).
gm_qml_test(qmlArtbotDeckBuilderAndThreePlayerSetup artbot/tst_artbot_deck_builder.qml)
gm_qml_test(qmlArtbotGamesThroughTheTableControls artbot/tst_artbot_table.qml)
