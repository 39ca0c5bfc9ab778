/* Input of test/Run/lang6-multi.test: a plain C file linked with the program. */
int scalar_helper(int k) { return (k * 29) % 31 - 7; }
