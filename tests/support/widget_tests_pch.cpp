// Holds the precompiled header the widget suites share (tests/CMakeLists.txt,
// sn_widget_tests_pch): a target of its own, with their compile definitions,
// so no one suite has to build it. Nothing is compiled here.
