int b() { return 2; }
